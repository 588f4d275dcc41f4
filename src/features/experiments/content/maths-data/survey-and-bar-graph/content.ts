import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Okul müdürü bisiklet parkı yaptırmayı düşünüyor. Kaç öğrencinin okula bisikletle geldiğini nasıl öğrenebilir? Soru sorup veri toplayarak, sonra da verileri düzenleyip grafiğe dökerek.`,
    sections: [
      {
        heading: msg`Araştırma sorusu ve veri toplama`,
        paragraphs: [
          msg`Cevabı veri toplayarak bulunabilen sorulara araştırma sorusu denir: “Sınıfımızdaki öğrenciler okula en çok nasıl geliyor?” Cevabı herkesçe bilinen ya da hesaplanabilen sorular (“3 ile 4’ün toplamı kaçtır?”) araştırma sorusu değildir.`,
          msg`Veriler anketle, gözlemle ya da ölçerek toplanabilir. Ankette herkese aynı soru sorulur ve her cevap bir kez kaydedilir.`,
        ],
      },
      {
        heading: msg`Çetele ve sıklık tablosu`,
        paragraphs: [
          msg`Verileri sayarken çetele kullanırız: her cevap için bir çizgi çekeriz, beşinci çizgiyi öteki dördünün üzerinden çaprazlama geçiririz. Beşli gruplar saymayı kolaylaştırır.`,
          msg`Çetelede sayılan değerler sıklık tablosuna yazılır. Sıklık, bir cevabın kaç kez verildiğidir. Tablodaki sıklıkların toplamı ankete katılanların sayısına eşittir.`,
        ],
      },
      {
        heading: msg`Sütun grafiği`,
        paragraphs: [
          msg`Sütun grafiğinde her kategori için bir sütun çizilir; sütunun uzunluğu sıklığı gösterir. Grafiğin bir başlığı olur; eksenlerde kategoriler ve sayılar yazılır. Eksendeki sayılar eşit aralıklarla artar.`,
          msg`Grafikten en çok ve en az seçilen kategoriler, iki kategori arasındaki fark ve toplam kolayca okunur. Bu bilgiler bir karar vermeye yardım eder: bisiklet parkı ne kadar büyük olmalı?`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Araştırma sorusu`, definition: msg`Cevabı veri toplayarak bulunabilen soru.` },
      { term: msg`Çetele`, definition: msg`Verileri sayarken her biri için bir çizgi çekilen, beşli gruplarla tutulan kayıt.` },
      { term: msg`Sıklık`, definition: msg`Bir cevabın ya da değerin kaç kez tekrarlandığı.` },
      { term: msg`Sütun grafiği`, definition: msg`Kategorilerin sıklıklarını sütunların uzunluklarıyla gösteren grafik.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta bir araştırma sorusuyla anket yapmak, verileri çeteleyle sıklık tablosuna yazmak ve sütun grafiği çizip yorumlamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Anket kâğıdı (araştırma sorusu ve seçenekler)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 1 yaprak` },
      { name: msg`Cetvel ve renkli kalemler`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Tahta kalemi`, quantity: msg`Sınıfa 1 tane` },
    ],
    safety: [
      msg`Anket sırasında sıralar arasında yürürken çantalara ve sandalye ayaklarına dikkat et; koşma.`,
      msg`Arkadaşlarının cevaplarına saygı göster; anket kâğıtlarına isim yazdırmadan cevapları topla.`,
    ],
    steps: [
      msg`Sınıfça bir araştırma sorusu seçin: “Okula en çok nasıl geliyoruz?” Seçenekleri belirleyin: yürüyerek, servisle, arabayla, bisikletle.`,
      msg`Her öğrenci anket kâğıdında yalnızca bir seçeneği işaretler; kâğıtlar toplanır.`,
      msg`Bir öğrenci kâğıtları tek tek okur; herkes defterine çetele tutar.`,
      msg`Çeteleleri sayıp sıklık tablosunu doldurun; sıklıkların toplamının ankete katılan öğrenci sayısına eşit olduğunu kontrol edin.`,
      msg`Kareli kâğıda başlığı, eksenleri ve eşit aralıklı sayıları olan bir sütun grafiği çizin.`,
      msg`Grafiğe bakarak üç cümlelik bir yorum yazın: en çok ve en az seçilen seçenek, iki seçenek arasındaki fark, okul için bir öneri.`,
    ],
    observations: [
      msg`Sıklıkların toplamı sınıf mevcuduyla aynı çıktı mı? Çıkmadıysa neden olabilir?`,
      msg`Çetele tutarken beşli gruplar sayımı nasıl kolaylaştırdı?`,
      msg`Grafiğe bakınca tablodan daha hızlı fark ettiğin bir şey oldu mu?`,
    ],
    conclusion: msg`Bir araştırma sorusunun cevabı veri toplanarak bulunur. Çetele sayımı kolaylaştırır, sıklık tablosu verileri düzenler, sütun grafiği ise verileri bir bakışta karşılaştırmamızı sağlar.`,
  },
  questions: [
    {
      id: 'research-question',
      prompt: msg`Aşağıdakilerden hangisi veri toplamayı gerektiren bir araştırma sorusudur?`,
      options: [msg`Türkiye’nin başkenti neresidir?`, msg`Sınıfımızdaki öğrenciler en çok hangi meyveyi seviyor?`, msg`3 ile 4’ün toplamı kaçtır?`],
      correctIndex: 1,
      explanation: msg`Sınıftaki öğrencilerin en sevdiği meyveyi bilmek için onlara sormak, yani veri toplamak gerekir. Başkentin adı bilinen bir bilgidir; 3 + 4 ise hesaplanır.`,
      hints: [msg`Cevabını bulmak için başkalarına sormak gereken soru hangisi?`, msg`Hangi sorunun cevabı kişiden kişiye değişir?`],
    },
    {
      id: 'tally',
      prompt: msg`Bir çetelede üç tane beşli grup ve iki tek çizgi vardır. Bu çetele kaç veriyi gösterir?`,
      options: [msg`5`, msg`32`, msg`17`, msg`15`],
      correctIndex: 2,
      explanation: msg`Her beşli grup 5’i gösterir: 3 × 5 = 15. İki tek çizgi de eklenince 15 + 2 = 17.`,
      hints: [msg`Bir beşli grupta kaç çizgi var?`, msg`Beşli grupları sayıp tek çizgileri ekle.`],
    },
    {
      id: 'bar-length',
      prompt: msg`Sütun grafiğinde bir sütunun uzunluğu neyi gösterir?`,
      options: [msg`Ankete katılanların toplam sayısını`, msg`Kategorinin adını`, msg`Grafiğin başlığını`, msg`O kategorinin sıklığını`],
      correctIndex: 3,
      explanation: msg`Her sütun bir kategoriyi gösterir; uzunluğu o kategorinin kaç kez seçildiğini, yani sıklığını gösterir.`,
      hints: [msg`Uzun bir sütun ile kısa bir sütun arasındaki fark ne anlatır?`, msg`Sütunun ucunu eksendeki sayılarla karşılaştır.`],
    },
    {
      id: 'axis-step',
      prompt: msg`Bir sütun grafiğinin dikey ekseninde çizgiler 2’şer artıyor. Bir sütun 0’dan sonraki 5. çizgide bitiyorsa bu sütunun gösterdiği değer kaçtır?`,
      options: [msg`10`, msg`5`, msg`7`],
      correctIndex: 0,
      explanation: msg`Çizgiler 2, 4, 6, 8, 10 diye artar. 5. çizgi 10’u gösterir.`,
      hints: [msg`Çizgileri 0’dan başlayarak 2’şer say.`, msg`5. çizgiye kadar kaç kez 2 eklersin?`],
    },
    {
      id: 'missing-count',
      prompt: msg`Bir ankete 30 öğrenci katıldı. 12 öğrenci basketbolu, 9 öğrenci futbolu, kalanlar voleybolu seçti. Voleybolu kaç öğrenci seçti?`,
      options: [msg`21`, msg`9`, msg`3`, msg`12`],
      correctIndex: 1,
      explanation: msg`Sıklıkların toplamı 30 olmalı: 12 + 9 = 21; 30 − 21 = 9 öğrenci voleybolu seçti.`,
      hints: [msg`Sıklıkların toplamı neye eşit olmalı?`, msg`Bilinen sıklıkları topla ve 30’dan çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Ulaşım anketinin sütun grafiği`,
    instructions: msg`Çeteleye ve sıklık tablosuna bakarak düğmelerle sütunları yükselt ya da alçalt; okuma görevlerinde grafiğe bakıp cevabı seç.`,
    manipulative: {
      type: 'bar-graph',
      title: msg`Öğrencilerin okula geliş biçimleri`,
      axisLabel: msg`Öğrenci sayısı`,
      categories: [
        { id: 'walk', label: msg`Yürüyerek`, emoji: '🚶' },
        { id: 'bus', label: msg`Servisle`, emoji: '🚌' },
        { id: 'car', label: msg`Arabayla`, emoji: '🚗' },
        { id: 'bike', label: msg`Bisikletle`, emoji: '🚲' },
      ],
      max: 14,
      step: 2,
      tally: true,
      tasks: [
        { kind: 'build', prompt: msg`Çeteledeki ve sıklık tablosundaki verileri sütun grafiğine işle.`, values: [12, 8, 6, 2] },
        {
          kind: 'read',
          prompt: msg`Öğrenciler okula en çok nasıl geliyor?`,
          values: [12, 8, 6, 2],
          options: [msg`Yürüyerek`, msg`Servisle`, msg`Bisikletle`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`Servisle gelenler bisikletle gelenlerden kaç kişi fazladır?`,
          values: [12, 8, 6, 2],
          options: [msg`10`, msg`6`, msg`4`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Ankete kaç öğrenci katılmıştır?`,
          values: [12, 8, 6, 2],
          options: [msg`24`, msg`30`, msg`28`],
          correctIndex: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Anketten Grafiğe Çalışma Sayfası`,
    instructions: msg`Sınıf anketinin verilerini çetele ve sıklık tablosuyla kaydet, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Sınıfın için yeni bir araştırma sorusu yaz ve seçeneklerini belirle.`, lines: 2 },
      { prompt: msg`Sınıf anketinin sütun grafiğini kareli kâğıda çiz; eksendeki sayıların kaçar arttığını yaz.`, lines: 2 },
      { prompt: msg`Grafiğe bakarak okul müdürüne bisiklet parkıyla ilgili bir öneri yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Okula geliş biçimlerimiz`,
      columns: [msg`Seçenek`, msg`Çetele`, msg`Sıklık`],
      rows: 5,
    },
  },
  story: {
    title: msg`Orman Okulunun Servisi`,
    paragraphs: [
      msg`Orman okulunun müdürü Baykuş Bilge, yeni bir servis alıp almamaya karar veremiyordu. Fındık’a, “Öğrenciler okula nasıl geliyor, öğrenebilir misin?” dedi.`,
      msg`Fındık bir araştırma sorusu yazdı ve her sınıfı dolaştı. Kimi yürüyerek, kimi zıplayarak, kimi de servisle geliyordu. Her cevapta defterine bir çizgi çekti; beşinci çizgiyi çapraz geçirdi.`,
      msg`Akşam çetelesini saydı: 14 yürüyerek, 10 zıplayarak, 4 servisle. Kareli kâğıda bir sütun grafiği çizdi.`,
      msg`Bilge grafiğe bakınca gülümsedi: “Servisle gelen yalnızca 4 öğrenci var. Yeni servis yerine okul yoluna bir yaya geçidi yaptıralım.”`,
    ],
    lesson: msg`Bir soruya veri toplayarak cevap ararız; çetele, sıklık tablosu ve sütun grafiği verileri düzenleyip doğru karar vermemize yardım eder.`,
  },
};
