import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Üç basamaklı sayıları toplarken yüzlükleri yüzlüklerle, onlukları onluklarla, birlikleri birliklerle toplarız. Bir basamakta 10 ya da daha fazla blok birikirse bir üst basamağa elde aktarırız.`,
    sections: [
      {
        heading: msg`Basamak basamak toplama`,
        paragraphs: [
          msg`253 + 124 işleminde 3 + 4 = 7 birlik, 5 + 2 = 7 onluk, 2 + 1 = 3 yüzlük olur. Toplam 377’dir. Hiçbir basamakta 10 blok birikmediği için bu işlem eldesizdir.`,
          msg`Alt alta yazarken basamakları aynı hizaya koyarız. Toplamaya her zaman birler basamağından başlarız.`,
        ],
      },
      {
        heading: msg`Elde nedir?`,
        paragraphs: [
          msg`247 + 136 işleminde birlikler 7 + 6 = 13 olur. 13 birliğin 10’unu bir onluk çubukla değiştiririz. Birler basamağında 3 birlik kalır, 1 onluk onlar basamağına elde gider.`,
          msg`Onlar basamağında 4 + 3 + 1 = 8 onluk, yüzler basamağında 2 + 1 = 3 yüzlük olur. Sonuç 383’tür.`,
          msg`Onluklar da 10’u geçebilir. 10 onluk bir yüzlüğe çevrilir ve yüzler basamağına elde gider.`,
        ],
      },
      {
        heading: msg`Yer değiştirme ve tahmin`,
        paragraphs: [
          msg`Toplananların yerini değiştirsek de toplam değişmez: 156 + 238 ile 238 + 156 aynı sonucu verir.`,
          msg`İşlemden önce sayıları en yakın yüzlüğe yuvarlayıp tahmin edebiliriz: 298 + 407 için 300 + 400 = 700 deriz. Gerçek toplam 705’tir; tahmin sonuca çok yakındır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Toplanan`, definition: msg`Toplama işleminde toplanan sayılardan her biri.` },
      { term: msg`Toplam`, definition: msg`Toplama işleminin sonucu.` },
      { term: msg`Elde`, definition: msg`Bir basamakta toplam 9’u geçince bir üst basamağa aktarılan 1 onluk ya da 1 yüzlük.` },
      { term: msg`Tahmin`, definition: msg`İşlemi yapmadan sonucun yaklaşık ne olacağını söylemek.` },
    ],
  },
  procedure: {
    goal: msg`Onluk taban bloklarıyla üç basamaklı iki sayıyı toplamak ve 10 bloğu bir üst basamağın bloğuyla değiştirerek eldeyi görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Onluk taban blokları (yüzlük plaka, onluk çubuk, birlik küp)`, quantity: msg`Her ikili gruba 10 yüzlük, 20 onluk, 20 birlik` },
      { name: msg`Basamak tablosu çizili A4 kâğıdı (yüzler, onlar, birler)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Toplama kartları (örneğin 247 + 136, 458 + 267)`, quantity: msg`Her ikili gruba 6 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Birlik küpler küçüktür; ağza koyma, yere düşenleri hemen topla.`, msg`Blokları arkadaşına atma; masada kaydırarak ver.`],
    steps: [
      msg`Bir kart çek. Önce sonucu tahmin et ve defterine yaz.`,
      msg`Birinci toplananı bloklarla basamak tablosuna yerleştir. Arkadaşın ikinci toplananın bloklarını altına koysun.`,
      msg`Birlikleri say. 10 ya da daha fazla birlik varsa 10 birliği bir onluk çubukla değiştir ve onlar sütununa koy.`,
      msg`Sonra onlukları say. 10 ya da daha fazla onluk varsa 10 onluğu bir yüzlük plakayla değiştir.`,
      msg`Yüzlükleri say ve sonucu oku. İşlemi defterine alt alta yaz; eldeyi üst basamağın üstüne küçük bir 1 ile göster.`,
      msg`Tahmininle sonucu karşılaştır. Sonra toplananların yerini değiştirip yeniden topla.`,
    ],
    observations: [
      msg`Hangi kartlarda blok değiştirmen gerekti? Bunlar eldeli toplamalardı.`,
      msg`Toplananların yerini değiştirince toplam değişti mi?`,
      msg`Tahminin sonuca ne kadar yakındı?`,
    ],
    conclusion: msg`Toplarken aynı basamaktaki blokları bir araya getiririz. Bir basamakta 10 blok birikince onları bir üst basamağın bir bloğuyla değiştiririz; işlemde buna elde deriz.`,
  },
  questions: [
    {
      id: 'two-carries',
      prompt: msg`347 + 285 kaç eder?`,
      options: [msg`522`, msg`622`, msg`632`],
      correctIndex: 2,
      explanation: msg`Birlikler: 7 + 5 = 12; 2 yazılır, 1 onluk elde olur. Onluklar: 4 + 8 + 1 = 13; 3 yazılır, 1 yüzlük elde olur. Yüzlükler: 3 + 2 + 1 = 6. Sonuç 632.`,
      hints: [
        msg`Birler basamağından başla.`,
        msg`Birlikler 9’u geçti mi? Geçtiyse onlar basamağına elde yaz.`,
        msg`Onlar basamağında da elde çıkıyor mu? Yüzlere eklemeyi unutma.`,
      ],
    },
    {
      id: 'estimate',
      prompt: msg`298 + 407 işleminin sonucunu tahmin et. En iyi tahmin hangisidir?`,
      options: [msg`700`, msg`600`, msg`800`],
      correctIndex: 0,
      explanation: msg`298 yaklaşık 300, 407 yaklaşık 400’dür. 300 + 400 = 700. Gerçek toplam 705, tahmine çok yakın.`,
      hints: [msg`Her sayıyı en yakın yüzlüğe yuvarla.`, msg`Yuvarladığın yüzlükleri topla.`],
    },
    {
      id: 'swap',
      prompt: msg`156 + 238 = 238 + ? Soru işaretinin yerine hangi sayı gelir?`,
      options: [msg`238`, msg`156`, msg`394`],
      correctIndex: 1,
      explanation: msg`Toplananların yeri değişince toplam değişmez. İki tarafta da aynı sayılar olmalı: 156 + 238 = 238 + 156.`,
      hints: [msg`Eşittir işaretinin iki yanında toplam aynı olmalı.`, msg`Sol taraftaki toplananlardan hangisi sağ tarafta eksik?`],
    },
    {
      id: 'library',
      prompt: msg`Okul kütüphanesinde 276 hikâye kitabı ve 148 bilim kitabı var. Kütüphanede toplam kaç kitap var?`,
      options: [msg`424`, msg`324`, msg`414`],
      correctIndex: 0,
      explanation: msg`276 + 148 yaparız. Birlikler: 6 + 8 = 14, elde 1. Onluklar: 7 + 4 + 1 = 12, elde 1. Yüzlükler: 2 + 1 + 1 = 4. Toplam 424 kitap.`,
      hints: [msg`“Toplam kaç” diye soruluyor; hangi işlemi yaparsın?`, msg`Her basamakta eldeyi bir sonraki basamağa eklemeyi unutma.`],
    },
    {
      id: 'mental',
      prompt: msg`250 + 130 işlemini zihinden yap. Sonuç kaçtır?`,
      options: [msg`280`, msg`390`, msg`380`],
      correctIndex: 2,
      explanation: msg`Yüzlükler: 200 + 100 = 300. Onluklar: 50 + 30 = 80. 300 + 80 = 380.`,
      hints: [msg`Önce yüzlükleri topla.`, msg`Sonra onlukları topla ve iki sonucu birleştir.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Bloklarla topla`,
    instructions: msg`Altlıkta birinci toplanan duruyor. İkinci toplananın bloklarını düğmelerle ekle. Bir basamakta 10 blok birikirse onları bir üst basamağın bloğuna çevir. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'place-value',
      places: 3,
      tasks: [
        { prompt: msg`Altlıkta 258 var. 131 ekle: 1 yüzlük, 3 onluk ve 1 birlik koy. Toplam kaç?`, target: 389, start: { hundreds: 2, tens: 5, ones: 8 } },
        { prompt: msg`Altlıkta 247 var. 136 ekle. Birlikler 9’u geçince 10 birliği bir onluğa çevir.`, target: 383, start: { hundreds: 2, tens: 4, ones: 7 } },
        { prompt: msg`Altlıkta 365 var. 172 ekle. Bu kez hangi basamakta elde çıkıyor?`, target: 537, start: { hundreds: 3, tens: 6, ones: 5 } },
        { prompt: msg`Altlıkta 458 var. 267 ekle. İki kez blok değiştirmen gerekecek.`, target: 725, start: { hundreds: 4, tens: 5, ones: 8 } },
        {
          prompt: msg`176 ile 168’in blokları altlıkta bir arada: 2 yüzlük, 13 onluk, 14 birlik. Blokları değiştirerek toplamı basamaklarına göre göster.`,
          target: 344,
          start: { hundreds: 2, tens: 13, ones: 14 },
        },
        {
          prompt: msg`Fındık’ın 385 fındığı vardı, 415 fındık daha topladı. Altlıkta 385 var; 415 ekle. Kaç fındığı oldu?`,
          target: 800,
          start: { hundreds: 3, tens: 8, ones: 5 },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Bloklarla Eldeli Toplama Çalışma Sayfası`,
    instructions: msg`Bloklarla yaptığın toplamaları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`364 + 258 işlemini alt alta yap. Eldeleri küçük 1’lerle göster.`, lines: 3 },
      { prompt: msg`492 + 307 işleminin sonucunu önce tahmin et, sonra işlemi yap. Tahminin sonuca ne kadar yakın?`, lines: 3 },
      { prompt: msg`Toplamı 600 olan, eldeli bir toplama problemi yaz ve çöz.`, lines: 4 },
    ],
    table: {
      caption: msg`Bloklarla toplama`,
      columns: [msg`İşlem`, msg`Tahminim`, msg`Yüzlük`, msg`Onluk`, msg`Birlik`, msg`Sonuç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Ambarı`,
    paragraphs: [
      msg`Sonbahar gelmişti. Fındık, kış için ambarına fındık topluyordu. Fındıkları yüzer yüzer çuvallara, onar onar torbalara koyuyordu. Artanlar tek tek duruyordu.`,
      msg`Ambarda 2 çuval, 4 torba ve 7 fındık vardı: 247 fındık. Arkadaşı Kirpi Diken, 1 çuval, 3 torba ve 6 fındık getirdi.`,
      msg`Fındık tek fındıkları saydı: 7 ve 6, tam 13 tane! “Bunların 10’unu bir torbaya koyalım,” dedi Diken. Yerde 3 fındık kaldı, torba sayısı bir arttı.`,
      msg`Torbalar 4 + 3 + 1 = 8 oldu, çuvallar 2 + 1 = 3. “3 çuval, 8 torba, 3 fındık: 383 fındığımız var!” diye sevindi Fındık.`,
      msg`Diken güldü: “10 tanesi bir araya gelince yeni bir torba yapmak saymayı ne kadar kolaylaştırıyor!”`,
    ],
    lesson: msg`Toplarken her basamakta 10 olan grupları bir üst basamağa taşırsak büyük sayıları da kolayca toplarız.`,
  },
};
