import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sen ve kardeşin bir ekmeği paylaşacaksınız. İkinizin de aynı büyüklükte parça alması için ekmeği nasıl bölersiniz?`,
    sections: [
      {
        heading: msg`Bütün`,
        paragraphs: [msg`Bölünmemiş, eksiği olmayan bir nesneye bütün deriz.`, msg`Kesilmemiş bir ekmek, koparılmamış bir kâğıt bütündür.`],
      },
      {
        heading: msg`Yarım`,
        paragraphs: [
          msg`Bir bütünü iki eş parçaya bölersek her parçaya yarım deriz.`,
          msg`Eş parça, aynı büyüklükte parça demektir. Parçalardan biri büyük, biri küçükse bunlar yarım değildir.`,
        ],
      },
      {
        heading: msg`İki yarım bir bütün eder`,
        paragraphs: [
          msg`İki yarım ekmeği yan yana koyarsak bütün ekmek olur.`,
          msg`Kâğıdı ikiye katlayınca iki yarım üst üste tam oturur. Böylece parçaların eş olduğunu anlarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bütün`, definition: msg`Bölünmemiş, eksiksiz nesne.` },
      { term: msg`Yarım`, definition: msg`Bir bütün iki eş parçaya bölündüğünde her bir parça.` },
      { term: msg`Eş parça`, definition: msg`Aynı büyüklükteki parça.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt katlayarak ve yiyecek paylaşarak bütünü ve yarımı göstermek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Renkli kâğıt (kare ve dikdörtgen)`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Ucu küt çocuk makası`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Boya kalemi`, quantity: msg`Her öğrenciye 1 kutu` },
      { name: msg`Ekmek ya da elma (öğretmen keser)`, quantity: msg`Her ikili gruba 1 tane` },
    ],
    safety: [
      msg`Ekmeği ya da elmayı yalnızca öğretmenin bıçakla keser; bıçağa dokunma.`,
      msg`Yiyeceğe dokunmadan önce ellerini yıka. Alerjin varsa öğretmenine söyle.`,
      msg`Makası yalnızca kâğıt keserken kullan; ucunu kimseye doğru tutma.`,
    ],
    steps: [
      msg`Dikdörtgen kâğıdı ikiye katla. Kenarlar tam üst üste gelsin.`,
      msg`Katı aç. Kat çizgisi kâğıdı iki eş parçaya böldü. Parçalardan birini boya: boyadığın kısım kâğıdın yarımıdır.`,
      msg`Kare kâğıdı başka bir yerden ikiye katla. Yine iki eş parça elde edebildin mi?`,
      msg`Üçüncü kâğıdı katlamadan, gözünle ikiye kes. Parçaları üst üste koy. Tam oturuyor mu?`,
      msg`Öğretmenin ekmeği ortadan kessin. Arkadaşınla birer yarım alın. Parçaları yan yana koyunca ne oluyor?`,
    ],
    observations: [msg`Hangi kâğıtta parçalar tam üst üste oturdu?`, msg`İki yarım ekmeği birleştirince ne elde ettin?`],
    conclusion: msg`Bir bütün iki eş parçaya bölünürse her parça yarımdır. İki yarım bir bütün eder. Parçalar eş değilse onlara yarım denmez.`,
  },
  questions: [
    {
      id: 'name-of-part',
      prompt: msg`Bir elmayı iki eş parçaya böldük. Her parçaya ne denir?`,
      options: [msg`Yarım`, msg`Bütün`],
      correctIndex: 0,
      explanation: msg`Bir bütün iki eş parçaya bölünürse her parça yarımdır. Bölünmemiş elma ise bütündür.`,
      hints: [msg`Elma artık bölünmemiş mi?`, msg`İki eş parçadan her biri bütünün ne kadarıdır?`],
    },
    {
      id: 'halves-in-whole',
      prompt: msg`Kaç yarım bir bütün eder?`,
      options: [msg`1`, msg`2`, msg`3`],
      correctIndex: 1,
      explanation: msg`Bir bütün iki eş parçaya bölünür. İki yarımı birleştirince bütün olur.`,
      hints: [msg`Bir kâğıdı ikiye katla ve aç.`, msg`Kâğıtta kaç eş parça var?`],
    },
    {
      id: 'unequal-parts',
      prompt: msg`Ali ekmeği iki parçaya böldü. Parçalardan biri büyük, biri küçük. Her parça bir yarım mıdır?`,
      options: [msg`Evet`, msg`Hayır`],
      correctIndex: 1,
      explanation: msg`Yarım olması için iki parçanın eş, yani aynı büyüklükte olması gerekir. Bu parçalar eş değil.`,
      hints: [msg`Yarımın tanımını hatırla.`, msg`Parçalar aynı büyüklükte mi?`],
    },
    {
      id: 'what-is-left',
      prompt: msg`Ayşe bir portakalın yarımını yedi. Geriye ne kadar portakal kaldı?`,
      options: [msg`Hiç kalmadı`, msg`Bütün portakal`, msg`Yarım portakal`],
      correctIndex: 2,
      explanation: msg`Bütün portakal iki yarımdan oluşur. Ayşe bir yarımı yedi; geriye bir yarım kaldı.`,
      hints: [msg`Bütün portakalda kaç yarım vardır?`, msg`Yenen yarımı çıkarınca kaç yarım kalır?`],
    },
    {
      id: 'share-fairly',
      prompt: msg`İki arkadaş bir simidi eşit paylaşacak. Ne yapmalılar?`,
      options: [msg`Simidi iki eş parçaya bölmeliler.`, msg`Simidi bölmeden biri yemeli.`, msg`Simidi bir büyük, bir küçük parçaya bölmeliler.`],
      correctIndex: 0,
      explanation: msg`Eşit paylaşmak için simit iki eş parçaya bölünür. Böylece iki arkadaş birer yarım simit alır.`,
      hints: [msg`Eşit paylaşmak, herkesin aynı büyüklükte parça alması demektir.`, msg`İki kişi varsa simit kaç parçaya bölünmeli?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Ekmeği paylaş`,
    instructions: msg`Ekmeğin parçalarına dokunarak ya da numaralı düğmelerle boya. İstenen kadarını boyayınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'rectangle',
      maxParts: 2,
      inWords: true,
      tasks: [
        { kind: 'shade', prompt: msg`Ekmek 2 eş parçaya bölündü. Ekmeğin yarımını boya.`, numerator: 1, denominator: 2, parts: 2 },
        { kind: 'shade', prompt: msg`Şimdi ekmeğin bütününü boya.`, numerator: 1, denominator: 1, parts: 2 },
        { kind: 'shade', prompt: msg`Kardeşinle paylaştın. Senin payın bir yarım. Yalnızca senin payını boya.`, numerator: 1, denominator: 2, parts: 2 },
      ],
    },
  },
  worksheet: {
    title: msg`Bütün ve Yarım Çalışma Sayfası`,
    instructions: msg`Kâğıt katlama çalışmanı tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir daire çiz. Onu iki eş parçaya böl ve yarımını boya.`, lines: 3 },
      { prompt: msg`Evde yarım olarak yediğin ya da kullandığın bir şeyi çiz.`, lines: 3 },
      { prompt: msg`İki yarım elmayı birleştirirsen ne elde edersin? Yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Katladığım kâğıtlar`,
      columns: [msg`Kâğıt`, msg`Nasıl böldüm?`, msg`Parçalar tam oturdu mu?`, msg`Yarım mı?`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık ile Çıtır’ın Kurabiyesi`,
    paragraphs: [
      msg`Fındık yolda kocaman bir kurabiye buldu. Kardeşi Çıtır da yanındaydı.`,
      msg`Fındık kurabiyeyi kırdı. Bir parça büyük, bir parça küçük oldu. Çıtır’ın yüzü asıldı.`,
      msg`Anneleri geldi. Büyük parçadan bir parça kırıp küçük parçaya ekledi. Parçaları üst üste koyup karşılaştırdı.`,
      msg`“Bak,” dedi, “şimdi iki parça aynı büyüklükte. Her biri kurabiyenin yarımı. İki yarım da bir bütün eder.”`,
      msg`Fındık ile Çıtır yarım kurabiyelerini mutlulukla yedi.`,
    ],
    lesson: msg`Bir bütünü iki eş parçaya bölersek her parça yarımdır; eşit paylaşmak herkesi mutlu eder.`,
  },
};
