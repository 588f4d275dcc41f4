import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kazağını çıkarırken çıtırtılar duyarsın; kuru bir kış gününde kapı koluna dokununca küçük bir çarpılma hissedersin. Bunların hepsi elektrik yüklerinin işidir. Bu deneyde bir balonla yükleri harekete geçirecek ve kendi elektroskobunu yapacaksın.`,
    sections: [
      {
        heading: msg`Elektrik yükleri ve elektriklenme`,
        paragraphs: [
          msg`Maddeler atomlardan oluşur. Atomun çekirdeğinde pozitif (+) yüklü protonlar, çekirdeğin çevresinde negatif (−) yüklü elektronlar bulunur. Bir cisimde pozitif ve negatif yüklerin sayısı eşitse cisim nötrdür. Nötr cisim yüksüz demek değildir; yükleri birbirini dengeler.`,
          msg`İki farklı cisim birbirine sürtülünce elektronlar bir cisimden öbürüne geçer. Elektron kazanan cisim negatif, elektron kaybeden cisim pozitif yüklenir; buna sürtünme ile elektriklenme denir. Yük aktarımında yalnızca elektronlar yer değiştirir, protonlar yerinde kalır.`,
          msg`Yüklü bir cisim nötr bir iletkene dokundurulursa yükünün bir kısmı ona geçer; buna dokunma ile elektriklenme denir. Yüklü bir cisim nötr bir cisme yalnızca yaklaştırılırsa, nötr cisimdeki yükler yeniden düzenlenir ve zıt yükler yaklaşan cisme doğru toplanır; buna etki ile elektriklenme denir. Yüklü balonun küçük kâğıt parçalarını çekmesi böyle olur.`,
        ],
      },
      {
        heading: msg`Yükler birbirini nasıl etkiler?`,
        paragraphs: [
          msg`Aynı cins yükler birbirini iter, zıt cins yükler birbirini çeker. Aynı yün kumaşa sürtülen iki balonun birbirinden kaçması bu yüzdendir. Yüklü cisimler nötr cisimleri de çeker.`,
          msg`Bir cismin yüklü olup olmadığını anlamaya yarayan araca elektroskop denir. Elektroskobun üstünde metal bir topuz, altında ince metal yapraklar vardır. Topuza yüklü bir cisim yaklaştırıldığında ya da dokundurulduğunda yapraklar aynı cins yükle yüklenir ve birbirini iterek açılır.`,
          msg`Yüklü bir cismin fazla yükünün toprağa aktarılmasına topraklama denir. Binaların tepesindeki paratonerler yıldırımı güvenle toprağa iletir; ev aletlerinin topraklı fişleri de can ve mal güvenliğimizi korur.`,
        ],
      },
      {
        heading: msg`Elektrik enerjisi ve tasarruf`,
        paragraphs: [
          msg`Elektrik enerjisi kullandığımız araçlarda başka enerji türlerine dönüşür: ütüde ve su ısıtıcısında ısı enerjisine, lambada ışık enerjisine, vantilatörde ve elektrikli süpürgede hareket enerjisine.`,
          msg`Elektrik enerjisi santrallerde üretilir ve üretimi çevreyi etkiler. Bu yüzden enerjiyi tasarruflu kullanmalıyız: akkor ampuller yerine LED ampul kullanmak, boş odalarda ışığı kapatmak, şarjı dolan aletin fişini çekmek ve enerji etiketinde verimliliği yüksek sınıftaki aletleri seçmek hem aile bütçesine hem çevreye katkı sağlar.`,
        ],
      },
      {
        heading: msg`Şehir elektriği: yalnızca öğrenilir, denenmez`,
        paragraphs: [
          msg`Evlerimizdeki prizlerin gerilimi yaklaşık 230 volttur; bu, bir kalem pilin 150 katından fazladır ve insanı öldürebilir. Bu yüzden şehir elektriğiyle asla deney yapılmaz.`,
          msg`Prizlere metal cisim sokulmaz, ıslak elle fişe ve elektrikli alete dokunulmaz, kablosu hasarlı aletler kullanılmaz ve fiş kablosundan çekilmez. Elektrik çarpmasına uğrayan birine çıplak elle dokunulmaz; önce bir yetişkin sigortayı kapatır ve 112 aranır. Sigortalar, devreden aşırı akım geçtiğinde elektriği keserek yangınları önler.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Elektriklenme`, definition: msg`Cisimlerin elektron alıp vererek elektrik yükü kazanması.` },
      { term: msg`Nötr cisim`, definition: msg`Pozitif ve negatif yük sayıları birbirine eşit olan cisim.` },
      { term: msg`Elektroskop`, definition: msg`Bir cismin elektrik yüklü olup olmadığını anlamaya yarayan araç.` },
      { term: msg`Topraklama`, definition: msg`Yüklü bir cismin fazla yükünün toprağa aktarılması.` },
      { term: msg`Sigorta`, definition: msg`Devreden aşırı akım geçtiğinde elektriği kesen güvenlik elemanı.` },
      { term: msg`Enerji tasarrufu`, definition: msg`Aynı işi daha az enerji harcayarak yapmak.` },
    ],
  },
  procedure: {
    goal: msg`Sürtünme ile yüklenen cisimlerin birbirine ve nötr cisimlere etkisini gözlemek ve kendi yaptığın bir elektroskopla yükü fark etmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Balon`, quantity: msg`2 tane` },
      { name: msg`Yün kumaş (atkı ya da kazak)`, quantity: msg`1 tane` },
      { name: msg`30 cm’lik ip`, quantity: msg`2 parça` },
      { name: msg`Küçük kâğıt parçaları`, quantity: msg`1 avuç` },
      { name: msg`Kapağı plastik olan geniş ağızlı kavanoz (şeffaf plastik ya da cam)`, quantity: msg`1 tane` },
      { name: msg`15 cm’lik kalın bakır tel ya da açılmış büyük ataş`, quantity: msg`1 tane` },
      { name: msg`İnce alüminyum folyo ve oyun hamuru`, quantity: msg`1’er parça` },
    ],
    safety: [
      msg`Bu deneyde yalnızca sürtünmeyle oluşan durgun elektrik kullanılır. Prize, fişe ya da kablolara hiçbir şey sokma; şehir elektriğiyle asla deney yapılmaz.`,
      msg`Balonu bir büyüğünün yardımıyla şişir. Patlayan balon parçalarını topla ve ağzına alma. Lateks alerjisi olanlar lateks içermeyen balon kullanmalı.`,
      msg`Bakır telin uçları sivridir. Kavanoz kapağını bir yetişkin delsin. Cam kavanoz kırılırsa parçalara dokunma, öğretmenine haber ver.`,
      msg`Su akışıyla çalıştıktan sonra ellerini kurula; ıslak elle hiçbir elektrikli alete dokunma.`,
    ],
    steps: [
      msg`Elektroskobu hazırla: Bir yetişkin kavanozun plastik kapağının ortasını delsin. Bakır teli delikten geçir, alt ucunu küçük bir kanca gibi bük ve teli oyun hamuruyla kapağa sabitle. Telin üst ucuna folyodan bilye büyüklüğünde bir top yap.`,
      msg`Folyodan 1 cm eninde, 4 cm boyunda iki ince şerit kes. Şeritlerin uçlarını kancanın üzerinden katlayarak yan yana as ve kapağı kapat. Yapraklar birbirine değerek aşağı sarkmalı.`,
      msg`Balonu şişir ve ağzını bağla. Önce kâğıt parçalarına yaklaştır. Sonra balonu yün kumaşa 10–15 kez sürt ve yeniden kâğıt parçalarına yaklaştır.`,
      msg`Yüklü balonu ince ince akan musluk suyuna, dokundurmadan yaklaştır. Su akışına ne oluyor?`,
      msg`İki balonu da yün kumaşa sürt ve iplerle yan yana as. Sonra yün kumaşı balonlardan birine yaklaştır. Gözlemlerini yaz.`,
      msg`Yüklü balonu elektroskobun topuzuna yavaşça yaklaştır, sonra uzaklaştır. Ardından balonu topuza dokundurup çek. Her seferinde yapraklara ne olduğunu yaz.`,
      msg`Son olarak topuza parmağınla dokun. Yapraklar ne yaptı? Bunu topraklamayla ilişkilendir.`,
    ],
    observations: [
      msg`Sürtünmeden önce ve sonra balon kâğıt parçalarını çekti mi?`,
      msg`Aynı kumaşa sürtülen iki balon birbirini itti mi, çekti mi? Yün kumaş ile balon arasında ne oldu?`,
      msg`Elektroskobun yaprakları yüklü balon yaklaşınca ve uzaklaşınca ne yaptı?`,
      msg`Topuza parmağınla dokununca yapraklara ne oldu?`,
    ],
    conclusion: msg`Balon yün kumaşa sürtülünce kumaştan elektron alır ve negatif yüklenir; elektron kaybeden kumaş pozitif yüklenir. Aynı cins yüklü iki balon birbirini iter; zıt yüklü balon ve kumaş birbirini çeker. Yüklü balon nötr kâğıt parçalarını ve su akışını da çeker. Elektroskobun yaprakları aynı cins yükle yüklenince birbirini iterek açılır. Topuza parmağınla dokunduğunda fazla yük vücudun üzerinden toprağa akar ve yapraklar kapanır.`,
  },
  questions: [
    {
      id: 'what-moves',
      prompt: msg`Sürtünme ile elektriklenmede bir cisimden öbürüne hangi tanecikler geçer?`,
      options: [msg`Protonlar`, msg`Nötronlar`, msg`Elektronlar`],
      correctIndex: 2,
      explanation: msg`Protonlar ve nötronlar atomun çekirdeğinde sıkıca bağlıdır. Sürtünme sırasında yalnızca çekirdeğin çevresindeki elektronlar bir cisimden öbürüne geçer.`,
      hints: [
        msg`Atomun çekirdeğinde hangi tanecikler bulunur? Onlar yerinden kolayca ayrılabilir mi?`,
        msg`Yer değiştiren tanecikler çekirdeğin dışında, çevresinde bulunur.`,
      ],
    },
    {
      id: 'two-balloons',
      prompt: msg`Aynı yün kumaşa sürtülüp yan yana asılan iki balon ne yapar?`,
      options: [msg`Birbirini iter.`, msg`Birbirini çeker.`, msg`Birbirini hiç etkilemez.`],
      correctIndex: 0,
      explanation: msg`İki balon da aynı kumaştan elektron alır ve ikisi de negatif yüklenir. Aynı cins yükler birbirini iter.`,
      hints: [msg`İki balon aynı kumaşa sürtüldü. Hangi cins yükle yüklenmiş olabilirler?`, msg`Aynı cins yükler birbirine nasıl etki eder?`],
    },
    {
      id: 'neutral',
      prompt: msg`Nötr bir cisim için hangisi doğrudur?`,
      options: [msg`Hiç elektrik yükü yoktur.`, msg`Pozitif ve negatif yüklerinin sayısı eşittir.`, msg`Yalnızca pozitif yük taşır.`],
      correctIndex: 1,
      explanation: msg`Her cisim atomlardan oluşur ve atomlarda hem proton hem elektron vardır. Nötr cisimde bu yüklerin sayısı eşittir; yükler birbirini dengeler.`,
      hints: [
        msg`Her cisim atomlardan oluşur. Atomlarda hangi yüklü tanecikler vardır?`,
        msg`Nötr, “yüksüz” demek değildir; yüklerin birbirini dengelediğini düşün.`,
      ],
    },
    {
      id: 'electroscope',
      prompt: msg`Yüklü bir balon elektroskobun topuzuna yaklaştırılınca yapraklar açılıyor. Bunun nedeni nedir?`,
      options: [msg`Yapraklar ısınıp genleşir.`, msg`Balon yaprakları hava akımıyla iter.`, msg`Yapraklar aynı cins yükle yüklenip birbirini iter.`],
      correctIndex: 2,
      explanation: msg`Yüklü balon topuza yaklaşınca elektroskoptaki yükler yeniden düzenlenir ve iki yaprak aynı cins yükle yüklenir. Aynı cins yükler birbirini ittiği için yapraklar açılır.`,
      hints: [
        msg`Balon dokunmadan da yaprakları etkiledi; bu bir tür elektriklenmedir.`,
        msg`İki yaprağın birbirinden uzaklaşması, aralarında itme mi, çekme mi olduğunu gösterir?`,
      ],
    },
    {
      id: 'saving',
      prompt: msg`Aşağıdakilerden hangisi elektrik enerjisi tasarrufu sağlar?`,
      options: [
        msg`Boş odada ışıkları açık bırakmak`,
        msg`Buzdolabının kapağını uzun süre açık tutmak`,
        msg`Şarjı dolan telefonu prizde bırakmak`,
        msg`Akkor ampuller yerine LED ampul kullanmak`,
      ],
      correctIndex: 3,
      explanation: msg`LED ampuller aynı ışığı akkor ampullere göre çok daha az elektrik enerjisiyle verir. Diğer seçenekler enerjiyi boşa harcar.`,
      hints: [msg`Tasarruf, aynı işi daha az enerjiyle yapmaktır.`, msg`Seçeneklerden hangisi boşa enerji harcamak değil, aynı işi daha verimli yapmaktır?`],
    },
    {
      id: 'mains-safety',
      prompt: msg`Elektrik çarpmasına uğramış ve hâlâ bir alete temas eden birini gören Ayşe ne yapmalıdır?`,
      options: [
        msg`Hemen elinden tutup kişiyi çekmeli.`,
        msg`Kişinin üzerine su dökmeli.`,
        msg`Kişiye dokunmadan bir yetişkine sigortayı kapattırmalı ve 112’yi aramalı.`,
      ],
      correctIndex: 2,
      explanation: msg`Vücudumuz ve su elektriği iletir. Çarpılan kişiye dokunan da çarpılır. Önce elektrik kesilmeli, sonra yardım çağrılmalıdır.`,
      hints: [msg`Vücudumuz elektriği iletir mi, iletmez mi?`, msg`Yardım etmeden önce tehlikenin kaynağını ortadan kaldırmak gerekir.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Elektrik enerjisi neye dönüşüyor?`,
    instructions: msg`Her araca dokun, sonra elektrik enerjisini asıl dönüştürdüğü enerjinin kutusuna dokun. İstersen aracı sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'heat', label: msg`Isı enerjisine` },
      { id: 'light', label: msg`Işık enerjisine` },
      { id: 'motion', label: msg`Hareket enerjisine` },
    ],
    items: [
      { id: 'iron', label: msg`Ütü`, emoji: '👕', categoryId: 'heat', explanation: msg`Ütü elektrik enerjisini ısıya dönüştürür ve kırışıklıkları açar.` },
      { id: 'kettle', label: msg`Su ısıtıcısı`, emoji: '🫖', categoryId: 'heat', explanation: msg`Su ısıtıcısının içindeki direnç ısınır ve suyu kaynatır.` },
      {
        id: 'toaster',
        label: msg`Ekmek kızartma makinesi`,
        emoji: '🍞',
        categoryId: 'heat',
        explanation: msg`Kızaran teller elektrik enerjisini ısıya dönüştürür.`,
      },
      { id: 'desk-lamp', label: msg`Masa lambası`, emoji: '💡', categoryId: 'light', explanation: msg`Lamba elektrik enerjisini ışığa dönüştürür.` },
      {
        id: 'torch',
        label: msg`El feneri`,
        emoji: '🔦',
        categoryId: 'light',
        explanation: msg`Fenerin ampulü, pilden gelen elektrik enerjisini ışığa dönüştürür.`,
      },
      {
        id: 'traffic-light',
        label: msg`Trafik lambası`,
        emoji: '🚦',
        categoryId: 'light',
        explanation: msg`Trafik lambası elektrik enerjisini renkli ışığa dönüştürür.`,
      },
      {
        id: 'fan',
        label: msg`Vantilatör`,
        emoji: '🌀',
        categoryId: 'motion',
        explanation: msg`Vantilatörün motoru elektrik enerjisini pervanenin hareketine dönüştürür.`,
      },
      { id: 'vacuum', label: msg`Elektrikli süpürge`, emoji: '🧹', categoryId: 'motion', explanation: msg`Süpürgenin motoru dönerek havayı emer.` },
      {
        id: 'elevator',
        label: msg`Asansör`,
        emoji: '🛗',
        categoryId: 'motion',
        explanation: msg`Asansörün motoru elektrik enerjisiyle kabini yukarı ve aşağı taşır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Elektriklenme ve Elektroskop Çalışma Sayfası`,
    instructions: msg`Her denemede gördüklerini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Yün kumaşa sürtülen balonun ve kumaşın nasıl yüklendiğini elektron alışverişiyle açıkla.`, lines: 3 },
      { prompt: msg`Yaptığın elektroskobun çizimini yap; her parçanın görevini yaz.`, lines: 5 },
      { prompt: msg`Evinde elektrik enerjisinden tasarruf etmek için yapabileceğin üç şey yaz.`, lines: 3 },
      { prompt: msg`Şehir elektriğiyle ilgili uyman gereken üç güvenlik kuralını yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Elektriklenme gözlemlerim`,
      columns: [msg`Deneme`, msg`Ne yaptım?`, msg`Ne gözledim?`, msg`İtme mi, çekme mi?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Kabaran Tüyleri`,
    paragraphs: [
      msg`Kuru ve soğuk bir kış günüydü. Sincap Fındık, okulun bahçesindeki plastik kaydıraktan art arda kaydı. Aşağı indiğinde kuyruğunun tüyleri dimdik kabarmıştı! Kardeşi Çıtır gülerek ona dokununca “çıt!” diye küçük bir kıvılcım çaktı ve ikisi de şaşırdı.`,
      msg`Baykuş Nine açıkladı: “Kaydırağa sürtünürken tüylerinle plastik arasında elektronlar yer değiştirdi. Tüylerin aynı cins yükle yüklendi ve birbirini itti. Çıtır sana dokununca fazla yük ona aktı.”`,
      msg`O akşam Fındık bir kavanoz, bir tel ve biraz folyoyla elektroskop yaptı. Yün atkısına sürttüğü balonu topuza yaklaştırınca folyo yapraklar açıldı. Parmağıyla topuza dokununca yapraklar kapandı. “Yük benim üzerimden toprağa aktı,” dedi. “İşte topraklama!”`,
      msg`Gece fırtına çıktı ve gökyüzünde şimşekler çaktı. “Yıldırım da dev bir elektrik boşalması,” dedi Baykuş Nine. “Binaların tepesindeki paratonerler onu güvenle toprağa iletir.”`,
      msg`Yatmadan önce Fındık boş odaların ışıklarını kapattı ve şarjı dolan fenerinin fişini çekti. Priz kapaklarına bakıp kendine hatırlattı: “Balonla deney yapılır ama prizle asla!”`,
    ],
    lesson: msg`Sürtünen cisimler arasında elektronlar yer değiştirir; aynı cins yükler birbirini iter, zıt cins yükler çeker. Şehir elektriğiyle asla deney yapmaz, elektriği güvenli ve tasarruflu kullanırız.`,
  },
};
