import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { move, paint, program, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık’ın yuvasının kapısı dört kareden oluşuyor: iki üstte, iki altta. Fındık hepsini boyamak istiyor ama boya kovası ağır; aynı yerden iki kez geçmek istemiyor. Ona kısa ve doğru sıralı bir program yazalım.`,
    sections: [
      {
        heading: msg`Hareket etmek ve iş yapmak`,
        paragraphs: [
          msg`Şimdiye kadar Fındık yalnızca yürüdü ve döndü. “Kareyi boya” bloğu ise bir iş yaptırır: Fındık durduğu kareyi boyar. Boyamak için önce doğru kareye gitmek gerekir.`,
          msg`Program “git, boya, git, boya” diye ilerler. Bir “kareyi boya” bloğunu unutursan o kare boyanmadan kalır. Fındık kesik çizgili olmayan bir kareyi boyamaya kalkarsa program orada durur.`,
        ],
      },
      {
        heading: msg`Önce yolu planla`,
        paragraphs: [
          msg`Blokları koymadan önce parmağınla yolu ekranda izle. Dört karenin her birine bir kez uğrayan bir yol ara. Kapının üst sırasını soldan sağa, alt sırasını sağdan sola boyarsan hiçbir kareden iki kez geçmezsin.`,
          msg`Aynı işi yapan birçok program olabilir. Daha az blokla çalışan program daha kolay okunur ve hatası daha kolay bulunur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Algoritma`, definition: msg`Bir işi yapmak için sırayla izlenen açık adımlar.` },
      { term: msg`Komut`, definition: msg`Bilgisayara ya da robota bir iş yaptıran tek bir talimat; her blok bir komuttur.` },
      { term: msg`Yol planı`, definition: msg`Program yazılmadan önce nereden nereye gidileceğinin çizilmesi.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta bir kapıyı boyayan robotun yolunu planlamak, programını kartlarla yazmak ve arkadaşına çalıştırtmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Boya kalemi`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Komut kartları: “ileri git”, “sağa dön”, “sola dön”, “boya”`, quantity: msg`Her ikiliye 1 deste (her karttan 5 tane)` },
      { name: msg`Küçük bir silgi ya da düğme (robot)`, quantity: msg`Her ikiliye 1 tane` },
    ],
    safety: [msg`Kalemleri ve kartları sıraların üstünde kullanın; sivri uçlu kalemi arkadaşına doğru tutma.`],
    steps: [
      msg`Kareli kâğıda 2 × 2 karelik bir kapı çiz. Kapının solundaki kareye başlangıç işareti koy; robot kapıya doğru baksın.`,
      msg`Parmağınla dört kareye birer kez uğrayan bir yol izle ve yolu kurşun kalemle hafifçe çiz.`,
      msg`Yoluna göre komut kartlarını sıraya diz. Boyanacak her kareye geldiğinde bir “boya” kartı koy.`,
      msg`Kartları arkadaşına ver. O, silgiyi robot gibi yürütsün ve yalnızca kart “boya” dediğinde kareyi boyasın.`,
      msg`Boyanmadan kalan ya da kapının dışında boyanan kare varsa hatalı kartı bulun ve düzeltin. Sonra aynı programı uygulamada Fındık’la deneyin.`,
    ],
    observations: [
      msg`Programınızda kaç kart vardı? Kaç tanesi “boya” kartıydı?`,
      msg`Arkadaşının robotu bütün kareleri boyayabildi mi?`,
      msg`Başka bir grup daha az kartla başarabildi mi? Onların yolu nasıldı?`,
    ],
    conclusion: msg`Bir iş yaptıran komut doğru yerde durmalıdır: önce doğru kareye gidilir, sonra boyanır. Yolu önceden planlamak, her kareye bir kez uğrayan kısa bir program yazmamızı sağlar.`,
  },
  questions: [
    {
      id: 'forgot-paint',
      prompt: msg`Programda üçüncü kareye gittikten sonraki “kareyi boya” bloğu unutuldu. Ne olur?`,
      options: [msg`Üçüncü kare boyanmadan kalır`, msg`Bütün kareler yine boyanır`, msg`Fındık ağaca çarpar`],
      correctIndex: 0,
      explanation: msg`Fındık yalnızca “kareyi boya” bloğu çalışınca boyar. Üçüncü karede bu blok yoksa o kare boş kalır; diğer kareler boyanır.`,
      hints: [msg`Fındık ne zaman boya yapar?`, msg`Üçüncü karede hangi blok çalışmadı?`],
    },
    {
      id: 'paint-before-move',
      prompt: msg`Fındık kapının dışındaki başlangıç karesinde duruyor. Programın ilk bloğu neden “kareyi boya” olamaz?`,
      options: [msg`Çünkü boya bitmiştir`, msg`Çünkü Fındık boyanacak bir karede değildir`, msg`Çünkü boya bloğu yalnızca en sonda kullanılır`],
      correctIndex: 1,
      explanation: msg`Fındık durduğu kareyi boyar. Başlangıç karesi kapının parçası değil; Fındık önce kapının ilk karesine gitmelidir.`,
      hints: [msg`“Kareyi boya” bloğu hangi kareyi boyar?`, msg`Başlangıç karesi kesik çizgili mi?`],
    },
    {
      id: 'count-paint',
      prompt: msg`Kapının dört karesini boyayan programda kaç tane “kareyi boya” bloğu olmalıdır?`,
      options: [msg`1`, msg`2`, msg`4`, msg`8`],
      correctIndex: 2,
      explanation: msg`Her blok yalnızca bir kareyi boyar. Dört kare için dört “kareyi boya” bloğu gerekir.`,
      hints: [msg`Bir “kareyi boya” bloğu kaç kareyi boyar?`, msg`Kapıda kaç kare var?`],
    },
    {
      id: 'shorter-route',
      prompt: msg`Fındık üst sırayı boyadıktan sonra alt sıraya nasıl geçmelidir ki hiçbir kareden iki kez geçmesin?`,
      options: [
        msg`Geri geri başlangıca dönüp oradan alt sıraya inmeli`,
        msg`Alt sırayı boyamadan bırakmalı`,
        msg`Sağa dönüp bir kare inmeli, yine sağa dönüp alt sırayı boyamalı`,
      ],
      correctIndex: 2,
      explanation: msg`Üst sıranın sonunda sağa dönen Fındık bir kare aşağı iner, yine sağa dönünce alt sıraya bakar. Böylece alt sırayı sağdan sola boyar ve hiçbir kareye iki kez uğramaz.`,
      hints: [msg`Üst sıranın son karesinde Fındık hangi yöne bakıyor?`, msg`Alt sıraya bakmak için kaç kez ve hangi yöne dönmeli?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Kapının dört karesini boya`,
    instructions: msg`Kesik çizgili dört kareyi boya. Önce parmağınla her kareye bir kez uğrayan bir yol izle, sonra blokları sırala. En fazla 10 blok kullanabilirsin.`,
    puzzle: {
      id: 'door-paint',
      stage: { map: ['######', '#spp.#', '#.pp.#', '######'], heading: 'east' },
      goal: 'paint',
      blocks: ['move', 'turn-left', 'turn-right', 'paint'],
      maxBlocks: 10,
      solution: program(whenFlag(move, paint, move, paint, right, move, paint, right, move, paint)),
    },
  },
  worksheet: {
    title: msg`Kapı Boyama Çalışma Sayfası`,
    instructions: msg`Kareli kâğıtta planladığın yolu ve programını yaz.`,
    tasks: [
      { prompt: msg`Kapıyı ve başlangıç karesini çiz. Fındık’ın yolunu okla göster.`, lines: 3 },
      { prompt: msg`Programını blok blok yaz: her satıra bir komut.`, lines: 10 },
      { prompt: msg`Üç sıra üç sütunluk bir kapı olsaydı kaç “kareyi boya” bloğu gerekirdi?`, lines: 2 },
    ],
    table: {
      caption: msg`Denemelerim`,
      columns: [msg`Deneme`, msg`Kullandığım blok sayısı`, msg`Boyanan kare sayısı`, msg`Düzelttiğim blok`],
      rows: 3,
    },
  },
  story: {
    title: msg`Kovadaki Son Boya`,
    paragraphs: [
      msg`Kış gelmeden Fındık yuvasının kapısını kırmızıya boyamaya karar verdi. Kovada tam dört fırça dolusu boya vardı, kapıda da dört kare.`,
      msg`İlk denemede heyecanla fırçayı sallayarak ağacın gövdesini de boyadı. Son kareye geldiğinde kovada boya kalmamıştı.`,
      msg`Arkadaşı Kirpi Diken bir öneride bulundu: “Önce yolunu çiz. Hangi kareye ne zaman gideceğini ve nerede boyayacağını sırayla yaz.” Fındık bir yaprağa dört kutu çizdi ve oklarla yolunu gösterdi: üst sıra soldan sağa, alt sıra sağdan sola.`,
      msg`Ertesi gün yeni kovayla planı adım adım uyguladı. Her kareye bir kez uğradı, her karede bir kez boyadı. Kapı tertemiz kırmızı oldu; kovadaki dört fırça boya dört kareye tam yetti.`,
    ],
    lesson: msg`İşe başlamadan önce yolu planlamak ve her adımı sırayla yazmak, hem zamandan hem malzemeden tasarruf ettirir.`,
  },
};
