import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Odana girince düğmeye basıyorsun ve lamba yanıyor. Düğme aslında bir anahtardır: Elektriğin yolunu açar ya da kapatır. Bu deneyde kendi anahtarını yapıp gerçek bir devreyi yöneteceksin.`,
    sections: [
      {
        heading: msg`Devrenin elemanları`,
        paragraphs: [
          msg`Basit bir elektrik devresinde pil, ampul, kablo ve anahtar bulunur. Pil devreye elektrik enerjisi sağlar. Ampul bu enerjiyi ışığa dönüştürür. Kablolar elektriğin yolunu oluşturur. Anahtar ise devreyi açıp kapatır.`,
          msg`Kabloların içinde bakır teller vardır; bakır elektriği iyi iletir. Telin dışındaki plastik kaplama ise elektriği iletmez ve bizi korur.`,
        ],
      },
      {
        heading: msg`Açık devre, kapalı devre`,
        paragraphs: [
          msg`Ampulün yanması için elektriğin pilin bir ucundan çıkıp ampulden geçerek pilin öbür ucuna dönebilmesi gerekir. Bu kesintisiz yola kapalı devre denir. Kapalı devrede ampul yanar.`,
          msg`Yolun herhangi bir yerinde bir kopukluk varsa elektrik dolaşamaz. Buna açık devre denir; ampul yanmaz. Anahtarı açmak, kablonun pilden çıkması ya da ampulün duyuna gevşek takılması devreyi açar.`,
        ],
      },
      {
        heading: msg`Ampul neden yanmıyor?`,
        paragraphs: [
          msg`Ampul yanmıyorsa bir dedektif gibi düşün: Pil bitmiş olabilir, ampulün içindeki ince tel kopmuş olabilir, bir bağlantı gevşek olabilir ya da kablolar pilin aynı ucuna takılmış olabilir. Her olasılığı tek tek dene.`,
          msg`Metal ataş elektriği iletir, bu yüzden anahtar yapımında işimize yarar. İp, plastik ve tahta ise elektriği iletmez.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Elektrik devresi`, definition: msg`Elektriğin dolaştığı, pil, ampul, kablo ve anahtar gibi elemanlardan oluşan yol.` },
      { term: msg`Anahtar`, definition: msg`Devreyi açıp kapatarak elektriğin geçmesini sağlayan ya da durduran eleman.` },
      { term: msg`Kapalı devre`, definition: msg`Elektriğin kesintisiz dolaşabildiği, ampulün yandığı devre.` },
      { term: msg`Açık devre`, definition: msg`Bir yerinde kopukluk olduğu için elektriğin dolaşamadığı devre.` },
    ],
  },
  procedure: {
    goal: msg`Gerçek malzemelerle basit bir devre kurmak, bir ataşla anahtar yapmak ve açık ile kapalı devreyi ayırt etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1,5 voltluk kalem pil ve pil yatağı`, quantity: msg`Her gruba 2 pil, 1 yatak` },
      { name: msg`Duylu küçük el feneri ampulü (2,5 V ya da 3,5 V)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Timsah kıskaçlı kablo`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Metal ataş ve iki raptiye`, quantity: msg`Her gruba 1 ataş, 2 raptiye` },
      { name: msg`Mantar pano ya da kalın karton parçası (10 cm × 5 cm)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`İletkenlik denemesi için: pamuk ip, tahta çubuk, plastik pipet, birkaç ataş`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Deneylerde yalnızca kalem pil kullan. Prizdeki elektrikle asla deney yapma.`,
      msg`Bir kabloyla pilin iki ucunu doğrudan birleştirme. Buna kısa devre denir; kablo ve pil ısınır, pil bozulabilir.`,
      msg`Ampul bir süre yanınca ısınabilir; camına dokunmadan önce biraz bekle. Kırılan ampulün parçalarını öğretmen toplar.`,
      msg`Raptiyelerin uçlarına dikkat et; raptiyeyi karton üzerinde öğretmenin gösterdiği gibi bastır.`,
      msg`Isınan ya da şişen bir pil görürsen devreyi hemen aç ve öğretmenine söyle.`,
    ],
    steps: [
      msg`Pilleri pil yatağına, üzerlerindeki işaretlere dikkat ederek yerleştir. Bir kabloyla pil yatağının bir ucunu ampulün duyuna bağla. İkinci kabloyla duyun öbür ucunu pil yatağının öbür ucuna bağla. Ampul yandı mı? Tabloya yaz.`,
      msg`Kablolardan birini pil yatağından çıkar. Ampule ne oldu? Yeniden tak.`,
      msg`Şimdi anahtarı yap: İki raptiyeyi kartona, aralarında bir ataş boyu kalacak biçimde bastır. Ataşı bir raptiyenin altına geçir; ataş döndürülünce öbür raptiyeye değebilmeli.`,
      msg`Pil yatağından ampule giden kablolardan birinin ampul tarafındaki ucunu çıkar ve bir raptiyeye bağla. Üçüncü kabloyla öbür raptiyeyi ampulün duyuna bağla.`,
      msg`Ataşı öbür raptiyeye değdir, sonra uzaklaştır. Anahtar kapalıyken ve açıkken ampulün durumunu tabloya yaz.`,
      msg`Ataşın yerine sırayla pamuk ip, tahta çubuk, plastik pipet ve birbirine takılı ataşlardan bir zincir koy. Hangisinde ampul yandı?`,
    ],
    observations: [
      msg`Kablolardan biri çıkınca ampule ne oldu?`,
      msg`Anahtar açıkken ve kapalıyken ampul nasıldı?`,
      msg`Ataşın yerine konan hangi maddelerle ampul yandı?`,
    ],
    conclusion: msg`Ampul, elektriğin pilden çıkıp ampulden geçerek pile döndüğü kapalı bir devrede yanar. Yolun herhangi bir yerinde kopukluk olunca devre açılır ve ampul söner. Anahtar, devreyi istediğimiz zaman açıp kapatmamızı sağlar. Metal ataş elektriği ilettiği için anahtar olarak kullanılabilir; ip, tahta ve plastik ise elektriği iletmez.`,
  },
  questions: [
    {
      id: 'switch-job',
      prompt: msg`Bir elektrik devresinde anahtarın görevi nedir?`,
      options: [msg`Elektrik enerjisi üretmek`, msg`Devreyi açıp kapatmak`, msg`Işık vermek`],
      correctIndex: 1,
      explanation: msg`Anahtar, devreyi açıp kapatarak elektriğin geçmesini sağlar ya da durdurur. Enerjiyi pil sağlar, ışığı ampul verir.`,
      hints: [msg`Ataşı raptiyeye değdirip uzaklaştırınca ne değişti?`, msg`Pil ve ampulün görevleri neydi? Geriye kalan görev hangisi?`],
    },
    {
      id: 'open-switch',
      prompt: msg`Ataşı raptiyeden uzaklaştırınca ampul söndü. Bunun nedeni nedir?`,
      options: [msg`Pil bittiği için`, msg`Ampul bozulduğu için`, msg`Devre açıldığı için elektrik dolaşamadı`],
      correctIndex: 2,
      explanation: msg`Ataş uzaklaşınca elektriğin yolunda bir kopukluk oluştu, yani devre açıldı. Ataşı yeniden değdirince ampul yine yandı; demek ki pil de ampul de sağlamdı.`,
      hints: [msg`Ataşı yeniden değdirince ampul yine yandı mı?`, msg`Elektriğin yolunda bir boşluk olunca ne olur?`],
    },
    {
      id: 'energy-source',
      prompt: msg`Devreye elektrik enerjisi sağlayan eleman hangisidir?`,
      options: [msg`Pil`, msg`Ampul`, msg`Kablo`, msg`Anahtar`],
      correctIndex: 0,
      explanation: msg`Pil devreye elektrik enerjisi sağlar. Ampul bu enerjiyi ışığa dönüştürür, kablo yol olur, anahtar devreyi açıp kapatır.`,
      hints: [msg`Hangi eleman biterse ampul hiç yanmaz?`, msg`Konu anlatımında devreye enerji sağlayan elemanı bul.`],
    },
    {
      id: 'conductor',
      prompt: msg`Anahtardaki ataşın yerine hangisi konursa ampul yine yanar?`,
      options: [msg`Pamuk ip`, msg`Plastik pipet`, msg`Tahta çubuk`, msg`Birbirine takılmış metal ataşlar`],
      correctIndex: 3,
      explanation: msg`Metal ataşlar elektriği iletir. Pamuk ip, plastik pipet ve tahta çubuk elektriği iletmez; onlarla devre açık kalır.`,
      hints: [msg`Deneyin son adımındaki sonuçlarına bak.`, msg`Kabloların içindeki teller neyden yapılmıştı?`],
    },
    {
      id: 'short-circuit',
      prompt: msg`Bir arkadaşın bir kabloyla pilin iki ucunu doğrudan birleştirmek istiyor. Ona ne söylemelisin?`,
      options: [
        msg`Yapmamalıyız; bu kısa devredir, kablo ve pil ısınır.`,
        msg`Dene, ampul daha parlak yanar.`,
        msg`Hiçbir şey olmaz, istediğin kadar bekletebilirsin.`,
      ],
      correctIndex: 0,
      explanation: msg`Pilin iki ucu arada ampul olmadan doğrudan birleştirilirse kısa devre olur. Kablo ve pil ısınır, pil bozulabilir ve eli yakabilir.`,
      hints: [msg`Bu devrede ampul var mı?`, msg`Güvenlik kurallarının ikincisini oku.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Ampul yanar mı?`,
    instructions: msg`Her devreyi düşün. Ampulün yanacağı devreleri bir gruba, yanmayacağı devreleri öbür gruba yerleştir.`,
    categories: [
      { id: 'lights', label: msg`Ampul yanar` },
      { id: 'dark', label: msg`Ampul yanmaz` },
    ],
    items: [
      {
        id: 'closed',
        label: msg`Yeni pil, sağlam ampul, sıkı bağlantılar ve kapalı anahtar`,
        emoji: '💡',
        categoryId: 'lights',
        explanation: msg`Devre kapalı ve her eleman sağlam; elektrik dolaşır, ampul yanar.`,
      },
      {
        id: 'clip-chain',
        label: msg`Kablolardan birinin yerine metal ataş zinciri konmuş`,
        emoji: '📎',
        categoryId: 'lights',
        explanation: msg`Metal ataşlar elektriği iletir; devre kapalı kalır.`,
      },
      {
        id: 'foil',
        label: msg`Anahtardaki ataşın yerine katlanmış alüminyum folyo konmuş`,
        emoji: '✨',
        categoryId: 'lights',
        explanation: msg`Alüminyum bir metaldir ve elektriği iletir; anahtar kapalıyken ampul yanar.`,
      },
      {
        id: 'open-switch',
        label: msg`Anahtar açık`,
        emoji: '🔓',
        categoryId: 'dark',
        explanation: msg`Anahtar açıkken devrede kopukluk vardır; elektrik dolaşamaz.`,
      },
      {
        id: 'loose-wire',
        label: msg`Kablolardan biri pil yatağından çıkmış`,
        emoji: '🔌',
        categoryId: 'dark',
        explanation: msg`Kablo çıkınca devre açılır.`,
      },
      {
        id: 'string',
        label: msg`Anahtardaki ataşın yerine pamuk ip konmuş`,
        emoji: '🧵',
        categoryId: 'dark',
        explanation: msg`Pamuk ip elektriği iletmez; devre açık kalır.`,
      },
      {
        id: 'dead-battery',
        label: msg`Pilin enerjisi bitmiş`,
        emoji: '🪫',
        categoryId: 'dark',
        explanation: msg`Pil enerji sağlamazsa ampul yanmaz.`,
      },
      {
        id: 'same-end',
        label: msg`Ampulden gelen iki kablo da pilin aynı ucuna bağlı`,
        emoji: '🔋',
        categoryId: 'dark',
        explanation: msg`Elektriğin pilin bir ucundan çıkıp öbür ucuna dönmesi gerekir; iki kablo aynı uçtaysa devre tamamlanmaz.`,
      },
    ],
  },
  worksheet: {
    title: msg`Ataş Anahtar Çalışma Sayfası`,
    instructions: msg`Her denemede ampulün yanıp yanmadığını tabloya yaz. Sonra devreni çiz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Kurduğun devreyi pil, ampul, kablolar ve ataş anahtarla birlikte çiz.`, lines: 5 },
      { prompt: msg`Açık devre ile kapalı devre arasındaki farkı kendi cümlelerinle yaz.`, lines: 2 },
      { prompt: msg`Evinde anahtar kullanılan üç araç yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Ampul yandı mı?`,
      columns: [msg`Deneme`, msg`Ampul yandı mı? (evet / hayır)`, msg`Neden?`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık’ın Ağaç Evi Kapısı`,
    paragraphs: [
      msg`Sincap Fındık, ağaç evinin girişine pilli bir lamba takmıştı. Ama lamba gece boyunca yanıyor, sabaha pil bitiyordu. “Lambayı istediğim zaman yakıp söndürebilsem,” diye iç çekti.`,
      msg`Ağaçkakan Tık Tık bir ataş ve iki raptiye getirdi. Raptiyeleri kapının yanındaki kabuğa çaktı, kablolardan birini bir raptiyeye, öbürünü öbür raptiyeye bağladı. “Ataşı çevirip iki raptiyeye değdirirsen yol tamamlanır,” dedi.`,
      msg`Fındık ataşı çevirdi, lamba yandı. Geri çevirdi, lamba söndü. Bir keresinde lamba hiç yanmadı. Fındık bir dedektif gibi baktı: Kablolardan biri raptiyeden çıkmıştı! Bağlayınca lamba yeniden yandı.`,
      msg`O kış Fındık’ın pili tam bir ay dayandı. Fındık her gece yatmadan önce ataşı çevirip “İyi geceler, lamba!” diyordu.`,
    ],
    lesson: msg`Ampul yalnızca kapalı bir devrede yanar. Anahtar devreyi açıp kapatarak elektriği istediğimiz zaman kullanmamızı ve tasarruf etmemizi sağlar.`,
  },
};
