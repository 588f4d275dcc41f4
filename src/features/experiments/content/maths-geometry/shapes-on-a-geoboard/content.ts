import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Pencere, bal peteği, trafik levhası… Çevremizdeki pek çok şey düz kenarlı şekillere benzer. Bu şekillerin adları bize kaç kenarları olduğunu söyler.`,
    sections: [
      {
        heading: msg`Kenar ve köşe`,
        paragraphs: [
          msg`Bir şekli çevreleyen düz çizgilere kenar, iki kenarın birleştiği noktaya köşe denir.`,
          msg`Kapalı bir şekilde kenar sayısı ile köşe sayısı her zaman eşittir. Üç kenarı olan şeklin üç köşesi, dört kenarı olan şeklin dört köşesi vardır.`,
        ],
      },
      {
        heading: msg`Adlar kenar sayısından gelir`,
        paragraphs: [
          msg`3 kenarlı şekle üçgen, 4 kenarlı şekle dörtgen, 5 kenarlı şekle beşgen, 6 kenarlı şekle altıgen, 8 kenarlı şekle sekizgen denir.`,
          msg`Bal peteğinin gözleri altıgene, “DUR” trafik levhası sekizgene, kapağı açılmış bir zarf beşgene benzer.`,
        ],
      },
      {
        heading: msg`Kare ve dikdörtgen de dörtgendir`,
        paragraphs: [
          msg`Kare ve dikdörtgenin dörder kenarı ve dörder köşesi vardır; ikisi de dörtgendir.`,
          msg`Karenin dört kenarı da eşit uzunluktadır. Dikdörtgenin karşılıklı kenarları eşittir. İkisinin de köşeleri, kitabın köşesi gibi dik köşedir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kenar`, definition: msg`Bir şekli çevreleyen düz çizgilerden her biri.` },
      { term: msg`Köşe`, definition: msg`İki kenarın birleştiği nokta.` },
      { term: msg`Dörtgen`, definition: msg`4 kenarı ve 4 köşesi olan şekil; kare ve dikdörtgen birer dörtgendir.` },
      { term: msg`Geometri tahtası`, definition: msg`Üzerine lastik gerilerek şekiller yapılan, çivileri eşit aralıklı tahta.` },
    ],
  },
  procedure: {
    goal: msg`Geometri tahtasında ya da noktalı kâğıtta farklı sayıda kenarı olan şekiller yapıp kenarlarını ve köşelerini sayarak şekilleri adlandırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Geometri tahtası (5 × 5 çivili) ya da noktalı kâğıt`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Renkli paket lastiği`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Kurşun kalem ve cetvel`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Renkli kalem`, quantity: msg`Her öğrenciye 3 tane` },
    ],
    safety: [
      msg`Lastiği kimseye doğru germe ve fırlatma; gözlere zarar verebilir.`,
      msg`Lastiği çivilere yavaşça tak ve yavaşça çıkar; parmağını çivinin ucuna bastırma.`,
      msg`Kopan lastikleri yerde bırakma, çöp kutusuna at.`,
    ],
    steps: [
      msg`Lastiği üç çiviye takarak bir üçgen yap. Kenarlarını ve köşelerini parmağınla göstererek say.`,
      msg`Lastiği dört çiviye takarak bir dörtgen yap. Sonra aynı lastikle bir kare ve kare olmayan bir dikdörtgen yap.`,
      msg`Beş kenarlı bir şekil yap. Bunun için lastiği beş çiviye tak; hiçbir köşe düz bir çizginin üstünde kalmasın.`,
      msg`Altı kenarlı bir şekil yap. Arkadaşının altıgeniyle karşılaştır: İkiniz aynı şekli mi yaptınız?`,
      msg`Yaptığın her şekli noktalı kâğıda çiz, kenarlarını renkli kalemle boya ve tabloya adını, kenar ve köşe sayısını yaz.`,
    ],
    observations: [
      msg`Her şeklinde kenar sayısı ile köşe sayısı arasında nasıl bir ilişki gördün?`,
      msg`Senin altıgeninle arkadaşının altıgeni birbirine benziyor muydu? İkisine de neden altıgen diyoruz?`,
      msg`Kare ve dikdörtgen hangi bakımdan birbirine benziyor, hangi bakımdan farklı?`,
    ],
    conclusion: msg`Şekillere kenar sayılarına göre ad veririz: 3 kenarlı şekil üçgen, 4 kenarlı şekil dörtgen, 5 kenarlı şekil beşgen, 6 kenarlı şekil altıgendir. Bir şeklin kenar sayısı ile köşe sayısı eşittir. Biçimleri farklı olsa da aynı sayıda kenarı olan şekiller aynı adı alır; kare ve dikdörtgen de birer dörtgendir.`,
  },
  questions: [
    {
      id: 'five-sides',
      prompt: msg`Kenar sayısı 5 olan şekle ne ad verilir?`,
      options: [msg`Dörtgen`, msg`Beşgen`, msg`Altıgen`],
      correctIndex: 1,
      explanation: msg`Şekiller adlarını kenar sayılarından alır. 5 kenarlı şekle beşgen denir.`,
      hints: [msg`Şeklin adı sana kenar sayısını söyler.`, msg`Üç kenarlıya üçgen diyorsak beş kenarlıya ne deriz?`],
    },
    {
      id: 'honeycomb',
      prompt: msg`Bal peteğinin gözleri hangi şekle benzer?`,
      options: [msg`Altıgen`, msg`Üçgen`, msg`Kare`],
      correctIndex: 0,
      explanation: msg`Petek gözlerinin 6 kenarı ve 6 köşesi vardır. 6 kenarlı şekle altıgen denir.`,
      hints: [msg`Bir petek gözünün kenarlarını saymayı düşün.`, msg`Petek gözünün kaç kenarı var? O sayıya “-gen” ekle.`],
    },
    {
      id: 'corners-and-sides',
      prompt: msg`Bir şeklin 4 köşesi var. Bu şeklin kaç kenarı vardır?`,
      options: [msg`3`, msg`5`, msg`8`, msg`4`],
      correctIndex: 3,
      explanation: msg`Kenarlar köşelerde birleşir. Kapalı bir şekilde köşe sayısı kenar sayısına eşittir; 4 köşeli şeklin 4 kenarı vardır.`,
      hints: [
        msg`Geometri tahtasında yaptığın şekillerde kenarları ve köşeleri karşılaştır.`,
        msg`Her köşede iki kenar birleşir. Bir üçgenin kaç köşesi, kaç kenarı vardı?`,
      ],
    },
    {
      id: 'square-and-rectangle',
      prompt: msg`Aşağıdakilerden hangisi hem kare hem dikdörtgen için doğrudur?`,
      options: [msg`4 kenarı ve 4 köşesi vardır.`, msg`Bütün kenarları eşittir.`, msg`3 köşesi vardır.`],
      correctIndex: 0,
      explanation: msg`Kare ve dikdörtgenin ikisinin de 4 kenarı ve 4 köşesi vardır; ikisi de dörtgendir. Bütün kenarları eşit olan yalnızca karedir.`,
      hints: [msg`Her seçeneği önce karede, sonra dikdörtgende dene.`, msg`Uzun ve kısa kenarları olan bir dikdörtgende bütün kenarlar eşit mi?`],
    },
    {
      id: 'stop-sign',
      prompt: msg`“DUR” trafik levhası bir sekizgendir. Bu levhanın kaç kenarı vardır?`,
      options: [msg`6`, msg`8`, msg`10`],
      correctIndex: 1,
      explanation: msg`Sekizgen, 8 kenarlı şekildir. Bu yüzden “DUR” levhasının 8 kenarı ve 8 köşesi vardır.`,
      hints: [msg`Şeklin adının başındaki sayıya bak.`, msg`Altıgenin 6 kenarı vardı. Sekizgenin kaç kenarı olur?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtası`,
    instructions: msg`Köşe olacak çivilere sırayla dokun ya da ok tuşlarıyla gezip Enter’a bas; lastik son çividen ilk çiviye kendiliğinden kapanır. Şekil hazır olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'geoboard',
      pegs: 5,
      tasks: [
        { prompt: msg`Lastikle bir üçgen yap.`, corners: 3 },
        { prompt: msg`Lastikle bir dörtgen yap.`, corners: 4 },
        { prompt: msg`Bir kare yap.`, shape: 'square' },
        { prompt: msg`Kare olmayan bir dikdörtgen yap.`, shape: 'oblong' },
        { prompt: msg`5 kenarlı bir şekil, yani bir beşgen yap.`, corners: 5 },
        { prompt: msg`6 kenarlı bir şekil, yani bir altıgen yap.`, corners: 6 },
      ],
    },
  },
  worksheet: {
    title: msg`Kenar Sayısına Göre Şekiller Çalışma Sayfası`,
    instructions: msg`Şekillerini noktalı kâğıda çiz, kenarlarını ve köşelerini sayıp tabloya yaz.`,
    tasks: [
      { prompt: msg`Noktalı kâğıda birbirine benzemeyen iki beşgen çiz. İkisine de neden beşgen dediğimizi yaz.`, lines: 3 },
      {
        prompt: msg`Çevrende kenar sayısına göre adlandırabileceğin üç eşya bul. Eşyanın adını ve benzediği şeklin adını yaz (örnek: pencere – dörtgen).`,
        lines: 3,
      },
      { prompt: msg`Bir şeklin 6 köşesi var. Kaç kenarı vardır? Şeklin adı nedir?`, lines: 2 },
    ],
    table: {
      caption: msg`Şekillerim`,
      columns: [msg`Şeklin adı`, msg`Kenar sayısı`, msg`Köşe sayısı`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Şekil Sergisi`,
    paragraphs: [
      msg`Fındık, orman okulundaki sergi için geometri tahtasında şekiller yapıyordu. Her şeklin altına bir ad kartı koyacaktı.`,
      msg`Önce üç çiviye lastik taktı. “Üç kenar, üç köşe: bu bir üçgen!” dedi. Sonra dört çiviye taktı: “Dört kenar, dört köşe: dörtgen!”`,
      msg`Arı Vızvız sergiyi görmeye geldi. “Benim evimin gözleri de bir şekle benzer. Onu da yapar mısın?” dedi. Fındık lastiği altı çiviye taktı ve kenarları saydı: altı!`,
      msg`Kirpi Diken kendi altıgenini yapmıştı ama Fındık’ınkine hiç benzemiyordu. “Seninki eğri büğrü olmuş, altıgen değil!” dedi Fındık. Diken gülümsedi: “Say bakalım kenarlarını.” Fındık saydı: altı kenar, altı köşe. Onun da altıgen olduğunu anladı.`,
      msg`Sergi günü bütün ad kartları doğruydu. Fındık kartların altına bir not ekledi: “Adına bak, kenarını bil!”`,
    ],
    lesson: msg`Şekiller adlarını kenar sayılarından alır. Biçimi farklı görünse de 6 kenarlı her şekil bir altıgendir.`,
  },
};
