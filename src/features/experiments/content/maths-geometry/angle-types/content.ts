import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir kitabın köşesine, saatin akrep ve yelkovanına, açılan bir kapıya bak: hepsinde açılar var. Açıları ölçüp büyüklüklerine göre adlandırabiliriz.`,
    sections: [
      {
        heading: msg`Açı nedir?`,
        paragraphs: [
          msg`Başlangıç noktaları ortak iki ışının oluşturduğu şekle açı denir. Ortak başlangıç noktasına açının köşesi, ışınlara açının kolları denir.`,
          msg`Köşesi B olan, kolları üzerinde A ve C noktaları bulunan açı ABC açısı diye okunur ve ∠ABC diye yazılır. Köşenin harfi her zaman ortada yazılır.`,
        ],
      },
      {
        heading: msg`Açıları ölçmek`,
        paragraphs: [
          msg`Açının büyüklüğü, kolların uzunluğuna değil, kolların birbirinden ne kadar açıldığına bağlıdır. Açıları derece (°) ile ölçeriz.`,
          msg`Açı ölçmek için iletki kullanırız. İletkinin merkezini açının köşesine, 0 çizgisini bir kola yerleştiririz; öbür kolun geçtiği sayı açının ölçüsüdür.`,
        ],
      },
      {
        heading: msg`Dar, dik ve geniş açı`,
        paragraphs: [
          msg`Ölçüsü 90° olan açıya dik açı denir. Defter köşesi, kapı kasası ve pencerenin köşeleri dik açı oluşturur. Dik açı, köşesine küçük bir kare çizilerek gösterilir.`,
          msg`Ölçüsü 0° ile 90° arasında olan açıya dar açı, 90° ile 180° arasında olan açıya geniş açı denir. Bir açının dar mı geniş mi olduğunu dik açıyla karşılaştırarak da bulabiliriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Açı`, definition: msg`Başlangıç noktaları ortak iki ışının oluşturduğu şekil.` },
      { term: msg`Köşe`, definition: msg`Açıyı oluşturan ışınların ortak başlangıç noktası.` },
      { term: msg`Dik açı`, definition: msg`Ölçüsü 90° olan açı.` },
      { term: msg`Dar açı`, definition: msg`Ölçüsü 0° ile 90° arasında olan açı.` },
      { term: msg`Geniş açı`, definition: msg`Ölçüsü 90° ile 180° arasında olan açı.` },
      { term: msg`İletki`, definition: msg`Açıları derece cinsinden ölçmeye yarayan araç.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıttan bir dik açı ölçer yaparak çevredeki açıları sınıflandırmak ve iletkiyle ölçmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Düzgün kenarlı olmayan bir kâğıt parçası (artık kâğıt)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`İletki`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`İki dondurma çubuğu ve bir ataç (çubukları birleştirmek için)`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Ataçla çubukları birleştirirken ataç ucunu parmağına ve gözüne doğru tutma.`,
      msg`Sınıfta açı ararken koşma; yüksek yerlere tırmanma, yalnızca elinin yetiştiği yerleri ölç.`,
      msg`İletkiyi ve cetveli bükme; kırılan plastik parçalar keskin olabilir.`,
    ],
    steps: [
      msg`Kâğıt parçasını bir kez katla. Katlama çizgisini bir kez daha, kendi üstüne gelecek biçimde katla. Oluşan köşe bir dik açıdır: bu senin dik açı ölçerin.`,
      msg`Dik açı ölçerini sınıftaki köşelere (kitap, sıra, pencere) tut. Açı ölçerinle tam örtüşen, ondan küçük ve ondan büyük açıları tabloya yaz.`,
      msg`İki dondurma çubuğunu bir ucundan ataçla birleştir. Çubukları açarak önce bir dar, sonra bir dik, sonra bir geniş açı yap.`,
      msg`Çubuklarla yaptığın açıyı kâğıda çiz ve köşesini, kollarını adlandır.`,
      msg`İletkinin merkezini köşeye, 0 çizgisini bir kola yerleştir; öbür kolun geçtiği sayıyı oku ve yaz.`,
      msg`Aynı açının kollarını cetvelle uzat ve yeniden ölç. Ölçü değişti mi?`,
    ],
    observations: [
      msg`Sınıfta en çok hangi tür açıyı buldun?`,
      msg`Dik açı ölçerin, açıları karşılaştırmana nasıl yardım etti?`,
      msg`Kolları uzatınca açının ölçüsü değişti mi?`,
    ],
    conclusion: msg`Açının büyüklüğü kolların uzunluğuna değil, aralarındaki açıklığa bağlıdır ve iletkiyle derece cinsinden ölçülür. Ölçüsü 90° olan açı dik, 90°’den küçük olan dar, 90° ile 180° arasında olan geniş açıdır.`,
  },
  questions: [
    {
      id: 'vertex',
      prompt: msg`Açıyı oluşturan iki ışının ortak başlangıç noktasına ne denir?`,
      options: [msg`Kol`, msg`Köşe`, msg`Derece`, msg`İletki`],
      correctIndex: 1,
      explanation: msg`Işınların ortak başlangıç noktası açının köşesidir; ışınlar ise açının kollarıdır.`,
      hints: [msg`Açının iki parçası vardır: ışınlar ve onların birleştiği nokta.`, msg`∠ABC yazımında ortadaki harf bu noktayı gösterir.`],
    },
    {
      id: 'classify-70',
      prompt: msg`Ölçüsü 70° olan bir açı hangi türdendir?`,
      options: [msg`Geniş açı`, msg`Dik açı`, msg`Dar açı`],
      correctIndex: 2,
      explanation: msg`70°, 90°’den küçüktür. 0° ile 90° arasındaki açılar dar açıdır.`,
      hints: [msg`70°’yi dik açının ölçüsüyle karşılaştır.`, msg`90°’den küçük açılara ne ad verildiğini hatırla.`],
    },
    {
      id: 'longer-arms',
      prompt: msg`Elif, 40°’lik bir açının kollarını cetvelle iki katı uzunluğa uzattı. Açının ölçüsü ne olur?`,
      options: [msg`40°`, msg`80°`, msg`20°`, msg`90°`],
      correctIndex: 0,
      explanation: msg`Açının ölçüsü kolların uzunluğuna bağlı değildir; kollar arasındaki açıklık değişmediği için açı yine 40°’dir.`,
      hints: [msg`Deneyde kolları uzatıp yeniden ölçtüğünde ne olmuştu?`, msg`Kolları uzatınca kollar arasındaki açıklık değişir mi?`],
    },
    {
      id: 'clock-obtuse',
      prompt: msg`Saat tam 4’ü gösterirken akrep ile yelkovan arasındaki küçük açı hangi türdendir?`,
      options: [msg`Dar açı`, msg`Dik açı`, msg`Geniş açı`, msg`Açı oluşmaz`],
      correctIndex: 2,
      explanation: msg`Saat 3’te kollar dik açı yapar. Saat 4’te akrep bir rakam daha ilerler ve açı 90°’yi geçer (120°), yani geniş açı olur.`,
      hints: [msg`Saat 3’te akrep ile yelkovan nasıl bir açı yapar?`, msg`Saat 4’te akrep, saat 3’e göre yelkovandan uzaklaşır mı, yaklaşır mı?`],
    },
    {
      id: 'protractor-use',
      prompt: msg`İletkiyle açı ölçerken iletkinin merkezi nereye yerleştirilir?`,
      options: [msg`Kollardan birinin ucuna`, msg`Açının köşesine`, msg`Kolların ortasına`],
      correctIndex: 1,
      explanation: msg`İletkinin merkezi açının köşesine, 0 çizgisi bir kolun üstüne konur. Öbür kolun geçtiği sayı açının ölçüsüdür.`,
      hints: [msg`Açının ölçüsü hangi noktanın çevresindeki açıklıktır?`, msg`Deney adımlarında iletkiyi nasıl yerleştirdiğini hatırla.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Açı yapıcı`,
    instructions: msg`Mavi kolu sürükleyerek ya da seçip ok tuşlarıyla döndürerek istenen açıyı oluştur. İletkiden açının ölçüsünü oku ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'angle-maker',
      protractor: true,
      tasks: [
        { kind: 'type', prompt: msg`Bir dik açı oluştur.`, angle: 'right' },
        { kind: 'type', prompt: msg`Bir dar açı oluştur.`, angle: 'acute' },
        { kind: 'type', prompt: msg`Bir geniş açı oluştur.`, angle: 'obtuse' },
        { kind: 'exact', prompt: msg`İletkiyi kullanarak tam 60°’lik bir açı oluştur.`, degrees: 60 },
        { kind: 'exact', prompt: msg`Şimdi tam 135°’lik bir açı oluştur. Bu açı hangi türden?`, degrees: 135 },
      ],
    },
  },
  worksheet: {
    title: msg`Açılar Çalışma Sayfası`,
    instructions: msg`Sınıfta bulduğun açıları tabloya yaz; soruları cevapla.`,
    tasks: [
      { prompt: msg`Köşesi K olan bir dik açı çiz ve kollarını adlandır.`, lines: 4 },
      { prompt: msg`Çevrende gördüğün bir dar ve bir geniş açı örneği yaz.`, lines: 2 },
      { prompt: msg`Açının kollarını uzatmak ölçüsünü değiştirir mi? Deneyine göre açıkla.`, lines: 2 },
    ],
    table: {
      caption: msg`Sınıftaki açılar`,
      columns: [msg`Nerede?`, msg`Tahminim (dar, dik, geniş)`, msg`İletkiyle ölçü (°)`, msg`Türü`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kayan Kızağı`,
    paragraphs: [
      msg`Kış gelmişti ve Fındık arkadaşlarıyla kızak kaymak için bir tahta rampa yapıyordu.`,
      msg`İlk rampayı neredeyse dümdüz yaptı. Kızak kıpırdamadı bile. “Açı çok dar,” dedi Kirpi Diken, “biraz daha dikleştir.”`,
      msg`Fındık tahtayı yere dik gelecek biçimde kaldırdı. Bu kez kızak taş gibi düştü! “Bu da dik açı,” diye güldü Diken, “ona rampa değil, duvar denir.”`,
      msg`Sonunda Fındık iletkisini çıkardı ve tahtayla yer arasındaki açıyı 30° yaptı. Kızak ne çok yavaş ne çok hızlı, harika kaydı.`,
      msg`Akşam Fındık defterine yazdı: “Dar açılı rampa eğlencelidir, dik açılı olan değil!”`,
    ],
    lesson: msg`Açılar büyüklüklerine göre dar, dik ve geniş diye adlandırılır ve iletkiyle derece cinsinden ölçülür.`,
  },
};
