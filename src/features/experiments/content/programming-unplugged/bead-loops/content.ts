import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir boncuk bilekliği tarif etmenin iki yolu var. Uzun yol: “kırmızı, mavi, kırmızı, mavi, kırmızı, mavi…” Kısa yol: “kırmızı, mavi; bunu 6 kez tekrarla.” Kısa yol bir döngüdür. Ama her bileklik böyle kısaca yazılamaz; önce tekrar eden parçayı bulmak gerekir.`,
    sections: [
      {
        heading: msg`Örüntü birimi`,
        paragraphs: [
          msg`Bir dizide aynı sırayla tekrar tekrar gelen en küçük parçaya örüntü birimi denir. “Sarı, sarı, yeşil, sarı, sarı, yeşil” dizisinin örüntü birimi “sarı, sarı, yeşil”dir.`,
          msg`Örüntü birimini bulmak için dizinin başından başla ve ilk boncuğun aynı sırayla yeniden başladığı yeri ara. Sonra o parçanın bütün dizi boyunca hiç bozulmadan tekrar ettiğini kontrol et.`,
        ],
      },
      {
        heading: msg`Döngüyle yazmak`,
        paragraphs: [
          msg`Döngülü program iki şey söyler: tekrar eden parça ve tekrar sayısı. Tekrar sayısı, toplam boncuk sayısının örüntü birimindeki boncuk sayısına bölümüdür. 12 boncuklu bir bileklikte birim 3 boncuksa, birim 12 ÷ 3 = 4 kez tekrar eder.`,
          msg`Döngülü yazım daha kısadır ve değiştirmesi kolaydır: bilekliği uzatmak için yalnızca tekrar sayısını büyütürsün.`,
        ],
      },
      {
        heading: msg`Döngünün yetmediği diziler`,
        paragraphs: [
          msg`Bazı dizilerde hiç tekrar eden parça yoktur ya da tekrar bir yerde bozulur. Böyle bir bilekliği tek bir döngüyle yazamayız; ya boncukları tek tek sayarız ya da diziyi düzenli parçalara ayırıp her parçayı ayrı yazarız. Bir programcı önce örüntünün gerçekten düzenli olup olmadığını kontrol eder.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Örüntü birimi`, definition: msg`Bir dizide aynı sırayla tekrar eden en küçük parça.` },
      { term: msg`Döngü`, definition: msg`Bir grup komutu belirli sayıda tekrarlayan yapı.` },
      { term: msg`Tekrar sayısı`, definition: msg`Döngüdeki parçanın kaç kez yapılacağı.` },
    ],
  },
  procedure: {
    goal: msg`Boncuk dizilerinin örüntü birimini bulmak, düzenli bir bilekliği döngüyle yazmak ve arkadaşının yazdığı döngülü programla bileklik dizmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Büyük, iri delikli plastik boncuk (en az üç renk)`, quantity: msg`Her öğrenciye 20 tane` },
      { name: msg`Ucu bantlanmış ip ya da lastik`, quantity: msg`Her öğrenciye 30 cm` },
      { name: msg`Boncuk dizisi kartları (öğretmenin hazırladığı)`, quantity: msg`Her gruba 8 kart` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Boncukları ağzına, burnuna ya da kulağına sokma; yere düşenleri hemen topla, kayıp ayağını kaydırabilir.`,
      msg`Küçük boncuk kullanmayın; boncuklar yutulamayacak büyüklükte olsun.`,
      msg`İpi boynuna dolama; bilekliği yalnızca bileğine tak.`,
    ],
    steps: [
      msg`Gruplar boncuk dizisi kartlarını “döngüyle yazılabilir” ve “döngüyle yazılamaz” diye iki kümeye ayırsın.`,
      msg`Döngüyle yazılabilen her kartın örüntü birimini kartın altına yazın ve tekrar sayısını bulun.`,
      msg`Herkes 12 ya da 18 boncukluk bir bileklik tasarlasın ve onu döngülü bir programla yazsın: “… bunu … kez tekrarla.”`,
      msg`Programları değiştirin. Arkadaşının programını okuyarak bilekliği diz; programda olmayan hiçbir şey ekleme.`,
      msg`Bileklik tasarımla aynı mı? Farklıysa programda ya da dizmede hatanın nerede olduğunu birlikte bulun.`,
    ],
    observations: [
      msg`Hangi kartlar döngüyle yazılamadı? Neden?`,
      msg`Senin bilekliğinin örüntü birimi kaç boncuktu, kaç kez tekrar etti?`,
      msg`Arkadaşının dizdiği bileklik tasarımınla aynı mıydı?`,
    ],
    conclusion: msg`Düzenli bir diziyi, tekrar eden parçasını ve tekrar sayısını söyleyerek bir döngüyle kısaca yazabiliriz. Tekrar sayısı, toplam boncuk sayısının örüntü birimindeki boncuk sayısına bölümüdür. Düzensiz diziler tek bir döngüyle yazılamaz.`,
  },
  questions: [
    {
      id: 'unit',
      prompt: msg`“Kırmızı, kırmızı, mavi, kırmızı, kırmızı, mavi, kırmızı, kırmızı, mavi” dizisinin örüntü birimi hangisidir?`,
      options: [msg`Kırmızı, mavi`, msg`Kırmızı, kırmızı, mavi`, msg`Kırmızı`, msg`Mavi, kırmızı`],
      correctIndex: 1,
      explanation: msg`Dizi “kırmızı, kırmızı, mavi” parçasıyla başlıyor ve bu parça üç kez hiç bozulmadan tekrar ediyor.`,
      hints: [msg`İlk “mavi”ye kadar kaç boncuk var?`, msg`Sonra dizi aynı sırayla yeniden başlıyor mu?`],
    },
    {
      id: 'times',
      prompt: msg`15 boncuklu bir bilekliğin örüntü birimi 3 boncuktan oluşuyor. Birim kaç kez tekrar eder?`,
      options: [msg`3`, msg`5`, msg`12`, msg`18`],
      correctIndex: 1,
      explanation: msg`Tekrar sayısı toplam boncuk sayısının birimdeki boncuk sayısına bölümüdür: 15 ÷ 3 = 5.`,
      hints: [msg`Her tekrarda kaç boncuk dizilir?`, msg`15’in içinde kaç tane 3 var?`],
    },
    {
      id: 'irregular',
      prompt: msg`Hangi dizi tek bir döngüyle yazılamaz?`,
      options: [msg`Sarı, yeşil, sarı, yeşil, sarı, yeşil`, msg`Mor, mor, mor, mor`, msg`Mavi, sarı, sarı, mavi, mavi, sarı`],
      correctIndex: 2,
      explanation: msg`“Mavi, sarı, sarı, mavi, mavi, sarı” dizisinde baştan sona bozulmadan tekrar eden bir parça yoktur. Diğer iki dizide birim (“sarı, yeşil” ve “mor”) bozulmadan tekrar ediyor.`,
      hints: [msg`Her dizide ilk renk ne zaman aynı sırayla yeniden başlıyor?`, msg`Bulduğun parça dizinin sonuna kadar bozulmadan sürüyor mu?`],
    },
    {
      id: 'longer',
      prompt: msg`“Beyaz, siyah; bunu 6 kez tekrarla” programıyla dizilen bileklik 4 boncuk daha uzun olsun istiyorsun. Programda neyi değiştirirsin?`,
      options: [msg`Tekrar sayısını 8 yaparım`, msg`Tekrar sayısını 10 yaparım`, msg`Birime iki boncuk eklerim`],
      correctIndex: 0,
      explanation: msg`Her tekrar 2 boncuk ekler. 4 boncuk daha için 2 tekrar daha gerekir: 6 + 2 = 8.`,
      hints: [msg`Bir tekrar kaç boncuk ekler?`, msg`4 boncuk için kaç tekrar gerekir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Döngüyle yazılır mı?`,
    instructions: msg`Her boncuk dizisini oku. Baştan sona bozulmadan tekrar eden bir parça varsa “Döngüyle yazılabilir”, yoksa “Döngüyle yazılamaz” kümesine taşı. Sonra kontrol et.`,
    categories: [
      { id: 'loop', label: msg`Döngüyle yazılabilir` },
      { id: 'no-loop', label: msg`Döngüyle yazılamaz` },
    ],
    items: [
      {
        id: 'red-blue',
        label: msg`Kırmızı, mavi, kırmızı, mavi, kırmızı, mavi, kırmızı, mavi`,
        emoji: '🔴',
        categoryId: 'loop',
        explanation: msg`“Kırmızı, mavi” birimi 4 kez tekrar ediyor: kırmızı, mavi; bunu 4 kez tekrarla.`,
      },
      {
        id: 'two-one',
        label: msg`Sarı, sarı, yeşil, sarı, sarı, yeşil, sarı, sarı, yeşil`,
        emoji: '🟡',
        categoryId: 'loop',
        explanation: msg`Birim “sarı, sarı, yeşil”, 3 kez tekrar ediyor.`,
      },
      {
        id: 'all-purple',
        label: msg`Mor, mor, mor, mor, mor, mor`,
        emoji: '🟣',
        categoryId: 'loop',
        explanation: msg`Birim tek bir mor boncuk, 6 kez tekrar ediyor.`,
      },
      {
        id: 'four-unit',
        label: msg`Beyaz, siyah, siyah, beyaz, beyaz, siyah, siyah, beyaz`,
        emoji: '⚪',
        categoryId: 'loop',
        explanation: msg`Birim “beyaz, siyah, siyah, beyaz”, 2 kez tekrar ediyor. Birim uzun olsa da bozulmadan tekrar ediyor.`,
      },
      {
        id: 'broken',
        label: msg`Kırmızı, mavi, kırmızı, mavi, kırmızı, kırmızı, mavi`,
        emoji: '🔵',
        categoryId: 'no-loop',
        explanation: msg`“Kırmızı, mavi” iki kez tekrar ediyor ama sonra iki kırmızı yan yana geliyor; örüntü bozuluyor.`,
      },
      {
        id: 'growing',
        label: msg`Yeşil, mavi, yeşil, mavi, mavi, yeşil, mavi, mavi, mavi`,
        emoji: '🟢',
        categoryId: 'no-loop',
        explanation: msg`Her seferinde bir mavi fazla geliyor. Birim değiştiği için tek bir döngüyle yazılamaz; böyle bir diziyi yazmak için değişken gerekir.`,
      },
      {
        id: 'random',
        label: msg`Turuncu, mor, sarı, turuncu, sarı, mor`,
        emoji: '🟠',
        categoryId: 'no-loop',
        explanation: msg`Renkler karışık sırada; baştan sona aynı sırayla tekrar eden bir parça yok.`,
      },
    ],
  },
  worksheet: {
    title: msg`Boncuk Döngüleri Çalışma Sayfası`,
    instructions: msg`Bilekliğini tasarla, döngüyle yaz ve arkadaşının bilekliğini kontrol et.`,
    tasks: [
      { prompt: msg`Bilekliğinin boncuklarını renkli kalemle sırayla çiz.`, lines: 2 },
      { prompt: msg`Bilekliğinin döngülü programını yaz: “…, bunu … kez tekrarla.”`, lines: 2 },
      { prompt: msg`Bilekliğini 6 boncuk uzatmak için programında neyi değiştirirdin? Hesabını göster.`, lines: 3 },
    ],
    table: {
      caption: msg`Örüntü birimleri`,
      columns: [msg`Dizi kartı`, msg`Örüntü birimi`, msg`Birimdeki boncuk sayısı`, msg`Tekrar sayısı`],
      rows: 6,
    },
  },
  story: {
    title: msg`Pazardaki Boncukçu`,
    paragraphs: [
      msg`Fındık pazarda bir boncukçu tezgâhının önünde durdu. Tezgâhtaki Kirpi Teyze, bir müşterinin siparişini yüksek sesle okuyordu: “Kırmızı, mavi, kırmızı, mavi, kırmızı, mavi…” Liste o kadar uzundu ki teyze yarısında şaşırdı ve baştan başladı.`,
      msg`Fındık listeye baktı: “Teyzeciğim, burada hep aynı iki boncuk var. ‘Kırmızı, mavi; on kez’ yazsak yeter.” Teyze gözlüğünü düzeltti, saydı ve güldü: “Doğru söylüyorsun!”`,
      msg`Sıradaki sipariş ise şöyleydi: “Yeşil, mavi, yeşil, mavi, mavi, yeşil, mavi, mavi, mavi.” Fındık uzun uzun baktı. “Bu kez tekrar eden parça her seferinde büyüyor,” dedi. “Bunu tek bir ‘kez tekrarla’ ile yazamayız.”`,
      msg`Kirpi Teyze Fındık’a bir bileklik hediye etti: “Sarı, sarı, yeşil; dört kez.” Fındık bileğine baktı ve boncukları saydı: tam on iki.`,
    ],
    lesson: msg`Tekrar eden parçayı ve tekrar sayısını bulursak uzun bir diziyi kısa bir döngüyle yazabiliriz; ama önce örüntünün gerçekten düzenli olduğunu kontrol etmeliyiz.`,
  },
};
