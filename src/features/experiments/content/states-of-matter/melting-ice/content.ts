import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kışın donan su birikintileri güneş açınca erir; ıslak çamaşırlar ipte kurur; soğuk bir bardağın dışında su damlaları belirir. Bunların hepsi hâl değişimidir.`,
    sections: [
      {
        heading: msg`Isı alan ve ısı veren hâl değişimleri`,
        paragraphs: [
          msg`Katının ısı alarak sıvı hâle geçmesine erime denir; buzun su olması gibi. Sıvının ısı vererek katı hâle geçmesine donma denir; suyun buz olması gibi.`,
          msg`Sıvının ısı alarak gaz hâle geçmesine buharlaşma denir. Buharlaşma her sıcaklıkta, sıvının yüzeyinden yavaş yavaş olur; çamaşırların kuruması buna örnektir.`,
          msg`Gazın ısı vererek sıvı hâle geçmesine yoğuşma denir. Soğuk bir şişenin dışında oluşan damlalar, havadaki su buharının yoğuşmasıyla oluşur.`,
        ],
      },
      {
        heading: msg`Erime ve kaynama noktası`,
        paragraphs: [
          msg`Saf suyun erime noktası 0 °C’dir. Donma noktası da aynıdır: saf su 0 °C’de donar.`,
          msg`Sıvının her yerinde kabarcıklar oluşturarak hızla gaz hâle geçmesine kaynama denir. Saf su deniz seviyesinde 100 °C’de kaynar. Yüksek dağlarda hava basıncı düşük olduğu için su daha düşük sıcaklıkta kaynar.`,
        ],
      },
      {
        heading: msg`Hâl değişirken sıcaklık sabit kalır`,
        paragraphs: [
          msg`Buz erirken verilen ısı buzu eritmeye harcanır. Bu yüzden buzun tamamı eriyene kadar buz–su karışımının sıcaklığı 0 °C’de kalır.`,
          msg`Su kaynarken de verilen ısı suyu buhara dönüştürmeye harcanır. Su kaynadığı sürece sıcaklığı 100 °C’de sabit kalır; ocağın altını açmak suyu daha sıcak yapmaz, yalnızca daha hızlı buharlaştırır.`,
        ],
      },
      {
        heading: msg`Isı ve sıcaklık aynı şey değil`,
        paragraphs: [
          msg`Isı, sıcaklığı farklı maddeler arasında aktarılan enerjidir ve sıcak olandan soğuk olana akar. Sıcaklık ise bir maddenin ne kadar sıcak ya da soğuk olduğunun ölçüsüdür ve termometreyle ölçülür. Birimi santigrat derecedir (°C).`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Erime`, definition: msg`Katının ısı alarak sıvı hâle geçmesi.` },
      { term: msg`Donma`, definition: msg`Sıvının ısı vererek katı hâle geçmesi.` },
      { term: msg`Buharlaşma`, definition: msg`Sıvının ısı alarak gaz hâle geçmesi.` },
      { term: msg`Yoğuşma`, definition: msg`Gazın ısı vererek sıvı hâle geçmesi.` },
      { term: msg`Kaynama noktası`, definition: msg`Bir sıvının kaynadığı sıcaklık; saf su için deniz seviyesinde 100 °C.` },
      { term: msg`Erime noktası`, definition: msg`Bir katının eridiği sıcaklık; buz için 0 °C.` },
    ],
  },
  procedure: {
    goal: msg`Eriyen buzun sıcaklığını zamanla ölçmek ve erime sırasında sıcaklığın nasıl değiştiğini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kırılmış buz (az buz ders süresinde daha çabuk erir)`, quantity: msg`Yarım çay bardağı` },
      { name: msg`Küçük çelik ya da ince plastik bardak`, quantity: msg`1 tane` },
      { name: msg`Alkollü termometre (−20 °C ile 110 °C arası)`, quantity: msg`1 tane` },
      { name: msg`Kronometre ya da saat`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Cıvalı termometre kullanma; alkollü termometre kullan. Termometreyi karıştırma çubuğu gibi kullanma.`,
      msg`Deneyde ısıtıcı ya da ateş kullanılmaz; buz oda sıcaklığında kendiliğinden erir.`,
      msg`Kaynama deneyini yalnızca bir yetişkin, elektrikli su ısıtıcısıyla yapabilir. Kaynar suya ve buhara dokunma, çok yakıcıdır.`,
      msg`Termometre kırılırsa dokunma, hemen öğretmenine haber ver.`,
      msg`Dondurucudan yeni çıkmış buzu uzun süre çıplak elle tutma; buzu kaşıkla aktar.`,
    ],
    steps: [
      msg`Bardağı kırılmış buzla doldur ve termometrenin haznesini buzların arasına yerleştir.`,
      msg`Bir dakika bekle ve ilk sıcaklığı oku. Zamanı 0. dakika olarak tabloya yaz.`,
      msg`Kronometreyi başlat. Her 2 dakikada bir sıcaklığı oku ve kapta ne gördüğünü (yalnız buz, buz ve su, yalnız su) tabloya yaz.`,
      msg`Buzların tamamı eridikten sonra da 3 ölçüm daha yap.`,
      msg`Ölçümlerinle bir sıcaklık–zaman grafiği çiz: yatay eksene zamanı, dikey eksene sıcaklığı yaz.`,
    ],
    observations: [
      msg`Kapta hem buz hem su varken termometre hangi değeri gösterdi?`,
      msg`Sıcaklık ne zaman yükselmeye başladı?`,
      msg`Kabın dış yüzeyinde su damlaları oluştu mu? Bu damlalar nereden geldi?`,
    ],
    conclusion: msg`Buz, çevresindeki havadan ısı alarak erir. Kapta buz olduğu sürece sıcaklık yaklaşık 0 °C’de sabit kalır; çünkü alınan ısı erimeye harcanır. Buzun hepsi eriyince su ısınmaya başlar ve sıcaklık yükselir. Kabın dışındaki damlalar havadaki su buharının soğuk yüzeyde yoğuşmasıyla oluşur.`,
  },
  questions: [
    {
      id: 'melting-temperature',
      prompt: msg`Bir kapta buz ile su birlikte dururken termometre kaç °C gösterir?`,
      options: [msg`−10 °C`, msg`0 °C`, msg`25 °C`, msg`100 °C`],
      correctIndex: 1,
      explanation: msg`Buz eridiği sürece buz–su karışımının sıcaklığı erime noktasında, yani 0 °C’de kalır.`,
      hints: [
        msg`Deneyde kapta hem buz hem su varken termometrenin gösterdiği değeri hatırla.`,
        msg`Buz erirken aldığı ısıyı neye harcar? Bu sırada sıcaklık yükselir mi?`,
        msg`Bu sıcaklık buzun erime noktasıdır; konu anlatımında bulabilirsin.`,
      ],
    },
    {
      id: 'boiling-point',
      prompt: msg`Saf su deniz seviyesinde kaç °C’de kaynar?`,
      options: [msg`0 °C`, msg`50 °C`, msg`100 °C`, msg`150 °C`],
      correctIndex: 2,
      explanation: msg`Saf su deniz seviyesinde 100 °C’de kaynar. Kaynama sürdükçe sıcaklığı 100 °C’de kalır.`,
      hints: [
        msg`Kaynama noktası, bir sıvının her yerinden kabarcıklar çıkarak gaza dönüştüğü sıcaklıktır.`,
        msg`Konu anlatımındaki “Erime ve kaynama noktası” bölümüne bak.`,
        msg`Yüksek dağlarda su daha düşük sıcaklıkta kaynar; soru ise deniz seviyesini soruyor.`,
      ],
    },
    {
      id: 'constant-temperature',
      prompt: msg`Deniz seviyesinde kaynayan saf suyun altındaki ısıtıcının gücü artırılırsa suyun sıcaklığı ne olur?`,
      options: [msg`100 °C’nin üstüne çıkar`, msg`100 °C’de kalır, su daha hızlı buharlaşır`, msg`Düşer`],
      correctIndex: 1,
      explanation: msg`Kaynama sırasında verilen ısı sıvıyı gaza dönüştürmeye harcanır. Sıcaklık 100 °C’de kalır; yalnızca buharlaşma hızlanır.`,
      hints: [
        msg`Buz erirken sıcaklığın sabit kaldığını deneyde gördün. Kaynama da bir hâl değişimidir.`,
        msg`Kaynama sırasında verilen fazladan ısı suyu ısıtmaya mı, buhara dönüştürmeye mi harcanır?`,
      ],
    },
    {
      id: 'condensation',
      prompt: msg`Buzdolabından çıkan soğuk bir şişenin dışında su damlaları oluşur. Bu hangi hâl değişimidir?`,
      options: [msg`Erime`, msg`Donma`, msg`Yoğuşma`, msg`Kaynama`],
      correctIndex: 2,
      explanation: msg`Havadaki su buharı soğuk şişeye değince ısı verir ve sıvı hâle geçer. Gazın sıvı hâle geçmesine yoğuşma denir.`,
      hints: [
        msg`Damlalar şişenin içinden sızmaz; dışarıdaki havadan gelir.`,
        msg`Havada gözle göremediğimiz su buharı vardır. Su buharı soğuk yüzeye değince hangi hâle geçer?`,
        msg`Gazın sıvı hâle geçmesinin adını konu anlatımında bul.`,
      ],
    },
    {
      id: 'heat-gain',
      prompt: msg`Aşağıdaki hâl değişimlerinden hangisinde madde ısı verir?`,
      options: [msg`Erime`, msg`Buharlaşma`, msg`Donma`, msg`Kaynama`],
      correctIndex: 2,
      explanation: msg`Donmada sıvı ısı vererek katı olur. Erime, buharlaşma ve kaynamada ise madde ısı alır.`,
      hints: [
        msg`Konu anlatımında her hâl değişiminin yanında maddenin ısı mı aldığı, ısı mı verdiği yazıyor. Seçenekleri bu gözle tek tek incele.`,
        msg`Seçeneklerden hangisinde madde daha düzenli bir hâle, sıvıdan katıya, geçer?`,
      ],
    },
    {
      id: 'drying-clothes',
      prompt: msg`İpe asılan ıslak çamaşırların kuruması hangi olaya örnektir?`,
      options: [msg`Buharlaşma`, msg`Yoğuşma`, msg`Donma`],
      correctIndex: 0,
      explanation: msg`Çamaşırdaki su, kaynamadan, yüzeyden yavaş yavaş gaz hâline geçer. Bu buharlaşmadır.`,
      hints: [
        msg`Çamaşırdaki su nereye gidiyor? Yere damlamıyorsa hangi hâle geçiyor olabilir?`,
        msg`Bir sıvının gaz hâline geçmesinin iki yolu vardır; ipteki çamaşırlar kaynamıyor.`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Isınma eğrisi`,
    instructions: msg`−20 °C’deki buzu “Isıt” düğmesiyle ya da süre kaydırıcısıyla ısıt. Grafiğin düz kaldığı iki bölümü bul: o sırada madde hangi hâlde ve sıcaklık kaç °C?`,
    simulation: 'heating-curve',
  },
  worksheet: {
    title: msg`Eriyen Buz Çalışma Sayfası`,
    instructions: msg`Her 2 dakikada bir ölçtüğün sıcaklığı tabloya yaz. Sonra tablondaki değerlerle kareli bir kâğıda sıcaklık–zaman grafiği çiz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Tablona göre kapta buz varken sıcaklık nasıl değişti?`, lines: 2 },
      { prompt: msg`Buzun hepsi eridikten sonra sıcaklık neden yükselmeye başladı?`, lines: 3 },
      { prompt: msg`Günlük hayattan birer erime, donma, buharlaşma ve yoğuşma örneği yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Eriyen buzun sıcaklığı`,
      columns: [msg`Zaman (dakika)`, msg`Sıcaklık (°C)`, msg`Kapta ne var? (buz, buz + su, su)`],
      rows: 12,
    },
  },
  story: {
    title: msg`Fındık ve Dondurma Günü`,
    paragraphs: [
      msg`Yaz gelmişti. Sincap Fındık, ormanın bilgesi Baykuş Nine’nin serin mağarasında sakladığı buz kalıplarıyla meyveli dondurma yapmak istiyordu.`,
      msg`Buzları bir kaba koydu, içine de termometresini daldırdı. Termometre 0 °C’yi gösteriyordu. On dakika sonra buzların yarısı erimişti ama termometre hâlâ 0 °C diyordu.`,
      msg`“Termometrem bozuldu herhalde!” diye söylendi Fındık. Baykuş Nine kanatlarını açıp güldü: “Bozulmadı yavrum. Buz erirken aldığı bütün ısıyı erimeye harcar. Son buz parçası eriyene kadar sıcaklık değişmez.”`,
      msg`Gerçekten de son buz eridikten sonra termometre yavaş yavaş yükselmeye başladı. Fındık defterine yazdı: “Hâl değişirken sıcaklık sabit kalır.” Sonra dondurmasını erimeden yedi!`,
    ],
    lesson: msg`Buz 0 °C’de erir ve tamamı eriyene kadar buz–su karışımının sıcaklığı 0 °C’de kalır. Su da deniz seviyesinde 100 °C’de kaynar; kaynarken sıcaklığı değişmez.`,
  },
};
