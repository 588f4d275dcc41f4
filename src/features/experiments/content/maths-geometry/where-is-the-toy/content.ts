import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

const objects = [
  { id: 'bear', emoji: '🧸', label: msg`ayıcık`, row: 0, column: 0 },
  { id: 'car', emoji: '🚗', label: msg`araba`, row: 0, column: 2 },
  { id: 'book', emoji: '📕', label: msg`kitap`, row: 1, column: 1 },
  { id: 'drum', emoji: '🥁', label: msg`davul`, row: 1, column: 2 },
  { id: 'duck', emoji: '🦆', label: msg`ördek`, row: 2, column: 0 },
  { id: 'dice', emoji: '🎲', label: msg`zar`, row: 2, column: 3 },
];

export const content: ExperimentBody = {
  review: {
    intro: msg`Kalemin nerede? Masanın üstünde mi, çantanın içinde mi? Bir şeyin yerini söylemek için yer ve yön sözcükleri kullanırız.`,
    sections: [
      {
        heading: msg`Altında, üstünde, arasında`,
        paragraphs: [msg`Lamba masanın üstündedir. Çanta masanın altındadır.`, msg`Üç çocuk yan yana durur. Ortadaki çocuk, öbür ikisinin arasındadır.`],
      },
      {
        heading: msg`Sağında, solunda`,
        paragraphs: [
          msg`Sağ elini kaldır. O elinin olduğu taraf senin sağındır. Öbür taraf solundur.`,
          msg`Rafa karşıdan bakınca sağı ve solu kendi ellerine göre söyleriz. Ayıcık kitabın solundaysa, kitap ayıcığın sağındadır.`,
        ],
      },
      {
        heading: msg`Önünde, arkasında, yakınında, uzağında`,
        paragraphs: [
          msg`Sırada senden önce duran, senin önündedir. Senden sonra duran, senin arkandadır.`,
          msg`Kapıya iki adımda gidiyorsan kapı sana yakındır. Çok adım atman gerekiyorsa uzaktır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sağında`, definition: msg`Sağ elinin olduğu tarafta.` },
      { term: msg`Solunda`, definition: msg`Sol elinin olduğu tarafta.` },
      { term: msg`Arasında`, definition: msg`İki şeyin ortasında.` },
      { term: msg`Altında, üstünde`, definition: msg`Bir şeyin aşağısında ya da yukarısında.` },
    ],
  },
  procedure: {
    goal: msg`Sınıftaki eşyalarla ve oyuncaklarla yer ve yön sözcüklerini kullanmak; söylenen yere nesne koymak ve tarif edilen nesneyi bulmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Küçük oyuncaklar (ayıcık, araba, top, ördek)`, quantity: msg`Her gruba 4 tane` },
      { name: msg`Ayakkabı kutusu (içi boş, kapaksız)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Sağ bileğe takılacak renkli kurdele`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Üç katlı raf çizilmiş A4 kâğıt ve oyuncak resimleri`, quantity: msg`Her öğrenciye 1 takım` },
    ],
    safety: [
      msg`Sıraların altına girerken başını sıranın kenarına çarpma; yavaş eğil.`,
      msg`Kurdeleyi yalnız bileğine bağla; boynuna dolama.`,
      msg`Sırada dururken arkadaşını itme; yerini yürüyerek değiştir.`,
    ],
    steps: [
      msg`Öğretmen herkesin sağ bileğine bir kurdele bağlasın. Kurdeleli elini kaldır ve “Bu benim sağım.” de.`,
      msg`Öğretmen söylesin, sen yap: Topu sıranın üstüne koy. Topu sıranın altına koy. Topu kutunun içine koy.`,
      msg`Ayıcık ile arabayı yan yana koy. Topu ikisinin arasına koy. Sonra topu ayıcığın soluna koy.`,
      msg`Beş arkadaş kapının önünde sıraya girsin. Herkes önündeki ve arkasındaki arkadaşın adını söylesin.`,
      msg`Raf kâğıdına oyuncak resimlerini yapıştır. Arkadaşına bir bilmece sor: “Ayıcığın altındaki oyuncak hangisi?”`,
    ],
    observations: [msg`Ayıcığı arabanın sağına koyunca araba ayıcığın hangi tarafında kaldı?`, msg`Sırada en öndeki arkadaşın önünde kimse var mıydı?`],
    conclusion: msg`Bir şeyin yerini başka bir şeye göre söyleriz: masanın üstünde, kutunun içinde, ayıcığın solunda gibi. Sağ ve solu kendi ellerimize göre buluruz.`,
  },
  questions: [
    {
      id: 'book-on-desk',
      prompt: msg`Ali çantasını sıranın altına koydu. Kitabını da sıranın üstüne koydu. Kitap nerede?`,
      options: [msg`Sıranın altında`, msg`Sıranın üstünde`, msg`Çantanın içinde`],
      correctIndex: 1,
      explanation: msg`Ali kitabını sıranın üstüne koydu. Çanta sıranın altında, kitap sıranın üstünde.`,
      hints: [msg`İki eşya var: çanta ve kitap. Soruda hangisi soruluyor?`, msg`Kitap sıranın yukarısında mı, aşağısında mı?`],
    },
    {
      id: 'pen-between',
      prompt: msg`Üç kalem yan yana duruyor: kırmızı, mavi, yeşil. Hangi kalem kırmızı ile yeşilin arasında?`,
      options: [msg`Mavi`, msg`Kırmızı`, msg`Yeşil`],
      correctIndex: 0,
      explanation: msg`Mavi kalem ortada duruyor. Bir yanında kırmızı, öbür yanında yeşil var. Yani mavi, ikisinin arasındadır.`,
      hints: [msg`Arası, iki şeyin ortasıdır.`, msg`Sıradaki ikinci kaleme bak.`],
    },
    {
      id: 'queue-behind',
      prompt: msg`Otobüs sırasında üç çocuk var. En önde Deniz, en arkada Mert duruyor. Ece ikisinin arasında. Deniz’in hemen arkasında kim var?`,
      options: [msg`Mert`, msg`Hiç kimse`, msg`Ece`],
      correctIndex: 2,
      explanation: msg`Sıra şöyle: Deniz, Ece, Mert. Deniz’den hemen sonra Ece duruyor. Yani Deniz’in hemen arkasında Ece var.`,
      hints: [msg`Sırayı en öndeki çocuktan başlayarak söyle.`, msg`Deniz’den hemen sonra kim duruyor?`],
    },
    {
      id: 'apple-right-hand',
      prompt: msg`Sağ elinde bir elma, sol elinde bir armut tutuyorsun. Elma senin hangi tarafında?`,
      options: [msg`Solunda`, msg`Sağında`, msg`Arkanda`],
      correctIndex: 1,
      explanation: msg`Elmayı sağ elinle tutuyorsun. Sağ elinin olduğu taraf senin sağındır.`,
      hints: [msg`Elmayı hangi elinle tutuyorsun?`, msg`O eli kaldır ve hangi el olduğunu söyle.`],
    },
    {
      id: 'near-far',
      prompt: msg`Evinden okula 10 adımda, parka 80 adımda gidiyorsun. Hangisi evine daha yakın?`,
      options: [msg`Okul`, msg`Park`, msg`İkisi aynı uzaklıkta`],
      correctIndex: 0,
      explanation: msg`Okula daha az adım atıyorsun. Az adımla gittiğin yer daha yakındır. Okul evine daha yakın, park daha uzak.`,
      hints: [msg`Yakın yere az adımla gideriz.`, msg`10 mu daha az, 80 mi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Oyuncak rafı`,
    instructions: msg`Rafa karşıdan bakıyorsun. Görevi oku. Oyuncağı koyacağın boş yere ya da bulduğun oyuncağa dokun, sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'position-scene',
      rows: 3,
      columns: 4,
      tasks: [
        { kind: 'place', prompt: msg`Topu ayıcığın altına koy.`, objects, moving: { emoji: '⚽', label: msg`top` }, relation: 'below', of: 'bear' },
        { kind: 'find', prompt: msg`Kitabın sağındaki oyuncak hangisi?`, objects, relation: 'right-of', of: 'book' },
        { kind: 'place', prompt: msg`Kalemi davulun sağına koy.`, objects, moving: { emoji: '✏️', label: msg`kalem` }, relation: 'right-of', of: 'drum' },
        { kind: 'find', prompt: msg`Davulun üstündeki oyuncak hangisi?`, objects, relation: 'above', of: 'drum' },
        { kind: 'find', prompt: msg`Arabanın solundaki oyuncak hangisi?`, objects, relation: 'left-of', of: 'car' },
        {
          kind: 'place',
          prompt: msg`Yapbozu ördek ile zarın arasına koy.`,
          objects,
          moving: { emoji: '🧩', label: msg`yapboz` },
          relation: 'between',
          of: 'duck',
          and: 'dice',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Oyuncak Nerede? Çalışma Sayfası`,
    instructions: msg`Öğretmenin okusun, sen çiz ya da yaz. Tabloya örnek: Çöp kutusu, önünde, kapının.`,
    tasks: [
      { prompt: msg`Bir masa çiz. Masanın üstüne bir top, altına bir kedi çiz.`, lines: 4 },
      { prompt: msg`Üç elma çiz. Ortadaki elmayı kırmızıya boya. Kırmızı elma hangi elmaların arasında?`, lines: 3 },
      { prompt: msg`Sınıfta senin sağında ve solunda kim oturuyor? Adlarını yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Sınıfımda neler nerede?`,
      columns: [msg`Eşya`, msg`Yeri (altında, üstünde, önünde, arkasında, sağında, solunda)`, msg`Neyin?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kayıp Fındığı`,
    paragraphs: [
      msg`Fındık en sevdiği fındığı sakladı. Sonra nereye koyduğunu unuttu.`,
      msg`Arkadaşı Çıtır sordu: “Ağacın altında mı?” Fındık baktı. Ağacın altında yalnız yapraklar vardı.`,
      msg`Baykuş Nine dalın üstünden seslendi: “Ben gördüm. Kütüğe bak. Kütüğün solunda iki taş var. Fındığı o iki taşın arasına koydun.”`,
      msg`Fındık kütüğe döndü ve sol elini kaldırdı. Sol elinin tarafında iki taş gördü. Fındık tam ortalarındaydı!`,
      msg`Fındık sevindi: “Bundan sonra bir şeyi nereye koyduğumu söyleyeceğim. Böylece kolayca bulurum.”`,
    ],
    lesson: msg`Yer ve yön sözcükleriyle bir şeyin nerede olduğunu anlatırız. Sağ ve solu kendi ellerimize göre buluruz.`,
  },
};
