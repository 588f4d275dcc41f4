import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, ifThen, move, program, repeatUntil, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Rüzgâr fındık ağacını salladı ve fındıklar yola rastgele düştü: ikisi yan yana, biri biraz ileride, biri en sonda. Fındıkların yeri düzenli olmadığı için “iki adım at, topla” gibi bir örüntü yok. Fındık’a her adımda bakıp karar vermeyi öğretmeliyiz.`,
    sections: [
      {
        heading: msg`Koşul: doğru mu, yanlış mı?`,
        paragraphs: [
          msg`“Bir fındığın üstündeyse” bir koşuldur. Fındık’ın durduğu yere göre ya doğrudur ya yanlıştır. Koşulların cevabı her zaman bu ikisinden biridir.`,
          msg`“Eğer” bloğu koşulu sorar. Cevap doğruysa içindeki blokları çalıştırır, yanlışsa onları atlar ve programın devamına geçer.`,
        ],
      },
      {
        heading: msg`Her adımda yeniden sor`,
        paragraphs: [
          msg`Bir kez sorulan soru yalnızca o anki kare için cevap verir. Fındık yürüdükçe altındaki kare değişir; bu yüzden soruyu her adımdan sonra yeniden sormalıyız.`,
          msg`Bunun için “eğer” bloğunu bir döngünün içine koyarız: hedefe varana kadar tekrarla [ileri git, eğer fındığın üstündeyse fındığı topla]. Döngünün her turunda Fındık bir adım atar ve bakar.`,
        ],
      },
      {
        heading: msg`Neden sayılı döngü yetmez?`,
        paragraphs: [
          msg`“Kez tekrarla” bloğu her turda aynı şeyi yapar. Fındıklar düzenli aralıklarla dizilseydi işe yarardı. Düzensiz dizilişte ise bazı turlarda toplanacak fındık yoktur; “fındığı topla” boş bir karede çalışırsa program hata verir. Koşul, programın duruma göre davranmasını sağlar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Koşul`, definition: msg`Cevabı doğru ya da yanlış olan bir soru.` },
      { term: msg`Eğer bloğu`, definition: msg`Koşul doğruysa içindeki blokları çalıştıran, yanlışsa atlayan blok.` },
      { term: msg`Karar`, definition: msg`Programın bir koşulun cevabına göre ne yapacağını seçmesi.` },
    ],
  },
  procedure: {
    goal: msg`Sırayla açılan kartlarla “eğer” kararını canlandırmak: robot öğrenci her kartta koşulu sorar ve yalnızca koşul doğruysa işi yapar.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Ters çevrilmiş kartlar (bazılarının arkasında fındık resmi)`, quantity: msg`Her gruba 10 tane` },
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Toplama kutusu ya da sepet`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Programın yazılı olduğu kart`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [msg`Kartları yerden alırken sıranın ya da masanın kenarına başını çarpmamaya dikkat et; acele etme.`],
    steps: [
      msg`Yere 10 karelik bir yol bantlayın. Öğretmen kartları arkası dönük biçimde, bazılarının altında fındık olacak şekilde rastgele dizsin; öğrenciler dizilişi görmesin.`,
      msg`Tahtaya programı yazın: sona varana kadar tekrarla [bir kare ilerle, kartı çevir, eğer kartta fındık varsa kartı sepete koy].`,
      msg`Robot öğrenci programı uygulasın. Bir öğrenci her turda koşulun cevabını “doğru” ya da “yanlış” diye yüksek sesle söylesin.`,
      msg`Kartlar yeniden karıştırılsın ve aynı program bir kez daha çalıştırılsın. Programda hiçbir şeyi değiştirmeden yine bütün fındıklar toplandı mı?`,
      msg`Son olarak programdan “eğer” kısmını çıkarıp “her karede kartı sepete koy” deyin. Ne olduğunu tartışın.`,
    ],
    observations: [
      msg`Koşul kaç kez doğru, kaç kez yanlış çıktı?`,
      msg`Kartlar karıştırılınca program yine çalıştı mı? Neden?`,
      msg`“Eğer” kısmı çıkarılınca sepete neler girdi?`,
    ],
    conclusion: msg`Koşul, programın her seferinde duruma bakarak karar vermesini sağlar. “Eğer” bloğunu döngünün içine koyunca soru her adımda yeniden sorulur; böylece aynı program fındıklar nerede olursa olsun çalışır.`,
  },
  questions: [
    {
      id: 'true-false',
      prompt: msg`“Bir fındığın üstündeyse” koşulunun cevabı ne olabilir?`,
      options: [msg`Yalnızca doğru`, msg`Doğru ya da yanlış`, msg`Bir sayı`, msg`Bir renk`],
      correctIndex: 1,
      explanation: msg`Bir koşul evet–hayır sorusudur. Fındık bir fındığın üstünde durursa cevap doğru, durmazsa yanlıştır.`,
      hints: [msg`Koşul bir sorudur. Bu soru nasıl cevaplanır?`, msg`Fındık’ın altında fındık olmayan bir kare düşün.`],
    },
    {
      id: 'false-branch',
      prompt: msg`Fındık boş bir karede ve “eğer fındığın üstündeyse [fındığı topla]” bloğu çalışıyor. Ne olur?`,
      options: [msg`Fındık boş kareden fındık toplamaya çalışır`, msg`Program baştan başlar`, msg`İçteki blok atlanır ve program devam eder`],
      correctIndex: 2,
      explanation: msg`Koşul yanlış olduğu için “eğer” bloğunun içindeki “fındığı topla” çalışmaz. Program bir sonraki bloktan devam eder.`,
      hints: [msg`Boş karede koşulun cevabı nedir?`, msg`Koşul yanlışsa “eğer” bloğu içindekilerle ne yapar?`],
    },
    {
      id: 'why-inside-loop',
      prompt: msg`“Eğer” bloğu neden döngünün içine konur?`,
      options: [msg`Soru her adımda, yeni karede yeniden sorulsun diye`, msg`Döngü daha güzel görünsün diye`, msg`Fındık daha hızlı yürüsün diye`],
      correctIndex: 0,
      explanation: msg`Döngünün dışındaki bir “eğer” yalnızca bir kez, tek bir karede sorulur. Döngünün içindeyse Fındık her adım attığında yeni karesi için yeniden sorulur.`,
      hints: [msg`Döngünün dışındaki bir blok kaç kez çalışır?`, msg`Fındık yürüdükçe altındaki kare değişir mi?`],
    },
    {
      id: 'no-if',
      prompt: msg`Bir öğrenci “eğer” kullanmadan “hedefe varana kadar tekrarla [ileri git, fındığı topla]” yazdı. İlk fındıksız karede ne olur?`,
      options: [
        msg`Hiçbir şey olmaz, Fındık yürümeye devam eder`,
        msg`Program orada durur, çünkü toplanacak fındık yoktur`,
        msg`Fındık en yakın fındığa zıplar`,
      ],
      correctIndex: 1,
      explanation: msg`“Fındığı topla” bloğu boş bir karede çalışınca uygulama hata verir ve program durur. Koşul, bu bloğun yalnızca fındıklı karelerde çalışmasını sağlar.`,
      hints: [msg`Fındık boş bir karede “fındığı topla” bloğunu çalıştırırsa uygulama ne der?`, msg`Bu programda toplama bloğu hangi karelerde çalışır?`],
    },
    {
      id: 'same-program',
      prompt: msg`Fındıkların yeri değişse bile aynı programın çalışmasının nedeni nedir?`,
      options: [msg`Program fındıkların yerini ezberlemiştir`, msg`Program her karede fındık olup olmadığını sorar`, msg`Fındıklar her zaman aynı yerdedir`],
      correctIndex: 1,
      explanation: msg`Program fındıkların yerini bilmez; her adımda bakar ve yalnızca fındık varsa toplar. Bu yüzden fındıklar nerede olursa olsun çalışır.`,
      hints: [msg`Programda fındıkların yerini söyleyen bir sayı var mı?`, msg`Fındık her adımdan sonra ne yapıyor?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Dağınık fındıkları topla`,
    instructions: msg`Fındıklar düzensiz dizilmiş. Fındık her adımdan sonra altında fındık olup olmadığını sorsun ve yalnızca varsa toplasın. Bütün fındıkları topla ve yuvaya var; en fazla 4 blok kullanabilirsin.`,
    puzzle: {
      id: 'scattered-nuts',
      stage: { map: ['############', '#s.nn..n.ng#', '############'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'collect', 'repeat', 'repeat-until', 'if'],
      ifConditions: ['on-nut', 'path-ahead'],
      untilConditions: ['at-goal'],
      maxBlocks: 4,
      solution: program(whenFlag(repeatUntil('at-goal', move, ifThen('on-nut', collect)))),
    },
  },
  worksheet: {
    title: msg`Eğer Bloğu Çalışma Sayfası`,
    instructions: msg`Programı adım adım izle ve her adımda koşulun cevabını tabloya yaz.`,
    tasks: [
      { prompt: msg`Bulmacanın programını yaz. Koşulu hangi renkle boyadığını belirt.`, lines: 3 },
      { prompt: msg`Günlük hayattan üç “eğer … ise …” cümlesi yaz (örneğin: Eğer hava soğuksa montumu giyerim).`, lines: 3 },
      { prompt: msg`Fındıklar düzenli, iki adımda bir dizilseydi “eğer” bloğu olmadan nasıl bir program yazardın?`, lines: 2 },
    ],
    table: {
      caption: msg`Adım adım koşul`,
      columns: [msg`Adım`, msg`Fındık’ın durduğu kare`, msg`Fındığın üstünde mi? (doğru / yanlış)`, msg`Ne yaptı?`],
      rows: 10,
    },
  },
  story: {
    title: msg`Rüzgârlı Sabah`,
    paragraphs: [
      msg`Gece esen rüzgâr fındık ağacını sallamış, fındıkları patikaya saçmıştı. Fındık, dün öğrendiği döngüyle işi çabucak bitirmek istedi: “İki adım at, topla. Dört kez yap.”`,
      msg`İlk turda iki adım attı ve boş toprağa uzandı; orada fındık yoktu. Sonraki turda yan yana duran iki fındığın birinin üstünden atlayıp geçti. Yuvaya vardığında sepetinde yalnızca bir fındık vardı.`,
      msg`Karga Kara Kuzgun daldan seslendi: “Fındıklar sıraya girmemiş ki! Her adımda yere bak. Fındık varsa al, yoksa yürümeye devam et.”`,
      msg`Fındık bu kez her adımdan sonra durup baktı. Bazen “var” dedi ve topladı, bazen “yok” dedi ve yürüdü. Yuvaya vardığında patikada tek bir fındık kalmamıştı.`,
    ],
    lesson: msg`Durum her seferinde değişiyorsa ezbere davranmak yerine her adımda bakıp karar veririz; koşul bunu sağlar.`,
  },
};
