import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sabah çalar saat çalar, kuşlar öter, musluktan su akar. Gözlerini kapatsan bile bu seslerin ne olduğunu ve nereden geldiğini çoğu zaman bilirsin. Bunu kulakların sayesinde yaparsın.`,
    sections: [
      {
        heading: msg`Her sesin bir kaynağı vardır`,
        paragraphs: [
          msg`Ses çıkaran varlıklara ses kaynağı denir. Konuşan bir insan, havlayan bir köpek, çalan bir telefon ve akan bir dere birer ses kaynağıdır.`,
          msg`Duyduğumuz her sesin onu çıkaran bir kaynağı vardır. Kaynağı göremesek bile kulağımız sesi işitir. Çoğu zaman sesten kaynağın ne olduğunu da tahmin edebiliriz.`,
        ],
      },
      {
        heading: msg`Doğal ve yapay ses kaynakları`,
        paragraphs: [
          msg`Doğada kendiliğinden bulunan ses kaynaklarına doğal ses kaynağı denir. İnsan, hayvanlar, rüzgâr, gök gürültüsü ve şelale doğal ses kaynaklarıdır.`,
          msg`İnsanların yaptığı ses kaynaklarına yapay ses kaynağı denir. Zil, davul, televizyon, araba kornası ve çalar saat yapay ses kaynaklarıdır.`,
        ],
      },
      {
        heading: msg`Ses her yöne yayılır`,
        paragraphs: [
          msg`Sınıfın ortasında biri el çırptığında öndeki, arkadaki ve yanlardaki herkes sesi duyar. Çünkü ses, kaynağından her yöne yayılır.`,
          msg`İki kulağımız sesin hangi yönden geldiğini bulmamıza yardım eder. Sağdan gelen ses sağ kulağımıza biraz daha önce ve biraz daha güçlü ulaşır. Beynimiz bu farktan sesin yönünü anlar.`,
        ],
      },
      {
        heading: msg`Yaklaşan ve uzaklaşan sesler`,
        paragraphs: [
          msg`Ses kaynağı bize yaklaştıkça sesini daha güçlü, uzaklaştıkça daha zayıf duyarız.`,
          msg`Yaklaşan bir ambulansın sirenini giderek daha güçlü duyarız. Böylece onu görmeden önce geldiğini anlar ve yol veririz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Ses kaynağı`, definition: msg`Ses çıkaran varlık.` },
      { term: msg`Doğal ses kaynağı`, definition: msg`Doğada kendiliğinden bulunan ses kaynağı; örneğin kuş ve rüzgâr.` },
      { term: msg`Yapay ses kaynağı`, definition: msg`İnsanların yaptığı ses kaynağı; örneğin zil ve davul.` },
      { term: msg`İşitme`, definition: msg`Sesleri kulaklarımızla algılamamız.` },
    ],
  },
  procedure: {
    goal: msg`Gözler kapalıyken sesleri tanıyarak her sesin bir kaynağı olduğunu, sesin her yöne yayıldığını ve ses kaynağının yerini kulağımızla bulabildiğimizi göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Göz bandı olarak temiz bir eşarp`, quantity: msg`1 tane` },
      { name: msg`Küçük zil ya da çıngırak`, quantity: msg`1 tane` },
      {
        name: msg`Ses çıkaracak eşyalar: kâğıt, içinde pirinç olan kapalı kutu, anahtarlık, içinde biraz su olan plastik sürahi ve plastik bardak`,
        quantity: msg`Birer tane`,
      },
      { name: msg`Sandalye`, quantity: msg`1 tane` },
      { name: msg`Tebeşir ya da yere yapışan renkli bant`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Gözü bağlı arkadaş yerinden kalkmaz ve yürümez; sandalyede oturur.`,
      msg`Sesleri kimsenin kulağının dibinde çıkarma; zili ve eşyaları en az bir adım uzakta kullan.`,
      msg`Bağırma ve çok yüksek sesler çıkarma. Çok şiddetli sesler kulaklarımıza zarar verebilir.`,
      msg`Bir kulağını kapatırken avucunu hafifçe kulağına bastır. Kulağına pamuk, kalem ya da başka bir şey sokma.`,
      msg`Su dökülürse hemen sil; ıslak zeminde kayabilirsin.`,
    ],
    steps: [
      msg`Sınıfın ortasına bir sandalye koy. Çevresine tebeşirle ya da bantla büyük bir çember çiz. Bir arkadaşın sandalyeye otursun ve gözlerini bağlasın.`,
      msg`Öğretmenin sırayla farklı sesler çıkarsın: kâğıdı buruştursun, kutuyu sallasın, anahtarları şıngırdatsın, sürahiden bardağa su döksün. Gözü bağlı arkadaş her sesin ne olduğunu tahmin etsin. Tahmini tabloya yaz.`,
      msg`Sınıftaki arkadaşlar çemberin farklı yerlerinde dursun: önde, arkada, sağda ve solda. Öğretmen sessizce birini işaret etsin; o kişi zili bir kez çalsın. Gözü bağlı arkadaş sesin geldiği yönü eliyle göstersin.`,
      msg`Gözü bağlı arkadaş avucuyla bir kulağını kapatsın. Zil yine farklı yönlerden çalınsın. Yönü bulmak kolay mı, zor mu? Not al.`,
      msg`Bir arkadaş zili hep aynı güçte çalarak sınıfın uzak köşesinden sandalyeye doğru yavaşça yürüsün, sonra geri uzaklaşsın. Gözü bağlı arkadaş zilin yaklaştığını mı, uzaklaştığını mı söylesin.`,
      msg`Rolleri değiştirin ve sonuçlarınızı karşılaştırın.`,
      msg`Tanıdığınız ses kaynaklarından hangilerinin doğal, hangilerinin yapay olduğunu birlikte sınıflandırın.`,
    ],
    observations: [
      msg`Gözlerin bağlıyken hangi sesleri kolay, hangilerini zor tanıdın?`,
      msg`Çemberin her yerindeki arkadaşlar zilin sesini duydu mu?`,
      msg`Bir kulağın kapalıyken sesin yönünü bulmak nasıl değişti?`,
      msg`Zil yaklaşırken ve uzaklaşırken sesi nasıl değişti?`,
    ],
    conclusion: msg`Duyduğumuz her sesin bir kaynağı vardır; gözümüz görmese de kulağımız sesi tanır. Ses kaynağından her yöne yayıldığı için çemberin her yerinden duyulur. İki kulağımız birlikte çalışarak sesin hangi yönden geldiğini bulmamıza yardım eder. Ses kaynağı yaklaştıkça sesini daha güçlü, uzaklaştıkça daha zayıf duyarız.`,
  },
  questions: [
    {
      id: 'not-a-source',
      prompt: msg`Aşağıdakilerden hangisi bir ses kaynağı değildir?`,
      options: [msg`Öten bir kuş`, msg`Çalan bir zil`, msg`Yerde duran bir taş`, msg`Esen rüzgâr`],
      correctIndex: 2,
      explanation: msg`Ses kaynağı ses çıkaran varlıktır. Kuş öter, zil çalar, rüzgâr uğuldar. Yerde duran bir taş ise kendiliğinden ses çıkarmaz.`,
      hints: [msg`Ses kaynağı, ses çıkaran varlıktır.`, msg`Seçenekleri tek tek düşün: hangisinden hiçbir ses duymazsın?`],
    },
    {
      id: 'natural-source',
      prompt: msg`Aşağıdakilerden hangisi doğal bir ses kaynağıdır?`,
      options: [msg`Gök gürültüsü`, msg`Davul`, msg`Araba kornası`, msg`Televizyon`],
      correctIndex: 0,
      explanation: msg`Gök gürültüsü doğada kendiliğinden oluşur; doğal bir ses kaynağıdır. Davul, korna ve televizyonu ise insanlar yapmıştır.`,
      hints: [msg`Doğal ses kaynaklarını insanlar yapmamıştır.`, msg`Hangisi fabrikada ya da atölyede yapılamaz?`],
    },
    {
      id: 'all-directions',
      prompt: msg`Sınıfın ortasında bir zil çalınıyor. Zilin sesini kimler duyar?`,
      options: [msg`Yalnızca zilin önündekiler`, msg`Zilin önünde, arkasında ve yanlarında olanların hepsi`, msg`Yalnızca zili çalan kişi`],
      correctIndex: 1,
      explanation: msg`Ses kaynağından her yöne yayılır. Bu yüzden deneyde çemberin her yerindeki arkadaşlar zilin sesini duydu.`,
      hints: [msg`Deneyde çemberin farklı yerlerinde duran arkadaşlarını hatırla.`, msg`Ses kaynağından yalnızca tek bir yöne mi gider?`],
    },
    {
      id: 'approaching',
      prompt: msg`Bir ambulansın sirenini giderek daha güçlü duyuyoruz. Bundan ne anlarız?`,
      options: [msg`Ambulans bizden uzaklaşıyor.`, msg`Ambulans hiç hareket etmiyor.`, msg`Siren bozulmuş.`, msg`Ambulans bize yaklaşıyor.`],
      correctIndex: 3,
      explanation: msg`Ses kaynağı bize yaklaştıkça sesini daha güçlü duyarız. Siren giderek güçleniyorsa ambulans yaklaşıyordur; ona yol vermeliyiz.`,
      hints: [msg`Deneyde zil yaklaşırken ve uzaklaşırken sesi nasıl değişmişti?`, msg`Ses kaynağı bize yakınken sesini daha güçlü mü, daha zayıf mı duyarız?`],
    },
    {
      id: 'two-ears',
      prompt: msg`Bir kulağını avucuyla kapatan Mert, zilin hangi yönden çaldığını bulmakta zorlandı. Bunun nedeni nedir?`,
      options: [msg`Sesin yönünü bulmamıza iki kulağımız birlikte yardım eder.`, msg`Zil çalmayı bırakmıştır.`, msg`Ses yalnızca bir yöne yayılır.`],
      correctIndex: 0,
      explanation: msg`Ses iki kulağımıza biraz farklı zamanda ve farklı güçte ulaşır. Beynimiz bu farktan yönü bulur. Bir kulak kapanınca bu ipucu kaybolur.`,
      hints: [msg`Mert sesi normalde kaç kulağıyla duyuyordu?`, msg`Sağdan gelen bir ses önce hangi kulağa ulaşır?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Doğal mı, yapay mı?`,
    instructions: msg`Her ses kaynağına dokun, sonra doğru kutuya dokun. İstersen kaynağı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'natural', label: msg`Doğal ses kaynağı` },
      { id: 'artificial', label: msg`Yapay ses kaynağı` },
    ],
    items: [
      { id: 'bird', label: msg`Öten kuş`, emoji: '🐦', categoryId: 'natural', explanation: msg`Kuşlar doğanın bir parçasıdır; ötüşleri doğal bir sestir.` },
      { id: 'dog', label: msg`Havlayan köpek`, emoji: '🐕', categoryId: 'natural', explanation: msg`Hayvanlar doğal ses kaynaklarıdır.` },
      { id: 'thunder', label: msg`Gök gürültüsü`, emoji: '⛈️', categoryId: 'natural', explanation: msg`Gök gürültüsü fırtınada kendiliğinden oluşur.` },
      { id: 'wind', label: msg`Uğuldayan rüzgâr`, emoji: '🌬️', categoryId: 'natural', explanation: msg`Rüzgârı insanlar yapmaz; doğada kendiliğinden eser.` },
      { id: 'voice', label: msg`Konuşan bir insan`, emoji: '🗣️', categoryId: 'natural', explanation: msg`İnsan sesi de doğal bir ses kaynağıdır.` },
      { id: 'drum', label: msg`Davul`, emoji: '🥁', categoryId: 'artificial', explanation: msg`Davulu insanlar yapar; çalınınca ses çıkarır.` },
      { id: 'horn', label: msg`Araba kornası`, emoji: '🚗', categoryId: 'artificial', explanation: msg`Korna, sürücülerin uyarı yapması için yapılmıştır.` },
      {
        id: 'alarm-clock',
        label: msg`Çalar saat`,
        emoji: '⏰',
        categoryId: 'artificial',
        explanation: msg`Çalar saat bizi uyandırmak için yapılmış bir araçtır.`,
      },
      { id: 'phone', label: msg`Telefon`, emoji: '📱', categoryId: 'artificial', explanation: msg`Telefonu insanlar yapmıştır; zil sesi yapay bir sestir.` },
      {
        id: 'bell',
        label: msg`Okul zili`,
        emoji: '🔔',
        categoryId: 'artificial',
        explanation: msg`Okul zili ders başlangıcını ve bitişini haber vermek için yapılmıştır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Ses Avcısı Çalışma Sayfası`,
    instructions: msg`Gözlerin bağlıyken duyduğun sesleri ve tahminlerini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Evinde duyduğun üç doğal ve üç yapay ses kaynağını yaz.`, lines: 3 },
      { prompt: msg`Sesin hangi yönden geldiğini nasıl anladın? Bir kulağın kapalıyken ne değişti?`, lines: 3 },
      { prompt: msg`Zil yaklaşırken ve uzaklaşırken sesi nasıl değişti?`, lines: 2 },
    ],
    table: {
      caption: msg`Gözlerim bağlıyken duyduklarım`,
      columns: [msg`Ses`, msg`Tahminim`, msg`Doğru mu?`, msg`Doğal mı, yapay mı?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Gece Sesleri`,
    paragraphs: [
      msg`Bir yaz gecesi Sincap Fındık kovuğunda uyuyamıyordu. Orman zifiri karanlıktı ama hiç sessiz değildi.`,
      msg`“Uhu, uhu!” Bu, Baykuş Nine’nin sesiydi. Fındık kulaklarını dikti: ses sol taraftaki yaşlı çınardan geliyordu. Sonra bir hışırtı duydu. “Bu da rüzgârın yapraklarla oyunu,” dedi kendi kendine.`,
      msg`Uzaklardan hafif bir çıngırak sesi geldi. Ses gittikçe güçlendi. “Bir şey bize yaklaşıyor!” diye fısıldadı Fındık. Kardeşi Çıtır korkuyla ona sokuldu.`,
      msg`Çıngırak sesi ağacın hemen altında durdu. Fındık dikkatle aşağı baktı: boynunda çıngırak olan keçi Benekli sürüsünü kaybetmişti! Çıngırak insanların yaptığı bir ses kaynağıydı; Benekli’nin meleyişi ise doğal bir sesti.`,
      msg`Fındık, Benekli’ye uzaktan gelen çoban köpeğinin havlamasını dinlemesini söyledi. Benekli sesin geldiği yöne yürüdü ve çıngırak sesi yavaş yavaş zayıfladı. Sabah çoban, Benekli’yi sürünün yanında buldu.`,
    ],
    lesson: msg`Her sesin bir kaynağı vardır; ses her yöne yayılır ve iki kulağımız sayesinde sesin nereden geldiğini, kaynağın yaklaşıp uzaklaştığını anlayabiliriz.`,
  },
};
