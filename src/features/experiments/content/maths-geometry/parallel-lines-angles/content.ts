import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Tren rayları, defter çizgileri ve yaya geçidinin şeritleri birbirine paraleldir. Bu paralel çizgileri kesen bir çizgi çizince sekiz açı oluşur; ama bu sekiz açının yalnız iki farklı ölçüsü vardır.`,
    sections: [
      {
        heading: msg`Açıortay`,
        paragraphs: [
          msg`Bir açıyı iki eş açıya ayıran ışına açıortay denir. 130°’lik bir açının açıortayı onu 65°’lik iki açıya ayırır.`,
          msg`Kâğıda çizilmiş bir açıyı, iki kolu üst üste gelecek biçimde katlarsan kat izi açıortaydır; çünkü katlanınca iki parça tam örtüşür.`,
        ],
      },
      {
        heading: msg`Paralel iki doğru ve bir kesen`,
        paragraphs: [
          msg`Aynı düzlemde olup kesişmeyen doğrulara paralel doğrular denir; d₁ ∥ d₂ biçiminde yazılır. Bu iki doğruyu kesen üçüncü doğruya kesen denir. Kesen, her doğruyla dört açı, toplam sekiz açı oluşturur.`,
          msg`Kesenin aynı tarafında, doğruların aynı yanında duran açılara yöndeş açılar denir ve ölçüleri eşittir. Paralel doğruların arasında, kesenin farklı taraflarında kalan açılar iç ters açılardır; dışarıda, kesenin farklı taraflarında kalanlar dış ters açılardır. İç ters açılar da dış ters açılar da eştir.`,
        ],
      },
      {
        heading: msg`Karşı durumlu açılar`,
        paragraphs: [
          msg`Paralel doğruların arasında, kesenin aynı tarafında kalan iki açıya karşı durumlu iç açılar denir; ölçüleri toplamı 180°’dir, yani bütünlerdir. Dışarıda kesenin aynı tarafında kalan karşı durumlu dış açılar da bütünlerdir.`,
          msg`Böylece bir açının ölçüsü 70° ise sekiz açıdan dördü 70°, öbür dördü 180° − 70° = 110°’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Açıortay`, definition: msg`Bir açıyı iki eş açıya ayıran ışın.` },
      { term: msg`Kesen`, definition: msg`İki ya da daha çok doğruyu kesen doğru.` },
      { term: msg`Yöndeş açılar`, definition: msg`Paralel iki doğru ve bir kesende, kesenin aynı tarafında ve doğruların aynı yanında duran eş açılar.` },
      { term: msg`İç ters açılar`, definition: msg`Paralel doğruların arasında, kesenin farklı taraflarında kalan eş açılar.` },
      { term: msg`Karşı durumlu iç açılar`, definition: msg`Paralel doğruların arasında, kesenin aynı tarafında kalan ve toplamı 180° olan açılar.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt katlayarak açıortayı bulmak ve paralel iki doğru ile bir kesenin oluşturduğu sekiz açıyı ölçüp eş ve bütünler olanları belirlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Çizgili defter kâğıdı ve düz beyaz kâğıt`, quantity: msg`Her öğrenciye 1’er yaprak` },
      { name: msg`Açıölçer`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Renkli kalemler (en az iki renk)`, quantity: msg`Her öğrenciye 1 takım` },
    ],
    safety: [
      msg`Açıölçer ve cetveli yalnız ölçüm ve çizim için kullan; arkadaşlarına doğru sallama.`,
      msg`Kâğıdı katlarken kenarıyla parmağını kesmemeye dikkat et; kâğıdı kenarından değil yüzünden bastır.`,
      msg`Kalemlerin ucunu sivriltirken kalemtıraşı kullan, çöpünü çöp kutusuna at.`,
    ],
    steps: [
      msg`Beyaz kâğıda bir açı çiz ve açıölçerle ölç. Kâğıdı, açının iki kolu üst üste gelecek biçimde katla ve kat izini çiz.`,
      msg`Kat izinin ayırdığı iki açıyı ölç. Bu iki açı birbirine ve ilk açının yarısına eşit mi?`,
      msg`Çizgili kâğıtta aralarında 4–5 çizgi bulunan iki çizgiyi paralel doğru olarak seç (d₁ ve d₂); bu çizgileri cetvelle koyulaştır. Sonra ikisini kesen eğik bir doğru çiz. Oluşan sekiz açıyı 1’den 8’e numarala.`,
      msg`Sekiz açıyı açıölçerle ölç ve tabloya yaz. Eşit çıkan açıları aynı renge boya.`,
      msg`Yöndeş, iç ters, dış ters ve karşı durumlu iç açı çiftlerini bul; her çift için ölçüleri karşılaştır.`,
      msg`Keseni farklı bir eğimle yeniden çiz ve ölçümleri tekrarla. İlişkiler değişti mi?`,
    ],
    observations: [
      msg`Katlamayla bulduğun iki açı eş çıktı mı?`,
      msg`Sekiz açıda kaç farklı ölçü buldun? Bu ölçülerin toplamı kaç?`,
      msg`Karşı durumlu iç açıların toplamı her seferinde kaç derece çıktı?`,
    ],
    conclusion: msg`Açıyı kollarını üst üste getirerek katlamak, onu iki eş açıya ayırır; kat izi açıortaydır. Paralel iki doğru bir kesenle kesilince yöndeş, iç ters ve dış ters açılar eştir; karşı durumlu iç açılar ve karşı durumlu dış açılar bütünlerdir. Bu yüzden sekiz açıdan birinin ölçüsü bilinince hepsi bulunabilir.`,
  },
  questions: [
    {
      id: 'bisector',
      prompt: msg`84°’lik bir açının açıortayı bu açıyı kaçar derecelik iki açıya ayırır?`,
      options: [msg`42°`, msg`168°`, msg`96°`, msg`48°`],
      correctIndex: 0,
      explanation: msg`Açıortay açıyı iki eş açıya ayırır: 84° ÷ 2 = 42°.`,
      hints: [msg`Açıortay açıyı kaç eş parçaya ayırır?`, msg`84’ü bu sayıya böl.`],
    },
    {
      id: 'bisector-back',
      prompt: msg`Bir açının açıortayı ile kollarından biri arasındaki açı 35°’dir. Açının ölçüsü kaç derecedir?`,
      options: [msg`17,5°`, msg`55°`, msg`70°`, msg`145°`],
      correctIndex: 2,
      explanation: msg`Açıortay açıyı iki eş açıya ayırdığı için açı 2 · 35° = 70°’dir.`,
      hints: [msg`35°’lik açı bütün açının ne kadarı?`, msg`Eş iki parçayı topla.`],
    },
    {
      id: 'not-equal',
      prompt: msg`Paralel iki doğru ve bir kesenin oluşturduğu açı çiftlerinden hangisinin ölçüleri, kesen doğrulara dik değilse eşit olmaz?`,
      options: [msg`Yöndeş açılar`, msg`İç ters açılar`, msg`Dış ters açılar`, msg`Karşı durumlu iç açılar`],
      correctIndex: 3,
      explanation: msg`Yöndeş, iç ters ve dış ters açılar her zaman eştir. Karşı durumlu iç açılar bütünlerdir (toplamı 180°); ikisi de 90° olmadıkça eşit değildir.`,
      hints: [msg`Hangi çiftin toplamı 180°’dir?`, msg`Toplamı 180° olan iki açı ne zaman eşit olur?`],
    },
    {
      id: 'co-interior',
      prompt: msg`Paralel iki doğru ve bir kesende karşı durumlu iç açıların ölçüleri 3x ve x + 20 derecedir. x kaçtır?`,
      options: [msg`10`, msg`40`, msg`80`, msg`50`],
      correctIndex: 1,
      explanation: msg`Karşı durumlu iç açılar bütünlerdir: 3x + x + 20 = 180, 4x = 160, x = 40. Kontrol: 120° + 60° = 180°.`,
      hints: [msg`Karşı durumlu iç açıların toplamı kaç derecedir?`, msg`Denklemi kur: iki açıyı topla ve bu toplama eşitle.`],
    },
    {
      id: 'corresponding',
      prompt: msg`d₁ ∥ d₂ ve bir kesen d₁ ile 72°’lik bir açı yapıyor. Bu açının d₂ üzerindeki yöndeşi kaç derecedir?`,
      options: [msg`18°`, msg`108°`, msg`72°`, msg`144°`],
      correctIndex: 2,
      explanation: msg`Yöndeş açılar eştir; yöndeşi de 72°’dir. 108° bu açının bütünleridir.`,
      hints: [msg`Yöndeş açılar eş mi, bütünler mi?`, msg`Kesen iki paralel doğruyu aynı eğimle keser.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Açı yapıcı`,
    instructions: msg`Kolu sürükleyerek ya da seçip ok tuşlarıyla döndürerek istenen açıyı oluştur. Ölçüyü iletkiden oku ve “Kontrol et” düğmesine bas. Hesabını önce defterine yap.`,
    manipulative: {
      type: 'angle-maker',
      protractor: true,
      tasks: [
        { kind: 'exact', prompt: msg`130°’lik bir açının açıortayı onu iki eş açıya ayırıyor. Bu iki açıdan birini oluştur.`, degrees: 65 },
        { kind: 'exact', prompt: msg`d₁ ∥ d₂. Kesen d₁ ile 70°’lik bir açı yapıyor. Bu açının d₂ üzerindeki yöndeşini oluştur.`, degrees: 70 },
        { kind: 'exact', prompt: msg`Aynı şekilde 70°’lik açının komşu bütünlerini oluştur.`, degrees: 110 },
        { kind: 'exact', prompt: msg`d₁ ∥ d₂. İç ters açılardan biri 55°. Öbürünü oluştur.`, degrees: 55 },
        { kind: 'exact', prompt: msg`d₁ ∥ d₂. Karşı durumlu iç açılardan biri 65°. Öbürünü oluştur.`, degrees: 115 },
      ],
    },
  },
  worksheet: {
    title: msg`Paralel Doğrular ve Kesen Çalışma Sayfası`,
    instructions: msg`Ölçtüğün sekiz açıyı tabloya yaz; açı çiftlerinin ilişkilerini belirle.`,
    tasks: [
      { prompt: msg`d₁ ∥ d₂ ve bir kesenin oluşturduğu açılardan biri 38°’dir. Öbür yedi açının ölçülerini bir şekil çizerek yaz.`, lines: 4 },
      { prompt: msg`Bir açının açıortayı ile bir kolu arasındaki açı 2x + 5, açıortay ile öbür kolu arasındaki açı 45° ise x kaçtır?`, lines: 3 },
      { prompt: msg`Yaşadığın yerde paralel doğrular ve kesene bir örnek bul ve çiz.`, lines: 3 },
    ],
    table: {
      caption: msg`Sekiz açı`,
      columns: [msg`Açı numarası`, msg`Ölçü (°)`, msg`Eş olduğu açılar`, msg`Bütünler olduğu açılar`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık’ın Köprüsü`,
    paragraphs: [
      msg`Dere kenarında iki paralel dal uzanıyordu. Fındık bunların üstüne eğik bir dal koyup köprü yaptı ve her kesişme noktasında dört açı oluştuğunu gördü.`,
      msg`Kardeşi Çıtır bir açıyı çubukla ölçtü: 60°. “Öbür yedi açıyı da tek tek ölçmemiz gerekecek,” diye iç çekti.`,
      msg`Baykuş Nine güldü: “Dallar paralelse gerek yok. Yöndeş açılar, iç ters ve dış ters açılar eştir; yan yana duran açılar da bütünlerdir. Dört açı 60°, dört açı 120°.”`,
      msg`Çıtır yine de hepsini ölçtü; Baykuş Nine haklı çıktı. Fındık köprünün açılarını ağaç kabuğuna not etti: “Bir açıyı bil, sekizini bil.”`,
    ],
    lesson: msg`Paralel iki doğruyu bir kesen kestiğinde eş açılar ve bütünler açılar oluşur; bir açının ölçüsünden hepsini bulabiliriz.`,
  },
};
