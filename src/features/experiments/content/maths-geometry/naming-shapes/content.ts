import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Pencere, trafik levhası, saat, kitap… Çevremizdeki nesnelerin biçimleri şekillere benzer. Bu şekillerin adlarını öğrenelim.`,
    sections: [
      {
        heading: msg`Üçgen`,
        paragraphs: [msg`Üçgenin 3 kenarı ve 3 köşesi vardır.`, msg`Bazı trafik levhaları ve dilimlenmiş pizza üçgene benzer.`],
      },
      {
        heading: msg`Kare ve dikdörtgen`,
        paragraphs: [
          msg`Karenin 4 kenarı vardır ve hepsi aynı uzunluktadır.`,
          msg`Dikdörtgenin de 4 kenarı vardır; iki kenarı uzun, iki kenarı kısadır. Kapı ve kitap dikdörtgene benzer.`,
        ],
      },
      {
        heading: msg`Daire`,
        paragraphs: [msg`Dairenin köşesi yoktur; yuvarlaktır.`, msg`Saat yüzü, tabak ve madeni para daireye benzer.`],
      },
    ],
    keyTerms: [
      { term: msg`Kenar`, definition: msg`Bir şeklin düz çizgilerinden her biri.` },
      { term: msg`Köşe`, definition: msg`İki kenarın birleştiği yer.` },
      { term: msg`Daire`, definition: msg`Köşesi olmayan, yuvarlak şekil.` },
    ],
  },
  procedure: {
    goal: msg`Çevredeki nesnelerde şekilleri bulmak ve dondurma çubuklarıyla şekil modelleri yapmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Dondurma çubuğu (ikisi kısa kesilmiş)`, quantity: msg`Her öğrenciye 6 tane` },
      { name: msg`Oyun hamuru`, quantity: msg`Her öğrenciye ceviz büyüklüğünde 1 parça` },
      { name: msg`Kutu, top, tabak, kitap gibi sınıf nesneleri`, quantity: msg`Her gruba 6 tane` },
    ],
    safety: [msg`Çubukları arkadaşına doğru sallama; ucu kırılan çubuğu öğretmenine ver.`, msg`Oyun hamurunu ağzına alma; işin bitince ellerini yıka.`],
    steps: [
      msg`Sınıfta dolaş. Üçgene, kareye, dikdörtgene ve daireye benzeyen birer nesne bul ve göster.`,
      msg`Üç çubuğu hamur toplarıyla birleştir. Hangi şekli yaptın? Köşelerini say.`,
      msg`Dört eşit çubukla bir kare yap. Sonra iki uzun, iki kısa çubukla bir dikdörtgen yap.`,
      msg`Oyun hamurundan bir parçayı masada yassı, yuvarlak bir tabak gibi ez. Bu bir daire. Köşesi var mı?`,
      msg`Nesneleri iki gruba ayır: yuvarlak olanlar ve köşesi olanlar.`,
    ],
    observations: [msg`Hangi şekli yapmak için en az çubuk kullandın?`, msg`Daireyi neden çubuklarla yapamadık?`],
    conclusion: msg`Üçgenin 3, karenin ve dikdörtgenin 4 kenarı vardır. Dairenin köşesi yoktur. Çevremizdeki birçok nesne bu şekillere benzer.`,
  },
  questions: [
    {
      id: 'three-sides',
      prompt: msg`3 kenarı ve 3 köşesi olan şeklin adı nedir?`,
      options: [msg`Üçgen`, msg`Kare`, msg`Daire`],
      correctIndex: 0,
      explanation: msg`Üçgenin 3 kenarı ve 3 köşesi vardır. Adı da “üç” sözcüğünden gelir.`,
      hints: [msg`Şeklin adında bir sayı saklı.`, msg`Üç çubukla hangi şekli yaptın?`],
    },
    {
      id: 'clock-face',
      prompt: msg`Duvar saatinin yüzü hangi şekle benzer?`,
      options: [msg`Kare`, msg`Daire`, msg`Üçgen`],
      correctIndex: 1,
      explanation: msg`Duvar saatlerinin çoğu yuvarlaktır; köşesi yoktur. Yüzü daireye benzer.`,
      hints: [msg`Saatin köşesi var mı?`, msg`Köşesi olmayan, yuvarlak şeklin adı ne?`],
    },
    {
      id: 'door',
      prompt: msg`Sınıfın kapısı hangi şekle benzer?`,
      options: [msg`Daire`, msg`Üçgen`, msg`Dikdörtgen`],
      correctIndex: 2,
      explanation: msg`Kapının 4 kenarı vardır: iki uzun, iki kısa. Bu yüzden dikdörtgene benzer.`,
      hints: [msg`Kapının kaç kenarı var?`, msg`Kenarları aynı uzunlukta mı?`],
    },
    {
      id: 'square-sides',
      prompt: msg`Karenin kaç kenarı vardır?`,
      options: [msg`3`, msg`4`, msg`5`],
      correctIndex: 1,
      explanation: msg`Karenin 4 kenarı vardır ve hepsi aynı uzunluktadır.`,
      hints: [msg`Kareyi kaç çubukla yaptın?`, msg`Köşelerini say; kenar sayısı da aynıdır.`],
    },
    {
      id: 'rolls',
      prompt: msg`Hangisi yuvarlanır?`,
      options: [msg`Kitap`, msg`Kutu`, msg`Top`],
      correctIndex: 2,
      explanation: msg`Topun köşesi yoktur, yuvarlaktır; bu yüzden yuvarlanır. Kitap ve kutu köşelidir, kayar ama yuvarlanmaz.`,
      hints: [msg`Hangisinin köşesi yok?`, msg`Hangisini itersen dönerek ilerler?`],
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
        { prompt: msg`Bir üçgen yap.`, shape: 'triangle' },
        { prompt: msg`Bir kare yap.`, shape: 'square' },
        { prompt: msg`Bir dikdörtgen yap: iki kenarı uzun, iki kenarı kısa olsun.`, shape: 'oblong' },
        { prompt: msg`Tahtaya sığan en büyük kareyi yap.`, shape: 'square', area: 16 },
      ],
    },
  },
  worksheet: {
    title: msg`Şekilleri Tanıyalım Çalışma Sayfası`,
    instructions: msg`Sınıfta bulduğun nesneleri tabloya yaz ya da çiz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bir üçgen, bir kare, bir dikdörtgen ve bir daire çiz. Altlarına adlarını yaz.`, lines: 4 },
      { prompt: msg`Köşesi olan şekillerin köşelerini kırmızıyla boya.`, lines: 2 },
      { prompt: msg`Evinde daireye benzeyen bir nesne bul ve çiz.`, lines: 3 },
    ],
    table: {
      caption: msg`Sınıfımızdaki şekiller`,
      columns: [msg`Şekil`, msg`Bulduğum nesne`, msg`Köşe sayısı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Şekil Avı`,
    paragraphs: [
      msg`Fındık ormanda bir gezintiye çıktı. Öğretmeni “Şekil avına çıkın!” demişti.`,
      msg`Önce bir yol levhası gördü: “3 kenarı var. Bu bir üçgen!”`,
      msg`Sonra kulübenin penceresine baktı: 4 kenarı da aynı uzunluktaydı. “Kare!” dedi. Kapı ise uzundu: “Dikdörtgen!”`,
      msg`Gökyüzüne baktığında dolunayı gördü. “Köşesi yok, yuvarlak. Daireye benziyor!”`,
      msg`Fındık defterine dört şekli çizdi ve öğretmenine koştu.`,
    ],
    lesson: msg`Çevremizdeki nesnelerin biçimleri şekillere benzer; şekilleri kenar ve köşelerinden tanırız.`,
  },
};
