import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { move, paint, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Orman şenliği yaklaşıyor ve Fındık havuzun çevresindeki taşları boyayacak. Taşlar bir kare oluşturuyor; karenin dört kenarı birbirinin aynısı. Böyle işleri iç içe döngülerle kısacık yazabiliriz.`,
    sections: [
      {
        heading: msg`İç içe döngü`,
        paragraphs: [
          msg`Bir döngünün içine başka bir döngü koyabiliriz. Buna iç içe döngü denir. İçteki döngü, dıştaki döngünün her turunda baştan sona çalışır.`,
          msg`Örneğin bir haftada 5 okul günü ve her gün 6 ders varsa: 5 kez tekrarla [6 kez tekrarla [ders yap]]. Bu program 5 × 6 = 30 ders yaptırır.`,
        ],
      },
      {
        heading: msg`Kareyi parçalara ayır`,
        paragraphs: [
          msg`Karenin çevresini boyamak için önce tek bir kenarı düşün: boya ve ilerle, boya ve ilerle, boya ve ilerle. Bu tekrar, içteki döngü olur.`,
          msg`Bir kenar bitince köşede sağa dönülür. “Bir kenar ve bir dönüş” dört kez tekrar eder; bu da dıştaki döngü olur.`,
        ],
      },
      {
        heading: msg`Bir blok kaç kez çalışır?`,
        paragraphs: [
          msg`İç döngünün gövdesindeki bir blok, dış tekrar sayısı ile iç tekrar sayısının çarpımı kadar çalışır. Kare programında “kareyi boya” 4 × 3 = 12 kez çalışır.`,
          msg`Bir bloğu yanlış döngüye koymak sonucu değiştirir. “Sağa dön” içteki döngüye girerse Fındık her adımdan sonra döner ve kenarı çizemez.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`İç içe döngü`, definition: msg`İçinde başka bir döngü bulunan döngü.` },
      { term: msg`Dış döngü`, definition: msg`İç içe döngülerde dışta duran, içtekini tekrar tekrar başlatan döngü.` },
      { term: msg`İç döngü`, definition: msg`Dış döngünün gövdesinde yer alan ve her turda baştan sona çalışan döngü.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta iç içe döngülü bir programı adım adım uygulayarak bir kare çerçeve boyamak ve kendi desenini yazmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Boya kalemleri`, quantity: msg`Her öğrenciye 2 renk` },
      { name: msg`Kurşun kalem ve silgi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Program kartı (öğretmenin hazırladığı)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Kalemlerin sivri ucunu kimseye doğru tutma.`,
      msg`Boya kalemlerini ağzına alma.`,
      msg`Kalemtıraşı yalnızca kendi kaleminde ve dikkatle kullan.`,
    ],
    steps: [
      msg`Kareli kâğıdın sol üst tarafına bir başlangıç karesi seç ve içine yönü sağa bakan küçük bir ok çiz.`,
      msg`Program kartını oku: ileri git, 4 kez tekrarla [3 kez tekrarla [kareyi boya, ileri git], sağa dön].`,
      msg`Kurşun kalemini başlangıç karesine koy. Her “ileri git” komutunda kalemi baktığı yöne bir kare kaydır.`,
      msg`Her “kareyi boya” komutunda kalemin durduğu kareyi boya. Her “sağa dön” komutunda okun yönünü değiştir.`,
      msg`Program bitince boyadığın kareleri say ve 4 × 3 çarpımıyla karşılaştır.`,
      msg`İç döngüdeki sayıyı 5 yapıp programı yeni bir yerde yeniden uygula. Şekil nasıl değişti?`,
      msg`Kendi desenin için iç içe döngülü bir program yaz ve arkadaşına uygulat.`,
    ],
    observations: [
      msg`Kaç kare boyadın? Bu sayı 4 × 3 çarpımına eşit mi?`,
      msg`Boyadığın kareler hangi şekli oluşturdu?`,
      msg`İç döngünün sayısı değişince şekil nasıl değişti?`,
    ],
    conclusion: msg`Kare çerçeve, dört kez tekrar eden bir kenardan oluşur; kenar da tekrar eden “boya ve ilerle” adımlarından. Bu yüzden iç içe iki döngüyle yazılır. İçteki blok, iki tekrar sayısının çarpımı kadar çalışır.`,
  },
  questions: [
    {
      id: 'nested-meaning',
      prompt: msg`Bir döngünün içine yerleştirilen başka bir döngüye ne denir?`,
      options: [msg`Koşullu blok`, msg`İç içe döngü`, msg`Sonsuz döngü`, msg`Olay bloğu`],
      correctIndex: 1,
      explanation: msg`Bir döngünün gövdesinde başka bir döngü varsa buna iç içe döngü denir. İçteki döngü, dıştakinin her turunda baştan sona çalışır.`,
      hints: [msg`Konu anlatımının ilk başlığına bak.`, msg`Biri diğerinin içinde duran iki döngüyü düşün.`],
    },
    {
      id: 'total-runs',
      prompt: msg`Program: 4 kez tekrarla [3 kez tekrarla [kareyi boya]]. “Kareyi boya” bloğu toplam kaç kez çalışır?`,
      options: [msg`12`, msg`7`, msg`4`, msg`3`],
      correctIndex: 0,
      explanation: msg`İç döngü her turda 3 kez boyar ve dış döngü 4 tur döner: 4 × 3 = 12.`,
      hints: [msg`Dış döngünün bir turunda “kareyi boya” kaç kez çalışır?`, msg`Bu tur kaç kez tekrarlanıyor? Toplama değil, çarpma düşün.`],
    },
    {
      id: 'inner-part',
      prompt: msg`Karenin çevresini boyarken hangi bölüm iç döngüye konur?`,
      options: [msg`Köşede sağa dönmek`, msg`Programın en başındaki ilk adım`, msg`Bir kenar boyunca boyayıp ilerlemek`],
      correctIndex: 2,
      explanation: msg`Bir kenar boyunca “kareyi boya, ileri git” adımları tekrar eder; bu iç döngüdür. Köşedeki dönüş her kenardan sonra bir kez olur ve dış döngüde kalır.`,
      hints: [msg`Hangi adımlar bir kenar boyunca art arda tekrar ediyor?`, msg`Hangi adım her kenarın sonunda yalnızca bir kez yapılıyor?`],
    },
    {
      id: 'predict-shape',
      prompt: msg`Program: 4 kez tekrarla [2 kez tekrarla [kareyi boya, ileri git], sağa dön]. Boyanan kareler hangi şekli oluşturur?`,
      options: [msg`Düz bir çizgi`, msg`3 × 3’lük bir karenin çevresi`, msg`Merdiven biçimi`, msg`İçi dolu 4 × 4’lük bir kare`],
      correctIndex: 1,
      explanation: msg`Her kenarda 2 kare boyanır ve dört kenar vardır: 8 kare. Fındık her kenardan sonra sağa döndüğü için bu 8 kare, 3 × 3’lük bir karenin çevresini oluşturur.`,
      hints: [msg`Kareli kâğıtta programı adım adım uygula.`, msg`Fındık her kenardan sonra hep aynı yöne dönüyor; dört dönüşten sonra nereye varır?`],
    },
    {
      id: 'wrong-place',
      prompt: msg`Ayşe karenin çevresini boyamak istiyor ama “sağa dön” bloğunu iç döngünün içine koymuş. Ne olur?`,
      options: [msg`Kare yine doğru boyanır`, msg`Fındık hiç hareket etmez`, msg`Fındık her adımdan sonra döner ve kenarı çizemez`],
      correctIndex: 2,
      explanation: msg`İç döngüdeki bloklar her adımda çalışır. “Sağa dön” oraya girerse Fındık her kareden sonra döner, küçük bir halka çizer ve düz bir kenar oluşmaz.`,
      hints: [msg`İç döngünün gövdesindeki bloklar ne sıklıkla çalışır?`, msg`Her adımdan sonra sağa dönen biri kâğıtta nasıl bir yol çizer? Dene.`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Havuzun taşlarını boya`,
    instructions: msg`Kesik çizgili kareleri boya. Karenin dört kenarı var ve her kenarda aynı işler tekrar ediyor. İç içe iki döngüyle en fazla 6 blok kullan.`,
    puzzle: {
      id: 'paint-square',
      stage: { map: ['spppp#', '#p..p#', '#p..p#', '#pppp#'], heading: 'east' },
      goal: 'paint',
      blocks: ['move', 'turn-left', 'turn-right', 'paint', 'repeat'],
      maxBlocks: 6,
      solution: program(whenFlag(move, repeat(4, repeat(3, paint, move), right))),
    },
  },
  worksheet: {
    title: msg`İç İçe Döngü Çalışma Sayfası`,
    instructions: msg`Kareli kâğıtta uyguladığın programları tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kare çerçeve programında hangi bloklar iç döngüde, hangileri dış döngüde? Neden?`, lines: 3 },
      { prompt: msg`“Kareyi boya” bloğu neden 12 kez çalıştı? Çarpma ile açıkla.`, lines: 2 },
      { prompt: msg`Kendi deseninin programını iç içe döngüyle yaz ve desenin resmini çiz.`, lines: 5 },
    ],
    table: {
      caption: msg`Desen programlarım`,
      columns: [msg`Dış döngü sayısı`, msg`İç döngü sayısı`, msg`Boyanan kare sayısı`, msg`Oluşan şekil`],
      rows: 4,
    },
  },
  story: {
    title: msg`Şenlik Taşları`,
    paragraphs: [
      msg`Orman şenliğinden önceki sabah Fındık’a önemli bir görev verildi: havuzun çevresindeki taşları turuncuya boyamak.`,
      msg`Fındık fırçasını aldı ve saymaya başladı: “Boya, ilerle. Boya, ilerle. Boya, ilerle. Köşe geldi, sağa dön.” Sonra durdu: “Bunu dört kenar için yeniden mi söyleyeceğim?”`,
      msg`Kirpi Diken yanına geldi: “Bir kenarı bir döngü yap. Sonra kenarla dönüşü dört kez tekrarla. Döngünün içinde döngü!”`,
      msg`Fındık başını salladı ve şarkı söyler gibi boyadı: üç taş ve bir dönüş, dört kez. Son taşı boyadığında havuzun çevresinde turuncu bir çerçeve parlıyordu.`,
      msg`Diken saydı: “Tam on iki taş!” Fındık gülümsedi: “Dört kenar çarpı üç taş. Döngüler hem işimi hem hesabımı kolaylaştırdı.”`,
    ],
    lesson: msg`İç içe döngüde içteki döngü, dıştakinin her turunda baştan sona çalışır; içteki blok iki tekrar sayısının çarpımı kadar çalışır.`,
  },
};
