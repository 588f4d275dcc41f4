import type { SeedArticle } from '../blogCatalogue.ts';

export const CASE_STUDY_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'bir-koy-okulunda-robotik-kulubu',
    title: 'Bir Köy Okulunda Robotik Kulübü: Bir Yılın Hikâyesi',
    excerpt: 'Sekiz öğrenci, iki robot seti ve haftada iki saat. Küçük bir köy okulunda kurulan robotik kulübünün bir yılda nelere dönüştüğünü anlatıyoruz.',
    category: 'vaka-calismasi',
    tags: ['robotik', 'stem', 'ogretmenler-icin'],
    illustration: 'gears',
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
    excerpt: 'Bir 4. sınıf, Orman Haftası boyunca tohumdan fidana uzanan yolculuğu izledi. Projenin adımlarını ve sınıfa kattıklarını derledik.',
    category: 'vaka-calismasi',
    tags: ['orman', 'cevre-bilinci', 'fen-bilimleri'],
    illustration: 'sprout',
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
  {
    slug: 'deney-setiyle-bir-donem-ortaokul-fen-sinifi',
    title: 'Deney Setiyle Bir Dönem: Bir Ortaokulun Fen Sınıfından Notlar',
    excerpt:
      'Bir ortaokulun 6. sınıflarında deney setleri bir dönem boyunca her hafta derse girdi. Planlama, sınıf düzeni, karşılaşılan sorunlar ve öğrencilerin tepkileri.',
    category: 'vaka-calismasi',
    tags: ['deney-seti', 'deney', 'ogretmenler-icin'],
    illustration: 'flask',
    author_name: 'Mert Yıldız',
    author_role: 'Fen Bilimleri Öğretmeni',
    published_at: '2026-11-03T08:00:00.000Z',
    featured: true,
    likes: 52,
    bookmarks: 39,
    content: `
<p>Dönem başında sınıfımıza her takım için bir deney seti geldiğinde ilk hissim heyecandan çok kaygıydı: Otuz öğrenci, kırk dakikalık ders ve kutularca malzeme. Bu yazıda bir dönem boyunca deney setlerini haftalık derslere nasıl yerleştirdiğimizi, neyin işe yaradığını ve neyi değiştirmek zorunda kaldığımızı paylaşıyorum.</p>
<h2>Önce düzen, sonra deney</h2>
<p>İlk iki haftayı deney yapmadan, yalnızca düzen kurarak geçirdik. Her takım setini tanıdı, parçaları saydı ve bir kontrol listesi hazırladı. Setlerin dağıtımı ve toplanması için her takımda bir "malzeme sorumlusu" belirledik. Bu hazırlık, ilerleyen haftalarda ders başında ve sonunda kaybedilen zamanı belirgin biçimde azalttı.</p>
<ul>
  <li>Her setin kapağına takım adı ve parça listesi yapıştırıldı.</li>
  <li>Ders bitmeden beş dakika önce "toplama zili" çaldı.</li>
  <li>Eksik ya da kırık parça hemen bir deftere not edildi.</li>
</ul>
<h2>Dijital içerikle birlikte</h2>
<p>Her deneyden önce öğrenciler platformdaki konu anlatımını ve deneyin yapılışını izledi. Bu sayede ders saatinde adımları tek tek açıklamak yerine, takımların arasında dolaşıp sorularına cevap vermeye zaman kaldı. Deneyden sonra örnek sorular ve etkileşimli etkinlik, konuyu pekiştirmek için ödev olarak verildi.</p>
<h2>Zorluklar</h2>
<p>Her şey yolunda gitmedi. Bazı deneylerde malzemelerin hazırlanması ders süresini aştı; bu deneyleri iki derse bölmek zorunda kaldık. Takımlar arasında hız farkı da büyük bir sorundu: Erken bitiren takımlar için "meraklılar için ek görev" kartları hazırlamak bu sorunu büyük ölçüde çözdü. Bir başka ders de şuydu: Öğrencilerin sonuç kısmını yazmaya zamanı kalmıyordu, bu yüzden son on dakikayı her zaman tartışmaya ayırmaya başladık.</p>
<blockquote>Dönemin sonunda bir öğrencim "Fen dersinde artık izlemiyoruz, yapıyoruz" dedi. Bence değişimi en iyi bu cümle özetliyor.</blockquote>
<h2>Gelecek dönem için</h2>
<p>Bir sonraki dönemde deneyleri ünite başında değil, ünitenin ortasında yapmayı deneyeceğiz; böylece öğrenciler deneye bir ön bilgiyle ve kendi sorularıyla gelebilecek. Ayrıca velilerin de görebilmesi için takımların deney fotoğraflarından oluşan bir sınıf panosu hazırlamayı planlıyoruz.</p>
<p><em>Bu yazı, deney setlerini derslerinde kullanan öğretmenlerin deneyimlerinden derlenmiş örnek bir anlatıdır.</em></p>
`,
  },
  {
    slug: 'birlestirilmis-sinifta-fen-dort-sinif-tek-deney',
    title: 'Birleştirilmiş Sınıfta Fen: Dört Sınıf, Tek Deney',
    excerpt:
      'Aynı derslikte farklı sınıf düzeylerinden öğrencilerle fen dersi işlemek zor ama mümkün. Tek bir deneyi her düzeye göre katmanlandırmanın yolları.',
    category: 'vaka-calismasi',
    tags: ['deney', 'fen-bilimleri', 'kapsayici-egitim'],
    illustration: 'magnifier',
    author_name: 'Ahmet Çelik',
    author_role: 'Sınıf Öğretmeni',
    published_at: '2026-04-21T08:00:00.000Z',
    likes: 47,
    bookmarks: 28,
    content: `
<p>Birleştirilmiş sınıflarda öğretmen, aynı anda birkaç sınıf düzeyine ders yetiştirmek zorundadır. Bir grup okuma çalışırken diğerine matematik anlatılır, üçüncü grup ise sessizce etkinlik yapar. Böyle bir ortamda fen deneyleri çoğu zaman ertelenir. Oysa iyi planlanmış tek bir deney, bütün sınıfı aynı masanın etrafında toplayabilir.</p>
<h2>Ortak olay, farklı sorular</h2>
<p>Kilit fikir şu: Deney herkes için aynıdır, ama her düzeyin cevaplayacağı soru farklıdır. Örneğin "Buz neden erir?" deneyinde tüm öğrenciler aynı buz küplerini farklı ortamlara (güneş, gölge, tuzlu tabak, yün kumaş) koyar.</p>
<ul>
  <li><strong>Küçükler:</strong> Hangi buz önce eridi? Sırayla resmini çiz.</li>
  <li><strong>Ortancalar:</strong> Erime sürelerini ölç ve bir tabloya yaz.</li>
  <li><strong>Büyükler:</strong> Sonuçları ısı alışverişi kavramıyla açıkla ve bir grafik çiz.</li>
</ul>
<h2>Büyükler öğretir, küçükler sorar</h2>
<p>Birleştirilmiş sınıfın en güçlü yanı, öğrencilerin birbirinden öğrenebilmesidir. Üst sınıftaki bir öğrencinin küçük arkadaşına ölçüm yapmayı göstermesi, hem onun bilgisini pekiştirir hem de öğretmene diğer gruplarla ilgilenmek için zaman kazandırır. Burada dikkat edilmesi gereken, büyüklerin işi küçükler adına yapmaması; yalnızca yol göstermesidir.</p>
<h2>Zaman planı</h2>
<p>Deneyi bir ders saatinin ilk yarısına yerleştirip ikinci yarıda her düzeyi kendi sorusuyla baş başa bırakmak iyi sonuç verdi. Böylece öğretmen, deney sırasında herkesin yanında olabiliyor; sonrasında ise sırayla gruplara geçip sonuçları tartışabiliyor.</p>
<blockquote>Birleştirilmiş sınıfta fen dersi bir yük değil, sınıfın farklılıklarını bir araya getiren ortak bir dil olabilir.</blockquote>
<h2>Malzeme sıkıntısına çözüm</h2>
<p>Köy okullarında malzeme sınırlı olabilir. Bu nedenle mutfak malzemeleri, geri dönüşüm kutuları ve doğadan toplanan nesnelerle yapılabilen deneylere öncelik verdik. Dijital içeriklerin çevrimdışı kaydedilebilmesi de bağlantının zayıf olduğu günlerde deney anlatımlarını derse taşımamızı sağladı.</p>
`,
  },
  {
    slug: 'okul-bahcesinde-hava-istasyonu-projesi',
    title: 'Okul Bahçesinde Hava İstasyonu Projesi',
    excerpt:
      'Yağmur ölçer, rüzgâr gülü ve sıcaklık kaydı: Öğrencilerin kendi yaptığı araçlarla kurduğu bir hava istasyonu, fen, matematik ve kodlamayı bir araya getirdi.',
    category: 'vaka-calismasi',
    tags: ['stem', 'cevre-bilinci', 'kodlama'],
    illustration: 'globe',
    author_name: 'Elif Demir',
    author_role: 'STEM Eğitmeni',
    published_at: '2026-05-26T08:00:00.000Z',
    likes: 35,
    bookmarks: 24,
    content: `
<p>Hava durumu, çocukların her gün yaşadığı ama nadiren ölçtüğü bir olaydır. Bir ortaokulun 5. ve 6. sınıf öğrencileriyle yürüttüğümüz bu projede, okul bahçesine öğrencilerin kendi yaptığı ölçüm araçlarından oluşan basit bir hava istasyonu kurduk ve bir dönem boyunca her gün veri topladık.</p>
<h2>Araçları yapmak</h2>
<p>Projenin ilk aşamasında her takım bir araç üstlendi. Plastik şişeden yapılan yağmur ölçer, kartondan rüzgâr gülü, pipet ve balondan barometre modeli ve gölgede duran bir termometre istasyonun temel parçaları oldu. Öğrenciler araçlarının ne ölçtüğünü ve neden bu şekilde tasarlandığını sınıfa sunmak zorundaydı.</p>
<ul>
  <li><strong>Yağmur ölçer:</strong> Düz kenarlı bir kap ve cetvelle milimetre cinsinden ölçüm</li>
  <li><strong>Rüzgâr gülü:</strong> Pusula yardımıyla yön belirleme</li>
  <li><strong>Termometre:</strong> Doğrudan güneş almayan, havalandırılan bir kutu içinde</li>
</ul>
<h2>Veri nöbeti</h2>
<p>Her gün aynı saatte iki öğrenci "veri nöbetçisi" olarak ölçümleri aldı ve sınıftaki tabloya işledi. Ölçüm saatinin sabit tutulmasının neden önemli olduğu, projenin ilk haftasında öğrencilerin kendi sorularıyla ortaya çıktı: Sabah ve öğlen alınan sıcaklıklar karşılaştırılamıyordu.</p>
<h2>Verileri anlamlandırmak</h2>
<p>Dönemin ikinci yarısında matematik dersinde veriler grafiğe döküldü. Öğrenciler sıcaklık ile yağış arasında bir ilişki olup olmadığını tartıştı ve kendi ölçümlerini resmî hava durumu kayıtlarıyla karşılaştırdı. Farkları açıklamaya çalışmak, ölçüm hatası ve araç hassasiyeti kavramlarını doğal biçimde derse taşıdı.</p>
<blockquote>Öğrencilerin en çok sevindiği an, kendi yağmur ölçerlerinin bir fırtınadan sonra ölçtüğü değeri sabah haberlerindeki değere yakın bulduğu gündü.</blockquote>
<h2>Kodlamayla bir adım öteye</h2>
<p>Projenin son aşamasında kodlama kulübü, bir sıcaklık sensörü ve mikrodenetleyiciyle ölçümleri otomatik kaydeden küçük bir düzenek kurdu. Elle tutulan kayıtlarla sensör kayıtlarını karşılaştırmak, teknolojinin neyi kolaylaştırdığını ve neyi gözden kaçırabileceğini tartışmak için iyi bir fırsat oldu.</p>
`,
  },
  {
    slug: 'veli-ogretmen-is-birligiyle-bilim-senligi',
    title: 'Veli–Öğretmen İş Birliğiyle Bir Bilim Şenliği',
    excerpt:
      'Bir ilkokulun düzenlediği bilim şenliğinde deney masalarını öğrenciler ve veliler birlikte hazırladı. Planlamadan güvenliğe, şenlikten çıkan dersler.',
    category: 'vaka-calismasi',
    tags: ['veliler-icin', 'deney', 'stem'],
    illustration: 'trophy',
    author_name: 'Ayşe Yılmaz',
    author_role: 'Sınıf Öğretmeni',
    published_at: '2025-10-14T08:00:00.000Z',
    likes: 44,
    bookmarks: 19,
    content: `
<p>Bilim şenlikleri çoğu zaman öğretmenlerin üzerine büyük bir yük bindirir: malzeme, hazırlık, provalar ve etkinlik günü. Bu yıl okulumuzda farklı bir yol denedik ve şenliği velilerle birlikte planladık. Sonuç, yalnızca öğrencilerin değil, ailelerin de bilimle yakından tanıştığı bir gün oldu.</p>
<h2>Planlama toplantısı</h2>
<p>Dönem başında velilere kısa bir duyuru gönderip şenliğe katkı vermek isteyenleri bir toplantıya çağırdık. Gelen velilerle birlikte şenliğin temasını "Evimizdeki Bilim" olarak belirledik. Her deney masasının bir öğrenci takımı ve bir veli gönüllüsünden oluşmasına karar verdik; öğretmenler ise içerik ve güvenlik danışmanı rolünü üstlendi.</p>
<h2>Deney masaları</h2>
<p>Masalarda mutfak malzemeleriyle yapılabilen, ziyaretçilerin de katılabileceği deneylere yer verildi. Her masanın önünde deneyin adını, sorusunu ve güvenlik uyarısını gösteren bir kart bulunuyordu.</p>
<ul>
  <li>Kırmızı lahana suyuyla asit–baz renk değişimi</li>
  <li>Kâğıttan köprülerin taşıyabildiği ağırlık yarışması</li>
  <li>Balonla statik elektrik ve zıplayan kâğıt parçaları</li>
  <li>Gölge tiyatrosuyla ışığın doğrusal yayılması</li>
</ul>
<h2>Güvenlik önce gelir</h2>
<p>Şenlik öncesinde her masa için bir güvenlik kontrolü yapıldı. Isı kaynağı, kesici alet ve yutulabilecek küçük parçalar içeren deneyler programdan çıkarıldı. Her masada koruyucu gözlük, ıslak bez ve çöp kutusu bulunmasına özen gösterildi.</p>
<blockquote>Veliler şenlikten sonra en çok şunu söyledi: "Çocuğumun bir deneyi bana anlatırken bu kadar heyecanlandığını hiç görmemiştim."</blockquote>
<h2>Çıkardığımız dersler</h2>
<p>Gönüllü velilerle erken iletişim kurmak, görev dağılımını yazılı hâle getirmek ve bir prova günü yapmak şenliğin sorunsuz geçmesini sağladı. Bir sonraki yıl, şenliğin ardından her takımın deneyini evde tekrar yapabilmesi için bir deney föyü hazırlamayı planlıyoruz.</p>
`,
  },
];
