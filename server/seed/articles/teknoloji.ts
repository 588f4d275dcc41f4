import type { SeedArticle } from '../blogCatalogue.ts';

export const TECHNOLOGY_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'sinifta-yapay-zeka-ogretmenin-yeni-yardimcisi',
    title: 'Sınıfta Yapay Zekâ: Öğretmenin Yeni Yardımcısı',
    excerpt:
      'Yapay zekâ araçları ders hazırlığından geri bildirime kadar öğretmenlere zaman kazandırabilir. Peki sınıfta hangi sınırlar içinde kullanılmalı?',
    category: 'teknoloji',
    tags: ['yapay-zeka', 'ogretmenler-icin', 'dijital-guvenlik'],
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
];
