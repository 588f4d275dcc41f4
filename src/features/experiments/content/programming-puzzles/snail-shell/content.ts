import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { ifElse, move, program, repeatUntil, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Salyangozun kabuğu dışarıdan içeriye doğru kıvrılır. Fındık, kabuk biçimindeki bir yolun ortasındaki yuvaya gidecek. Yolun kenarları aynı uzunlukta değil (üç kenar dörder, son iki kenar ikişer kare), ama bütün dönüşler aynı yöne, sağa. Bu yolu tek bir kuralla yürüyebiliriz.`,
    sections: [
      {
        heading: msg`İki yol ayrımı: eğer–değilse`,
        paragraphs: [
          msg`“Eğer” bloğu koşul doğruysa bir şey yapar, yanlışsa hiçbir şey yapmaz. “Eğer–değilse” bloğunun ise iki kolu vardır: koşul doğruysa üst kol, yanlışsa alt kol çalışır.`,
          msg`Fındık her adımda iki şeyden birini yapmalı: önü açıksa ilerlemeli, değilse dönmeli. İkisini birden yapmamalı, hiçbirini yapmadan da durmamalı. Bu, tam da “eğer–değilse” bloğunun işidir.`,
        ],
      },
      {
        heading: msg`Tek kural, bütün yol`,
        paragraphs: [
          msg`Kural şudur: hedefe varana kadar tekrarla [eğer önü açıksa ileri git, değilse sağa dön]. Kenarların uzunluğunu bilmeye gerek yoktur; Fındık önü kapanana kadar ilerler, kapanınca döner.`,
          msg`Kural, sayıları değil durumu izler. Bu yüzden kabuk daha büyük ya da daha küçük olsa da aynı program çalışır.`,
        ],
      },
      {
        heading: msg`Kuralın sınırı`,
        paragraphs: [
          msg`Bu kural yalnızca sağa dönen yollarda çalışır. Yol bir köşede sola kıvrılırsa Fındık sağa döner ve karşısında yine duvar bulur, sonra yine döner; geldiği yöne geri gidebilir. Bir kuralı yazdıktan sonra hangi durumlarda çalışmadığını da test etmeliyiz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eğer–değilse`, definition: msg`Koşul doğruysa bir kolu, yanlışsa öteki kolu çalıştıran blok.` },
      { term: msg`Kol`, definition: msg`Bir karar bloğunun içinde, koşulun cevabına göre çalışan blok grubu.` },
      { term: msg`Kural`, definition: msg`Her durumda ne yapılacağını söyleyen kısa talimat.` },
    ],
  },
  procedure: {
    goal: msg`Yere bantlanmış bir sarmal yolda “önün açıksa ilerle, değilse sağa dön” kuralını canlandırmak ve kuralın sola kıvrılan bir yolda ne yaptığını test etmek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`2 rulo` },
      { name: msg`“Açık” ve “Kapalı” yazılı kartlar`, quantity: msg`1’er tane` },
      { name: msg`Yuva kartı`, quantity: msg`1 tane` },
      { name: msg`Kayıt tablosu ve kalem`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Sarmal yolu boş bir alana bantlayın; robot öğrenci yavaş yürüsün ve dönüşleri yerinde yapsın.`,
      msg`Gözleri kapalı yürütmeyin; robot yalnızca önündeki kareye bakarak karar versin.`,
    ],
    steps: [
      msg`Yere bant ile bir kare genişliğinde, içe doğru sağa kıvrılan bir sarmal yol yapın ve ortasına yuva kartını koyun.`,
      msg`Tahtaya kuralı yazın: yuvaya varana kadar tekrarla [eğer önün açıksa bir kare ilerle, değilse sağa dön].`,
      msg`Robot öğrenci her turda önündeki kareye baksın. Bir arkadaşı “Açık” ya da “Kapalı” kartını kaldırsın; robot yalnızca o kolun işini yapsın.`,
      msg`Yazıcı her turda hangi kolun çalıştığını tabloya işlesin.`,
      msg`Yolun bir köşesini sola kıvrılacak biçimde değiştirin ve kuralı yeniden deneyin. Robot aynı yerde dönüp durursa onu durdurun ve ne olduğunu not edin.`,
    ],
    observations: [
      msg`Üst kol (ilerle) ve alt kol (sağa dön) kaçar kez çalıştı?`,
      msg`Hiçbir turda iki kolun birden çalıştığı oldu mu?`,
      msg`Sola kıvrılan köşede robot ne yaptı?`,
    ],
    conclusion: msg`“Eğer–değilse” bloğu iki seçenekten tam birini yaptırır. Tek bir kuralla, kenar uzunluklarını bilmeden bütün sarmal yolu yürüyebiliriz; ama kural yalnızca yazıldığı duruma uyan yollarda çalışır.`,
  },
  questions: [
    {
      id: 'which-branch',
      prompt: msg`Fındık’ın önü kapalı. “Eğer önü açıksa [ileri git] değilse [sağa dön]” bloğu ne yaptırır?`,
      options: [msg`İleri gider`, msg`Önce ileri gider, sonra sağa döner`, msg`Hiçbir şey yapmaz`, msg`Sağa döner`],
      correctIndex: 3,
      explanation: msg`Koşul “önü açıksa” yanlış çıkar, bu yüzden alt kol, yani “sağa dön” çalışır. Üst kol bu turda hiç çalışmaz.`,
      hints: [msg`Önü kapalıyken koşulun cevabı nedir?`, msg`Koşul yanlış olunca hangi kol çalışır?`],
    },
    {
      id: 'if-vs-ifelse',
      prompt: msg`“Eğer” ile “eğer–değilse” arasındaki fark nedir?`,
      options: [msg`“Eğer–değilse” koşul yanlışken de bir şey yaptırır`, msg`İkisi tamamen aynıdır`, msg`“Eğer” bloğu iki koşul sorar`],
      correctIndex: 0,
      explanation: msg`“Eğer” bloğu koşul yanlışsa hiçbir şey yapmaz. “Eğer–değilse” bloğunun alt kolu ise tam da koşul yanlışken çalışır.`,
      hints: [msg`Koşul yanlışken “eğer” bloğu ne yapar?`, msg`“Değilse” kolu ne zaman çalışır?`],
    },
    {
      id: 'corner',
      prompt: msg`Fındık bir köşede sağa döndü. Döngünün bir sonraki turunda önü açıksa ne olur?`,
      options: [msg`Yeniden sağa döner`, msg`İleri gider`, msg`Program biter`],
      correctIndex: 1,
      explanation: msg`Döngü her turda koşulu yeniden sorar. Dönüşten sonra önü açıldıysa üst kol çalışır ve Fındık ilerler.`,
      hints: [msg`Döngü her turda ne yapar?`, msg`Önü açıkken koşulun cevabı nedir?`],
    },
    {
      id: 'left-corner',
      prompt: msg`Yol bir köşede sola kıvrılıyorsa bu kural ne yaptırır?`,
      options: [
        msg`Fındık sola döner ve devam eder`,
        msg`Fındık sağa döner; karşısı da kapalıysa yine sağa döner ve geldiği yöne geri gidebilir`,
        msg`Fındık duvarın içinden geçer`,
      ],
      correctIndex: 1,
      explanation: msg`Kuralda “sola dön” yoktur. Önü kapanınca Fındık her seferinde sağa döner. Sola kıvrılan bir köşede sağ taraf da kapalıysa ikinci kez sağa döner ve geldiği yola bakar.`,
      hints: [msg`Kuralın içinde hangi dönüş bloğu var?`, msg`Sola kıvrılan bir köşede Fındık’ın sağı açık mıdır?`],
    },
    {
      id: 'why-no-numbers',
      prompt: msg`Bu program neden kabuk daha büyük olsa da çalışır?`,
      options: [
        msg`Çünkü kenar uzunluklarını sayıyla yazdık`,
        msg`Çünkü büyük kabuklarda duvar olmaz`,
        msg`Çünkü kural kenarların uzunluğuna değil, önün açık olup olmadığına bakar`,
      ],
      correctIndex: 2,
      explanation: msg`Programda hiçbir kenar uzunluğu yazılı değildir. Fındık önü kapanana kadar ilerler; kenar uzun da olsa kısa da olsa kural aynı işi görür.`,
      hints: [msg`Programda herhangi bir sayı var mı?`, msg`Fındık ne zaman dönmeye karar veriyor?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Kabuğun ortasına git`,
    instructions: msg`Yolun bütün dönüşleri sağa. Fındık her adımda önüne baksın: açıksa ilerlesin, değilse sağa dönsün. Bir “eğer–değilse” bloğu ve bir döngü kullan; en fazla 4 blok.`,
    puzzle: {
      id: 'snail-shell',
      stage: { map: ['#######', '#s....#', '#####.#', '#..g#.#', '#.###.#', '#.....#', '#######'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat', 'repeat-until', 'if-else'],
      ifConditions: ['path-ahead', 'path-left', 'path-right'],
      untilConditions: ['at-goal'],
      maxBlocks: 4,
      solution: program(whenFlag(repeatUntil('at-goal', ifElse('path-ahead', [move], [right])))),
    },
  },
  worksheet: {
    title: msg`Eğer–Değilse Çalışma Sayfası`,
    instructions: msg`Kuralı kareli kâğıtta izle ve hangi kolun çalıştığını kaydet.`,
    tasks: [
      { prompt: msg`Kabuk yolunu kareli kâğıda çiz. Fındık’ın sağa döndüğü her yeri bir yıldızla işaretle.`, lines: 3 },
      { prompt: msg`“Eğer” ve “eğer–değilse” bloklarının farkını bir günlük hayat örneğiyle açıkla.`, lines: 3 },
      { prompt: msg`Bu kuralın çalışmadığı bir yol çiz ve nedenini yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Hangi kol çalıştı?`,
      columns: [msg`Tur`, msg`Önü açık mı?`, msg`Çalışan kol`, msg`Fındık’ın yeni yeri ya da yönü`],
      rows: 8,
    },
  },
  story: {
    title: msg`Salyangoz Sülo’nun Evi`,
    paragraphs: [
      msg`Fındık, salyangoz Sülo’yu ziyarete gitti. Sülo kabuğunun içinde minik bir kütüphane kurmuştu ve Fındık’ı en içteki odaya davet etti.`,
      msg`“Yolu nasıl bulacağım?” diye sordu Fındık. “Her koridor farklı uzunlukta.” Sülo güldü: “Ben hiç saymam. Önüm açıksa ilerlerim, değilse sağa dönerim. Hepsi bu.”`,
      msg`Fındık kurala uydu ve birkaç dönüşten sonra kendini kitapların arasında buldu. Dönüşte Sülo’nun komşusu tırtılın evine uğramak istedi; o evin koridoru sola kıvrılıyordu. Aynı kuralla gidince Fındık kendini yeniden kapıda buldu.`,
      msg`“Her kural her evde işe yaramıyor,” dedi Fındık gülerek. Sülo başını salladı: “Kural benim evime göre yazıldı. Başka bir ev için kuralı yeniden düşünmen gerek.”`,
    ],
    lesson: msg`“Eğer–değilse” iki seçenekten birini mutlaka yaptırır; ama bir kuralın hangi durumda çalıştığını da bilmek gerekir.`,
  },
};
