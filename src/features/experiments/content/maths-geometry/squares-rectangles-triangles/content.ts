import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kare ve dikdörtgenin dörder kenarı, üçgenin üç kenarı vardır. Ama bir şeklin adını koymak için kenarlarını saymak yetmez; kenar uzunluklarına ve açılarına da bakarız.`,
    sections: [
      {
        heading: msg`Kare ve dikdörtgen`,
        paragraphs: [
          msg`Dikdörtgenin dört açısı da dik açıdır; karşılıklı kenarları eşit uzunluktadır. Uzun kenarlarına uzun kenar, kısa kenarlarına kısa kenar deriz.`,
          msg`Karenin dört açısı da dik açıdır ve dört kenarı da eşit uzunluktadır. Bu yüzden her kare aynı zamanda bir dikdörtgendir, ama her dikdörtgen kare değildir.`,
        ],
      },
      {
        heading: msg`Yalnızca kenarlar yetmez`,
        paragraphs: [
          msg`Dört kenarı eşit olan her dörtgen kare değildir: Köşeleri dik açı değilse şekil yana yatmış gibi görünür ve kare olmaz.`,
          msg`Bir kareyi döndürünce kenarları yine eşit, açıları yine dik kalır; döndürülen kare yine karedir. Şeklin adı duruşuna göre değişmez.`,
        ],
      },
      {
        heading: msg`Üçgenler`,
        paragraphs: [
          msg`Bir açısı dik açı olan üçgene dik üçgen denir. Bir üçgenin birden fazla dik açısı olamaz.`,
          msg`Üç kenarının uzunluğu da eşit olan üçgene eşkenar üçgen denir. Üçgenleri kenar uzunluklarına ve açılarına bakarak gruplarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Dik açı`, definition: msg`Kitabın ya da kâğıdın köşesindeki gibi 90 derecelik açı.` },
      { term: msg`Dikdörtgen`, definition: msg`Dört açısı dik, karşılıklı kenarları eşit olan dörtgen.` },
      { term: msg`Kare`, definition: msg`Dört açısı dik, dört kenarı eşit olan dörtgen.` },
      { term: msg`Dik üçgen`, definition: msg`Bir açısı dik açı olan üçgen.` },
      { term: msg`Eşkenar üçgen`, definition: msg`Üç kenarının uzunluğu da eşit olan üçgen.` },
    ],
  },
  procedure: {
    goal: msg`Geometri tahtasında ya da noktalı kâğıtta kare, dikdörtgen ve üçgenler yapıp kenarlarını ölçerek ve açılarını kâğıttan bir dik açıyla deneyerek özelliklerini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Geometri tahtası (5 × 5 çivili) ya da noktalı kâğıt`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Renkli paket lastiği`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Dik açı ölçer: iki kez katlanmış bir kâğıt parçası`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Lastiği kimseye doğru germe ve fırlatma; gözlere zarar verebilir.`,
      msg`Lastiği çivilere yavaşça tak ve çıkar; parmağını çivilerin ucuna bastırma.`,
    ],
    steps: [
      msg`Bir kâğıdı önce ikiye, sonra katlama çizgisi üst üste gelecek biçimde yeniden katla. Oluşan köşe bir dik açıdır; bu senin dik açı ölçerin.`,
      msg`Tahtada bir kare yap. Kenarlarını çivi aralıklarını sayarak ölç, köşelerini dik açı ölçerinle dene.`,
      msg`Kare olmayan bir dikdörtgen yap. Hangi kenarları eşit? Köşeleri dik mi?`,
      msg`Bir dik üçgen ve hiçbir açısı dik olmayan bir üçgen yap. Açılarını dik açı ölçerinle karşılaştır.`,
      msg`Kenarları çizgilere eğik duran bir kare yapmayı dene. Dört kenarının eşit, dört köşesinin dik olduğunu kontrol et. Şekillerini noktalı kâğıda çizip özelliklerini tabloya yaz.`,
    ],
    observations: [
      msg`Karenin ve dikdörtgenin köşeleri dik açı ölçerine tam oturdu mu?`,
      msg`Dikdörtgende hangi kenarlar birbirine eşitti?`,
      msg`Eğik duran karen de kare miydi? Nasıl anladın?`,
    ],
    conclusion: msg`Kare ve dikdörtgenin dört açısı da diktir. Dikdörtgenin karşılıklı kenarları, karenin ise bütün kenarları eşittir; bu yüzden kare özel bir dikdörtgendir. Bir açısı dik olan üçgen dik üçgendir. Bir şekli döndürmek adını değiştirmez.`,
  },
  questions: [
    {
      id: 'square-sides',
      prompt: msg`Karenin kenarları için hangisi doğrudur?`,
      options: [msg`Dört kenarı da eşittir.`, msg`Yalnızca karşılıklı iki kenarı eşittir.`, msg`Hiçbir kenarı eşit değildir.`],
      correctIndex: 0,
      explanation: msg`Karenin dört kenarı da eşit uzunluktadır ve dört açısı da diktir.`,
      hints: [msg`Tahtada yaptığın karenin kenarlarını saymayı düşün.`, msg`Karenin her kenarında kaç çivi aralığı vardı?`],
    },
    {
      id: 'rectangle-right-angles',
      prompt: msg`Bir dikdörtgenin kaç dik açısı vardır?`,
      options: [msg`1`, msg`2`, msg`4`],
      correctIndex: 2,
      explanation: msg`Dikdörtgenin dört köşesi vardır ve dördü de dik açıdır.`,
      hints: [msg`Dik açı ölçerini dikdörtgenin her köşesine koyduğunu düşün.`, msg`Bir kapının ya da kitabın köşelerine bak.`],
    },
    {
      id: 'equilateral',
      prompt: msg`Üç kenarının uzunluğu da eşit olan üçgene ne denir?`,
      options: [msg`Dik üçgen`, msg`Eşkenar üçgen`, msg`Dikdörtgen`],
      correctIndex: 1,
      explanation: msg`“Eş” eşit, “kenar” da kenar demektir: Üç kenarı eşit olan üçgene eşkenar üçgen denir.`,
      hints: [msg`Dik üçgenin adı açısından gelir; bu üçgenin adı kenarlarından gelmeli.`, msg`Adın içinde “eşit kenar” anlamı saklı.`],
    },
    {
      id: 'turned-square',
      prompt: msg`Tahtada bir kare yaptın ve lastiği çevirerek kareyi biraz döndürdün. Şekil hâlâ kare midir?`,
      options: [msg`Hayır, döndürünce adı değişir.`, msg`Evet; kenarları yine eşit, açıları yine dik.`, msg`Hayır, artık bir üçgendir.`],
      correctIndex: 1,
      explanation: msg`Döndürmek kenar uzunluklarını ve açıları değiştirmez. Dört kenarı eşit, dört açısı dik olan şekil nasıl durursa dursun karedir.`,
      hints: [msg`Döndürünce kenarların uzunluğu değişir mi?`, msg`Karenin adı nereden gelir: duruşundan mı, kenarlarından ve açılarından mı?`],
    },
    {
      id: 'right-triangle',
      prompt: msg`Hangisi bir dik üçgen için doğrudur?`,
      options: [msg`Üç açısı da diktir.`, msg`İki açısı diktir.`, msg`Bir açısı diktir.`],
      correctIndex: 2,
      explanation: msg`Dik üçgenin bir açısı dik açıdır. Bir üçgende iki dik açı olamaz: İki dik köşeden çıkan kenarlar yan yana uzar ve hiç birleşmez.`,
      hints: [msg`Tahtada iki köşesi dik olan bir üçgen yapmayı dene.`, msg`Dik üçgenin adı kaç dik açısından geliyor?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtası`,
    instructions: msg`Köşe olacak çivilere sırayla dokun ya da ok tuşlarıyla gezip Enter’a bas; lastik son çividen ilk çiviye kendiliğinden kapanır. Bir köşeyi kaldırmak için o çiviyi yeniden seç. Şekil hazır olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'geoboard',
      pegs: 5,
      tasks: [
        { prompt: msg`Bir dik üçgen yap.`, shape: 'right-triangle' },
        { prompt: msg`Hiçbir açısı dik olmayan bir üçgen yap.`, corners: 3, rightAngles: 0 },
        { prompt: msg`Kenarları 3 birim olan bir kare yap.`, shape: 'square', perimeter: 12 },
        { prompt: msg`Çevresi 10 birim olan, kare olmayan bir dikdörtgen yap.`, shape: 'oblong', perimeter: 10 },
        { prompt: msg`Tam 2 dik açısı olan bir dörtgen yap.`, corners: 4, rightAngles: 2 },
        { prompt: msg`Alanı 2 birim kare olan bir kare yap. Kenarları çizgilere eğik durabilir.`, shape: 'square', area: 2 },
      ],
    },
  },
  worksheet: {
    title: msg`Kare, Dikdörtgen ve Üçgen Çalışma Sayfası`,
    instructions: msg`Şekillerini noktalı kâğıda çiz ve özelliklerini tabloya yaz.`,
    tasks: [
      { prompt: msg`Noktalı kâğıda biri düz, biri eğik duran iki kare çiz. İkisinin de kare olduğunu nasıl gösterirsin?`, lines: 3 },
      { prompt: msg`“Her kare bir dikdörtgendir.” cümlesi doğru mu? Nedenini yaz.`, lines: 3 },
      { prompt: msg`Sınıfında kare, dikdörtgen ve üçgen biçimli birer eşya bul ve adlarını yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Şekillerimin özellikleri`,
      columns: [msg`Şekil`, msg`Kenar sayısı`, msg`Eşit kenarlar`, msg`Dik açı sayısı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Çerçevesi`,
    paragraphs: [
      msg`Fındık, Baykuş Nine’nin resmi için kare bir çerçeve yapacaktı. Dört eşit çubuk kesti ve köşelerinden birbirine bağladı.`,
      msg`Ama çerçeveyi duvara asınca yana yattı; köşeleri artık kitabın köşesine benzemiyordu. “Dört kenarı eşit, ama bu kare mi?” diye düşündü Fındık.`,
      msg`Kirpi Diken katlanmış bir kâğıtla geldi: “Bu benim dik açı ölçerim. Bir karenin dört köşesi de buna tam oturmalı.” Kâğıdı köşelere koydular; hiçbiri oturmadı.`,
      msg`Fındık köşelere küçük birer destek çaktı ve her köşeyi dik açı ölçerle düzeltti. Çerçeve artık ne kadar çevrilirse çevrilsin kare kalıyordu.`,
      msg`Baykuş Nine resmini çerçeveye yerleştirdi: “Kenarları eşit, açıları dik: işte gerçek bir kare!”`,
    ],
    lesson: msg`Karenin dört kenarı eşit, dört açısı diktir. Kenarların eşit olması tek başına yetmez; açılara da bakmalıyız.`,
  },
};
