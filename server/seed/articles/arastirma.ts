import type { SeedArticle } from '../blogCatalogue.ts';

export const RESEARCH_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'oyunla-ogrenme-matematik-basarisini-artiriyor-mu',
    title: 'Oyunla Öğrenme Matematik Başarısını Artırıyor mu?',
    excerpt:
      'Eğitsel oyunlar matematik derslerinde giderek daha çok kullanılıyor. Araştırmaların genel olarak ne gösterdiğini ve sınıfa taşırken nelere dikkat etmek gerektiğini özetledik.',
    category: 'arastirma',
    tags: ['oyunla-ogrenme', 'matematik', 'ogretmenler-icin'],
    illustration: 'chart',
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
    illustration: 'bulb',
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
  {
    slug: 'yaparak-ogrenme-arastirmalar-ne-diyor',
    title: 'Yaparak Öğrenme: Araştırmalar Ne Diyor?',
    excerpt:
      'Elle yapılan etkinlikler öğrenmeyi kendiliğinden güçlendirir mi? Uygulamalı öğrenme üzerine yapılan çalışmaların ortak mesajlarını ve sınıfa yansımalarını derledik.',
    category: 'arastirma',
    tags: ['deney', 'bilimsel-dusunme', 'ogretmenler-icin'],
    illustration: 'magnifier',
    author_name: 'Doç. Dr. Murat Şen',
    author_role: 'Matematik Eğitimi Araştırmacısı',
    published_at: '2026-11-20T08:00:00.000Z',
    featured: true,
    likes: 24,
    bookmarks: 36,
    content: `
<p>"Duyarsam unuturum, görürsem hatırlarım, yaparsam anlarım" sözü eğitimciler arasında çok sevilir. Uygulamalı etkinliklerin öğrenmeye katkısı da eğitim araştırmalarının uzun zamandır ilgilendiği bir konu. Peki araştırmalar gerçekten ne söylüyor? Kısa cevap: Yaparak öğrenme güçlü bir yaklaşım, ancak yalnızca "yapmak" yetmiyor; <strong>düşünerek yapmak</strong> gerekiyor.</p>
<h2>Elle tutulur deneyim neden yardımcı olur?</h2>
<p>Bilişsel bilim alanındaki çalışmalar, soyut kavramların somut deneyimlere bağlandığında daha kolay anlaşıldığını gösteriyor. Bir kaldıracı kendi eliyle deneyen öğrenci, kuvvet ve uzaklık arasındaki ilişkiyi bedeninde hisseder. Bu deneyim daha sonra formülle karşılaştığında ona tutunacağı bir anlam sunar.</p>
<h2>Yönlendirme şart</h2>
<p>Araştırmaların tekrar eden bir bulgusu, tamamen serbest bırakılan keşif etkinliklerinin özellikle yeni başlayan öğrenciler için verimsiz olabileceğidir. Öğrenci ne aradığını bilmediğinde, etkinliğin eğlenceli kısmına odaklanır ve asıl kavramı kaçırabilir. Buna karşılık öğretmenin yapılandırdığı, hedefi net, doğru anlarda soru sorulan ve sonunda tartışmayla bağlanan etkinlikler daha güçlü sonuçlar veriyor.</p>
<ul>
  <li><strong>Önce tahmin:</strong> Öğrenciler deneyden önce ne olacağını tahmin edip gerekçelendirir.</li>
  <li><strong>Sonra gözlem:</strong> Deney yapılır, gözlemler kaydedilir.</li>
  <li><strong>En önemlisi açıklama:</strong> Tahmin ile gözlem arasındaki fark tartışılır ve kavrama bağlanır.</li>
</ul>
<h2>Malzeme değil, düşünme</h2>
<p>Bir başka önemli nokta, etkinliğin malzemesinin değil, öğrencinin zihninde olan bitenin belirleyici olduğudur. Çok renkli ve dikkat dağıtıcı malzemeler bazen kavramın önüne geçebilir. Sade malzemelerle yapılan, ama öğrenciyi düşünmeye zorlayan bir etkinlik, gösterişli bir setten daha öğretici olabilir.</p>
<blockquote>Yaparak öğrenmenin gücü, ellerin meşgul olmasından değil, zihnin meşgul olmasından gelir.</blockquote>
<h2>Sınıf için çıkarımlar</h2>
<p>Araştırmaların ortak mesajını üç cümleyle özetleyebiliriz: Etkinliğin hedefini belirleyin, öğrencileri etkinlik sırasında düşünmeye yönlendiren sorular hazırlayın ve etkinliği mutlaka bir tartışma ya da yazılı açıklamayla bitirin. Bu üç adım, elle yapılan her etkinliği güçlü bir öğrenme deneyimine dönüştürebilir.</p>
`,
  },
  {
    slug: 'hangi-geri-bildirim-ise-yarar',
    title: 'Hangi Geri Bildirim İşe Yarar?',
    excerpt:
      'Geri bildirim öğrenmeyi en çok etkileyen etkenlerden biri olarak anılır; ama her geri bildirim aynı etkiyi yaratmaz. Araştırmaların işaret ettiği ilkeler.',
    category: 'arastirma',
    tags: ['olcme-degerlendirme', 'ogretmenler-icin'],
    illustration: 'speech',
    author_name: 'Zeynep Kaya',
    author_role: 'Psikolojik Danışman',
    published_at: '2026-07-07T08:00:00.000Z',
    likes: 33,
    bookmarks: 47,
    content: `
<p>Eğitim araştırmalarında geri bildirim, öğrenmeyi en çok etkileyen öğretim uygulamaları arasında sık sık öne çıkar. Ancak aynı çalışmalar çarpıcı bir uyarı da yapar: Bazı geri bildirimler öğrenmeyi hiç desteklemez, hatta bazı durumlarda olumsuz etkileyebilir. Farkı yaratan, geri bildirimin neye odaklandığı ve öğrencinin onunla ne yapabildiğidir.</p>
<h2>Göreve odaklanın, kişiye değil</h2>
<p>"Çok zekisin" gibi kişiye yönelik övgüler kısa süreli bir mutluluk yaratsa da öğrenciye bir sonraki adım için bilgi vermez. Daha da önemlisi, başarıyı sabit bir özelliğe bağladığı için öğrencinin zorlukla karşılaştığında vazgeçmesine yol açabilir. Göreve ve sürece yönelik geri bildirim ise öğrencinin neyi iyi yaptığını ve neyi geliştirebileceğini gösterir.</p>
<ul>
  <li><strong>Kişiye yönelik:</strong> "Harikasın!"</li>
  <li><strong>Göreve yönelik:</strong> "Grafiğindeki eksenleri doğru adlandırmışsın."</li>
  <li><strong>Sürece yönelik:</strong> "Sonucu kontrol etmek için ölçümü tekrarlaman çok iyi bir fikirdi; bir sonraki deneyde de bunu yapabilirsin."</li>
</ul>
<h2>Zamanlama önemli</h2>
<p>Geri bildirimin, öğrenci hâlâ görevle ilgiliyken ve onu kullanabileceği bir fırsat varken verilmesi önerilir. Sınav kâğıdı haftalar sonra geri döndüğünde öğrenci çoğu zaman yalnızca notuna bakar. Taslak üzerinde verilen ve ardından düzeltme fırsatı tanınan geri bildirim ise gerçekten kullanılır.</p>
<h2>Notla birlikte yorum</h2>
<p>Bazı araştırmalar, not ile yorum birlikte verildiğinde öğrencilerin yorumu gözden kaçırabildiğine dikkat çeker. Bu nedenle bazı öğretmenler önce yalnızca yorumları paylaşıyor, öğrenci düzeltmeleri yaptıktan sonra notu veriyor. Bu yaklaşım her sınıfa uymayabilir, ama denemeye değer.</p>
<blockquote>İyi bir geri bildirim, öğrencinin kâğıdı kapatıp "Şimdi ne yapmalıyım?" sorusuna kendi kendine cevap verebilmesini sağlar.</blockquote>
<h2>Öğrenciden öğretmene</h2>
<p>Geri bildirim tek yönlü değildir. Öğrencilerin neyi anlamadığını gösteren cevapları, öğretmen için de değerli bir geri bildirimdir. Sınıfın büyük bölümü aynı hatayı yapıyorsa, sorun çoğu zaman öğrencilerde değil, konunun anlatılış biçimindedir.</p>
`,
  },
  {
    slug: 'aralikli-tekrar-ve-hatirlama-pratigi',
    title: 'Aralıklı Tekrar ve Hatırlama Pratiği: Kalıcı Öğrenmenin İki Anahtarı',
    excerpt:
      'Bilgiyi tekrar tekrar okumak yerine aralıklarla hatırlamaya çalışmak neden daha etkili? Bilişsel psikolojinin iyi bilinen iki bulgusu ve ders çalışmaya yansımaları.',
    category: 'arastirma',
    tags: ['bilimsel-dusunme', 'veliler-icin', 'ogretmenler-icin'],
    illustration: 'bulb',
    author_name: 'Dr. Selin Aydın',
    author_role: 'Fen Eğitimi Uzmanı',
    published_at: '2026-03-03T08:00:00.000Z',
    likes: 61,
    bookmarks: 73,
    content: `
<p>Sınav öncesi gece saatlerce aynı notları okumak, pek çok öğrencinin bildiği bir çalışma yöntemidir. Bu yöntem o an bilgiyi "tanıdık" hissettirir; ancak birkaç hafta sonra öğrenilenlerin büyük kısmı unutulur. Bilişsel psikoloji, uzun süredir daha kalıcı öğrenmeyi sağlayan iki stratejiye dikkat çekiyor: <strong>aralıklı tekrar</strong> ve <strong>hatırlama pratiği</strong>.</p>
<h2>Unutma eğrisi</h2>
<p>On dokuzuncu yüzyılda Alman psikolog Hermann Ebbinghaus, kendi üzerinde yaptığı deneylerle öğrenilen bilginin zamanla nasıl unutulduğunu inceledi. Ortaya çıkan "unutma eğrisi", unutmanın öğrenmeden hemen sonra hızlı olduğunu, sonra yavaşladığını gösterir. Bilgiyi tam unutulmaya başladığı anda tekrar etmek ise eğriyi her seferinde daha yavaş düşen bir hâle getirir.</p>
<h2>Aralıklı tekrar</h2>
<p>Aynı süreyi tek bir oturumda kullanmak yerine birkaç güne yaymak, bilginin daha uzun süre hatırlanmasını sağlar. Bu bulgu, farklı yaş grupları ve konularla yapılan çok sayıda çalışmada tekrarlanmıştır. Pratik bir uygulama olarak yeni öğrenilen bir konuyu ertesi gün, birkaç gün sonra ve bir hafta sonra kısaca tekrar etmek önerilir.</p>
<h2>Hatırlama pratiği</h2>
<p>Bilgiyi yeniden okumak yerine hafızadan çağırmaya çalışmak, öğrenmeyi güçlendiren en etkili yollardan biridir. Kendi kendine soru sormak, kitabı kapatıp bir konuyu anlatmaya çalışmak ya da kısa bilgi yarışmaları bu pratiğin örnekleridir. Hatırlamak zorlandığında bile bu çaba, bilginin hafızada daha sağlam yer etmesine yardımcı olur.</p>
<ul>
  <li>Konuyu okuduktan sonra kitabı kapatın ve hatırladıklarınızı yazın.</li>
  <li>Bilgi kartlarının bir yüzüne soru, diğer yüzüne cevap yazın.</li>
  <li>Bir arkadaşınıza ya da ailenizden birine konuyu anlatın.</li>
  <li>Yanlış hatırlanan kısımlara bir sonraki tekrarda öncelik verin.</li>
</ul>
<blockquote>Zorlanarak hatırlamak, kolayca tekrar okumaktan daha çok öğretir. Bu "istenen zorluk", kalıcı öğrenmenin parçasıdır.</blockquote>
<h2>Sınıfta ve evde</h2>
<p>Öğretmenler derse önceki haftanın konusundan birkaç kısa soruyla başlayarak bu iki stratejiyi birleştirebilir. Veliler ise çocuklarına "Bugün ne öğrendin?" yerine "Bugün öğrendiğin bir şeyi bana anlatır mısın?" diye sorarak evde hatırlama pratiğine destek olabilir.</p>
`,
  },
  {
    slug: 'fen-derslerinde-kavram-yanilgilari',
    title: 'Fen Derslerinde Kavram Yanılgıları: Çocuklar Neden "Ağır Cisim Daha Hızlı Düşer" Der?',
    excerpt:
      'Öğrenciler derse boş bir zihinle değil, günlük deneyimlerinden gelen fikirlerle gelir. Yaygın kavram yanılgıları ve bunları değiştirmeye yardımcı olan öğretim stratejileri.',
    category: 'arastirma',
    tags: ['fen-bilimleri', 'bilimsel-dusunme', 'ogretmenler-icin'],
    illustration: 'atom',
    author_name: 'Hatice Koç',
    author_role: 'Fen Bilimleri Öğretmeni',
    published_at: '2025-12-22T08:00:00.000Z',
    likes: 40,
    bookmarks: 52,
    content: `
<p>Bir öğrenciye "Bir taş ile bir tüy aynı anda bırakılırsa hangisi önce yere düşer?" diye sorduğunuzda büyük ihtimalle "taş" cevabını alırsınız. Günlük deneyim bunu doğrular gibi görünür. Ancak hava direnci olmasaydı ikisinin aynı anda düşeceğini anlamak, çocukların sezgilerine ters düşer. Fen eğitimi araştırmaları, bu tür <strong>kavram yanılgılarının</strong> öğrenmenin önündeki en büyük engellerden biri olduğunu uzun zamandır vurguluyor.</p>
<h2>Yanılgılar nereden gelir?</h2>
<p>Kavram yanılgıları çoğu zaman mantıksız değildir; çocuğun gözlemlerine dayanan makul açıklamalardır. Güneşin "doğması" ve "batması", kışın Dünya'nın Güneş'ten uzaklaştığı düşüncesi ya da bitkilerin besinlerini topraktan aldığı fikri bu türden örneklerdir. Gündelik dil, bazı ders kitabı çizimleri ve eksik açıklamalar da bu fikirleri güçlendirebilir.</p>
<ul>
  <li>"Kışın soğuk olmasının nedeni Dünya'nın Güneş'ten uzaklaşmasıdır."</li>
  <li>"Hareket eden bir cisim durmak için itilmeye ihtiyaç duymaz, kendiliğinden durur."</li>
  <li>"Bitkiler besinlerini topraktan alır."</li>
  <li>"Kalın giysi bizi ısıtır." (Aslında ısı kaybını azaltır.)</li>
</ul>
<h2>Neden doğrudan anlatım yetmez?</h2>
<p>Öğrenciye doğru bilgiyi anlatmak, eski fikrini kendiliğinden silmez. Çoğu zaman öğrenci sınav için doğru cevabı ezberler, ama günlük hayatta eski fikriyle düşünmeye devam eder. Araştırmacılar kalıcı değişim için öğrencinin önce kendi fikrinin yetersiz kaldığını görmesi, sonra yeni açıklamanın daha iyi işlediğine ikna olması gerektiğini belirtiyor.</p>
<h2>İşe yarayan stratejiler</h2>
<p><strong>Tahmin–gözlem–açıklama</strong> etkinlikleri, öğrencinin fikrini açıkça ortaya koymasını ve ardından bir deneyle sınamasını sağlar. Kavram karikatürleri, farklı fikirleri savunan karakterler aracılığıyla sınıfta tartışma başlatır. Öğrencilerin fikirlerini çizerek açıklaması da öğretmene zihinlerinde ne olduğunu görme imkânı verir.</p>
<blockquote>Bir kavram yanılgısını düzeltmenin ilk adımı, onu ortaya çıkarmaktır. Öğrencinin yanlış fikrini duymak, öğretmen için bir hata değil, bir hazinedir.</blockquote>
<p>Ünite başında birkaç tanı sorusu sormak, sınıfta hangi yanılgıların yaygın olduğunu anlamak için kolay bir yoldur. Böylece ders, öğrencilerin zaten bildiklerini tekrar etmek yerine, gerçekten ihtiyaç duydukları noktaya odaklanabilir.</p>
`,
  },
  {
    slug: 'dogada-gecen-zaman-ve-ogrenme',
    title: 'Doğada Geçen Zaman ve Öğrenme',
    excerpt:
      'Okul bahçesinde, parkta ya da ormanda yapılan etkinliklerin dikkat, merak ve çevre bilinci üzerindeki olası etkileri. Araştırmaların söyledikleri ve sınırları.',
    category: 'arastirma',
    tags: ['orman', 'cevre-bilinci', 'veliler-icin'],
    illustration: 'leaf',
    author_name: 'Ahmet Çelik',
    author_role: 'Sınıf Öğretmeni',
    published_at: '2025-10-28T08:00:00.000Z',
    likes: 37,
    bookmarks: 23,
    content: `
<p>Çocukların açık havada geçirdiği zamanın azaldığı sık dile getirilen bir endişe. Aynı dönemde doğada geçirilen zamanın çocukların gelişimine etkisini inceleyen araştırmalar da çoğaldı. Bu yazıda bu çalışmaların genel olarak neye işaret ettiğini ve nelerin henüz net olmadığını özetlemeye çalıştık.</p>
<h2>Dikkat ve dinlenme</h2>
<p>Çevre psikolojisinde öne çıkan bir yaklaşım, doğal ortamların zihinsel yorgunluğu azaltmaya yardımcı olabileceğini öne sürer. Yoğun dikkat gerektiren bir etkinlikten sonra doğada kısa bir yürüyüşün dikkati toparlamaya yardım edebileceğini gösteren çalışmalar bulunuyor. Ancak bu bulguların büyüklüğü çalışmadan çalışmaya değişiyor ve araştırmacılar daha fazla çalışmaya ihtiyaç olduğunu vurguluyor.</p>
<h2>Merak ve bilimsel gözlem</h2>
<p>Doğa, çocuklar için bitmeyen bir soru kaynağıdır. Bir yaprağın damarları, bir karınca yolu ya da bir ağacın yaşı, fen kavramlarını somut hâle getirir. Açık havada yapılan gözlem etkinlikleri, öğrencilerin sınıfta öğrendiklerini gerçek dünyayla ilişkilendirmesine yardımcı olur.</p>
<ul>
  <li>Okul bahçesinde bir metrekarelik alanda yaşayan canlıları saymak</li>
  <li>Bir ağacı mevsimler boyunca fotoğraflayıp değişimini kaydetmek</li>
  <li>Yaprakları şekil ve kenar yapısına göre sınıflandırmak</li>
  <li>Kuş yemliği kurup gelen kuşları gözlemlemek</li>
</ul>
<h2>Çevre bilinci</h2>
<p>Çocuklukta doğayla kurulan bağın, ileriki yıllarda çevreye yönelik tutumlarla ilişkili olabileceğini gösteren çalışmalar var. Korumak için önce tanımak ve sevmek gerekir düşüncesi, pek çok çevre eğitimi programının da çıkış noktası. Orman haftası etkinlikleri, fidan dikimi ve doğa yürüyüşleri bu bağı güçlendirmenin yollarından yalnızca birkaçı.</p>
<blockquote>Doğada geçen zamanın değerini anlamak için kesin rakamlara ihtiyacımız yok: Bir yaprağı büyüteçle inceleyen çocuğun yüzündeki merak yeterince şey anlatıyor.</blockquote>
<h2>Araştırmaların sınırları</h2>
<p>Bu alandaki çalışmaların önemli bir kısmı ilişkisel niteliktedir; yani doğada daha çok vakit geçiren çocuklarla bazı olumlu sonuçlar arasında bir bağ gösterir, ama bunun nedenini kesin olarak kanıtlamaz. Yine de açık havada güvenli ve planlı etkinliklerin, derslere çeşitlilik ve canlılık kattığı konusunda eğitimciler arasında geniş bir uzlaşı bulunuyor.</p>
`,
  },
];
