import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Okulunda kaç öğrenci var? Belki 348, belki 506. Bu sayıları okumak ve yazmak için yüzlükleri, onlukları ve birlikleri bilmek gerekir.`,
    sections: [
      {
        heading: msg`Üç basamak`,
        paragraphs: [
          msg`Üç basamaklı bir sayının basamakları sağdan sola birler, onlar ve yüzler basamağıdır.`,
          msg`10 birlik 1 onluk, 10 onluk 1 yüzlük eder. Onluk taban bloklarında yüzlük bir kare levha, onluk bir çubuk, birlik küçük bir küptür.`,
        ],
      },
      {
        heading: msg`Basamak değeri ve çözümleme`,
        paragraphs: [
          msg`Bir rakamın değeri bulunduğu basamağa bağlıdır. 348 sayısında 3’ün basamak değeri 300, 4’ün 40, 8’in 8’dir.`,
          msg`Bir sayıyı basamak değerlerinin toplamı olarak yazmaya çözümleme denir: 348 = 300 + 40 + 8. Bir basamakta hiç blok yoksa o basamağa 0 yazılır: 5 yüzlük ve 6 birlik 506 eder.`,
        ],
      },
      {
        heading: msg`Bozdurma ve birleştirme`,
        paragraphs: [
          msg`Bir yüzlüğü 10 onluğa bozdurabilir, 10 onluğu 1 yüzlükte birleştirebilirsin. Sayı değişmez, yalnızca gösteriliş biçimi değişir.`,
          msg`2 yüzlük, 13 onluk ve 4 birlik de 334 sayısını gösterir; ama sayıyı yazmak için 10 onluğu bir yüzlükte birleştirip 3 yüzlük, 3 onluk ve 4 birlik elde ederiz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yüzlük`, definition: msg`10 onluktan, yani 100 birlikten oluşan grup.` },
      { term: msg`Basamak değeri`, definition: msg`Bir rakamın bulunduğu basamağa göre gösterdiği değer.` },
      { term: msg`Çözümleme`, definition: msg`Bir sayıyı basamak değerlerinin toplamı olarak yazma: 348 = 300 + 40 + 8.` },
      { term: msg`Bozdurma`, definition: msg`Bir bloğu bir alt basamağın 10 bloğuyla değiştirme; sayı değişmez.` },
    ],
  },
  procedure: {
    goal: msg`Onluk taban blokları (ya da kareli kâğıttan kesilmiş modeller) ile üç basamaklı sayıları modellemek, çözümlemek ve bozdurmak.`,
    durationMinutes: 40,
    materials: [
      {
        name: msg`Onluk taban blokları seti (yüzlük, onluk, birlik) ya da kareli kâğıttan kesilmiş 10×10 kare, 1×10 şerit ve tek kareler`,
        quantity: msg`Her grup için 1 set`,
      },
      { name: msg`Yüzler, onlar ve birler sütunu olan basamak tablosu`, quantity: msg`Her grup için 1 tane` },
      { name: msg`Sayı kartları (100 ile 999 arası)`, quantity: msg`Her grup için 6 tane` },
      { name: msg`Ucu yuvarlak makas (kâğıt model kesilecekse)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Küçük birlik küplerini ağzına alma; yere düşenleri hemen topla ki kimse basıp kaymasın.`,
      msg`Makası yalnızca kâğıt keserken kullan, ucu kendinden ve arkadaşlarından uzak dursun.`,
      msg`Blokları fırlatma; iş bitince saydığın blokları setine geri koy.`,
    ],
    steps: [
      msg`Bir sayı kartı çek ve sayıyı sesli oku.`,
      msg`Sayıyı basamak tablosunda yüzlük levhalar, onluk çubuklar ve birlik küplerle modelle.`,
      msg`Modelini çözümle ve yaz: örneğin 347 = 300 + 40 + 7.`,
      msg`Bir yüzlüğü 10 onluk çubuğa bozdur. Masadaki blokları yeniden say: sayı değişti mi?`,
      msg`Arkadaşın için bir bilmece hazırla: “2 yüzlük, 15 onluk ve 3 birlik hangi sayıdır?” Birlikte blokları birleştirerek cevabı bulun.`,
      msg`Onlar basamağında hiç blok olmayan bir sayı modelle (örneğin 408) ve sayıyı yazarken 0’ın neden gerektiğini konuş.`,
    ],
    observations: [
      msg`Bir yüzlük levhada kaç onluk çubuk, kaç birlik küp var?`,
      msg`Bozdurduğunda blokların sayısı ve sayının kendisi nasıl değişti?`,
      msg`Bir basamakta blok olmadığında sayıyı nasıl yazdın?`,
    ],
    conclusion: msg`Üç basamaklı bir sayının her rakamı, kendi basamağındaki blok sayısını gösterir. 10 birlik 1 onluk, 10 onluk 1 yüzlük eder; bozdurma ve birleştirme sayıyı değiştirmez. Boş bir basamak 0 ile gösterilir.`,
  },
  questions: [
    {
      id: 'value-of-digit',
      prompt: msg`572 sayısındaki 7 rakamının basamak değeri kaçtır?`,
      options: [msg`7`, msg`700`, msg`70`, msg`72`],
      correctIndex: 2,
      explanation: msg`7 onlar basamağındadır; 7 onluk 70 eder. Basamak değeri 70’tir.`,
      hints: [msg`Basamakları sağdan sola say: birler, onlar, yüzler.`, msg`7 hangi basamakta? O basamaktaki her 1 kaç değerindedir?`],
    },
    {
      id: 'read-model',
      prompt: msg`Bir modelde 4 yüzlük, 0 onluk ve 9 birlik var. Hangi sayı gösteriliyor?`,
      options: [msg`49`, msg`490`, msg`409`, msg`4009`],
      correctIndex: 2,
      explanation: msg`4 yüzlük 400, 9 birlik 9 eder. Onlar basamağında blok olmadığı için oraya 0 yazılır: 409.`,
      hints: [msg`Her basamağa kaç blok olduğunu yaz.`, msg`Boş kalan basamağa ne yazılması gerektiğini düşün.`],
    },
    {
      id: 'expanded-form',
      prompt: msg`300 + 60 + 5 hangi sayının çözümlenmiş hâlidir?`,
      options: [msg`365`, msg`3065`, msg`356`, msg`635`],
      correctIndex: 0,
      explanation: msg`300, 3 yüzlük; 60, 6 onluk; 5, 5 birliktir. Sayı 365’tir.`,
      hints: [msg`Her toplananın hangi basamağı gösterdiğini bul.`, msg`Yüzler, onlar ve birler basamağına düşen rakamları sırayla yaz.`],
    },
    {
      id: 'regroup-tens',
      prompt: msg`2 yüzlük, 14 onluk ve 3 birlik hangi sayıyı gösterir?`,
      options: [msg`2143`, msg`243`, msg`343`, msg`253`],
      correctIndex: 2,
      explanation: msg`14 onluğun 10’u bir yüzlükte birleşir: 3 yüzlük ve 4 onluk kalır. 3 birlikle birlikte sayı 343’tür.`,
      hints: [msg`Onlar basamağına 9’dan büyük bir sayı yazılamaz.`, msg`10 onluk kaç yüzlük eder? Bunu yüzlüklere ekle.`],
    },
    {
      id: 'break-hundred',
      prompt: msg`Can, 3 yüzlük ve 2 onluktan oluşan modelindeki yüzlüklerden birini 10 onluğa bozdurdu. Şimdi sayısı nedir?`,
      options: [msg`320`, msg`230`, msg`2120`],
      correctIndex: 0,
      explanation: msg`Bozdurma sayıyı değiştirmez: 2 yüzlük ve 12 onluk da 200 + 120 = 320 eder.`,
      hints: [msg`Bozdurunca blokların türü değişir, toplam değer değişir mi?`, msg`Bozdurmadan önceki sayıyı bul.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Onluk taban blokları`,
    instructions: msg`Yüzlük, onluk ve birlik bloklarını düğmelerle ekle ya da çıkar. Gerekirse 10 bloğu bir üst basamağın bloğuna çevir. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'place-value',
      places: 3,
      tasks: [
        { prompt: msg`243 sayısını bloklarla modelle.`, target: 243 },
        { prompt: msg`506 sayısını modelle. Onlar basamağında kaç blok olmalı?`, target: 506 },
        {
          prompt: msg`Altlıkta 1 yüzlük ve 12 onluk var. 10 onluğu bir yüzlüğe çevirerek 220 sayısını basamaklarına göre göster.`,
          target: 220,
          start: { hundreds: 1, tens: 12 },
        },
        { prompt: msg`Altlıkta 3 yüzlük var. Yüzlüklerden birini 10 onluğa bozdurarak 295 sayısını göster.`, target: 295, start: { hundreds: 3 } },
      ],
    },
  },
  worksheet: {
    title: msg`Yüzlük, Onluk, Birlik Çalışma Sayfası`,
    instructions: msg`Blok modellerini tabloya yaz, çözümle ve soruları cevapla.`,
    tasks: [
      { prompt: msg`618 sayısını yüzlük, onluk ve birlik çizerek göster.`, lines: 3 },
      { prompt: msg`3 yüzlük, 11 onluk ve 5 birlik hangi sayıyı gösterir? Nasıl bulduğunu açıkla.`, lines: 3 },
      { prompt: msg`Rakamları 4, 0 ve 7 olan en büyük ve en küçük üç basamaklı sayıları yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Blok modellerim`,
      columns: [msg`Sayı`, msg`Yüzlük`, msg`Onluk`, msg`Birlik`, msg`Çözümleme`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Fındık Deposu`,
    paragraphs: [
      msg`Fındık kış için fındık biriktiriyordu. Her 10 fındığı küçük bir kesesine, her 10 keseyi de büyük bir sepete koyuyordu.`,
      msg`Bir gün arkadaşı Kirpi Diken geldi: “Ne kadar çok fındığın var! Kaç tane?” Fındık saydı: 2 sepet, 13 kese ve 6 tek fındık.`,
      msg`“İki yüz on üç… altı?” diye karıştırdı Diken. Fındık güldü: “Dur, 13 kesenin 10’u bir sepeti doldurur. O zaman 3 sepet, 3 kese ve 6 fındık eder.”`,
      msg`Diken hesapladı: “300, 30 ve 6… Yani 336 fındık!” Fındık başını salladı: “Sepetler yüzlük, keseler onluk, tek fındıklar birlik.”`,
      msg`O kış Fındık, deposundaki her şeyi yüzlükler, onluklar ve birliklerle yazdı. Neyin ne kadar kaldığını hep biliyordu.`,
    ],
    lesson: msg`10 birlik 1 onluk, 10 onluk 1 yüzlük eder; bir basamakta 10 birim biriktiğinde onları bir üst basamağa taşırız.`,
  },
};
