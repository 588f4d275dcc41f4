import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir çantanın mı yoksa bir kitabın mı daha büyük bir kuvvetle yere çekildiğini elimizle tahmin edebiliriz ama kesin söyleyemeyiz. Kuvveti ölçmek için dinamometre kullanırız.`,
    sections: [
      {
        heading: msg`Dinamometre nasıl çalışır?`,
        paragraphs: [
          msg`Dinamometrenin içinde esnek bir yay vardır. Yaya kuvvet uygulandığında yay uzar; kuvvet iki katına çıkınca uzama da iki katına çıkar. Yayın ucundaki gösterge, üzerindeki ölçekte kuvvetin büyüklüğünü gösterir.`,
          msg`Her dinamometrenin ölçebileceği en büyük değer, ölçeğinin üzerinde yazılıdır. Bu sınır aşılırsa yay esnekliğini kaybeder ve dinamometre bozulur. Bu yüzden ölçülecek kuvvete uygun dinamometre seçilir.`,
        ],
      },
      {
        heading: msg`Kuvvetin birimi: newton`,
        paragraphs: [
          msg`Kuvvetin birimi newtondur ve N harfiyle gösterilir. Birim, bilim insanı Isaac Newton’ın adından gelir.`,
          msg`Dünya, üzerindeki cisimleri kendine doğru çeker. Bir cisme etki eden bu yer çekimi kuvvetine ağırlık denir. Dünya’da 1 kg kütleli bir cismin ağırlığı yaklaşık 9,8 N’dur; 100 g’lık bir cisminki yaklaşık 0,98 N’dur, yani 1 N’a yakındır.`,
        ],
      },
      {
        heading: msg`Sürtünme kuvveti`,
        paragraphs: [
          msg`Birbirine değen iki yüzey arasında, harekete karşı koyan bir kuvvet oluşur. Buna sürtünme kuvveti denir. Sürtünme kuvveti her zaman harekete ya da hareket etme isteğine zıt yöndedir.`,
          msg`Pürüzlü yüzeylerde (zımpara, halı, asfalt) sürtünme büyük, pürüzsüz yüzeylerde (buz, cam, cilalı parke) küçüktür. Bu yüzden buzda kayarız, zımpara üzerinde kaymayız.`,
        ],
      },
      {
        heading: msg`Sürtünme yararlı mı, zararlı mı?`,
        paragraphs: [
          msg`Sürtünme sayesinde yürürken kaymayız, araçlar fren yapınca durur, kalemle kâğıda yazabiliriz. Karlı yollarda araçlara zincir takılması sürtünmeyi artırır.`,
          msg`Sürtünme makine parçalarını ve ayakkabı tabanlarını aşındırır, hareketli parçaları ısıtır. Kapı menteşelerini yağlamak sürtünmeyi azaltır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Dinamometre`, definition: msg`İçindeki esnek yay sayesinde kuvvetin büyüklüğünü ölçen araç.` },
      { term: msg`Newton (N)`, definition: msg`Kuvvetin birimi.` },
      { term: msg`Ağırlık`, definition: msg`Dünya’nın bir cisme uyguladığı çekim kuvveti; dinamometreyle ölçülür.` },
      { term: msg`Esnek cisim`, definition: msg`Kuvvet etkisiyle şekli değişen, kuvvet kalkınca eski şekline dönen cisim; örneğin yay.` },
      { term: msg`Sürtünme kuvveti`, definition: msg`Birbirine değen yüzeyler arasında harekete karşı koyan kuvvet.` },
    ],
  },
  procedure: {
    goal: msg`Dinamometreyle cisimlerin ağırlığını ölçmek ve bir bloğu farklı yüzeylerde çekmek için gereken kuvveti karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Dinamometre (0–10 N)`, quantity: msg`1 tane` },
      { name: msg`Çengelli kütle takımı (50 g, 100 g, 200 g)`, quantity: msg`1 takım` },
      { name: msg`Çengel vidalı tahta blok`, quantity: msg`1 tane` },
      { name: msg`Zımpara kâğıdı, havlu ve alüminyum folyo (yüzey olarak)`, quantity: msg`1’er parça` },
      { name: msg`Bant`, quantity: msg`1 rulo` },
    ],
    safety: [
      msg`Dinamometreye ölçeğinde yazan en büyük değerden ağır bir cisim asma; yay bozulur.`,
      msg`Kütleleri ayağına düşürmemek için masanın üzerinde, alçaktan çalış.`,
      msg`Dinamometreyi birden bırakma; yay geri fırlayıp çarpabilir.`,
    ],
    steps: [
      msg`Dinamometreyi dik tut ve hiçbir şey asılı değilken göstergenin 0’da olduğunu kontrol et.`,
      msg`Sırasıyla 50 g, 100 g ve 200 g’lık kütleleri as. Her seferinde göstergeyi oku ve tabloya yaz.`,
      msg`Tahta bloğu dinamometreye asıp ağırlığını ölç.`,
      msg`Bloğu masaya koy, dinamometreyi bloğun çengeline tak ve masaya paralel tutarak yavaşça çek. Blok kaymaya başladığı anda göstergeyi oku.`,
      msg`Aynı ölçümü masaya bantladığın alüminyum folyo, havlu ve zımpara kâğıdı üzerinde tekrarla.`,
    ],
    observations: [
      msg`Asılan kütle iki katına çıkınca dinamometrenin gösterdiği değer ne oldu?`,
      msg`Bloğu hangi yüzeyde çekmek için en büyük kuvvet gerekti?`,
      msg`Bloğu hangi yüzeyde çekmek en kolaydı?`,
    ],
    conclusion: msg`Dinamometre kuvveti newton (N) cinsinden ölçer; asılan kütle arttıkça yay daha çok uzar ve gösterge daha büyük bir değer gösterir. Bloğu pürüzlü yüzeyde çekmek için daha büyük bir kuvvet gerekir, çünkü pürüzlü yüzeylerde sürtünme kuvveti daha büyüktür.`,
  },
  questions: [
    {
      id: 'force-unit',
      prompt: msg`Kuvvetin birimi hangisidir?`,
      options: [msg`Kilogram (kg)`, msg`Newton (N)`, msg`Metre (m)`, msg`Santigrat derece (°C)`],
      correctIndex: 1,
      explanation: msg`Kuvvetin birimi newtondur ve N ile gösterilir. Kilogram kütlenin, metre uzunluğun, santigrat derece sıcaklığın birimidir.`,
      hints: [
        msg`Dinamometrenin ölçeğinde sayıların yanında hangi harf yazıyordu?`,
        msg`Öteki seçenekler kütlenin, uzunluğun ve sıcaklığın birimleridir. Kuvvetin birimi ise ünlü bir bilim insanının adını taşır.`,
      ],
    },
    {
      id: 'dynamometer-spring',
      prompt: msg`Dinamometre, içindeki hangi parçanın uzamasıyla kuvveti ölçer?`,
      options: [msg`Mıknatıs`, msg`Yay`, msg`Pil`],
      correctIndex: 1,
      explanation: msg`Dinamometrenin içinde esnek bir yay vardır. Kuvvet büyüdükçe yay daha çok uzar ve gösterge daha büyük bir değer gösterir.`,
      hints: [
        msg`Dinamometreye kütle astığında içinde uzayan bir parça gördün.`,
        msg`Kuvvet kalkınca eski hâline dönen esnek bir parça düşün. Mıknatıs ya da pil uzayıp kısalabilir mi?`,
      ],
    },
    {
      id: 'weight-500g',
      prompt: msg`500 g kütleli bir cisim dinamometreye asılıyor. Dinamometre yaklaşık kaç N gösterir? (1 kg’ın ağırlığı yaklaşık 9,8 N)`,
      options: [msg`0,5 N`, msg`4,9 N`, msg`9,8 N`, msg`500 N`],
      correctIndex: 1,
      explanation: msg`500 g yarım kilogramdır. Yarım kilogramın ağırlığı 9,8 N’un yarısı, yani 4,9 N’dur.`,
      hints: [msg`500 g kaç kilogram eder? 1 kg’ın 1.000 g olduğunu hatırla.`, msg`1 kg’ın ağırlığı 9,8 N ise bunun yarısının ağırlığı ne kadar olur?`],
    },
    {
      id: 'over-capacity',
      prompt: msg`En fazla 5 N ölçebilen bir dinamometreye 8 N ağırlığında bir cisim asılırsa ne olabilir?`,
      options: [msg`Gösterge 8 N’u gösterir.`, msg`Yay esnekliğini kaybedip bozulabilir.`, msg`Yay kısalır.`],
      correctIndex: 1,
      explanation: msg`Dinamometrenin ölçebileceği en büyük değer aşılırsa yay aşırı gerilir ve eski hâline dönemeyebilir. Daha büyük ölçekli bir dinamometre seçilmelidir.`,
      hints: [
        msg`Her dinamometrenin ölçeğinde yazan en büyük değerin bir anlamı vardır.`,
        msg`Ölçeği 5 N’da biten bir gösterge 8 N’u gösterebilir mi?`,
        msg`Yay, sınırına kadar gerilirse kuvvet kalkınca eski hâline döner. Sınır aşılırsa yaya ne olabilir?`,
      ],
    },
    {
      id: 'most-friction',
      prompt: msg`Aynı blok hangi yüzeyde çekilirken en büyük sürtünme kuvvetiyle karşılaşır?`,
      options: [msg`Buz`, msg`Cam`, msg`Zımpara kâğıdı`],
      correctIndex: 2,
      explanation: msg`Zımpara kâğıdı çok pürüzlüdür. Pürüzlü yüzeylerde sürtünme kuvveti daha büyüktür.`,
      hints: [
        msg`Deneyde bloğu hangi yüzeyde çekerken dinamometre en büyük değeri gösterdi?`,
        msg`Sürtünme kuvveti yüzey pürüzlüleştikçe büyür. Elini üzerinde gezdirince en pürüzlü gelen yüzeyi düşün.`,
      ],
    },
    {
      id: 'useful-friction',
      prompt: msg`Aşağıdakilerden hangisi sürtünmenin yararlı olduğu bir durumdur?`,
      options: [msg`Ayakkabı tabanlarının aşınması`, msg`Bisikletin fren yapınca durması`, msg`Makine parçalarının ısınması`],
      correctIndex: 1,
      explanation: msg`Fren balataları ile tekerlek arasındaki sürtünme bisikleti durdurur. Aşınma ve ısınma ise sürtünmenin istenmeyen etkileridir.`,
      hints: [
        msg`Sürtünmenin istenmeyen etkileri genellikle aşınma ve ısınmadır.`,
        msg`Hangi seçenekte sürtünme bize bir iş görüyor, örneğin bizi güvende tutuyor?`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Sanal dinamometre`,
    instructions: msg`Kancaya farklı kütleler as ve dinamometrenin gösterdiği kuvveti oku. Kütle iki katına çıkınca kuvvet ne oluyor? Dinamometrenin sınırını aşarsan ne olduğunu da gör.`,
    simulation: 'spring-scale',
  },
  worksheet: {
    title: msg`Kuvvet ve Sürtünme Çalışma Sayfası`,
    instructions: msg`Ölçtüğün değerleri tabloya newton (N) olarak yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Asılan kütle ile dinamometrenin gösterdiği değer arasında nasıl bir ilişki buldun?`, lines: 2 },
      { prompt: msg`Bloğu çekmek için en büyük kuvvet hangi yüzeyde gerekti? Nedenini açıkla.`, lines: 3 },
      { prompt: msg`Sürtünmenin yararlı ve zararlı olduğu ikişer durum yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Dinamometre ölçümlerim`,
      columns: [msg`Ne ölçtüm? (kütle ya da yüzey)`, msg`Dinamometrenin gösterdiği (N)`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık’ın Kızak Yarışı`,
    paragraphs: [
      msg`Ormanda kızak yarışı düzenlenecekti. Sincap Fındık, kızağını çekmek için ne kadar kuvvet gerektiğini merak ediyordu. Baykuş Nine ona yaylı bir dinamometre verdi.`,
      msg`Fındık dinamometreyi kızağın ipine bağladı ve kızağı çimenlerin üzerinde çekti. Gösterge 6 N’u gösterdi. Kar yağmış tepeye çıkınca aynı kızağı yalnızca 2 N ile çekebildi.`,
      msg`“Kar çimenden kaygan,” dedi Fındık. “Sürtünme küçük olduğu için daha az kuvvet yetiyor!” Ama yarış günü yokuş aşağı inerken kızak öyle hızlandı ki Fındık ayaklarını kara sürterek frenlemek zorunda kaldı.`,
      msg`Yarıştan sonra arkadaşlarına anlattı: “Sürtünme bazen işimizi zorlaştırır, bazen de bizi kurtarır. Ayaklarımla sürtünme yaratmasaydım ağaca çarpacaktım!”`,
    ],
    lesson: msg`Kuvvet dinamometreyle ölçülür ve birimi newtondur (N). Sürtünme kuvveti harekete karşı koyar; pürüzlü yüzeylerde büyüktür ve hem yararlı hem zararlı olabilir.`,
  },
};
