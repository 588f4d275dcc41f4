import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sisli bir sabahta ağaçların arasından süzülen güneş ışıkları dümdüz çizgiler gibi görünür. Karanlık bir odada perdenin aralığından giren ışık da öyle. Işık nasıl yayılır? Her maddeden geçebilir mi?`,
    sections: [
      {
        heading: msg`Işık doğrusal yayılır`,
        paragraphs: [
          msg`Işık, bir ışık kaynağından her yöne yayılır. Yayılırken yolunu değiştirmez, doğrusal bir yol izler. Işığın izlediği yolu gösteren çizgiye ışık ışını denir ve ok işaretiyle çizilir.`,
          msg`Işık köşeleri dönemez. Bu yüzden bir duvarın arkasını göremeyiz. Aynı nedenle, aralarında ışığın geçtiği delikler tam bir çizgi üzerinde değilse ışık karşıya ulaşamaz.`,
        ],
      },
      {
        heading: msg`Saydam, yarı saydam, opak`,
        paragraphs: [
          msg`Işığın tamamına yakınını geçiren maddelere saydam madde denir. Pencere camı, temiz su ve şeffaf poşet saydamdır. Saydam bir maddenin arkasındaki cisimler net görünür.`,
          msg`Işığın bir kısmını geçiren maddelere yarı saydam madde denir. Buzlu cam, yağlı kâğıt ve tül perde yarı saydamdır. Arkalarındaki cisimler bulanık görünür.`,
          msg`Işığı hiç geçirmeyen maddelere opak madde denir. Tahta, karton, metal ve taş opaktır. Opak bir cismin arkasına ışık ulaşmaz; orada gölge oluşur.`,
        ],
      },
      {
        heading: msg`Hangi iş için hangi madde?`,
        paragraphs: [
          msg`Evlerin pencerelerinde ışığın içeri girmesi için saydam cam kullanılır. Banyo pencerelerinde ise ışığı geçiren ama içerinin net görünmesini engelleyen yarı saydam buzlu cam tercih edilir.`,
          msg`Yatak odalarında sabah güneşinin uyandırmaması için opak, kalın perdeler kullanılır. Lamba abajurları çoğunlukla yarı saydamdır; ışığı yumuşatarak gözü kamaştırmaz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Işık ışını`, definition: msg`Işığın izlediği doğrusal yolu gösteren, okla çizilen çizgi.` },
      { term: msg`Saydam madde`, definition: msg`Işığın tamamına yakınını geçiren madde; arkası net görünür.` },
      { term: msg`Yarı saydam madde`, definition: msg`Işığın bir kısmını geçiren madde; arkası bulanık görünür.` },
      { term: msg`Opak madde`, definition: msg`Işığı hiç geçirmeyen madde.` },
    ],
  },
  procedure: {
    goal: msg`Işığın doğrusal bir yol boyunca yayıldığını göstermek ve maddeleri ışığı geçirme durumlarına göre sınıflandırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Aynı boyda üç kalın karton (15 cm × 10 cm)`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Delgeç ya da kalın bir çivi (delikleri öğretmen açar)`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Oyun hamuru (kartonları dik tutmak için)`, quantity: msg`Her gruba 3 top` },
      { name: msg`Pilli el feneri`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Beyaz A4 kâğıdı (ekran)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Sınanacak maddeler: şeffaf poşet, yağlı pişirme kâğıdı, tül parçası, alüminyum folyo, ince tahta`, quantity: msg`Her gruba 1’er parça` },
      { name: msg`Uzun ip`, quantity: msg`Her gruba 1 tane (1 m)` },
    ],
    safety: [
      msg`Kartonları öğretmen delsin; çiviyi ve delgeci kendin kullanma.`,
      msg`El fenerini kimsenin gözüne tutma, ışığına doğrudan bakma.`,
      msg`Deneyde güneş ışığını büyüteç ya da aynayla yansıtma; Güneş’e asla doğrudan bakma.`,
      msg`Oda karartılınca yerinden kalkma; yerdeki çantalara takılabilirsin.`,
    ],
    steps: [
      msg`Öğretmenin üç kartonu üst üste koyup ortalarından aynı anda delsin. Böylece delikler aynı yükseklikte olur.`,
      msg`Kartonları aralarında 15 cm olacak biçimde masaya, oyun hamuruyla dik diz. Son kartonun arkasına beyaz kâğıdı ekran olarak koy.`,
      msg`İpi üç kartonun deliğinden geçir ve iki ucundan gerdir. İp gergin ve düz olunca delikler aynı çizgidedir. İpi dikkatle çıkar.`,
      msg`Odayı karartın. Feneri ilk kartonun deliğine doğru tut. Ekranda ışık lekesi görüyor musun? Not al.`,
      msg`Ortadaki kartonu 2 cm yana kaydır ve yeniden bak. Ekrandaki ışığa ne oldu? Not al.`,
      msg`Kartonları kaldır. Feneri ekrana tut ve fenerle ekran arasına sırayla şeffaf poşeti, yağlı kâğıdı, tülü, folyoyu ve tahtayı koy. Işığın tamamı mı, bir kısmı mı geçti, hiç mi geçmedi? Tabloya yaz.`,
    ],
    observations: [
      msg`Delikler aynı çizgideyken ekranda ne gördün? Ortadaki karton kayınca ne değişti?`,
      msg`Hangi maddelerin arkasındaki ekran neredeyse hiç kararmadı?`,
      msg`Hangi maddeler ışığı hiç geçirmedi?`,
    ],
    conclusion: msg`Işık yalnızca delikler aynı doğru üzerindeyken ekrana ulaştı; ortadaki karton kayınca yolu kesildi. Demek ki ışık doğrusal bir yol boyunca yayılır. Şeffaf poşet ışığın tamamına yakınını geçirdi, saydamdır. Yağlı kâğıt ve tül ışığın bir kısmını geçirdi, yarı saydamdır. Folyo ve tahta ışığı hiç geçirmedi, opaktır.`,
  },
  questions: [
    {
      id: 'straight',
      prompt: msg`Üç kartonun delikleri aynı çizgideyken ışık ekrana ulaştı; ortadaki karton kayınca ulaşmadı. Bu neyi gösterir?`,
      options: [msg`Işık doğrusal bir yol boyunca yayılır.`, msg`Işık kartonları deler.`, msg`Işık yalnızca karanlıkta yayılır.`],
      correctIndex: 0,
      explanation: msg`Işık yolunu değiştirip kayan deliğe dönemez. Yalnızca doğrusal yol açık olduğunda, yani delikler aynı çizgideyken karşıya ulaşır.`,
      hints: [msg`İpi gerdiğinde ip nasıl bir çizgi oluşturmuştu?`, msg`Işık, kayan deliği bulmak için yolunu bükebildi mi?`],
    },
    {
      id: 'baking-paper',
      prompt: msg`Yağlı kâğıt ışığın bir kısmını geçirdi, arkasındaki ekran bulanık aydınlandı. Yağlı kâğıt nasıl bir maddedir?`,
      options: [msg`Saydam`, msg`Opak`, msg`Yarı saydam`],
      correctIndex: 2,
      explanation: msg`Işığın bir kısmını geçiren ve arkasındaki cisimleri bulanık gösteren maddeler yarı saydamdır.`,
      hints: [msg`Işığın tamamı mı, bir kısmı mı geçti?`, msg`Opak maddeler ışığı hiç geçirmez. Yağlı kâğıt öyle miydi?`],
    },
    {
      id: 'opaque',
      prompt: msg`Aşağıdakilerden hangisi opaktır?`,
      options: [msg`Pencere camı`, msg`Şeffaf poşet`, msg`Tül perde`, msg`Tahta`],
      correctIndex: 3,
      explanation: msg`Tahta ışığı hiç geçirmez, opaktır. Pencere camı ve şeffaf poşet saydam, tül perde yarı saydamdır.`,
      hints: [msg`Hangisinin arkasına fenerin ışığı hiç ulaşmadı?`, msg`Hangisinin arkasında tam bir gölge oluşur?`],
    },
    {
      id: 'bathroom',
      prompt: msg`Banyo pencerelerinde neden çoğunlukla buzlu cam kullanılır?`,
      options: [msg`Işığı hiç geçirmediği için`, msg`Işığın bir kısmını geçirip içerinin net görünmesini engellediği için`, msg`Hiç kirlenmediği için`],
      correctIndex: 1,
      explanation: msg`Buzlu cam yarı saydamdır. Banyoya ışık girer, ama dışarıdan içerisi net görünmez.`,
      hints: [msg`Banyonun hem aydınlık olmasını hem de içerinin görünmemesini isteriz.`, msg`Hangi tür madde ışığı geçirir ama arkasını bulanık gösterir?`],
    },
    {
      id: 'all-directions',
      prompt: msg`Yanan bir el fenerinin ampulünden çıkan ışık hangi yönlere yayılır?`,
      options: [msg`Yalnızca aşağıya`, msg`Yalnızca yukarıya`, msg`Her yöne`],
      correctIndex: 2,
      explanation: msg`Işık kaynaktan her yöne yayılır. El fenerinin içindeki parlak yüzey, yanlara ve arkaya giden ışığı öne yansıtarak toplar.`,
      hints: [msg`Tavandaki bir lamba odanın yalnızca bir köşesini mi aydınlatır?`, msg`Fenerin ampulünün arkasındaki parlak çanağın görevi ne olabilir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Saydam mı, yarı saydam mı, opak mı?`,
    instructions: msg`Her maddenin ışığı ne kadar geçirdiğini düşün ve doğru gruba yerleştir.`,
    categories: [
      { id: 'transparent', label: msg`Saydam` },
      { id: 'translucent', label: msg`Yarı saydam` },
      { id: 'opaque', label: msg`Opak` },
    ],
    items: [
      {
        id: 'window',
        label: msg`Pencere camı`,
        emoji: '🪟',
        categoryId: 'transparent',
        explanation: msg`Pencere camı ışığın tamamına yakınını geçirir; dışarısı net görünür.`,
      },
      {
        id: 'water',
        label: msg`Bardaktaki temiz su`,
        emoji: '🥛',
        categoryId: 'transparent',
        explanation: msg`Temiz su saydamdır; bardağın arkası görünür.`,
      },
      {
        id: 'bag',
        label: msg`Şeffaf poşet`,
        emoji: '🛍️',
        categoryId: 'transparent',
        explanation: msg`Şeffaf poşet ışığı geçirir; içindekiler net görünür.`,
      },
      {
        id: 'frosted',
        label: msg`Buzlu cam`,
        emoji: '🚿',
        categoryId: 'translucent',
        explanation: msg`Buzlu cam ışığın bir kısmını geçirir; arkası bulanık görünür.`,
      },
      {
        id: 'tulle',
        label: msg`Tül perde`,
        emoji: '🌫️',
        categoryId: 'translucent',
        explanation: msg`Tül perde ışığın bir kısmını geçirir.`,
      },
      {
        id: 'baking',
        label: msg`Yağlı pişirme kâğıdı`,
        emoji: '🧻',
        categoryId: 'translucent',
        explanation: msg`Yağlı kâğıt ışığın bir kısmını geçirir; arkası bulanık görünür.`,
      },
      {
        id: 'foil',
        label: msg`Alüminyum folyo`,
        emoji: '🥄',
        categoryId: 'opaque',
        explanation: msg`Metal folyo ışığı geçirmez, opaktır.`,
      },
      {
        id: 'wood',
        label: msg`Tahta kapı`,
        emoji: '🚪',
        categoryId: 'opaque',
        explanation: msg`Tahta ışığı geçirmez; kapının arkası görünmez.`,
      },
      {
        id: 'book',
        label: msg`Kalın kitap`,
        emoji: '📕',
        categoryId: 'opaque',
        explanation: msg`Kitap ışığı geçirmez; arkasında gölge oluşur.`,
      },
    ],
  },
  worksheet: {
    title: msg`Işığın Yolu Çalışma Sayfası`,
    instructions: msg`Her denemenin sonucunu tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Üç karton deneyini ışık ışınlarını oklarla göstererek çiz.`, lines: 4 },
      { prompt: msg`Evinde saydam, yarı saydam ve opak birer madde bul; nerede ve neden kullanıldığını yaz.`, lines: 3 },
      { prompt: msg`Bir duvarın arkasını neden göremeyiz? Işığın yayılmasıyla açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Fenerle ekran arasına konan maddeler`,
      columns: [msg`Madde`, msg`Işığın tamamı / bir kısmı / hiçbiri geçti`, msg`Saydam, yarı saydam ya da opak`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Gizli Işık Yolu`,
    paragraphs: [
      msg`Sincap Fındık, ağaç evinden karşı ağaçta oturan kuzeni Ceviz’e gece işaret göndermek istiyordu. Aralarında üç kalın dal vardı. Fındık her dala bir yaprak astı, yaprakları delik deşik etti ve fenerini yaktı.`,
      msg`Ama ışık Ceviz’e ulaşmadı. Baykuş Nine güldü: “Işık dümdüz gider, deliği aramak için dönemez. Delikler aynı çizgide değil.”`,
      msg`Fındık bir ipi üç yaprağın deliğinden geçirip gerdi. Deliklerin yerini ipe göre düzeltti. Fenerini yakınca küçük bir ışık lekesi Ceviz’in penceresine kondu. Ceviz de sevinçle fenerini yakıp karşılık verdi.`,
      msg`Ertesi gün Ceviz, penceresine bir tül perde astı. “Işığın gelsin ama odam dışarıdan net görünmesin,” dedi. Fındık gülümsedi: “Demek sen yarı saydam bir perde seçtin!”`,
    ],
    lesson: msg`Işık her yöne, doğrusal bir yol boyunca yayılır. Maddeler ışığı geçirme durumlarına göre saydam, yarı saydam ve opak olarak gruplanır.`,
  },
};
