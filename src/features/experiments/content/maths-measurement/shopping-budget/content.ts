import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Markette, kırtasiyede ya da pazarda alışveriş yaparken paralarımızı doğru saymamız, ödemeyi doğru yapmamız ve para üstünü kontrol etmemiz gerekir.`,
    sections: [
      {
        heading: msg`Lira ve kuruş`,
        paragraphs: [
          msg`Paramızın birimi Türk lirasıdır. 1 lira 100 kuruştur. Madeni paralarımız 1, 5, 10, 25 ve 50 kuruş ile 1 liradır; banknotlarımız 5, 10, 20, 50, 100 ve 200 liradır.`,
          msg`Kuruşla verilen bir tutarı lira ve kuruşla yazabiliriz: 350 kuruş = 3 lira 50 kuruş. 100 kuruşluk her grup 1 lira eder.`,
        ],
      },
      {
        heading: msg`En az sayıda parayla ödemek`,
        paragraphs: [
          msg`Bir tutarı pek çok farklı biçimde ödeyebiliriz. En az sayıda parayla ödemek için önce sığabilecek en büyük parayı alırız, kalanı yine en büyük parayla tamamlarız.`,
          msg`375 lira: 200 + 100 + 50 + 20 + 5. Beş parayla ödenir.`,
        ],
      },
      {
        heading: msg`Para üstü ve bütçe`,
        paragraphs: [
          msg`Para üstü, verdiğimiz paradan alışverişin tutarı çıkarılarak bulunur: 64 lira 75 kuruşluk alışverişe 100 lira verirsek 35 lira 25 kuruş para üstü alırız.`,
          msg`Alışverişten önce ne kadar paramız olduğunu ve neleri almak istediğimizi yazarsak paramızı planlamış oluruz; buna bütçe yapmak denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kuruş`, definition: msg`Liranın yüzde biri; 100 kuruş 1 liradır.` },
      { term: msg`Banknot`, definition: msg`Kâğıt para.` },
      { term: msg`Para üstü`, definition: msg`Verilen para ile alışverişin tutarı arasındaki fark.` },
      { term: msg`Bütçe`, definition: msg`Elimizdeki parayla neleri alacağımızın planı.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta bir pazar kurup oyun paralarıyla alışveriş yapmak; tutarları lira ve kuruşla yazmak, en az sayıda parayla ödemek ve para üstünü hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Oyun parası takımı (banknotlar ve madeni paralar)`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Fiyat etiketi yazılmış boş ambalajlar ve kırtasiye eşyaları`, quantity: msg`Her gruba 6–8 tane` },
      { name: msg`Alışveriş listesi için kâğıt ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Madeni paraları ve oyun paralarını ağzına alma; gerçek paralar da kirlidir, dokunduktan sonra ellerini yıka.`,
      msg`Pazar tezgâhlarını sıraların arasında koşmadan dolaş; ambalajları fırlatma.`,
    ],
    steps: [
      msg`Grubunla bir tezgâh kurun. Her ambalaja lira ve kuruşla bir fiyat yazın (örneğin 12 lira 50 kuruş).`,
      msg`Öğretmeninden 100 liralık alışveriş bütçeni al. Almak istediğin üç şeyi ve fiyatlarını alışveriş listene yaz, toplamını hesapla.`,
      msg`Toplam bütçeni aşıyorsa listeyi değiştir. Sonra başka bir grubun tezgâhından alışveriş yap.`,
      msg`Satıcı olduğunda müşterinin verdiği paradan tutarı çıkararak para üstünü hesapla ve parayla say.`,
      msg`Her tutarı en az sayıda parayla ödemeye çalış. Alışveriş bitince kalan paranı say ve listendeki hesapla karşılaştır.`,
    ],
    observations: [
      msg`Alışveriş listenin toplamı bütçeni aştı mı? Ne yaptın?`,
      msg`En çok hangi para üstlerini hesaplamak zor geldi?`,
      msg`Kalan paran, hesapladığın kalan parayla aynı mıydı?`,
    ],
    conclusion: msg`1 lira 100 kuruştur; kuruşla verilen tutarları lira ve kuruşla yazabiliriz. Bir tutarı en az sayıda parayla ödemek için en büyük paralardan başlarız. Para üstü, verilen paradan tutar çıkarılarak bulunur; alışverişten önce bütçe yapmak paramızı planlamamızı sağlar.`,
  },
  questions: [
    {
      id: 'lira-in-kurus',
      prompt: msg`1 lira kaç kuruştur?`,
      options: [msg`10 kuruş`, msg`100 kuruş`, msg`1000 kuruş`],
      correctIndex: 1,
      explanation: msg`1 lira 100 kuruştur; 4 tane 25 kuruş ya da 2 tane 50 kuruş 1 lira eder.`,
      hints: [msg`Kaç tane 50 kuruş 1 lira eder?`, msg`2 tane 50 kuruşu topla.`],
    },
    {
      id: 'kurus-to-lira',
      prompt: msg`350 kuruş kaç lira kaç kuruştur?`,
      options: [msg`3 lira 50 kuruş`, msg`35 lira`, msg`350 lira`],
      correctIndex: 0,
      explanation: msg`Her 100 kuruş 1 lira eder. 350 kuruşta 3 tane 100 kuruş ve 50 kuruş vardır: 3 lira 50 kuruş.`,
      hints: [msg`1 lira kaç kuruştu?`, msg`350 kuruşun içinde kaç tane 100 kuruş var?`],
    },
    {
      id: 'book-and-pen',
      prompt: msg`Ayşe 20 liralık bir kitap ve 12 lira 50 kuruşluk bir kalem aldı. Toplam kaç lira ödedi?`,
      options: [msg`22 lira 50 kuruş`, msg`33 lira`, msg`32 lira 50 kuruş`],
      correctIndex: 2,
      explanation: msg`Liraları ve kuruşları ayrı ayrı toplarız: 20 + 12 = 32 lira, kuruşlar 50. Toplam 32 lira 50 kuruş.`,
      hints: [msg`Önce liraları, sonra kuruşları topla.`, msg`20 ile 12’nin toplamı kaç?`],
    },
    {
      id: 'money-left',
      prompt: msg`Elinde 50 lira var. 36 liralık bir oyuncak aldın. Kaç liran kaldı?`,
      options: [msg`24 lira`, msg`14 lira`, msg`16 lira`],
      correctIndex: 1,
      explanation: msg`Kalan para, elindeki paradan harcadığın çıkarılarak bulunur: 50 − 36 = 14 lira.`,
      hints: [msg`Hangi işlemi yapmalısın: toplama mı, çıkarma mı?`, msg`36’dan 50’ye kadar ileriye doğru say.`],
    },
    {
      id: 'which-is-more',
      prompt: msg`Hangisi daha fazla paradır?`,
      options: [msg`2 lira 5 kuruş`, msg`250 kuruş`, msg`2 lira 25 kuruş`],
      correctIndex: 1,
      explanation: msg`Hepsini kuruşa çevirelim: 2 lira 5 kuruş = 205 kuruş, 2 lira 25 kuruş = 225 kuruş. 250 kuruş en fazladır.`,
      hints: [msg`Karşılaştırmadan önce hepsini aynı birime çevir.`, msg`2 lira kaç kuruştur? Ona kuruşları ekle.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Pazar kasası`,
    instructions: msg`− ve + düğmeleriyle paraları masaya koy ya da masadan al. İstenen tutarı ya da para üstünü masaya koyunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'money',
      pieces: [5, 10, 25, 50, 100, 500, 1000, 2000, 5000, 10000, 20000],
      tasks: [
        { kind: 'make', prompt: msg`Masaya 125 lira 50 kuruş koy.`, amount: 12550 },
        { kind: 'make', prompt: msg`Masaya 250 kuruş koy. Bu kaç lira kaç kuruş eder?`, amount: 250 },
        { kind: 'fewest', prompt: msg`375 lirayı en az sayıda parayla öde.`, amount: 37500 },
        { kind: 'change', prompt: msg`Alışverişin tutarı 64 lira 75 kuruş. 100 lira verdin. Para üstünü masaya koy.`, price: 6475, paid: 10000 },
        {
          kind: 'change',
          prompt: msg`Defter 18 lira 50 kuruş, kalem 6 lira 25 kuruş. İkisi için 50 lira verdin. Para üstünü masaya koy.`,
          price: 2475,
          paid: 5000,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Sınıf Pazarı Çalışma Sayfası`,
    instructions: msg`Alışveriş listeni tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`475 kuruşu lira ve kuruşla yaz. 8 lira 5 kuruşu kuruşla yaz.`, lines: 2 },
      { prompt: msg`185 lirayı en az sayıda banknot ve madeni parayla nasıl ödersin? Paraları çiz.`, lines: 3 },
      { prompt: msg`100 liralık bütçenle 45 lira 50 kuruşluk bir oyuncak ve 27 liralık bir kitap aldın. Kaç liran kaldı?`, lines: 3 },
    ],
    table: {
      caption: msg`Alışveriş listem`,
      columns: [msg`Aldığım şey`, msg`Fiyatı`, msg`Verdiğim para`, msg`Para üstü`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Pazar Listesi`,
    paragraphs: [
      msg`Fındık, kış hazırlığı için 100 lirayla orman pazarına gitti. Cebinden çıkardığı listede fındık, ceviz ve bir sepet vardı.`,
      msg`Fındıklar 42 lira 50 kuruş, cevizler 35 lira, sepet 30 liraydı. Fındık hepsini almak istedi ama Kirpi Diken durdurdu: “Önce topla bakalım!”`,
      msg`Fındık topladı: 42 lira 50 kuruş + 35 lira + 30 lira = 107 lira 50 kuruş. “Eyvah, bütçemi 7 lira 50 kuruş aşıyorum!”`,
      msg`Diken eski sepetini ödünç vermeyi önerdi. Fındık yalnızca fındıkla cevizi aldı: 77 lira 50 kuruş. 100 lira verdi ve 22 lira 50 kuruş para üstü aldı.`,
      msg`Eve dönerken kalan parasıyla Diken’e teşekkür için 20 liralık bir kavanoz bal aldı. Cebinde 2 lira 50 kuruş kalmıştı.`,
    ],
    lesson: msg`Alışverişten önce toplamı hesaplamak bütçemizi aşmamızı önler. Para üstü, verilen paradan tutar çıkarılarak bulunur.`,
  },
};
