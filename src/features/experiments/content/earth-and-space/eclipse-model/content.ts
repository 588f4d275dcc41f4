import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Gündüz vakti gökyüzü birden kararabilir, kuşlar yuvalarına döner; bir dolunay gecesi Ay bakır rengine bürünebilir. Bunlar tutulmalardır. Tutulmaları anlamak için önce Güneş sistemindeki yerimize bakalım.`,
    sections: [
      {
        heading: msg`Güneş sistemi ve gezegenler`,
        paragraphs: [
          msg`Güneş sistemi; Güneş, onun çevresinde belirli yörüngelerde dolanan sekiz gezegen, bu gezegenlerin uyduları, cüce gezegenler, asteroitler ve kuyruklu yıldızlardan oluşur. Gezegenler kendi ışığını üretmez, Güneş’ten aldığı ışığı yansıtır.`,
          msg`Gezegenler Güneş’e yakınlık sırasına göre Merkür, Venüs, Dünya, Mars, Jüpiter, Satürn, Uranüs ve Neptün’dür. Merkür, Venüs, Dünya ve Mars iç gezegenlerdir; küçüktürler ve kayalık yapıdadırlar. Jüpiter, Satürn, Uranüs ve Neptün dış gezegenlerdir; büyüktürler, çoğunlukla gazdan oluşurlar ve halkaları vardır.`,
          msg`En büyük gezegen Jüpiter, en küçük gezegen Merkür’dür. Halkaları en belirgin gezegen Satürn’dür.`,
        ],
      },
      {
        heading: msg`Güneş tutulması`,
        paragraphs: [
          msg`Ay, Dünya’nın çevresinde dolanırken bazen Güneş ile Dünya’nın tam arasına girer. Bu sırada Güneş, Ay ve Dünya aynı doğru üzerindedir. Ay, Güneş ışığının önünü keser ve gölgesi Dünya’ya düşer. Buna Güneş tutulması denir.`,
          msg`Ay’ın gölgesi Dünya’ya göre küçüktür; bu yüzden Güneş tutulması Dünya’nın her yerinden değil, yalnızca gölgenin düştüğü bölgeden görülür. Tam gölgenin düştüğü dar şeritte Güneş tamamen örtülür ve gündüz ortalık kararır. Çevresindeki daha geniş yarı gölge bölgesinde Güneş’in yalnızca bir kısmı örtülür. Güneş tutulması yalnızca yeni ay evresinde ve gündüz olur.`,
        ],
      },
      {
        heading: msg`Ay tutulması`,
        paragraphs: [
          msg`Dünya, Güneş ile Ay’ın tam arasına girdiğinde Dünya’nın gölgesi Ay’ın üzerine düşer. Buna Ay tutulması denir. Ay tutulması yalnızca dolunay evresinde ve gece gözlenir.`,
          msg`Dünya’nın gölgesi Ay’dan çok büyüktür. Bu yüzden Ay tutulması, o sırada gece yaşanan her yerden görülür ve Güneş tutulmasından daha uzun sürer. Tam tutulmada Ay büsbütün kaybolmaz: Dünya’nın hava katmanından geçerken bükülen güneş ışığı ona ulaşır ve Ay’ı kızıl bir renge boyar.`,
        ],
      },
      {
        heading: msg`Neden her ay tutulma olmuyor?`,
        paragraphs: [
          msg`Ay’ın Dünya çevresindeki yörüngesi, Dünya’nın Güneş çevresindeki yörüngesine göre biraz eğiktir. Bu yüzden çoğu yeni ayda Ay’ın gölgesi Dünya’nın üstünden ya da altından geçer; çoğu dolunayda da Ay, Dünya’nın gölgesine girmez. Tutulma için üç gök cisminin tam olarak aynı doğru üzerine gelmesi gerekir.`,
          msg`Güneş tutulmasını asla çıplak gözle, güneş gözlüğüyle ya da dürbünle izleme; göz kalıcı olarak zarar görebilir. Yalnızca onaylı tutulma gözlükleri ya da iğne deliği düzeneği kullanılabilir. Ay tutulmasını ise çıplak gözle güvenle izleyebilirsin.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Güneş sistemi`, definition: msg`Güneş ve onun çevresinde dolanan gezegenler, uydular, asteroitler ve kuyruklu yıldızlardan oluşan sistem.` },
      { term: msg`Gezegen`, definition: msg`Bir yıldızın çevresinde dolanan, kendi ışığı olmayan büyük gök cismi.` },
      { term: msg`Güneş tutulması`, definition: msg`Ay’ın, Güneş ile Dünya arasına girip gölgesini Dünya’ya düşürmesi.` },
      { term: msg`Ay tutulması`, definition: msg`Dünya’nın, Güneş ile Ay arasına girip gölgesini Ay’a düşürmesi.` },
      { term: msg`Tam gölge`, definition: msg`Işık kaynağından hiç ışık almayan karanlık bölge.` },
      { term: msg`Yarı gölge`, definition: msg`Işık kaynağının yalnızca bir kısmından ışık alan, daha az karanlık bölge.` },
    ],
  },
  procedure: {
    goal: msg`Güneş, Dünya ve Ay modeliyle Güneş tutulmasını ve Ay tutulmasını oluşturmak ve farklarını gözlemlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pilli, güçlü el feneri (Güneş)`, quantity: msg`1 tane` },
      { name: msg`Yaklaşık 8 cm çaplı top ya da portakal (Dünya)`, quantity: msg`1 tane` },
      { name: msg`Yaklaşık 2 cm çaplı bilye ya da hamur topu (Ay)`, quantity: msg`1 tane` },
      { name: msg`Tahta şiş ve oyun hamuru (topları dik tutmak için)`, quantity: msg`2’şer tane` },
      { name: msg`Şerit metre ya da 1 m’lik cetvel`, quantity: msg`1 tane` },
      { name: msg`Gezegen adları yazılı kartlar ve bir ip`, quantity: msg`9 kart (Güneş ve 8 gezegen), 3 m ip` },
    ],
    safety: [
      msg`El fenerini kimsenin gözüne doğrultma.`,
      msg`Gerçek bir Güneş tutulmasını asla çıplak gözle, güneş gözlüğüyle ya da dürbünle izleme; yalnızca onaylı tutulma gözlüğü kullan.`,
      msg`Şişlerin sivri uçlarını hamura göm; uçları arkadaşlarına doğru tutma.`,
      msg`Yalnızca pilli el feneri kullan; prize takılan lambalar ısınabilir.`,
    ],
    steps: [
      msg`Isınma: İpi duvar boyunca ger. Güneş kartını ipin bir ucuna as, gezegen kartlarını Güneş’e yakınlık sırasına göre ipe diz. Sıralamanı arkadaşlarınınkiyle karşılaştır.`,
      msg`Topu ve bilyeyi şişlere tak, şişleri hamur parçalarına dik olarak yerleştir. Büyük top Dünya’yı, bilye Ay’ı temsil edecek.`,
      msg`Feneri masanın bir ucuna, Dünya modelini fenerden yaklaşık 60 cm uzağa koy. Odayı karart ve feneri Dünya’ya doğrult.`,
      msg`Ay modelini fener ile Dünya’nın arasına, Dünya’dan yaklaşık 15 cm uzağa koy. Üçü aynı doğru üzerinde olsun. Ay’ın gölgesinin Dünya’nın neresine düştüğüne ve ne kadar yer kapladığına bak.`,
      msg`Ay’ı birkaç santimetre yukarı ya da aşağı kaydır. Gölge hâlâ Dünya’ya düşüyor mu? Gözlemini yaz.`,
      msg`Ay’ı Dünya’nın arkasına, fenere göre öbür tarafa, yine aynı doğru üzerine taşı. Dünya’nın gölgesi Ay’ı ne kadar örtüyor?`,
      msg`İki dizilişi de tablona çiz. Hangisinin Güneş tutulması, hangisinin Ay tutulması olduğunu yaz.`,
    ],
    observations: [
      msg`Ay’ın gölgesi Dünya’nın tamamını mı, küçük bir bölgesini mi kapladı?`,
      msg`Dünya’nın gölgesi Ay’ı tamamen örtebildi mi?`,
      msg`Ay aynı doğrunun biraz dışına çıkınca gölgeye ne oldu?`,
    ],
    conclusion: msg`Ay, Güneş ile Dünya arasına girip üçü aynı doğru üzerine geldiğinde Ay’ın gölgesi Dünya’nın küçük bir bölgesine düşer: Güneş tutulması oluşur. Dünya, Güneş ile Ay arasına girdiğinde Dünya’nın büyük gölgesi Ay’ı tamamen örtebilir: Ay tutulması oluşur. Ay doğrunun biraz dışında kalınca gölge hedefini ıskalar; bu yüzden her yeni ayda ve her dolunayda tutulma olmaz.`,
  },
  questions: [
    {
      id: 'planet-order',
      prompt: msg`Aşağıdakilerden hangisi Güneş’e en yakın dört gezegeni doğru sırayla verir?`,
      options: [msg`Merkür, Venüs, Dünya, Mars`, msg`Venüs, Merkür, Mars, Dünya`, msg`Merkür, Dünya, Venüs, Mars`, msg`Mars, Venüs, Merkür, Dünya`],
      correctIndex: 0,
      explanation: msg`Güneş’e yakınlık sırası Merkür, Venüs, Dünya, Mars, Jüpiter, Satürn, Uranüs ve Neptün’dür. İlk dördü iç gezegenlerdir.`,
      hints: [msg`Güneş’e en yakın gezegen aynı zamanda en küçük gezegendir.`, msg`Dünya, Güneş’e yakınlık sırasında üçüncüdür.`],
    },
    {
      id: 'solar-alignment',
      prompt: msg`Güneş tutulması sırasında gök cisimlerinin dizilişi hangisidir?`,
      options: [msg`Güneş – Dünya – Ay`, msg`Güneş – Ay – Dünya`, msg`Ay – Güneş – Dünya`],
      correctIndex: 1,
      explanation: msg`Güneş tutulmasında Ay, Güneş ile Dünya’nın arasına girer ve gölgesi Dünya’ya düşer. Bu yüzden diziliş Güneş – Ay – Dünya’dır.`,
      hints: [msg`Güneş tutulmasında kimin gölgesi kimin üzerine düşer?`, msg`Güneş’i bizden saklayabilmek için Ay nerede durmalıdır?`],
    },
    {
      id: 'lunar-phase',
      prompt: msg`Ay tutulması Ay’ın hangi evresinde gerçekleşebilir?`,
      options: [msg`Yeni ay`, msg`İlk dördün`, msg`Son dördün`, msg`Dolunay`],
      correctIndex: 3,
      explanation: msg`Ay tutulmasında Dünya, Güneş ile Ay’ın arasındadır. Bu konumda Ay’ın aydınlık yarısının tamamı Dünya’ya dönüktür; yani Ay dolunay evresindedir.`,
      hints: [
        msg`Ay tutulmasında Dünya, Güneş ile Ay’ın arasındadır.`,
        msg`Ay, Dünya’nın Güneş’e göre arka tarafındayken Dünya’dan Ay’ın ne kadarı aydınlık görünür?`,
      ],
    },
    {
      id: 'narrow-path',
      prompt: msg`Modelde Ay’ın gölgesi Dünya’nın yalnızca küçük bir bölgesine düştü. Buna göre gerçek bir Güneş tutulması için ne söylenebilir?`,
      options: [
        msg`Dünya’nın her yerinden aynı anda görülür.`,
        msg`Yalnızca Ay’ın gölgesinin düştüğü bölgeden görülür.`,
        msg`Yalnızca geceleri görülür.`,
        msg`Hiçbir yerden görülmez.`,
      ],
      correctIndex: 1,
      explanation: msg`Ay, Dünya’dan çok küçüktür; gölgesi Dünya yüzeyinin ancak sınırlı bir bölgesini kaplar. Güneş tutulmasını yalnızca bu bölgedekiler görür; Güneş’in tamamen örtüldüğü tam gölge ise dar bir şerittir.`,
      hints: [msg`Ay mı büyük, Dünya mı?`, msg`Küçük bir bilyenin gölgesi büyük bir topun ne kadarını kaplayabildi?`],
    },
    {
      id: 'safe-viewing',
      prompt: msg`Aşağıdakilerden hangisi bir Güneş tutulmasını izlemenin güvenli bir yoludur?`,
      options: [
        msg`Koyu renkli güneş gözlüğüyle bakmak`,
        msg`Dürbünle bakmak`,
        msg`Onaylı tutulma gözlüğüyle bakmak`,
        msg`Kısa aralıklarla çıplak gözle bakmak`,
      ],
      correctIndex: 2,
      explanation: msg`Güneş tutulması sırasında bile Güneş’e çıplak gözle, sıradan güneş gözlüğüyle ya da dürbünle bakmak gözü kalıcı olarak yakabilir. Yalnızca onaylı tutulma gözlüğü ya da iğne deliği düzeneği güvenlidir.`,
      hints: [
        msg`Sıradan gözlükler Güneş’in zararlı ışığını yeterince süzmez; büyüten araçlar ise ışığı gözde toplar.`,
        msg`Yalnızca bu iş için üretilmiş ve güvenliği denetlenmiş bir araç düşün.`,
      ],
    },
    {
      id: 'not-every-month',
      prompt: msg`Ay her ay Dünya’nın çevresinde bir tur attığı hâlde neden her ay tutulma olmaz?`,
      options: [
        msg`Ay’ın yörüngesi Dünya’nın yörüngesine göre biraz eğik olduğu için`,
        msg`Ay bazı aylarda Dünya’nın çevresinde dolanmadığı için`,
        msg`Güneş bazı aylarda ışık vermediği için`,
      ],
      correctIndex: 0,
      explanation: msg`Ay’ın yörüngesi biraz eğik olduğundan Ay çoğu zaman Güneş ile Dünya’yı birleştiren doğrunun biraz üstünden ya da altından geçer. Tutulma yalnızca üçü tam olarak aynı doğru üzerine geldiğinde olur.`,
      hints: [msg`Deneyde Ay’ı birkaç santimetre yukarı ya da aşağı kaydırdığında ne oldu?`, msg`Tutulma için üç gök cisminin nasıl dizilmesi gerekir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Güneş tutulması mı, Ay tutulması mı?`,
    instructions: msg`Her özelliği ait olduğu tutulmanın grubuna yerleştir.`,
    categories: [
      { id: 'solar', label: msg`Güneş tutulması` },
      { id: 'lunar', label: msg`Ay tutulması` },
    ],
    items: [
      {
        id: 'moon-between',
        label: msg`Ay, Güneş ile Dünya’nın arasına girer.`,
        emoji: '🌑',
        categoryId: 'solar',
        explanation: msg`Ay, Güneş ışığının önünü keser; diziliş Güneş – Ay – Dünya’dır.`,
      },
      {
        id: 'earth-between',
        label: msg`Dünya, Güneş ile Ay’ın arasına girer.`,
        emoji: '🌍',
        categoryId: 'lunar',
        explanation: msg`Dünya, Güneş ışığının Ay’a ulaşmasını engeller; diziliş Güneş – Dünya – Ay’dır.`,
      },
      {
        id: 'new-moon',
        label: msg`Yeni ay evresinde olabilir.`,
        emoji: '🌚',
        categoryId: 'solar',
        explanation: msg`Ay, Güneş ile Dünya arasındayken yeni ay evresindedir.`,
      },
      {
        id: 'full-moon',
        label: msg`Dolunay evresinde olabilir.`,
        emoji: '🌕',
        categoryId: 'lunar',
        explanation: msg`Ay, Dünya’nın Güneş’e göre arka tarafındayken dolunay evresindedir.`,
      },
      {
        id: 'daytime',
        label: msg`Gündüz gözlenir.`,
        emoji: '☀️',
        categoryId: 'solar',
        explanation: msg`Güneş’in örtüldüğünü görmek için Güneş’in gökyüzünde olması gerekir.`,
      },
      {
        id: 'night',
        label: msg`Gece gözlenir.`,
        emoji: '🌃',
        categoryId: 'lunar',
        explanation: msg`Dolunaydaki Ay gece gökyüzündedir; tutulmayı gece yaşanan yerler görür.`,
      },
      {
        id: 'moon-shadow',
        label: msg`Ay’ın gölgesi Dünya’ya düşer.`,
        emoji: '👤',
        categoryId: 'solar',
        explanation: msg`Ay’ın tam gölgesinin düştüğü yerlerde Güneş tamamen örtülür.`,
      },
      {
        id: 'earth-shadow',
        label: msg`Dünya’nın gölgesi Ay’a düşer.`,
        emoji: '🌒',
        categoryId: 'lunar',
        explanation: msg`Dünya’nın gölgesi büyük olduğu için Ay’ı tamamen örtebilir.`,
      },
      {
        id: 'eye-danger',
        label: msg`Çıplak gözle izlemek göze zarar verir.`,
        emoji: '🕶️',
        categoryId: 'solar',
        explanation: msg`Güneş’e doğrudan bakmak gözü kalıcı olarak yakabilir; onaylı tutulma gözlüğü gerekir.`,
      },
      {
        id: 'red-moon',
        label: msg`Ay bakır kırmızısı bir renge bürünebilir.`,
        emoji: '🔴',
        categoryId: 'lunar',
        explanation: msg`Dünya’nın hava katmanından geçerken bükülen kızıl ışık Ay’a ulaşır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Tutulma Modeli Çalışma Sayfası`,
    instructions: msg`Deneydeki iki dizilişi tabloya çiz ve gözlemlerini yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Gezegenleri Güneş’e yakınlık sırasına göre yaz. İç gezegenleri ve dış gezegenleri farklı renkle işaretle.`, lines: 3 },
      { prompt: msg`Güneş tutulması neden Dünya’nın yalnızca küçük bir bölgesinden görülür? Modeldeki gözleminle açıkla.`, lines: 3 },
      { prompt: msg`Ay tutulması hangi evrede ve günün hangi vaktinde gözlenir? Nedenini yaz.`, lines: 2 },
      { prompt: msg`Her yeni ayda neden Güneş tutulması olmaz? Deneyin 5. adımını düşünerek açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Tutulma modelinde gözlemlerim`,
      columns: [msg`Diziliş (fenerden başlayarak)`, msg`Kimin gölgesi kimin üzerine düştü?`, msg`Gölge ne kadar yer kapladı?`, msg`Tutulmanın adı`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık ve Bakır Renkli Ay`,
    paragraphs: [
      msg`Bir dolunay gecesi Sincap Fındık ve arkadaşı Kirpi Dikdik tepede Ay’ı izliyordu. Birden Ay’ın bir kenarı kararmaya başladı. Karanlık yavaş yavaş ilerledi; bir saat sonra Ay bakır renkli bir tabağa dönmüştü.`,
      msg`“Ay’a ne oldu?” diye fısıldadı Dikdik. Baykuş Nine dalın üstünden seslendi: “Korkmayın, bu bir Ay tutulması. Dünya, Güneş ile Ay’ın tam arasına girdi. Ay’ın üzerinde gördüğünüz, Dünya’mızın gölgesi.”`,
      msg`“Peki neden kızıl?” diye sordu Fındık. “Güneş ışığının bir kısmı Dünya’nın hava katmanından geçerken bükülüp Ay’a ulaşır,” dedi Baykuş Nine. “Bu ışık kızıl renklidir. Şu anda gece yaşanan her yerden herkes bu manzarayı görüyor.”`,
      msg`Ertesi sabah Fındık bir portakal, bir fındık ve bir el feneriyle masada tutulmayı yeniden oluşturdu. Fındığı portakalın arkasına koyunca fındık gölgede kayboldu. Fındığı fenerle portakalın arasına koyunca portakalın üstüne minicik bir gölge düştü.`,
      msg`“İşte bu da Güneş tutulması!” dedi Fındık. “Fındığın gölgesi portakalın yalnızca küçük bir yerine düşüyor. Demek ki Güneş tutulmasını yalnızca o küçük gölgenin altındakiler görebilir.”`,
    ],
    lesson: msg`Ay, Güneş ile Dünya arasına girince Güneş tutulması; Dünya, Güneş ile Ay arasına girince Ay tutulması olur.`,
  },
};
