import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Yaz günü siyah bir tişört giydiğinde beyaz tişörte göre daha çok terlersin. Güneşte bırakılan koyu renkli bir arabanın içi de açık renkliye göre daha çok ısınır. Bunun nedeni, ışığın maddeye çarptığında başına gelenlerdir.`,
    sections: [
      {
        heading: msg`Işık maddeye çarpınca`,
        paragraphs: [
          msg`Işık bir maddeye çarptığında bir kısmı yansır, bir kısmı maddenin içinden geçer, bir kısmı da madde tarafından tutulur. Işığın madde tarafından tutulmasına ışığın soğurulması denir. Soğurulan ışık enerjisinin büyük kısmı ısıya dönüşür ve madde ısınır.`,
          msg`Koyu renkli ve mat yüzeyler ışığın çoğunu soğurur, bu yüzden daha çok ısınır. Açık renkli ve parlak yüzeyler ışığın çoğunu yansıtır, daha az ısınır. Siyah yüzey ışığın neredeyse hepsini soğurur; beyaz yüzey ise büyük kısmını yansıtır.`,
        ],
      },
      {
        heading: msg`Beyaz ışık ve renkler`,
        paragraphs: [
          msg`Güneş’in beyaz ışığı aslında birçok rengin karışımıdır. Beyaz ışık bir prizmadan ya da yağmur damlalarından geçerken renklerine ayrılır ve kırmızı, turuncu, sarı, yeşil, mavi, lacivert ve mor renkleri görürüz; gökkuşağı böyle oluşur.`,
          msg`Bir cisim, üzerine düşen ışığın hangi renklerini yansıttığına göre renkli görünür. Kırmızı bir elma beyaz ışığın kırmızı kısmını yansıtır, öbür renkleri soğurur. Beyaz bir cisim bütün renkleri yansıtır, siyah bir cisim hepsini soğurur.`,
          msg`Kırmızı elmaya yalnızca yeşil ışık düşerse elma yansıtacak kırmızı ışık bulamaz; yeşil ışığı da soğurur ve siyaha yakın görünür. Bu yüzden cisimlerin rengi, üzerlerine düşen ışığın rengine de bağlıdır.`,
        ],
      },
      {
        heading: msg`Soğurmadan yararlanmak`,
        paragraphs: [
          msg`Güneş enerjili su ısıtıcılarının kolektörleri ve güneş panelleri koyu renkte yapılır; böylece ışığı çok soğurur. Sıcak bölgelerde evlerin dış duvarları ve çatılar çoğu zaman açık renge boyanır, yazın açık renkli giysiler giyilir. Seralarda ise soğurulan ışığın ısıya dönüşmesinden yararlanılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Işığın soğurulması`, definition: msg`Işığın madde tarafından tutulması; soğurulan ışık çoğunlukla ısıya dönüşür.` },
      { term: msg`Işığın yansıması`, definition: msg`Işığın bir yüzeye çarpıp geri dönmesi.` },
      { term: msg`Beyaz ışık`, definition: msg`Birçok renkteki ışığın karışımı; Güneş ışığı.` },
      { term: msg`Prizma`, definition: msg`Beyaz ışığı renklerine ayıran üçgen biçimli saydam cisim.` },
      { term: msg`Güneş kolektörü`, definition: msg`Güneş ışığını soğurarak içindeki suyu ısıtan, koyu renkli düzenek.` },
    ],
  },
  procedure: {
    goal: msg`Farklı renkteki kâğıtlarla sarılı termometrelerin aynı ışık altında ne kadar ısındığını ölçerek rengin ışığın soğurulmasına etkisini bulmak; beyaz ışığın renklerine ayrıldığını gözlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Alkollü ya da dijital termometre`, quantity: msg`4 tane` },
      { name: msg`Aynı boyda siyah, beyaz, kırmızı kâğıt ve alüminyum folyo (10 cm × 15 cm)`, quantity: msg`1’er tane` },
      { name: msg`Bant ve kronometre`, quantity: msg`1’er tane` },
      { name: msg`Güneş alan bir pencere önü ya da eski tip akkor ampullü masa lambası`, quantity: msg`1 tane` },
      { name: msg`Cam prizma ya da eski bir CD; su dolu şeffaf bardak ve beyaz kâğıt`, quantity: msg`1’er tane` },
      { name: msg`Kırmızı ve yeşil şeffaf renkli selofan, el feneri, kırmızı bir elma`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Güneş’e ve lambanın ampulüne doğrudan bakma. Prizma ve CD ile oluşan renkleri yalnızca duvarda ya da kâğıtta izle.`,
      msg`Akkor ampul ve lambanın başlığı çok ısınır; dokunma. Lambayı kâğıtlara en az 30 cm uzaklıkta tut, kâğıt ampule değmesin. Lambayı öğretmen açıp kapatsın.`,
      msg`Cıvalı termometre kullanma. Cam termometre kırılırsa parçalara dokunma, öğretmenine haber ver.`,
      msg`Cam prizmanın kenarları keskin olabilir; iki elinle tut ve düşürme.`,
    ],
    steps: [
      msg`Dört termometrenin haznesini (alttaki ucunu) sırayla siyah kâğıt, beyaz kâğıt, kırmızı kâğıt ve folyo ile sar ve bantla. İlk sıcaklıkları tabloya yaz.`,
      msg`Termometreleri yan yana, güneş alan pencere önüne ya da lambanın altına, ışıktan aynı uzaklıkta olacak şekilde yerleştir.`,
      msg`15 dakika boyunca her 3 dakikada bir dört termometrenin sıcaklığını oku ve tabloya yaz.`,
      msg`Beklerken prizmayı ya da CD’yi güneş ışığına tut ve duvarda ya da beyaz kâğıtta oluşan renkleri sırasıyla yaz. Prizma yoksa su dolu bardağı güneşli pencere önüne koy ve yere düşen renkleri ara.`,
      msg`Sınıfı kararttıktan sonra el fenerinin önüne kırmızı selofan koyup elmaya tut. Sonra yeşil selofanla dene. Elmanın rengini her seferinde yaz.`,
      msg`15 dakikanın sonunda her termometrenin sıcaklık artışını hesapla ve renkleri en çok ısınandan en az ısınana doğru sırala.`,
    ],
    observations: [
      msg`Hangi kâğıtla sarılı termometre en çok ısındı? Hangisi en az?`,
      msg`Folyo ile beyaz kâğıdın sonuçlarını karşılaştırınca ne görüyorsun?`,
      msg`Prizmadan geçen ışıkta hangi renkleri gördün?`,
      msg`Elma kırmızı ve yeşil ışık altında nasıl göründü?`,
    ],
    conclusion: msg`Siyah kâğıtla sarılı termometre en çok ısınır, çünkü siyah yüzey ışığın neredeyse hepsini soğurur ve soğurulan ışık ısıya dönüşür. Beyaz kâğıt ve parlak folyo ışığın büyük kısmını yansıttığı için daha az ısınır. Beyaz ışık renklerin karışımıdır; cisimler yansıttıkları ışığın renginde görünür. Kırmızı elma yeşil ışıkta yansıtacak kırmızı ışık bulamadığı için koyu görünür.`,
  },
  questions: [
    {
      id: 'hottest',
      prompt: msg`Aynı güneş ışığı altında 15 dakika bekleyen termometrelerden hangisi en çok ısınır?`,
      options: [msg`Beyaz kâğıtla sarılı`, msg`Alüminyum folyoyla sarılı`, msg`Siyah kâğıtla sarılı`],
      correctIndex: 2,
      explanation: msg`Siyah yüzey ışığın neredeyse hepsini soğurur ve soğurulan ışık ısıya dönüşür. Beyaz kâğıt ve parlak folyo ışığın çoğunu yansıtır.`,
      hints: [msg`Hangi yüzey ışığın en çoğunu tutar, en azını geri yollar?`, msg`Yazın koyu renk giysiler neden daha sıcak gelir?`],
    },
    {
      id: 'red-apple',
      prompt: msg`Kırmızı bir elma beyaz ışık altında neden kırmızı görünür?`,
      options: [
        msg`Elma kendi kırmızı ışığını üretir.`,
        msg`Elma beyaz ışığın kırmızı kısmını yansıtır, öbür renkleri soğurur.`,
        msg`Elma bütün renkleri yansıtır.`,
        msg`Elma kırmızı ışığı soğurur, öbür renkleri yansıtır.`,
      ],
      correctIndex: 1,
      explanation: msg`Cisimler, yansıttıkları ışığın renginde görünür. Elma beyaz ışıktaki kırmızıyı yansıtır; gözümüze kırmızı ışık ulaşır. Öbür renkler elmada soğurulur.`,
      hints: [msg`Elma bir ışık kaynağı mıdır?`, msg`Gözümüze ulaşan ışık, elmanın soğurduğu ışık mıdır yoksa yansıttığı ışık mı?`],
    },
    {
      id: 'green-light',
      prompt: msg`Karanlık bir odada kırmızı bir elmaya yalnızca yeşil ışık tutulursa elma nasıl görünür?`,
      options: [msg`Kırmızı`, msg`Yeşil`, msg`Beyaz`, msg`Siyaha yakın koyu`],
      correctIndex: 3,
      explanation: msg`Elma yalnızca kırmızı ışığı yansıtır. Üzerine yeşil ışık düştüğünde yansıtacak kırmızı ışık yoktur ve yeşil ışığı da soğurur; gözümüze çok az ışık ulaştığı için elma koyu görünür.`,
      hints: [msg`Elma hangi renk ışığı yansıtabiliyordu?`, msg`Yeşil ışığın içinde kırmızı ışık var mı?`],
    },
    {
      id: 'solar-collector',
      prompt: msg`Güneş enerjili su ısıtıcılarının kolektörleri neden koyu renkte yapılır?`,
      options: [msg`Koyu renk ışığı çok soğurur ve soğurulan ışık suyu ısıtır.`, msg`Koyu renk ışığı çok yansıtır.`, msg`Koyu renk yağmurda daha az ıslanır.`],
      correctIndex: 0,
      explanation: msg`Koyu yüzeyler güneş ışığının çoğunu soğurur; soğurulan enerji ısıya dönüşür ve kolektördeki su ısınır.`,
      hints: [msg`Deneyde hangi renkteki kâğıt en çok ısınmıştı?`, msg`Kolektörün görevi suyu ısıtmaktır.`],
    },
    {
      id: 'rainbow',
      prompt: msg`Gökkuşağının oluşması bize beyaz ışıkla ilgili ne gösterir?`,
      options: [msg`Beyaz ışığın tek renkten oluştuğunu`, msg`Beyaz ışığın birçok rengin karışımı olduğunu`, msg`Yağmur damlalarının renkli olduğunu`],
      correctIndex: 1,
      explanation: msg`Güneş ışığı yağmur damlalarından geçerken renklerine ayrılır. Bu, beyaz ışığın birçok rengin karışımı olduğunu gösterir; prizma da aynı şeyi yapar.`,
      hints: [msg`Prizmadan geçen ışıkta kaç renk görmüştün?`, msg`Renkler damlanın içinde mi vardı, yoksa ışığın içinde mi?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Işığı soğursun mu, yansıtsın mı?`,
    instructions: msg`Her duruma dokun, sonra orada ışığın soğurulmasının mı yoksa yansıtılmasının mı istendiğini gösteren kutuya dokun. İstersen durumu sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'absorb', label: msg`Işığı çok soğurması istenir` },
      { id: 'reflect', label: msg`Işığı çok yansıtması istenir` },
    ],
    items: [
      {
        id: 'collector',
        label: msg`Güneş enerjili su ısıtıcısının kolektörü`,
        emoji: '🔆',
        categoryId: 'absorb',
        explanation: msg`Koyu kolektör ışığı soğurup suyu ısıtır.`,
      },
      {
        id: 'solar-panel',
        label: msg`Güneş paneli`,
        emoji: '🔋',
        categoryId: 'absorb',
        explanation: msg`Panel ışığı soğurup elektrik enerjisine dönüştürür; bu yüzden koyu renklidir.`,
      },
      {
        id: 'winter-coat',
        label: msg`Soğuk ve güneşli bir kış gününde giyilen mont`,
        emoji: '🧥',
        categoryId: 'absorb',
        explanation: msg`Koyu renkli mont güneş ışığını soğurup ısınır.`,
      },
      {
        id: 'blackout',
        label: msg`Sinema salonunun duvarları`,
        emoji: '🎬',
        categoryId: 'absorb',
        explanation: msg`Koyu, mat duvarlar ışığı soğurur; perdedeki görüntü yansımalarla bozulmaz.`,
      },
      {
        id: 'summer-shirt',
        label: msg`Sıcak bir yaz günü giyilen tişört`,
        emoji: '👕',
        categoryId: 'reflect',
        explanation: msg`Açık renkli tişört ışığın çoğunu yansıtır, daha az ısınır.`,
      },
      {
        id: 'white-houses',
        label: msg`Sıcak bölgelerdeki evlerin dış duvarları`,
        emoji: '🏠',
        categoryId: 'reflect',
        explanation: msg`Beyaz badana güneş ışığını yansıtır, evin içi daha serin kalır.`,
      },
      {
        id: 'sunshade',
        label: msg`Arabanın ön camına konan güneşlik`,
        emoji: '🚗',
        categoryId: 'reflect',
        explanation: msg`Parlak güneşlik ışığı geri yansıtır, arabanın içi daha az ısınır.`,
      },
      {
        id: 'milk-tanker',
        label: msg`Süt tankerinin parlak dış yüzeyi`,
        emoji: '🚛',
        categoryId: 'reflect',
        explanation: msg`Parlak metal yüzey güneş ışığını yansıtır; süt yolda daha az ısınır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Işığın Soğurulması Çalışma Sayfası`,
    instructions: msg`Sıcaklıkları 3 dakikada bir tabloya yaz, artışları hesapla ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Renkleri en çok ısınandan en az ısınana doğru sırala. Sonucu ışığın soğurulmasıyla açıkla.`, lines: 3 },
      { prompt: msg`Deneyi adil yapmak için neleri aynı tuttun?`, lines: 3 },
      { prompt: msg`Prizmadan geçen ışıkta gördüğün renkleri sırasıyla yaz.`, lines: 2 },
      { prompt: msg`Evinde ya da okulunda ışığın soğurulmasından ya da yansımasından yararlanılan iki örnek yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Termometrelerin sıcaklığı (°C)`,
      columns: [msg`Zaman (dakika)`, msg`Siyah`, msg`Beyaz`, msg`Kırmızı`, msg`Folyo`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Battaniyesi`,
    paragraphs: [
      msg`Kış sabahı Fındık yuvasının önüne iki battaniye serdi: biri kar beyazı, öbürü kömür karası. Güneş çıkınca ikisinin üstüne de oturup ısınmayı denedi.`,
      msg`Öğlene doğru siyah battaniye ılık ılık olmuştu, beyaz battaniye ise hâlâ soğuktu. Kirpi Diken şaşırdı: “Aynı güneş ikisine de vurdu, neden biri daha sıcak?”`,
      msg`Baykuş Nine açıkladı: “Siyah battaniye güneş ışığının neredeyse hepsini tutuyor, tutulan ışık ısıya dönüşüyor. Beyaz battaniye ise ışığın çoğunu geri yansıtıyor. Bu yüzden kışın koyu renkler, yazın açık renkler işimize yarar.”`,
      msg`O akşam yağmurdan sonra gökte bir gökkuşağı belirdi. “Bak,” dedi Baykuş Nine, “beyaz güneş ışığı aslında bütün bu renklerin karışımı. Damlalar onu renklerine ayırıyor.” Fındık, battaniyelerin neden farklı renkte göründüğünü şimdi daha iyi anlıyordu.`,
    ],
    lesson: msg`Koyu renkli yüzeyler ışığı çok soğurur ve daha çok ısınır; açık renkli yüzeyler ışığı çok yansıtır. Beyaz ışık renklerin karışımıdır ve cisimler yansıttıkları ışığın renginde görünür.`,
  },
};
