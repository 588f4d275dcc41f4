import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`“Her şey %20 indirimli!”, “Fiyatlara %25 zam!” Alışverişte yüzdeleri doğru okumak paranı korur. Yüzde, bir bütünün 100 eş parçasından kaçının alındığını söyler.`,
    sections: [
      {
        heading: msg`Bir çokluğun yüzdesi`,
        paragraphs: [
          msg`%35, paydası 100 olan 35/100 kesridir. Bir çokluğun %35’ini bulmak için çokluk 100 eş parçaya bölünür ve 35 parça alınır: 240’ın %15’i 240 · 15/100 = 36’dır.`,
          msg`Yüzlük karede her kare bütünün %1’idir. Bütün 400 öğrenciyse her kare 4 öğrenciyi, %40 ise 40 kare yani 160 öğrenciyi gösterir.`,
        ],
      },
      {
        heading: msg`Yüzdesi verilen çokluk ve yüzde olarak karşılaştırma`,
        paragraphs: [
          msg`%20’si 45 olan sayıyı bulmak için önce %1’i bulunur: 45 ÷ 20 = 2,25. Bütün %100 olduğundan sayı 2,25 · 100 = 225’tir. Kısaca 45 · 100/20 = 225.`,
          msg`Bir çokluğun diğerinin yüzde kaçı olduğunu bulmak için önce kesir yazılır, sonra paydası 100 yapılır: 12, 48’in 12/48 = 1/4 = 25/100 yani %25’idir.`,
        ],
      },
      {
        heading: msg`İndirim ve zam`,
        paragraphs: [
          msg`%20 indirimde müşteri fiyatın %80’ini öder: 120 TL’lik ürün 120 · 80/100 = 96 TL olur. %25 zamda yeni fiyat eski fiyatın %125’idir: 80 TL’lik kitap 100 TL olur.`,
          msg`Art arda yapılan yüzde değişimleri toplanmaz: 100 TL’lik bir ürüne önce %10 zam (110 TL), sonra %10 indirim yapılırsa yeni fiyat 110 TL’nin %90’ı, yani 99 TL olur; ilk fiyata dönmez.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yüzde`, definition: msg`Paydası 100 olan kesir; % işaretiyle gösterilir.` },
      { term: msg`İndirim`, definition: msg`Fiyattan yapılan düşüş; %20 indirimde fiyatın %80’i ödenir.` },
      { term: msg`Zam`, definition: msg`Fiyata yapılan artış; %25 zamda yeni fiyat eski fiyatın %125’idir.` },
    ],
  },
  procedure: {
    goal: msg`Market broşürlerindeki fiyat, indirim ve zam bilgilerini yüzlük karelerle modellemek ve yüzde problemlerini çözmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Market ya da kırtasiye broşürü (indirimli ürünler)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`10 × 10’luk yüzlük kare çıktısı`, quantity: msg`Her öğrenciye 6 tane` },
      { name: msg`Renkli kalemler`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Hesap makinesi (kontrol için)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Hesap makinesinin pil kapağını açma; düğme piller yutulursa çok tehlikelidir, evde küçük kardeşlerin olduğunu da unutma.`,
      msg`Broşürlerden parça kesmek gerekirse makası kapalı ve ucu aşağıda taşı.`,
      msg`Kalemlerin kapağını kullandıktan sonra kapat.`,
    ],
    steps: [
      msg`Broşürden indirimli üç ürün seç. Her ürün için eski fiyatı, indirim yüzdesini ve yeni fiyatı tabloya yaz.`,
      msg`Birinci ürünün indirim yüzdesini yüzlük karede bir renkle, ödenen kısmı başka bir renkle boya. İki rengin kare sayılarının toplamı kaç?`,
      msg`Eski fiyatı 100 kareye paylaştır: bir kare kaç liraya karşılık geliyor? İndirim miktarını ve yeni fiyatı bu birimle hesapla.`,
      msg`Broşürdeki yeni fiyatı, hesapladığın fiyatla karşılaştır. Broşürde hata var mı?`,
      msg`Bir ürüne önce %10 zam, sonra %10 indirim yapıldığını düşün. Yeni fiyatı iki adımda hesapla ve eski fiyatla karşılaştır.`,
      msg`Sınıfta bir soruya “evet” diyenlerin sayısını bütün sınıfın yüzdesi olarak hesapla ve yüzlük karede göster.`,
    ],
    observations: [
      msg`İndirim yüzdesi ile ödenen kısmın yüzdesinin toplamı her üründe kaç çıktı?`,
      msg`%10 zam ve ardından %10 indirim, fiyatı ilk değerine getirdi mi? Neden?`,
      msg`Sınıf yüzdesini hesaplarken bütün neydi?`,
    ],
    conclusion: msg`Yüzde, bütünün 100 eş parçasından kaçının alındığını gösterir. Bir çokluğun yüzdesi çokluk ile yüzde kesrinin çarpımıdır; yüzdesi verilen çokluk %1’den bütüne giderek bulunur; iki çokluk kesir yazılıp paydası 100’e çevrilerek karşılaştırılır. İndirimde ödenen yüzde 100’den indirim çıkarılarak, zamda 100’e zam eklenerek bulunur; art arda yapılan yüzde değişimleri toplanmaz.`,
  },
  questions: [
    {
      id: 'percent-of',
      prompt: msg`240’ın %15’i kaçtır?`,
      options: [msg`24`, msg`16`, msg`36`, msg`225`],
      correctIndex: 2,
      explanation: msg`240 · 15/100 = 3600/100 = 36. Ya da: 240’ın %10’u 24, %5’i 12; toplam 36.`,
      hints: [msg`%15’i kesir olarak yaz.`, msg`240’ın %10’unu ve %5’ini ayrı ayrı bulup topla.`],
    },
    {
      id: 'whole-from-percent',
      prompt: msg`%20’si 45 olan sayı kaçtır?`,
      options: [msg`9`, msg`225`, msg`90`, msg`65`],
      correctIndex: 1,
      explanation: msg`%20 bütünün 1/5’idir. 45 bütünün 1/5’i ise bütün 45 · 5 = 225’tir. Kontrol: 225 · 20/100 = 45.`,
      hints: [msg`%20, bütünün kaçta kaçıdır?`, msg`45 bu parçaysa bütünü bulmak için ne yapmalısın?`],
    },
    {
      id: 'price-rise',
      prompt: msg`Fiyatı 80 TL olan bir kitaba %25 zam yapılıyor. Kitabın yeni fiyatı kaç TL’dir?`,
      options: [msg`100`, msg`105`, msg`20`, msg`60`],
      correctIndex: 0,
      explanation: msg`80’in %25’i 80 · 25/100 = 20 TL’dir. Yeni fiyat 80 + 20 = 100 TL. Ya da 80’in %125’i = 100.`,
      hints: [msg`Önce zam miktarını bul.`, msg`Zam fiyattan çıkarılır mı, fiyata eklenir mi?`],
    },
    {
      id: 'as-percent',
      prompt: msg`12 sayısı 48’in yüzde kaçıdır?`,
      options: [msg`%12`, msg`%40`, msg`%4`, msg`%25`],
      correctIndex: 3,
      explanation: msg`12/48 = 1/4 = 25/100 olduğundan 12, 48’in %25’idir.`,
      hints: [msg`12’nin 48’e oranını kesir olarak yaz ve sadeleştir.`, msg`Paydası 100 olan denk kesri bul.`],
    },
    {
      id: 'up-then-down',
      prompt: msg`Bir ürünün fiyatına önce %10 zam, ardından yeni fiyat üzerinden %10 indirim yapılıyor. Son fiyat ilk fiyata göre nasıldır?`,
      options: [msg`İlk fiyatla aynı`, msg`İlk fiyattan az`, msg`İlk fiyattan fazla`],
      correctIndex: 1,
      explanation: msg`100 TL için: %10 zamla 110 TL, 110 TL’ye %10 indirimle 99 TL. İndirim daha büyük bir fiyat üzerinden yapıldığı için son fiyat ilk fiyattan azdır.`,
      hints: [msg`İlk fiyatı 100 TL kabul et ve iki adımı sırayla hesapla.`, msg`İkinci yüzde hangi fiyatın yüzdesi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Yüzlük kare`,
    instructions: msg`Boyama görevlerinde istenen sayıda kareyi boya; okuma görevlerinde boyalı kısma bakıp doğru cevabı seç. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'hundred-grid',
      tasks: [
        { kind: 'shade', prompt: msg`Bir okuldaki öğrencilerin %35’i okula bisikletle geliyor. Bu oranı yüzlük karede boya.`, hundredths: 35 },
        {
          kind: 'read',
          prompt: msg`Okulda 400 öğrenci var. Boyalı kısım kaç öğrenciyi gösterir?`,
          shaded: 40,
          options: [msg`%40, yani 40 öğrenci`, msg`%40, yani 160 öğrenci`, msg`%60, yani 240 öğrenci`],
          correctIndex: 1,
        },
        {
          kind: 'shade',
          prompt: msg`120 TL’lik bir ürüne %20 indirim yapılıyor. Müşterinin ödediği kısmı (fiyatın yüzde kaçı olduğunu düşün) boya.`,
          hundredths: 80,
        },
        { kind: 'shade', prompt: msg`3/4’ü yüzde olarak göster: yüzlük karenin 3/4’ünü boya.`, hundredths: 75 },
        {
          kind: 'read',
          prompt: msg`25 soruluk bir sınavda 3 yanlış yapıldı. Yanlışların tüm sorulara oranını gösteren boyalı kısım yüzde kaçtır?`,
          shaded: 12,
          options: [msg`%3`, msg`%12`, msg`%25`],
          correctIndex: 1,
        },
        { kind: 'shade', prompt: msg`60 kişilik bir grupta 27 kişi gönüllü oldu. Gönüllülerin yüzdesini hesapla ve boya.`, hundredths: 45 },
      ],
    },
  },
  worksheet: {
    title: msg`İndirim, Zam ve Yüzdeler Çalışma Sayfası`,
    instructions: msg`Broşürden seçtiğin ürünlerin fiyatlarını tabloya yaz ve hesaplarını yüzlük karelerle kontrol et.`,
    tasks: [
      { prompt: msg`350 TL’lik bir ayakkabıya %30 indirim yapılıyor. İndirim miktarını ve yeni fiyatı bul.`, lines: 3 },
      { prompt: msg`Bir kumbarada 60 TL vardı; 15 TL daha eklendi. Kumbaradaki para yüzde kaç arttı?`, lines: 3 },
      { prompt: msg`Bir sınıftaki öğrencilerin %40’ı kız ve kızların sayısı 12’dir. Sınıfta kaç öğrenci vardır?`, lines: 3 },
    ],
    table: {
      caption: msg`Broşürdeki ürünler`,
      columns: [msg`Ürün`, msg`Eski fiyat (TL)`, msg`İndirim (%)`, msg`Ödenen (%)`, msg`Yeni fiyat (TL)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kozalak Pazarı`,
    paragraphs: [
      msg`Orman pazarında Sincap Dede kozalak satıyordu: “Bugün %20 indirim!” Bir torba kozalak normalde 50 fındıktı.`,
      msg`Kardeşi Çıtır hemen hesapladı: “%20 indirimse 20 fındık düşer, 30 fındık öderiz.” Fındık başını iki yana salladı: “%20, 20 fındık demek değil; 50’yi 100 eş parçaya bölüp 20 parçasını almak demek.”`,
      msg`Fındık yere 10 × 10 kare çizdi. “Her kare 50 ÷ 100, yani yarım fındık. 20 kare 10 fındık eder. İndirim 10 fındık, ödeyeceğimiz 40 fındık.”`,
      msg`Sincap Dede gülümsedi: “Doğru hesap!” Çıtır utandı ama öğrendi: yüzde, bütünün 100 eş parçasından kaçının alındığını söyler; bütün değişince miktar da değişir.`,
    ],
    lesson: msg`Bir yüzdeyi miktara çevirirken önce bütünün ne olduğuna bakmalı, sonra bütünün o kadar yüzdesini hesaplamalıyız.`,
  },
};
