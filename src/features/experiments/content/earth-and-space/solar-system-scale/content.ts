import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kitaplardaki Güneş sistemi resimlerinde gezegenler yan yana, neredeyse aynı büyüklükte çizilir. Gerçekte hem büyüklükleri hem de Güneş’e uzaklıkları birbirinden çok farklıdır. Bunu görmenin en iyi yolu ölçekli bir model yapmaktır.`,
    sections: [
      {
        heading: msg`Gezegenler ve Güneş’e uzaklıkları`,
        paragraphs: [
          msg`Güneş sisteminde Güneş’in çevresinde dolanan sekiz gezegen vardır. Güneş’e yakınlık sırasıyla Merkür, Venüs, Dünya, Mars, Jüpiter, Satürn, Uranüs ve Neptün’dür. Gezegenler Güneş’in çevresinde elips biçimli yörüngelerde dolanır ve kendi eksenleri etrafında döner.`,
          msg`Gök cisimleri arasındaki uzaklıklar çok büyük olduğu için astronomi birimi (AB) kullanılır. 1 AB, Dünya ile Güneş arasındaki ortalama uzaklıktır ve yaklaşık 150 milyon kilometredir. Mars yaklaşık 1,5 AB, Jüpiter 5,2 AB, Neptün ise yaklaşık 30 AB uzaktadır.`,
          msg`Güneş’e uzak olan gezegenlerin yörüngesi daha uzundur ve bu yolu daha yavaş dolanırlar; bu yüzden Güneş’in çevresinde bir turu daha uzun sürede tamamlarlar. Merkür’de bir yıl yaklaşık 88 Dünya günü, Neptün’de ise yaklaşık 165 Dünya yılıdır.`,
        ],
      },
      {
        heading: msg`İç ve dış gezegenler`,
        paragraphs: [
          msg`Merkür, Venüs, Dünya ve Mars iç gezegenlerdir. Kayalık (karasal) yapıdadırlar, görece küçüktürler ve halkaları yoktur. Merkür ile Venüs’ün uydusu yoktur; Dünya’nın bir, Mars’ın iki uydusu vardır.`,
          msg`Jüpiter, Satürn, Uranüs ve Neptün dış gezegenlerdir. Çok büyüktürler, çoğunlukla gazdan ve buzdan oluşurlar, katı bir yüzeyleri yoktur. Hepsinin halkası ve çok sayıda uydusu vardır. Halkaları en belirgin olan gezegen Satürn’dür.`,
          msg`Dünya’nın çapını 1 kabul edersek Merkür’ün çapı yaklaşık 0,4, Mars’ınki 0,5, Venüs’ünki 0,95, Neptün ile Uranüs’ünki yaklaşık 4, Satürn’ünki 9,4, Jüpiter’inki ise 11,2’dir. Güneş’in çapı Dünya’nınkinin yaklaşık 109 katıdır.`,
        ],
      },
      {
        heading: msg`Model yaparken ölçek`,
        paragraphs: [
          msg`Ölçekli bir modelde gerçek uzunlukların hepsi aynı sayıya bölünür. Uzaklık modelinde 1 AB’yi 10 cm alırsak Neptün Güneş’ten yaklaşık 3 m uzağa düşer. Ama bu ölçekte gezegenler bir toz tanesinden bile küçük olur.`,
          msg`Büyüklük modelinde Dünya’yı 1 cm çizersek Güneş’i 1 m’den büyük çizmemiz gerekir; aynı ölçekte Dünya’yı Güneş’ten yaklaşık 117 m uzağa koymalıyız. Bu yüzden büyüklükleri ve uzaklıkları çoğu zaman iki ayrı modelde gösteririz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Gezegen`, definition: msg`Bir yıldızın çevresinde dolanan, kendi ışığı olmayan, küre biçimli büyük gök cismi.` },
      { term: msg`Astronomi birimi (AB)`, definition: msg`Dünya ile Güneş arasındaki ortalama uzaklık; yaklaşık 150 milyon km.` },
      { term: msg`Yörünge`, definition: msg`Bir gök cisminin başka bir gök cisminin çevresinde dolanırken izlediği yol.` },
      { term: msg`İç gezegenler`, definition: msg`Güneş’e yakın, kayalık yapılı dört gezegen: Merkür, Venüs, Dünya, Mars.` },
      { term: msg`Dış gezegenler`, definition: msg`Güneş’e uzak, büyük, halkalı dört gezegen: Jüpiter, Satürn, Uranüs, Neptün.` },
      { term: msg`Ölçek`, definition: msg`Modeldeki uzunluğun gerçek uzunluğa oranı.` },
    ],
  },
  procedure: {
    goal: msg`Gezegenlerin Güneş’e uzaklıklarını ve büyüklüklerini iki ayrı ölçekli modelle göstermek ve gezegenleri bu modellere bakarak karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`3,5 m uzunluğunda kâğıt şerit (yazar kasa rulosu ya da birbirine yapıştırılmış kâğıtlar)`, quantity: msg`her gruba 1 tane` },
      { name: msg`Şerit metre ya da 1 m’lik cetvel`, quantity: msg`her gruba 1 tane` },
      { name: msg`Büyük kartonlar (en az 25 cm × 35 cm), pergel, renkli kalemler`, quantity: msg`her gruba 2 karton, 1’er pergel` },
      { name: msg`İp ve kâğıt bant (Güneş’i çizmek için)`, quantity: msg`1’er tane` },
      { name: msg`Makas (ucu küt)`, quantity: msg`her gruba 1 tane` },
    ],
    safety: [
      msg`Pergelin sivri ucunu kartona batırırken parmağını ucun yakınında tutma; kullanmadığında ucunu kapağıyla ya da silgiyle kapat.`,
      msg`Ucu küt makas kullan ve makası kapalı olarak, sapı arkadaşına gelecek şekilde uzat.`,
      msg`Kâğıt şeridi yere seriyorsan uçlarını bantla yapıştır; kimse takılıp düşmesin. Koridorda değil, sınıfın boş bir yerinde çalış.`,
    ],
    steps: [
      msg`Uzaklık modeli: Şeridin bir ucuna Güneş’i çiz. Ölçeğimiz 1 AB = 10 cm olacak. Tablodaki uzaklıkları 10 ile çarparak her gezegenin Güneş’e uzaklığını cm olarak hesapla.`,
      msg`Metreyle ölçerek gezegenlerin yerlerini şeride işaretle ve adlarını yaz: Merkür 3,9 cm; Venüs 7,2 cm; Dünya 10 cm; Mars 15,2 cm; Jüpiter 52 cm; Satürn 95,4 cm; Uranüs 192 cm; Neptün 301 cm.`,
      msg`Şeridi sınıfta yere ya da duvara ger. İç gezegenlerle dış gezegenler arasındaki boşlukları karşılaştır.`,
      msg`Büyüklük modeli: Dünya’nın çapını 1 cm alarak kartona pergelle daireler çiz. Çaplar: Merkür 0,4 cm; Mars 0,5 cm; Venüs 0,95 cm; Dünya 1 cm; Neptün 3,9 cm; Uranüs 4 cm; Satürn 9,4 cm (halkaları ayrıca çiz); Jüpiter 11,2 cm.`,
      msg`Güneş’in bu ölçekteki çapını hesapla (109 cm). Bir ipi 54,5 cm’lik yarıçap olarak kullanıp birkaç kartonu birleştirerek Güneş’in bir parçasını çiz ve gezegenlerin yanına koy.`,
      msg`İki modele bakarak gezegenleri büyüklüklerine ve Güneş’e uzaklıklarına göre karşılaştır; sonuçlarını tabloya yaz.`,
    ],
    observations: [
      msg`İç gezegenler şeridin neresinde toplandı? Dış gezegenlerin arasındaki boşluklar nasıl?`,
      msg`En büyük ve en küçük gezegen hangisi? Jüpiter’in dairesine kaç Dünya dairesi sığar?`,
      msg`Güneş’in dairesi gezegenlerin yanında nasıl görünüyor?`,
      msg`Gezegenleri büyüklük modelindeki boyutlarıyla uzaklık modeline koysaydık ne olurdu?`,
    ],
    conclusion: msg`İç gezegenler Güneş’e yakın, küçük ve kayalıktır; şeridin ilk 16 santimetresine sığarlar. Dış gezegenler çok büyüktür ve aralarında çok geniş boşluklar vardır. Güneş en büyük gezegenden bile kat kat büyüktür. Büyüklükler ve uzaklıklar o kadar farklıdır ki ikisini aynı ölçekte bir sınıfa sığdıramayız; bu yüzden iki ayrı model kullanırız.`,
  },
  questions: [
    {
      id: 'jupiter-distance',
      prompt: msg`Ölçeğimiz 1 AB = 10 cm. Jüpiter Güneş’ten 5,2 AB uzakta olduğuna göre modelde Güneş’ten kaç cm uzağa konmalıdır?`,
      options: [msg`5,2 cm`, msg`52 cm`, msg`520 cm`, msg`15,2 cm`],
      correctIndex: 1,
      explanation: msg`Her AB 10 cm ile gösterildiği için 5,2 × 10 = 52 cm olur.`,
      hints: [msg`1 AB modelde kaç santimetreye karşılık geliyor?`, msg`AB cinsinden uzaklığı bu sayıyla çarp.`],
    },
    {
      id: 'biggest',
      prompt: msg`Güneş sisteminin en büyük gezegeni hangisidir?`,
      options: [msg`Satürn`, msg`Neptün`, msg`Dünya`, msg`Jüpiter`],
      correctIndex: 3,
      explanation: msg`Jüpiter’in çapı Dünya’nınkinin yaklaşık 11 katıdır; Satürn ikinci sıradadır.`,
      hints: [msg`Büyüklük modelinde en büyük daireyi hangi gezegen için çizdin?`, msg`Bu gezegen Güneş’e en yakın dış gezegendir.`],
    },
    {
      id: 'inner-planets',
      prompt: msg`Merkür, Venüs, Dünya ve Mars’ın ortak özelliği hangisidir?`,
      options: [msg`Kayalık yapıdadırlar ve halkaları yoktur.`, msg`Hepsinin çok sayıda uydusu vardır.`, msg`Çoğunlukla gazdan oluşurlar.`],
      correctIndex: 0,
      explanation: msg`Bu dört gezegen iç gezegenlerdir: Güneş’e yakın, görece küçük, kayalık yapılı ve halkasızdır. Merkür ile Venüs’ün hiç uydusu yoktur.`,
      hints: [msg`Bu dört gezegen iç gezegenler mi, dış gezegenler mi?`, msg`Dünya’nın yüzeyi nasıl bir yapıdadır?`],
    },
    {
      id: 'one-scale',
      prompt: msg`Dünya’yı 1 cm’lik bir boncukla gösteriyoruz. Aynı ölçekte Güneş bu boncuktan yaklaşık ne kadar uzağa konmalıdır? (Dünya’nın çapı yaklaşık 12.700 km, Güneş’e uzaklığı yaklaşık 150 milyon km)`,
      options: [msg`Yaklaşık 1 m`, msg`Yaklaşık 12 m`, msg`Yaklaşık 117 m`, msg`Yaklaşık 1.200 m`],
      correctIndex: 2,
      explanation: msg`Güneş’e uzaklık Dünya’nın çapının yaklaşık 150.000.000 ÷ 12.700 ≈ 11.800 katıdır. 1 cm × 11.800 ≈ 11.800 cm, yani yaklaşık 118 m eder; daha kesin değerlerle yaklaşık 117 m bulunur. Bu yüzden büyüklük ve uzaklık çoğu zaman ayrı modellerde gösterilir.`,
      hints: [
        msg`Güneş’e uzaklık, Dünya’nın çapının kaç katı?`,
        msg`150.000.000’u 12.700’e böl; sonucu santimetre olarak düşün.`,
        msg`100 cm = 1 m olduğunu unutma.`,
      ],
    },
    {
      id: 'year-length',
      prompt: msg`Güneş’e uzak olan gezegenler için hangisi doğrudur?`,
      options: [
        msg`Güneş’in çevresinde bir turu daha uzun sürede tamamlarlar.`,
        msg`Güneş’in çevresinde bir turu daha kısa sürede tamamlarlar.`,
        msg`Güneş’in çevresinde hiç dolanmazlar.`,
      ],
      correctIndex: 0,
      explanation: msg`Uzaktaki gezegenlerin yörüngesi daha uzundur ve daha yavaş hareket ederler. Merkür bir turu yaklaşık 88 günde, Neptün yaklaşık 165 yılda tamamlar.`,
      hints: [msg`Şeritte Neptün’ün yörüngesi Merkür’ünkinden ne kadar uzun olurdu?`, msg`Daha uzun bir pistte aynı koşucu turu daha kısa sürede mi bitirir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`İç gezegen mi, dış gezegen mi?`,
    instructions: msg`Her gezegene dokun, sonra ait olduğu grubun kutusuna dokun. İstersen gezegeni sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'inner', label: msg`İç (kayalık) gezegen` },
      { id: 'outer', label: msg`Dış (dev) gezegen` },
    ],
    items: [
      { id: 'mercury', label: msg`Merkür`, emoji: '🌑', categoryId: 'inner', explanation: msg`Güneş’e en yakın ve en küçük gezegendir; uydusu yoktur.` },
      { id: 'venus', label: msg`Venüs`, emoji: '🟡', categoryId: 'inner', explanation: msg`Kalın atmosferi yüzünden en sıcak gezegendir; kayalık yapıdadır.` },
      { id: 'earth', label: msg`Dünya`, emoji: '🌍', categoryId: 'inner', explanation: msg`İç gezegenlerin en büyüğüdür; bir uydusu vardır.` },
      { id: 'mars', label: msg`Mars`, emoji: '🔴', categoryId: 'inner', explanation: msg`Kızıl renkli, kayalık bir gezegendir; iki küçük uydusu vardır.` },
      {
        id: 'jupiter',
        label: msg`Jüpiter`,
        emoji: '🟠',
        categoryId: 'outer',
        explanation: msg`En büyük gezegendir; ince halkaları ve çok sayıda uydusu vardır.`,
      },
      { id: 'saturn', label: msg`Satürn`, emoji: '🪐', categoryId: 'outer', explanation: msg`Halkaları en belirgin olan dev gezegendir.` },
      { id: 'uranus', label: msg`Uranüs`, emoji: '🔵', categoryId: 'outer', explanation: msg`Ekseni çok yatık olan, buz ve gazdan oluşan dev bir gezegendir.` },
      {
        id: 'neptune',
        label: msg`Neptün`,
        emoji: '🔷',
        categoryId: 'outer',
        explanation: msg`Güneş’e en uzak gezegendir; bir turu yaklaşık 165 yılda tamamlar.`,
      },
    ],
  },
  worksheet: {
    title: msg`Ölçekli Güneş Sistemi Çalışma Sayfası`,
    instructions: msg`Hesapladığın uzaklıkları ve çapları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Uzaklık modelinde iç gezegenler ile dış gezegenlerin yerleşimini karşılaştır.`, lines: 3 },
      { prompt: msg`Satürn Güneş’ten yaklaşık 9,5 AB uzaktadır. 1 AB = 10 cm ölçeğinde modelde kaç cm uzağa konmalıdır?`, lines: 2 },
      { prompt: msg`Gezegenlerin büyüklüklerini ve uzaklıklarını neden aynı modelde gösteremedik? Açıkla.`, lines: 3 },
      { prompt: msg`İç ve dış gezegenlerin üç farkını yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Gezegenlerin ölçekli uzaklıkları ve büyüklükleri`,
      columns: [msg`Gezegen`, msg`Güneş’e uzaklık (AB)`, msg`Modeldeki uzaklık (cm)`, msg`Çap (Dünya = 1)`, msg`Modeldeki çap (cm)`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık’ın Gezegen Yolu`,
    paragraphs: [
      msg`Orman okulunda Fındık’a bir görev verildi: Güneş sistemini bir maket olarak yapacaktı. Sekiz fındığı yan yana dizdi, en başa da büyük bir ceviz koydu. “İşte Güneş ve gezegenler!” dedi.`,
      msg`Baykuş Nine kanadıyla maketi gösterdi: “Güzel ama gezegenler bu kadar yakın değil, bu kadar da birbirine benzemez. Dünya’yı bir mercimek kadar yaparsan Jüpiter bir ceviz, Güneş ise bu ağacın gövdesi kadar olur.”`,
      msg`Fındık şaşırdı. Bu kez uzun bir asma dalı aldı ve her adımını bir birim sayarak gezegenleri yerleştirdi. İlk dört gezegen Güneş’in dibinde toplandı; Jüpiter birkaç adım ötede, Neptün ise dalın ta ucundaydı.`,
      msg`Kirpi Diken güldü: “Mercimek Dünya’yı bu dalda nereye koysan kaybolur!” Fındık da güldü: “Demek ki büyüklük için bir maket, uzaklık için başka bir maket gerekiyor.”`,
    ],
    lesson: msg`Gezegenler büyüklük, yapı ve Güneş’e uzaklık bakımından birbirinden çok farklıdır. Ölçekli modeller bu farkları görmemizi sağlar; ama büyüklükleri ve uzaklıkları çoğu zaman ayrı modellerde göstermemiz gerekir.`,
  },
};
