import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

/** Books borrowed from the school library, September to January: the 7th grades, then the 8th grades. */
const library = [
  [40, 35, 30, 20, 10],
  [20, 35, 45, 30, 15],
];

export const content: ExperimentBody = {
  review: {
    intro: msg`Haberlerde, reklamlarda ve ders kitaplarında her gün grafiklerle karşılaşırız. Bir grafiği doğru okumak, veriden doğru sonuç çıkarmak ve yanıltıcı bir grafiği fark etmek günümüzün en önemli becerilerinden biridir.`,
    sections: [
      {
        heading: msg`Sütun grafiği ve çizgi grafiği`,
        paragraphs: [
          msg`Sütun grafiği, birbirinden ayrı kategorileri (sınıflar, ürünler, aylar) karşılaştırmak için kullanılır; sütunların yükseklikleri değerlerle orantılıdır.`,
          msg`Çizgi grafiği, bir niceliğin zaman içindeki değişimini göstermek için uygundur. Ardışık noktaları birleştiren çizginin eğimi artış ya da azalışın hızını gösterir. İki ya da üç veri grubu aynı grafikte farklı renk ve işaretlerle gösterilebilir.`,
        ],
      },
      {
        heading: msg`Grafiği yorumlamak`,
        paragraphs: [
          msg`Yorum yaparken önce başlığı, eksen adlarını ve ölçeği okuruz. Sonra en büyük ve en küçük değerleri, ardışık değerler arasındaki değişimi ve genel eğilimi inceleriz.`,
          msg`Grafikten hesaplamalar da yapılabilir: toplam, fark, aritmetik ortalama (toplam ÷ veri sayısı) ya da bir değerin toplama oranı.`,
        ],
      },
      {
        heading: msg`Yanıltıcı grafikler`,
        paragraphs: [
          msg`Dikey eksen 0’dan başlamazsa küçük farklar çok büyük görünebilir. Eksendeki ölçek birimlerinin eşit aralıklı olmaması da yanlış izlenim yaratır.`,
          msg`Bir grafiği değerlendirirken sütunların boyuna değil, eksendeki değerlere bakmak gerekir. Verinin nereden ve nasıl toplandığını sormak da eleştirel okumanın parçasıdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sütun grafiği`, definition: msg`Kategorilere ait değerlerin yükseklikleri orantılı sütunlarla gösterildiği grafik.` },
      { term: msg`Çizgi grafiği`, definition: msg`Bir niceliğin zamana göre değişiminin noktalar ve onları birleştiren çizgilerle gösterildiği grafik.` },
      { term: msg`Ölçek`, definition: msg`Eksendeki bir aralığın kaç birimi gösterdiği.` },
      { term: msg`Aritmetik ortalama`, definition: msg`Veri değerlerinin toplamının veri sayısına bölümü.` },
    ],
  },
  procedure: {
    goal: msg`İki veri grubunu (iki sınıf düzeyinin verisini) hem sütun hem çizgi grafiğiyle göstermek, iki gösterimi karşılaştırmak ve eksen ölçeğinin etkisini incelemek.`,
    durationMinutes: 45,
    materials: [
      {
        name: msg`Okul kütüphanesinden alınan, 7. ve 8. sınıfların aylık ödünç kitap sayıları (ya da öğretmenin verdiği veri tablosu)`,
        quantity: msg`Her gruba 1 tablo`,
      },
      { name: msg`Milimetrik ya da kareli kâğıt`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Renkli kalemler`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Hesap makinesi (isteğe bağlı)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Kütüphanede veri toplarken kütüphanecinin izniyle çalış; kimsenin adını ya da kişisel bilgisini kaydetme, yalnızca sayıları yaz.`,
      msg`Kütüphanede koşma ve yüksek sesle konuşma; raflara tırmanma.`,
      msg`Cetveli ve kalemleri kullandıktan sonra kapat ve yerine koy.`,
    ],
    steps: [
      msg`Eylül–Ocak ayları için 7. ve 8. sınıfların ödünç aldığı kitap sayılarını bir tabloya yaz; böylece iki veri grubun olur.`,
      msg`Dikey ekseni 0’dan başlatarak, 5’er birimlik eşit aralıklarla bir sütun grafiği çiz; her ay için iki sınıfın sütunlarını yan yana, farklı renklerle göster. Başlığı, eksen adlarını ve hangi rengin hangi sınıfı gösterdiğini yaz.`,
      msg`Aynı verilerle bir çizgi grafiği çiz: her sınıf için ayların değerlerini nokta olarak işaretle ve noktaları sırayla, sınıfın rengiyle birleştir.`,
      msg`İki grafiği karşılaştır: iki sınıfın aydan aya değişimini hangisi daha iyi gösteriyor? Aynı aydaki iki sınıfı karşılaştırmayı hangisi kolaylaştırıyor?`,
      msg`Sütun grafiğini bu kez dikey ekseni 10’dan başlatarak yeniden çiz. En yüksek ve en düşük sütunun boyları arasındaki görünüşteki farkı iki grafikte karşılaştır.`,
      msg`Her sınıfın aylık aritmetik ortalamasını hesapla ve çizgi grafiğine, sınıfın rengiyle yatay kesikli bir çizgi olarak işaretle.`,
    ],
    observations: [
      msg`Her sınıfta ödünç alma en çok hangi iki ay arasında arttı, en çok hangi iki ay arasında azaldı? İki sınıfın çizgileri kesişti mi, kesiştiyse bu ne anlama geliyor?`,
      msg`Ekseni 10’dan başlayan grafik, aylar arasındaki farkları nasıl gösterdi?`,
      msg`Hangi aylar, sınıfın kendi ortalamasının üstünde kaldı?`,
    ],
    conclusion: msg`Sütun grafiği kategorileri karşılaştırmak, çizgi grafiği zaman içindeki değişimi izlemek için uygundur; aynı veri iki grafikle de gösterilebilir ve iki ya da üç veri grubu aynı grafikte farklı renklerle karşılaştırılabilir. Dikey eksenin 0’dan başlamaması farkları olduğundan büyük gösterir; grafiği yorumlarken eksendeki değerler esas alınmalıdır.`,
  },
  questions: [
    {
      id: 'graph-choice',
      prompt: msg`Bir şehrin 12 ay boyunca ölçülen ortalama sıcaklığının nasıl değiştiğini göstermek için hangi grafik en uygundur?`,
      options: [msg`Çizgi grafiği`, msg`Çetele tablosu`, msg`Şekil grafiği`],
      correctIndex: 0,
      explanation: msg`Bir niceliğin zaman içindeki değişimini göstermek için çizgi grafiği kullanılır; çizginin yükselip alçalması değişimi bir bakışta gösterir.`,
      hints: [msg`Veride zaman var mı?`, msg`Konu anlatımında değişimi izlemek için önerilen grafiğe bak.`],
    },
    {
      id: 'biggest-rise',
      prompt: msg`Ödünç alınan kitap sayısı Eylül’de 20, Ekim’de 35, Kasım’da 45, Aralık’ta 30’dur. Artış en çok hangi iki ay arasında olmuştur?`,
      options: [msg`Ekim – Kasım`, msg`Kasım – Aralık`, msg`Eylül – Ekim`, msg`Eylül – Kasım`],
      correctIndex: 2,
      explanation: msg`Eylül’den Ekim’e 15, Ekim’den Kasım’a 10 artış vardır; Kasım’dan Aralık’a ise azalış olmuştur. En büyük artış Eylül – Ekim arasındadır. Eylül – Kasım ardışık iki ay değildir.`,
      hints: [msg`Ardışık ayların farklarını tek tek hesapla.`, msg`Azalışları artış sayma.`],
    },
    {
      id: 'mean',
      prompt: msg`Beş ayda ödünç alınan kitap sayıları 20, 35, 45, 30 ve 15’tir. Aylık aritmetik ortalama kaçtır?`,
      options: [msg`30`, msg`145`, msg`29`, msg`35`],
      correctIndex: 2,
      explanation: msg`Toplam 20 + 35 + 45 + 30 + 15 = 145’tir. Ortalama 145 ÷ 5 = 29 kitaptır.`,
      hints: [msg`Aritmetik ortalama nasıl hesaplanır?`, msg`Önce toplamı bul, sonra kaç veri olduğuna böl.`],
    },
    {
      id: 'misleading-axis',
      prompt: msg`Bir reklamdaki sütun grafiğinde A markasının sütunu B’ninkinin üç katı uzun görünüyor; ama dikey eksen 90’dan başlıyor ve değerler 96 ile 92. Doğru yorum hangisi?`,
      options: [msg`A, B’nin üç katı satmıştır`, msg`Fark küçüktür; eksen 0’dan başlamadığı için büyük görünmektedir`, msg`B daha çok satmıştır`],
      correctIndex: 1,
      explanation: msg`Değerler 96 ve 92’dir; fark yalnızca 4’tür. Eksen 90’dan başladığı için sütunlar 6 ve 2 birimlik kısımlarıyla çizilmiş ve fark üç kat gibi görünmüştür.`,
      hints: [msg`Sütunların boyuna değil, eksendeki değerlere bak.`, msg`Deneyde ekseni 10’dan başlattığında farklar nasıl görünmüştü?`],
    },
    {
      id: 'share-of-total',
      prompt: msg`Bir kütüphanede bir ayda ödünç alınan 150 kitabın 30’u bilim kitabıdır. Bilim kitaplarının o aydaki payı yüzde kaçtır?`,
      options: [msg`%30`, msg`%5`, msg`%15`, msg`%20`],
      correctIndex: 3,
      explanation: msg`30 ÷ 150 = 0,2 = %20. Bilim kitapları o ay ödünç alınan kitapların beşte biridir.`,
      hints: [msg`Parçayı bütüne böl.`, msg`Bulduğun ondalık sayıyı yüzdeye çevir.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kütüphanenin çizgi grafiği`,
    instructions: msg`8. sınıfların çizgisi hazır çizili. Önce veri tablosundaki değerlere göre 7. sınıfların çizgisinin noktalarını + ve − düğmeleriyle (ya da ok tuşlarıyla) 5’er 5’er yükselt: 7. sınıfların çizgisi düz ve yuvarlak işaretli, 8. sınıflarınki kesikli ve kare işaretli. Sonra bitmiş grafiği okuyarak iki çizgiyi karşılaştır: nasıl değiştiklerine, nerede buluştuklarına ve aralarındaki farka bak. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'chart',
      display: 'line',
      title: msg`Aylara göre ödünç alınan kitap sayısı`,
      axisLabel: msg`Kitap sayısı`,
      categories: [
        { id: 'sep', label: msg`Eylül` },
        { id: 'oct', label: msg`Ekim` },
        { id: 'nov', label: msg`Kasım` },
        { id: 'dec', label: msg`Aralık` },
        { id: 'jan', label: msg`Ocak` },
      ],
      series: [
        { id: 'grade7', label: msg`7. sınıflar`, colour: '#2563eb' },
        { id: 'grade8', label: msg`8. sınıflar`, colour: '#b45309' },
      ],
      max: 50,
      step: 5,
      tasks: [
        {
          kind: 'build',
          prompt: msg`8. sınıfların çizgisi çizildi. Veri tablosundaki değerlere göre 7. sınıfların çizgisini çiz.`,
          values: library,
          given: [1],
        },
        {
          kind: 'read',
          prompt: msg`7. sınıfların ödünç aldığı kitap sayısı beş ay boyunca nasıl değişti?`,
          values: library,
          options: [msg`Her ay azaldı`, msg`Önce arttı, sonra azaldı`, msg`Her ay arttı`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`İki çizgi hangi ayın noktasında buluşuyor, yani iki sınıf düzeyi hangi ay eşit sayıda kitap ödünç aldı?`,
          values: library,
          options: [msg`Eylül`, msg`Ekim`, msg`Kasım`, msg`Ocak`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`8. sınıfların ödünç aldığı kitap sayısı en çok hangi iki ardışık ay arasında arttı?`,
          values: library,
          options: [msg`Eylül – Ekim`, msg`Ekim – Kasım`, msg`Aralık – Ocak`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`İki sınıf düzeyinin ödünç aldığı kitap sayıları arasındaki fark en çok hangi ayda?`,
          values: library,
          options: [msg`Kasım`, msg`Ocak`, msg`Eylül`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`7. sınıfların beş ayda ödünç aldığı kitapların aylık aritmetik ortalaması kaçtır?`,
          values: library,
          options: [msg`25`, msg`27`, msg`29`, msg`135`],
          correctIndex: 1,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Grafik Yorumlama Çalışma Sayfası`,
    instructions: msg`İki sınıfın kütüphane verileriyle iki grafik çiz, karşılaştır ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Aynı veriyi sütun ve çizgi grafiğiyle göster. Hangisinin hangi soruya daha iyi cevap verdiğini yaz.`, lines: 4 },
      { prompt: msg`Ekseni 0’dan başlamayan bir grafiğin nasıl yanıltıcı olabileceğini bir örnekle açıkla.`, lines: 3 },
      { prompt: msg`Grafiklerine bakarak kütüphane için bir öneri yaz ve verilerle destekle.`, lines: 3 },
    ],
    table: {
      caption: msg`Aylık ödünç kitap verisi`,
      columns: [msg`Ay`, msg`7. sınıflar (kitap)`, msg`8. sınıflar (kitap)`, msg`Bir önceki aya göre değişim (7. / 8.)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ve Yanıltıcı Afiş`,
    paragraphs: [
      msg`Orman marketinin kapısına kocaman bir afiş asılmıştı: “Bizim fındık ezmemiz rakibinden ÜÇ KAT daha çok seviliyor!” Afişteki grafikte bir sütun gökyüzüne uzanıyor, öbürü yerde sürünüyordu.`,
      msg`Sekizinci sınıftaki Fındık durup afişe baktı. Dikey eksende 90, 92, 94, 96 yazıyordu. “Bir dakika,” dedi, “eksen sıfırdan başlamıyor!”`,
      msg`Arkadaşı Kirpi Diken sayıları okudu: bir markayı 96 hayvan, öbürünü 92 hayvan seçmişti. “Fark sadece 4. Üç kat nerede?”`,
      msg`İkisi kareli bir kâğıda, ekseni 0’dan başlayan yeni bir grafik çizdi. İki sütun neredeyse aynı boydaydı. Fındık grafiği market sahibi Porsuk Bey’e gösterdi.`,
      msg`Porsuk Bey biraz utandı ve afişi değiştirdi. Yeni afişte şöyle yazıyordu: “İki ezme de çok seviliyor, bizimki biraz daha fazla!”`,
    ],
    lesson: msg`Bir grafiği yorumlarken sütunların boyuna değil, eksenin nereden başladığına ve üzerindeki değerlere bakmak gerekir.`,
  },
};
