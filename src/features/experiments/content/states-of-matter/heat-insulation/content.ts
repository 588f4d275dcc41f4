import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sıcak çorbayı metal bir kaşıkla karıştırırsan kaşığın sapı çabucak ısınır; tahta kaşığın sapı ise serin kalır. Bazı maddeler ısıyı kolayca iletir, bazıları iletmez. Evlerimizi sıcak tutmak ve yakıtı boşa harcamamak için bu farkı bilmemiz gerekir.`,
    sections: [
      {
        heading: msg`Isı iletkenleri ve ısı yalıtkanları`,
        paragraphs: [
          msg`Isı, sıcaklığı yüksek olan maddeden sıcaklığı düşük olan maddeye doğru akar. Sıcak suyun hızlı hareket eden tanecikleri kabın duvarındaki taneciklere çarparak enerjilerini aktarır; duvarın tanecikleri de enerjiyi dışarıdaki havaya aktarır. Isının tanecikten taneciğe bu şekilde aktarılmasına ısı iletimi denir.`,
          msg`Isıyı iyi ileten maddelere ısı iletkeni denir: bakır, alüminyum ve demir gibi metaller. Isıyı iyi iletmeyen maddelere ısı yalıtkanı denir: tahta, plastik, yün, köpük (strafor) ve hava. Bu yüzden tencereler metalden, tencere kulpları ise plastik ya da tahtadan yapılır.`,
          msg`Yün ve köpük gibi maddelerin içinde hapsolmuş çok sayıda küçük hava boşluğu vardır. Durgun hava ısıyı çok kötü ilettiği için bu maddeler iyi birer ısı yalıtkanıdır.`,
        ],
      },
      {
        heading: msg`Binalarda ısı yalıtımı`,
        paragraphs: [
          msg`Kışın evin içindeki ısı duvarlardan, pencerelerden ve çatıdan dışarı kaçar. Bunu azaltmak için binaların dış duvarları köpük ya da taş yünü levhalarla kaplanır (mantolama), pencerelerde iki camın arasında hava bulunan çift camlar kullanılır. Bu önlemlere ısı yalıtımı denir.`,
          msg`Bir yalıtım malzemesi seçilirken ısıyı az iletmesine, nemden etkilenmemesine, kolay yanmamasına, uzun ömürlü, ucuz ve çevreye zararsız olmasına bakılır. İyi yalıtılmış bir ev daha az yakıt harcar. Bu hem aile bütçesine hem ülke ekonomisine katkı sağlar, hem de havayı daha az kirletir.`,
        ],
      },
      {
        heading: msg`Yoğunluk`,
        paragraphs: [
          msg`Bir maddenin birim hacminin kütlesine yoğunluk denir: yoğunluk = kütle ÷ hacim. Birimi genellikle g/cm³ ya da g/mL’dir. Saf suyun yoğunluğu yaklaşık 1 g/cm³’tür.`,
          msg`Yoğunluk, maddeyi tanıtan bir özelliktir. Sudan daha az yoğun olan tahta, zeytinyağı ve buz suyun üstünde kalır; sudan daha yoğun olan demir ve taş batar. Buz sudan az yoğun olduğu için göller yüzeyden donar ve buz üstte kalır. Buzun altındaki su genellikle sıvı kalır ve balıklar kışı böyle atlatır.`,
        ],
      },
      {
        heading: msg`Yakıtlar ve güvenli kullanım`,
        paragraphs: [
          msg`Yanarak ısı veren maddelere yakıt denir. Odun ve kömür katı, benzin, motorin ve gaz yağı sıvı, doğal gaz ve tüp gaz (LPG) gaz yakıtlardır. Yakıtlar yanarken havayı kirleten gazlar, duman ve kül oluşur; yakıt tasarrufu çevreyi de korur.`,
          msg`Soba, şofben ya da kombi iyi yanmadığında veya bacası tıkalı olduğunda renksiz, kokusuz ve çok zehirli karbon monoksit gazı oluşur. Bu yüzden bacalar her yıl temizletilir, kömür sobası gece kapakları kısılarak yanar hâlde bırakılmaz, ortam havalandırılır ve karbon monoksit dedektörü kullanılır. Baş ağrısı, bulantı ve uyku hâli fark edilirse hemen pencereler açılır, açık havaya çıkılır ve 112 aranır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Isı iletimi`, definition: msg`Isının bir maddenin içinde tanecikten taneciğe aktarılması.` },
      { term: msg`Isı iletkeni`, definition: msg`Isıyı iyi ileten madde; örneğin bakır.` },
      { term: msg`Isı yalıtkanı`, definition: msg`Isıyı iyi iletmeyen madde; örneğin yün ve köpük.` },
      { term: msg`Isı yalıtımı`, definition: msg`Isı kaybını azaltmak için yalıtkan malzemeler kullanılması; örneğin mantolama.` },
      { term: msg`Yoğunluk`, definition: msg`Bir maddenin birim hacminin kütlesi; kütle ÷ hacim.` },
      { term: msg`Karbon monoksit`, definition: msg`Yakıtlar iyi yanmadığında oluşan renksiz, kokusuz ve zehirli gaz.` },
    ],
  },
  procedure: {
    goal: msg`Farklı malzemelerle sarılan kavanozlardaki sıcak suyun ne kadar hızlı soğuduğunu ölçerek en iyi ısı yalıtkanını bulmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Aynı boyda, kapaklı cam kavanoz`, quantity: msg`4 tane` },
      { name: msg`Sarma malzemeleri: yün atkı, köpük (strafor) levha parçaları, gazete kâğıdı`, quantity: msg`1’er tane` },
      { name: msg`Bant ve lastik bant`, quantity: msg`1’er tane` },
      { name: msg`Sıcak su (yaklaşık 50 °C, bir yetişkin hazırlar ve döker)`, quantity: msg`1 L` },
      { name: msg`Alkollü ya da dijital termometre`, quantity: msg`4 tane (yoksa 1 tane, sırayla)` },
      { name: msg`Ölçü kabı ve kronometre`, quantity: msg`1’er tane` },
      { name: msg`Metal, plastik ve tahta kaşık`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Suyu yalnızca bir yetişkin ısıtır ve döker. Kaynar su kullanılmaz; en çok 50 °C’lik su yeterlidir.`,
      msg`50 °C’lik su da uzun süre değerse cildi yakabilir. Parmağını suya sokma; su konduktan sonra kavanozları taşıma ve devirme.`,
      msg`Ateş, ocak ya da mum kullanma. Yakıtlarla deney yapılmaz; onları yalnızca konu anlatımında tanırız.`,
      msg`Boş cam kavanozu iki elinle taşı. Kırılırsa parçalara dokunma, öğretmenine haber ver.`,
      msg`Kapaktaki deliğin kenarı keskin olabilir. Deliği yetişkin açar ve kenarını bantla kaplar; termometreyi delikten zorlayarak sokma.`,
      msg`Cıvalı termometre kullanma ve termometreyi karıştırma çubuğu gibi kullanma.`,
    ],
    steps: [
      msg`Kavanozlara A, B, C ve D harflerini yaz. Bir yetişkin her kapağın ortasına termometrenin geçeceği kadar bir delik açsın.`,
      msg`A’yı yün atkıyla, B’yi köpük levhalarla, C’yi birkaç kat gazete kâğıdıyla sar ve bantla. D’yi sarmadan bırak; bu senin kontrol kavanozun olacak.`,
      msg`Yetişkin, ölçü kabıyla her kavanoza 200 mL sıcak su koysun. Kapakları kapat, termometreleri deliklerden suya daldır ve ilk sıcaklıkları tabloya yaz.`,
      msg`Kronometreyi başlat. 20 dakika boyunca her 5 dakikada bir dört kavanozun sıcaklığını oku ve tabloya yaz.`,
      msg`Beklerken kaşık deneyini yap: metal, plastik ve tahta kaşığı, yetişkinin sıcak su doldurduğu bir bardağa aynı anda koy. 2 dakika sonra kaşıkların saplarına sırayla dokun.`,
      msg`20. dakikanın sonunda her kavanoz için sıcaklık düşüşünü hesapla (ilk sıcaklık − son sıcaklık).`,
      msg`Kavanozları en iyi yalıtılandan en kötü yalıtılana doğru sırala. Malzemeleri ve kaşıkları ısı iletkeni ve ısı yalıtkanı olarak grupla.`,
    ],
    observations: [
      msg`Hangi kavanozun suyu en çabuk soğudu? Hangisinin suyu en uzun süre sıcak kaldı?`,
      msg`Kontrol kavanozu (D) ile sarılı kavanozları karşılaştırınca ne görüyorsun?`,
      msg`Hangi kaşığın sapı ısındı? Bu kaşık hangi maddeden yapılmış?`,
      msg`Deneyi adil yapmak için hangi şeyleri aynı tuttun?`,
    ],
    conclusion: msg`Isı, sıcak sudan kavanozun duvarına, oradan da daha soğuk olan havaya akar. Yün ve köpük gibi içinde hava boşlukları bulunan maddeler ısıyı iyi iletmediği için suyun daha uzun süre sıcak kalmasını sağlar; bunlar ısı yalıtkanıdır. Metal kaşığın sapının ısınması, metallerin iyi birer ısı iletkeni olduğunu gösterir. Binalarda da aynı ilkeyle ısı yalıtımı yapılır.`,
  },
  questions: [
    {
      id: 'best-conductor',
      prompt: msg`Aşağıdaki maddelerden hangisi ısıyı en iyi iletir?`,
      options: [msg`Tahta`, msg`Yün`, msg`Bakır`, msg`Köpük (strafor)`],
      correctIndex: 2,
      explanation: msg`Bakır bir metaldir ve metaller ısıyı iyi iletir. Tahta, yün ve köpük ısı yalıtkanıdır.`,
      hints: [msg`Kaşık deneyinde hangi kaşığın sapı çabuk ısınmıştı?`, msg`Seçeneklerden hangisi bir metal?`],
    },
    {
      id: 'read-results',
      prompt: msg`Bir deneyde 50 °C’lik su konan kavanozların 20 dakika sonraki sıcaklıkları şöyle: sarılmamış kavanoz 36 °C, gazeteyle sarılmış kavanoz 40 °C, köpükle sarılmış kavanoz 45 °C. Hangi malzeme en iyi ısı yalıtkanıdır?`,
      options: [msg`Gazete kâğıdı`, msg`Köpük`, msg`Kavanozun camı`],
      correctIndex: 1,
      explanation: msg`Köpükle sarılmış kavanozun suyu yalnızca 5 °C soğumuş; en az ısıyı o kaybetmiş. En az ısı kaybettiren malzeme en iyi yalıtkandır.`,
      hints: [
        msg`İyi bir yalıtkan suyun ısısını uzun süre içeride tutar.`,
        msg`Her kavanozun sıcaklığının 50 °C’den ne kadar düştüğünü hesapla.`,
        msg`En az soğuyan kavanozu hangi malzeme sarıyordu?`,
      ],
    },
    {
      id: 'control-jar',
      prompt: msg`Deneyde D kavanozunu hiç sarmadan bırakmamızın nedeni nedir?`,
      options: [
        msg`Sarılı kavanozların sonuçlarını karşılaştırabileceğimiz bir ölçü olsun diye`,
        msg`Sarmak için malzeme yetmediği için`,
        msg`Onun suyu daha uzun süre sıcak kalsın diye`,
      ],
      correctIndex: 0,
      explanation: msg`Sarılmamış kavanoz kontrol grubudur. Sarılı kavanozlardaki suyun ondan ne kadar yavaş soğuduğuna bakarak her malzemenin işe yarayıp yaramadığını anlarız.`,
      hints: [
        msg`Bir malzemenin işe yarayıp yaramadığını nasıl anlarsın? Onu bir şeyle kıyaslaman gerekir.`,
        msg`D kavanozu öbürleriyle aynı su ve aynı kavanozla hazırlandı; tek farkı hiçbir malzemeyle sarılmamış olması.`,
      ],
    },
    {
      id: 'density',
      prompt: msg`Kütlesi 60 g, hacmi 20 cm³ olan bir taşın yoğunluğu kaç g/cm³’tür?`,
      options: [msg`40 g/cm³`, msg`1.200 g/cm³`, msg`3 g/cm³`, msg`80 g/cm³`],
      correctIndex: 2,
      explanation: msg`Yoğunluk = kütle ÷ hacim = 60 g ÷ 20 cm³ = 3 g/cm³. Bu değer sudan büyük olduğu için taş suda batar.`,
      hints: [msg`Yoğunluk, bir maddenin birim hacminin kütlesidir.`, msg`Kütleyi hacme bölmen gerekiyor; toplama, çıkarma ya da çarpma değil.`],
    },
    {
      id: 'gas-fuel',
      prompt: msg`Aşağıdakilerden hangisi gaz yakıttır?`,
      options: [msg`Odun`, msg`Motorin`, msg`Kömür`, msg`Doğal gaz`],
      correctIndex: 3,
      explanation: msg`Doğal gaz, borularla evlere taşınan bir gaz yakıttır. Odun ve kömür katı, motorin sıvı yakıttır.`,
      hints: [msg`Yakıtlar katı, sıvı ve gaz olarak üç gruba ayrılır.`, msg`Hangisi evlere borularla gelir ve ocakta mavi alevle yanar?`],
    },
    {
      id: 'carbon-monoxide',
      prompt: msg`Sobayla ısınan bir odada Selin’in başı ağrıyor, midesi bulanıyor ve uykusu geliyor. Selin ne yapmalıdır?`,
      options: [
        msg`Sobanın kapağını kısıp uyumalı.`,
        msg`Hemen pencereleri açıp açık havaya çıkmalı ve bir yetişkine haber vermeli.`,
        msg`Odanın kapısını kapatıp ısınmaya devam etmeli.`,
      ],
      correctIndex: 1,
      explanation: msg`Bu belirtiler karbon monoksit zehirlenmesinin işareti olabilir. Bu gaz renksiz ve kokusuzdur. Hemen temiz havaya çıkılmalı, bir yetişkine haber verilmeli ve gerekirse 112 aranmalıdır.`,
      hints: [msg`İyi yanmayan bir sobadan hangi zehirli gaz çıkabilir?`, msg`Bu gaz renksiz ve kokusuzdur; odadaki havanın değişmesi gerekir.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Isı iletkeni mi, ısı yalıtkanı mı?`,
    instructions: msg`Her nesneye dokun, sonra doğru kutuya dokun. İstersen nesneyi sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'conductor', label: msg`Isı iletkeni` },
      { id: 'insulator', label: msg`Isı yalıtkanı` },
    ],
    items: [
      {
        id: 'steel-pot',
        label: msg`Çelik tencere`,
        emoji: '🍲',
        categoryId: 'conductor',
        explanation: msg`Metal tencere ocağın ısısını yemeğe çabucak iletir.`,
      },
      {
        id: 'metal-spoon',
        label: msg`Metal kaşık`,
        emoji: '🥄',
        categoryId: 'conductor',
        explanation: msg`Sıcak çorbadaki metal kaşığın sapı kısa sürede ısınır.`,
      },
      {
        id: 'radiator',
        label: msg`Kalorifer peteği`,
        emoji: '♨️',
        categoryId: 'conductor',
        explanation: msg`Metal petek, içindeki sıcak suyun ısısını odaya iletir.`,
      },
      { id: 'frying-pan', label: msg`Döküm tava`, emoji: '🍳', categoryId: 'conductor', explanation: msg`Demir tava ısıyı iletir ve yumurtayı pişirir.` },
      {
        id: 'wool-scarf',
        label: msg`Yün atkı`,
        emoji: '🧣',
        categoryId: 'insulator',
        explanation: msg`Yünün lifleri arasındaki hava, vücudumuzun ısısını içeride tutar.`,
      },
      {
        id: 'oven-mitt',
        label: msg`Fırın eldiveni`,
        emoji: '🧤',
        categoryId: 'insulator',
        explanation: msg`Kalın kumaş eldiven, sıcak tepsinin ısısını elimize iletmez.`,
      },
      {
        id: 'foam-box',
        label: msg`Köpük (strafor) kutu`,
        emoji: '📦',
        categoryId: 'insulator',
        explanation: msg`Köpüğün içindeki hava boşlukları dondurmayı uzun süre soğuk tutar.`,
      },
      {
        id: 'wooden-spoon',
        label: msg`Tahta kaşık`,
        emoji: '🪵',
        categoryId: 'insulator',
        explanation: msg`Tahta ısıyı iyi iletmez; sapı sıcak yemekte bile serin kalır.`,
      },
      {
        id: 'double-glazing',
        label: msg`Çift camlı pencere`,
        emoji: '🪟',
        categoryId: 'insulator',
        explanation: msg`İki cam arasındaki hava katmanı, evin ısısının dışarı kaçmasını azaltır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Isı Yalıtımı Çalışma Sayfası`,
    instructions: msg`Her kavanozun sıcaklığını 5 dakikada bir tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Deneyinde değiştirdiğin, ölçtüğün ve aynı tuttuğun değişkenleri yaz.`, lines: 3 },
      { prompt: msg`Evinde ya da okulunda ısı yalıtımı için kullanılan iki örnek yaz. Bunlar aile bütçesine nasıl katkı sağlar?`, lines: 3 },
      { prompt: msg`Kütlesi 54 g, hacmi 20 cm³ olan bir maddenin yoğunluğunu hesapla. Bu madde suda yüzer mi, batar mı?`, lines: 3 },
      { prompt: msg`Soba ve doğal gaz zehirlenmelerine karşı alınacak üç önlem yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Kavanozlardaki suyun sıcaklığı (°C)`,
      columns: [msg`Zaman (dakika)`, msg`A: yün`, msg`B: köpük`, msg`C: gazete`, msg`D: sarılmamış`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Sıcak Yuvası`,
    paragraphs: [
      msg`Kış erken gelmişti. Sincap Fındık’ın ağaç kovuğundaki yuvası her gece biraz daha soğuyordu. Fındık, kovuğun ağzından giren soğuk rüzgâra bakıp düşündü: “Isı içeriden dışarı kaçıyor. Onu nasıl durdurabilirim?”`,
      msg`Arkadaşı Kirpi Diken bir parça alüminyum levha getirdi: “Bununla kapat, çok sağlam!” Fındık levhaya dokundu; buz gibiydi. “Metal ısıyı çok iyi iletir,” dedi. “Isıyı tutmaz, dışarıya taşır.”`,
      msg`Bunun yerine kuru yosun, kuş tüyü ve yün parçaları topladılar. Kovuğun duvarlarını kat kat kapladılar. “Bunların arasında küçük hava boşlukları var,” diye açıkladı Fındık. “Durgun hava ısıyı iyi iletmez.” O gece yuva sımsıcak kaldı.`,
      msg`Ertesi sabah Baykuş Nine’nin kulübesine uğradılar. Baykuş Nine sobasını yakmıştı ama pencereyi aralık bırakmıştı. “Soba iyi yanmazsa renksiz, kokusuz ve zehirli bir gaz çıkar,” dedi. “Bacayı temiz tutar, odayı havalandırırım.”`,
      msg`Fındık gülümsedi: “İyi yalıtılmış bir yuva daha az yakacak ister. Hem yakacağı hem ormanın havasını korumuş oluruz!”`,
    ],
    lesson: msg`İçinde hava boşlukları olan yün ve köpük gibi ısı yalıtkanları ısı kaybını azaltır. İyi yalıtılmış bir ev daha az yakıt harcar; yakıtlar ise her zaman güvenli kullanılmalıdır.`,
  },
};
