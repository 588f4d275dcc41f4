import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bölme, bölünenin içinde bölenden kaç tane olduğunu bulmaktır. Bölenleri tek tek çıkarmak uzun sürer; önce 10 tane bölenden oluşan büyük parçaları çıkarırsak çok daha hızlı buluruz.`,
    sections: [
      {
        heading: msg`Büyük parçalarla bölme`,
        paragraphs: [
          msg`156 ÷ 12 işleminde önce 10 tane 12’yi, yani 120’yi çıkarırız: 156 − 120 = 36. Sonra 12’şer çıkarırız: 36 − 12 − 12 − 12 = 0.`,
          msg`Toplam 10 + 3 = 13 tane 12 çıkardık. Demek ki 156 ÷ 12 = 13. Sayı doğrusunda bu, bir büyük ve üç küçük geri zıplamadır.`,
        ],
      },
      {
        heading: msg`Uzun bölme`,
        paragraphs: [
          msg`Uzun bölmede bölünenin en büyük basamağından başlarız. 2 571 ÷ 8 işleminde 2’nin içinde 8 yoktur; 25’in içinde 8, 3 kez vardır. 3 × 8 = 24, 25 − 24 = 1.`,
          msg`7’yi indiririz: 17’nin içinde 8, 2 kez vardır; 17 − 16 = 1. 1’i indiririz: 11’in içinde 8, 1 kez vardır; 11 − 8 = 3. Bölüm 321, kalan 3’tür. Kontrol: 8 × 321 + 3 = 2 571.`,
          msg`Bölen bir basamaklıysa bölümün basamak sayısını önceden söyleyebiliriz: bölünenin en büyük basamağındaki rakam bölenden küçükse bölüm bölünenden bir basamak az olur. 2 571 ÷ 8’de 2 < 8 olduğu için bölüm üç basamaklıdır.`,
        ],
      },
      {
        heading: msg`10, 100 ve 1000 ile kısa yoldan bölme`,
        paragraphs: [
          msg`Sonunda sıfır olan bir sayıyı 10’a bölerken sondan bir sıfır sileriz: 650 ÷ 10 = 65. 100’e bölerken iki, 1000’e bölerken üç sıfır sileriz: 4 500 ÷ 100 = 45, 7 000 ÷ 1000 = 7.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bölünen`, definition: msg`Bölme işleminde bölünen sayı.` },
      { term: msg`Bölen`, definition: msg`Bölünenin içinde kaç tane olduğu aranan sayı.` },
      { term: msg`Bölüm`, definition: msg`Bölünenin içinde bölenden kaç tane olduğu; bölmenin sonucu.` },
      { term: msg`Kalan`, definition: msg`Bölme bittiğinde artan ve bölenden küçük olan sayı.` },
    ],
  },
  procedure: {
    goal: msg`Fasulyeleri önce onar onar, sonra birer birer gruplara paylaştırarak bölmenin büyük parçalarla nasıl kısaldığını görmek ve uzun bölmeyle karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kuru fasulye (ya da sayma pulu)`, quantity: msg`Her dörtlü gruba yaklaşık 200 tane` },
      { name: msg`Plastik bardak`, quantity: msg`Her gruba 12 tane` },
      { name: msg`10’arlı fasulye paketi yapmak için küçük kilitli poşet`, quantity: msg`Her gruba 15 tane` },
      { name: msg`Bölme kartları (örneğin 156 ÷ 12, 96 ÷ 8, 178 ÷ 7)`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Fasulyeleri ağza, buruna ya da kulağa sokma.`, msg`Yere düşen fasulyeleri hemen topla; üstüne basınca kayabilirsin.`],
    steps: [
      msg`Ders öncesinde fasulyelerin bir kısmını 10’arlı poşetlere koyun.`,
      msg`Bir kart çek ve bölünen kadar fasulyeyi (poşetler ve tek fasulyeler) masaya koy. Bölen kadar bardağı yan yana diz.`,
      msg`Önce her bardağa birer poşet (10 fasulye) koy; poşetler her bardağa yetecek kadar varsa bir tur daha koy. Poşetler bütün bardaklara yetmezse artan poşetleri açıp tek fasulyeye çevir.`,
      msg`Sonra kalan fasulyeleri bardaklara birer birer dağıt. Artan fasulye bardak sayısından az kalınca dur.`,
      msg`Bir bardaktaki fasulyeyi say: bu bölümdür. Artan fasulye kalandır. Aynı işlemi defterinde uzun bölmeyle yap ve sonuçları karşılaştır.`,
    ],
    observations: [
      msg`Önce poşetleri dağıtmak işi nasıl kısalttı?`,
      msg`Artan fasulyeler hiç bardak sayısından çok oldu mu? Olsaydı ne yapardın?`,
      msg`Uzun bölmenin hangi adımı poşetleri dağıtmaya benziyor?`,
    ],
    conclusion: msg`Bölmede önce büyük parçaları (bölenin 10 katını), sonra tek tek bölenleri çıkarırız. Uzun bölme de bu fikrin kısa yazılışıdır. Kalan her zaman bölenden küçüktür.`,
  },
  questions: [
    {
      id: 'long-division',
      prompt: msg`2 571 ÷ 8 işleminde bölüm ve kalan nedir?`,
      options: [msg`Bölüm 321, kalan 3`, msg`Bölüm 312, kalan 3`, msg`Bölüm 321, kalan 0`],
      correctIndex: 0,
      explanation: msg`25’in içinde 8, 3 kez; 17’nin içinde 2 kez; 11’in içinde 1 kez vardır ve 3 artar. Bölüm 321, kalan 3. Kontrol: 8 × 321 + 3 = 2 571.`,
      hints: [
        msg`En büyük basamaktan başla. 2’nin içinde 8 var mı?`,
        msg`Her adımda bir sonraki rakamı aşağı indir.`,
        msg`Sonucu bölen × bölüm + kalan ile kontrol et.`,
      ],
    },
    {
      id: 'digits',
      prompt: msg`7 326 ÷ 9 işleminde bölüm kaç basamaklıdır? İşlem yapmadan bul.`,
      options: [msg`4`, msg`3`, msg`2`],
      correctIndex: 1,
      explanation: msg`Bölünenin en büyük basamağındaki 7, bölen 9’dan küçüktür. Bu yüzden bölüm, dört basamaklı bölünenden bir basamak az, yani üç basamaklıdır. Gerçekten 7 326 ÷ 9 = 814.`,
      hints: [msg`Bölünenin en soldaki rakamını bölenle karşılaştır.`, msg`7’nin içinde 9 var mı? Yoksa bölüme ilk rakamı nereden başlayarak yazarsın?`],
    },
    {
      id: 'by-hundred',
      prompt: msg`4 500 ÷ 100 kaç eder?`,
      options: [msg`450`, msg`45 000`, msg`45`],
      correctIndex: 2,
      explanation: msg`100’e bölerken sondan iki sıfır silinir: 4 500 ÷ 100 = 45. Kontrol: 45 × 100 = 4 500.`,
      hints: [msg`100’de kaç sıfır var?`, msg`Bölerken sıfır ekler misin, silersin mi?`],
    },
    {
      id: 'chunks',
      prompt: msg`156 ÷ 12 kaç eder?`,
      options: [msg`13`, msg`31`, msg`12`],
      correctIndex: 0,
      explanation: msg`Önce 10 tane 12 (120) çıkarırız, 36 kalır. 36’nın içinde 3 tane 12 vardır. 10 + 3 = 13. Kontrol: 12 × 13 = 156.`,
      hints: [msg`10 tane 12 kaç eder?`, msg`156’dan onu çıkar. Kalanın içinde kaç tane 12 var?`],
    },
    {
      id: 'egg-trays',
      prompt: msg`Bir çiftçi 875 yumurtayı 30’luk viyollere koyuyor. Kaç viyol tamamen dolar, kaç yumurta artar?`,
      options: [msg`28 viyol dolar, 35 yumurta artar`, msg`29 viyol dolar, 5 yumurta artar`, msg`30 viyol dolar, hiç yumurta artmaz`],
      correctIndex: 1,
      explanation: msg`30 × 29 = 870, 875 − 870 = 5. 29 viyol dolar, 5 yumurta artar. 35 artamaz, çünkü kalan bölenden küçük olmalı; 30 viyol için 900 yumurta gerekir.`,
      hints: [msg`30’un kaç katı 875’i geçmez?`, msg`Kalan 30’dan küçük olmalı.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Büyük ve küçük geri zıplamalar`,
    instructions: msg`Nokta bölünende durur. Büyük zıplama bölenin 10 katını, küçük zıplama bölenin kendisini çıkarır. Önce büyük, sonra küçük zıpla; bir zıplama daha sığmayınca dur. Bölüm, büyük zıplama sayısının 10 katı ile küçük zıplama sayısının toplamıdır; noktanın durduğu sayı kalandır. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 250,
      step: 1,
      labelEvery: 50,
      tasks: [
        {
          kind: 'jumps',
          prompt: msg`156 ÷ 12: önce 120 geri zıpla (10 tane 12), sonra 12’şer zıpla. Bölüm kaç?`,
          start: 156,
          target: 0,
          sizes: [120, 12],
          direction: 'back',
        },
        {
          kind: 'jumps',
          prompt: msg`96 ÷ 8: 80’lik ve 8’lik zıplamalarla 0’a var. Kaç tane 8 çıkardın?`,
          start: 96,
          target: 0,
          sizes: [80, 8],
          direction: 'back',
        },
        { kind: 'jumps', prompt: msg`235 ÷ 5: 50’lik ve 5’lik zıplamalarla böl. Bölüm kaç?`, start: 235, target: 0, sizes: [50, 5], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`178 ÷ 7: 70’lik ve 7’lik zıplamalarla geri git. Bir zıplama daha sığmayınca dur. Bölüm ve kalan kaç?`,
          start: 178,
          target: 3,
          sizes: [70, 7],
          direction: 'back',
        },
        {
          kind: 'jumps',
          prompt: msg`200 ÷ 16: 160’lık ve 16’lık zıplamalarla geri git. Kalan kaç?`,
          start: 200,
          target: 8,
          sizes: [160, 16],
          direction: 'back',
        },
        {
          kind: 'jumps',
          prompt: msg`224 öğrenci 14 kişilik gruplara ayrılıyor. Kaç grup olur? 140’lık ve 14’lük zıplamalarla bul.`,
          start: 224,
          target: 0,
          sizes: [140, 14],
          direction: 'back',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Onar Onar Böl Çalışma Sayfası`,
    instructions: msg`Fasulyelerle ve uzun bölmeyle yaptığın işlemleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`192 ÷ 12 işlemini önce büyük parçalarla (120), sonra uzun bölmeyle yap.`, lines: 4 },
      { prompt: msg`4 836 ÷ 6 işleminde bölümün kaç basamaklı olacağını işlem yapmadan söyle. Sonra işlemi yap ve kontrol et.`, lines: 4 },
      { prompt: msg`Kalanı 4 olan bir bölme problemi kur ve çöz.`, lines: 4 },
    ],
    table: {
      caption: msg`Bölme işlemlerim`,
      columns: [msg`İşlem`, msg`Büyük parça sayısı`, msg`Küçük parça sayısı`, msg`Bölüm`, msg`Kalan`, msg`Kontrol`],
      rows: 5,
    },
  },
  story: {
    title: msg`Kış Toplantısındaki Fındıklar`,
    paragraphs: [
      msg`Ormanın kış toplantısına 12 sincap geldi. Fındık, ambardaki 156 fındığı hepsine eşit dağıtmak istedi.`,
      msg`“Birer birer verirsem akşam olur” dedi. Arkadaşı Kirpi Diken bir öneride bulundu: “Önce herkese 10’ar fındık ver.”`,
      msg`Fındık 12 sincaba 10’ar fındık verdi; 120 fındık gitti, 36 fındık kaldı. Sonra herkese birer fındık daha verdi: 24 kaldı. Bir tur daha: 12 kaldı. Son tur: hiç kalmadı!`,
      msg`“Her sincaba 10 + 3 = 13 fındık düştü” dedi Diken. Fındık kontrol etti: 12 × 13 = 156. “Büyük parçalarla başlamak ne kadar hızlıymış!”`,
    ],
    lesson: msg`Bölerken önce büyük parçaları, sonra küçükleri dağıtmak işi kısaltır; uzun bölme de bu fikre dayanır.`,
  },
};
