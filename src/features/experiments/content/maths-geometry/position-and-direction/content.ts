import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

const objects = [
  { id: 'cactus', emoji: '🌵', label: msg`kaktüs`, row: 0, column: 0 },
  { id: 'clock', emoji: '🕰️', label: msg`saat`, row: 0, column: 2 },
  { id: 'cup', emoji: '🏆', label: msg`kupa`, row: 0, column: 4 },
  { id: 'books', emoji: '📚', label: msg`kitaplar`, row: 1, column: 1 },
  { id: 'abacus', emoji: '🧮', label: msg`abaküs`, row: 1, column: 3 },
  { id: 'basket', emoji: '🧺', label: msg`sepet`, row: 2, column: 0 },
  { id: 'paint', emoji: '🎨', label: msg`boya paleti`, row: 2, column: 2 },
  { id: 'globe', emoji: '🌍', label: msg`küre`, row: 2, column: 4 },
];

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir arkadaşına kaybolan silgisini nasıl tarif edersin? “Sıranın altında, çantanın yanında.” deriz. Konum bir şeyin nerede olduğunu, yön ise nereye doğru gittiğini anlatır.`,
    sections: [
      {
        heading: msg`Konum sözcükleri`,
        paragraphs: [
          msg`Balık akvaryumun içinde, kepçe akvaryumun dışındadır. Toprakta açılmış oyuk bir yer çukur, kabarık bir yer tümsektir.`,
          msg`Bir nesnenin yerini başka bir nesneye göre söyleriz: kitapların üstünde, sepetin yanında, saat ile boya paletinin arasında.`,
        ],
      },
      {
        heading: msg`Sağ ve sol`,
        paragraphs: [
          msg`Sağ ve solu kendi ellerimize göre buluruz. Bir rafa karşıdan bakarken sağ elimizin olduğu taraf rafın sağ tarafıdır.`,
          msg`Bir nesne ötekinin solundaysa, öteki de onun sağındadır. Sıralamada hangi nesneye göre konuştuğumuzu hep söyleriz.`,
        ],
      },
      {
        heading: msg`Yön ve yol tarifi`,
        paragraphs: [
          msg`Yön sözcükleri hareketi anlatır: ileri, geri, yukarı, aşağı, sağa dön, sola dön.`,
          msg`Bir yol tarifi adımlardan oluşur: “4 adım ileri git, sağa dön, 2 adım ileri git.” Tarifi izlerken adımları sırayla yaparız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Konum`, definition: msg`Bir nesnenin bulunduğu yer.` },
      { term: msg`Yön`, definition: msg`Bir hareketin gittiği taraf: ileri, geri, sağa, sola, yukarı, aşağı.` },
      { term: msg`Arasında`, definition: msg`İki nesnenin ortasında kalan yerde.` },
      { term: msg`Yol tarifi`, definition: msg`Bir yere gitmek için sırayla yapılacak adımlar ve dönüşler.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta nesnelerin konumunu anlatmak, tarif edilen yere nesne koymak ve adım ile dönüşlerden oluşan bir yol tarifini izlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Sınıf kitaplığı ya da dolabın rafları`, quantity: msg`1 tane` },
      { name: msg`Küçük sınıf eşyaları (silgi, kalemtıraş, boya kalemi, küp)`, quantity: msg`Her gruba 5 tane` },
      { name: msg`Yere yapıştırılacak kâğıt bant (başlangıç çizgisi için)`, quantity: msg`1 rulo` },
      { name: msg`Tarif kartları (“3 adım ileri, sola dön, 2 adım ileri” gibi)`, quantity: msg`Her gruba 4 tane` },
    ],
    safety: [
      msg`Rafa yalnız boyunun yetiştiği yere eşya koy; üst raflara tırmanma, sandalyeye çıkma.`,
      msg`Yol tarifini yürürken koşma; önünde arkadaşın varsa dur.`,
      msg`Adımları sınıfın boş bir yerinde at; sıraların köşelerine dikkat et.`,
    ],
    steps: [
      msg`Öğretmen raflara birkaç eşya koysun. Her öğrenci bir eşya seçip yerini anlatsın: “Silgi, kalemtıraşın solunda, üst rafta.”`,
      msg`Bir arkadaşın tarif etsin, sen eşyayı koy: “Küpü silgi ile boya kaleminin arasına koy.” Sonra görevleri değiştirin.`,
      msg`Yere bantla bir başlangıç çizgisi çekin. Bir öğrenci tarif kartını okusun, öteki adımları sırayla yapsın.`,
      msg`Yürüyen öğrenci yolun sonunda hangi eşyanın yanında olduğunu söylesin. Kart doğru izlendi mi, birlikte kontrol edin.`,
      msg`Kendi tarif kartınızı yazın: başlangıç çizgisinden sınıf kapısına giden yolu adımlarla anlatın.`,
    ],
    observations: [
      msg`Aynı eşyanın yerini iki farklı nesneye göre anlatabildin mi?`,
      msg`Tarif kartındaki dönüşlerden biri yanlış yapılınca yolun sonunda nereye vardın?`,
    ],
    conclusion: msg`Bir nesnenin konumunu başka nesnelere göre anlatırız. Sağ ve solu kendi ellerimize göre buluruz. Bir yol tarifi, sırayla yapılan adımlardan ve dönüşlerden oluşur; sırası değişirse varılan yer de değişir.`,
  },
  questions: [
    {
      id: 'ant-on-mound',
      prompt: msg`Köpeğin kemiği toprakta açılmış oyuk bir yerde duruyor. Karınca ise toprağın kabarık yerinin tepesinde. Karınca nerede?`,
      options: [msg`Tümsekte`, msg`Çukurda`, msg`Suyun içinde`],
      correctIndex: 0,
      explanation: msg`Toprağın kabarık, yükselmiş yerine tümsek denir. Karınca tümsekte, kemik ise çukurdadır.`,
      hints: [msg`Oyuk yere ne deriz, kabarık yere ne deriz?`, msg`Soru kemiği değil, karıncayı soruyor.`],
    },
    {
      id: 'front-row',
      prompt: msg`Sınıfta üç sıra arka arkaya duruyor. Zeynep en öndeki sırada, Ali en arkadaki sırada, Can ortadaki sırada oturuyor. Can’ın önündeki sırada kim oturuyor?`,
      options: [msg`Zeynep`, msg`Ali`, msg`Hiç kimse`],
      correctIndex: 0,
      explanation: msg`Sıralar öne doğru şöyle: Ali, Can, Zeynep. Can’ın önündeki sırada Zeynep, arkasındaki sırada Ali oturuyor.`,
      hints: [msg`Üç sırayı öndekinden başlayarak söyle.`, msg`Can’dan tahtaya doğru bakınca hangi sıra var?`],
    },
    {
      id: 'books-right',
      prompt: msg`Rafta dört kitap yan yana: soldan sağa mavi, sarı, kırmızı, yeşil. Sarı kitabın hemen sağındaki kitap hangisi?`,
      options: [msg`Mavi`, msg`Kırmızı`, msg`Yeşil`],
      correctIndex: 1,
      explanation: msg`Soldan sağa sıra mavi, sarı, kırmızı, yeşil. Sarıdan hemen sonra, sağ tarafında kırmızı gelir.`,
      hints: [msg`Kitapları soldan sağa sırayla parmağınla göster.`, msg`Sarıdan sonra sağ tarafa doğru bir kitap ilerle.`],
    },
    {
      id: 'forward-and-back',
      prompt: msg`Fındık yuvasının kapısından 3 adım ileri gidiyor. Sonra arkasını dönmeden 3 adım geri geliyor. Fındık şimdi nerede?`,
      options: [msg`3 adım ileride`, msg`6 adım ileride`, msg`Yuvasının kapısında`],
      correctIndex: 2,
      explanation: msg`3 adım ileri gidip aynı yoldan 3 adım geri gelen, başladığı yere döner. Fındık yuvasının kapısındadır.`,
      hints: [msg`Geri adım atınca geldiğin yoldan dönersin.`, msg`3 adım ileri ve 3 adım geri: arada kaç adım fark kaldı?`],
    },
    {
      id: 'nearer-home',
      prompt: msg`Ayşe’nin evi okula 100 metre, Mert’in evi okula 40 metre uzaklıkta. Kimin evi okula daha yakın?`,
      options: [msg`Ayşe’nin`, msg`Mert’in`, msg`İkisi aynı uzaklıkta`],
      correctIndex: 1,
      explanation: msg`40 metre, 100 metreden kısadır. Okula daha kısa yolu olan ev daha yakındır: Mert’in evi.`,
      hints: [msg`Yakın olan yere daha az yol yürünür.`, msg`40 ile 100’ü karşılaştır.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sınıf kitaplığı`,
    instructions: msg`Kitaplığa karşıdan bakıyorsun. Görevi oku. Eşyayı koyacağın boş yere ya da bulduğun eşyaya dokun, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'position-scene',
      rows: 3,
      columns: 5,
      tasks: [
        {
          kind: 'place',
          prompt: msg`Pasteli saat ile boya paletinin arasına koy.`,
          objects,
          moving: { emoji: '🖍️', label: msg`pastel` },
          relation: 'between',
          of: 'clock',
          and: 'paint',
        },
        { kind: 'find', prompt: msg`Abaküsün solundaki eşya hangisi?`, objects, relation: 'left-of', of: 'abacus' },
        { kind: 'find', prompt: msg`Kupanın altındaki eşya hangisi?`, objects, relation: 'below', of: 'cup' },
        { kind: 'place', prompt: msg`Cetveli sepetin yanına koy.`, objects, moving: { emoji: '📏', label: msg`cetvel` }, relation: 'next-to', of: 'basket' },
        { kind: 'find', prompt: msg`Saatin sağındaki eşya hangisi?`, objects, relation: 'right-of', of: 'clock' },
        { kind: 'place', prompt: msg`Zili kitapların üstüne koy.`, objects, moving: { emoji: '🔔', label: msg`zil` }, relation: 'above', of: 'books' },
      ],
    },
  },
  worksheet: {
    title: msg`Konum ve Yön Avı Çalışma Sayfası`,
    instructions: msg`Soruları oku, cevapları yaz ya da çiz.`,
    tasks: [
      { prompt: msg`Sıranın üstünde, altında ve yanında ne var? Üç cümleyle yaz.`, lines: 3 },
      { prompt: msg`Bir akvaryum çiz. İçine bir balık, dışına bir kedi çiz.`, lines: 4 },
      { prompt: msg`Sınıf kapısından senin sırana giden yolu adımlar ve dönüşlerle tarif et.`, lines: 3 },
    ],
    table: {
      caption: msg`Tarif kartlarım`,
      columns: [msg`Tarif kartı`, msg`Nereye varmayı bekledim?`, msg`Nereye vardım?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Hazine Haritası`,
    paragraphs: [
      msg`Fındık ile Çıtır, Baykuş Nine’den bir hazine haritası aldılar. Haritada şöyle yazıyordu: “Büyük meşenin önünden başla. 5 adım ileri git, sağa dön, 3 adım ileri git.”`,
      msg`Çıtır hemen 5 adım attı ama sola döndü. 3 adım daha atınca kendini çalıların arasında buldu. Hazine yoktu!`,
      msg`Fındık güldü: “Sağa dönecektik. Sağ elini kaldır, o tarafa dön.” İkisi meşenin önüne döndüler ve baştan başladılar.`,
      msg`Bu kez adımları yüksek sesle saydılar. 5 adım ileri, sağa dönüş, 3 adım ileri. Bir taşın arkasında küçük bir kutu duruyordu.`,
      msg`Kutunun içinde bir not vardı: “Tarifi sırayla ve dikkatle izleyen hazineyi bulur.” Kutudaki fındıkları paylaştılar.`,
    ],
    lesson: msg`Bir yol tarifinde her adım ve her dönüş önemlidir. Sağ ile sol karışırsa ya da sıra değişirse bambaşka bir yere varırız.`,
  },
};
