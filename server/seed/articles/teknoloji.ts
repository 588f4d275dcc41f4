import type { SeedArticle } from '../blogCatalogue.ts';

export const TECHNOLOGY_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'sinifta-yapay-zeka-ogretmenin-yeni-yardimcisi',
    title: 'Sınıfta Yapay Zekâ: Öğretmenin Yeni Yardımcısı',
    excerpt: 'Yapay zekâ araçları ders hazırlığından geri bildirime kadar öğretmenlere zaman kazandırabilir. Peki sınıfta hangi sınırlar içinde kullanılmalı?',
    category: 'teknoloji',
    tags: ['yapay-zeka', 'ogretmenler-icin', 'dijital-guvenlik'],
    illustration: 'robot',
    author_name: 'Burak Öztürk',
    author_role: 'Bilişim Teknolojileri Öğretmeni',
    published_at: '2026-10-14T08:00:00.000Z',
    featured: true,
    likes: 48,
    bookmarks: 21,
    content: `
<p>Yapay zekâ artık yalnızca bilim kurgu filmlerinde karşımıza çıkmıyor. Metin yazan, soru hazırlayan, resim çizen araçlar birkaç yıl içinde öğretmenlerin ve öğrencilerin günlük hayatına girdi. Bu durum hem heyecan hem de haklı soru işaretleri doğuruyor: Bu araçlar öğrenmeyi kolaylaştırır mı, yoksa düşünme emeğinin yerini mi alır?</p>
<h2>Öğretmene zaman kazandıran işler</h2>
<p>Yapay zekânın en güçlü olduğu alan, tekrar eden hazırlık işleridir. Bir konu için farklı zorluk seviyelerinde alıştırma hazırlamak, bir deney föyünü sadeleştirmek ya da veliye gidecek bir duyuruyu toparlamak dakikalar içinde yapılabilir. Öğretmenin kazandığı zaman, öğrencisiyle birebir ilgilenmeye ayrılabilir.</p>
<ul>
  <li>Aynı kazanım için kolay, orta ve zor seviyede soru taslakları</li>
  <li>Uzun metinlerin yaş grubuna uygun özetleri</li>
  <li>Deney sonrası tartışma için açık uçlu soru önerileri</li>
</ul>
<h2>Sınırlar ve sorumluluk</h2>
<p>Yapay zekâ araçları bazen kendinden emin bir dille yanlış bilgi üretebilir. Bu yüzden üretilen her içerik öğretmenin süzgecinden geçmelidir. Öğrencilerin adı, notları ya da sağlık bilgileri gibi kişisel veriler bu araçlara girilmemelidir; kişisel verilerin korunmasına ilişkin yükümlülükler okullar için de geçerlidir.</p>
<blockquote>İyi bir kural: Yapay zekâyı bir taslak yazarı olarak görün, son sözü her zaman öğretmen söylesin.</blockquote>
<h2>Öğrencilerle birlikte keşfetmek</h2>
<p>Ortaokul öğrencileriyle yapay zekânın nasıl çalıştığını konuşmak, onları bilinçli kullanıcılar hâline getirir. Bir sohbet aracının verdiği cevabı ders kitabıyla karşılaştırmak ve hataları birlikte bulmak, eleştirel düşünmeyi besleyen güzel bir etkinliktir. Amaç teknolojiden korkmak değil; onu anlayarak ve sorgulayarak kullanmaktır.</p>
`,
  },
  {
    slug: 'internet-kesildiginde-ogrenme-durmasin',
    title: 'İnternet Kesildiğinde Öğrenme Durmasın: Çevrimdışı Eğitim Uygulamaları',
    excerpt:
      'Bağlantının zayıf olduğu okullarda çevrimdışı çalışan uygulamalar dersin akışını korur. Bu uygulamaların nasıl çalıştığını ve nelere dikkat edilmesi gerektiğini anlattık.',
    category: 'teknoloji',
    tags: ['cevrimdisi', 'ogretmenler-icin', 'stem'],
    illustration: 'tablet',
    author_name: 'Can Arslan',
    author_role: 'Yazılım Geliştirici',
    published_at: '2026-06-02T09:30:00.000Z',
    updated_at: '2026-09-18T12:00:00.000Z',
    likes: 19,
    bookmarks: 11,
    content: `
<p>Derse tam hazırlanmış bir öğretmeni düşünün: Deney videosu, etkinlik ve sınav soruları hazır. Tam ders başlarken okulun internet bağlantısı kesiliyor. Kırsaldaki pek çok okul, kalabalık kampüsler ve hatta bazı şehir okulları için bu hâlâ sık yaşanan bir durum.</p>
<h2>Çevrimdışı çalışmak ne demek?</h2>
<p>İlerleyici web uygulamaları (PWA), ilk açılışta ihtiyaç duydukları dosyaları cihaza kaydeder. Sonraki açılışlarda uygulama bu kayıtlı kopyadan çalışır; bağlantı varsa arka planda yenilenir. Böylece bir tablet, ağ olmadığında da ders içeriğini, etkinlikleri ve oyunları açabilir.</p>
<h2>Gönderilen formlar kaybolmasın</h2>
<p>Çevrimdışıyken doldurulan bir iletişim formu ya da bülten kaydı bir kuyruğa alınır. Bağlantı geri geldiğinde uygulama bu istekleri sırayla gönderir. Aynı isteğin iki kez kaydedilmemesi için her gönderime benzersiz bir anahtar eklenir; sunucu bu anahtarı gördüğünde ilk cevabı tekrarlar.</p>
<ul>
  <li>Uygulamayı okul ağında bir kez açarak cihaza kurun.</li>
  <li>Tabletlerin depolama alanının dolmamasına dikkat edin.</li>
  <li>Paylaşılan cihazlarda ders sonunda oturumu kapatmayı alışkanlık hâline getirin.</li>
</ul>
<h2>Sınırlar</h2>
<p>Çevrimdışı çalışma her şeyi çözmez: Canlı sohbet, yeni makaleler ya da güncel skor tabloları için bağlantı gerekir. Yine de dersin temel akışını koruyan bir uygulama, öğretmenin planını bir kablonun insafına bırakmaz.</p>
`,
  },
  {
    slug: 'mikrodenetleyiciyle-ilk-proje-akilli-saksi',
    title: 'Mikrodenetleyiciyle İlk Proje: Yanıp Sönen Işıktan Akıllı Saksıya',
    excerpt:
      'Bir mikrodenetleyici kartı, birkaç kablo ve bir nem sensörüyle sınıfta adım adım akıllı saksı yapıyoruz. Kodlamayı fen dersine bağlayan bir proje planı.',
    category: 'teknoloji',
    tags: ['kodlama', 'robotik', 'stem'],
    illustration: 'gears',
    author_name: 'Can Arslan',
    author_role: 'Yazılım Geliştirici',
    published_at: '2026-11-10T08:00:00.000Z',
    likes: 22,
    bookmarks: 17,
    content: `
<p>Blok tabanlı kodlamayla tanışmış öğrenciler için bir sonraki adım, yazdıkları kodun gerçek dünyada bir şeyi değiştirdiğini görmektir. Mikrodenetleyici kartları tam da bunu sağlar: Bir sensörden veri okur, bir karar verir ve bir ışığı, sesi ya da motoru çalıştırır. Bu yazıda dört ders saatine yayılan, ortaokul öğrencilerine uygun bir proje planı paylaşıyoruz.</p>
<h2>1. ders: Işığı yakıp söndürmek</h2>
<p>Her mikrodenetleyici yolculuğu, bir LED'i yakıp söndürmekle başlar. Bu basit görev aslında üç önemli kavramı içerir: <strong>çıkış</strong> (karttan dışarı giden sinyal), <strong>bekleme</strong> (zamanın kodla kontrolü) ve <strong>döngü</strong> (aynı işin tekrar tekrar yapılması). Öğrencilerden bekleme süresini değiştirip ışığın nasıl davrandığını gözlemlemelerini ve sonucu önceden tahmin etmelerini isteyin.</p>
<h2>2. ders: Sensörden veri okumak</h2>
<p>Toprak nem sensörü, iki metal uç arasındaki elektriksel iletkenliği ölçer. Islak toprak elektriği daha iyi iletir, bu yüzden sensörün verdiği değer değişir. Öğrenciler sensörü kuru toprağa, nemli toprağa ve bir bardak suya batırarak değerleri bir tabloya yazar. Bu aşama, fen dersindeki iletken ve yalıtkan maddeler konusuyla doğal bir bağ kurar.</p>
<ul>
  <li>Ölçümleri en az üç kez tekrarlayın ve ortalamasını alın.</li>
  <li>Sensörün ölçtüğü sayının "nem yüzdesi" olmadığını, ham bir değer olduğunu konuşun.</li>
  <li>Farklı toprak türleriyle değerlerin nasıl değiştiğini karşılaştırın.</li>
</ul>
<h2>3. ders: Karar veren program</h2>
<p>Artık elimizde bir eşik değeri var. Program, ölçülen değer eşiğin altına düştüğünde kırmızı ışığı yakacak, üstündeyken yeşil ışığı yakacak. "Eğer… değilse…" yapısı burada somut bir anlam kazanır. Eşik değerini sınıf olarak tartışıp belirlemek, verilere dayalı karar vermenin güzel bir örneğidir.</p>
<blockquote>Projenin amacı çalışan bir saksı yapmak kadar, "neden böyle çalışıyor?" sorusuna cevap verebilmektir.</blockquote>
<h2>4. ders: Sunum ve iyileştirme</h2>
<p>Son derste takımlar projelerini tanıtır ve bir iyileştirme önerir: sesli uyarı eklemek, ölçümü belli aralıklarla yapmak ya da pil ömrünü uzatmak gibi. Tamamlanan saksılar sınıfın penceresine yerleştirildiğinde, bitkilerin bakımı da öğrencilerin sorumluluğuna geçer. Kablolarla çalışırken düşük gerilimli kartların kullanılması, kartların bilgisayardan ya da pilden beslenmesi ve suyun kartın kendisine değmemesi önemli güvenlik kurallarıdır.</p>
`,
  },
  {
    slug: 'sanal-laboratuvar-mi-gercek-deney-mi',
    title: 'Sanal Laboratuvar mı, Gerçek Deney mi?',
    excerpt:
      'Simülasyonlar tehlikeli ya da pahalı deneyleri sınıfa getirir; gerçek deneyler ise elin ve gözün deneyimini. İkisini birlikte kullanmanın yollarını anlattık.',
    category: 'teknoloji',
    tags: ['deney', 'fen-bilimleri', 'ogretmenler-icin'],
    illustration: 'atom',
    author_name: 'Dr. Selin Aydın',
    author_role: 'Fen Eğitimi Uzmanı',
    published_at: '2026-09-03T08:00:00.000Z',
    likes: 31,
    bookmarks: 26,
    content: `
<p>Fen öğretmenlerinin sık karşılaştığı bir ikilem var: Malzeme, zaman ve güvenlik sınırları varken her konuyu gerçek bir deneyle işlemek mümkün mü? Etkileşimli simülasyonlar ve sanal laboratuvarlar bu boşluğu doldurmak için güçlü araçlar sunuyor. Ancak bir ekranın, elin hissettiği ağırlığın ya da burnun aldığı kokunun yerini tam olarak tutamayacağı da açık.</p>
<h2>Simülasyonun güçlü olduğu yerler</h2>
<p>Bazı olayları gerçek hayatta gözlemlemek ya çok zor ya da imkânsızdır. Gezegenlerin hareketi, atomun yapısı, elektrik akımının bir devrede nasıl dolaştığı ya da bir ekosistemde yıllar süren değişimler simülasyonla görünür hâle gelir. Simülasyonun bir başka artısı, değişkenleri tek tek değiştirip sonucu hemen görmeyi sağlamasıdır.</p>
<ul>
  <li><strong>Görünmeyeni göstermek:</strong> moleküller, manyetik alan çizgileri, ses dalgaları</li>
  <li><strong>Tehlikeli olanı güvenle denemek:</strong> yüksek gerilim, yanıcı maddeler</li>
  <li><strong>Zamanı hızlandırmak:</strong> bitki büyümesi, mevsimlerin oluşumu</li>
</ul>
<h2>Gerçek deneyin vazgeçilmez yanları</h2>
<p>Gerçek deneyde işler her zaman planlandığı gibi gitmez: Ölçüm hatalıdır, malzeme eksiktir, sonuç beklenenden farklıdır. Bu "dağınıklık" aslında bilimin ta kendisidir. Öğrenci, ölçümü neden tekrarlaması gerektiğini, hatanın nereden kaynaklanabileceğini ve sonucu nasıl yorumlayacağını ancak gerçek bir deneyde öğrenir. Ayrıca malzemeye dokunmak, özellikle küçük yaştaki çocukların kavramları kalıcı biçimde öğrenmesine yardım eder.</p>
<h2>İkisini birlikte kullanmak</h2>
<p>En verimli yol, iki yöntemi bir sıraya koymaktır. Örneğin basit elektrik devreleri konusunda öğrenciler önce gerçek pil, kablo ve ampulle devre kurar; ardından simülasyonda aynı devreye daha fazla ampul ekleyerek parlaklığın nasıl değiştiğini inceler. Simülasyondaki sonucu tekrar gerçek devrede sınamak, iki dünya arasında köprü kurar.</p>
<blockquote>Simülasyonu deneyin yerine değil, deneyden önce merak uyandırmak ya da deneyden sonra derinleşmek için kullanın.</blockquote>
<p>Son olarak, hangi yöntemi seçerseniz seçin, öğrencilerden bir tahminde bulunmalarını, gözlemlerini kaydetmelerini ve sonucu tahminleriyle karşılaştırmalarını isteyin. Bilimsel düşünmeyi geliştiren şey aracın kendisi değil, bu döngüdür.</p>
`,
  },
  {
    slug: 'cocuklar-icin-guvenli-internet-aile-rehberi',
    title: 'Çocuklar İçin Güvenli İnternet: Ailelere Pratik Rehber',
    excerpt:
      'Çocuğunuz ödev için internete giriyor, oyun oynuyor, video izliyor. Yasaklardan çok konuşmaya dayanan, yaşa göre uygulanabilir güvenlik önerileri.',
    category: 'teknoloji',
    tags: ['dijital-guvenlik', 'veliler-icin', 'ekran-suresi'],
    illustration: 'globe',
    author_name: 'Burak Öztürk',
    author_role: 'Bilişim Teknolojileri Öğretmeni',
    published_at: '2026-02-24T08:00:00.000Z',
    updated_at: '2026-08-11T09:00:00.000Z',
    likes: 58,
    bookmarks: 49,
    content: `
<p>İnternet, çocukların öğrenmesi için eşsiz bir kaynak; ama aynı zamanda yetişkinler için bile yönetmesi zor riskler barındırıyor. Pek çok aile ilk tepki olarak yasaklara yöneliyor. Oysa çocuk büyüdükçe yasakların etkisi azalıyor, konuşarak kazanılan alışkanlıklar ise kalıcı oluyor. Bu rehberde evde hemen uygulayabileceğiniz önerileri topladık.</p>
<h2>Ortak alan, ortak kurallar</h2>
<p>Küçük yaştaki çocuklar için en etkili önlem, cihazın evin ortak bir alanında kullanılmasıdır. Kuralları birlikte yazmak ve buzdolabına asmak, çocuğun kurallara sahip çıkmasını kolaylaştırır. Kuralların yetişkinler için de geçerli olması, örnek olmanın en güçlü yoludur.</p>
<ul>
  <li>Hangi uygulamalar ve siteler kullanılabilir?</li>
  <li>Günün hangi saatlerinde ekran kullanılır, hangi saatlerde kullanılmaz?</li>
  <li>Tanımadığımız biri mesaj atarsa ne yaparız?</li>
  <li>Bir şey canımızı sıkarsa kime söyleriz?</li>
</ul>
<h2>Kişisel bilgiler neden özel?</h2>
<p>Çocuklara adres, okul adı, telefon numarası ve fotoğraf gibi bilgilerin neden paylaşılmaması gerektiğini somut örneklerle anlatın. "İnternete konan bir şey, geri alınamayan bir mektup gibidir" benzetmesi çoğu çocuk için anlaşılırdır. Oyunlardaki kullanıcı adlarının gerçek adı içermemesi de basit ama önemli bir önlemdir.</p>
<h2>Güven ilişkisi her filtreden güçlüdür</h2>
<p>Ebeveyn denetimi araçları ve güvenli arama ayarları yararlıdır, ancak hiçbir filtre kusursuz değildir. Asıl koruma, çocuğun karşılaştığı rahatsız edici bir durumu cezalandırılma korkusu olmadan anlatabilmesidir. Çocuğunuz size bir sorun anlattığında önce teşekkür edin, sonra birlikte çözüm arayın.</p>
<blockquote><strong>Unutmayın:</strong> "Bana her şeyi anlatabilirsin, kızmayacağım" cümlesi, en gelişmiş güvenlik yazılımından daha fazla koruma sağlar.</blockquote>
<h2>Yaşa göre küçük adımlar</h2>
<p>İlkokul çağında çocukla birlikte gezinmek, ortaokulda ise onun kullandığı uygulamaları merakla sormak ve birlikte denemek iyi bir başlangıçtır. Ergenliğe yaklaştıkça denetimden çok danışmanlık rolüne geçmek, çocuğun kendi kararlarını güvenle verebilmesini sağlar.</p>
`,
  },
  {
    slug: 'telefon-sensorleriyle-fen-deneyleri',
    title: 'Telefon ve Tablet Sensörleriyle Fen Deneyleri',
    excerpt: 'Cebimizdeki cihazlar ivme, ışık, ses ve manyetik alan ölçebilen küçük birer laboratuvar. Sınıfta sensörlerle yapılabilecek ölçüm etkinlikleri.',
    category: 'teknoloji',
    tags: ['deney', 'fen-bilimleri', 'stem'],
    illustration: 'tablet',
    author_name: 'Hatice Koç',
    author_role: 'Fen Bilimleri Öğretmeni',
    published_at: '2025-12-09T08:00:00.000Z',
    likes: 27,
    bookmarks: 34,
    content: `
<p>Bir akıllı telefonun içinde ekranı döndüren ivmeölçer, parlaklığı ayarlayan ışık sensörü, pusulayı çalıştıran manyetometre ve sesleri alan bir mikrofon bulunur. Uygun bir ölçüm uygulamasıyla bu sensörler, okulda pahalı laboratuvar donanımı olmadan gerçek veri toplamayı mümkün kılar. Üstelik öğrenciler günlük hayatta kullandıkları cihazın nasıl çalıştığını da keşfeder.</p>
<h2>Işık şiddeti ve uzaklık</h2>
<p>Karanlık bir ortamda bir el fenerini telefonun ışık sensörüne farklı uzaklıklardan tutun ve değerleri kaydedin. Uzaklık iki katına çıktığında ölçülen ışığın nasıl değiştiğini bir grafikte görmek, öğrenciler için şaşırtıcı bir keşiftir. Bu etkinlik, ışığın yayılmasıyla ilgili kazanımları somutlaştırır.</p>
<h2>Ses düzeyi haritası</h2>
<p>Öğrenciler okulun farklı noktalarında (kütüphane, koridor, kantin, bahçe) ses düzeyini ölçerek bir "gürültü haritası" çıkarabilir. Bu etkinlik, ses kirliliği ve sağlık konularını tartışmak için güzel bir başlangıç noktasıdır. Ölçümler aynı saatte ve aynı cihazla yapılırsa karşılaştırma daha anlamlı olur.</p>
<ul>
  <li><strong>İvmeölçer:</strong> asansörün kalkışı ve duruşu, salıncağın hareketi</li>
  <li><strong>Manyetometre:</strong> bir mıknatısın etrafındaki alanın güçlü ve zayıf bölgeleri</li>
  <li><strong>Mikrofon:</strong> farklı uzunluktaki su dolu şişelerin çıkardığı sesler</li>
</ul>
<h2>Dikkat edilmesi gerekenler</h2>
<p>Cihazlardaki sensörler bilimsel ölçüm aletleri kadar hassas değildir ve modelden modele farklı sonuç verebilir. Bu bir dezavantaj gibi görünse de aslında güzel bir öğrenme fırsatıdır: Öğrenciler ölçüm hatasını, kalibrasyonu ve neden aynı cihazla karşılaştırma yapmak gerektiğini tartışabilir.</p>
<blockquote>Sınıfta kişisel telefon kullanılmıyorsa okulun tabletleri ya da öğretmenin tek cihazıyla yapılan ortak ölçümler de aynı derecede öğreticidir.</blockquote>
<p>Ölçüm sırasında cihazları düşmeye karşı korumak, sıvılardan uzak tutmak ve kayıt alınan verilerde kişisel bilgi bulunmamasına dikkat etmek, etkinliği güvenli ve keyifli kılar.</p>
`,
  },
];
