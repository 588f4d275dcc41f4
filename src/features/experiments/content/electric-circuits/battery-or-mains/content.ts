import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Buzdolabı yiyeceklerimizi soğuk tutar, lamba odamızı aydınlatır, oyuncak araba pille koşturur. Bu araçların hepsi elektrikle çalışır. Peki elektriği nereden alırlar?`,
    sections: [
      {
        heading: msg`Elektrikli araçlar ne işe yarar?`,
        paragraphs: [
          msg`Elektrikli araçları farklı amaçlarla kullanırız: ısıtmak için ütü ve fırın, aydınlatmak için lamba, hareket için vantilatör ve mikser, haberleşmek için telefon, ses ve görüntü için televizyon.`,
        ],
      },
      {
        heading: msg`Pil ve şehir elektriği`,
        paragraphs: [
          msg`Bazı araçlar pille çalışır: el feneri, kol saati, uzaktan kumanda ve oyuncak araba gibi. Piller taşınabilir ve az miktarda elektrik verir.`,
          msg`Bazı araçlar prizden aldıkları şehir elektriğiyle çalışır: buzdolabı, çamaşır makinesi ve ütü gibi. Şehir elektriği santrallerde üretilir, tellerle evlerimize gelir ve çok güçlüdür.`,
          msg`Telefon ve tablet gibi şarjlı araçlar, içlerindeki bataryayla çalışır; batarya prizden şarj edilir.`,
        ],
      },
      {
        heading: msg`Elektriği güvenle kullanalım`,
        paragraphs: [
          msg`Şehir elektriği çarpabilir ve çok tehlikelidir. Prizin deliklerine hiçbir şey sokmayız, elektrikli araçlara ıslak elle dokunmayız, fişi kablosundan çekerek çıkarmayız.`,
          msg`Elektrik direklerine ve trafolara yaklaşmayız, uçurtmayı elektrik tellerinden uzakta uçururuz. Hasarlı bir kablo görürsek dokunmadan bir yetişkine haber veririz.`,
        ],
      },
      {
        heading: msg`Pilleri doğru kullanalım`,
        paragraphs: [
          msg`Pilin artı (+) ve eksi (−) uçları vardır; araca doğru yönde takılmalıdır. Pilleri ağzımıza almayız ve ateşe atmayız.`,
          msg`Biten piller doğaya zarar verir. Onları çöpe değil, atık pil toplama kutularına atarız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Pil`, definition: msg`Taşınabilir, az miktarda elektrik veren elektrik kaynağı.` },
      { term: msg`Şehir elektriği`, definition: msg`Santrallerde üretilip tellerle evlere gelen, prizden alınan güçlü elektrik.` },
      { term: msg`Priz`, definition: msg`Elektrikli araçların fişinin takıldığı, şehir elektriği veren duvar parçası.` },
      { term: msg`Atık pil`, definition: msg`Bitmiş pil; atık pil kutusunda toplanmalıdır.` },
    ],
  },
  procedure: {
    goal: msg`Çevremizdeki elektrikli araçları kullanım amaçlarına ve elektrik kaynaklarına göre gruplandırmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Pilli el feneri`, quantity: msg`1 tane` },
      { name: msg`Fenere uygun kalem pil`, quantity: msg`2 tane` },
      { name: msg`Çalışma sayfası ve kalem`, quantity: msg`1’er tane` },
      { name: msg`Atık pil toplama kutusu (okulda)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Prize takılı araçlara yalnızca bak; fişleri takma ve çıkarma.`,
      msg`Elektrikli araçlara ıslak elle dokunma.`,
      msg`Deneyde yalnızca pilli el fenerini kullan; pilleri ağzına alma.`,
      msg`Bitmiş pilleri atık pil kutusuna at.`,
    ],
    steps: [
      msg`Evinde ya da sınıfında elektrikle çalışan sekiz araç bul. Araçlara dokunmadan adlarını tabloya yaz.`,
      msg`Her aracın ne işe yaradığını yaz: ısıtma, aydınlatma, hareket, ses ve görüntü ya da haberleşme.`,
      msg`Her aracın pille mi, şehir elektriğiyle mi çalıştığını yaz. Emin olamazsan bir yetişkine sor.`,
      msg`Öğretmeninle birlikte el fenerinin pil kapağını aç. Pillerin artı (+) ve eksi (−) uçlarını ve fenerin içindeki işaretleri incele.`,
      msg`Pillerden birini ters takıp feneri açmayı dene. Sonra pili doğru yönde takıp tekrar dene.`,
      msg`Tablonu arkadaşlarınınkiyle karşılaştır. Hangi grupta daha çok araç var?`,
    ],
    observations: [
      msg`Hangi araçlar pille, hangileri şehir elektriğiyle çalışıyor?`,
      msg`Pil ters takılınca fener yandı mı?`,
      msg`Pille çalışan araçların ortak özelliği ne? (Büyüklükleri, taşınabilir olmaları…)`,
    ],
    conclusion: msg`Elektrikli araçlar ya pille ya da şehir elektriğiyle çalışır. Pilli araçlar genellikle küçük ve taşınabilirdir. Şehir elektriği güçlü ve tehlikelidir; prize ve kablolara karşı dikkatli olmalıyız. Pil, artı ve eksi uçları doğru yönde takılınca çalışır.`,
  },
  questions: [
    {
      id: 'mains-device',
      prompt: msg`Aşağıdaki araçlardan hangisi şehir elektriğiyle çalışır?`,
      options: [msg`Kol saati`, msg`Buzdolabı`, msg`El feneri`, msg`Uzaktan kumanda`],
      correctIndex: 1,
      explanation: msg`Buzdolabı çok elektrik harcar ve prize takılarak çalışır. Kol saati, el feneri ve uzaktan kumanda pille çalışır.`,
      hints: [
        msg`Pilli araçlar genellikle küçük, taşınabilir ve az elektrik harcayan araçlardır.`,
        msg`Seçeneklerden hangisi hep aynı yerde durur, gece gündüz çalışır ve kablosuyla prize takılıdır?`,
      ],
    },
    {
      id: 'socket',
      prompt: msg`Prizin deliklerine metal bir çatal sokmak neden tehlikelidir?`,
      options: [msg`Çatal bozulur.`, msg`Elektrik çarpabilir.`, msg`Priz kirlenir.`],
      correctIndex: 1,
      explanation: msg`Metal elektriği iletir. Prize metal bir cisim sokulursa şehir elektriği vücudumuzdan geçebilir; bu çok tehlikelidir.`,
      hints: [
        msg`Çatal hangi maddeden yapılmış? Bu madde elektriği iletir mi?`,
        msg`Prizdeki şehir elektriği çok güçlüdür. Metal çatalı tutan elin bu elektrikten etkilenebilir mi?`,
      ],
    },
    {
      id: 'used-batteries',
      prompt: msg`Bitmiş piller nereye atılmalıdır?`,
      options: [msg`Çöp kutusuna`, msg`Atık pil toplama kutusuna`, msg`Toprağa`, msg`Dereye`],
      correctIndex: 1,
      explanation: msg`Pillerin içindeki maddeler toprağa ve suya karışırsa doğaya zarar verir. Atık pil kutularında toplanan piller güvenle işlenir.`,
      hints: [
        msg`Pillerin içindeki maddeler toprağa ve suya karışırsa doğaya zarar verir.`,
        msg`Okulunda ya da markette piller için ayrılmış özel bir kutu gördün mü?`,
      ],
    },
    {
      id: 'wet-hands',
      prompt: msg`Doğru mu, yanlış mı? “Islak ellerle saç kurutma makinesinin fişini prize takmakta sakınca yoktur.”`,
      options: [msg`Doğru`, msg`Yanlış`],
      correctIndex: 1,
      explanation: msg`Yanlış. Su elektriği iletebilir; ıslak elle fişe ya da prize dokunmak elektrik çarpmasına yol açabilir. Önce ellerimizi kurularız.`,
      hints: [
        msg`Konu Anlatımı’ndaki güvenlik kurallarında ıslak eller hakkında ne söyleniyordu?`,
        msg`Su elektriği iletebilir. Islak el ile fiş ve priz bir araya gelince ne olabilir?`,
      ],
    },
    {
      id: 'iron-purpose',
      prompt: msg`Ütü elektriği en çok hangi amaçla kullanır?`,
      options: [msg`Isıtma`, msg`Aydınlatma`, msg`Ses çıkarma`],
      correctIndex: 0,
      explanation: msg`Ütü elektrikle ısınır ve kırışık giysileri düzeltir. Bu yüzden ısıtma amaçlı bir elektrikli araçtır.`,
      hints: [msg`Ütü çalışırken tabanı nasıl olur? Dokunmadan, yalnızca düşün.`, msg`Ütü kırışıklıkları ışıkla ya da sesle değil, başka bir yolla düzeltir.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Pille mi, prizle mi?`,
    instructions: msg`Bir araca dokun, sonra doğru kutuya dokun. İstersen aracı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'battery', label: msg`Pille çalışır` },
      { id: 'mains', label: msg`Şehir elektriğiyle (prizle) çalışır` },
    ],
    items: [
      { id: 'torch', label: msg`El feneri`, emoji: '🔦', categoryId: 'battery', explanation: msg`El feneri taşınabilir olsun diye pille çalışır.` },
      { id: 'remote', label: msg`Uzaktan kumanda`, emoji: '📺', categoryId: 'battery', explanation: msg`Uzaktan kumandanın içinde küçük piller vardır.` },
      {
        id: 'watch',
        label: msg`Kol saati`,
        emoji: '⌚',
        categoryId: 'battery',
        explanation: msg`Kol saati çok az elektrik harcar; küçük bir düğme pil ona aylarca yeter.`,
      },
      {
        id: 'toy-car',
        label: msg`Oyuncak araba`,
        emoji: '🚗',
        categoryId: 'battery',
        explanation: msg`Kablosuz oyuncak araba, içindeki pillerle hareket eder.`,
      },
      {
        id: 'fridge',
        label: msg`Buzdolabı`,
        emoji: '🧊',
        categoryId: 'mains',
        explanation: msg`Buzdolabı gece gündüz çalışır ve çok elektrik harcar; prize takılıdır.`,
      },
      {
        id: 'washing-machine',
        label: msg`Çamaşır makinesi`,
        emoji: '🫧',
        categoryId: 'mains',
        explanation: msg`Çamaşır makinesi suyu ısıtır ve tamburu döndürür; bunun için şehir elektriği gerekir.`,
      },
      {
        id: 'hair-dryer',
        label: msg`Saç kurutma makinesi`,
        emoji: '💨',
        categoryId: 'mains',
        explanation: msg`Saç kurutma makinesi sıcak hava üfler; kablosuyla prize takılarak çalışır.`,
      },
      { id: 'iron', label: msg`Ütü`, emoji: '👕', categoryId: 'mains', explanation: msg`Ütü ısınmak için çok elektrik harcar ve prizden çalışır.` },
    ],
  },
  worksheet: {
    title: msg`Elektrikli Araç Avı Çalışma Sayfası`,
    instructions: msg`Evinde ve okulunda bulduğun elektrikli araçları tabloya yaz. Araçlara dokunma, yalnızca gözlemle.`,
    tasks: [
      { prompt: msg`Pille çalışan üç araç ve şehir elektriğiyle çalışan üç araç yaz.`, lines: 3 },
      { prompt: msg`Elektrik çarpmasından korunmak için uyman gereken iki kuralı yaz.`, lines: 3 },
      { prompt: msg`Bitmiş pilleri neden çöpe atmamalıyız?`, lines: 2 },
    ],
    table: { caption: msg`Elektrikli araç avı`, columns: [msg`Araç`, msg`Ne işe yarar?`, msg`Pille mi, prizle mi?`], rows: 8 },
  },
  story: {
    title: msg`Fındık ve Fırtınalı Gece`,
    paragraphs: [
      msg`Fırtınalı bir gecede ormanın kenarındaki evde elektrikler kesildi. Sincap Fındık, kardeşi Çıtır’ın elini tuttu ve çekmecedeki pilli el fenerini aldı.`,
      msg`Fener yanmadı! Fındık pil kapağını açtı ve güldü: pillerden biri ters takılmıştı. Pilin artı ucunu fenerdeki artı işaretine getirince fener pırıl pırıl yandı.`,
      msg`“Buzdolabı neden durdu da fener çalışıyor?” diye sordu Çıtır. “Buzdolabı şehir elektriğiyle çalışır, kesinti olunca durur,” dedi Fındık. “Fenerin ise kendi pili var.”`,
      msg`Çıtır bir çatalla prizi kurcalamak için uzandı. Fındık hemen durdurdu: “Elektrik her an geri gelebilir. Prizdeki elektrik çok tehlikelidir; prize asla bir şey sokmayız!”`,
      msg`Elektrikler geldiğinde iki kardeş biten eski pilleri bir kavanoza topladılar. Ertesi gün onları okuldaki atık pil kutusuna attılar.`,
    ],
    lesson: msg`Bazı araçlar pille, bazıları şehir elektriğiyle çalışır. Şehir elektriği tehlikelidir; prize bir şey sokmayız ve bitmiş pilleri atık pil kutusuna atarız.`,
  },
};
