import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Plastik bardakları iç içe geçirdikçe yığın her seferinde aynı miktarda uzar. Bu düzenli artış bir doğrusal ilişkidir: tabloya yazınca bir kural, koordinat düzlemine işaretleyince dümdüz bir doğru ortaya çıkar.`,
    sections: [
      {
        heading: msg`Koordinat sistemi ve sıralı ikililer`,
        paragraphs: [
          msg`Koordinat sistemi, başlangıç noktasında (orijinde) dik kesişen iki sayı doğrusundan oluşur: yatay olan x ekseni, dikey olan y ekseni. Eksenler düzlemi dört bölgeye ayırır; bölgeler sağ üstten başlayarak saat yönünün tersine 1., 2., 3. ve 4. bölge diye adlandırılır.`,
          msg`Bir noktanın yeri sıralı ikiliyle yazılır: A(2, −3) noktasına gitmek için orijinden önce x ekseninde 2 birim sağa, sonra y ekseni doğrultusunda 3 birim aşağı gidilir. Sıra önemlidir: (2, −3) ile (−3, 2) farklı noktalardır.`,
        ],
      },
      {
        heading: msg`Doğrusal ilişki: tablo, denklem, grafik`,
        paragraphs: [
          msg`İki değişkenden biri her birim arttığında öbürü hep aynı miktarda değişiyorsa aralarında doğrusal ilişki vardır. Örneğin y = 2x − 1 denkleminde x = 0, 1, 2 için y = −1, 1, 3 olur; tabloda her satırda y 2 artar.`,
          msg`Tablodaki her (x, y) ikilisi düzlemde bir noktadır. Doğrusal bir ilişkinin noktaları aynı doğru üzerinde dizilir; bu doğru denklemin grafiğidir. Grafik üzerindeki her nokta denklemi sağlar.`,
        ],
      },
      {
        heading: msg`Eğim`,
        paragraphs: [
          msg`Eğim, bir doğrunun ne kadar dik olduğunu gösterir: doğru üzerinde iki nokta arasındaki dikey değişimin yatay değişime oranıdır. y = 2x − 1 doğrusunda x 1 arttığında y 2 arttığı için eğim 2’dir.`,
          msg`Eğim pozitifse doğru soldan sağa yükselir, negatifse alçalır. Bardak yığınında eğim, her yeni bardağın yığına eklediği yüksekliktir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Koordinat sistemi`, definition: msg`Orijinde dik kesişen x ve y eksenlerinden oluşan, düzlemdeki noktaların yerini belirleyen sistem.` },
      { term: msg`Sıralı ikili`, definition: msg`Önce x, sonra y koordinatı yazılan (x, y) biçimindeki sayı çifti.` },
      { term: msg`Doğrusal denklem`, definition: msg`Grafiği bir doğru olan, y = 2x − 1 gibi birinci dereceden denklem.` },
      { term: msg`Eğim`, definition: msg`Bir doğru üzerindeki iki nokta arasında dikey değişimin yatay değişime oranı.` },
    ],
  },
  procedure: {
    goal: msg`İç içe geçen bardak yığınının yüksekliğini bardak sayısına göre ölçmek, verileri tablo ve grafikle göstermek, ilişkinin denklemini ve eğimini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Aynı tür plastik ya da karton bardak`, quantity: msg`Her gruba 8 tane` },
      { name: msg`30 cm’lik cetvel`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kareli ya da milimetrik kâğıt`, quantity: msg`Her öğrenciye 1 sayfa` },
      { name: msg`Kurşun kalem ve silgi`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Cam bardak kullanma; yalnız plastik ya da karton bardak kullan.`,
      msg`Yığını masanın ortasında kur; devrilen bardakların peşinden masanın kenarına eğilme.`,
      msg`Cetveli ölçüm dışında sallama; ucu bir arkadaşının gözüne gelebilir.`,
    ],
    steps: [
      msg`Tek bir bardağın yüksekliğini cetvelle ölç ve tabloya yaz (1 bardak).`,
      msg`İkinci bardağı birincinin içine geçir, yığının yüksekliğini ölç. Bunu 6 bardağa kadar sürdür ve her ölçümü tabloya yaz.`,
      msg`Ardışık ölçümler arasındaki farkları hesapla. Farklar aşağı yukarı aynı mı?`,
      msg`Kareli kâğıda bir koordinat sistemi çiz: x ekseni bardak sayısı, y ekseni yükseklik (cm). Her ölçümü (x, y) sıralı ikilisi olarak işaretle.`,
      msg`Noktaların bir doğru üzerinde dizilip dizilmediğine cetvelle bak ve doğruyu çiz.`,
      msg`Bir bardağın eklediği yüksekliği x’in katsayısı yaparak yükseklik için bir denklem yaz; sabit terimi, x = 1 için denklemin tek bardağın yüksekliğini vermesini sağlayacak biçimde seç. 20 bardaklık yığının yüksekliğini denklemle hesapla.`,
    ],
    observations: [
      msg`Her yeni bardak yığını kaç santimetre uzattı? Bu sayı grafikte neyi gösteriyor?`,
      msg`Noktalar tam bir doğru üzerinde mi, yoksa ölçüm hatası yüzünden biraz sapıyor mu?`,
      msg`Denklemle hesapladığın 20 bardaklık yükseklik, doğruyu uzatarak grafikten okuduğun değere yakın mı?`,
    ],
    conclusion: msg`Her bardak yığına aynı yüksekliği eklediği için yükseklik ile bardak sayısı arasında doğrusal bir ilişki vardır. Tablodaki sıralı ikililer koordinat düzleminde bir doğru üzerinde dizilir. Doğrunun eğimi bir bardağın eklediği yüksekliğe eşittir; denklem sayesinde yığını kurmadan istenen yüksekliği hesaplayabiliriz.`,
  },
  questions: [
    {
      id: 'quadrant',
      prompt: msg`A(−3, 5) noktası koordinat düzleminin hangi bölgesindedir?`,
      options: [msg`1. bölge`, msg`2. bölge`, msg`3. bölge`, msg`4. bölge`],
      correctIndex: 1,
      explanation: msg`x koordinatı negatif (sol), y koordinatı pozitif (yukarı) olan noktalar 2. bölgededir.`,
      hints: [
        msg`x koordinatının işareti noktanın eksenin solunda mı sağında mı olduğunu söyler.`,
        msg`Bölgeler sağ üstten başlayarak saat yönünün tersine numaralanır.`,
      ],
    },
    {
      id: 'point-on-line',
      prompt: msg`Aşağıdaki noktalardan hangisi y = 3x − 2 doğrusunun üzerindedir?`,
      options: [msg`(2, 5)`, msg`(0, 2)`, msg`(−1, −1)`, msg`(1, 1)`],
      correctIndex: 3,
      explanation: msg`x = 1 için y = 3 · 1 − 2 = 1 olduğundan (1, 1) doğrunun üzerindedir. Öbürlerinde y sırasıyla 4, −2 ve −5 olmalıydı.`,
      hints: [msg`Her seçenekte x’i denklemde yerine koy.`, msg`Bulduğun y değeri noktanın ikinci koordinatıyla aynı mı?`],
    },
    {
      id: 'cup-equation',
      prompt: msg`Bir bardak 12 cm boyunda ve yığına eklenen her yeni bardak yığını 2 cm uzatıyor. x bardaklı yığının yüksekliği y (cm) için hangi denklem doğrudur?`,
      options: [msg`y = 12x`, msg`y = 2x + 12`, msg`y = 2x + 10`, msg`y = 10x + 2`],
      correctIndex: 2,
      explanation: msg`Her bardak 2 cm eklediği için x’in katsayısı 2’dir. x = 1 için y = 12 olmalı: 2 · 1 + 10 = 12. Kontrol: 2 bardak 14 cm, 3 bardak 16 cm.`,
      hints: [msg`Her yeni bardak kaç santimetre ekliyor? Bu sayı x’in katsayısıdır.`, msg`Seçenekleri x = 1 ve x = 2 için dene: 12 cm ve 14 cm çıkmalı.`],
    },
    {
      id: 'slope',
      prompt: msg`y = 4x + 1 doğrusunda x 1 arttığında y ne kadar değişir?`,
      options: [msg`4 artar`, msg`1 artar`, msg`5 artar`, msg`Değişmez`],
      correctIndex: 0,
      explanation: msg`x = 0 için y = 1, x = 1 için y = 5 olur; y 4 artar. Bu sayı doğrunun eğimidir ve x’in katsayısına eşittir.`,
      hints: [msg`x = 0 ve x = 1 için y’yi hesapla.`, msg`İki y değerinin farkını bul.`],
    },
    {
      id: 'rational-equation',
      prompt: msg`x/2 + 3 = 7 denkleminin çözümü kaçtır?`,
      options: [msg`2`, msg`20`, msg`8`, msg`4`],
      correctIndex: 2,
      explanation: msg`İki taraftan 3 çıkarılır: x/2 = 4. İki taraf 2 ile çarpılır: x = 8. Sağlama: 8/2 + 3 = 7.`,
      hints: [msg`Önce sabit terimi iki taraftan çıkar.`, msg`x’in yarısını biliyorsan x’i bulmak için iki tarafı hangi sayıyla çarparsın?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Koordinat düzlemi`,
    instructions: msg`Nokta koymak için düzlemde bir kesişime dokun ya da düzlemi seçip ok tuşlarıyla imleci taşı ve Enter’a bas; imleç düğmeleri de aynı işi görür. Okuma görevlerinde doğru sıralı ikiliyi seç. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'coordinate-plane',
      range: 6,
      tasks: [
        { kind: 'plot', prompt: msg`A(2, −3) noktasını işaretle.`, points: [{ label: 'A', x: 2, y: -3 }] },
        {
          kind: 'plot',
          prompt: msg`B(−4, 1) ve C(0, 5) noktalarını işaretle.`,
          points: [
            { label: 'B', x: -4, y: 1 },
            { label: 'C', x: 0, y: 5 },
          ],
        },
        {
          kind: 'read',
          prompt: msg`D noktasının koordinatları nedir?`,
          point: { label: 'D', x: 3, y: -2 },
          options: [msg`(−2, 3)`, msg`(3, −2)`, msg`(−3, 2)`, msg`(3, 2)`],
          correctIndex: 1,
        },
        {
          kind: 'plot',
          prompt: msg`y = 2x − 1 denkleminin x = 0, 1 ve 2 için noktalarını işaretle.`,
          points: [
            { x: 0, y: -1 },
            { x: 1, y: 1 },
            { x: 2, y: 3 },
          ],
        },
        {
          kind: 'plot',
          prompt: msg`y = −x + 4 denkleminin x = 0, 2 ve 4 için noktalarını işaretle. Noktalar nasıl diziliyor?`,
          points: [
            { x: 0, y: 4 },
            { x: 2, y: 2 },
            { x: 4, y: 0 },
          ],
        },
        {
          kind: 'read',
          prompt: msg`E noktasının koordinatları nedir?`,
          point: { label: 'E', x: -5, y: -2 },
          options: [msg`(−5, −2)`, msg`(−2, −5)`, msg`(5, 2)`],
          correctIndex: 0,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Bardak Yığını ve Doğrusal Grafik Çalışma Sayfası`,
    instructions: msg`Ölçümlerini tabloya yaz, kareli kâğıda grafiğini çiz ve soruları yanıtla.`,
    tasks: [
      { prompt: msg`Tablondaki ölçümlere göre bir bardağın yığına eklediği yükseklik kaç santimetre? Bu sayı grafiğinde neyi gösterir?`, lines: 3 },
      { prompt: msg`Yığının yüksekliği için bir denklem yaz ve 20 bardaklık yığının yüksekliğini hesapla.`, lines: 3 },
      { prompt: msg`y = −2x + 3 denklemi için x = −1, 0, 1, 2 değerlerinden bir tablo yap ve noktaları koordinat düzleminde işaretle.`, lines: 4 },
      { prompt: msg`Grafiği soldan sağa alçalan bir doğrusal ilişkiye günlük hayattan bir örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Bardak yığını ölçümleri`,
      columns: [msg`Bardak sayısı (x)`, msg`Yükseklik (y, cm)`, msg`Sıralı ikili (x, y)`, msg`Bir öncekine göre artış (cm)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Çakıl Taşı Grafiği`,
    paragraphs: [
      msg`Fındık’ın kilerinde 5 fındık vardı ve her gün 3 fındık daha topluyordu. Kardeşi Çıtır sordu: “10. günün sonunda kaç fındığın olacak?”`,
      msg`Fındık toprağa çubukla iki eksen çizdi: yatay eksene günleri, dikey eksene fındık sayısını yazdı. 1. gün 8, 2. gün 11, 3. gün 14 fındık için birer çakıl taşı koydu.`,
      msg`Çıtır taşlara baktı: “Hepsi aynı çizgi üzerinde!” Baykuş Nine başını salladı: “Çünkü her gün aynı miktar ekleniyor. Gün sayısına x, fındık sayısına y dersen y = 3x + 5 olur.”`,
      msg`Fındık hesapladı: x = 10 için y = 3 · 10 + 5 = 35. Çizgiyi uzatınca 10. günün taşı da tam 35’in hizasına geldi.`,
      msg`Çıtır gülümsedi: “Denklem de çizgi de aynı şeyi söylüyor!” Fındık ekledi: “Her gün 3 fındık, yani çizginin eğimi 3.”`,
    ],
    lesson: msg`Hep aynı miktarda değişen iki nicelik bir doğru üzerinde dizilir; denklemi bulunca grafiği uzatmadan da istenen değeri hesaplayabiliriz.`,
  },
};
