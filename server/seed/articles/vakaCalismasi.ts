import type { SeedArticle } from '../blogCatalogue.ts';

export const CASE_STUDY_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'bir-koy-okulunda-robotik-kulubu',
    title: 'Bir Köy Okulunda Robotik Kulübü: Bir Yılın Hikâyesi',
    excerpt:
      'Sekiz öğrenci, iki robot seti ve haftada iki saat. Küçük bir köy okulunda kurulan robotik kulübünün bir yılda nelere dönüştüğünü anlatıyoruz.',
    category: 'vaka-calismasi',
    tags: ['robotik', 'stem', 'ogretmenler-icin'],
    author_name: 'Hatice Koç',
    author_role: 'Fen Bilimleri Öğretmeni',
    published_at: '2026-07-15T10:00:00.000Z',
    likes: 63,
    bookmarks: 18,
    content: `
<p>Okulumuz İç Anadolu'da, birleştirilmiş sınıfların da bulunduğu küçük bir köy okulu. Geçen eylül ayında elimizde iki robot seti, bir dizüstü bilgisayar ve meraklı sekiz öğrenci vardı. Bu yazıda kulübümüzün bir yıllık yolculuğunu, yaşadığımız zorlukları ve işe yarayan çözümleri paylaşıyorum.</p>
<h2>İlk ay: Heyecan ve hayal kırıklığı</h2>
<p>İlk haftalarda öğrenciler robotları hemen çalıştırmak istedi; talimatları okumak sıkıcı geldi. Robotun çizgiyi izlemek yerine duvara çarpması, beklediğimizden büyük bir hayal kırıklığı yarattı. Burada durup bir kural koyduk: Her denemeden önce ne olacağını tahmin edip tahtaya yazacaktık.</p>
<h2>Çözüm: Rol dağılımı</h2>
<p>Set sayısı az olduğu için öğrencileri dörder kişilik takımlara ayırdık ve her hafta değişen roller verdik: kodlayıcı, test eden, kayıt tutan ve sunucu. Bu düzen hem beklemeyi azalttı hem de sessiz öğrencilerin söz almasını sağladı.</p>
<ul>
  <li>Kayıt tutan öğrenci her denemenin sonucunu deftere yazdı.</li>
  <li>Sunucu, haftanın sonunda diğer takıma ne öğrendiklerini anlattı.</li>
  <li>Hata çıktığında önce takım içinde, sonra öğretmenle çözüm arandı.</li>
</ul>
<h2>Yıl sonu: Köy için bir proje</h2>
<p>Baharda öğrenciler okul bahçesindeki fidanlar için toprak nemini ölçen basit bir düzenek kurdu. Toprak kuruduğunda yanan ışık, kısa sürede bütün okulun ilgisini çekti. Yıl sonu şenliğinde projeyi velilere öğrenciler anlattı.</p>
<blockquote>En büyük kazancımız robotlar değil, "bir daha deneyelim" diyebilen öğrenciler oldu.</blockquote>
`,
  },
  {
    slug: 'orman-haftasinda-sinif-projesi-fidandan-agaca',
    title: 'Orman Haftasında Sınıf Projesi: Fidandan Ağaca',
    excerpt:
      'Bir 4. sınıf, Orman Haftası boyunca tohumdan fidana uzanan yolculuğu izledi. Projenin adımlarını ve sınıfa kattıklarını derledik.',
    category: 'vaka-calismasi',
    tags: ['orman', 'cevre-bilinci', 'fen-bilimleri'],
    author_name: 'Emre Yıldız',
    author_role: 'Sınıf Öğretmeni',
    published_at: '2026-03-30T09:00:00.000Z',
    likes: 41,
    bookmarks: 15,
    content: `
<p>Her yıl 21–26 Mart tarihleri arasında kutlanan Orman Haftası, çocuklarla ormanları ve ağaçları konuşmak için güzel bir fırsat. Bu yıl sınıfımızda haftayı tek günlük bir etkinlikle geçirmek yerine, dönem sonuna kadar sürecek bir projeye dönüştürdük.</p>
<h2>1. adım: Tohumları tanımak</h2>
<p>Öğrenciler meşe palamudu, çam tohumu ve ıhlamur tohumunu büyüteçle inceledi, boyutlarını ölçüp resimlerini çizdi. Bir tohumun içinde koca bir ağacın bilgisi olduğu fikri, sınıfta en çok konuşulan konu oldu.</p>
<h2>2. adım: Saksıdan gözlem defterine</h2>
<p>Her öğrenci bir saksıya tohum ekti ve haftada iki kez gözlem defterine not aldı: boy, yaprak sayısı, toprağın nemi. Bazı tohumlar hiç çimlenmedi; bu da neden her tohumun ağaç olamadığını konuşmamızı sağladı.</p>
<h2>3. adım: Orman yangınlarını önlemek</h2>
<p>Ormanlara verilen zararın önemli bir kısmı insan kaynaklıdır. Öğrenciler piknik alanında bırakılan cam şişe, kâğıt ve plastik poşet gibi atıkların neden tehlikeli olduğunu tartıştı ve okul panosu için afişler hazırladı.</p>
<ul>
  <li>Ormana çöp bırakmıyoruz; atıklarımızı geri götürüyoruz.</li>
  <li>Cam şişe güneş ışığını toplayıp kuru otları tutuşturabilir.</li>
  <li>Yangın görürsek hemen 112'yi arıyoruz.</li>
</ul>
<h2>Sonuç</h2>
<p>Dönem sonunda en güçlü fidanları okul bahçesine diktik. Öğrenciler artık bahçedeki ağaçların adını biliyor ve her teneffüste "kendi" fidanlarına uğruyor.</p>
`,
  },
];
