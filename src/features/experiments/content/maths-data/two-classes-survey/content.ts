import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

/** 6-A (20 students) and 6-B (30 students): book, sport, games, music. */
const twoClasses = [
  [6, 8, 2, 4],
  [6, 12, 10, 2],
];

export const content: ExperimentBody = {
  review: {
    intro: msg`“6-A ile 6-B’nin hafta sonu etkinlikleri birbirine benziyor mu?” Bu soruyu cevaplamak için iki sınıfa da aynı soruyu sormalı, sonra iki grubun verilerini yan yana koymalıyız.`,
    sections: [
      {
        heading: msg`İki grubu karşılaştıran araştırma soruları`,
        paragraphs: [
          msg`Bazı araştırma soruları iki grubu karşılaştırır: “Kızlar ile erkeklerin en sevdiği sporlar farklı mı?”, “6-A ile 6-B’de en çok okunan kitap türü aynı mı?” Bu sorular için iki gruptan da aynı biçimde veri toplanır.`,
          msg`Verilerin karşılaştırılabilmesi için iki gruba aynı soru, aynı seçeneklerle sorulur ve her öğrenci bir kez cevaplar.`,
        ],
      },
      {
        heading: msg`İki gruplu sıklık tablosu`,
        paragraphs: [
          msg`İki grubun verileri tek bir tabloda gösterilebilir: satırlarda seçenekler, sütunlarda gruplar yer alır. Her grubun sıklıklarının toplamı o gruptaki öğrenci sayısına eşittir.`,
          msg`Tablo, aynı seçeneği iki grupta kaç kişinin seçtiğini yan yana görmeyi sağlar.`,
        ],
      },
      {
        heading: msg`İkili sütun grafiği`,
        paragraphs: [
          msg`İkili sütun grafiğinde her seçenek için iki sütun yan yana çizilir; her grup ayrı bir renk ya da desenle gösterilir ve grafiğin yanına bu gösterimi açıklayan bir açıklama konur.`,
          msg`Grafiğe bakarak hangi seçeneğin hangi grupta daha çok seçildiği ve iki grup arasındaki farklar kolayca görülür. Gruplardaki öğrenci sayıları farklıysa yalnızca sayıları karşılaştırmak yanıltıcı olabilir.`,
          msg`Böyle durumlarda her sayıyı kendi grubunun öğrenci sayısına bölüp oranları karşılaştırırız: 20 kişilik bir sınıfta 6 öğrenci sınıfın %30’u, 30 kişilik bir sınıfta 6 öğrenci ise %20’sidir. Sayılar eşit olsa da oranlar farklıdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Veri grubu`, definition: msg`Bir araştırma sorusu için bir gruptan toplanan verilerin tamamı.` },
      { term: msg`Sıklık tablosu`, definition: msg`Her seçeneğin kaç kez seçildiğini gösteren tablo.` },
      { term: msg`İkili sütun grafiği`, definition: msg`İki grubun aynı seçeneklerdeki sıklıklarını yan yana sütunlarla gösteren grafik.` },
    ],
  },
  procedure: {
    goal: msg`İki sınıfa aynı anket sorusunu sorup verileri iki gruplu sıklık tablosu ve ikili sütun grafiğiyle göstermek ve karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Anket kâğıdı (aynı soru ve seçenekler)`, quantity: msg`İki sınıfın her öğrencisine 1 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 1 yaprak` },
      { name: msg`İki farklı renkte kalem ve cetvel`, quantity: msg`Her öğrenciye 1 takım` },
    ],
    safety: [
      msg`Öteki sınıfa anket kâğıtlarını götürürken koridorda koşma ve öğretmenin izin verdiği saatte git.`,
      msg`Anket kâğıtlarına isim yazdırma; cevaplar kimin olduğu bilinmeden toplanır.`,
    ],
    steps: [
      msg`Sınıfça iki grubu karşılaştıran bir araştırma sorusu seçin: “6-A ile 6-B öğrencilerinin hafta sonu en çok yaptığı etkinlik aynı mı?” Seçenekler: kitap okumak, spor, oyun, müzik.`,
      msg`Anket kâğıtlarını iki sınıfa dağıtın ve toplayın.`,
      msg`Her sınıfın cevaplarını ayrı ayrı çeteleyle sayın ve iki gruplu sıklık tablosuna yazın.`,
      msg`Kareli kâğıda ikili sütun grafiği çizin: her seçenek için 6-A’yı bir renkle, 6-B’yi başka bir renkle yan yana gösterin ve renklerin anlamını yazın.`,
      msg`Grafiğe bakarak iki sınıfın benzer ve farklı yönlerini üç cümleyle yazın.`,
    ],
    observations: [
      msg`İki sınıfta en çok seçilen etkinlik aynı mı?`,
      msg`Hangi seçenekte iki sınıf arasındaki fark en büyük?`,
      msg`İki sınıfın öğrenci sayıları farklıysa karşılaştırma nasıl etkilenir?`,
    ],
    conclusion: msg`İki grubu karşılaştırmak için iki gruptan da aynı soruyla veri toplanır. İki gruplu sıklık tablosu ve ikili sütun grafiği, iki grubun aynı seçeneklerdeki değerlerini yan yana görmemizi sağlar.`,
  },
  questions: [
    {
      id: 'comparing-question',
      prompt: msg`Aşağıdakilerden hangisi iki veri grubunu karşılaştırmayı gerektiren bir araştırma sorusudur?`,
      options: [msg`Sınıfımızda kaç öğrenci var?`, msg`6-A ve 6-B öğrencilerinin en sevdiği sporlar farklı mı?`, msg`Okulumuzun adı nedir?`],
      correctIndex: 1,
      explanation: msg`Bu soruyu cevaplamak için iki sınıftan da veri toplamak ve iki grubu karşılaştırmak gerekir. Öteki sorular tek bir bilgiyi sorar.`,
      hints: [msg`Hangi soru iki grubun adını içeriyor?`, msg`Hangi sorunun cevabı için iki gruptan veri toplamak gerekir?`],
    },
    {
      id: 'legend',
      prompt: msg`İkili sütun grafiğinde iki grup neden farklı renk ya da desenle gösterilir?`,
      options: [
        msg`Grafik daha süslü görünsün diye`,
        msg`Sütunlar daha uzun görünsün diye`,
        msg`Aynı seçenekteki iki grubun değerleri ayırt edilip karşılaştırılabilsin diye`,
      ],
      correctIndex: 2,
      explanation: msg`Her seçenek için iki sütun yan yana durur. Renk ya da desen ve grafiğin açıklaması hangi sütunun hangi gruba ait olduğunu gösterir.`,
      hints: [msg`Her seçenek için kaç sütun çizilir?`, msg`Renkler olmasa hangi sütunun hangi gruba ait olduğunu nasıl anlardın?`],
    },
    {
      id: 'total',
      prompt: msg`6-A’da 8, 6-B’de 12 öğrenci hafta sonu spor yaptığını söyledi. İki sınıfta toplam kaç öğrenci spor yapıyor?`,
      options: [msg`4`, msg`12`, msg`8`, msg`20`],
      correctIndex: 3,
      explanation: msg`İki grubun spor sıklıklarını toplarız: 8 + 12 = 20. 4, iki sınıf arasındaki farktır.`,
      hints: [msg`“Toplam” hangi işlemi gerektirir?`, msg`İki sınıfın spor sıklıklarını kullan.`],
    },
    {
      id: 'fair-data',
      prompt: msg`İki sınıfı karşılaştıran bir ankette veriler nasıl toplanmalıdır?`,
      options: [
        msg`İki sınıftaki herkese aynı soru aynı seçeneklerle sorulmalıdır`,
        msg`Yalnızca yakın arkadaşlara sorulmalıdır`,
        msg`Cevaplar tahmin edilerek yazılmalıdır`,
      ],
      correctIndex: 0,
      explanation: msg`Karşılaştırmanın adil olması için iki gruptan da aynı soru ve seçeneklerle, herkesten bir kez veri toplanır.`,
      hints: [msg`Karşılaştırmanın adil olması için ne gerekir?`, msg`Tahmin edilen cevaplar gerçek veri midir?`],
    },
    {
      id: 'between-lines',
      prompt: msg`Bir sütun grafiğinin dikey ekseninde sayılar 0, 2, 4, 6, 8 diye artıyor. Bir sütun 6 ile 8’in tam ortasında bitiyorsa değeri kaçtır?`,
      options: [msg`8`, msg`6`, msg`7`],
      correctIndex: 2,
      explanation: msg`6 ile 8’in tam ortası 7’dir. Eksendeki sayılar 2’şer arttığı için tek sayılar iki çizginin ortasına denk gelir.`,
      hints: [msg`Eksendeki sayılar kaçar artıyor?`, msg`Tam orta, 6’dan ve 8’den eşit uzaklıktadır; 2’nin yarısını düşün.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`İki sınıfın ikili sütun grafiği`,
    instructions: msg`Önce veri tablosundaki sayılara göre 6-A’nın ve 6-B’nin sütunlarını + ve − düğmeleriyle (ya da ok tuşlarıyla) 2’şer 2’şer yükselt: her etkinlikte iki sınıfın sütunu yan yana durur, 6-A düz renkle, 6-B çizgili desenle gösterilir. Sonra bitmiş grafiği okuyarak iki sınıfı karşılaştır. Her görevde “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'chart',
      display: 'grouped-bars',
      title: msg`Hafta sonu en çok yapılan etkinlik`,
      axisLabel: msg`Öğrenci sayısı`,
      categories: [
        { id: 'books', label: msg`Kitap` },
        { id: 'sport', label: msg`Spor` },
        { id: 'games', label: msg`Oyun` },
        { id: 'music', label: msg`Müzik` },
      ],
      series: [
        { id: '6a', label: msg`6-A`, colour: '#2563eb' },
        { id: '6b', label: msg`6-B`, colour: '#b45309' },
      ],
      max: 14,
      step: 2,
      tasks: [
        { kind: 'build', prompt: msg`6-A’da 20, 6-B’de 30 öğrenci ankete cevap verdi. İki sınıfın verilerini ikili sütun grafiğine işle.`, values: twoClasses },
        {
          kind: 'read',
          prompt: msg`İki sınıfta da en çok seçilen etkinlik hangisi?`,
          values: twoClasses,
          options: [msg`Kitap`, msg`Spor`, msg`Oyun`, msg`Müzik`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Hangi etkinlikte iki sınıfın öğrenci sayıları arasındaki fark en büyük?`,
          values: twoClasses,
          options: [msg`Kitap`, msg`Spor`, msg`Oyun`, msg`Müzik`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`6-A’da 20, 6-B’de 30 öğrenci var. Kitabı seçenlerin kendi sınıfına oranı hangi sınıfta daha büyük?`,
          values: twoClasses,
          options: [msg`6-A’da`, msg`6-B’de`, msg`İkisinde eşit`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`Sporu seçenler kendi sınıflarının yüzde kaçıdır? (6-A’da 20, 6-B’de 30 öğrenci var.)`,
          values: twoClasses,
          options: [msg`6-A’da %8, 6-B’de %12`, msg`6-A’da %40, 6-B’de %40`, msg`6-A’da %40, 6-B’de %30`],
          correctIndex: 1,
        },
      ],
    },
  },
  worksheet: {
    title: msg`İki Grubu Karşılaştırma Çalışma Sayfası`,
    instructions: msg`İki sınıfın verilerini iki gruplu sıklık tablosuna yaz ve ikili sütun grafiğini çiz.`,
    tasks: [
      { prompt: msg`İki grubu karşılaştıran kendi araştırma sorunu yaz; hangi iki gruptan veri toplayacağını belirt.`, lines: 2 },
      { prompt: msg`Kareli kâğıda ikili sütun grafiği çiz; iki grubun renklerini açıklayan bir açıklama ekle.`, lines: 2 },
      { prompt: msg`Grafiğe göre iki sınıfın benzer ve farklı yönlerini yaz.`, lines: 3 },
      {
        prompt: msg`İki sınıfın öğrenci sayıları farklıysa bir etkinliği seçenlerin kendi sınıfına oranını (yüzdesini) hesapla ve iki sınıfı bu oranlarla da karşılaştır.`,
        lines: 3,
      },
    ],
    table: {
      caption: msg`Hafta sonu etkinlikleri (iki gruplu sıklık tablosu)`,
      columns: [msg`Etkinlik`, msg`6-A`, msg`6-B`, msg`Toplam`],
      rows: 5,
    },
  },
  story: {
    title: msg`İki Yuvanın Kahvaltısı`,
    paragraphs: [
      msg`Fındık’ın yuvası ağacın tepesinde, Kirpi Diken’in yuvası ağacın dibindeydi. İkisi tartıştı: “Bizim yuvada herkes fındık seviyor!” “Bizimkinde de herkes böğürtlen!”`,
      msg`Baykuş Bilge araya girdi: “Tartışmayın, iki yuvaya da aynı soruyu soralım: kahvaltıda en çok ne yersiniz?”`,
      msg`Tepedeki 10 sincaptan 7’si fındık, 3’ü böğürtlen dedi. Dipteki 10 kirpiden 2’si fındık, 8’i böğürtlen dedi. Bilge iki rengin kullanıldığı bir ikili sütun grafiği çizdi.`,
      msg`Grafiğe bakınca ikisi de güldü: “Demek ikimiz de biraz haklıymışız, ama kimse ‘herkes’ diyemezmiş.” O sabah ortak bir kahvaltı sofrası kurdular: yarısı fındık, yarısı böğürtlen.`,
    ],
    lesson: msg`İki grubu karşılaştırmak için iki gruptan da aynı soruyla veri toplanır; ikili sütun grafiği farkları ve benzerlikleri bir bakışta gösterir.`,
  },
};
