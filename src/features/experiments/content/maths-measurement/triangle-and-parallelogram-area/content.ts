import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Dikdörtgenin alanını kenarlarını çarparak bulabiliyorsun. Peki eğik kenarlı bir paralelkenarın ya da bir üçgenin alanı? İkisi de makasla birkaç kesimde dikdörtgene dönüşebilir.`,
    sections: [
      {
        heading: msg`Paralelkenarın alanı`,
        paragraphs: [
          msg`Paralelkenarın bir tabanından karşı kenara dik olarak çizilen doğru parçasına yükseklik denir. Paralelkenarın bir ucundan yükseklik boyunca bir üçgen kesip öteki uca taşırsak aynı taban ve yükseklikte bir dikdörtgen elde ederiz.`,
          msg`Bu yüzden paralelkenarın alanı = taban × yüksekliktir. Tabanı 7 m, yüksekliği 4 m olan paralelkenarın alanı 7 × 4 = 28 m²’dir. Eğik kenarın uzunluğu alan hesabına girmez.`,
        ],
      },
      {
        heading: msg`Üçgenin alanı`,
        paragraphs: [
          msg`Bir dikdörtgen köşegeniyle iki eş dik üçgene ayrılır; her biri dikdörtgenin yarısıdır. Eş iki üçgen yan yana konunca bir paralelkenar oluşur.`,
          msg`Bu yüzden üçgenin alanı = (taban × yükseklik) ÷ 2’dir. Tabanı 8 cm, yüksekliği 5 cm olan üçgenin alanı 8 × 5 ÷ 2 = 20 cm²’dir. Yükseklik, tabana karşı köşeden tabana inilen dik uzunluktur.`,
        ],
      },
      {
        heading: msg`Alan ölçme birimleri`,
        paragraphs: [
          msg`Kenarı 1 m olan kare 1 m²’dir. 1 m = 100 cm olduğundan bu karede 100 × 100 = 10 000 tane 1 cm²’lik kare vardır: 1 m² = 10 000 cm².`,
          msg`Aynı yolla 1 cm² = 100 mm² ve 1 km² = 1 000 000 m² olur. Alan birimleri arasında her adımda 100 ile çarpar ya da 100’e böleriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Taban`, definition: msg`Alan hesabında yüksekliğin üzerine indiği kenar.` },
      { term: msg`Yükseklik`, definition: msg`Tabana karşı köşeden ya da kenardan tabana dik olarak çizilen doğru parçası.` },
      { term: msg`Paralelkenarın alanı`, definition: msg`Taban × yükseklik.` },
      { term: msg`Üçgenin alanı`, definition: msg`(Taban × yükseklik) ÷ 2.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıttan kesilen paralelkenar ve üçgenleri dikdörtgene dönüştürerek alan bağıntılarını keşfetmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1 cm’lik kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Makas`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Cetvel ve gönye`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Yapıştırıcı`, quantity: msg`Her ikili gruba 1 tane` },
    ],
    safety: [
      msg`Makasla keserken kâğıdı tutan elinin parmaklarını kesme çizgisinden uzak tut.`,
      msg`Makası elden ele kapalı ve sapından uzatarak ver; yapıştırıcıyı ağzına ve gözüne yaklaştırma.`,
    ],
    steps: [
      msg`Kareli kâğıda tabanı 6 cm, yüksekliği 4 cm olan bir paralelkenar çiz ve kes. Gönyeyle bir yükseklik çiz.`,
      msg`Yükseklik çizgisinden keserek ayrılan üçgeni paralelkenarın öteki ucuna taşı. Oluşan dikdörtgenin kenarlarını ölç ve alanını hesapla.`,
      msg`Kenarları 6 cm ve 4 cm olan bir dikdörtgen kes; köşegeni boyunca ikiye böl. İki üçgenin üst üste tam örtüştüğünü göster ve birinin alanını yaz.`,
      msg`Eş iki üçgeni yan yana koyarak bir paralelkenar oluştur; üçgenin alanının bu paralelkenarın yarısı olduğunu açıkla.`,
      msg`Sınıfın tabanında 1 m²’lik bir kare işaretleyin ve içine kaç tane 1 cm²’lik kare sığacağını hesaplayın.`,
    ],
    observations: [
      msg`Paralelkenarı dikdörtgene çevirirken alanı değişti mi?`,
      msg`Dikdörtgeni köşegenle böldüğünde iki üçgen eş miydi?`,
      msg`1 m²’lik karede kaç sıra ve her sırada kaç tane 1 cm²’lik kare var?`,
    ],
    conclusion: msg`Paralelkenar, aynı taban ve yükseklikteki dikdörtgene dönüştürülebilir: alanı taban × yüksekliktir. Üçgen, aynı taban ve yükseklikteki paralelkenarın yarısıdır: alanı (taban × yükseklik) ÷ 2’dir. 1 m² = 10 000 cm²’dir.`,
  },
  questions: [
    {
      id: 'triangle',
      prompt: msg`Tabanı 8 cm, yüksekliği 5 cm olan bir üçgenin alanı kaç santimetrekaredir?`,
      options: [msg`40`, msg`20`, msg`13`, msg`26`],
      correctIndex: 1,
      explanation: msg`Üçgenin alanı (taban × yükseklik) ÷ 2 = 8 × 5 ÷ 2 = 20 cm². 40, aynı taban ve yükseklikteki paralelkenarın alanıdır.`,
      hints: [msg`Üçgen, hangi dörtgenin yarısıdır?`, msg`Taban ile yüksekliği çarptıktan sonra ne yapmalısın?`],
    },
    {
      id: 'parallelogram',
      prompt: msg`Tabanı 7 m, yüksekliği 4 m olan bir paralelkenarın alanı kaç metrekaredir?`,
      options: [msg`28`, msg`14`, msg`22`, msg`11`],
      correctIndex: 0,
      explanation: msg`Paralelkenarın alanı taban × yükseklik = 7 × 4 = 28 m²’dir. 22, çevreyi dikdörtgen gibi hesaplamanın yanlışıdır.`,
      hints: [msg`Paralelkenarı kesip dikdörtgene çevirdiğini düşün.`, msg`Dikdörtgenin kenarları hangi uzunluklar olur?`],
    },
    {
      id: 'square-metre',
      prompt: msg`1 m² kaç cm²’dir?`,
      options: [msg`100`, msg`1 000`, msg`10 000`, msg`100 000`],
      correctIndex: 2,
      explanation: msg`1 m = 100 cm olduğundan 1 m²’lik karenin içinde 100 sıra ve her sırada 100 tane 1 cm²’lik kare vardır: 100 × 100 = 10 000 cm².`,
      hints: [msg`1 m kaç santimetredir?`, msg`Kenarı 100 cm olan karenin alanını hesapla.`],
    },
    {
      id: 'missing-height',
      prompt: msg`Alanı 24 cm² olan bir üçgenin tabanı 8 cm’dir. Bu tabana ait yüksekliği kaç santimetredir?`,
      options: [msg`3`, msg`12`, msg`16`, msg`6`],
      correctIndex: 3,
      explanation: msg`8 × yükseklik ÷ 2 = 24 olmalı. 8 × yükseklik = 48, yükseklik = 48 ÷ 8 = 6 cm.`,
      hints: [msg`Üçgenin alanının iki katı neye eşittir?`, msg`Taban ile hangi sayıyı çarparsan 48 bulursun?`],
    },
    {
      id: 'half',
      prompt: msg`Tabanları ve yükseklikleri eşit olan bir üçgen ile bir paralelkenar veriliyor. Üçgenin alanı paralelkenarın alanının ne kadarıdır?`,
      options: [msg`Aynısı`, msg`İki katı`, msg`Yarısı`],
      correctIndex: 2,
      explanation: msg`Eş iki üçgen yan yana konunca aynı taban ve yükseklikte bir paralelkenar oluşur. Bu yüzden üçgenin alanı paralelkenarın alanının yarısıdır.`,
      hints: [msg`İki eş üçgenle hangi dörtgeni oluşturabilirsin?`, msg`Bir üçgen o dörtgenin kaçta kaçıdır?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtası`,
    instructions: msg`Çiviler arasında lastiği germek için çivilere sırayla dokun ya da ok tuşlarıyla gezip Boşluk ile seç. Her küçük kare 1 birimkaredir.`,
    manipulative: {
      type: 'geoboard',
      pegs: 6,
      tasks: [
        { prompt: msg`Alanı 6 birimkare olan bir dikdörtgen yap.`, shape: 'rectangle', area: 6 },
        {
          prompt: msg`Bu dikdörtgeni köşegeninden ikiye bölünce oluşan üçgeni düşün: alanı 3 birimkare olan bir dik üçgen yap.`,
          shape: 'right-triangle',
          area: 3,
        },
        { prompt: msg`Alanı 4 birimkare olan bir üçgen yap. Tabanını ve yüksekliğini düşün.`, corners: 3, area: 4 },
        { prompt: msg`Hiç dik açısı olmayan, alanı 4,5 birimkare olan bir üçgen yap.`, corners: 3, rightAngles: 0, area: 4.5 },
        {
          prompt: msg`Hiç dik açısı olmayan, alanı 6 birimkare olan bir dörtgen yap; örneğin tabanı 3, yüksekliği 2 birim olan bir paralelkenar.`,
          corners: 4,
          rightAngles: 0,
          area: 6,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Üçgen ve Paralelkenarın Alanı Çalışma Sayfası`,
    instructions: msg`Her şekli kareli kâğıda çiz, tabanını ve yüksekliğini işaretle, alanını hesapla.`,
    tasks: [
      { prompt: msg`Tabanı 9 cm, yüksekliği 4 cm olan bir paralelkenar ve bir üçgen çiz; alanlarını karşılaştır.`, lines: 3 },
      { prompt: msg`Alanı 35 m² olan bir paralelkenarın tabanı 7 m’dir. Yüksekliği kaç metredir?`, lines: 2 },
      { prompt: msg`3 m²’lik bir duvar kaç cm²’dir? 25 000 cm² kaç m²’dir?`, lines: 2 },
    ],
    table: {
      caption: msg`Kesip dönüştürdüğüm şekiller`,
      columns: [msg`Şekil`, msg`Taban`, msg`Yükseklik`, msg`Alan`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Taş Döşemesi`,
    paragraphs: [
      msg`Fındık, bahçe kapısının önüne paralelkenar biçiminde bir taş döşeme yapmak istiyordu. Tabanı 6 m, yüksekliği 3 m’ydi; eğik kenarları ise 4 m’ydi.`,
      msg`Tavşan Pamuk, “6 kere 4, 24 m² taş gerek!” dedi. Kirpi Diken başını salladı: “Eğik kenarla değil, yükseklikle çarpmalısın.”`,
      msg`Fındık kâğıttan bir paralelkenar kesti; bir ucundan yükseklik boyunca bir üçgen kesip öbür uca taşıdı. Ortaya tabanı 6, yüksekliği 3 olan bir dikdörtgen çıktı: 18 m².`,
      msg`Taşçı Köstebek Kazı 18 m² taş getirdi; döşeme tam bitti, hiç taş artmadı.`,
    ],
    lesson: msg`Paralelkenarın alanı taban × yüksekliktir; eğik kenar değil, yükseklik kullanılır. Üçgenin alanı bunun yarısıdır.`,
  },
};
