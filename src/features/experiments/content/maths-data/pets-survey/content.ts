import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir hayvan besleyebilseydik hangisini seçerdik? Bunu bulmak için herkese sorar, cevapları sayar ve bir grafikle gösteririz.`,
    sections: [
      {
        heading: msg`Veri toplamak`,
        paragraphs: [
          msg`Bir soruya cevap bulmak için topladığımız bilgilere veri denir. Soruyu herkese sorup cevapları not ederiz.`,
          msg`Her öğrenci yalnızca bir kez oy verir. Böylece oyların toplamı, soruya cevap veren öğrenci sayısına eşit olur.`,
        ],
      },
      {
        heading: msg`Çetele ve sıklık tablosu`,
        paragraphs: [
          msg`Çetelede her oy için bir dik çizgi çizeriz. Beşinci oyda dört çizginin üstüne çapraz bir çizgi çekeriz; böylece beşli gruplar olur.`,
          msg`Çetele çizgilerini sayıp sayıyı yazdığımız tabloya sıklık tablosu deriz.`,
        ],
      },
      {
        heading: msg`Grafik okumak`,
        paragraphs: [
          msg`Grafikte her hayvanın sütunu, onu seçen öğrenci sayısı kadar yükselir. En uzun sütun en çok seçileni, en kısa sütun en az seçileni gösterir.`,
          msg`İki sütunun farkını bulmak için büyük sayıdan küçük sayıyı çıkarırız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Veri`, definition: msg`Bir soruya cevap bulmak için toplanan bilgi.` },
      { term: msg`Çetele`, definition: msg`Her veri için bir çizgi çizerek, çizgileri beşer beşer gruplayarak sayma yolu.` },
      { term: msg`Sıklık tablosu`, definition: msg`Her seçeneğin kaç kez seçildiğini sayıyla gösteren tablo.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta “Hangi hayvanı beslemek isterdin?” anketini yapıp sonuçları çetele, sıklık tablosu ve grafikle göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Tahta ya da büyük kâğıt (çetele tablosu için)`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Yapışkanlı not kâğıdı`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kareli kâğıt ve boya kalemi`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Oylarken sırayla tahtaya gelin; itişmeyin.`, msg`Herkesin seçimine saygı gösterin; kimsenin oyuyla alay etmeyin.`],
    steps: [
      msg`Öğretmeninizle dört seçenek belirleyin: kedi, köpek, kuş, balık.`,
      msg`Herkes yapışkanlı kâğıdına seçtiği hayvanı yazsın ya da çizsin.`,
      msg`Sırayla tahtaya gelin. Öğretmeniniz her oy için seçilen hayvanın yanına bir çetele çizgisi çeksin.`,
      msg`Çetele çizgilerini beşer beşer sayın ve sıklık tablosuna yazın.`,
      msg`Kareli kâğıda her hayvan için, oy sayısı kadar kareyi üst üste boyayın.`,
      msg`Grafiğe bakarak soruları cevaplayın: En çok hangisi seçildi? En az hangisi?`,
    ],
    observations: [msg`Oyların toplamı sınıftaki öğrenci sayısına eşit mi? Değilse neden?`, msg`Hangi iki hayvanın oyları arasındaki fark en büyük?`],
    conclusion: msg`Veriyi çetele ile sayar, sıklık tablosuna yazar ve grafikle gösteririz. Grafik, hangi seçeneğin en çok ya da en az seçildiğini bir bakışta gösterir.`,
  },
  questions: [
    {
      id: 'tally-five',
      prompt: msg`Çetele tutarken dört dik çizginin üstüne çizilen çapraz çizgi kaçıncı oyu gösterir?`,
      options: [msg`4.`, msg`5.`, msg`10.`],
      correctIndex: 1,
      explanation: msg`Dört dik çizgiden sonra gelen oy beşinci oydur; onu çapraz çizgiyle gösteririz ve beşli bir grup olur.`,
      hints: [msg`Kaç dik çizgi var?`, msg`Çapraz çizgi de bir oydur.`],
    },
    {
      id: 'read-tally',
      prompt: msg`Bir hayvanın çetelesinde iki beşli grup ve 2 tek çizgi var. Bu hayvanı kaç öğrenci seçti?`,
      options: [msg`12`, msg`7`, msg`22`],
      correctIndex: 0,
      explanation: msg`İki beşli grup 5 + 5 = 10 eder. 2 tek çizgiyle 12 olur.`,
      hints: [msg`Beşli grupları beşer beşer say.`, msg`Sonra tek çizgileri ekle.`],
    },
    {
      id: 'longest-column',
      prompt: msg`Bir grafikte en uzun sütun neyi gösterir?`,
      options: [msg`En az seçileni`, msg`Toplam öğrenci sayısını`, msg`En çok seçileni`],
      correctIndex: 2,
      explanation: msg`Sütunlar seçen öğrenci sayısı kadar yükselir. En uzun sütun, en çok öğrencinin seçtiği seçeneğindir.`,
      hints: [msg`Sütun neye göre uzar?`, msg`Çok oy alan seçeneğin sütunu kısa mı, uzun mu olur?`],
    },
    {
      id: 'not-voted',
      prompt: msg`Sınıfta 24 öğrenci var. 15 öğrenci ankete katıldı. Kaç öğrenci katılmadı?`,
      options: [msg`9`, msg`39`, msg`11`],
      correctIndex: 0,
      explanation: msg`Katılmayanları bulmak için çıkarma yaparız: 24 − 15 = 9.`,
      hints: [msg`Tüm sınıftan katılanları ayır.`, msg`15’ten 24’e kadar ileri say.`],
    },
    {
      id: 'research-question',
      prompt: msg`Hangisi veri toplayarak cevaplayabileceğimiz bir sorudur?`,
      options: [msg`Elma kırmızı mıdır?`, msg`Sınıfımızda en çok hangi meyve seviliyor?`, msg`Bugün günlerden ne?`],
      correctIndex: 1,
      explanation: msg`En sevilen meyveyi bulmak için herkese sorar, cevapları sayarız. Öbür soruların cevabını veri toplamadan biliriz.`,
      hints: [msg`Hangi sorunun cevabı için birçok kişiye sormak gerekir?`, msg`Cevabı saymakla bulunan soruyu ara.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Anket grafiği`,
    instructions: msg`Önce her hayvanın sütununu çetele tablosundaki sayıya kadar yükselt. Sonra bitmiş grafiğe bakarak soruları cevapla. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'bar-graph',
      title: msg`Hangi hayvanı beslemek isterdin?`,
      axisLabel: msg`Öğrenci sayısı`,
      categories: [
        { id: 'cat', label: msg`Kedi`, emoji: '🐱' },
        { id: 'dog', label: msg`Köpek`, emoji: '🐶' },
        { id: 'bird', label: msg`Kuş`, emoji: '🐦' },
        { id: 'fish', label: msg`Balık`, emoji: '🐟' },
      ],
      max: 10,
      step: 1,
      tally: true,
      tasks: [
        { kind: 'build', prompt: msg`Çetele tablosuna bak ve her hayvanın sütununu doğru yüksekliğe getir.`, values: [7, 5, 3, 4] },
        {
          kind: 'read',
          prompt: msg`En az seçilen hayvan hangisi?`,
          values: [7, 5, 3, 4],
          options: [msg`Kedi`, msg`Köpek`, msg`Kuş`, msg`Balık`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`Kediyi seçenler, balığı seçenlerden kaç kişi fazla?`,
          values: [7, 5, 3, 4],
          options: [msg`3`, msg`11`, msg`4`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`Köpeği ya da kuşu seçen toplam kaç öğrenci var?`,
          values: [7, 5, 3, 4],
          options: [msg`2`, msg`8`, msg`53`],
          correctIndex: 1,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Hangi Hayvanı Besleyelim? Çalışma Sayfası`,
    instructions: msg`Sınıf anketinin sonuçlarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kareli kâğıda anket grafiğini çiz: her öğrenci için bir kare boya.`, lines: 5 },
      { prompt: msg`En çok seçilen hayvan hangisi? En az seçilen hangisi?`, lines: 2 },
      { prompt: msg`Grafiğe bakarak bir soru yaz ve arkadaşına sor.`, lines: 2 },
    ],
    table: {
      caption: msg`Sınıf anketimiz`,
      columns: [msg`Hayvan`, msg`Çetele`, msg`Öğrenci sayısı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Orman Okulunun Seçimi`,
    paragraphs: [
      msg`Orman okulunun bahçesine bir kuş yuvası mı, bir balık havuzu mu yapılsın? Öğrenciler karar veremedi.`,
      msg`Fındık bir fikir buldu: “Herkese soralım ve oyları çetele ile sayalım!”`,
      msg`Tahtaya iki sütun çizdi. Kuş yuvası için 9, balık havuzu için 6 çizgi çıktı. Fındık beşli grupları tek tek saydı.`,
      msg`Sonra kareli kâğıda grafiği çizdi. Kuş yuvasının sütunu 3 kare daha uzundu.`,
      msg`Baykuş Öğretmen gülümsedi: “Veriler karar vermemize yardım etti. Kuş yuvasını yapalım; havuzu da seneye!”`,
    ],
    lesson: msg`Veri toplayıp grafikle gösterirsek doğru kararı daha kolay veririz.`,
  },
};
