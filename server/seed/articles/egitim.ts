import type { SeedArticle } from '../blogCatalogue.ts';

export const EDUCATION_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'evde-yapilabilecek-5-guvenli-fen-deneyi',
    title: 'Evde Yapılabilecek 5 Güvenli Fen Deneyi',
    excerpt: 'Mutfaktaki basit malzemelerle çocuğunuzla birlikte bilimsel düşünmeyi keşfedin. Her deney için malzemeleri ve güvenlik uyarılarını derledik.',
    category: 'egitim',
    tags: ['deney', 'fen-bilimleri', 'veliler-icin'],
    illustration: 'flask',
    author_name: 'Dr. Selin Aydın',
    author_role: 'Fen Eğitimi Uzmanı',
    published_at: '2026-09-22T07:00:00.000Z',
    featured: true,
    likes: 87,
    bookmarks: 54,
    content: `
<p>Bilim yalnızca laboratuvarda yapılmaz. Mutfakta, banyoda ya da balkonda; merak eden bir çocuk ve ona eşlik eden bir yetişkin yeter. Aşağıdaki deneylerin hepsi evde bulunan malzemelerle yapılabilir. Her deneyden önce çocuğunuza bir tahminde bulunmasını, sonra gözlemini bir deftere yazmasını önerin.</p>
<h2>1. Lav lambası</h2>
<p>Bir bardağın dörtte birini suyla, kalanını sıvı yağla doldurun ve birkaç damla gıda boyası ekleyin. İçine yarım efervesan tablet attığınızda renkli kabarcıklar yukarı çıkıp aşağı iner. Su ile yağın neden karışmadığını birlikte konuşun.</p>
<h2>2. Kırmızı lahana ile asit mi baz mı?</h2>
<p>Doğranmış kırmızı lahanayı sıcak suda bekletip süzdüğünüz mor su, doğal bir ayıraçtır. Limon suyu eklenince pembeye, karbonatlı su eklenince yeşilimsi maviye döner. Sıcak su kısmını mutlaka yetişkin yapmalıdır.</p>
<h2>3. Yüzen yumurta</h2>
<p>Çiğ bir yumurta musluk suyunda batar. Suya kaşık kaşık tuz ekledikçe yumurtanın yükseldiğini görürsünüz. Bu deney, yoğunluk kavramını somut hâle getirir.</p>
<h2>4. Kendi kendine şişen balon</h2>
<p>Bir şişeye sirke koyun, balonun içine bir kaşık karbonat doldurun ve balonu şişenin ağzına geçirin. Karbonat sirkeye döküldüğünde açığa çıkan karbondioksit balonu şişirir.</p>
<h2>5. Poşette su döngüsü</h2>
<p>Kilitli bir poşete biraz su koyup güneş alan bir cama yapıştırın. Birkaç saat içinde buharlaşma, yoğuşma ve "yağış" poşetin içinde izlenebilir.</p>
<blockquote>Güvenlik önce gelir: Deneylerde koruyucu gözlük kullanın, malzemeleri ağza götürmeyin ve sıcak su ile kesici aletleri her zaman bir yetişkin kullansın.</blockquote>
`,
  },
  {
    slug: 'kodlamaya-baslamak-icin-dogru-yas-var-mi',
    title: 'Kodlamaya Başlamak İçin Doğru Yaş Var mı?',
    excerpt: 'Kodlama bir programlama dili öğrenmekten önce bir düşünme biçimidir. Yaş gruplarına göre neyle başlanabileceğini özetledik.',
    category: 'egitim',
    tags: ['kodlama', 'veliler-icin', 'oyunla-ogrenme'],
    illustration: 'puzzle',
    author_name: 'Burak Öztürk',
    author_role: 'Bilişim Teknolojileri Öğretmeni',
    published_at: '2026-04-08T08:00:00.000Z',
    likes: 36,
    bookmarks: 25,
    content: `
<p>Velilerden en sık duyduğumuz sorulardan biri şu: "Çocuğum kodlamaya kaç yaşında başlamalı?" Kısa cevap, tek bir doğru yaş olmadığıdır. Kodlama, bir problemi küçük adımlara bölmek, sıralı düşünmek ve hatayı bulup düzeltmek demektir. Bu beceriler ekran açılmadan da kazanılabilir.</p>
<h2>6–8 yaş: Ekransız etkinlikler</h2>
<p>Bu yaşta oyunlar en iyi öğretmendir. Yerde kareli bir parkurda arkadaşını "iki adım ileri, sağa dön" komutlarıyla hedefe götürmek, bir algoritmanın ne olduğunu beden hafızasıyla öğretir. Yönergeli boyama ve örüntü tamamlama etkinlikleri de aynı amaca hizmet eder.</p>
<h2>8–12 yaş: Blok tabanlı programlama</h2>
<p>Sürükle-bırak bloklarla çalışan ortamlar, yazım hatası kaygısı olmadan döngü, koşul ve değişken kavramlarını tanıtır. Kısa animasyonlar ya da basit oyunlar yapmak çocukların motivasyonunu yüksek tutar.</p>
<h2>12 yaş ve üzeri: Metin tabanlı diller</h2>
<p>Blok deneyimi olan öğrenciler metin tabanlı dillere çok daha kolay geçer. Robotik setler ve sensörlü kartlar, yazılan kodun fiziksel dünyada bir karşılığı olduğunu gösterdiği için bu dönemde özellikle etkilidir.</p>
<ul>
  <li>Süreyi değil, üretimi ölçün: Çocuğunuz ne yaptı, neyi düzeltti?</li>
  <li>Hata yapmayı normalleştirin; programcılar zamanlarının çoğunu hata ayıklayarak geçirir.</li>
  <li>Çocuğunuzun ilgi alanıyla bağ kurun: müzik, hikâye, oyun ya da doğa.</li>
</ul>
`,
  },
  {
    slug: 'sinifta-stem-nereden-baslamali',
    title: 'Sınıfta STEM: Nereden Başlamalı?',
    excerpt:
      'STEM; fen, teknoloji, mühendislik ve matematiği gerçek bir problemin etrafında buluşturur. Pahalı donanım olmadan ilk STEM etkinliğinizi planlamanız için adım adım bir rehber.',
    category: 'egitim',
    tags: ['stem', 'ogretmenler-icin', 'fen-bilimleri'],
    illustration: 'bulb',
    author_name: 'Elif Demir',
    author_role: 'STEM Eğitmeni',
    published_at: '2026-11-17T08:00:00.000Z',
    featured: true,
    likes: 41,
    bookmarks: 38,
    content: `
<p>STEM kelimesi çoğu zaman robotlar, 3B yazıcılar ve kodlama kartlarıyla birlikte anılıyor. Oysa STEM'in özü donanım değil, bir yaklaşım: Öğrenciler gerçek bir problemle karşılaşır, farklı disiplinlerin bilgisini kullanarak çözüm tasarlar, tasarımlarını sınar ve geliştirir. Bu yaklaşım bir karton kutu, birkaç pipet ve bantla da uygulanabilir.</p>
<h2>Problemle başlayın, konuyla değil</h2>
<p>Geleneksel derste önce konu anlatılır, sonra uygulama yapılır. STEM etkinliğinde sıra çoğu zaman tersine döner: Önce bir problem ortaya konur, öğrenciler çözüm ararken ihtiyaç duydukları bilgiye ulaşır. Örneğin "Okul bahçesindeki kuşlar için yağmurda ıslanmayan bir yemlik tasarlayın" problemi; malzemelerin özellikleri, kuvvet, ölçme ve çevre bilinci konularını kendiliğinden derse taşır.</p>
<h2>Mühendislik tasarım döngüsü</h2>
<p>STEM etkinliklerinin omurgası, mühendislerin de kullandığı tasarım döngüsüdür. Öğrencilere bu adımları bir afiş olarak sınıfta asmak, süreci görünür kılar:</p>
<ul>
  <li><strong>Sor:</strong> Problem ne? Hangi kısıtlar var (malzeme, süre, boyut)?</li>
  <li><strong>Hayal et:</strong> Takımca farklı çözüm fikirleri üret.</li>
  <li><strong>Planla:</strong> Bir fikir seç, çizimini yap, malzemeleri listele.</li>
  <li><strong>Yap:</strong> İlk modeli (prototipi) oluştur.</li>
  <li><strong>Sına ve geliştir:</strong> Test et, neyin işe yaramadığını bul, yeniden tasarla.</li>
</ul>
<h2>Başarısızlığa yer açın</h2>
<p>İlk prototipin çalışmaması STEM'in doğal bir parçasıdır. Öğretmenin burada "yanlış yaptınız" yerine "ne öğrendik, neyi değiştirelim?" diye sorması, öğrencilerin risk almaktan korkmamasını sağlar. Takımların her denemeyi ve yaptıkları değişikliği kısa notlarla kaydetmesi, hem öğrenmeyi derinleştirir hem de değerlendirme için zengin bir kaynak oluşturur.</p>
<blockquote>İyi bir STEM problemi tek bir doğru cevaba sahip değildir; farklı takımların farklı ama işe yarayan çözümler bulabileceği kadar açık olmalıdır.</blockquote>
<h2>Küçük başlayın</h2>
<p>İlk etkinlik için iki ders saatini geçmeyen, malzemesi kolay bulunan bir problem seçin. Kâğıttan en yüksek kuleyi kurmak, bir yumurtayı düşmeden korumak ya da pipetlerden bir köprü tasarlamak iyi başlangıçlardır. Öğrenciler süreci tanıdıkça problemleri büyütebilir, fen ve matematik kazanımlarıyla daha sıkı bağlar kurabilirsiniz.</p>
`,
  },
  {
    slug: 'bicimlendirici-degerlendirme-ogrenmeyi-gorunur-kilmak',
    title: 'Biçimlendirici Değerlendirme: Öğrenmeyi Görünür Kılmak',
    excerpt:
      'Sınav sonunda değil, öğrenme sürecinin içinde yapılan değerlendirme hem öğrenciye hem öğretmene yol gösterir. Derste hemen kullanabileceğiniz teknikler.',
    category: 'egitim',
    tags: ['olcme-degerlendirme', 'ogretmenler-icin'],
    illustration: 'checklist',
    author_name: 'Doç. Dr. Murat Şen',
    author_role: 'Matematik Eğitimi Araştırmacısı',
    published_at: '2026-10-27T08:00:00.000Z',
    likes: 34,
    bookmarks: 57,
    content: `
<p>Bir ünitenin sonunda yapılan sınav, öğrencinin neyi öğrendiğini gösterir; ama o noktada dersi değiştirmek için genellikle geç kalınmıştır. <strong>Biçimlendirici değerlendirme</strong>, öğrenme devam ederken öğrencinin nerede olduğunu anlamayı ve öğretimi buna göre ayarlamayı amaçlar. Not vermek için değil, yön bulmak için yapılır.</p>
<figure><img src="/media/blog/bicimlendirici-degerlendirme-dongusu.svg" alt="Hedefi paylaş, kanıt topla, geri bildirim ver, öğretimi ayarla adımlarından oluşan döngü şeması" width="640" height="360"><figcaption>Biçimlendirici değerlendirmenin dört adımı bir döngü oluşturur.</figcaption></figure>
<h2>Hedefi paylaşın</h2>
<p>Öğrenciler dersin sonunda neyi yapabiliyor olmaları gerektiğini bildiklerinde, kendi öğrenmelerini izlemeye başlarlar. Hedefi tahtaya öğrencinin diliyle yazın: "Bugünün sonunda bir maddenin katı, sıvı ve gaz hâlleri arasındaki farkı bir örnekle açıklayabileceğim." Başarının neye benzediğini gösteren bir örnek çalışma paylaşmak da hedefi somutlaştırır.</p>
<h2>Kanıt toplamanın hızlı yolları</h2>
<p>Sınıfın ne durumda olduğunu anlamak için uzun sınavlara gerek yoktur. Birkaç dakikalık teknikler, bütün sınıfın düşüncesini görünür kılar:</p>
<ul>
  <li><strong>Çıkış kartı:</strong> Ders bitmeden her öğrenci küçük bir kâğıda tek bir soruya cevap yazar.</li>
  <li><strong>Mini yazı tahtaları:</strong> Herkes cevabını aynı anda yazıp kaldırır; kimse diğerini beklemez.</li>
  <li><strong>Trafik ışığı:</strong> Öğrenciler yeşil, sarı ya da kırmızı kartla konuyu ne kadar anladığını gösterir.</li>
  <li><strong>Tanı soruları:</strong> Yanlış seçenekleri bilinen kavram yanılgılarını yansıtan çoktan seçmeli sorular.</li>
</ul>
<h2>Geri bildirim: Not yerine yol</h2>
<p>Etkili geri bildirim üç soruya cevap verir: Nereye gidiyorum? Şu an neredeyim? Sırada ne var? "Aferin" ya da yalnızca bir puan, bu sorulara cevap vermez. "Deneyindeki değişkenleri doğru belirlemişsin; şimdi sonuçlarını tabloya dökerek karşılaştırmayı dene" gibi bir cümle ise bir sonraki adımı gösterir.</p>
<blockquote>Değerlendirmeden elde edilen bilgi, öğretmenin planını değiştirmiyorsa biçimlendirici değildir.</blockquote>
<h2>Öğretimi ayarlamak</h2>
<p>Çıkış kartlarında sınıfın yarısı aynı hatayı yapıyorsa, ertesi gün konuya farklı bir örnekle dönmek gerekir. Hatayı yalnızca birkaç öğrenci yapıyorsa, onlarla küçük bir grup çalışması yeterli olabilir. Bu esneklik, her öğrencinin öğrenme yolculuğuna saygı duymanın en pratik biçimidir.</p>
`,
  },
  {
    slug: 'matematik-kaygisi-evde-neler-yapabiliriz',
    title: 'Matematik Kaygısı: Evde Neler Yapabiliriz?',
    excerpt: '"Ben matematikçi değilim" cümlesi çocuklara kolayca geçebilir. Matematikle barışık bir ev ortamı için velilere somut öneriler.',
    category: 'egitim',
    tags: ['matematik', 'veliler-icin', 'oyunla-ogrenme'],
    illustration: 'puzzle',
    author_name: 'Zeynep Kaya',
    author_role: 'Psikolojik Danışman',
    published_at: '2026-03-16T08:00:00.000Z',
    likes: 66,
    bookmarks: 45,
    content: `
<p>Bazı çocuklar bir matematik sorusunu gördüğü anda gerilir, elleri terler, bildiği şeyleri bile hatırlayamaz. Bu duruma <strong>matematik kaygısı</strong> denir ve yalnızca "matematiği sevmemek" ile açıklanamaz. Kaygı, çocuğun düşünme için kullandığı zihinsel kaynakları meşgul eder; bu yüzden kaygılı bir çocuk, aslında yapabileceği işlemlerde bile zorlanabilir.</p>
<h2>Sözlerimiz önemli</h2>
<p>"Ben de matematikte hep kötüydüm" ya da "Matematik zaten zor" gibi cümleler iyi niyetle söylense de çocuğa matematiğin doğuştan gelen bir yetenek olduğu mesajını verir. Bunun yerine çaba ve stratejiye vurgu yapan bir dil kullanmak, çocuğun kendine olan güvenini destekler.</p>
<ul>
  <li>"Bunu henüz bilmiyorsun, birlikte öğrenebiliriz."</li>
  <li>"Bu soruyu başka hangi yoldan çözebiliriz?"</li>
  <li>"Hata yapman, beyninin yeni bir şey öğrendiğini gösterir."</li>
</ul>
<h2>Matematiği günlük hayata taşıyın</h2>
<p>Matematik yalnızca ders kitabında değil; mutfakta, markette ve oyunlarda da vardır. Kek tarifindeki malzemeleri ikiye katlamak, alışverişte indirimi hesaplamak, yolculukta varış saatini tahmin etmek, çocuğun matematiği bir araç olarak görmesini sağlar. Bu etkinliklerde doğru cevaptan çok düşünme sürecini konuşmak önemlidir.</p>
<h2>Oyunun gücü</h2>
<p>Zar, kart ve tahta oyunları sayı duyusunu geliştirmenin en keyifli yollarındandır. Oyun ortamında yapılan hata, bir sınav kâğıdındaki hata kadar ağır hissettirmez. Haftada birkaç akşam ailece oynanan kısa oyunlar, matematikle olumlu bir ilişki kurmaya yardım eder.</p>
<blockquote>Amaç çocuğu daha fazla çalıştırmak değil, matematikle daha rahat bir ilişki kurmasını sağlamaktır.</blockquote>
<h2>Ödev zamanı</h2>
<p>Ödevde takılan çocuğa hemen cevabı söylemek yerine, soruyu kendi cümleleriyle anlatmasını isteyin. Kısa molalar verin ve ödevi bir gerilim anına dönüştürmekten kaçının. Kaygı uzun süre devam ediyor ve çocuğun okul hayatını belirgin biçimde etkiliyorsa, öğretmeni ve okulun rehberlik servisiyle görüşmek iyi bir adımdır.</p>
`,
  },
  {
    slug: 'deney-defteri-tutmak-bilimsel-dusunmenin-ilk-adimi',
    title: 'Deney Defteri Tutmak: Bilimsel Düşünmenin İlk Adımı',
    excerpt: 'Bilim insanları gözlemlerini neden deftere yazar? Çocuğunuzla ya da sınıfınızla bir deney defteri başlatmak için basit bir şablon ve öneriler.',
    category: 'egitim',
    tags: ['deney', 'bilimsel-dusunme', 'veliler-icin'],
    illustration: 'book',
    author_name: 'Hatice Koç',
    author_role: 'Fen Bilimleri Öğretmeni',
    published_at: '2026-01-12T08:00:00.000Z',
    likes: 38,
    bookmarks: 42,
    content: `
<p>Bir deneyin en heyecanlı anı, sonucun ortaya çıktığı andır. Ama o heyecan geçince ayrıntılar çabucak unutulur: Ne kadar su koymuştuk? Hangi sırayla karıştırmıştık? Sonuç ilk denemede mi çıkmıştı? Deney defteri, bu soruların cevabını saklayan ve çocuğa bilimsel düşünmenin temel alışkanlıklarını kazandıran basit bir araçtır.</p>
<h2>Neden defter?</h2>
<p>Bilim insanları yüzyıllardır gözlemlerini not eder. Defter, bir deneyin tekrarlanabilmesini sağlar; başkası aynı adımları izleyerek aynı sonuca ulaşabilmelidir. Çocuklar için defter tutmak aynı zamanda dikkatli gözlem yapmayı, düşüncelerini sıraya koymayı ve kendi tahminleriyle yüzleşmeyi öğretir.</p>
<h2>Basit bir sayfa şablonu</h2>
<p>Her deney için bir sayfa ayırın ve aşağıdaki başlıkları kullanın. Küçük yaştaki çocuklar yazmak yerine çizim yapabilir; önemli olan düşünme sırasıdır.</p>
<ul>
  <li><strong>Merak ettiğim soru:</strong> Tuzlu su mu, tatlı su mu daha çabuk donar?</li>
  <li><strong>Tahminim ve nedeni:</strong> Ne olacağını düşünüyorum, neden?</li>
  <li><strong>Malzemeler ve adımlar:</strong> Ne kullandım, hangi sırayla yaptım?</li>
  <li><strong>Gözlemlerim:</strong> Ne gördüm, ne ölçtüm? (tablo ya da çizim)</li>
  <li><strong>Sonuç:</strong> Tahminim doğru muydu? Yeni bir sorum var mı?</li>
</ul>
<h2>Yanlış tahmin, değerli tahmin</h2>
<p>Çocuklar tahminlerinin yanlış çıkmasından çekinebilir ve defterdeki tahmini sonradan düzeltmek isteyebilir. Bu noktada yanlış tahminin bilimin doğal bir parçası olduğunu anlatmak çok önemlidir. Tahminin yanlış çıktığı deney, çoğu zaman en çok şey öğreten deneydir; çünkü "Neden böyle oldu?" sorusunu doğurur.</p>
<blockquote>Deney defterinde silgi kullanılmaz: Yanlış bir şey yazıldıysa üzeri tek çizgiyle çizilir, böylece düşüncenin nasıl değiştiği görünür kalır.</blockquote>
<h2>Defteri paylaşmak</h2>
<p>Ayda bir, çocuğunuzun defterini birlikte karıştırın ya da sınıfta öğrencilerin defterlerinden bir sayfayı arkadaşlarına sunmasını isteyin. Kendi yaptığı bir deneyi anlatmak, çocuğun bilimsel dili kullanmasını ve özgüvenini geliştirir. Zamanla defter, çocuğun merakının izlerini taşıyan kişisel bir bilim arşivine dönüşür.</p>
`,
  },
  {
    slug: 'soru-soran-siniflar-meraki-derse-donusturmek',
    title: 'Soru Soran Sınıflar: Merakı Derse Dönüştürmek',
    excerpt:
      'Sorgulamaya dayalı öğrenmede dersin yönünü öğrencilerin soruları belirler. Soru üretmeyi öğretmek ve bu soruları araştırmaya dönüştürmek için teknikler.',
    category: 'egitim',
    tags: ['bilimsel-dusunme', 'ogretmenler-icin', 'fen-bilimleri'],
    illustration: 'speech',
    author_name: 'Elif Demir',
    author_role: 'STEM Eğitmeni',
    published_at: '2025-11-18T08:00:00.000Z',
    likes: 29,
    bookmarks: 31,
    content: `
<p>Küçük çocuklar gün boyunca sayısız soru sorar: Gökyüzü neden mavi? Karıncalar nereye gidiyor? Ay neden bizi takip ediyor? Okul yılları ilerledikçe bu soruların sayısı azalır; öğrenciler soru sormaktan çok soruları cevaplamaya alışır. <strong>Sorgulamaya dayalı öğrenme</strong>, bu doğal merakı yeniden dersin merkezine koymayı amaçlar.</p>
<h2>Soru sormak öğretilebilir bir beceridir</h2>
<p>Öğrencilere "Sorusu olan var mı?" diye sormak genellikle sessizlikle sonuçlanır. Bunun yerine soru üretmeyi yapılandırılmış bir etkinliğe dönüştürmek işe yarar. Sınıfa bir fotoğraf, bir nesne ya da kısa bir deney gösterin ve öğrencilerden belirli bir sürede olabildiğince çok soru yazmalarını isteyin. Bu aşamada soruları yargılamayın, cevaplamayın; yalnızca yazın.</p>
<h2>Soruları sınıflandırın</h2>
<p>Soru listesi oluştuktan sonra öğrencilerle birlikte soruları gruplayın. Bazıları tek kelimeyle cevaplanabilen kapalı sorulardır, bazıları ise araştırma gerektiren açık sorulardır. Bir soruyu diğer türe dönüştürmeyi denemek, öğrencilere soru yapısını düşündürür.</p>
<ul>
  <li><strong>Kapalı:</strong> "Bitki su olmadan yaşar mı?"</li>
  <li><strong>Açık:</strong> "Farklı miktarda su verilen bitkiler nasıl büyür?"</li>
  <li><strong>Araştırılabilir:</strong> "Her gün 50 mililitre ve 100 mililitre su verilen fasulyelerin boyu iki hafta sonunda nasıl farklılaşır?"</li>
</ul>
<h2>Sorudan deneye</h2>
<p>Araştırılabilir bir soru; değiştirilecek, ölçülecek ve sabit tutulacak şeyleri içinde barındırır. Öğrenciler soruyu seçtikten sonra bu değişkenleri belirleyip küçük bir deney tasarlar. Öğretmenin rolü cevabı vermek değil, "Bunu nasıl test edebiliriz?" ve "Sonucun adil olduğundan nasıl emin olabiliriz?" sorularıyla yol göstermektir.</p>
<blockquote>Bir öğrencinin sorusuyla başlayan ders, öğretmenin sorusuyla başlayan dersten çok daha uzun süre hatırlanır.</blockquote>
<h2>Soru duvarı</h2>
<p>Sınıfta bir "soru duvarı" oluşturmak, dersin akışına sığmayan soruları kaybetmemenin güzel bir yoludur. Öğrenciler aklına gelen soruları yapışkan notlara yazıp duvara asar; haftada bir bu sorulardan biri birlikte araştırılır. Böylece merak, ders saatinin dışında da beslenmeye devam eder.</p>
`,
  },
];
