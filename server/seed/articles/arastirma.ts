import type { SeedArticle } from '../blogCatalogue.ts';

export const RESEARCH_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'oyunla-ogrenme-matematik-basarisini-artiriyor-mu',
    title: 'Oyunla Öğrenme Matematik Başarısını Artırıyor mu?',
    excerpt:
      'Eğitsel oyunlar matematik derslerinde giderek daha çok kullanılıyor. Araştırmaların genel olarak ne gösterdiğini ve sınıfa taşırken nelere dikkat etmek gerektiğini özetledik.',
    category: 'arastirma',
    tags: ['oyunla-ogrenme', 'matematik', 'ogretmenler-icin'],
    author_name: 'Doç. Dr. Murat Şen',
    author_role: 'Matematik Eğitimi Araştırmacısı',
    published_at: '2026-08-26T08:00:00.000Z',
    likes: 29,
    bookmarks: 33,
    content: `
<p>Oyun tabanlı öğrenme üzerine yapılan çalışmaların sayısı son yirmi yılda hızla arttı. Bu çalışmaları bir araya getiren derleme ve meta-analizler, iyi tasarlanmış eğitsel oyunların öğrenme üzerinde genellikle küçük ile orta düzey arasında olumlu bir etkisi olduğunu bildiriyor. Ancak sonuçlar oyunun türüne, süresine ve sınıfta nasıl kullanıldığına göre belirgin biçimde değişiyor.</p>
<h2>Oyunun kendisi yetmiyor</h2>
<p>Araştırmalarda tekrar eden bir bulgu var: Oyun, öğretmenin yönlendirdiği bir tartışmayla birleştiğinde daha etkili oluyor. Öğrencinin oyunda ne yaptığını sözel olarak açıklaması, stratejisini arkadaşlarıyla karşılaştırması ve oyundaki durumu bir matematik ifadesine dönüştürmesi öğrenmeyi kalıcı hâle getiriyor.</p>
<h2>Hedefle uyum</h2>
<p>Eğlenceli ama öğretim hedefiyle ilgisi zayıf oyunlar, derse ayrılan zamanı tüketebilir. Kesirleri öğretmeyi amaçlayan bir oyunda öğrencinin kesirlerle gerçekten işlem yapması, yalnızca puan toplamasından çok daha değerlidir.</p>
<ul>
  <li>Oyunu seçmeden önce hangi kazanımı desteklediğini yazın.</li>
  <li>Oyun süresini kısa tutun ve ardından mutlaka bir değerlendirme yapın.</li>
  <li>Rekabet bazı öğrencileri kaygılandırabilir; iş birliğine dayalı oyunları da deneyin.</li>
</ul>
<h2>Sonuç</h2>
<p>Oyunla öğrenme sihirli bir çözüm değil, ama doğru kurulduğunda güçlü bir araç. Kanıtlar, oyunun öğretmenin yerini almadığını; öğretmenin oyunla birlikte sınıfta daha da önemli hâle geldiğini gösteriyor.</p>
`,
  },
  {
    slug: 'ekran-suresi-ve-dikkat-arastirmalar-ne-soyluyor',
    title: 'Ekran Süresi ve Dikkat: Araştırmalar Ne Söylüyor?',
    excerpt:
      'Ekran başında geçen sürenin çocukların dikkatine etkisi sık tartışılıyor. Sürenin yanında içeriğin ve bağlamın da önemli olduğunu gösteren bulguları derledik.',
    category: 'arastirma',
    tags: ['ekran-suresi', 'veliler-icin', 'dijital-guvenlik'],
    author_name: 'Dr. Selin Aydın',
    author_role: 'Fen Eğitimi Uzmanı',
    published_at: '2026-05-12T07:30:00.000Z',
    updated_at: '2026-10-01T09:00:00.000Z',
    likes: 52,
    bookmarks: 40,
    content: `
<p>"Ne kadar ekran süresi fazladır?" sorusunun herkese uyan tek bir cevabı yok. Yine de sağlık kuruluşlarının önerileri ve araştırmalar bazı ortak noktalarda buluşuyor.</p>
<h2>Küçük çocuklar için öneriler</h2>
<p>Dünya Sağlık Örgütü'nün 2019'da yayımladığı öneriler, iki yaşından küçük çocuklar için hareketsiz ekran süresini önermiyor; 2–4 yaş için ise bu sürenin günde bir saati geçmemesini, mümkünse daha az olmasını tavsiye ediyor. Okul çağındaki çocuklar için ise tek bir sayı yerine uyku, hareket ve aile zamanının korunması öne çıkıyor.</p>
<h2>Süre kadar içerik de önemli</h2>
<p>Araştırmalar, ekran başında ne yapıldığının en az ne kadar süre geçirildiği kadar önemli olduğunu gösteriyor. Bir yetişkinle birlikte izlenen ve üzerine konuşulan bir belgesel ile hızla akan kısa videolar aynı etkiyi yaratmıyor. Uykudan hemen önceki ekran kullanımı ise uyku kalitesini düşürerek ertesi günün dikkatini dolaylı yoldan etkileyebiliyor.</p>
<ul>
  <li>Yatmadan önceki son saati ekransız geçirmeyi deneyin.</li>
  <li>Yemek masasını ve yatak odasını ekransız alan olarak belirleyin.</li>
  <li>Çocuğunuzla birlikte izleyin, oynayın ve gördükleri hakkında konuşun.</li>
</ul>
<h2>Dengeyi birlikte kurmak</h2>
<p>Yasaklar çoğu zaman kısa ömürlüdür. Ekran kurallarını çocukla birlikte belirlemek, nedenlerini açıklamak ve yetişkinlerin de aynı kurallara uyması, uzun vadede daha sağlıklı alışkanlıklar kazandırır.</p>
`,
  },
];
