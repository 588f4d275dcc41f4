import type { SeedArticle } from '../blogCatalogue.ts';

export const ACCESSIBILITY_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'herkes-icin-fen-gorme-engelli-ogrencilerle-deney',
    title: 'Herkes İçin Fen: Görme Engelli Öğrencilerle Deney Yapmak',
    excerpt:
      'Fen deneyleri çoğunlukla gözleme dayanır; ama gözlem yalnızca görmek demek değildir. Dokunma, işitme ve koklamayla zenginleşen deney önerileri.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'deney', 'fen-bilimleri'],
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
    excerpt:
      'Yazı tipinden satır aralığına kadar küçük tasarım kararları, disleksisi olan öğrencilerin okuma yükünü belirgin biçimde azaltabilir.',
    category: 'erisilebilirlik',
    tags: ['kapsayici-egitim', 'ogretmenler-icin'],
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
];
