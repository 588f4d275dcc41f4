import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Musluğu açarız, su akar. Düğmeye basarız, lamba yanar. Bunlar bize çok kolay gelir. Ama temiz su ve elektrik sınırsız değildir. Onları dikkatli kullanırsak hem doğayı hem de geleceğimizi koruruz.`,
    sections: [
      {
        heading: msg`Kaynaklar sınırlıdır`,
        paragraphs: [
          msg`Dünya’daki suyun çok büyük bölümü denizlerdeki tuzlu sudur. İçebileceğimiz temiz su ise çok azdır. Bu suyu barajlarda toplamak, temizlemek ve evlere taşımak emek ve enerji ister.`,
          msg`Elektriğin büyük kısmı santrallerde kömür, doğal gaz gibi yakıtlar yakılarak üretilir. Bu yakıtlar bir gün tükenir ve yanarken havayı kirletir. Elektriği boşa harcamamak bu yüzden önemlidir.`,
        ],
      },
      {
        heading: msg`Bilinçli tüketici olmak`,
        paragraphs: [
          msg`Bir şeyi gereğinden fazla ve boş yere kullanmaya israf denir. Kaynakları gerektiği kadar, dikkatli kullanmaya ise tasarruf denir.`,
          msg`Bilinçli tüketici, ihtiyacı kadar alır ve kullanır. Dişini fırçalarken musluğu kapatır, kısa duş alır, damlayan musluğu büyüklerine haber verir.`,
          msg`Elektrik için de aynısı geçerlidir. Boş odanın ışığını söndürmek, gün ışığından yararlanmak, işi biten şarj aletini prizden çıkarmak ve az elektrik harcayan LED lambalar kullanmak tasarruf sağlar.`,
        ],
      },
      {
        heading: msg`Küçük damlalar, büyük kayıplar`,
        paragraphs: [
          msg`Saniyede bir damlayan bir musluk bize önemsiz görünür. Oysa bu musluk, damlaların büyüklüğüne göre bir günde 4 ile 30 litre arasında suyu boşa akıtabilir. Bir yılda bu, en az 1.500 litre eder. Bu, bir insanın aylarca içeceği sudan fazladır.`,
        ],
      },
      {
        heading: msg`Geri dönüşüm`,
        paragraphs: [
          msg`Kullanılmış kâğıt, plastik, cam ve metal atıklar çöpe atılmak yerine ayrı kutularda toplanırsa fabrikalarda yeniden işlenip yeni ürünlere dönüşebilir. Buna geri dönüşüm denir.`,
          msg`Geri dönüşüm ağaçların kesilmesini ve madenlerin tükenmesini azaltır, enerji ve su tasarrufu sağlar. Bitmiş piller ise çevreye zarar verir; onları atık pil kutularına atmalıyız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Tasarruf`, definition: msg`Kaynakları gerektiği kadar, boşa harcamadan kullanmak.` },
      { term: msg`İsraf`, definition: msg`Bir şeyi gereğinden fazla ve boş yere kullanmak.` },
      { term: msg`Bilinçli tüketici`, definition: msg`İhtiyacı kadar alan, kaynakları dikkatli kullanan kişi.` },
      { term: msg`Geri dönüşüm`, definition: msg`Kullanılmış maddelerin yeniden işlenerek yeni ürünlere dönüştürülmesi.` },
      { term: msg`Atık`, definition: msg`Kullandıktan sonra elimizde kalan ve işimize yaramayan madde.` },
    ],
  },
  procedure: {
    goal: msg`Damlayan bir musluğun belli bir sürede boşa akıttığı suyu ölçmek ve bir günde ne kadar su israf edildiğini hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Lavabosu olan bir musluk (okulda ya da evde)`, quantity: msg`1 tane` },
      { name: msg`Şeffaf plastik bardak`, quantity: msg`1 tane` },
      { name: msg`mL çizgili plastik ölçü kabı ya da iğnesiz şırınga`, quantity: msg`1 tane` },
      { name: msg`Kronometre ya da saat`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`1’er tane` },
      { name: msg`Bez (dökülen suyu silmek için)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Musluğu öğretmenin ya da bir yetişkin açıp kapatsın. Sıcak su musluğunu kullanma.`,
      msg`Yere dökülen suyu hemen sil; ıslak zemin kaygandır.`,
      msg`Islak ellerle prizlere ve elektrikli aletlere dokunma.`,
      msg`Cam bardak yerine plastik bardak kullan; cam kırılabilir.`,
    ],
    steps: [
      msg`Öğretmenin soğuk su musluğunu, su yalnızca damla damla akacak kadar az açsın.`,
      msg`Kronometreyi başlat ve bir dakika boyunca düşen damlaları say. Sayıyı tabloya yaz.`,
      msg`Plastik bardağı musluğun altına koy. Kronometreyi yeniden başlat ve 10 dakika bekle.`,
      msg`10 dakika dolunca bardağı al. Toplanan suyu ölçü kabına ya da şırıngaya boşaltıp kaç mL olduğunu oku ve yaz.`,
      msg`Bir saatte ne kadar su boşa gider? 10 dakikada topladığın suyu 6 ile çarp. Bir günü bulmak için bu sonucu 24 ile çarp.`,
      msg`Musluğu sıkıca kapattır. Topladığın suyu dökme; sınıftaki çiçekleri sulamakta kullan.`,
    ],
    observations: [
      msg`Bir dakikada kaç damla düştü?`,
      msg`10 dakikada bardakta kaç mL su toplandı?`,
      msg`Hesabına göre bir günde kaç mL, yaklaşık kaç litre su boşa gidiyor?`,
    ],
    conclusion: msg`Tek tek damlalar çok az görünse de zamanla birikir. Damlayan bir musluk bir günde litrelerce suyu boşa akıtır. Musluğu sıkıca kapatmak ve arızayı tamir ettirmek su tasarrufu sağlar.`,
  },
  questions: [
    {
      id: 'tap-calc',
      prompt: msg`Damlayan bir musluk 10 dakikada 30 mL su boşa akıtıyor. Bu musluk bir saatte kaç mL su boşa akıtır?`,
      options: [msg`40 mL`, msg`60 mL`, msg`180 mL`, msg`300 mL`],
      correctIndex: 2,
      explanation: msg`Bir saat 60 dakikadır, yani 10 dakikanın 6 katıdır. 30 × 6 = 180 mL su boşa gider.`,
      hints: [
        msg`Bir saatin içinde kaç tane 10 dakika olduğunu düşün.`,
        msg`Bir saat 60 dakikadır. 60 dakikada 6 tane 10 dakika vardır.`,
        msg`10 dakikadaki miktarı 6 ile çarp.`,
      ],
    },
    {
      id: 'saving-water',
      prompt: msg`Aşağıdaki davranışlardan hangisi su tasarrufu sağlar?`,
      options: [
        msg`Dişlerini fırçalarken musluğu açık bırakmak`,
        msg`Bahçeyi öğle sıcağında uzun süre sulamak`,
        msg`Dişlerini fırçalarken musluğu kapatmak`,
        msg`Bulaşıkları akan suyun altında tek tek yıkamak`,
      ],
      correctIndex: 2,
      explanation: msg`Fırçalarken musluğu kapatırsak su yalnızca ağzımızı çalkalarken akar. Açık kalan musluk her dakika litrelerce suyu boşa akıtır.`,
      hints: [
        msg`Hangi davranışta su, kullanılmadığı hâlde akmaya devam ediyor? Onları ele.`,
        msg`Su gerçekten gerektiği anda mı akıyor, yoksa boşa mı? Her seçenek için bunu sor.`,
      ],
    },
    {
      id: 'saving-electricity',
      prompt: msg`Sınıftan çıkarken Ayşe ışıkları söndürüyor. Ayşe ne yapmış olur?`,
      options: [msg`Elektrik israfı`, msg`Elektrik tasarrufu`, msg`Geri dönüşüm`],
      correctIndex: 1,
      explanation: msg`Boş bir sınıfta yanan lambalar elektriği boşa harcar. Işıkları söndürmek elektriği gerektiği kadar kullanmaktır; bu bir tasarruftur.`,
      hints: [msg`Boş bir sınıfta yanan lambaya ihtiyaç var mı?`, msg`Anahtar terimlere bak: kaynakları gerektiği kadar kullanmaya ne ad verilir?`],
    },
    {
      id: 'small-drops',
      prompt: msg`Can, “Musluk yalnızca damlıyor, bu kadarcık sudan bir şey olmaz,” diyor. Deneyine göre Can haklı mı?`,
      options: [
        msg`Haklı, damlalar hiç birikmez.`,
        msg`Haklı değil, damlalar zamanla birikir ve çok su boşa gider.`,
        msg`Haklı, damlayan su kendiliğinden geri döner.`,
      ],
      correctIndex: 1,
      explanation: msg`Deneyde 10 dakikada bile bardakta su toplandı. Saniyede bir damlayan bir musluk bir günde litrelerce suyu boşa akıtır.`,
      hints: [msg`Deneyde bardağa 10 dakika sonra bak: içi boş muydu?`, msg`10 dakikada toplanan suyu bir günün tamamı için hesapladığında ne buldun?`],
    },
    {
      id: 'battery-waste',
      prompt: msg`Oyuncağının pili bitti. Bitmiş pili nereye atmalısın?`,
      options: [msg`Atık pil kutusuna`, msg`Çöp kutusuna`, msg`Toprağa gömerek bahçeye`, msg`Kâğıt geri dönüşüm kutusuna`],
      correctIndex: 0,
      explanation: msg`Pillerin içinde, toprağa ve suya karışınca zarar veren maddeler vardır. Bu yüzden okullarda ve marketlerde bulunan atık pil kutularında ayrı toplanmalıdır.`,
      hints: [
        msg`Pillerin içinde doğaya zarar veren maddeler vardır.`,
        msg`Konu Anlatımı’ndaki geri dönüşüm bölümünü hatırla: piller için ayrı bir toplama yeri vardır.`,
      ],
    },
    {
      id: 'why-recycle',
      prompt: msg`Eski gazeteleri kâğıt geri dönüşüm kutusuna atmak doğaya nasıl yarar sağlar?`,
      options: [msg`Daha çok çöp oluşur.`, msg`Gazeteler daha hızlı sararır.`, msg`Kâğıt yapmak için daha az ağaç kesilir.`, msg`Kâğıt fabrikaları kapanır.`],
      correctIndex: 2,
      explanation: msg`Kâğıt ağaçlardan yapılır. Eski kâğıtlar yeniden işlenip yeni kâğıda dönüşünce yeni kâğıt için daha az ağaç kesilir; su ve enerji de tasarruf edilir.`,
      hints: [msg`Kâğıt hangi hammaddeden yapılır?`, msg`Eski kâğıt yeniden kâğıt olursa, o hammaddeye daha çok mu daha az mı ihtiyaç olur?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Atıkları doğru kutuya at`,
    instructions: msg`Her atığı geri dönüşümde gideceği kutuya yerleştir, sonra “Kontrol et” düğmesine bas.`,
    categories: [
      { id: 'paper', label: msg`Kâğıt ve karton` },
      { id: 'plastic', label: msg`Plastik` },
      { id: 'glass', label: msg`Cam` },
      { id: 'metal', label: msg`Metal` },
    ],
    items: [
      { id: 'newspaper', label: msg`Eski gazete`, emoji: '📰', categoryId: 'paper', explanation: msg`Gazete kâğıttır; yeniden işlenip yeni kâğıt olur.` },
      { id: 'box', label: msg`Karton koli`, emoji: '📦', categoryId: 'paper', explanation: msg`Karton da kâğıt gibi ağaçtan yapılır ve kâğıt kutusuna gider.` },
      {
        id: 'shampoo',
        label: msg`Boş şampuan şişesi`,
        emoji: '🧴',
        categoryId: 'plastic',
        explanation: msg`Şampuan şişesi plastiktir; eritilip yeni plastik eşyalar yapılır.`,
      },
      {
        id: 'bag',
        label: msg`Temiz plastik poşet`,
        emoji: '🛍️',
        categoryId: 'plastic',
        explanation: msg`Poşetler plastiktir. Tekrar tekrar kullanmak daha da iyidir.`,
      },
      {
        id: 'jar',
        label: msg`Boş reçel kavanozu`,
        emoji: '🫙',
        categoryId: 'glass',
        explanation: msg`Kavanoz camdır; cam defalarca eritilip yeniden kullanılabilir.`,
      },
      {
        id: 'olive-jar',
        label: msg`Boş zeytin kavanozu`,
        emoji: '🫒',
        categoryId: 'glass',
        explanation: msg`Cam kavanozlar cam kutusuna atılır; kapağını ayırmak iyi olur.`,
      },
      {
        id: 'can',
        label: msg`Boş konserve kutusu`,
        emoji: '🥫',
        categoryId: 'metal',
        explanation: msg`Konserve kutusu metaldir; eritilip yeni metal eşyalar yapılır.`,
      },
      {
        id: 'drink-can',
        label: msg`Boş içecek kutusu`,
        emoji: '🥤',
        categoryId: 'metal',
        explanation: msg`İçecek kutuları alüminyumdan, yani bir metalden yapılır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Damlayan Musluk Çalışma Sayfası`,
    instructions: msg`Deneydeki ölçümlerini tabloya yaz, hesaplarını yap ve soruları cevapla.`,
    tasks: [
      { prompt: msg`10 dakikada topladığın suya göre bir saatte ve bir günde ne kadar su boşa gider? İşlemini göster.`, lines: 3 },
      { prompt: msg`Evinde suyu tasarruflu kullanmak için yapabileceğin üç şey yaz.`, lines: 3 },
      { prompt: msg`Okulunda elektrik israfını önlemek için iki öneri yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Damlayan musluk ölçümlerim`,
      columns: [msg`Süre`, msg`Damla sayısı`, msg`Toplanan su (mL)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Damlayan Pınar`,
    paragraphs: [
      msg`Sincap Fındık her sabah ormandaki küçük pınardan su içerdi. Bir gün pınarın borusunun ucundan suyun durmadan damladığını fark etti. Damla, damla, damla…`,
      msg`Tavşan Pıtır omuz silkti: “Alt tarafı birkaç damla, ne olacak ki?” Fındık emin değildi. Borunun altına boş bir ceviz kabuğu koydu.`,
      msg`Öğleye kadar kabuk doldu, taştı. Fındık kabuğu boşalttı ve saymaya başladı. Akşam olduğunda kırk ceviz kabuğu dolusu su boşa gitmişti!`,
      msg`Baykuş Nine borunun ucuna yosundan bir tıpa yaptı. “Küçük damlalar birikince büyük kayıplar olur,” dedi. “Su ormandaki herkesin, onu dikkatli kullanmalıyız.”`,
      msg`Ertesi gün Fındık, toplanan suyla kurumaya yüz tutmuş fidanları suladı. Pıtır da artık pınardan su alınca tıpayı sıkıca takmayı hiç unutmuyor.`,
    ],
    lesson: msg`Küçük israflar zamanla büyük kayıplara dönüşür; suyu ve elektriği gerektiği kadar kullanarak doğayı koruruz.`,
  },
};
