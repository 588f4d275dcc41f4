import type { SeedArticle } from '../blogCatalogue.ts';

export const EDUCATION_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'evde-yapilabilecek-5-guvenli-fen-deneyi',
    title: 'Evde Yapılabilecek 5 Güvenli Fen Deneyi',
    excerpt:
      'Mutfaktaki basit malzemelerle çocuğunuzla birlikte bilimsel düşünmeyi keşfedin. Her deney için malzemeleri ve güvenlik uyarılarını derledik.',
    category: 'egitim',
    tags: ['deney', 'fen-bilimleri', 'veliler-icin'],
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
    excerpt:
      'Kodlama bir programlama dili öğrenmekten önce bir düşünme biçimidir. Yaş gruplarına göre neyle başlanabileceğini özetledik.',
    category: 'egitim',
    tags: ['kodlama', 'veliler-icin', 'oyunla-ogrenme'],
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
];
