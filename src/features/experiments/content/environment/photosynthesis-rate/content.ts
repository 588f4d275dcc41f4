import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Yediğin her lokmanın enerjisi, izini geriye doğru sürdüğünde Güneş’e ulaşır. Bitkiler Güneş’in ışık enerjisini besindeki kimyasal enerjiye dönüştürür; bu enerji besin zinciri boyunca canlıdan canlıya aktarılır. Bu dönüşümü anlamak, doğayı sürdürülebilir biçimde kullanmanın da ilk adımıdır.`,
    sections: [
      {
        heading: msg`Besin zinciri ve enerji akışı`,
        paragraphs: [
          msg`Canlılar arasındaki beslenme ilişkisini gösteren sıraya besin zinciri denir. Zincir her zaman bir üreticiyle başlar. Üreticiler, bitkiler ve algler gibi fotosentezle kendi besinini üreten canlılardır. Tüketiciler besinini başka canlılardan alır: otçullar bitkilerle, etçiller hayvanlarla, hepçiller her ikisiyle beslenir.`,
          msg`Bakteriler ve mantarlar gibi ayrıştırıcılar, ölü canlıları ve atıkları parçalar. Böylece bu maddelerdeki mineraller toprağa geri döner ve üreticiler tarafından yeniden kullanılır.`,
          msg`Enerji besin zincirinde üreticiden tüketicilere doğru tek yönde akar. Her basamaktaki canlı aldığı enerjinin büyük kısmını kendi yaşamsal faaliyetlerinde kullanır, bir kısmı da ısı olarak çevreye verilir; bir üst basamağa yalnızca yaklaşık %10’u aktarılır. Bu yüzden enerji piramidinin üst basamaklarında birey sayısı azalır. Vücuttan atılamayan zararlı maddeler ise üst basamaklara çıkıldıkça birikir; buna biyolojik birikim denir.`,
        ],
      },
      {
        heading: msg`Fotosentez: ışıktan besine`,
        paragraphs: [
          msg`Üreticilerin ışık enerjisini kullanarak karbondioksit ve sudan besin (glikoz) ve oksijen üretmesine fotosentez denir: karbondioksit + su → (ışık, klorofil) → besin + oksijen. Fotosentez, bitki hücrelerindeki kloroplastlarda, yeşil renkli klorofil sayesinde gerçekleşir.`,
          msg`Fotosentez hızını ışık şiddeti, ışığın rengi, karbondioksit miktarı, sıcaklık ve su miktarı etkiler. Örneğin ışık şiddeti arttıkça fotosentez hızı belli bir sınıra kadar artar. Seralarda yapay ışıklandırma ve karbondioksit takviyesi bu yüzden ürün miktarını artırır.`,
        ],
      },
      {
        heading: msg`Solunum: besinden enerjiye`,
        paragraphs: [
          msg`Canlıların besinlerdeki kimyasal enerjiyi hücrelerinde açığa çıkarmasına solunum denir. Solunum bitkilerde de hayvanlarda da, gece gündüz, bütün canlı hücrelerde sürekli gerçekleşir.`,
          msg`Oksijenli solunumda besin, oksijen kullanılarak karbondioksit ve suya kadar parçalanır ve çok enerji açığa çıkar. Oksijensiz solunumda (fermantasyon) daha az enerji elde edilir; maya hamurunun kabarması ve sütün yoğurda dönüşmesi bu olaya dayanır.`,
        ],
      },
      {
        heading: msg`Madde döngüleri ve sürdürülebilirlik`,
        paragraphs: [
          msg`Fotosentez havadaki karbondioksiti kullanır ve oksijen üretir; solunum ve yanma oksijen kullanır ve karbondioksit üretir. Böylece karbon ve oksijen canlılar ile çevre arasında sürekli dolaşır. Su ve azot da döngülerle doğada dolaşır; azotun toprağa bağlanmasında bakteriler görev alır.`,
          msg`Fosil yakıtların aşırı kullanılması ve ormanların yok edilmesi havadaki karbondioksit miktarını artırarak küresel iklim değişikliğine katkıda bulunur. Bugünün ihtiyaçlarını gelecek kuşakların ihtiyaçlarını tehlikeye atmadan karşılamaya sürdürülebilir kalkınma denir. Ağaçlandırma, yenilenebilir enerji ve geri dönüşüm bunun araçlarıdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Fotosentez`, definition: msg`Üreticilerin ışık enerjisiyle karbondioksit ve sudan besin ve oksijen üretmesi.` },
      { term: msg`Solunum`, definition: msg`Besinlerdeki kimyasal enerjinin hücrelerde açığa çıkarılması.` },
      { term: msg`Üretici`, definition: msg`Fotosentezle kendi besinini üreten canlı; örneğin bitkiler ve algler.` },
      { term: msg`Tüketici`, definition: msg`Besinini başka canlılardan hazır alan canlı; otçul, etçil ya da hepçil.` },
      { term: msg`Ayrıştırıcı`, definition: msg`Ölü canlıları ve atıkları parçalayarak maddeleri doğaya geri kazandıran bakteri ve mantarlar.` },
      { term: msg`Enerji piramidi`, definition: msg`Besin zincirinde her basamağa aktarılan enerjinin üst basamaklara doğru azaldığını gösteren model.` },
      { term: msg`Sürdürülebilir kalkınma`, definition: msg`Bugünün ihtiyaçlarını gelecek kuşakların ihtiyaçlarını tehlikeye atmadan karşılamak.` },
    ],
  },
  procedure: {
    goal: msg`Işık şiddetinin bir su bitkisinin fotosentez hızına etkisini, bitkinin bir dakikada çıkardığı gaz kabarcıklarını sayarak incelemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Su bitkisi dalı (Elodea; akvaryumcudan)`, quantity: msg`8–10 cm’lik 1 dal` },
      { name: msg`Büyük deney tüpü ya da uzun, şeffaf bardak`, quantity: msg`1 tane` },
      { name: msg`Oda sıcaklığında, dinlendirilmiş musluk suyu`, quantity: msg`250 mL` },
      { name: msg`Karbonat (sodyum bikarbonat)`, quantity: msg`Yarım çay kaşığı` },
      { name: msg`Ataş`, quantity: msg`1 tane` },
      { name: msg`Pilli, beyaz ışıklı güçlü LED el feneri`, quantity: msg`1 tane` },
      { name: msg`Cetvel, kronometre ve alkollü termometre`, quantity: msg`1’er tane` },
      { name: msg`Makas`, quantity: msg`1 tane` },
      { name: msg`Karton kutu (karanlık ortam için)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Suyun yanında prize takılan lamba kullanma; pilli LED fener kullan. LED fener az ısındığı için suyun sıcaklığını pek değiştirmez. Güçlü fenerin ışığını kimsenin gözüne tutma.`,
      msg`Bitkinin sapını makasla, kendinden uzağa doğru kes. Maket bıçağı gerekirse kesimi öğretmenin yapsın.`,
      msg`Karbonatlı suyu tatma ve içme; deneyden sonra ellerini yıka.`,
      msg`Deneyden sonra su bitkisini göle ya da dereye bırakma; doğal ortamlara yayılıp yerli türlere zarar verebilir. Akvaryumda kullanmaya devam et.`,
      msg`Cam tüp ya da bardak kırılırsa parçalara dokunma, hemen öğretmenine haber ver. Dökülen suyu hemen sil.`,
    ],
    steps: [
      msg`Kaba oda sıcaklığındaki suyu doldur ve yarım çay kaşığı karbonatı karıştırarak çöz. Karbonat suya karbondioksit sağlar.`,
      msg`Bitkinin sapının ucunu su içinde çapraz keserek tazele. Sapa bir ataş takıp bitkiyi, kesik ucu yukarı bakacak şekilde suya batır.`,
      msg`Feneri kaptan 10 cm uzağa, ışığı bitkiye gelecek şekilde sabitle. Suyun sıcaklığını ölç ve yaz. Sınıfın ışıklarını kıs.`,
      msg`Bitkinin ışığa alışması için 3 dakika bekle. Sonra kesik uçtan çıkan kabarcıkları 1 dakika boyunca say. Sayımı üç kez tekrarla ve ortalamasını al.`,
      msg`Feneri önce 20 cm, sonra 30 cm uzağa taşı. Her uzaklıkta yine 3 dakika bekle ve üçer kez say.`,
      msg`Feneri kapat ve kabın üzerine karton kutuyu ört. 3 dakika sonra kutuyu kaldırıp loş ışıkta 1 dakika say. Suyun sıcaklığını yeniden ölç.`,
      msg`Ölçümlerinle fener uzaklığı–kabarcık sayısı grafiği çiz. Bağımsız, bağımlı ve kontrol edilen değişkenleri belirle.`,
    ],
    observations: [
      msg`Fener yaklaştıkça bir dakikadaki kabarcık sayısı nasıl değişti?`,
      msg`Karanlıkta kabarcık çıkışı ne oldu?`,
      msg`Suyun sıcaklığı deney boyunca değişti mi? Bu neden önemlidir?`,
    ],
    conclusion: msg`Fener yaklaştıkça bitkiye ulaşan ışığın şiddeti artar ve bitki bir dakikada daha çok kabarcık çıkarır. Kabarcıklardaki gazın çoğu fotosentezle üretilen oksijendir. Demek ki ışık şiddeti arttıkça fotosentez hızı belli bir sınıra kadar artar; karanlıkta fotosentez durur ama bitki solunuma devam eder. Sıcaklık, karbondioksit miktarı ve bitki aynı tutulduğu için sonuçlardaki farkı ışık şiddeti oluşturmuştur.`,
  },
  questions: [
    {
      id: 'read-results',
      prompt: msg`Bir öğrenci bir dakikadaki kabarcıkları saymış: fener 10 cm’de 24, 20 cm’de 12, 30 cm’de 6, karanlıkta 0. Bu sonuçlardan hangi yargıya varılır?`,
      options: [
        msg`Bitki karanlıkta daha hızlı fotosentez yapar.`,
        msg`Işık şiddeti arttıkça fotosentez hızı artar.`,
        msg`Fotosentez hızı ışıktan etkilenmez.`,
        msg`Fener uzaklaştıkça bitki daha çok oksijen üretir.`,
      ],
      correctIndex: 1,
      explanation: msg`Fener yaklaştıkça bitkiye ulaşan ışık şiddetlenir ve kabarcık sayısı artar; karanlıkta hiç kabarcık yoktur. Kabarcıklar fotosentezle üretilen oksijeni gösterdiğine göre ışık şiddeti fotosentez hızını artırır.`,
      hints: [
        msg`Fener yaklaştıkça kabarcık sayısı artıyor mu, azalıyor mu?`,
        msg`Fener yaklaşınca bitkiye ulaşan ışık güçlenir mi, zayıflar mı?`,
        msg`Kabarcık sayısını fotosentez hızının bir ölçüsü olarak düşün ve iki değişkeni ilişkilendir.`,
      ],
    },
    {
      id: 'dependent-variable',
      prompt: msg`Bu deneyde bağımlı değişken hangisidir?`,
      options: [msg`Fenerin bitkiye uzaklığı`, msg`Suyun sıcaklığı`, msg`Suya eklenen karbonat miktarı`, msg`Bir dakikada çıkan kabarcık sayısı`],
      correctIndex: 3,
      explanation: msg`Deneyde değiştirdiğimiz fenerin uzaklığı bağımsız değişkendir. Sıcaklık ve karbonat miktarı sabit tutulan kontrol değişkenleridir. Uzaklığa bağlı olarak değişen ve ölçtüğümüz kabarcık sayısı ise bağımlı değişkendir.`,
      hints: [
        msg`Deneyde hangi şeyi biz bilerek değiştirdik? O, bağımsız değişkendir.`,
        msg`Hangi şeyleri bilerek aynı tuttuk? Onlar kontrol değişkenleridir.`,
        msg`Geriye, bizim değişikliğimize tepki olarak değişen ve ölçtüğümüz şey kalır.`,
      ],
    },
    {
      id: 'baking-soda',
      prompt: msg`Deneyde suya neden karbonat eklenir?`,
      options: [
        msg`Suya karbondioksit sağlamak için; karbondioksit fotosentezin hammaddesidir.`,
        msg`Suyu ısıtıp fotosentezi hızlandırmak için`,
        msg`Bitkinin solunumunu durdurmak için`,
        msg`Kabarcıkları daha kolay görmek için onları renklendirmek amacıyla`,
      ],
      correctIndex: 0,
      explanation: msg`Karbonat suda çözünerek bitkinin kullanabileceği karbondioksit sağlar. Karbondioksit fotosentezin hammaddelerinden biri olduğu için yetersiz kalırsa ışık artsa bile fotosentez hızı sınırlanır.`,
      hints: [msg`Fotosentez denklemini hatırla: bitki hangi maddeleri kullanır?`, msg`Su zaten kapta var. Diğer hammadde suya nasıl eklenebilir?`],
    },
    {
      id: 'energy-pyramid',
      prompt: msg`Ot → çekirge → kurbağa → yılan besin zincirinde çekirgelerin aldığı enerji 1.000 birimdir. Yılana yaklaşık kaç birim enerji ulaşır?`,
      options: [msg`1.000 birim`, msg`100 birim`, msg`10 birim`, msg`1 birim`],
      correctIndex: 2,
      explanation: msg`Her basamağa, bir alttaki basamağın enerjisinin yaklaşık %10’u aktarılır. Çekirgeden kurbağaya 1.000 × 0,1 = 100 birim, kurbağadan yılana 100 × 0,1 = 10 birim enerji ulaşır.`,
      hints: [
        msg`Bir basamaktan üstteki basamağa enerjinin yaklaşık yüzde kaçı aktarılır?`,
        msg`Çekirgeden yılana kadar kaç kez basamak atlanıyor? Her atlamada enerji onda birine iner.`,
      ],
    },
    {
      id: 'respiration',
      prompt: msg`Solunumla ilgili aşağıdaki ifadelerden hangisi doğrudur?`,
      options: [
        msg`Bitkiler yalnızca gece solunum yapar.`,
        msg`Bitkiler de hayvanlar gibi gece gündüz solunum yapar.`,
        msg`Solunum yalnızca akciğeri olan canlılarda görülür.`,
        msg`Solunumda oksijen üretilir.`,
      ],
      correctIndex: 1,
      explanation: msg`Solunum bütün canlı hücrelerde sürekli gerçekleşir, çünkü her hücre enerjiye ihtiyaç duyar. Bitkiler gündüz fotosentez yaparken solunumu da sürdürür. Oksijenli solunumda oksijen üretilmez, kullanılır.`,
      hints: [
        msg`Bir bitki hücresi geceleri enerjiye ihtiyaç duymayı bırakır mı?`,
        msg`Solunumun tanımını hatırla: besindeki enerji nerede açığa çıkarılır? Akciğerde mi, hücrelerde mi?`,
      ],
    },
    {
      id: 'decomposers',
      prompt: msg`Bir ormandaki bütün ayrıştırıcılar ortadan kalksaydı uzun vadede ne olurdu?`,
      options: [
        msg`Bitkiler daha hızlı büyürdü.`,
        msg`Havadaki oksijen bir günde tükenirdi.`,
        msg`Otçulların sayısı hemen iki katına çıkardı.`,
        msg`Ölü canlılar ve atıklar ayrışmaz, topraktaki mineraller zamanla azalırdı.`,
      ],
      correctIndex: 3,
      explanation: msg`Ayrıştırıcılar ölü canlıları ve atıkları parçalayarak mineralleri toprağa geri kazandırır. Onlar olmasaydı atıklar birikir, madde döngüleri aksar ve üreticiler büyümek için gereken minerali bulamazdı.`,
      hints: [
        msg`Ayrıştırıcıların besin zincirindeki görevi nedir?`,
        msg`Düşen yapraklar ve ölü hayvanlar parçalanmasaydı içlerindeki maddeler toprağa dönebilir miydi?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Üretici mi, tüketici mi, ayrıştırıcı mı?`,
    instructions: msg`Her canlıyı besin zincirindeki görevine göre doğru gruba yerleştir, sonra “Kontrol et” düğmesine bas.`,
    categories: [
      { id: 'producer', label: msg`Üretici` },
      { id: 'consumer', label: msg`Tüketici` },
      { id: 'decomposer', label: msg`Ayrıştırıcı` },
    ],
    items: [
      { id: 'wheat', label: msg`Buğday`, emoji: '🌾', categoryId: 'producer', explanation: msg`Buğday fotosentezle kendi besinini üretir.` },
      {
        id: 'oak',
        label: msg`Meşe ağacı`,
        emoji: '🌳',
        categoryId: 'producer',
        explanation: msg`Ağaçlar yapraklarındaki klorofil sayesinde fotosentez yapar.`,
      },
      {
        id: 'algae',
        label: msg`Denizdeki algler`,
        emoji: '🌿',
        categoryId: 'producer',
        explanation: msg`Algler denizlerin üreticileridir; fotosentezle besin ve oksijen üretir.`,
      },
      { id: 'rabbit', label: msg`Tavşan`, emoji: '🐇', categoryId: 'consumer', explanation: msg`Tavşan bitkilerle beslenen bir otçuldur.` },
      { id: 'eagle', label: msg`Kartal`, emoji: '🦅', categoryId: 'consumer', explanation: msg`Kartal başka hayvanları avlayan bir etçildir.` },
      {
        id: 'bear',
        label: msg`Boz ayı`,
        emoji: '🐻',
        categoryId: 'consumer',
        explanation: msg`Boz ayı hem bitkilerle hem hayvanlarla beslenen bir hepçildir.`,
      },
      {
        id: 'mushroom',
        label: msg`Şapkalı mantar`,
        emoji: '🍄',
        categoryId: 'decomposer',
        explanation: msg`Mantarlar ölü yaprakları ve odunları parçalayarak besin elde eder.`,
      },
      {
        id: 'bacteria',
        label: msg`Toprak bakterileri`,
        emoji: '🦠',
        categoryId: 'decomposer',
        explanation: msg`Toprak bakterileri ölü canlıları ayrıştırır ve mineralleri toprağa geri kazandırır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Fotosentez Hızı Çalışma Sayfası`,
    instructions: msg`Her uzaklıkta yaptığın üç sayımı tabloya yaz ve ortalamasını hesapla. Sonra kareli kâğıda grafiğini çiz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Deneyindeki bağımsız, bağımlı ve kontrol edilen değişkenleri yaz.`, lines: 3 },
      { prompt: msg`Grafiğine göre ışık şiddeti ile fotosentez hızı arasındaki ilişkiyi açıkla.`, lines: 2 },
      { prompt: msg`Çevrende gözlemlediğin bir besin zincirini üreticisi, tüketicileri ve ayrıştırıcısıyla yaz; enerjinin akışını oklarla göster.`, lines: 3 },
      { prompt: msg`Ailenle birlikte havadaki karbondioksit artışını azaltmaya yardım edecek üç davranış öner.`, lines: 3 },
    ],
    table: {
      caption: msg`Işık uzaklığı ve kabarcık sayısı`,
      columns: [msg`Fenerin uzaklığı (cm)`, msg`1. sayım`, msg`2. sayım`, msg`3. sayım`, msg`Ortalama (kabarcık/dakika)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ve Göletin Sessiz Fabrikası`,
    paragraphs: [
      msg`Sıcak bir yaz öğleden sonrası Sincap Fındık, göletin kenarında oturmuş suya bakıyordu. Suyun altındaki ince yapraklı otların üzerinden minik, gümüş rengi kabarcıklar yükseliyordu.`,
      msg`Derken bir bulut Güneş’in önünü kapattı. Fındık şaşırdı: kabarcıklar seyrekleşmişti. Bulut geçince kabarcıklar yeniden çoğaldı. “Bu otların Güneş’le ne alıp veremediği var?” diye söylendi.`,
      msg`Yanındaki taşta güneşlenen Kurbağa Vırak güldü: “Alıp vermek tam doğru kelime! Otlar Güneş’in ışığını alır; bu enerjiyle sudaki karbondioksiti ve suyu besine dönüştürür. O kabarcıklar da verdikleri oksijen. Işık azalınca fabrika yavaşlar.”`,
      msg`Fındık düşündü: “Demek göletteki balıkların soluduğu oksijenin bir kısmı bu otlardan geliyor. Larvalar otları yiyor, balıklar larvaları, balıkçıl da balıkları… Hepsinin enerjisi aslında Güneş’ten geliyor!”`,
      msg`“Ama her basamakta enerjinin çoğu harcanıyor,” diye ekledi Vırak. “Bu yüzden gölette binlerce larva, yüzlerce balık ama yalnızca bir balıkçıl var.” O akşam Fındık defterine bir enerji piramidi çizdi ve en alt basamağa kocaman harflerle “Üreticiler” yazdı.`,
    ],
    lesson: msg`Üreticiler fotosentezle ışık enerjisini besindeki kimyasal enerjiye dönüştürür; bu enerji besin zinciri boyunca azalarak aktarılır ve ışık şiddeti arttıkça fotosentez belli bir sınıra kadar hızlanır.`,
  },
};
