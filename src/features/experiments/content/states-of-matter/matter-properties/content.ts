import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sünger suyu içine çeker. Çivi suda batar. Ataş mıknatısa yapışır. Maddeleri birbirinden ayırt etmemizi sağlayan bu özelliklere maddeyi niteleyen özellikler denir. Onları duyularımızla ve basit deneylerle keşfederiz.`,
    sections: [
      {
        heading: msg`Yüzer mi, batar mı?`,
        paragraphs: [
          msg`Tahta, mantar tıpa ve plastik top suyun üstünde kalır; bunlar suda yüzer. Taş, demir çivi ve cam bilye suyun dibine iner; bunlar suda batar.`,
          msg`Yüzmek ya da batmak yalnızca büyüklüğe bağlı değildir. Kocaman bir tahta kütük yüzer, küçücük bir çivi batar. Maddenin cinsi burada çok önemlidir.`,
        ],
      },
      {
        heading: msg`Suyu emer mi? Mıknatısla çekilir mi?`,
        paragraphs: [
          msg`Sünger, kâğıt havlu, pamuk ve bez suyu içine çeker; bunlar suyu emer. Plastik, cam ve metal suyu emmez; su damlası üzerlerinde boncuk gibi durur. Yağmurluk ve şemsiye suyu emmeyen maddelerden yapılır.`,
          msg`Mıknatıs, demir ve nikel gibi bazı metalleri çeker. Ataş, toplu iğne ve demir çivi mıknatısa yapışır. Tahta, plastik, cam, kâğıt ve alüminyum folyo mıknatısla çekilmez. Demek ki her metal mıknatısla çekilmez!`,
          msg`3. sınıfta tanıdığın sertlik ve esneklik de maddeyi niteleyen özelliklerdir. Taş serttir, sünger yumuşaktır. Lastik bant esnektir; çekip bırakınca eski hâline döner.`,
        ],
      },
      {
        heading: msg`Kütle ve hacim`,
        paragraphs: [
          msg`Her maddenin bir kütlesi vardır. Kütle eşit kollu terazi ya da tartı ile ölçülür. Birimi gram (g) ve kilogramdır (kg).`,
          msg`Her madde bir yer kaplar. Maddenin kapladığı yere hacim denir. Sıvıların hacmi dereceli kapla ölçülür; birimi mililitre (mL) ve litredir (L). Dereceli kaptaki suya bir taş bıraktığında taş suyun içinde yer kaplar ve su seviyesi yükselir. Su ne kadar yükselirse taşın hacmi o kadardır.`,
          msg`Kütlesi ve hacmi olan her şey maddedir.`,
        ],
      },
      {
        heading: msg`Karışımlar ve ayırma`,
        paragraphs: [
          msg`Tek cins maddeden oluşan maddelere saf madde denir; altın ve damıtılmış su gibi. Birden fazla maddenin bir araya gelmesiyle karışım oluşur; kum ile çakıl, meyve salatası ve çamurlu su gibi.`,
          msg`Karışımdaki maddeler kendi özelliklerini korur. Bu yüzden onları özelliklerinden yararlanarak ayırırız. İri ve ince taneleri elekle ayırırız; buna eleme denir. Sıvının içindeki katı parçaları süzgeçle ayırırız; buna süzme denir. Demir içeren maddeleri de mıknatısla çekeriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Suda yüzme`, definition: msg`Bir maddenin suyun üstünde kalması; örneğin mantar tıpa.` },
      { term: msg`Suda batma`, definition: msg`Bir maddenin suyun dibine inmesi; örneğin taş.` },
      { term: msg`Suyu emme`, definition: msg`Bir maddenin suyu içine çekmesi; örneğin sünger.` },
      { term: msg`Kütle`, definition: msg`Bir maddenin terazi ile ölçülen madde miktarı; birimi gram ve kilogram.` },
      { term: msg`Hacim`, definition: msg`Bir maddenin kapladığı yer; birimi mililitre ve litre.` },
      { term: msg`Karışım`, definition: msg`Birden fazla maddenin, özelliklerini koruyarak bir araya gelmesiyle oluşan madde.` },
    ],
  },
  procedure: {
    goal: msg`Maddeleri suda yüzme, suyu emme ve mıknatısla çekilme özelliklerine göre sınamak; sonra bu özelliklerle bir karışımı ayırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Yarısına kadar su dolu geniş, şeffaf plastik kap`, quantity: msg`1 tane` },
      { name: msg`Test maddeleri: tahta blok, mantar tıpa, silgi, demir çivi, ataş, plastik kapak, sünger, kâğıt havlu, küçük taş`, quantity: msg`1’er tane` },
      { name: msg`Mıknatıs ve damlalık`, quantity: msg`1’er tane` },
      { name: msg`Eşit kollu terazi ve 250 mL’lik dereceli plastik kap`, quantity: msg`1’er tane` },
      { name: msg`Karışım kâsesi: bir avuç kum, bir avuç nohut ve 10 ataş`, quantity: msg`1 kâse` },
      { name: msg`Mutfak eleği, huni, kahve filtre kâğıdı ve plastik bardak`, quantity: msg`1’er tane (bardaktan 2 tane)` },
    ],
    safety: [
      msg`Deney malzemelerinin tadına bakma, onları ağzına alma.`,
      msg`Çivi ve ataşların sivri uçlarına dikkat et. Onları küçük bir kutuda tut.`,
      msg`Mıknatısı telefon, tablet ve banka kartlarından uzak tut.`,
      msg`Dökülen suyu hemen sil ki kimse kaymasın.`,
      msg`Kumu elerken savurma. Gözüne kum kaçarsa ovuşturma, hemen öğretmenine söyle.`,
    ],
    steps: [
      msg`Test maddelerini masaya diz. Her birine bak ve dokun: sert mi, yumuşak mı, esnek mi? Gözlemini tabloya yaz.`,
      msg`Tahmin et: hangileri suda yüzer, hangileri batar? Sonra maddeleri tek tek suya bırak ve sonucu tabloya yaz. Maddeleri sudan çıkarıp kurula.`,
      msg`Kuru maddelerin üzerine damlalıkla birkaç damla su damlat. Su içine mi çekiliyor, yoksa üstünde boncuk gibi mi duruyor? Yaz.`,
      msg`Mıknatısı her maddeye yaklaştır. Hangileri mıknatısa yapışıyor? Yaz.`,
      msg`Taşı ve silgiyi terazinin iki kefesine koy. Hangisinin kütlesi daha büyük? Sonra dereceli kaba 150 mL su koy, taşı yavaşça içine bırak ve suyun yeni seviyesini oku. Taşın tamamen suyun içinde kaldığından emin ol.`,
      msg`Karışım kâsesinin üzerinde mıknatısı gezdir ve ataşları ayır. Kalan kum ile nohutu elekten geçir.`,
      msg`Elekten geçen kumu bir bardak suyla karıştır. Filtre kâğıdını huniye yerleştir ve karışımı boş bardağa süz. Kâğıtta ne kaldı, bardağa ne geçti?`,
    ],
    observations: [
      msg`Hangi maddeler suda yüzdü, hangileri battı?`,
      msg`Suyu emen maddeler hangileri? Üzerlerinde küçük delikler görüyor musun?`,
      msg`Mıknatısa yapışan maddeler neyden yapılmış?`,
      msg`Taşı suya bırakınca su kaç mL yükseldi?`,
    ],
    conclusion: msg`Maddeler suda yüzme ya da batma, suyu emme ya da emmeme ve mıknatısla çekilme gibi özellikleriyle birbirinden ayırt edilir. Her maddenin bir kütlesi ve hacmi vardır. Karışımdaki maddeler özelliklerini koruduğu için karışımları mıknatısla çekme, eleme ve süzme yöntemleriyle ayırabiliriz.`,
  },
  questions: [
    {
      id: 'magnet',
      prompt: msg`Aşağıdakilerden hangisi mıknatısla çekilir?`,
      options: [msg`Tahta kaşık`, msg`Plastik cetvel`, msg`Demir çivi`, msg`Kâğıt`],
      correctIndex: 2,
      explanation: msg`Mıknatıs demir içeren maddeleri çeker. Tahta, plastik ve kâğıt mıknatısla çekilmez.`,
      hints: [msg`Mıknatıs her maddeyi çekmez; yalnızca bazı metalleri çeker.`, msg`Deneyde mıknatısa yapışan maddelerin ortak özelliğini düşün.`],
    },
    {
      id: 'sponge',
      prompt: msg`Masaya dökülen suyu silmek için hangisini seçmelisin?`,
      options: [msg`Plastik poşet`, msg`Sünger`, msg`Cam tabak`],
      correctIndex: 1,
      explanation: msg`Sünger suyu içine çeker, yani suyu emer. Plastik ve cam suyu emmez; su üzerlerinde damla damla kalır.`,
      hints: [
        msg`Suyu silmek için suyu içine çeken bir madde gerekir.`,
        msg`Deneyde damlattığın su hangi maddelerde kayboldu, hangilerinde boncuk gibi kaldı?`,
      ],
    },
    {
      id: 'float-predict',
      prompt: msg`Ali suya bir mantar tıpa, bir taş ve bir tahta blok bırakıyor. Hangisi dibe iner?`,
      options: [msg`Mantar tıpa`, msg`Tahta blok`, msg`Taş`],
      correctIndex: 2,
      explanation: msg`Mantar ve tahta suda yüzer. Taş ise suda batar ve dibe iner.`,
      hints: [
        msg`Deneyde suya bıraktığın maddelerden hangileri suyun üstünde kaldı?`,
        msg`Balıkçıların olta şamandıraları mantardan, salları tahtadan yapılır. Bunun nedeni ne olabilir?`,
      ],
    },
    {
      id: 'volume-rise',
      prompt: msg`Dereceli kapta 150 mL su var. Ece içine bir taş bırakınca su 180 mL’yi gösteriyor. Taşın hacmi kaç mL’dir?`,
      options: [msg`30 mL`, msg`150 mL`, msg`180 mL`, msg`330 mL`],
      correctIndex: 0,
      explanation: msg`Taş suyun içinde kendi hacmi kadar yer kaplar ve suyu o kadar yükseltir. Suyun yükselme miktarı taşın hacmidir: 180 − 150 = 30 mL.`,
      hints: [
        msg`Taş suya girince suyun seviyesi neden yükseldi? Taş bir yer kaplar.`,
        msg`Taşın hacmi, suyun ne kadar yükseldiğine eşittir.`,
        msg`Son seviyeden ilk seviyeyi çıkar.`,
      ],
    },
    {
      id: 'separate-iron',
      prompt: msg`Kum ile demir tozundan oluşan bir karışımı en kolay nasıl ayırırsın?`,
      options: [msg`Elekten geçirerek`, msg`Mıknatısla çekerek`, msg`Suya karıştırıp bekleyerek`],
      correctIndex: 1,
      explanation: msg`Demir tozu mıknatısla çekilir, kum çekilmez. Mıknatısı karışımın üzerinde gezdirince demir tozu mıknatısa yapışır, kum kapta kalır.`,
      hints: [
        msg`Karışımdaki iki maddeden birinin, diğerinde olmayan bir özelliği var mı?`,
        msg`Kum ve demir tozunun taneleri ikisi de ince. Boyutları benzer olduğunda hangi özellik işe yarar?`,
      ],
    },
    {
      id: 'pasta',
      prompt: msg`Haşlanmış makarnayı suyundan ayırmak için hangi yöntemi kullanırız?`,
      options: [msg`Mıknatısla çekme`, msg`Eleme`, msg`Süzme`],
      correctIndex: 2,
      explanation: msg`Makarna bir katı, haşlama suyu bir sıvıdır. Süzgeç suyu geçirir, makarnayı tutar. Sıvıdaki katıyı ayırmaya süzme denir.`,
      hints: [msg`Bu karışımda bir katı ve bir sıvı var.`, msg`Deneyin son adımında kumu sudan nasıl ayırdığını hatırla.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Karışımı nasıl ayırırız?`,
    instructions: msg`Her karışıma dokun, sonra onu ayırmak için kullanacağın yöntemin kutusuna dokun. İstersen karışımı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'sieve', label: msg`Eleme` },
      { id: 'filter', label: msg`Süzme` },
      { id: 'magnet', label: msg`Mıknatısla çekme` },
    ],
    items: [
      { id: 'sand-gravel', label: msg`Kum ve çakıl`, emoji: '🪨', categoryId: 'sieve', explanation: msg`İnce kum elekten geçer, iri çakıllar elekte kalır.` },
      {
        id: 'flour-bran',
        label: msg`Un ve kepek`,
        emoji: '🌾',
        categoryId: 'sieve',
        explanation: msg`İnce un elekten geçer, daha iri olan kepek elekte kalır.`,
      },
      {
        id: 'chickpea-sand',
        label: msg`Nohut ve kum`,
        emoji: '🫘',
        categoryId: 'sieve',
        explanation: msg`Kum elekten geçer, iri nohut taneleri elekte kalır.`,
      },
      { id: 'pasta-water', label: msg`Makarna ve haşlama suyu`, emoji: '🍝', categoryId: 'filter', explanation: msg`Süzgeç suyu geçirir, makarnayı tutar.` },
      {
        id: 'tea-leaves',
        label: msg`Demlenmiş çay ve çay yaprakları`,
        emoji: '🫖',
        categoryId: 'filter',
        explanation: msg`Çay süzgeci sıvıyı bardağa geçirir, yaprakları tutar.`,
      },
      {
        id: 'muddy-water',
        label: msg`Çamurlu su`,
        emoji: '🥤',
        categoryId: 'filter',
        explanation: msg`Filtre kâğıdı suyu geçirir, toprak tanelerinin çoğu kâğıtta kalır.`,
      },
      { id: 'sand-iron', label: msg`Kum ve demir tozu`, emoji: '🧲', categoryId: 'magnet', explanation: msg`Demir tozu mıknatısa yapışır, kum kapta kalır.` },
      {
        id: 'clips-buttons',
        label: msg`Ataşlar ve plastik düğmeler`,
        emoji: '📎',
        categoryId: 'magnet',
        explanation: msg`Demir ataşlar mıknatısa yapışır, plastik düğmeler yerinde kalır.`,
      },
      {
        id: 'nails-sawdust',
        label: msg`Çiviler ve talaş`,
        emoji: '🔩',
        categoryId: 'magnet',
        explanation: msg`Demir çiviler mıknatısla çekilir, tahta talaşı çekilmez.`,
      },
    ],
  },
  worksheet: {
    title: msg`Madde Dedektifi Çalışma Sayfası`,
    instructions: msg`Her maddeyi sına ve sonucu tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Suyu emen iki madde ve suyu emmeyen iki madde yaz. Yağmurluk hangi gruptaki maddelerden yapılmalı? Neden?`, lines: 3 },
      { prompt: msg`Taşın hacmini nasıl ölçtün? Adım adım anlat.`, lines: 3 },
      { prompt: msg`Kum, nohut ve ataş karışımını hangi sırayla ve hangi yöntemlerle ayırdın?`, lines: 3 },
    ],
    table: {
      caption: msg`Madde sınama tablom`,
      columns: [msg`Madde`, msg`Yüzer mi, batar mı?`, msg`Suyu emer mi?`, msg`Mıknatısla çekilir mi?`],
      rows: 9,
    },
  },
  story: {
    title: msg`Fındık’ın Karışık Sepeti`,
    paragraphs: [
      msg`Sincap Fındık ile kardeşi Çıtır dere kenarında fındık topluyordu. Çıtır koşarken sepeti devrildi. Fındıklar, kum ve dedelerinin küçük demir çivileri birbirine karıştı!`,
      msg`“Hepsini tek tek mi ayıracağız?” diye sızlandı Çıtır. Fındık gülümsedi: “Hayır. Her maddenin kendine göre özellikleri var. Onları kullanacağız.”`,
      msg`Önce Baykuş Nine’den bir mıknatıs ödünç aldılar. Mıknatısı karışımın üzerinde gezdirdiler. Çiviler tık tık mıknatısa yapıştı. Fındıklar ve kum yerinde kaldı.`,
      msg`Sonra karışımı bir elekten geçirdiler. İnce kum aşağı döküldü, iri fındıklar elekte kaldı. Çıtır alkışladı: “Eleme yaptık!”`,
      msg`O sırada Çıtır’ın su şişesi devrildi. Fındık hemen bir parça sünger getirdi ve suyu çekti. “Sünger suyu emer,” dedi. “Plastik bir kapak olsaydı su üstünde öylece kalırdı.”`,
    ],
    lesson: msg`Maddeleri suda yüzme, suyu emme ve mıknatısla çekilme gibi özellikleriyle tanırız. Karışımları da bu özelliklerden yararlanarak ayırırız.`,
  },
};
