import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Çevrene bak: pencere, defter, trafik levhası, saat… Hepsinin bir biçimi var. Şekilleri kenarlarını ve köşelerini sayarak tanırız.`,
    sections: [
      {
        heading: msg`Kenar ve köşe`,
        paragraphs: [
          msg`Bir şekli çevreleyen düz çizgilere kenar deriz. İki kenarın birleştiği noktaya köşe deriz.`,
          msg`Üçgenin 3 kenarı ve 3 köşesi vardır. Kare ve dikdörtgenin 4 kenarı ve 4 köşesi vardır. Dairenin kenarı da köşesi de yoktur.`,
        ],
      },
      {
        heading: msg`Kare ve dikdörtgen`,
        paragraphs: [
          msg`Karenin 4 kenarı da eşit uzunluktadır. Dikdörtgenin karşılıklı kenarları eşittir: iki uzun, iki kısa kenarı vardır.`,
          msg`İkisinin de köşeleri, defterin köşesi gibi tam köşedir.`,
        ],
      },
      {
        heading: msg`Şekli çevirince`,
        paragraphs: [
          msg`Bir kareyi çevirip köşesi üstte kalacak biçimde koysak da o yine karedir. Kenar ve köşe sayısı değişmez.`,
          msg`Büyük ya da küçük çizilse de üçgen üçgendir. Şekli adını, kenar ve köşelerinden alır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kenar`, definition: msg`Bir şekli çevreleyen düz çizgilerden her biri.` },
      { term: msg`Köşe`, definition: msg`İki kenarın birleştiği nokta.` },
      { term: msg`Küp`, definition: msg`Zar gibi, bütün yüzleri kare olan geometrik cisim.` },
    ],
  },
  procedure: {
    goal: msg`Pipet ve oyun hamuruyla şekiller yapıp kenar ve köşe sayılarına göre sınıflandırmak; çevredeki nesneleri geometrik cisimlere benzetmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pipet (ikisi kısa kesilmiş)`, quantity: msg`Her öğrenciye 8 tane` },
      { name: msg`Oyun hamuru`, quantity: msg`Her öğrenciye ceviz büyüklüğünde 1 parça` },
      { name: msg`Zar, süt kutusu, top, konserve kutusu gibi nesneler`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Kâğıt ve kalem`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Oyun hamurunu ağzına alma; işin bitince ellerini yıka.`, msg`Konserve kutusunun kenarı keskinse kullanma; öğretmenine göster.`],
    steps: [
      msg`Oyun hamurundan küçük toplar yap; bunlar köşelerin olacak.`,
      msg`Üç pipeti üç hamur topuyla birleştir. Hangi şekli yaptın? Kenarlarını ve köşelerini say.`,
      msg`Dört eşit pipetle bir kare, iki uzun ve iki kısa pipetle bir dikdörtgen yap.`,
      msg`Karenin kenarlarına dokunmadan onu çevir. Hâlâ kare mi? Kenarlarını yeniden say.`,
      msg`Yaptığın şekilleri kâğıda çiz ve kenar sayılarına göre iki gruba ayır.`,
      msg`Nesnelere bak: hangisi küpe, hangisi küreye, hangisi silindire benziyor? Grupla.`,
    ],
    observations: [msg`Hangi şekli yapmak için en az pipet gerekti?`, msg`Şekli çevirince kenar ve köşe sayısı değişti mi?`],
    conclusion: msg`Şekilleri kenar ve köşe sayılarına göre sınıflandırırız. Bir şekli çevirmek ya da büyütmek onun adını değiştirmez.`,
  },
  questions: [
    {
      id: 'triangle-corners',
      prompt: msg`Üçgenin kaç köşesi vardır?`,
      options: [msg`3`, msg`4`, msg`0`],
      correctIndex: 0,
      explanation: msg`Üçgenin 3 kenarı ve 3 köşesi vardır; adını da buradan alır.`,
      hints: [msg`“Üçgen” sözcüğünün içinde hangi sayı var?`, msg`Pipetle yaptığın üçgenin hamur toplarını say.`],
    },
    {
      id: 'no-corners',
      prompt: msg`Hangisinin kenarı da köşesi de yoktur?`,
      options: [msg`Kare`, msg`Daire`, msg`Üçgen`],
      correctIndex: 1,
      explanation: msg`Daire eğri bir çizgiyle çevrilidir; düz kenarı ve köşesi yoktur.`,
      hints: [msg`Hangi şeklin çevresi eğridir?`, msg`Köşe, iki düz kenarın birleştiği noktadır.`],
    },
    {
      id: 'square-sides',
      prompt: msg`Karenin kenarları için hangisi doğrudur?`,
      options: [msg`Üç kenarı vardır.`, msg`Kenarlarından biri eğridir.`, msg`Dört kenarı da eşit uzunluktadır.`],
      correctIndex: 2,
      explanation: msg`Karenin 4 kenarı vardır ve hepsi eşit uzunluktadır. Kenarları düzdür.`,
      hints: [msg`Kareyi kaç pipetle yaptın?`, msg`Kullandığın pipetlerin boyu nasıldı?`],
    },
    {
      id: 'turned-square',
      prompt: msg`Bir kareyi çevirip köşesi üstte kalacak biçimde koyarsak ne olur?`,
      options: [msg`Üçgen olur.`, msg`Yine karedir.`, msg`Daire olur.`],
      correctIndex: 1,
      explanation: msg`Çevirmek kenarların sayısını ve uzunluğunu değiştirmez. Şekil yine 4 eşit kenarlı bir karedir.`,
      hints: [msg`Çevirince kenar sayısı değişir mi?`, msg`Kenarların uzunlukları değişir mi?`],
    },
    {
      id: 'dice-solid',
      prompt: msg`Zar hangi geometrik cisme benzer?`,
      options: [msg`Küre`, msg`Küp`, msg`Silindir`],
      correctIndex: 1,
      explanation: msg`Zarın bütün yüzleri karedir ve köşeleri vardır; küpe benzer. Top küreye, konserve kutusu silindire benzer.`,
      hints: [msg`Zarın yüzleri hangi şekildedir?`, msg`Zarın köşeleri var mı? Küre ve silindirin köşesi var mı?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtası`,
    instructions: msg`Köşe olacak çivilere sırayla dokun ya da ok tuşlarıyla gezip Enter’a bas. Lastik son çividen ilk çiviye kendiliğinden kapanır. Şekli yapınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'geoboard',
      pegs: 5,
      tasks: [
        { prompt: msg`3 kenarlı, 3 köşeli bir şekil yap.`, corners: 3 },
        { prompt: msg`Bir kare yap: 4 kenarı eşit, köşeleri tam köşe olsun.`, shape: 'square' },
        { prompt: msg`Bir dikdörtgen yap: iki kenarı uzun, iki kenarı kısa olsun.`, shape: 'oblong' },
        { prompt: msg`4 köşeli ama kare ya da dikdörtgen olmayan bir şekil yap.`, corners: 4, rightAngles: 0 },
        { prompt: msg`5 köşeli bir şekil yap. Kaç kenarı olduğunu say.`, corners: 5 },
      ],
    },
  },
  worksheet: {
    title: msg`Kenarlar ve Köşeler Çalışma Sayfası`,
    instructions: msg`Yaptığın şekilleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir üçgen, bir kare ve bir dikdörtgen çiz. Köşelerini kırmızıyla işaretle.`, lines: 4 },
      { prompt: msg`Sınıfında kareye, dikdörtgene ve daireye benzeyen birer nesne bul ve yaz.`, lines: 3 },
      { prompt: msg`Bir kareyi döndürerek iki farklı biçimde çiz. İkisi de kare mi? Neden?`, lines: 3 },
    ],
    table: {
      caption: msg`Pipetle yaptığım şekiller`,
      columns: [msg`Şekil`, msg`Kenar sayısı`, msg`Köşe sayısı`, msg`Kaç pipet kullandım?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Pencereleri`,
    paragraphs: [
      msg`Fındık yeni ağaç evine pencere yapmak istedi. Marangoz Ağaçkakan ona üç çerçeve gösterdi.`,
      msg`Birincisinin 3 kenarı vardı: “Bu bir üçgen” dedi Fındık. İkincisinin 4 eşit kenarı vardı: “Bu bir kare!”`,
      msg`Üçüncüsü yuvarlaktı. Fındık köşelerini aradı ama bulamadı: “Bu bir daire; kenarı da köşesi de yok.”`,
      msg`Ağaçkakan kare çerçeveyi çevirdi, köşesi üste geldi. “Şimdi ne oldu?” diye sordu. Fındık kenarları saydı: “Yine 4 eşit kenar. Yine kare!”`,
      msg`Fındık sonunda yuvarlak pencereyi seçti. Oradan dolunayı seyretmek çok güzeldi.`,
    ],
    lesson: msg`Şekilleri kenar ve köşelerini sayarak tanırız; şekli çevirmek adını değiştirmez.`,
  },
};
