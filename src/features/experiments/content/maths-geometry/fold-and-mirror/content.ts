import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir kelebeğin iki kanadına bak: biri ötekinin aynadaki görüntüsü gibidir. Ortadan katlasan iki kanat tam üst üste gelir. Böyle şekillere simetrik şekil denir.`,
    sections: [
      {
        heading: msg`Simetri doğrusu`,
        paragraphs: [
          msg`Bir şekli iki eş parçaya ayıran ve katlayınca iki parçayı üst üste getiren doğruya simetri doğrusu denir.`,
          msg`Simetri doğrusu dikey, yatay ya da eğik olabilir. Kare olmayan bir dikdörtgenin iki simetri doğrusu vardır: biri dikey, biri yatay. Köşegeni boyunca katlanınca parçalar üst üste gelmez.`,
        ],
      },
      {
        heading: msg`Simetrik olan, olmayan`,
        paragraphs: [
          msg`A, H, M, O, T harfleri ortadan dikey bir doğruyla iki eş parçaya ayrılır. F, G, J, R harflerinin hiçbir simetri doğrusu yoktur.`,
          msg`Bir şeklin simetrik olup olmadığını anlamak için onu katlarız ya da simetri doğrusu sandığımız yere ayna tutarız. Aynadaki görüntü öbür yarıyı tamamlıyorsa şekil simetriktir.`,
        ],
      },
      {
        heading: msg`Kareli kâğıtta simetriğini çizmek`,
        paragraphs: [
          msg`Simetri doğrusu bir ayna gibidir. Doğrunun 2 kare solundaki bir köşenin simetriği, doğrunun 2 kare sağındadır.`,
          msg`Şeklin her köşesinin doğruya kaç kare uzak olduğunu sayarız, aynı uzaklığı öbür yana sayarız ve köşeleri birleştiririz. Simetrik çizimde şekil ters döner: sola bakan bir uç sağa bakar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Simetri`, definition: msg`Bir şeklin bir doğruya göre iki yanının birbirinin aynadaki görüntüsü olması.` },
      { term: msg`Simetri doğrusu`, definition: msg`Şekli iki eş parçaya ayıran, katlayınca parçaları üst üste getiren doğru.` },
      { term: msg`Simetrik şekil`, definition: msg`En az bir simetri doğrusu olan şekil.` },
      { term: msg`Eş parçalar`, definition: msg`Biçimi ve büyüklüğü aynı olan, üst üste tam gelen parçalar.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt katlayıp keserek ve ayna tutarak simetri doğrusunu bulmak; kareli kâğıtta bir şeklin simetriğini çizmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Renkli A4 kâğıt`, quantity: msg`Her öğrenciye 3 yaprak` },
      { name: msg`Ucu yuvarlak çocuk makası`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Kırılmaz küçük plastik ayna`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Kareli kâğıt, kurşun kalem ve cetvel`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Büyük harflerin yazılı olduğu harf kartları`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Ucu yuvarlak makas kullan; keserken parmaklarını bıçağın yolundan uzak tut, makası kapalı ve ucu aşağıda taşı.`,
      msg`Cam ayna kullanma; plastik aynanın kenarlarını kontrol et.`,
      msg`Aynayla güneşi ya da lamba ışığını kimsenin gözüne yansıtma.`,
    ],
    steps: [
      msg`Bir kâğıdı ortadan ikiye katla. Katlı kenara yapışık yarım bir kalp ya da yarım bir kelebek çiz ve çizgi boyunca kes.`,
      msg`Kâğıdı aç. Katlama izi nerede? Bu iz şeklin simetri doğrusudur. Kalemle üzerinden geç.`,
      msg`Öğretmeninin önceden kestiği kâğıt kareyi ve kare olmayan dikdörtgeni al. Her birini farklı yönlerde katlayarak kaç simetri doğrusu olduğunu bul.`,
      msg`Harf kartlarındaki harflerin ortasına aynayı dik tut. Aynadaki görüntü harfin öbür yarısını tamamlıyorsa harfi “simetrik” kümesine ayır.`,
      msg`Kareli kâğıda dikey bir simetri doğrusu çiz. Solunda basit bir şekil çiz, her köşenin doğruya uzaklığını sayarak sağına simetriğini çiz. Aynayla kontrol et.`,
    ],
    observations: [
      msg`Kesip açtığın şeklin iki yarısı eş miydi? Neden?`,
      msg`Karenin ve dikdörtgenin kaçar simetri doğrusu buldun?`,
      msg`Hangi harfler simetrik çıktı? Simetri doğruları dikey miydi, yatay mı?`,
    ],
    conclusion: msg`Simetri doğrusu bir şekli iki eş parçaya ayırır; şekil bu doğru boyunca katlanınca iki parça üst üste gelir. Bir şeklin simetriğini çizerken her noktayı doğruya aynı uzaklıkta, doğrunun öbür yanına taşırız. Kare olmayan dikdörtgenin iki, karenin dört simetri doğrusu vardır.`,
  },
  questions: [
    {
      id: 'symmetric-letter',
      prompt: msg`Hangi harf dikey bir simetri doğrusuyla iki eş parçaya ayrılır?`,
      options: [msg`F`, msg`A`, msg`G`, msg`R`],
      correctIndex: 1,
      explanation: msg`A harfinin ortasından yukarıdan aşağıya bir doğru çizersek iki yarısı birbirinin aynadaki görüntüsü olur. F, G ve R harflerinin iki yarısı eş değildir.`,
      hints: [msg`Her harfin ortasına dikey bir ayna koyduğunu düşün.`, msg`Hangi harfin sol yarısı sağ yarısının aynadaki görüntüsü?`],
    },
    {
      id: 'rectangle-lines',
      prompt: msg`Kare olmayan dikdörtgen biçiminde bir kâğıt var. Kaç farklı doğru boyunca katlarsan iki parça tam üst üste gelir?`,
      options: [msg`1`, msg`4`, msg`2`],
      correctIndex: 2,
      explanation: msg`Dikdörtgen uzun kenarlarının ortasından dikey olarak ve kısa kenarlarının ortasından yatay olarak katlanınca parçalar üst üste gelir. Köşegen boyunca katlanınca gelmez. Yani 2 simetri doğrusu vardır.`,
      hints: [msg`Önce kâğıdı yukarıdan aşağıya, sonra soldan sağa katlamayı düşün.`, msg`Köşeden köşeye katlarsan köşeler üst üste gelir mi?`],
    },
    {
      id: 'point-image',
      prompt: msg`Kareli kâğıtta bir nokta, dikey simetri doğrusunun 3 kare solunda. Bu noktanın simetriği nerede olur?`,
      options: [msg`Doğrunun 3 kare sağında`, msg`Doğrunun 6 kare sağında`, msg`Doğrunun tam üstünde`, msg`Doğrunun 3 kare solunda`],
      correctIndex: 0,
      explanation: msg`Simetri doğrusu ayna gibidir. Nokta doğrunun öbür yanına geçer ama doğruya uzaklığı değişmez: 3 kare.`,
      hints: [msg`Simetri doğrusu bir ayna gibidir.`, msg`Aynanın önündeki bir şeyin görüntüsü aynaya ne kadar uzakta görünür?`],
    },
    {
      id: 'not-symmetric',
      prompt: msg`Aşağıdakilerden hangisi simetrik değildir?`,
      options: [msg`Kalp`, msg`Kare`, msg`Kelebek`, msg`G harfi`],
      correctIndex: 3,
      explanation: msg`Kalbin, karenin ve kelebeğin ortasından geçen bir simetri doğrusu vardır. G harfini hangi doğru boyunca katlarsak katlayalım iki parça üst üste gelmez.`,
      hints: [msg`Her birini ortadan katladığını düşün.`, msg`Hangisinin iki yarısı hiçbir katlamada eş olmuyor?`],
    },
    {
      id: 'cut-heart',
      prompt: msg`Ayşe bir kâğıdı ortadan katladı. Katlı kenara yapışık yarım bir kalp çizip kesti. Kâğıdı açınca ne görür?`,
      options: [msg`Yarım kalp`, msg`Bütün bir kalp`, msg`İki ayrı yarım kalp`],
      correctIndex: 1,
      explanation: msg`Kâğıt iki kat olduğu için makas iki yarımı birden keser. Katlı kenar kesilmediği için iki yarım bu kenardan bağlı kalır ve açınca bütün bir kalp olur. Katlama izi kalbin simetri doğrusudur.`,
      hints: [msg`Makas kaç kat kâğıdı birden kesti?`, msg`Katlı kenar kesildi mi, yoksa iki yarımı bağlı mı tutuyor?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Simetri zemini`,
    instructions: msg`Kesikli kırmızı çizgi simetri doğrusudur. Şeklin simetriğini, karelere dokunarak ya da ok tuşları ve Boşluk ile boya. Her karenin doğruya uzaklığını say. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'transformation-grid',
      columns: 8,
      rows: 6,
      tasks: [
        {
          kind: 'reflect',
          prompt: msg`Çam ağacının sol yarısı çizildi. Simetri doğrusuna göre sağ yarısını boya.`,
          shape: [
            [3, 0],
            [2, 1],
            [3, 1],
            [1, 2],
            [2, 2],
            [3, 2],
            [3, 3],
            [3, 4],
          ],
          mirror: { axis: 'vertical', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`Kelebeğin sol kanadı çizildi. Sağ kanadını boya.`,
          shape: [
            [1, 1],
            [2, 1],
            [2, 2],
            [3, 2],
            [2, 3],
            [3, 3],
            [1, 4],
            [2, 4],
          ],
          mirror: { axis: 'vertical', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`Göl kıyısı yatay bir simetri doğrusu. Dağın göl suyundaki yansımasını boya.`,
          shape: [
            [3, 0],
            [2, 1],
            [3, 1],
            [4, 1],
            [1, 2],
            [2, 2],
            [3, 2],
            [4, 2],
            [5, 2],
          ],
          mirror: { axis: 'horizontal', at: 3 },
        },
        {
          kind: 'reflect',
          prompt: msg`L harfinin dikey simetri doğrusuna göre simetriğini boya. Dikkat: simetriği ters döner.`,
          shape: [
            [1, 1],
            [1, 2],
            [1, 3],
            [1, 4],
            [2, 4],
          ],
          mirror: { axis: 'vertical', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`Yatay simetri doğrusunun altındaki şeklin, doğrunun üstündeki simetriğini boya.`,
          shape: [
            [5, 3],
            [6, 3],
            [6, 4],
            [6, 5],
          ],
          mirror: { axis: 'horizontal', at: 3 },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Katla, Kes, Simetriği Bul Çalışma Sayfası`,
    instructions: msg`Katladığın ve kestiğin şekilleri incele; tabloyu doldur, soruları cevapla.`,
    tasks: [
      { prompt: msg`Adının büyük harflerle yazılışında simetrik olan harfleri bul ve simetri doğrularını çiz.`, lines: 2 },
      { prompt: msg`Kareli kâğıtta dikey bir doğrunun soluna 4 karelik bir şekil çiz ve sağına simetriğini çiz. Aynayla kontrol et.`, lines: 3 },
      { prompt: msg`Sınıfında ya da evinde simetrik olan üç nesne yaz. Simetri doğruları nereden geçiyor?`, lines: 3 },
    ],
    table: {
      caption: msg`Katladığım şekiller`,
      columns: [msg`Şekil`, msg`Kaç farklı katlamada parçalar üst üste geldi?`, msg`Simetri doğruları (dikey, yatay, eğik)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kelebek Uçurtması`,
    paragraphs: [
      msg`Fındık kelebek biçiminde bir uçurtma yapmak istedi. Kâğıdı açık bırakıp önce bir kanat kesti, sonra ikinci kanadı gözüyle tahmin ederek kesti.`,
      msg`Kanatları yapıştırınca uçurtma yamuk oldu: bir kanat büyük, öbürü küçüktü. Rüzgâr uçurtmayı hep bir yana yatırdı.`,
      msg`Kardeşi Çıtır bir fikir verdi: “Kâğıdı ortadan katla, iki kanadı birden kes. O zaman kanatlar eş olur.”`,
      msg`Fındık kâğıdı katladı, katlı kenara yarım bir kelebek çizdi ve kesti. Kâğıdı açınca iki kanat tam birbirinin aynadaki görüntüsüydü. Katlama izi kelebeğin ortasından geçiyordu.`,
      msg`Yeni uçurtma dengeli uçtu. Fındık: “Katlama izi simetri doğrusuymuş. İki yanı eş olunca uçurtma da dengede kalıyor,” dedi.`,
    ],
    lesson: msg`Simetri doğrusu bir şekli iki eş parçaya ayırır. Katlayarak kesince iki yarım birbirinin aynadaki görüntüsü olur.`,
  },
};
