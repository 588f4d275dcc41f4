import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, ifThen, move, program, repeatUntil, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Köstebek Toprak, fındık bahçesindeki yolun dönemeçlerine renkli taşlar dizmiş. Fındık her adımda iki şeye bakacak: ayağının altındaki taş renkli mi, orada bir fındık var mı? Bir programın birden çok karar vermesi böyle olur.`,
    sections: [
      {
        heading: msg`Durduğun yere bakmak`,
        paragraphs: [
          msg`Koşullar yalnızca önümüzü değil, durduğumuz yeri de sorabilir: “bir fındığın üstündeyse” ya da “renkli bir karedeyse” gibi.`,
          msg`Bu bulmacada renkli taşlar bir işarettir: Fındık renkli bir taşa basınca sağa dönmelidir. Fındıklı karelerde ise fındığı toplamalıdır.`,
        ],
      },
      {
        heading: msg`Bir döngüde birden çok karar`,
        paragraphs: [
          msg`Bir döngünün gövdesine birden çok “eğer” bloğu koyabiliriz. Her turda hepsine sırayla ve ayrı ayrı bakılır: biri doğru çıkınca ötekiler atlanmaz.`,
          msg`“Eğer” bloklarını döngünün içine koyduğumuz için koşullara her adımda yeniden bakılır. Döngünün dışında kalsalar yalnızca bir kez, en başta bakılırdı.`,
          msg`Koşul olmadan her adımda “fındığı topla” dersek, ilk boş karede program durur. Koşul, eylemi yalnızca gerektiği yerde yaptırır.`,
        ],
      },
      {
        heading: msg`Renk algılayıcılı robotlar`,
        paragraphs: [
          msg`Depolarda ve fabrikalarda bazı robotlar yerdeki renkli çizgiyi izler. Altlarındaki renk algılayıcı zemini okur; program “çizginin dışına çıktıysan dön” gibi koşullarla karar verir.`,
          msg`Marketteki kasada barkod okuyucu da çizgilerdeki açık ve koyu renkleri algılar. Bilgisayar bu bilgiye bakarak hangi ürün olduğunu bulur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Koşul`, definition: msg`Doğru ya da yanlış olabilen ifade; örneğin “renkli bir karedeyse”.` },
      { term: msg`Renk algılayıcı`, definition: msg`Bir yüzeyin rengini ya da parlaklığını ölçen sensör.` },
      { term: msg`Çizgi izleyen robot`, definition: msg`Zemindeki bir çizgiyi renk algılayıcısıyla izleyerek yol alan robot.` },
    ],
  },
  procedure: {
    goal: msg`Renkli kartlarla işaretlenmiş bir zemin yolunda, iki koşullu bir programı canlandırarak her adımda birden çok karar vermeyi denemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Turuncu fon kartonundan kareler`, quantity: msg`Her gruba 4 tane` },
      { name: msg`Kartondan fındık resimleri`, quantity: msg`Her gruba 5 tane` },
      { name: msg`Küçük sepet ya da kutu`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Yerdeki kartonları bantla sabitle; kayabilecekleri için üzerlerine yavaşça bas.`,
      msg`Gerçek fındık kullanma; alerjisi olan arkadaşların olabilir.`,
      msg`Izgarada koşma ve her turda yalnızca bir adım at.`,
    ],
    steps: [
      msg`Yere bantla bir ızgara yapın ve üzerinde dönemeçli bir yol belirleyin. Yol yalnızca sağa dönsün.`,
      msg`Her dönemeç karesine bir turuncu kare, yolun bazı karelerine karton fındıklar koyun. Yolun sonuna hedef kartı koyun.`,
      msg`Programı tahtaya yazın: hedefe varana kadar tekrarla [ileri git, eğer fındığın üstündeysen topla, eğer turuncu karedeysen sağa dön].`,
      msg`Robot öğrenci her turda bir adım atsın. Bir kişi iki koşulu sırayla sorsun: “Fındığın üstünde misin? Turuncu karede misin?”`,
      msg`Robot yalnızca cevabı “evet” olan koşulların işini yapsın.`,
      msg`Turuncu kartlardan birini kaldırıp programı yeniden çalıştırın. Ne oldu?`,
    ],
    observations: [
      msg`Robot kaç fındık topladı? Hepsini toplayabildi mi?`,
      msg`Bir turda iki koşul birden doğru oldu mu?`,
      msg`Turuncu kart kaldırılınca robot nereye gitti?`,
    ],
    conclusion: msg`Döngünün içindeki her “eğer” bloğu her turda ayrı ayrı denetlenir. Böylece Fındık aynı adımda hem “fındık var mı” hem “renkli mi” diye bakabilir. İşaret eksik olunca program yanlış yere gider: program yalnızca algıladığı bilgiye göre karar verir.`,
  },
  questions: [
    {
      id: 'colour-condition',
      prompt: msg`“Eğer renkli bir karedeyse [sağa dön]” bloğu Fındık’ı ne zaman döndürür?`,
      options: [msg`Her adımda`, msg`Yalnızca renkli bir karede dururken`, msg`Yalnızca önü kapalıyken`],
      correctIndex: 1,
      explanation: msg`Koşul yalnızca Fındık renkli bir karede dururken doğrudur. Diğer karelerde koşul yanlıştır ve “sağa dön” atlanır.`,
      hints: [msg`Bu koşul Fındık’ın önünü mü soruyor, durduğu yeri mi?`, msg`Koşul yanlışken “eğer” bloğunun içindeki blok çalışır mı?`],
    },
    {
      id: 'two-ifs',
      prompt: msg`Program: hedefe varana kadar tekrarla [ileri git, eğer bir fındığın üstündeyse [fındığı topla], eğer renkli bir karedeyse [sağa dön]]. Bir turda Fındık içinde fındık olan renksiz bir kareye geliyor. Bu turda ne olur?`,
      options: [msg`Sağa döner ama fındığı toplamaz`, msg`Fındığı toplar ve sağa döner`, msg`Fındığı toplar ve dönmez`, msg`Hiçbir şey yapmaz`],
      correctIndex: 2,
      explanation: msg`Kare fındıklı olduğu için ilk koşul doğrudur ve Fındık fındığı toplar. Kare renkli olmadığı için ikinci koşul yanlıştır ve Fındık dönmez.`,
      hints: [msg`İki koşula ayrı ayrı bak: kare fındıklı mı, kare renkli mi?`, msg`Yalnızca doğru olan koşulun içindeki blok çalışır.`],
    },
    {
      id: 'without-if',
      prompt: msg`Fındık her adımda koşula bakmadan “fındığı topla” derse ne olur?`,
      options: [msg`İlk boş karede program durur`, msg`Bütün fındıkları daha hızlı toplar`, msg`Fındıklar kendiliğinden yuvaya gider`],
      correctIndex: 0,
      explanation: msg`“Fındığı topla” yalnızca fındıklı karede işe yarar. Koşul olmadan boş bir karede de çalışır ve program orada durur.`,
      hints: [msg`“Fındığı topla” boş bir karede çalışırsa ne olur?`, msg`Koşulun görevi, eylemi nerede yaptırmaktır?`],
    },
    {
      id: 'line-robot',
      prompt: msg`Fabrikalarda yerdeki renkli çizgiyi izleyen robotlar hangi bilgiye göre karar verir?`,
      options: [msg`Saatin kaç olduğuna`, msg`Robotun kendi rengine`, msg`Fabrikadaki müziğe`, msg`Altlarındaki zeminin renginden aldıkları bilgiye`],
      correctIndex: 3,
      explanation: msg`Çizgi izleyen robotların altında renk algılayıcı vardır. Program algılayıcının okuduğu renge bakarak düz mü gideceğine, dönecek mi olduğuna karar verir.`,
      hints: [msg`Konu anlatımının son bölümünü oku.`, msg`Robot çizgiyi “görmek” için hangi algılayıcıyı kullanır?`],
    },
    {
      id: 'inside-loop',
      prompt: msg`Bu bulmacada “eğer” blokları neden döngünün içine konur?`,
      options: [msg`Program daha renkli görünsün diye`, msg`Koşullara her adımda yeniden bakılsın diye`, msg`Döngü koşulları kendiliğinden siler`],
      correctIndex: 1,
      explanation: msg`Döngünün içindeki bloklar her turda çalışır. “Eğer” blokları da içeride olunca Fındık her adımda durduğu kareye yeniden bakar.`,
      hints: [
        msg`Döngünün dışındaki bir blok kaç kez çalışır?`,
        msg`Fındık’ın hangi karede fındık bulacağını önceden bilmiyoruz. Ne sıklıkla bakması gerekir?`,
      ],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Renkli taşları izle, fındıkları topla`,
    instructions: msg`Renkli karelerde sağa dön, fındıklı karelerde fındığı topla ve yuvaya var. Bir döngünün içinde iki “eğer” bloğu kullan; en fazla 6 blok.`,
    puzzle: {
      id: 'colour-signs',
      stage: { map: ['#######', '#sn.nc#', '#####.#', '#####n#', '##gn.c#', '#######'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat-until', 'if'],
      ifConditions: ['on-nut', 'on-colour', 'path-ahead'],
      untilConditions: ['at-goal'],
      maxBlocks: 6,
      solution: program(whenFlag(repeatUntil('at-goal', move, ifThen('on-nut', collect), ifThen('on-colour', right)))),
    },
  },
  worksheet: {
    title: msg`Renkli İşaretler Çalışma Sayfası`,
    instructions: msg`Renkli kart yolunda yaptıklarını tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Programdaki iki koşulu yaz. Her biri doğru olunca Fındık ne yapıyor?`, lines: 3 },
      { prompt: msg`Bir turuncu kart eksik olunca ne oldu? Neden?`, lines: 3 },
      { prompt: msg`Çevrende renklere ya da işaretlere bakarak karar veren bir makine bul ve nasıl çalıştığını anlat.`, lines: 3 },
    ],
    table: {
      caption: msg`Renkli kart yolu kayıtlarım`,
      columns: [msg`Deneme`, msg`Turuncu kare sayısı`, msg`Toplanan fındık`, msg`Hedefe ulaştı mı?`],
      rows: 3,
    },
  },
  story: {
    title: msg`Köstebek Toprak’ın Turuncu Taşları`,
    paragraphs: [
      msg`Köstebek Toprak’ın gözleri pek iyi görmez ama bahçesini çok iyi tanır. Yolun her dönemecine parlak turuncu bir taş koymuş, böylece misafirleri kaybolmaz.`,
      msg`Fındık bahçeye geldiğinde Toprak ona bir görev verdi: “Yol boyunca düşen fındıkları topla, sonra evime gel.”`,
      msg`Fındık kendine iki soru belirledi ve her adımda ikisini de sordu: “Ayağımın altında fındık var mı? Varsa topla. Ayağımın altındaki taş turuncu mu? Öyleyse sağa dön.”`,
      msg`Bir keresinde hem fındığı topladı hem de döndü, çünkü rüzgâr bir fındığı turuncu bir taşın üstüne düşürmüştü. İki soruyu da sorduğu için hiçbirini kaçırmadı.`,
      msg`Toprak’ın kapısına vardığında sepeti doluydu. Toprak güldü: “Taşlarımı okuyabilen ilk misafirim sensin!” Fındık göz kırptı: “Her adımda bakınca taşlar konuşmaya başlıyor.”`,
    ],
    lesson: msg`Bir döngünün içindeki koşullar her adımda yeniden denetlenir; böylece program durduğu yere göre birden çok karar verebilir.`,
  },
};
