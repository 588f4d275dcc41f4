import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

/** 7-A: 36 students, 10° each. */
const classA = [[12, 9, 6, 3, 6]];
/** 7-B: 24 students, 15° each. */
const classB = [[6, 4, 8, 2, 4]];
/** The grade-8 students: 90 of them, 4° each. */
const grade8 = [[30, 15, 20, 10, 15]];

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıfınıza “Serbest etkinlik saatinde hangi kulübe katılmak istersin?” diye sordunuz. Kaç kişinin hangi kulübü seçtiğini sütun grafiği gösterir; ama “Sınıfın ne kadarı sporu seçti?” sorusunu bir bakışta cevaplayan grafik daire grafiğidir.`,
    sections: [
      {
        heading: msg`Daire grafiği nedir?`,
        paragraphs: [
          msg`Daire grafiği, bir bütünün parçalara nasıl ayrıldığını gösterir. Bütün daire verilerin tamamıdır; her seçenek bir daire dilimiyle gösterilir.`,
          msg`Bir dilimin büyüklüğü, köşesi dairenin merkezinde olan açısıyla, yani merkez açısıyla belirlenir. Bütün dairenin merkez açısı 360°’dir; bir seçeneğin payı ne kadarsa dilimi de 360°’nin o kadarıdır.`,
        ],
      },
      {
        heading: msg`Merkez açıyı hesaplamak`,
        paragraphs: [
          msg`Bir dilimin merkez açısı: seçenekteki sayı ÷ toplam × 360°. 7-A’daki 36 öğrencinin 12’si sporu seçtiyse spor dilimi 12 ÷ 36 × 360° = 120° olur.`,
          msg`Aynı sonuca bir öğrencinin payından da ulaşılır: 360° ÷ 36 = 10°, yani her öğrenci 10°’lik bir dilim alır; 12 öğrenci 120°’dir. Bütün dilimlerin açıları toplanınca 360° çıkmalıdır; çıkmıyorsa bir hesap yanlıştır.`,
          msg`Grafiği kâğıda çizerken pergelle bir daire çizilir, merkezden bir yarıçap çizilir ve her dilim açıölçerle, bir önceki dilimin bittiği yarıçaptan başlayarak ölçülür.`,
        ],
      },
      {
        heading: msg`Daire grafiğini okumak`,
        paragraphs: [
          msg`Bir dilimin payı, açısının 360°’ye bölümüdür. 90°’lik dilim bütünün 1/4’ü, yani %25’idir; 180°’lik dilim yarısı, 120°’lik dilim 1/3’üdür.`,
          msg`Kişi sayısını bulmak için payı toplamla çarparız: 36 öğrencinin 1/4’ü 9 öğrencidir. Yalnız açılara bakarak kişi sayısı bulunamaz: toplam ya da bir dilimin kaç kişiyi gösterdiği bilinmelidir. 40°’lik dilim 10 kişiyi gösteriyorsa bir kişi 4°’dir ve toplam 360 ÷ 4 = 90 kişidir.`,
          msg`Bu yüzden öğrenci sayıları farklı iki sınıfın daire grafiklerinde eşit açılı iki dilim, eşit sayıda öğrenci göstermez: 36 kişilik sınıfta 60° 6 öğrenci, 24 kişilik sınıfta 60° 4 öğrencidir.`,
        ],
      },
      {
        heading: msg`Hangi grafik ne zaman?`,
        paragraphs: [
          msg`Daire grafiği parçaların bütüne oranını göstermek için uygundur: bir anketin sonuçları, bir bütçenin nasıl harcandığı. Seçenekleri kendi aralarında karşılaştırmak için sütun grafiği, bir niceliğin zamanla değişimini izlemek için çizgi grafiği daha uygundur.`,
        ],
      },
    ],
    keyTerms: [
      {
        term: msg`Daire grafiği`,
        definition: msg`Bir bütünün parçalarını, açıları bu parçaların paylarıyla orantılı daire dilimleriyle gösteren grafik; günlük dilde pasta grafiği de denir.`,
      },
      { term: msg`Merkez açı`, definition: msg`Köşesi dairenin merkezinde olan açı; daire grafiğinde bir dilimin büyüklüğünü belirler.` },
      { term: msg`Daire dilimi`, definition: msg`Dairenin iki yarıçapı ve aralarındaki yay ile sınırlanan parçası.` },
      { term: msg`Pay`, definition: msg`Bir parçanın bütün içindeki oranı; kesirle ya da yüzdeyle yazılır.` },
    ],
  },
  procedure: {
    goal: msg`Bir kulüp anketinin sonuçlarından her seçeneğin merkez açısını hesaplamak, daire grafiğini pergel ve açıölçerle çizmek ve dilimlerin payını kesir, yüzde ve kişi sayısı olarak yorumlamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Anket kâğıdı (ya da öğretmenin verdiği veri tablosu)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Pergel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Açıölçer ve cetvel`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Renkli kalemler`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Beyaz kâğıt`, quantity: msg`Her öğrenciye 1 yaprak` },
    ],
    safety: [
      msg`Pergelin ucu sivridir: ucu kendine ve arkadaşına doğru tutma, kullanmadığında kapat ve kutusuna koy.`,
      msg`Anket kâğıtlarına isim yazdırma; cevaplar kimin olduğu bilinmeden toplanır.`,
    ],
    steps: [
      msg`Sınıfça anket sorusunu sorun: “Serbest etkinlik saatinde hangi kulübe katılmak istersin?” Seçenekler: Spor, Müzik, Resim, Satranç, Bilim. Her öğrenci bir seçenek işaretlesin.`,
      msg`Cevapları sayıp sıklık tablosuna yazın ve toplamı bulun. (Öğretmeninizin verisini kullanıyorsanız: 36 öğrenciden 12’si spor, 9’u müzik, 6’sı resim, 3’ü satranç, 6’sı bilim.)`,
      msg`360°’yi toplama bölerek bir öğrencinin kaç derecelik dilim aldığını bulun. Her seçeneğin merkez açısını hesaplayıp tabloya yazın ve açıları toplayarak 360° ettiğini kontrol edin. Toplam 360’ı tam bölmüyorsa açıları en yakın tam dereceye yuvarlayın ve toplamın yine 360° olmasına dikkat edin.`,
      msg`Pergelle kâğıda bir daire çizin ve merkezden yukarı doğru bir yarıçap çizin.`,
      msg`Açıölçerin merkezini dairenin merkezine, sıfır çizgisini yarıçapa koyun; ilk dilimin açısını ölçüp ikinci yarıçapı çizin. Her yeni dilimi bir öncekinin bittiği yarıçaptan başlatın.`,
      msg`Dilimleri farklı renklerle boyayın; her dilime seçeneğin adını ve yüzdesini yazın, grafiğe bir başlık koyun.`,
      msg`Grafiği yorumlayın: en büyük dilim hangisi, sınıfın yarısından fazlası hangi seçenekleri seçmiş, hangi iki dilim eşit?`,
    ],
    observations: [
      msg`Bir öğrenci kaç derecelik dilim aldı? Bunu nasıl buldun?`,
      msg`Açıların toplamı 360° çıktı mı? Çıkmasaydı bu neyi gösterirdi?`,
      msg`Grafiğe bakarak hangi seçeneğin sınıfın dörtte birini ya da üçte birini oluşturduğunu söyleyebilir misin?`,
    ],
    conclusion: msg`Daire grafiğinde bütün daire verilerin tamamıdır; bir dilimin merkez açısı, seçenekteki sayının toplama bölümünün 360° ile çarpımıdır ve bütün açıların toplamı 360°’dir. Bir dilimin açısı 360°’ye bölünerek payı kesir ya da yüzde olarak okunur; pay toplamla çarpılınca kişi sayısı bulunur. Toplamları farklı iki grubun grafiklerinde eşit dilimler eşit sayı göstermez.`,
  },
  questions: [
    {
      id: 'central-angle',
      prompt: msg`30 öğrencilik bir sınıfta 5 öğrenci en çok kırmızıyı sevdiğini söyledi. Sınıfın daire grafiğinde kırmızı diliminin merkez açısı kaç derecedir?`,
      options: [msg`5°`, msg`30°`, msg`60°`, msg`72°`],
      correctIndex: 2,
      explanation: msg`Bütün daire 360°’dir ve 30 öğrenciyi gösterir; bir öğrenci 360° ÷ 30 = 12° alır. 5 öğrenci 5 × 12° = 60°’dir. Aynı sonuç 5 ÷ 30 × 360° ile de bulunur.`,
      hints: [
        msg`Bütün daire kaç derecedir ve kaç öğrenciyi gösterir?`,
        msg`Bir öğrencinin kaç derece aldığını bul.`,
        msg`Bulduğun açıyı kırmızıyı seçen öğrenci sayısıyla çarp.`,
      ],
    },
    {
      id: 'percent-from-angle',
      prompt: msg`Bir daire grafiğinde bir dilimin merkez açısı 72°’dir. Bu dilim verilerin yüzde kaçını gösterir?`,
      options: [msg`%72`, msg`%20`, msg`%36`, msg`%25`],
      correctIndex: 1,
      explanation: msg`Dilimin payı 72° ÷ 360° = 1/5’tir; 1/5 de %20’dir. %25, 90°’lik dilimin payıdır.`,
      hints: [
        msg`Açı, yüzdenin kendisi değildir: bütün daire kaç derecedir?`,
        msg`Dilimin açısını 360°’ye bölerek payı kesir olarak yaz.`,
        msg`Kesri paydası 100 olan bir kesre çevir.`,
      ],
    },
    {
      id: 'count-from-angle',
      prompt: msg`120 öğrencinin okula geliş biçimini gösteren daire grafiğinde “Yürüyerek” diliminin açısı 135°’dir. Okula kaç öğrenci yürüyerek geliyor?`,
      options: [msg`45`, msg`135`, msg`40`, msg`36`],
      correctIndex: 0,
      explanation: msg`Bir öğrenci 360° ÷ 120 = 3° alır; 135° ÷ 3° = 45 öğrenci. Ya da dilimin payı 135 ÷ 360 = 3/8’dir ve 120’nin 3/8’i 45’tir.`,
      hints: [
        msg`Dilimin açısı öğrenci sayısı değildir.`,
        msg`Bir öğrencinin kaç derecelik dilim aldığını bul.`,
        msg`Dilimin açısını bir öğrencinin açısına böl.`,
      ],
    },
    {
      id: 'total-from-slice',
      prompt: msg`Bir anketin daire grafiğinde 8 öğrenciyi gösteren dilimin açısı 48°’dir. Ankete kaç öğrenci katılmıştır?`,
      options: [msg`48`, msg`45`, msg`80`, msg`60`],
      correctIndex: 3,
      explanation: msg`8 öğrenci 48° ise bir öğrenci 48° ÷ 8 = 6° alır. Bütün daire 360° olduğundan ankete 360 ÷ 6 = 60 öğrenci katılmıştır.`,
      hints: [msg`Önce bir öğrencinin kaç derece aldığını bul.`, msg`Bütün daire kaç derecedir? Bu açıda kaç öğrenci sığar?`],
    },
    {
      id: 'same-angle',
      prompt: msg`A sınıfında 24, B sınıfında 36 öğrenci var. İki sınıfın daire grafiğinde de “Basketbol” dilimi 90°’dir. Hangisi doğrudur?`,
      options: [
        msg`İki sınıfta basketbolu seçen öğrenci sayısı eşittir`,
        msg`B sınıfında basketbolu seçen öğrenci daha çoktur`,
        msg`A sınıfında basketbolu seçen öğrenci daha çoktur`,
      ],
      correctIndex: 1,
      explanation: msg`90° iki sınıfta da aynı payı, bütünün 1/4’ünü gösterir. Ama 24’ün 1/4’ü 6, 36’nın 1/4’ü 9’dur: B sınıfında basketbolu seçen 3 öğrenci daha çoktur. Eşit açılar eşit payı gösterir, eşit sayıyı değil.`,
      hints: [msg`90° bütün dairenin kaçta kaçıdır?`, msg`Bu payı her sınıfın öğrenci sayısıyla çarp ve iki sonucu karşılaştır.`],
    },
    {
      id: 'which-graph',
      prompt: msg`Bir ailenin aylık harcamasının ne kadarının kiraya, yiyeceğe ve ulaşıma gittiğini, yani bütünün nasıl paylaşıldığını göstermek için en uygun grafik hangisidir?`,
      options: [msg`Daire grafiği`, msg`Çizgi grafiği`, msg`Şekil grafiği`],
      correctIndex: 0,
      explanation: msg`Harcamanın tamamı bir bütündür; kira, yiyecek ve ulaşım onun parçalarıdır. Parçaların bütüne oranını en iyi daire grafiği gösterir. Çizgi grafiği zamanla değişimi izlemek için kullanılır.`,
      hints: [msg`Veride zaman içindeki bir değişim mi var, yoksa bir bütünün parçaları mı?`, msg`Hangi grafikte bütün 360° olarak gösterilir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kulüp anketinin daire grafiği`,
    instructions: msg`Çizme görevlerinde önce her dilimin merkez açısını hesapla (sayı ÷ toplam × 360°); dilimleri + ve − düğmeleriyle (ya da ok tuşlarıyla) 10’ar derece büyütüp küçült ve dilimlerin toplamının 360° olduğunu kontrol et. Okuma görevlerinde grafikteki açılara ve verilen bilgiye bakıp doğru cevabı seç. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'chart',
      display: 'pie',
      title: msg`Seçilen kulüpler`,
      axisLabel: msg`Öğrenci sayısı`,
      categories: [
        { id: 'sport', label: msg`Spor` },
        { id: 'music', label: msg`Müzik` },
        { id: 'art', label: msg`Resim` },
        { id: 'chess', label: msg`Satranç` },
        { id: 'science', label: msg`Bilim` },
      ],
      series: [{ id: 'students', label: msg`Öğrenciler`, colour: '#2563eb' }],
      max: 360,
      step: 10,
      tasks: [
        {
          kind: 'build',
          prompt: msg`7-A sınıfındaki 36 öğrencinin kulüp seçimlerini daire grafiğine dönüştür: önce bir öğrencinin kaç derecelik dilim aldığını bul.`,
          values: classA,
        },
        {
          kind: 'read',
          prompt: msg`Grafik 7-A’nın 36 öğrencisini gösteriyor. Müzik kulübünü seçenler sınıfın yüzde kaçıdır?`,
          values: classA,
          options: [msg`%9`, msg`%25`, msg`%90`, msg`%30`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`7-A’nın grafiğinde Spor dilimi bütün dairenin kaçta kaçıdır?`,
          values: classA,
          options: [msg`1/12`, msg`1/4`, msg`1/3`, msg`2/3`],
          correctIndex: 2,
        },
        {
          kind: 'build',
          prompt: msg`7-B sınıfında 24 öğrenci var. Bu kez bir öğrencinin kaç derecelik dilim aldığını bul ve 7-B’nin daire grafiğini çiz.`,
          values: classB,
        },
        {
          kind: 'read',
          prompt: msg`Grafik 7-B’yi (24 öğrenci) gösteriyor. 7-A’nın (36 öğrenci) grafiğinde de Bilim dilimi 60°’ydi. Bilim kulübünü seçenler hangi sınıfta daha çok?`,
          values: classB,
          options: [msg`İki sınıfta eşit`, msg`7-A’da daha çok`, msg`7-B’de daha çok`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Aynı anket okulun 8. sınıflarına yapıldı. Grafikte Satranç dilimi 40° ve 10 öğrenciyi gösteriyor. Ankete kaç 8. sınıf öğrencisi katıldı?`,
          values: grade8,
          options: [msg`36`, msg`400`, msg`90`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`8. sınıflardan 90 öğrenci ankete katıldı. Resim dilimi 80° ise resmi kaç öğrenci seçti?`,
          values: grade8,
          options: [msg`80`, msg`20`, msg`8`],
          correctIndex: 1,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Daire Grafiği Çalışma Sayfası`,
    instructions: msg`Anket sonuçlarını tabloya yaz, her seçeneğin payını ve merkez açısını hesapla, daire grafiğini pergel ve açıölçerle çiz.`,
    tasks: [
      { prompt: msg`Sınıfının anket sonuçlarıyla tabloyu doldur; açıların toplamının 360° olduğunu göster.`, lines: 3 },
      {
        prompt: msg`24 öğrencilik bir sınıfta 6 öğrenci yüzmeyi, 8 öğrenci futbolu, 10 öğrenci basketbolu seçti. Her dilimin merkez açısını hesapla ve daire grafiğini çiz.`,
        lines: 4,
      },
      { prompt: msg`Bir daire grafiğinde 45°’lik dilim 5 kişiyi gösteriyor. Ankete kaç kişi katılmıştır? Nasıl bulduğunu yaz.`, lines: 3 },
      {
        prompt: msg`Aynı veriyi sütun grafiğiyle de göster. Hangi soruya daire grafiği, hangisine sütun grafiği daha kolay cevap veriyor? Birer örnekle yaz.`,
        lines: 3,
      },
    ],
    table: {
      caption: msg`Anket sonuçları ve merkez açılar`,
      columns: [msg`Seçenek`, msg`Öğrenci sayısı`, msg`Pay (kesir)`, msg`Yüzde`, msg`Merkez açı`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Yuvarlak Panosu`,
    paragraphs: [
      msg`Orman şenliği yaklaşıyordu. Baykuş Bilge ormandaki 36 hayvana hangi oyunu oynamak istediklerini sordu: 18’i saklambaç, 12’si yakalamaç, 6’sı çuval yarışı dedi.`,
      msg`Fındık sonuçları yuvarlak panoya çizmek istedi. Kirpi Diken, “Her oyuna oy sayısı kadar derece verelim,” dedi. Saklambaça 18°, yakalamaça 12°, çuval yarışına 6° çizdiler; üç dilim panonun ancak onda birini doldurdu, gerisi bomboş kaldı.`,
      msg`Bilge güldü: “Bütün daire 360 derecedir ve 36 hayvanın hepsini gösterir. Bir hayvana 360 ÷ 36 = 10 derece düşer.” Saklambaç 180°, yakalamaç 120°, çuval yarışı 60° oldu ve üç dilim daireyi tam doldurdu.`,
      msg`Panoya bakan herkes bir bakışta gördü: hayvanların yarısı saklambaç istiyordu. Şenlik saklambaçla başladı, yakalamaçla sürdü ve herkesin güldüğü bir çuval yarışıyla bitti.`,
    ],
    lesson: msg`Daire grafiğinde bütün daire verilerin tamamıdır; her dilimin açısı, o seçeneğin bütün içindeki payı kadardır ve bütün açıların toplamı 360°’dir.`,
  },
};
