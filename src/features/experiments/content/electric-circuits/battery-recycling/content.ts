import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Uzaktan kumanda, el feneri, duvar saati ve oyuncak araba pille çalışır. Piller bir gün biter. Peki biten piller nereye gitmeli? Elektriği kullanırken nelere dikkat etmeliyiz?`,
    sections: [
      {
        heading: msg`Atık piller doğaya zarar verir`,
        paragraphs: [
          msg`Pillerin içinde doğaya ve canlılara zarar veren maddeler vardır. Biten bir pil çöpe, toprağa ya da suya atılırsa bu maddeler zamanla dışarı sızar. Toprağı ve suyu kirletir, bitkilere, hayvanlara ve insanlara zarar verir.`,
          msg`Bu yüzden biten piller çöpe atılmaz. Okullarda, marketlerde ve belediye binalarında bulunan atık pil toplama kutularına atılır. Toplanan pillerin içindeki bazı maddeler geri kazanılır.`,
          msg`Pillerin üzerinde, üstü çarpıyla çizilmiş tekerlekli bir çöp kutusu işareti bulunur. Bu işaret “Beni çöpe atma!” demektir.`,
        ],
      },
      {
        heading: msg`Pilleri güvenle kullanalım`,
        paragraphs: [
          msg`Şişmiş ya da akmış bir pile çıplak elle dokunmamalıyız. Pilleri ateşe atmamalı, ağzımıza almamalıyız. Küçük, yuvarlak düğme piller yutulursa çok tehlikelidir; onları küçük kardeşlerimizin ulaşamayacağı yerde tutmalıyız.`,
          msg`Şarj edilebilen piller birçok kez kullanılabilir. Böylece daha az pil atığı oluşur.`,
        ],
      },
      {
        heading: msg`Şehir elektriği çok daha tehlikelidir`,
        paragraphs: [
          msg`Kalem pillerin elektriği zayıftır. Prizdeki şehir elektriği ise çok güçlüdür; insanı çarpabilir ve öldürebilir. Bu yüzden fen deneylerinde yalnızca pil kullanılır, priz asla kullanılmaz.`,
          msg`Prize hiçbir şey sokmamalı, elektrikli araçlara ıslak elle dokunmamalıyız. Fişi çekerken kablosundan değil, fişin kendisinden tutmalıyız. Kablosu soyulmuş bir aracı kullanmamalı, elektrik direklerinin ve tellerinin yakınında uçurtma uçurmamalıyız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Atık pil`, definition: msg`Bitmiş, artık kullanılamayan pil.` },
      { term: msg`Atık pil toplama kutusu`, definition: msg`Biten pillerin doğaya zarar vermeden toplanması için konan kutu.` },
      { term: msg`Geri kazanım`, definition: msg`Atıkların içindeki işe yarar maddelerin yeniden kullanılmak üzere ayrılması.` },
      { term: msg`Elektrik çarpması`, definition: msg`Elektriğin vücudumuzdan geçerek bize zarar vermesi.` },
    ],
  },
  procedure: {
    goal: msg`Pillerin üzerindeki uyarı işaretlerini tanımak, sınıf için bir atık pil kutusu yapmak ve elektriği güvenli kullanma kurallarını bir afişte toplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kullanılmış, şişmemiş ve akmamış kalem piller (öğretmen getirir)`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Büyüteç`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kapaklı karton kutu`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Renkli kalemler, makas ve bant`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Afiş kartonu`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Şişmiş, akmış ya da yapış yapış olmuş bir pile dokunma; öğretmenine göster.`,
      msg`Pilleri ağzına alma, birbirine ya da metal eşyalara sürterek oynama.`,
      msg`Düğme pil getirme; küçük çocukların yutması çok tehlikelidir.`,
      msg`Bu etkinlikte hiçbir şeyi prize takma; elektrik prizine dokunma.`,
      msg`Makası öğretmeninin gösterdiği gibi, ucu aşağıda tutarak kullan. Pillere dokunduktan sonra ellerini yıka.`,
    ],
    steps: [
      msg`Grubunla pillere büyüteçle bak. Üzerindeki yazıları, sayıları ve işaretleri bul. Üstü çarpıyla çizilmiş çöp kutusu işaretini çalışma sayfana çiz.`,
      msg`Bu işaretin ne anlama geldiğini grubunla tahmin edin, sonra öğretmeninizle konuşun.`,
      msg`Karton kutunun kapağına pillerin sığacağı bir delik aç. Kutunun üstüne “Atık Pil Kutusu” yaz ve pil işaretini çiz.`,
      msg`Kullanılmış pilleri kutuya at. Kutuyu sınıfta herkesin görebileceği, küçük çocukların ulaşamayacağı bir yere koyun.`,
      msg`Afiş kartonuna elektriği güvenli kullanmak için üç kural yaz ve resimle. Afişi sınıfa as.`,
      msg`Evde pille çalışan araçları say ve çalışma sayfasındaki tabloya yaz. Biten pilleri okuldaki kutuya getirmeyi ailene öner.`,
    ],
    observations: [
      msg`Pillerin üzerinde hangi işaretleri buldun?`,
      msg`Evinde pille çalışan kaç araç var?`,
      msg`Sınıfın atık pil kutusu bir ayda kaç pille doldu?`,
    ],
    conclusion: msg`Pillerin içindeki maddeler toprağa ve suya karışırsa canlılara zarar verir. Bu yüzden biten pilleri çöpe değil, atık pil toplama kutularına atmalıyız. Prizdeki şehir elektriği pillerden çok daha güçlüdür ve insanı çarpabilir; elektrikli araçları kullanırken güvenlik kurallarına uymalıyız.`,
  },
  questions: [
    {
      id: 'where-batteries',
      prompt: msg`Biten piller nereye atılmalıdır?`,
      options: [msg`Çöp kutusuna`, msg`Toprağa`, msg`Atık pil toplama kutusuna`, msg`Dereye`],
      correctIndex: 2,
      explanation: msg`Biten piller atık pil toplama kutularına atılır. Böylece içlerindeki zararlı maddeler doğaya karışmaz, bazı maddeleri de geri kazanılır.`,
      hints: [msg`Pillerin üzerindeki çarpılı çöp kutusu işareti ne diyordu?`, msg`Sınıfta yaptığın kutunun adı neydi?`],
    },
    {
      id: 'why-harmful',
      prompt: msg`Biten piller neden çöpe ya da toprağa atılmamalıdır?`,
      options: [
        msg`İçlerindeki zararlı maddeler toprağı ve suyu kirlettiği için`,
        msg`Çöp kutusunu çok ağırlaştırdıkları için`,
        msg`Toprakta yeniden dolup patladıkları için`,
      ],
      correctIndex: 0,
      explanation: msg`Pillerin içinde canlılara zarar veren maddeler vardır. Bu maddeler zamanla dışarı sızar, toprağı ve suyu kirletir.`,
      hints: [msg`Pilin içinde neler olduğunu konu anlatımında bul.`, msg`Toprağa karışan bir şey bitkilere ve suya ulaşabilir mi?`],
    },
    {
      id: 'safe-plug',
      prompt: msg`Hangisi elektriği güvenli kullanmaya örnektir?`,
      options: [
        msg`Islak elle fişi prize takmak`,
        msg`Prizin deliğine kalem sokmak`,
        msg`Fişi kablosundan çekerek çıkarmak`,
        msg`Fişi çıkarırken fişin kendisinden tutmak`,
      ],
      correctIndex: 3,
      explanation: msg`Fişi kablosundan çekersek kablo kopabilir ya da soyulabilir, bu da çarpılmaya yol açar. Fişi çıkarırken fişin kendisinden tutmalıyız. Islak el ve prize sokulan şeyler elektrik çarpmasına neden olur.`,
      hints: [msg`Su elektrikle bir araya gelince ne olabilir?`, msg`Kablo çekildikçe içindeki teller ne olur?`],
    },
    {
      id: 'button-cell',
      prompt: msg`Küçük kardeşin yerde bulduğu yuvarlak bir düğme pili ağzına götürüyor. Ne yapmalısın?`,
      options: [msg`Oynamasına izin vermeliyim.`, msg`Pili hemen alıp bir büyüğüme vermeliyim.`, msg`Pili cebine koymasını söylemeliyim.`],
      correctIndex: 1,
      explanation: msg`Düğme pil yutulursa boğazda ve midede ciddi yaralara yol açabilir. Pili hemen alıp bir büyüğüne vermelisin. Kardeşin pili yuttuysa hemen bir büyüğüne söylemelisin.`,
      hints: [msg`Küçük çocuklar ağızlarına aldıkları şeyi yutabilir mi?`, msg`Bu durumda kim yardım edebilir?`],
    },
    {
      id: 'mains-danger',
      prompt: msg`Fen deneylerinde neden priz değil de pil kullanılır?`,
      options: [
        msg`Prizdeki şehir elektriği çok güçlü olduğu ve insanı çarpabileceği için`,
        msg`Pil daha renkli olduğu için`,
        msg`Prizler her zaman bozuk olduğu için`,
      ],
      correctIndex: 0,
      explanation: msg`Kalem pilin elektriği zayıftır. Prizdeki şehir elektriği ise çok güçlüdür; insanı çarpabilir, yakabilir, hatta öldürebilir.`,
      hints: [msg`Pilin elektriği mi, prizin elektriği mi daha güçlüdür?`, msg`Prizlere neden koruyucu kapak takılır?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Güvenli mi, tehlikeli mi?`,
    instructions: msg`Her davranışı oku. Güvenli davranışları bir gruba, tehlikeli davranışları öbür gruba yerleştir.`,
    categories: [
      { id: 'safe', label: msg`Güvenli davranış` },
      { id: 'danger', label: msg`Tehlikeli davranış` },
    ],
    items: [
      {
        id: 'battery-box',
        label: msg`Biten pili atık pil kutusuna atmak`,
        emoji: '🔋',
        categoryId: 'safe',
        explanation: msg`Atık pil kutusuna atılan pil doğaya zarar vermez.`,
      },
      {
        id: 'plug-cover',
        label: msg`Prize çocuk koruyucu kapak takmak`,
        emoji: '🔌',
        categoryId: 'safe',
        explanation: msg`Koruyucu kapak, küçük çocukların prize bir şey sokmasını engeller.`,
      },
      {
        id: 'dry-hands',
        label: msg`Elleri kuruladıktan sonra lambayı yakmak`,
        emoji: '🙌',
        categoryId: 'safe',
        explanation: msg`Su elektriği iletir. Elektrikli araçlara kuru elle dokunmalıyız.`,
      },
      {
        id: 'kite-field',
        label: msg`Uçurtmayı elektrik tellerinden uzak, açık bir alanda uçurmak`,
        emoji: '🪁',
        categoryId: 'safe',
        explanation: msg`Elektrik tellerine takılan uçurtma çarpılmaya yol açabilir. Tellerden uzak, açık bir alan güvenlidir.`,
      },
      {
        id: 'fork-socket',
        label: msg`Prizin deliğine çatal sokmak`,
        emoji: '🍴',
        categoryId: 'danger',
        explanation: msg`Metal çatal elektriği iletir; prize sokulursa insanı çarpar.`,
      },
      {
        id: 'wet-hands',
        label: msg`Banyodan ıslak elle çıkıp saç kurutma makinesini prize takmak`,
        emoji: '💧',
        categoryId: 'danger',
        explanation: msg`Islak el elektrik çarpması tehlikesini artırır.`,
      },
      {
        id: 'battery-soil',
        label: msg`Biten pili bahçede toprağa gömmek`,
        emoji: '🪴',
        categoryId: 'danger',
        explanation: msg`Pilin içindeki zararlı maddeler toprağa ve suya karışır.`,
      },
      {
        id: 'broken-cable',
        label: msg`Kablosu soyulmuş bir lambayı kullanmak`,
        emoji: '💡',
        categoryId: 'danger',
        explanation: msg`Soyulmuş kablodaki tellere dokunan kişiyi elektrik çarpar. Bu araç onarılmadan kullanılmamalı.`,
      },
    ],
  },
  worksheet: {
    title: msg`Pil ve Elektrik Güvenliği Çalışma Sayfası`,
    instructions: msg`Evinde pille çalışan araçları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Pillerin üzerindeki çarpılı çöp kutusu işaretini çiz ve ne anlama geldiğini yaz.`, lines: 3 },
      { prompt: msg`Biten pilleri çöpe atmak neden zararlıdır?`, lines: 2 },
      { prompt: msg`Evde elektriği güvenli kullanmak için uyduğun üç kuralı yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Evimde pille çalışan araçlar`,
      columns: [msg`Araç`, msg`Kaç pil kullanıyor?`, msg`Şarj edilebilir pil mi?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Sönen Fener`,
    paragraphs: [
      msg`Sincap Fındık’ın el feneri sönmüştü. Fındık pilleri çıkardı ve “Bunları ağacın dibine gömeyim, nasılsa bitti,” dedi.`,
      msg`Tam kazmaya başlamıştı ki Solucan Sarı topraktan başını çıkardı. “Dur Fındık! Pillerin içinde zararlı maddeler var. Toprağa karışırsa benim evim kirlenir, ağacın kökleri de zarar görür.”`,
      msg`Fındık utandı. “Peki nereye atayım?” diye sordu. Baykuş Nine kanadıyla ormanın girişindeki kırmızı kutuyu gösterdi: “Atık pil kutusuna. Oradan toplanır, içindeki işe yarar maddeler yeniden kullanılır.”`,
      msg`Fındık pilleri kutuya attı. Sonra bütün orman halkına duyurdu: “Biten pil çöpe değil, kutuya!” O günden sonra ormandaki toprak hep temiz kaldı.`,
    ],
    lesson: msg`Biten piller doğaya zarar verir; onları atık pil toplama kutusuna atmalıyız. Elektriği kullanırken de güvenlik kurallarına uymalıyız.`,
  },
};
