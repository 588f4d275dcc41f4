import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıftaki kalemleri tek tek saymak uzun sürer. Onları onarlı demetler yaparsan çok daha kolay sayarsın. Sayılarımız da böyle çalışır: onlukları ve birlikleri vardır.`,
    sections: [
      {
        heading: msg`Onluk ve birlik`,
        paragraphs: [
          msg`Tek tek sayılan her nesne bir birliktir. 10 birlik bir araya gelince 1 onluk olur.`,
          msg`Onluk çubuğu, 10 küpün yan yana yapışmış hâlidir. Bir çubuk görünce 10 diye sayarsın.`,
        ],
      },
      {
        heading: msg`Basamaklar`,
        paragraphs: [
          msg`İki basamaklı bir sayının sağdaki rakamı birler basamağında, soldaki rakamı onlar basamağındadır.`,
          msg`34 sayısında 3 onluk ve 4 birlik vardır. Onlar basamağındaki 3’ün basamak değeri 30, birler basamağındaki 4’ün basamak değeri 4’tür. 30 + 4 = 34.`,
        ],
      },
      {
        heading: msg`10 birlik, 1 onluk eder`,
        paragraphs: [
          msg`Birler basamağında en çok 9 birlik olabilir. 10. birlik gelince 10 birliği bir onluğa çeviririz.`,
          msg`2 onluk ve 15 birlik, 3 onluk ve 5 birlikle aynı sayıdır: 35. Sayıyı yazarken her basamağa tek bir rakam yazarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Birlik`, definition: msg`Tek tek sayılan her bir nesne; birler basamağında gösterilir.` },
      { term: msg`Onluk`, definition: msg`10 birlikten oluşan grup; onlar basamağında gösterilir.` },
      { term: msg`Basamak`, definition: msg`Bir rakamın sayı içinde bulunduğu yer: birler, onlar.` },
      { term: msg`Basamak değeri`, definition: msg`Bir rakamın bulunduğu basamağa göre gösterdiği değer; 34’teki 3’ün basamak değeri 30’dur.` },
    ],
  },
  procedure: {
    goal: msg`Pipet ya da dondurma çubuklarını onarlı demetlere ayırarak iki basamaklı sayıları onluk ve birliklerle modellemek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Pipet ya da dondurma çubuğu`, quantity: msg`Her grup için 60 tane` },
      { name: msg`Lastik toka`, quantity: msg`Her grup için 6 tane` },
      { name: msg`Üzerinde “Onlar” ve “Birler” yazan iki kutulu kâğıt altlık`, quantity: msg`Her grup için 1 tane` },
      { name: msg`Sayı kartları (10 ile 60 arası)`, quantity: msg`Her grup için 5 tane` },
    ],
    safety: [
      msg`Lastik tokaları kimseye doğru germe ve fırlatma; göze gelebilir.`,
      msg`Pipetleri ve çubukları ağzına alma, arkadaşına doğru sallama.`,
      msg`Etkinlik bitince çubukları sayarak kutusuna geri koy; yere düşenleri topla ki kimse kaymasın.`,
    ],
    steps: [
      msg`Grubunla masanın üzerine bir avuç pipet dök. Önce pipetleri tek tek say ve sonucu kâğıda yaz.`,
      msg`Şimdi pipetleri onarlı demetler yap ve her demeti bir lastik tokayla bağla.`,
      msg`Demetleri altlığın “Onlar” kutusuna, kalan tek pipetleri “Birler” kutusuna koy.`,
      msg`Kaç demet ve kaç tek pipet olduğunu söyle. Sayıyı yaz ve ilk saydığın sayıyla karşılaştır.`,
      msg`Bir sayı kartı çek. Kartta yazan sayıyı demetler ve tek pipetlerle altlıkta göster.`,
      msg`Birler kutusuna 10’dan fazla pipet koy ve arkadaşına sor: “Bunları nasıl düzenlersin?” 10 pipeti demetleyip onlar kutusuna taşı.`,
    ],
    observations: [
      msg`Tek tek saymak mı, demetlerle saymak mı daha kolaydı?`,
      msg`Bir demette kaç pipet var? Demet sayısı sayının hangi basamağını gösterdi?`,
      msg`Birler kutusunda 10 pipet toplanınca ne yaptın?`,
    ],
    conclusion: msg`10 birlik 1 onluk eder. İki basamaklı bir sayının onlar basamağındaki rakam onluk sayısını, birler basamağındaki rakam kalan birlikleri gösterir. Onarlı gruplar sayarken ve sayı yazarken işimizi kolaylaştırır.`,
  },
  questions: [
    {
      id: 'tens-in-47',
      prompt: msg`47 sayısında kaç onluk vardır?`,
      options: [msg`7`, msg`4`, msg`47`, msg`11`],
      correctIndex: 1,
      explanation: msg`47’nin onlar basamağında 4 vardır: 4 onluk ve 7 birlik. 40 + 7 = 47.`,
      hints: [msg`Sayının iki rakamından hangisi onlar basamağında?`, msg`Onlar basamağı soldaki basamaktır.`],
    },
    {
      id: 'model-reading',
      prompt: msg`Altlıkta 6 onluk çubuk ve 3 birlik küp var. Hangi sayı modellenmiş?`,
      options: [msg`36`, msg`9`, msg`63`, msg`603`],
      correctIndex: 2,
      explanation: msg`6 onluk 60 eder, 3 birlikle birlikte 60 + 3 = 63 olur. Onluk sayısı onlar basamağına, birlik sayısı birler basamağına yazılır.`,
      hints: [msg`Önce onlukları onar onar say: 10, 20, 30…`, msg`Onluklardan bulduğun sayıya birlikleri ekle.`],
    },
    {
      id: 'place-value-of-5',
      prompt: msg`58 sayısındaki 5 rakamının basamak değeri kaçtır?`,
      options: [msg`50`, msg`5`, msg`8`, msg`13`],
      correctIndex: 0,
      explanation: msg`5 onlar basamağındadır, yani 5 onluğu gösterir: 5 onluk = 50. Basamak değeri 50’dir.`,
      hints: [msg`5 hangi basamakta duruyor?`, msg`Onlar basamağındaki her 1, 10 değerindedir.`],
    },
    {
      id: 'regroup-ones',
      prompt: msg`Ela’nın altlığında 3 onluk ve 12 birlik var. 10 birliği bir onluğa çevirirse altlıkta ne olur?`,
      options: [msg`3 onluk ve 2 birlik`, msg`4 onluk ve 12 birlik`, msg`5 onluk ve 2 birlik`, msg`4 onluk ve 2 birlik`],
      correctIndex: 3,
      explanation: msg`12 birlikten 10’u bir onluğa dönüşür: onluklar 3 + 1 = 4 olur, geriye 2 birlik kalır. Sayı değişmez: 42.`,
      hints: [msg`10 birlik çıkınca birlikler kaç kalır?`, msg`Çıkan 10 birlik bir onluk olarak onlukların yanına gider.`],
    },
    {
      id: 'greater-number',
      prompt: msg`Hangisi daha büyük bir sayı gösterir: 2 onluk ve 9 birlik mi, 3 onluk ve 1 birlik mi?`,
      options: [msg`2 onluk ve 9 birlik`, msg`3 onluk ve 1 birlik`, msg`İkisi eşittir`],
      correctIndex: 1,
      explanation: msg`2 onluk ve 9 birlik 29, 3 onluk ve 1 birlik 31 eder. Onluk sayısı fazla olan sayı daha büyüktür; 31 > 29.`,
      hints: [msg`İki modeli de sayıya çevir.`, msg`Karşılaştırmaya onlar basamağından başla.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Onluk çubuklar ve birlik küpler`,
    instructions: msg`Düğmelerle altlığa onluk çubuk ve birlik küp ekle ya da çıkar. İstenen sayıyı modelle, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'place-value',
      places: 2,
      tasks: [
        { prompt: msg`34 sayısını onluk çubuklar ve birlik küplerle modelle.`, target: 34 },
        { prompt: msg`Altlıkta 5 onluk var. Birlik ekleyerek 57 sayısını elde et.`, target: 57, start: { tens: 5 } },
        { prompt: msg`Yetmiş sekiz sayısını modelle.`, target: 78 },
        { prompt: msg`Altlıkta 2 onluk ve 15 birlik var. 10 birliği 1 onluğa çevirerek sayıyı doğru göster.`, target: 35, start: { tens: 2, ones: 15 } },
        { prompt: msg`90 sayısını modelle. Birler basamağında kaç birlik kalıyor?`, target: 90 },
      ],
    },
  },
  worksheet: {
    title: msg`Onluklar ve Birlikler Çalışma Sayfası`,
    instructions: msg`Pipet demetleriyle yaptığın modelleri tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`46 sayısını onluk çubuk ve birlik küp çizerek göster.`, lines: 3 },
      { prompt: msg`4 onluk ve 13 birlik hangi sayıyı gösterir? Nasıl bulduğunu yaz.`, lines: 2 },
      { prompt: msg`72 ile 27 sayılarındaki 7’lerin basamak değerleri aynı mı? Açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Pipet modellerim`,
      columns: [msg`Sayı kartı`, msg`Demet (onluk)`, msg`Tek pipet (birlik)`, msg`Sayı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Ceviz Çuvalları`,
    paragraphs: [
      msg`Sonbahar gelmişti. Sincap Fındık bütün gün ceviz toplamış, hepsini yuvasının önüne yığmıştı.`,
      msg`Annesi sordu: “Kaç cevizin var?” Fındık saymaya başladı: “Bir, iki, üç…” Yirmiye gelince şaşırdı, baştan başladı.`,
      msg`Kardeşi Çıtır bir fikir buldu: “Her küçük çuvala 10 ceviz koyalım!” Birlikte 10’ar ceviz saydılar ve çuvalları bağladılar.`,
      msg`Sonunda 4 dolu çuval ve yerde 6 ceviz kaldı. Fındık gururla söyledi: “10, 20, 30, 40… ve 6 tane daha: 46 cevizim var!”`,
      msg`O günden sonra Fındık her şeyi onarlı gruplarla saydı: fındıkları, meşe palamutlarını, hatta gökyüzündeki kuşları bile.`,
    ],
    lesson: msg`Nesneleri onarlı gruplara ayırmak saymayı kolaylaştırır; bir sayı, onluklarını ve birliklerini gösterir.`,
  },
};
