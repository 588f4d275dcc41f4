import type { SeedArticle } from '../blogCatalogue.ts';

export const ACCESSIBILITY_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'herkes-icin-fen-gorme-engelli-ogrencilerle-deney',
    title: 'Herkes İçin Fen: Görme Engelli Öğrencilerle Deney Yapmak',
    excerpt: 'Fen deneyleri çoğunlukla gözleme dayanır; ama gözlem yalnızca görmek demek değildir. Dokunma, işitme ve koklamayla zenginleşen deney önerileri.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'deney', 'fen-bilimleri'],
    illustration: 'hands',
    author_name: 'Merve Şahin',
    author_role: 'Özel Eğitim Uzmanı',
    published_at: '2026-02-17T08:00:00.000Z',
    likes: 58,
    bookmarks: 37,
    content: `
<p>Fen derslerinde sıkça "Ne görüyorsunuz?" diye sorarız. Oysa bilimsel gözlem, bütün duyularla veri toplamaktır. Görme engelli bir öğrencinin deneye tam katılımı için birkaç küçük düzenleme çoğu zaman yeterlidir ve bu düzenlemeler sınıftaki herkesin öğrenmesini zenginleştirir.</p>
<h2>Dokunarak gözlem</h2>
<p>Kabartma çizimler, farklı dokulardaki malzemeler ve üç boyutlu modeller soyut kavramları elle tutulur hâle getirir. Örneğin bitki hücresi konusunda hamur ve farklı boyutta boncuklarla hazırlanmış bir model, ders kitabındaki çizimden çok daha akılda kalıcıdır.</p>
<h2>Sesle ölçüm</h2>
<p>Işık düzeyini ya da sıcaklığı sese dönüştüren sensörler, bir değişkenin artıp azalmasını işitilebilir kılar. Bu tür düzenekler basit kodlama kartlarıyla okulda da hazırlanabilir.</p>
<ul>
  <li>Malzeme kaplarını kabartma yazı ya da farklı dokudaki etiketlerle işaretleyin.</li>
  <li>Deney adımlarını sesli ve sıralı olarak anlatın; "şurası" yerine yön ve mesafe belirtin.</li>
  <li>Öğrenciyi eşli çalışmaya dahil edin, ama ölçümü kendisinin yapmasına fırsat verin.</li>
  <li>Sıcak, kesici ya da kırılabilir malzemelerin yerini sabit tutun ve önceden tanıtın.</li>
</ul>
<h2>Herkes kazanır</h2>
<p>Çok duyulu deney tasarımı yalnızca görme engelli öğrencilere değil; dikkatini sürdürmekte zorlanan, dokunarak daha iyi öğrenen ya da Türkçeyi yeni öğrenen öğrencilere de yarar. Kapsayıcı bir fen dersi, herkes için daha iyi bir fen dersidir.</p>
`,
  },
  {
    slug: 'disleksi-dostu-ders-materyali-hazirlamanin-7-yolu',
    title: 'Disleksi Dostu Ders Materyali Hazırlamanın 7 Yolu',
    excerpt: 'Yazı tipinden satır aralığına kadar küçük tasarım kararları, disleksisi olan öğrencilerin okuma yükünü belirgin biçimde azaltabilir.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'ogretmenler-icin'],
    illustration: 'book',
    author_name: 'Merve Şahin',
    author_role: 'Özel Eğitim Uzmanı',
    published_at: '2026-01-20T08:00:00.000Z',
    likes: 44,
    bookmarks: 62,
    content: `
<p>Disleksi, zekâyla ilgisi olmayan ve okumayı, yazmayı ve hecelemeyi etkileyen bir öğrenme güçlüğüdür. Disleksisi olan öğrenciler için hazırladığımız materyallerdeki küçük değişiklikler, metnin anlaşılmasını kolaylaştırır. Bu öneriler sınıftaki diğer öğrencilerin de işine yarar.</p>
<h2>Yedi öneri</h2>
<ol>
  <li><strong>Sade bir yazı tipi seçin.</strong> Tırnaksız (sans-serif) yazı tipleri harflerin ayırt edilmesini kolaylaştırır.</li>
  <li><strong>Yazıyı büyütün.</strong> 12–14 punto arası bir boyut çoğu öğrenci için rahattır.</li>
  <li><strong>Satır aralığını açın.</strong> 1,5 satır aralığı, satır atlamayı azaltır.</li>
  <li><strong>Metni sola hizalayın.</strong> İki yana yaslanmış metindeki düzensiz boşluklar okumayı zorlaştırır.</li>
  <li><strong>Vurgu için kalın yazı kullanın.</strong> Eğik yazı ve alt çizgi harfleri birbirine yaklaştırır.</li>
  <li><strong>Zemin rengine dikkat edin.</strong> Parlak beyaz yerine krem ya da açık pastel bir zemin göz yorgunluğunu azaltabilir.</li>
  <li><strong>Kısa cümleler ve maddeler kullanın.</strong> Yönergeleri numaralı adımlara bölün ve her adımda tek bir iş isteyin.</li>
</ol>
<h2>Sesli destek</h2>
<p>Metnin sesli bir sürümünü sunmak, öğrencinin enerjisini harfleri çözmeye değil içeriği anlamaya ayırmasını sağlar. Pek çok cihazdaki metin okuma özelliği bu iş için yeterlidir.</p>
<blockquote>Amaç metni basitleştirmek değil, metne giden yolu açmaktır.</blockquote>
`,
  },
  {
    slug: 'az-goren-ogrenciler-icin-erisilebilir-fen-dersi',
    title: 'Az Gören Öğrenciler İçin Fen Dersini Erişilebilir Kılmak',
    excerpt:
      'Büyük puntolu föyler, yüksek karşıtlık, dokunsal modeller ve sesli betimleme: Az gören öğrencilerin deneylere tam katılımı için sınıfta yapılabilecek düzenlemeler.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'fen-bilimleri', 'ogretmenler-icin'],
    illustration: 'eye',
    author_name: 'Deniz Aksoy',
    author_role: 'Özel Eğitim Öğretmeni',
    published_at: '2026-11-13T08:00:00.000Z',
    featured: true,
    likes: 46,
    bookmarks: 51,
    content: `
<p>Az gören öğrenciler, gözlük ya da lens gibi düzeltmelere rağmen görme güçlüğü yaşayan, ama görme duyularını kullanabilen öğrencilerdir. Fen dersleri; renk değişimlerine, küçük ölçek çizgilerine ve tahtadaki şemalara dayandığı için bu öğrenciler açısından zorlayıcı olabilir. İyi haber şu: Küçük düzenlemeler, hem az gören öğrencinin hem de sınıfın geri kalanının işini kolaylaştırır.</p>
<h2>Önce öğrenciyi dinleyin</h2>
<p>Az görme tek tip bir durum değildir. Bazı öğrenciler merkezde, bazıları çevrede görmekte zorlanır; kimi parlak ışıktan rahatsız olur, kimi daha fazla ışığa ihtiyaç duyar. Bu yüzden ilk adım, öğrenciye ve ailesine neyin işe yaradığını sormak ve okulun rehberlik ve özel eğitim birimiyle iş birliği yapmaktır.</p>
<h2>Yazılı materyaller</h2>
<ul>
  <li><strong>Büyük ve sade yazı:</strong> Öğrencinin ihtiyacına göre büyütülmüş, süssüz bir yazı tipi</li>
  <li><strong>Yüksek karşıtlık:</strong> Beyaz zemin üzerinde koyu yazı; renkli zemin üzerine yazıdan kaçının</li>
  <li><strong>Düzenli sayfa:</strong> Az sayıda görsel, geniş satır aralığı, net başlıklar</li>
  <li><strong>Dijital kopya:</strong> Öğrencinin kendi cihazında büyütebileceği ya da sesli okutabileceği bir dosya</li>
</ul>
<h2>Deney sırasında</h2>
<p>Deneylerde ölçüm aletleri çoğu zaman küçük çizgilere sahiptir. Ölçek çizgileri kalın bantla belirginleştirilmiş kaplar, büyük ekranlı dijital termometreler ve sesli çıktı veren ölçüm araçları az gören öğrencinin bağımsız ölçüm yapmasını sağlar. Renk değişimine dayanan deneylerde, değişimi sözlü olarak betimleyen bir takım arkadaşı ya da ışık sensörlü bir ölçüm düzeneği alternatif sunar.</p>
<blockquote>Erişilebilirlik, öğrenci için "kolaylaştırılmış" ayrı bir etkinlik hazırlamak değil; aynı etkinliğe herkesin katılabileceği yolları açmaktır.</blockquote>
<h2>Sınıf düzeni ve ışık</h2>
<p>Az gören öğrencinin tahtaya ve deney masasına yakın, ama pencereden gelen ışığın doğrudan gözüne gelmediği bir yerde oturması önemlidir. Tahtaya yazarken söylediklerinizi yüksek sesle tekrar etmek, şemaları sözlü olarak betimlemek ve parlak yüzeylerden kaynaklanan yansımaları azaltmak bütün sınıfa fayda sağlar.</p>
<h2>Dokunarak öğrenmek</h2>
<p>Hücre, atom ya da güneş sistemi gibi modellerin kabartmalı ya da üç boyutlu versiyonları, az gören öğrenciler için kavramları somutlaştırır. Bu modeller oyun hamuru, karton ve düğme gibi basit malzemelerle öğrencilerle birlikte yapılabilir. Dokunsal modellerin bütün sınıfta kullanılması, öğrencinin kendini ayrı tutulmuş hissetmemesini de sağlar.</p>
`,
  },
  {
    slug: 'isitme-kaybi-olan-ogrencilerle-deney-yapmak',
    title: 'İşitme Kaybı Olan Öğrencilerle Deney Yapmak',
    excerpt:
      'Deneyler çoğu zaman sözlü talimatlarla yürür. İşitme kaybı olan öğrencilerin deney sürecine tam katılması için görsel destek, sınıf düzeni ve iletişim önerileri.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'deney'],
    illustration: 'ear',
    author_name: 'Deniz Aksoy',
    author_role: 'Özel Eğitim Öğretmeni',
    published_at: '2026-06-16T08:00:00.000Z',
    likes: 32,
    bookmarks: 29,
    content: `
<p>Bir deney sırasında sınıf genellikle gürültülüdür: Malzemeler masaya konur, takımlar konuşur, öğretmen talimatları yüksek sesle tekrar eder. İşitme kaybı olan bir öğrenci için bu ortamda talimatları takip etmek ve tartışmalara katılmak zorlaşabilir. Oysa birkaç basit düzenleme, deneyi herkes için daha anlaşılır kılar.</p>
<h2>Talimatları görünür kılın</h2>
<p>Deney adımlarını yalnızca sözlü değil, yazılı ve resimli olarak da sunun. Her adımı numaralı bir kart ya da tahtada sabit kalan bir liste olarak paylaşmak, işitme kaybı olan öğrencinin kendi hızında ilerlemesini sağlar. Bu yöntem dikkat dağınıklığı yaşayan ya da Türkçeyi yeni öğrenen öğrencilere de yardımcı olur.</p>
<ul>
  <li>Adımları kısa cümlelerle ve birer resimle gösterin.</li>
  <li>Güvenlik uyarılarını kırmızı bir çerçeve içinde ayrıca belirtin.</li>
  <li>Önemli kelimeleri (örneğin "buharlaşma", "yoğunlaşma") tahtaya yazın.</li>
</ul>
<h2>Yüzünüzü gösterin</h2>
<p>Dudak okuyan ya da yüz ifadelerinden destek alan öğrenciler için konuşurken yüzünüzün görünmesi önemlidir. Tahtaya dönükken konuşmamak, ışığın arkadan gelmediği bir yerde durmak ve normal hızda, abartmadan konuşmak iletişimi kolaylaştırır. Öğrencinin işitme cihazı ya da koklear implant kullanıp kullanmadığını ve sınıfta bir FM sistemi gerekip gerekmediğini ailesi ve okulun özel eğitim birimiyle birlikte değerlendirin.</p>
<h2>Sesle ilgili deneyler</h2>
<p>Ses konusunu işlerken işitme kaybı olan öğrenciyi dışarıda bırakmak gerekmez. Sesin titreşim olduğunu göstermek için davul üzerindeki pirinç tanelerinin zıplaması, bir balona dokunarak titreşimi hissetmek ya da ses dalgalarını ekranda gösteren bir uygulama kullanmak, bütün sınıf için güçlü ve çok duyulu bir deneyim sunar.</p>
<blockquote>İşitme kaybı olan bir öğrenci için düzenlenen her görsel destek, aslında sınıftaki herkes için daha net bir ders demektir.</blockquote>
<h2>Takım çalışmasında iletişim</h2>
<p>Takım arkadaşlarına sırayla konuşmayı, konuşurken yüzlerini göstermeyi ve önemli kararları bir kâğıda yazmayı öğretmek, grup çalışmasını kapsayıcı hâle getirir. Öğrencinin takım içinde kayıt tutan ya da sunum yapan gibi aktif roller üstlenmesi, katılımını destekler ve akranlarıyla bağını güçlendirir.</p>
`,
  },
  {
    slug: 'dikkat-guclugu-yasayan-ogrenciler-icin-ders-akisi',
    title: 'Dikkat Güçlüğü Yaşayan Öğrenciler İçin Ders Akışı',
    excerpt:
      'Uzun talimatlar, bekleme süreleri ve kalabalık masalar dikkatini sürdürmekte zorlanan öğrenciler için zorlayıcıdır. Ders akışını herkes için daha net kılan pratik düzenlemeler.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'ogretmenler-icin', 'veliler-icin'],
    illustration: 'puzzle',
    author_name: 'Zeynep Kaya',
    author_role: 'Psikolojik Danışman',
    published_at: '2026-09-29T08:00:00.000Z',
    likes: 55,
    bookmarks: 64,
    content: `
<p>Her sınıfta dikkatini uzun süre sürdürmekte, yerinde oturmakta ya da talimatları sırayla takip etmekte zorlanan öğrenciler bulunabilir. Bu öğrencilerin bir kısmı tanı almış olabilir, bir kısmı almamış olabilir. Her iki durumda da öğretmenin ders akışında yapacağı küçük değişiklikler, öğrencinin derse katılımını belirgin biçimde kolaylaştırabilir. Tanı ve tedaviyle ilgili kararlar ise her zaman uzmanlara ve ailelere aittir.</p>
<h2>Dersin haritasını gösterin</h2>
<p>Dersin başında tahtaya kısa bir akış yazmak, öğrencinin ne zaman ne yapacağını bilmesini sağlar: "1. Tekrar soruları, 2. Deney, 3. Tartışma, 4. Çıkış kartı." Tamamlanan adımların üzerini çizmek, ilerlemeyi görünür kılar ve belirsizlikten doğan huzursuzluğu azaltır.</p>
<h2>Talimatları bölün</h2>
<p>Beş adımlı bir talimatı tek seferde vermek yerine, adımları birer birer verin ve her adımdan sonra kısa bir kontrol yapın. Talimatları yazılı olarak masada bulundurmak, öğrencinin kaçırdığı bir adıma geri dönebilmesini sağlar.</p>
<ul>
  <li>Bir seferde bir ya da iki adım verin.</li>
  <li>Öğrenciden talimatı kendi cümleleriyle tekrar etmesini isteyin.</li>
  <li>Zaman sınırlarını görsel bir sayaçla gösterin.</li>
</ul>
<h2>Hareketi planlayın</h2>
<p>Hareket etme ihtiyacını bastırmaya çalışmak yerine derse yerleştirmek daha verimlidir. Malzeme dağıtmak, tahtaya sonuç yazmak ya da istasyonlar arasında dolaşmak gibi görevler, hareketi öğrenmenin bir parçası hâline getirir. Deneyler bu açıdan büyük bir fırsattır: Öğrenci ellerini ve bedenini kullanarak derse katılır.</p>
<blockquote>Dikkat güçlüğü yaşayan bir öğrenci için düzenlenen net bir ders akışı, sınıftaki herkesin daha az zaman kaybetmesi demektir.</blockquote>
<h2>Olumlu geri bildirim ve iş birliği</h2>
<p>Öğrencinin doğru yaptığı davranışları fark edip hemen belirtmek, olumsuz davranışlara odaklanmaktan daha etkilidir. Aileyle düzenli iletişim kurmak ve okulun rehberlik servisiyle birlikte ortak bir plan yapmak, öğrencinin evde ve okulda tutarlı bir destek görmesini sağlar. Velilere de ödev saatlerini kısa bölümlere ayırmalarını ve çalışma ortamındaki dikkat dağıtıcıları azaltmalarını önerebilirsiniz.</p>
`,
  },
  {
    slug: 'erisilebilir-dijital-icerik-kontrol-listesi',
    title: 'Erişilebilir Dijital İçerik: Öğretmenler İçin Kontrol Listesi',
    excerpt:
      'Paylaştığınız sunum, föy ya da video her öğrenciye ulaşıyor mu? Görsellere açıklama eklemekten renk karşıtlığına, dijital içerik hazırlarken kontrol edilecek noktalar.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'ogretmenler-icin', 'dijital-guvenlik'],
    illustration: 'checklist',
    author_name: 'Can Arslan',
    author_role: 'Yazılım Geliştirici',
    published_at: '2025-11-04T08:00:00.000Z',
    updated_at: '2026-05-19T08:00:00.000Z',
    likes: 28,
    bookmarks: 58,
    content: `
<p>Öğretmenler her gün sunumlar, çalışma kâğıtları, videolar ve çevrim içi etkinlikler hazırlıyor. Bu içeriklerin bir ekran okuyucu kullanan, ekranı büyüterek okuyan, renkleri ayırt etmekte zorlanan ya da sesi duyamayan öğrencilere de ulaşması, birkaç temel kurala dikkat etmekle mümkün. Aşağıdaki kontrol listesini içeriğinizi paylaşmadan önce kullanabilirsiniz.</p>
<h2>Metin ve yapı</h2>
<ul>
  <li><strong>Gerçek başlıklar kullanın:</strong> Metni yalnızca büyütüp kalınlaştırmak yerine belge düzenleyicinin başlık stillerini seçin. Ekran okuyucular başlıklar arasında bu sayede gezinebilir.</li>
  <li><strong>Listeleri liste olarak yazın:</strong> Madde işaretlerini elle tire koyarak değil, liste aracıyla oluşturun.</li>
  <li><strong>Bağlantı metnini anlamlı yapın:</strong> "Buraya tıklayın" yerine "Deney föyünü indirin" gibi bir ifade kullanın.</li>
</ul>
<h2>Görseller</h2>
<p>Her anlamlı görsele kısa bir alternatif metin ekleyin. Alternatif metin görselin ne olduğunu değil, derste neden orada olduğunu anlatmalıdır. Örneğin "Bitki resmi" yerine "Işığa doğru eğilmiş fasulye fidesi; ışığın bitkinin büyüme yönünü etkilediğini gösteriyor" daha yararlı bir açıklamadır. Yalnızca süs amaçlı görseller için alternatif metin boş bırakılabilir.</p>
<h2>Renk ve karşıtlık</h2>
<p>Bilgiyi yalnızca renkle vermeyin. "Kırmızı olanlar yanlış cevaplar" demek yerine kırmızı renge bir işaret ya da kelime ekleyin. Yazı ile arka plan arasında yeterli karşıtlık olduğundan emin olun; açık gri üzerine beyaz yazı ya da fotoğraf üzerine ince yazı pek çok öğrenci için okunaksızdır.</p>
<blockquote>Erişilebilir içerik yalnızca engelli öğrenciler için değil; küçük ekranda okuyan, güneşli bahçede tablet kullanan ya da yorgun gözlerle ders çalışan herkes için daha iyidir.</blockquote>
<h2>Video ve ses</h2>
<p>Videolarınıza altyazı ekleyin ve mümkünse konuşma metnini yazılı olarak da paylaşın. Videoda yalnızca görüntüyle verilen önemli bilgileri ("gördüğünüz gibi sıvı renk değiştirdi") sözlü olarak da ifade edin. Otomatik oluşturulan altyazıları paylaşmadan önce mutlaka kontrol edin; özellikle bilimsel terimlerde hata yapabilirler.</p>
<h2>Son kontrol</h2>
<p>İçeriğinizi bir kez klavye ile gezinerek, bir kez de ekranı büyüterek kontrol edin. Bu iki basit test, erişilebilirlik sorunlarının önemli bir kısmını ortaya çıkarır. Öğrencilerinizden gelen geri bildirimler ise en değerli kontrol aracınızdır.</p>
`,
  },
];
