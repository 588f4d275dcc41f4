import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, left, move, program, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kış geliyor ve Fındık’ın fındık toplaması gerekiyor. Bir program yalnızca yürümekle kalmaz; bir şey almak, bir şeyi boyamak gibi işler de yaptırır. Bu işlerin de doğru yerde ve doğru sırada olması gerekir.`,
    sections: [
      {
        heading: msg`Hareket komutları ve eylem komutları`,
        paragraphs: [
          msg`“İleri git”, “sağa dön” ve “sola dön” hareket komutlarıdır: Fındık’ın yerini ya da baktığı yönü değiştirirler.`,
          msg`“Fındığı topla” bir eylem komutudur. Fındık yerinden kıpırdamaz, yalnızca durduğu karedeki fındığı alır. Karede fındık yoksa komut işe yaramaz ve program orada durur.`,
        ],
      },
      {
        heading: msg`Programdaki hata: bug`,
        paragraphs: [
          msg`Bir programdaki hataya İngilizce “böcek” anlamına gelen “bug” denir. 1947’de bir bilgisayarın içinde gerçekten bir güve bulunmuş ve deftere yapıştırılmıştı; mühendisler bu sözcüğü arızalar için ondan önce de kullanıyordu.`,
          msg`Hatayı bulup düzeltmeye hata ayıklama denir. Hata yapmak kodlamanın bir parçasıdır; iyi programcılar hatayı sakin sakin arar ve düzeltir.`,
        ],
      },
      {
        heading: msg`Adım adım çalıştırmak`,
        paragraphs: [
          msg`“Adım adım” düğmesi programı blok blok çalıştırır. Her basışta Fındık yalnızca bir komut yapar ve o blok parlar.`,
          msg`Böylece Fındık’ın hangi blokta yanlış yere gittiğini kolayca görürsün. Hatalı bloğu değiştirip programı “Baştan al” ile yeniden denersin.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eylem komutu`, definition: msg`Bir iş yaptıran komut; örneğin “fındığı topla”.` },
      { term: msg`Hata (bug)`, definition: msg`Programın istenen işi yapmasını engelleyen yanlışlık.` },
      { term: msg`Hata ayıklama`, definition: msg`Programdaki hatayı bulup düzeltme işi.` },
    ],
  },
  procedure: {
    goal: msg`Zemindeki ızgarada kâğıt fındıkları toplayan bir program yazmak ve programdaki hatayı adım adım çalıştırarak bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Ok kartları ve “topla” kartları`, quantity: msg`Her gruba 15 tane` },
      { name: msg`Kartondan kesilmiş fındık resimleri`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Küçük bir sepet ya da kutu`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Gerçek fındık kullanma: alerjisi olan arkadaşların olabilir ve küçük parçalar yutulabilir.`,
      msg`Izgarada koşma; her “ileri git” kartında yalnızca bir adım at.`,
      msg`Yerdeki kartlara basarken kaymamak için yavaş yürü.`,
    ],
    steps: [
      msg`Yere bantla 4 × 4 karelik bir ızgara yap. Bir kareye başlangıç kartını koy.`,
      msg`Üç farklı kareye birer karton fındık yerleştir.`,
      msg`Gruptan biri robot Fındık olsun, sepeti eline alsın ve başlangıç karesinde dursun.`,
      msg`Diğerleri ok kartları ve “topla” kartlarıyla bütün fındıkları toplayan programı dizsin.`,
      msg`Bir kişi kartları tek tek okusun. Robot “topla” kartında durduğu karedeki fındığı sepete koysun; karede fındık yoksa “Burada fındık yok!” deyip dursun.`,
      msg`Program durursa kartları baştan, teker teker yeniden okuyun. Robotun yanlış kareye gittiği kartı bulun ve düzeltin.`,
      msg`Fındıkların yerini değiştirin ve grupların görevlerini değiştirerek oyunu tekrarlayın.`,
    ],
    observations: [
      msg`Programınızda kaç hareket, kaç “topla” kartı vardı?`,
      msg`Robot bir yerde durdu mu? Hata hangi karttaydı?`,
      msg`Hatayı bulmak için kartları nasıl okudunuz?`,
    ],
    conclusion: msg`Eylem komutları ancak doğru yerde işe yarar: “topla” komutu fındığın olduğu karede verilmelidir. Programı adım adım izlemek, hatanın hangi komutta olduğunu bulmanın en kolay yoludur.`,
  },
  questions: [
    {
      id: 'collect-where',
      prompt: msg`“Fındığı topla” komutu ne zaman işe yarar?`,
      options: [msg`Fındık yürürken her zaman`, msg`Fındık bir fındığın olduğu karede dururken`, msg`Fındık bir ağaca bakarken`],
      correctIndex: 1,
      explanation: msg`“Fındığı topla” bir eylem komutudur ve yalnızca Fındık’ın durduğu karede işe yarar. O karede fındık yoksa program durur.`,
      hints: [msg`Fındık boş bir karede bu komutu alırsa ne olur?`, msg`Bu komut Fındık’ı yürütür mü, yoksa olduğu yerde bir iş mi yaptırır?`],
    },
    {
      id: 'bug-word',
      prompt: msg`Bir programdaki hataya ne ad verilir?`,
      options: [msg`Bug`, msg`Blok`, msg`Komut`, msg`Bayrak`],
      correctIndex: 0,
      explanation: msg`Programdaki hataya İngilizce “böcek” anlamına gelen “bug” denir. Hatayı bulup düzeltmeye hata ayıklama denir.`,
      hints: [msg`Konu anlatımında hatayla ilgili başlığa bak.`, msg`Bu kelime İngilizcede küçük bir canlının adıdır.`],
    },
    {
      id: 'fewest-blocks',
      prompt: msg`Fındık’ın tam önünde, 2 kare ileride bir fındık var. Fındık’ın o fındığı alması için en az kaç blok gerekir?`,
      options: [msg`2`, msg`3`, msg`4`],
      correctIndex: 1,
      explanation: msg`Fındık iki kez “ileri git” ile fındığın karesine varır, sonra “fındığı topla” ile onu alır: toplam 3 blok.`,
      hints: [msg`Önce fındığın karesine varmak için kaç adım gerektiğini say.`, msg`Vardıktan sonra fındığı almak için bir blok daha gerekir mi?`],
    },
    {
      id: 'empty-square',
      prompt: msg`Fındık’ın önünde sırayla boş bir kare, fındıklı bir kare ve yine boş bir kare var. Program: ileri git, fındığı topla, ileri git. Ne olur?`,
      options: [msg`Fındık fındığı alır ve yoluna devam eder`, msg`Fındık hiç hareket etmez`, msg`Fındık boş karede fındık arar ve program durur`],
      correctIndex: 2,
      explanation: msg`İlk “ileri git” Fındık’ı boş kareye götürür. “Fındığı topla” komutu orada çalışınca toplanacak fındık yoktur ve program durur. Bir “ileri git” daha gerekiyordu.`,
      hints: [msg`İlk “ileri git” komutundan sonra Fındık hangi karede?`, msg`O karede fındık var mı?`],
    },
    {
      id: 'debug-best',
      prompt: msg`Program çalışınca Fındık ikinci fındığı almadan yanından geçip gidiyor. Hatayı bulmanın en iyi yolu hangisi?`,
      options: [
        msg`Bütün blokları silip yeniden başlamak`,
        msg`Çalıştır düğmesine art arda basmak`,
        msg`Programı adım adım çalıştırıp her bloğu izlemek`,
        msg`Rastgele bloklar eklemek`,
      ],
      correctIndex: 2,
      explanation: msg`Adım adım çalıştırınca her blokta Fındık’ın nerede olduğunu görürsün. İkinci fındığın karesinde “fındığı topla” bloğu yoksa hatayı bulmuşsundur.`,
      hints: [msg`Hatanın hangi blokta olduğunu görmek için programı nasıl çalıştırabilirsin?`, msg`Konu anlatımındaki son başlığı oku.`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Kış için fındık topla`,
    instructions: msg`Fındık’a üç fındığı da topladıktan sonra yuvasına gitmesini söyle. Takıldığın yerde “Adım adım” düğmesiyle programını blok blok izle.`,
    puzzle: {
      id: 'nut-collector',
      stage: { map: ['#######', '#sn.n##', '####.##', '####ng#', '#######'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'turn-left', 'turn-right', 'collect'],
      maxBlocks: 12,
      solution: program(whenFlag(move, collect, move, move, collect, right, move, move, collect, left, move)),
    },
  },
  worksheet: {
    title: msg`Fındık Toplama Çalışma Sayfası`,
    instructions: msg`Toplama oyununda yaptıklarını tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Fındık boş bir karede “fındığı topla” komutunu alırsa ne olur? Neden?`, lines: 2 },
      { prompt: msg`Grubunuzun programında bulduğunuz hatayı ve nasıl düzelttiğinizi anlat.`, lines: 3 },
      { prompt: msg`Okul çantanı hazırlamak için 5 adımlık bir program yaz. İçinde en az bir “al” ve bir “koy” komutu olsun.`, lines: 5 },
    ],
    table: {
      caption: msg`Toplama oyunu kayıtlarım`,
      columns: [msg`Deneme`, msg`Toplanan fındık sayısı`, msg`Hata var mıydı? Hangi kartta?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Kozalak Robotun Böceği`,
    paragraphs: [
      msg`Fındık kış için fındık toplamaya yardım etsin diye küçük bir robot yaptı ve adını Kozalak koydu. Kozalak yalnızca kartlardaki komutları yapabiliyordu.`,
      msg`Fındık kartları dizdi: “İleri git, topla, ileri git, ileri git, topla.” Kozalak vızıldayarak yola çıktı. İlk fındığı aldı ama ikinci “topla” kartında durdu ve bipledi: “Burada fındık yok!”`,
      msg`Arkadaşı kirpi Diken gülmeye başladı: “Robotunun içine böcek mi girdi?” Fındık da güldü: “Programcılar hatalara gerçekten böcek der. Şimdi o böceği bulalım.”`,
      msg`Fındık kartları teker teker yeniden okudu ve Kozalak’ın her adımını parmağıyla izledi. İkinci fındığın bir kare daha ileride olduğunu fark etti. Araya bir “ileri git” kartı ekledi.`,
      msg`Kozalak bu kez iki fındığı da sepete koydu. Diken alkışladı: “Hata yapmak ayıp değilmiş, bulup düzeltmek marifetmiş!”`,
    ],
    lesson: msg`Eylem komutları doğru yerde verilmelidir; programı adım adım izlemek, hatayı bulmanın en kolay yoludur.`,
  },
};
