import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bulmacalarda “sayı değişkenini 3 yap” dediğimizde bilgisayar 3’ü bir yere yazar. Ama bilgisayarın belleğinde rakam yoktur; yalnızca açık ya da kapalı olabilen milyonlarca küçük anahtar vardır. Bir sayı bu anahtarlarla, yani 0 ve 1’lerle nasıl saklanır? Bu etkinlikte noktalı kartlarla keşfedeceğiz.`,
    sections: [
      {
        heading: msg`Bit: açık ya da kapalı`,
        paragraphs: [
          msg`Bilgisayarın saklayabildiği en küçük bilgi parçasına bit denir. Bir bit yalnızca iki değerden birini alır: 0 (kapalı) ya da 1 (açık). Bir değişkenin değeri, yan yana dizilmiş birçok bitle saklanır.`,
          msg`Yalnızca iki rakam (0 ve 1) kullanan sayı sistemine ikili (ikilik) sayı sistemi denir. Günlük hayatta kullandığımız on rakamlı sistem ise onluk sistemdir.`,
        ],
      },
      {
        heading: msg`Noktalı kartlar`,
        paragraphs: [
          msg`Beş kart alalım ve sağdan sola 1, 2, 4, 8 ve 16 nokta çizelim. Her kart bir önceki kartın iki katı noktaya sahiptir. Bir kart ya yüzü açık (1) ya da yüzü kapalı (0) durur.`,
          msg`Açık kartlardaki noktaları toplayınca sayıyı buluruz. Örneğin 01011: 8 + 2 + 1 = 11. Bir sayıyı ikiliye çevirmek için en büyük karttan başlarız: kart kalan sayıdan büyük değilse açar ve kartın değerini kalandan çıkarırız, büyükse kapalı bırakırız.`,
          msg`Her sayının bu kartlarla tek bir gösterimi vardır. Beş kartla en küçük sayı 00000 = 0, en büyük sayı 11111 = 31’dir; yani 32 farklı sayı saklanabilir.`,
        ],
      },
      {
        heading: msg`Bit sayısı ve değişkenler`,
        paragraphs: [
          msg`Her yeni kart (bit) saklanabilecek sayıların sayısını iki katına çıkarır: 5 bitle 32, 6 bitle 64, 8 bitle 256 farklı değer. Programlama dillerinde bir değişkene ayrılan bit sayısı, o değişkenin tutabileceği en büyük sayıyı belirler. Bir sayı ayrılan bitlere sığmazsa taşma denen bir hata oluşur.`,
          msg`Harfler, renkler ve sesler de sonunda sayılara, sayılar da bitlere çevrilerek saklanır. Bu yüzden ikili sistem, bilgisayardaki her verinin temelidir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bit`, definition: msg`Bilgisayarın saklayabildiği en küçük bilgi parçası; 0 ya da 1.` },
      {
        term: msg`İkili sayı sistemi`,
        definition: msg`Yalnızca 0 ve 1 rakamlarını kullanan, basamak değerleri 1, 2, 4, 8, 16… diye iki katına çıkan sayı sistemi.`,
      },
      { term: msg`Taşma`, definition: msg`Bir değerin, kendisine ayrılan bitlere sığmayacak kadar büyük olması.` },
    ],
  },
  procedure: {
    goal: msg`Noktalı kartlarla sayıları ikili sisteme çevirmek ve bir sayıyı (örneğin doğum gününü) koyu ve açık boncuklarla ikili bir bilekliğe dönüştürmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Bir yüzünde 1, 2, 4, 8 ya da 16 nokta olan kartlar`, quantity: msg`Her ikiliye 5 kartlık 1 takım` },
      { name: msg`İki renk iri boncuk (koyu ve açık)`, quantity: msg`Her öğrenciye 10 koyu, 10 açık` },
      { name: msg`Ucu bantlanmış ip`, quantity: msg`Her öğrenciye 30 cm` },
      { name: msg`Çalışma sayfası ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [msg`Boncukları ağza alma; yere düşenleri hemen topla.`, msg`İpi boynuna dolama; bilekliği yalnızca bileğine tak.`],
    steps: [
      msg`Kartları sağdan sola 1, 2, 4, 8, 16 sırasıyla, noktalı yüzü açık biçimde masaya dizin. Her kartın soldakinin yarısı olduğuna dikkat edin.`,
      msg`Öğretmenin söylediği sayıları (5, 9, 12, 19, 31) kartları açıp kapatarak gösterin ve her biri için ikili gösterimi (açık kart 1, kapalı kart 0) yazın.`,
      msg`Kartların hepsi kapalıyken 0’dan başlayarak birer birer sayın. Hangi kart en sık, hangisi en seyrek dönüyor?`,
      msg`Doğum gününüzün gününü (1–31) ikiliye çevirin. Her 1 için koyu, her 0 için açık boncuk dizerek 5 boncukluk bir bilekliğin ortasını oluşturun; iki ucuna düğüm atın.`,
      msg`Bilekliklerinizi değiştirin ve arkadaşınızın doğum gününü boncuklardan okuyun.`,
    ],
    observations: [
      msg`5, 9, 12, 19 ve 31 sayılarının ikili gösterimleri neydi?`,
      msg`Sayarken en sık dönen kart hangisiydi?`,
      msg`Arkadaşının bilekliğinden hangi günü okudun? Doğru muydu?`,
    ],
    conclusion: msg`Bir sayı, değerleri iki katına çıkan basamaklardaki 0 ve 1’lerle tek bir biçimde gösterilebilir. Bilgisayar değişkenlerin değerlerini böyle bitlerle saklar; bit sayısı, saklanabilecek en büyük sayıyı belirler.`,
  },
  questions: [
    {
      id: 'read-binary',
      prompt: msg`16, 8, 4, 2, 1 kartlarıyla gösterilen 10110 hangi sayıdır?`,
      options: [msg`22`, msg`10`, msg`26`, msg`13`],
      correctIndex: 0,
      explanation: msg`Açık kartlar 16, 4 ve 2’dir: 16 + 4 + 2 = 22.`,
      hints: [msg`Her basamağın altına kartın değerini yaz: 16, 8, 4, 2, 1.`, msg`Yalnızca 1 olan basamakların değerlerini topla.`],
    },
    {
      id: 'write-binary',
      prompt: msg`13 sayısı beş kartla ikili olarak nasıl yazılır?`,
      options: [msg`01011`, msg`01101`, msg`11010`, msg`00111`],
      correctIndex: 1,
      explanation: msg`16 kart 13’ten büyük: 0. 8 açılır, kalan 5. 4 açılır, kalan 1. 2 kart 1’den büyük: 0. 1 açılır, kalan 0. Sonuç 01101 = 8 + 4 + 1.`,
      hints: [msg`En büyük karttan başla: kart kalan sayıdan büyük mü?`, msg`Her açtığın kartın değerini kalandan çıkar.`],
    },
    {
      id: 'max',
      prompt: msg`6 kartla (1, 2, 4, 8, 16, 32) gösterilebilecek en büyük sayı kaçtır?`,
      options: [msg`32`, msg`64`, msg`36`, msg`63`],
      correctIndex: 3,
      explanation: msg`Bütün kartlar açıkken 32 + 16 + 8 + 4 + 2 + 1 = 63 olur. 0 da sayıldığında 64 farklı sayı gösterilir.`,
      hints: [msg`En büyük sayıda kartların hepsi açık mı olur, kapalı mı?`, msg`Bütün kartların değerlerini topla.`],
    },
    {
      id: 'bit',
      prompt: msg`Bit nedir?`,
      options: [msg`Bilgisayarın saklayabildiği en küçük bilgi parçası; 0 ya da 1`, msg`Bir değişkenin adı`, msg`Ekrandaki en küçük renkli nokta`],
      correctIndex: 0,
      explanation: msg`Bit yalnızca iki değer alabilen en küçük bilgi parçasıdır. Ekrandaki en küçük renkli noktanın adı ise pikseldir.`,
      hints: [msg`Noktalı kartlardan biri neye karşılık geliyordu?`, msg`Bir kart kaç farklı durumda olabilir?`],
    },
    {
      id: 'overflow',
      prompt: msg`Bir değişkene 5 bit ayrılmış. Değeri 31’ken 1 artırılırsa ne olur?`,
      options: [msg`Değer 32 olur ve sorunsuz saklanır`, msg`32 beş bite sığmaz; taşma olur`, msg`Değer kendiliğinden 30’a iner`],
      correctIndex: 1,
      explanation: msg`Beş bitle en fazla 31 (11111) gösterilir. 32 için altıncı bir bit (100000) gerekir; sığmayan değer taşma hatasına yol açar.`,
      hints: [msg`Beş bitle gösterilebilecek en büyük sayı kaçtı?`, msg`32’yi ikili yazmak için kaç basamak gerekir?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Bir sayıyı ikiliye çevir`,
    instructions: msg`Noktalı kartlarla bir sayıyı ikili sisteme çevirip bilekliğe dönüştürmenin adımları karıştı. Adımları doğru sıraya koy, sonra kontrol et.`,
    stepsInOrder: [
      msg`Kartları sağdan sola 1, 2, 4, 8, 16 sırasıyla diz.`,
      msg`Çevireceğin sayıyı kâğıda yaz; bu, kalan sayıdır.`,
      msg`En soldaki karttan başla: kart kalan sayıdan büyük değilse kartı aç ve değerini kalandan çıkar; büyükse kapalı bırak.`,
      msg`Bir sağdaki karta geç ve aynı soruyu kalan sayıyla sor; en sağdaki karta kadar sürdür.`,
      msg`Kalan sayının 0 olduğunu kontrol et.`,
      msg`Kartları soldan sağa oku: açık kart 1, kapalı kart 0.`,
      msg`Her 1 için koyu, her 0 için açık boncuğu ipe diz.`,
    ],
  },
  worksheet: {
    title: msg`İkili Sayılar Çalışma Sayfası`,
    instructions: msg`Sayıları çevir, tabloyu doldur ve bilekliğini çiz.`,
    tasks: [
      { prompt: msg`Doğum gününün gününü ikiliye çevir. Adımlarını göster.`, lines: 3 },
      { prompt: msg`Bilekliğinin boncuklarını sırayla çiz (koyu ve açık).`, lines: 2 },
      { prompt: msg`8 bitle gösterilebilecek en büyük sayı kaçtır? Nasıl buldun?`, lines: 3 },
    ],
    table: {
      caption: msg`Onluk ve ikili`,
      columns: [msg`Onluk sayı`, msg`16`, msg`8`, msg`4`, msg`2`, msg`1`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fener Kulesindeki Mesaj`,
    paragraphs: [
      msg`Fındık ve arkadaşları gölün iki yakasında kamp kurmuştu. Karşı kıyıdaki Kirpi Diken’e kaç fındık topladıklarını haber vermek istiyorlardı ama bağırınca sesleri ulaşmıyordu.`,
      msg`Fındık beş fener buldu ve kıyıya yan yana dizdi. “Her fenerin bir değeri olsun: sağdan sola 1, 2, 4, 8, 16. Yanan fenerlerin değerlerini toplarsın,” diye bir not yazıp kuşla karşıya gönderdi.`,
      msg`Akşam fenerleri yaktı: ilk fener yanıyor, ikincisi sönük, üçüncüsü yanıyor, dördüncüsü sönük, beşincisi yanıyor. Diken parmaklarıyla hesapladı: 16 + 4 + 1 = 21. Karşı kıyıdan bir meşale sallandı: mesaj ulaşmıştı!`,
      msg`Ertesi gün Fındık fenerleri gülümseyerek topladı. “Beş fenerle 0’dan 31’e kadar her sayıyı söyleyebiliyoruz. Bir fener daha bulursak 63’e kadar!”`,
    ],
    lesson: msg`Yalnızca açık ve kapalı iki durumla, basamak değerleri iki katına çıkan bir düzen kurarsak her sayıyı gösterebiliriz; bilgisayar da değişkenleri böyle saklar.`,
  },
};
