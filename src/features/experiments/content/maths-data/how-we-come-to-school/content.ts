import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıfımızda okula en çok nasıl geliniyor: yürüyerek mi, serviste mi, otomobille mi, otobüsle mi? Tahmin etmek yerine herkese sorar, cevapları düzenler ve grafikle gösteririz.`,
    sections: [
      {
        heading: msg`Araştırma sorusu ve veri`,
        paragraphs: [
          msg`Merak ettiğimiz şeyi bir soruyla yazarız: “Okula nasıl geliyorsun?” Bu soruya araştırma sorusu, topladığımız cevaplara da veri denir.`,
          msg`Cevapları önceden seçeneklere ayırırız. Her öğrenci yalnızca bir cevap verir; en sık kullandığı yolu söyler. Böylece cevapların toplamı, soruya cevap veren öğrenci sayısına eşit olur.`,
        ],
      },
      {
        heading: msg`Çetele ve sıklık tablosu`,
        paragraphs: [
          msg`Çetele tablosunda her cevap için seçeneğin yanına bir dik çizgi çizeriz. Beşinci cevapta dört çizginin üstüne çapraz bir çizgi çekeriz; çizgileri beşer beşer saymak kolaylaşır.`,
          msg`Çetele çizgilerini sayıp her seçeneğin kaç kez söylendiğini sayıyla yazdığımız tabloya sıklık tablosu denir.`,
        ],
      },
      {
        heading: msg`Nesne grafiği ve şekil grafiği`,
        paragraphs: [
          msg`Nesne grafiğinde her cevabı gerçek bir nesneyle, örneğin bir küple gösteririz. Küpleri her seçeneğin sırasına aynı çizgiden başlayarak dizeriz.`,
          msg`Şekil grafiğinde nesnelerin yerine resim ya da şekil çizeriz. Resimler aynı büyüklükte olur, aralarında eşit boşluk bırakılır ve her satır aynı çizgiden başlar. Grafiğin bir başlığı ve bir anahtarı olur: “1 resim = 1 öğrenci”.`,
        ],
      },
      {
        heading: msg`Grafiği okumak`,
        paragraphs: [
          msg`En uzun satır en çok söylenen cevabı, en kısa satır en az söylenen cevabı gösterir. Resimleri sayarken anahtara bakarız.`,
          msg`İki seçeneğin farkını bulmak için büyük sayıdan küçük sayıyı çıkarırız. Ankete katılan öğrenci sayısını bulmak için bütün satırları toplarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Veri`, definition: msg`Bir araştırma sorusuna cevap bulmak için toplanan bilgi.` },
      { term: msg`Çetele`, definition: msg`Her veri için bir çizgi çizip çizgileri beşer beşer gruplayarak sayma yolu.` },
      { term: msg`Sıklık tablosu`, definition: msg`Her seçeneğin kaç kez söylendiğini sayıyla gösteren tablo.` },
      { term: msg`Nesne grafiği`, definition: msg`Her veriyi küp, kalem ya da düğme gibi gerçek bir nesneyle gösteren grafik.` },
      { term: msg`Şekil grafiği`, definition: msg`Her veriyi aynı büyüklükte bir resim ya da şekille gösteren, başlığı ve anahtarı olan grafik.` },
    ],
  },
  procedure: {
    goal: msg`“Okula nasıl geliyorsun?” sorusunun cevaplarını toplamak; çetele, sıklık tablosu, nesne grafiği ve şekil grafiğiyle göstermek ve yorumlamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Yapışkanlı not kâğıdı`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Birim küp (ya da aynı büyüklükte bir nesne)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Seçenek kartı (Yürüyerek, Okul servisiyle, Otomobille, Otobüsle)`, quantity: msg`4 kart` },
      { name: msg`Tahta ya da büyük kâğıt ve tahta kalemi`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Kareli kâğıt ve kurşun kalem`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Küpleri yere değil masaya dizin; yerdeki küplere basıp kayabilirsiniz.`,
      msg`Sırayla kalkın, itişmeyin. Kimsenin cevabıyla alay etmeyin; okula nasıl gelindiği bir yarış değildir.`,
    ],
    steps: [
      msg`Araştırma sorusunu tahtaya yazın: “Okula nasıl geliyorsun?” Dört seçenek kartını bir masanın kenarına alt alta koyun.`,
      msg`Herkes okula en sık nasıl geldiğini not kâğıdına yazsın. Her öğrenci yalnızca bir cevap verir.`,
      msg`Nesne grafiği: Sırayla kalkın ve küpünüzü kendi seçeneğinizin kartının yanına koyun. Her sıradaki küpleri kartın hemen yanından başlayarak, aralarında boşluk bırakmadan dizin.`,
      msg`Çetele: Öğretmeniniz not kâğıtlarını tek tek okusun; bir öğrenci her cevap için tahtadaki çetele tablosuna bir çizgi çeksin. Beşinci çizgi çapraz çizilsin.`,
      msg`Sıklık tablosu: Çeteleleri beşer beşer sayın ve sayıları tabloya yazın. Sayıları küplerle karşılaştırın. Tablodaki sayıların toplamı bugün sınıfta olan öğrenci sayısına eşit mi, bakın.`,
      msg`Şekil grafiği: Kareli kâğıda her seçenek için bir satır ayırın. Her öğrenci için bir kareye aynı küçük resmi çizin; her satır aynı çizgiden başlasın. Grafiğe bir başlık ve “1 resim = 1 öğrenci” anahtarını yazın.`,
      msg`Grafiği okuyun: En çok ve en az hangi yol kullanılıyor? İki yol arasındaki fark kaç? Toplam kaç öğrenci cevap verdi?`,
    ],
    observations: [
      msg`Nesne grafiğindeki küp sıraları ile şekil grafiğindeki resim satırları aynı uzunlukta mı?`,
      msg`Çetele ile sıklık tablosundaki sayılar aynı mı? Toplam, bugün sınıfta olan öğrenci sayısına eşit mi? Değilse nerede yanlış sayılmış olabilir?`,
      msg`Satırlar aynı çizgiden başlamasaydı hangi satırın daha uzun olduğunu bir bakışta görebilir miydik?`,
    ],
    conclusion: msg`Veriyi çeteleyle sayar, sıklık tablosuna yazar, nesne ve şekil grafiğiyle gösteririz. Resimler aynı büyüklükte ve aynı çizgiden başlarsa grafik en çok ve en az söyleneni bir bakışta gösterir; anahtar da bir resmin neyi gösterdiğini söyler.`,
  },
  questions: [
    {
      id: 'read-tally',
      prompt: msg`Bir seçeneğin çetelesinde iki beşli grup ve 3 tek çizgi var. Bu seçeneği kaç öğrenci söyledi?`,
      options: [msg`8`, msg`23`, msg`13`],
      correctIndex: 2,
      explanation: msg`Her beşli grup 5 öğrenci demektir: 5 + 5 = 10. Üç tek çizgiyle 10 + 3 = 13 olur.`,
      hints: [msg`Bir beşli grupta kaç çizgi var?`, msg`Önce beşli grupları beşer beşer say.`, msg`Sonra tek çizgileri birer birer ekle.`],
    },
    {
      id: 'same-start',
      prompt: msg`Şekil grafiği çizerken resimleri neden aynı büyüklükte çizer ve her satırı aynı çizgiden başlatırız?`,
      options: [msg`Satırları bir bakışta doğru karşılaştırabilmek için`, msg`Grafik daha renkli görünsün diye`, msg`Daha az resim çizmek için`],
      correctIndex: 0,
      explanation: msg`Resimler farklı büyüklükte olsaydı ya da satırlar farklı yerden başlasaydı, az resmi olan satır daha uzun görünebilirdi. Eşit resimler ve ortak başlangıç çizgisi, uzun satırın gerçekten çok veriyi göstermesini sağlar.`,
      hints: [msg`Grafiğe bakınca ilk neyi görmek isteriz?`, msg`Bir satırdaki resimler çok büyük çizilse o satır nasıl görünürdü?`],
    },
    {
      id: 'least-in-table',
      prompt: msg`Bir sıklık tablosunda elmayı 8, muzu 5, çileği 7 öğrenci seçmiş. En az seçilen meyve hangisi?`,
      options: [msg`Elma`, msg`Muz`, msg`Çilek`],
      correctIndex: 1,
      explanation: msg`5, 7 ve 8’in en küçüğü 5’tir. 5 öğrencinin seçtiği meyve muzdur.`,
      hints: [msg`“En az” demek en küçük sayı demektir.`, msg`8, 5 ve 7’yi küçükten büyüğe sırala.`],
    },
    {
      id: 'two-rows-together',
      prompt: msg`Bir şekil grafiğinde anahtar “1 resim = 1 öğrenci”. Kedi satırında 8, köpek satırında 6, kuş satırında 4 resim var. Kediyi ve kuşu seçenler birlikte, köpeği seçenlerden kaç kişi fazla?`,
      options: [msg`2`, msg`12`, msg`18`, msg`6`],
      correctIndex: 3,
      explanation: msg`Kediyi ve kuşu seçenler birlikte 8 + 4 = 12 kişidir. Köpeği seçen 6 kişi olduğundan fark 12 − 6 = 6 olur.`,
      hints: [
        msg`Soru iki adımlı: önce topla, sonra çıkar.`,
        msg`Kedi ve kuş satırlarındaki resimleri topla.`,
        msg`Bulduğun sayıdan köpek satırındaki resim sayısını çıkar.`,
      ],
    },
    {
      id: 'fifth-stroke',
      prompt: msg`Çetele tutarken beşinci çizgiyi neden öbür dört çizginin üstüne çapraz çizeriz?`,
      options: [msg`Çizgiler silinmesin diye`, msg`Çizgileri beşer beşer kolayca saymak için`, msg`Tablo daha kısa görünsün diye`],
      correctIndex: 1,
      explanation: msg`Çapraz çizgi beşli bir grubu kapatır. Grupları 5, 10, 15 diye sayar, sonra tek çizgileri ekleriz; çok sayıda çizgiyi tek tek saymaktan daha hızlı ve daha az yanlış olur.`,
      hints: [msg`Yirmi çizgiyi tek tek saymak mı kolay, gruplar hâlinde saymak mı?`, msg`Bir gruptaki çizgileri say.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Okula nasıl geliyoruz? Şekil grafiği`,
    instructions: msg`Önce sıklık tablosuna bak ve her satıra, o yolla gelen öğrenci sayısı kadar resim koy. Sonra bitmiş şekil grafiğine bakarak soruları cevapla. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'bar-graph',
      display: 'pictures',
      unit: msg`öğrenci`,
      title: msg`3-A sınıfı okula nasıl geliyor?`,
      axisLabel: msg`Öğrenci sayısı`,
      categories: [
        { id: 'walk', label: msg`Yürüyerek`, emoji: '🚶' },
        { id: 'school-bus', label: msg`Okul servisiyle`, emoji: '🚐' },
        { id: 'car', label: msg`Otomobille`, emoji: '🚗' },
        { id: 'bus', label: msg`Otobüsle`, emoji: '🚌' },
      ],
      max: 10,
      step: 1,
      tally: true,
      tasks: [
        { kind: 'build', prompt: msg`Çetele ve sıklık tablosuna bak. Her satıra, o yolla gelen öğrenci sayısı kadar resim koy.`, values: [9, 7, 5, 3] },
        {
          kind: 'read',
          prompt: msg`Bu sınıfta okula en çok hangi yolla geliniyor?`,
          values: [9, 7, 5, 3],
          options: [msg`Otobüsle`, msg`Okul servisiyle`, msg`Yürüyerek`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`Yürüyerek gelenler, otobüsle gelenlerden kaç kişi fazla?`,
          values: [9, 7, 5, 3],
          options: [msg`12`, msg`6`, msg`3`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Ankete toplam kaç öğrenci cevap verdi?`,
          values: [9, 7, 5, 3],
          options: [msg`24`, msg`22`, msg`9`],
          correctIndex: 0,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Okula Nasıl Geliyoruz? Çalışma Sayfası`,
    instructions: msg`Sınıf anketinin sonuçlarını tabloya çetele ve sayı olarak yaz. Sonra şekil grafiğini çiz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Araştırma sorumuz neydi? Yaz.`, lines: 1 },
      {
        prompt: msg`Tablodaki sayıları kullanarak şekil grafiğini çiz: her öğrenci için bir resim, her satır aynı çizgiden başlasın. Grafiğin başlığını ve anahtarını yaz.`,
        lines: 6,
      },
      { prompt: msg`Okula en çok hangi yolla geliniyor? En az hangi yolla?`, lines: 2 },
      { prompt: msg`En çok kullanılan yol ile en az kullanılan yolun öğrenci sayıları arasındaki fark kaç? İşlemini yaz.`, lines: 2 },
      { prompt: msg`Tablodaki sayıların toplamı kaç? Bu sayı, o gün sınıfta olan öğrenci sayısına eşit mi?`, lines: 2 },
      { prompt: msg`Grafiğe bakarak bir soru yaz ve arkadaşına sor.`, lines: 2 },
    ],
    table: {
      caption: msg`Okula nasıl geliyoruz?`,
      columns: [msg`Ulaşım yolu`, msg`Çetele`, msg`Öğrenci sayısı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Kış İçin Hangi Yiyecek?`,
    paragraphs: [
      msg`Orman okulunda kış hazırlığı başlamıştı. Baykuş Öğretmen sordu: “Kış için ambara en çok hangi yiyeceği koyalım?”`,
      msg`Fındık hemen atıldı: “Fındık tabii ki! Herkes fındığı sever.” Tavşan Pamuk gülümsedi: “Sen seviyorsun, ama herkes de öyle mi?”`,
      msg`Bunu öğrenmek için herkese sordular. Kirpi Diken, her cevap için tahtaya bir çetele çizgisi çekti. Beşinci çizgileri çapraz çizdi.`,
      msg`Çeteleleri saydılar: ceviz 7, fındık 5, meşe palamudu 3. Sayıları sıklık tablosuna yazdılar; toplam 15 etti, sınıfta da tam 15 hayvan vardı.`,
      msg`Sonra Fındık bir şekil grafiği çizdi. Her cevap için aynı büyüklükte bir yaprak çizdi ve anahtara “1 yaprak = 1 öğrenci” yazdı. Ceviz satırı fındık satırından 2 yaprak uzundu.`,
      msg`Fındık önce biraz şaşırdı, sonra güldü: “Demek ki tahmin etmek yetmiyor, sormak gerekiyor! Ambara en çok ceviz koyalım, biraz da fındık.”`,
    ],
    lesson: msg`Kendi sevdiğimiz şeyi herkes sever sanmayalım; veri toplayıp grafikle gösterirsek doğru kararı veririz.`,
  },
};
