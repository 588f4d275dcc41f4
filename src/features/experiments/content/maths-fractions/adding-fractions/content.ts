import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir pastanın 2/8’ini sabah, 3/8’ini akşam yersen günün sonunda pastanın ne kadarını yemiş olursun? Aynı büyüklükteki parçaları saymak, kesirlerle toplamanın ta kendisidir.`,
    sections: [
      {
        heading: msg`Paydaları eşit kesirler`,
        paragraphs: [
          msg`Paydaları eşit kesirlerde parçalar aynı büyüklüktedir. Toplarken ya da çıkarırken yalnızca parça sayılarını, yani payları toplar ya da çıkarırız; payda aynı kalır: 2/8 + 3/8 = 5/8, 5/7 − 2/7 = 3/7.`,
          msg`Paydaları toplamak yanlıştır: 2/8 + 3/8, 5/16 değildir. Şeritte 8’de 2 parça ile 8’de 3 parça yan yana konunca 8’de 5 parça eder; parçaların büyüklüğü değişmez.`,
        ],
      },
      {
        heading: msg`Paydalardan biri ötekinin katıysa`,
        paragraphs: [
          msg`1/4 ile 3/8’i toplamak için parçaları aynı büyüklüğe getiririz. 8, 4’ün katıdır; 1/4’ü genişletince 2/8 olur. Sonra 2/8 + 3/8 = 5/8 buluruz.`,
          msg`Çıkarmada da aynı yolu izleriz: 5/6 − 1/3 = 5/6 − 2/6 = 3/6. 3/6 sadeleşince 1/2 olur; sonuç sadeleşebiliyorsa en sade hâliyle yazmak iyi olur.`,
        ],
      },
      {
        heading: msg`Problemlerde kesirler`,
        paragraphs: [
          msg`“Birlikte ne kadar?” sorusu toplamaya, “Ne kadar kaldı?” ya da “Ne kadar fazla?” soruları çıkarmaya götürür. Bütünün tamamı 1’dir: 8/8 = 1.`,
          msg`Bir pizzanın 3/8’i yendiyse kalan kısım 8/8 − 3/8 = 5/8’dir. Sonucu şeritle ya da çizimle kontrol etmek hatayı yakalamanın kolay bir yoludur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Payda`, definition: msg`Bütünün kaç eş parçaya bölündüğünü gösteren sayı.` },
      { term: msg`Pay`, definition: msg`Alınan eş parça sayısı.` },
      { term: msg`Genişletme`, definition: msg`Pay ve paydayı sıfırdan farklı aynı sayıyla çarpma; kesrin değeri değişmez.` },
      { term: msg`Bütün`, definition: msg`Paydası payına eşit kesir; 1’e eşittir.` },
    ],
  },
  procedure: {
    goal: msg`Katlanmış kâğıt şeritlerle kesirleri yan yana koyarak toplamak, üst üste kapatarak çıkarmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eş uzunlukta (24 cm × 3 cm) renkli kâğıt şerit`, quantity: msg`Her öğrenciye 6 tane` },
      { name: msg`Makas`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Defter`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [msg`Makasla keserken kâğıdı tutan elinin parmaklarını kesme çizgisinden uzak tut.`, msg`Makası elden ele kapalı ve sapından uzatarak ver.`],
    steps: [
      msg`Bir şeridi “1 bütün” olarak ayır. Öteki şeritleri katlayarak ve cetvelle ölçerek 2, 4, 8, 3 ve 6 eş parçaya böl; parçaları adlandır.`,
      msg`8’lik şeritten 2 ve 3 parça kes. Yan yana koyup 1 bütünün altına yerleştir; toplamı 8’lik şeritle karşılaştırarak yaz.`,
      msg`4’lük şeritten 1 parçayı ve 8’lik şeritten 3 parçayı yan yana koy. 1/4’ün kaç tane 1/8’e eşit olduğunu bularak toplamı yaz.`,
      msg`6’lık şeritten 5 parça al. 3’lük şeritten 1 parçayı bunların üzerine kapat; açıkta kalan kısmı 6’lık parçalarla say.`,
      msg`Kendi toplama ve çıkarma işlemlerini şeritle kur, arkadaşına çözdür.`,
    ],
    observations: [
      msg`2/8 ile 3/8’i yan yana koyunca parçaların büyüklüğü değişti mi?`,
      msg`1/4 ile 3/8’i toplarken önce ne yapman gerekti?`,
      msg`5/6 − 1/3 işleminin sonucu şeritte hangi kesirle aynı uzunlukta?`,
    ],
    conclusion: msg`Paydaları eşit kesirleri toplarken ve çıkarırken paylar toplanır ya da çıkarılır, payda aynı kalır. Paydalar farklı ama biri ötekinin katıysa önce genişletip paydaları eşitleriz.`,
  },
  questions: [
    {
      id: 'same-denominator',
      prompt: msg`3/8 + 2/8 işleminin sonucu hangisidir?`,
      options: [msg`5/16`, msg`5/8`, msg`6/8`, msg`1/8`],
      correctIndex: 1,
      explanation: msg`Paydalar eşit; paylar toplanır, payda aynı kalır: 3 + 2 = 5, sonuç 5/8. 5/16 paydaları da toplamanın yanlışıdır.`,
      hints: [msg`Parçalar aynı büyüklükte mi?`, msg`Kaç tane sekizde bir parça var?`],
    },
    {
      id: 'multiple-denominator',
      prompt: msg`1/3 + 4/9 işleminin sonucu hangisidir?`,
      options: [msg`5/12`, msg`5/9`, msg`7/9`, msg`7/12`],
      correctIndex: 2,
      explanation: msg`9, 3’ün katıdır. 1/3 = 3/9 olur. 3/9 + 4/9 = 7/9.`,
      hints: [msg`1/3’ü paydası 9 olacak biçimde genişlet.`, msg`Paydalar eşitlenince payları topla.`],
    },
    {
      id: 'subtract',
      prompt: msg`7/10 − 1/5 işleminin sonucu hangisidir?`,
      options: [msg`6/5`, msg`6/10`, msg`3/10`, msg`1/2`],
      correctIndex: 3,
      explanation: msg`1/5 = 2/10’dur. 7/10 − 2/10 = 5/10; bu da sadeleşince 1/2 olur.`,
      hints: [msg`Paydaları eşitlemek için hangi kesri genişletmelisin?`, msg`Sonucu sadeleştirebilir misin?`],
    },
    {
      id: 'pizza',
      prompt: msg`Ayşe bir pizzanın 3/8’ini, kardeşi 1/4’ünü yedi. İkisi birlikte pizzanın ne kadarını yedi?`,
      options: [msg`5/8`, msg`4/12`, msg`4/8`, msg`3/8`],
      correctIndex: 0,
      explanation: msg`1/4 = 2/8’dir. 3/8 + 2/8 = 5/8. İkisi birlikte pizzanın 5/8’ini yedi.`,
      hints: [msg`“Birlikte” sözcüğü hangi işlemi gerektirir?`, msg`1/4 kaç sekizde bire eşittir?`],
    },
    {
      id: 'add-denominators',
      prompt: msg`Can, “1/2 + 1/4 = 2/6” diyor. Haklı mı?`,
      options: [msg`Evet, çünkü paylar da paydalar da toplandı`, msg`Evet, çünkü 2/6 sadeleşince 1/3 olur`, msg`Hayır; 1/2 = 2/4 olduğundan toplam 3/4’tür`],
      correctIndex: 2,
      explanation: msg`2/6 = 1/3, yani toplanan 1/2’den bile küçük; bu olamaz. Paydalar toplanmaz: 1/2 = 2/4, 2/4 + 1/4 = 3/4.`,
      hints: [msg`Toplam, toplanan sayılardan küçük olabilir mi?`, msg`1/2’yi dörtte birlerle yaz.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kesir şeridi`,
    instructions: msg`Şeridin parçalarına dokunarak ya da numaralı düğmelerle işlemin sonucunu boya. Son görevde şeridi kendin böl.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'rectangle',
      maxParts: 12,
      tasks: [
        { kind: 'shade', prompt: msg`Şerit 7 eş parçaya bölündü. 2/7 + 3/7 toplamını boya.`, numerator: 5, denominator: 7, parts: 7 },
        { kind: 'shade', prompt: msg`Şerit 8 eş parçaya bölündü. 1/4 + 3/8 toplamını boya.`, numerator: 5, denominator: 8, parts: 8 },
        {
          kind: 'shade',
          prompt: msg`Şerit 6 eş parçaya bölündü. Şeridin 5/6’sı boyalıydı; 1/3’ünün boyası silindi. Boyalı kalan kısmı göster.`,
          numerator: 1,
          denominator: 2,
          parts: 6,
        },
        { kind: 'shade', prompt: msg`Şerit 12 eş parçaya bölündü. 1/2 + 1/6 toplamını boya.`, numerator: 2, denominator: 3, parts: 12 },
        {
          kind: 'equivalent',
          prompt: msg`1/3 + 1/6 toplamı 1/2’ye eşittir. Şeridi uygun sayıda eş parçaya bölüp bu toplamı göster.`,
          numerator: 1,
          denominator: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Kesirlerle Toplama ve Çıkarma Çalışma Sayfası`,
    instructions: msg`Her işlemi önce şerit modeliyle çiz, sonra hesapla.`,
    tasks: [
      { prompt: msg`4/9 + 2/9 ve 8/9 − 5/9 işlemlerini şerit çizerek yap.`, lines: 2 },
      { prompt: msg`3/4 − 3/8 işlemini yap. Hangi kesri genişlettiğini yaz.`, lines: 2 },
      { prompt: msg`Bir su şişesinin 2/5’i sabah, 3/10’u öğlen içildi. Şişenin ne kadarı kaldı?`, lines: 3 },
    ],
    table: {
      caption: msg`Şeritle yaptığım işlemler`,
      columns: [msg`İşlem`, msg`Paydaları eşitledim mi?`, msg`Sonuç`, msg`En sade hâli`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Havuçlu Keki`,
    paragraphs: [
      msg`Fındık, Tavşan Pamuk’un doğum günü için havuçlu bir kek yaptı ve keki 8 eş dilime böldü.`,
      msg`Pamuk önce 3 dilim, yani kekin 3/8’ini yedi. Kirpi Diken de kekin dörtte birini aldı.`,
      msg`Baykuş Bilge sordu: “Kekin ne kadarı yendi?” Pamuk hemen cevap verdi: “3/8 ile 1/4… 4/12!” Fındık güldü: “Dilimlerimiz sekizde bir. Diken’in dörtte biri 2 dilim, yani 2/8.”`,
      msg`“O zaman 3/8 + 2/8 = 5/8 yendi,” dedi Pamuk, “geriye 3/8 kaldı.” Kalan 3 dilimi Bilge, Fındık ve Fındık’ın annesi paylaştı.`,
    ],
    lesson: msg`Kesirleri toplarken parçaların aynı büyüklükte olması gerekir; paydalar eşitlenir, paylar toplanır, paydalar toplanmaz.`,
  },
};
