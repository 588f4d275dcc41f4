import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { call, define, left, move, paint, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık bahçedeki üç kare çiçek tarhını boyayacak. Her tarh 2 × 2 karelik ve her birini boyamak için aynı dört blok gerekiyor. Ama tarhlar düzenli aralıklarla dizilmemiş; biri yanda, biri aşağıda. Döngü burada yetmiyor. Yeni bir araç öğreneceğiz: kendi bloğumuzu tanımlamak.`,
    sections: [
      {
        heading: msg`Fonksiyon: adı olan bir blok grubu`,
        paragraphs: [
          msg`Fonksiyon (yordam da denir), bir işi yapan blokların bir araya toplanıp bir ad verilmesidir. “Tanımla: tarh boya” bloğunun altına bir tarhı boyayan blokları koyarız. Bu bloklar kendi başına çalışmaz; yalnızca “tarh boya” bloğu kullanıldığında çalışır.`,
          msg`Fonksiyonu kullanmaya çağırmak denir. Ana programda üç yerde “tarh boya” bloğunu koyarız; her çağrıda tanımdaki bloklar baştan sona çalışır, sonra program çağrının altındaki bloktan devam eder.`,
        ],
      },
      {
        heading: msg`Neden döngü değil de fonksiyon?`,
        paragraphs: [
          msg`Döngü, aynı işi art arda ve aynı düzende tekrarlar. Burada tarhların arasındaki yollar farklı: birinden ötekine dört kare sağa, ötekinden sonrakine dört kare aşağı gidiliyor. Fonksiyon ise aynı işi programın istediğimiz yerinde, arasına başka işler koyarak tekrar yapmamızı sağlar.`,
          msg`Fonksiyon programı okunur kılar: ana program “git, tarh boya, git, tarh boya…” diye bir plan gibi okunur. Bir işi adıyla çağırıp ayrıntısını bir yerde saklamaya soyutlama denir.`,
        ],
      },
      {
        heading: msg`Başladığın yerde bitir`,
        paragraphs: [
          msg`“Tarh boya” tarhın sol üst köşesinde, sağa bakarak başlar. 4 kez tekrarla [kareyi boya, ileri git, sağa dön] tarhın çevresinde bir tur atar ve Fındık’ı yine sol üst köşeye, yine sağa bakar hâlde bırakır. Böylece ana program, her çağrıdan sonra Fındık’ın nerede olduğunu kolayca bilir. İyi bir fonksiyonun nerede başlayıp nerede bittiği bellidir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Fonksiyon (yordam)`, definition: msg`Bir işi yapan, adı olan ve istenen yerde çağrılabilen blok ya da komut grubu.` },
      { term: msg`Tanımlama`, definition: msg`Fonksiyonun adını ve hangi komutlardan oluştuğunu bir kez yazma.` },
      { term: msg`Çağırma`, definition: msg`Programın bir yerinde fonksiyonun adını kullanarak onun komutlarını çalıştırma.` },
      { term: msg`Soyutlama`, definition: msg`Bir işin ayrıntısını bir yerde saklayıp ona yalnızca adıyla başvurma.` },
    ],
  },
  procedure: {
    goal: msg`Bir dans gösterisinde tekrar eden figürü bir “fonksiyon kartı”na yazmak, ana programda adıyla çağırmak ve fonksiyonun başlangıç ve bitiş duruşunu belirlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Büyük kartlar ve kalın kalem`, quantity: msg`Her gruba 6 kart` },
      { name: msg`Kâğıt maskeleme bandı (sahne işaretleri için)`, quantity: msg`1 rulo` },
      { name: msg`Müzik çalar (isteğe bağlı)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Figürleri geniş bir alanda yapın; kollarınızı açarken yanınızdakiyle aranızda bir kol boyu mesafe olsun.`,
      msg`Dönerken yavaş dönün ve zıplama figürü koymayın.`,
    ],
    steps: [
      msg`Grup, dört hareketten oluşan bir figür uydursun (örneğin: sağ el havaya, sol el havaya, çeyrek dönüş, alkış). Figürü bir karta yazın ve kartın üstüne bir ad verin: “yıldız figürü”.`,
      msg`Figürün nasıl başlayıp nasıl bittiğine bakın: dansçı figürden sonra başladığı yöne bakıyor mu? Bakmıyorsa figürü, başladığı yöne bakarak bitecek biçimde düzeltin.`,
      msg`Ana program kartını yazın: iki adım ileri, yıldız figürü, üç adım sağa, yıldız figürü, bir adım geri, yıldız figürü. Figürün ayrıntısını ana programa yazmayın, yalnızca adını yazın.`,
      msg`Bir öğrenci ana programı okusun; “yıldız figürü” geldiğinde fonksiyon kartını açıp okusun, bitince ana programa dönsün. Grup dansı yapsın.`,
      msg`Fonksiyon kartındaki bir hareketi değiştirin ve dansı yeniden yapın. Ana programda bir şey değiştirmeniz gerekti mi?`,
    ],
    observations: [
      msg`Ana program kartında kaç satır vardı? Fonksiyonu kullanmasaydınız kaç satır olurdu?`,
      msg`Figür başladığı yönde bitmeseydi ana programın geri kalanı ne olurdu?`,
      msg`Fonksiyon kartını değiştirince dansın hangi bölümleri değişti?`,
    ],
    conclusion: msg`Fonksiyon, bir işi bir kez tanımlayıp istediğimiz yerde adıyla çağırmamızı sağlar. Program kısalır ve bir plan gibi okunur; işi değiştirmek gerekirse yalnızca tanımı değiştiririz. Fonksiyonun nerede başlayıp nerede bittiği açıkça belli olmalıdır.`,
  },
  questions: [
    {
      id: 'define-vs-call',
      prompt: msg`“Tanımla: tarh boya” bloğunun altındaki bloklar ne zaman çalışır?`,
      options: [msg`Yeşil bayrağa tıklanır tıklanmaz`, msg`Ana programda “tarh boya” bloğu her kullanıldığında`, msg`Hiçbir zaman çalışmaz`],
      correctIndex: 1,
      explanation: msg`Tanım yalnızca işin ne olduğunu söyler. Bloklar, ana programda fonksiyon çağrıldığı her seferde baştan sona çalışır.`,
      hints: [msg`Tanım bloğu bir olay bloğu mudur?`, msg`“Tarh boya” bloğu ana programda kaç kez geçiyor ve her seferinde ne oluyor?`],
    },
    {
      id: 'how-many-paint',
      prompt: msg`Fonksiyon üç kez çağrılıyor ve tanımında 4 kez tekrarla [kareyi boya, ileri git, sağa dön] var. Toplam kaç kare boyanır?`,
      options: [msg`4`, msg`3`, msg`7`, msg`12`],
      correctIndex: 3,
      explanation: msg`Her çağrıda 4 kare boyanır. 3 çağrı × 4 kare = 12 kare; üç tarhın toplam kare sayısı da 12’dir.`,
      hints: [msg`Bir çağrıda kaç kare boyanır?`, msg`Kaç çağrı var?`],
    },
    {
      id: 'why-not-loop',
      prompt: msg`Bu bahçede neden “3 kez tekrarla [tarhı boya, sonrakine git]” gibi tek bir döngü yetmez?`,
      options: [msg`Çünkü döngülerin içine boya bloğu konamaz`, msg`Çünkü tarhlar arasındaki yollar aynı değil`, msg`Çünkü döngü yalnızca iki kez dönebilir`],
      correctIndex: 1,
      explanation: msg`Döngü her turda aynı blokları çalıştırır. Bir tarhtan ötekine bir kez sağa, bir kez aşağı gidildiği için “sonrakine git” kısmı her turda farklıdır.`,
      hints: [msg`Birinci tarhtan ikinciye nasıl gidiliyor? İkinciden üçüncüye?`, msg`Döngünün her turunda aynı bloklar mı çalışır?`],
    },
    {
      id: 'end-state',
      prompt: msg`Fonksiyonun tanımında tekrar sayısı 4 yerine 3 olsaydı ilk çağrıdan sonra ne olurdu?`,
      options: [
        msg`Tarhın dört karesi de boyanırdı ama Fındık başladığı köşede olmazdı`,
        msg`Tarhın bir karesi boyanmadan kalır ve Fındık başka bir köşede, başka bir yöne bakıyor olurdu`,
        msg`Hiçbir şey değişmezdi`,
      ],
      correctIndex: 1,
      explanation: msg`3 tur üç kareyi boyar ve Fındık’ı dördüncü karede bırakır; o kare boyanmamıştır ve Fındık yukarı bakmaktadır. Ana programın sonraki adımları Fındık’ı yanlış yere götürür.`,
      hints: [msg`Her tur kaç kare boyar?`, msg`Üç turdan sonra Fındık hangi karede ve hangi yöne bakıyor?`],
    },
    {
      id: 'change-once',
      prompt: msg`Tarhlar 2 × 2 yerine başka bir biçimde olsaydı programda nereyi değiştirmek gerekirdi?`,
      options: [msg`Yalnızca fonksiyonun tanımını (ve gerekirse tarhlar arası yolları)`, msg`Üç yerde ayrı ayrı boyama bloklarını`, msg`Yeşil bayrak bloğunu`],
      correctIndex: 0,
      explanation: msg`Boyama işi tek bir yerde, fonksiyonun tanımında durur. Tanımı değiştirince üç çağrının hepsi yeni biçimi boyar.`,
      hints: [msg`Tarhı boyayan bloklar programın kaç yerinde yazılı?`, msg`Fonksiyon çağrılarının içinde boyama blokları var mı?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Üç tarhı boya`,
    instructions: msg`Araç kutusundaki “tanımla: tarh boya” bloğunun altına bir tarhı boyayan blokları koy: tarhın sol üst köşesinde, sağa bakarak başlasın ve aynı yerde, aynı yöne bakarak bitsin. Sonra ana programda tarhlara git ve “tarh boya” bloğuyla boya. En fazla 15 blok kullanabilirsin.`,
    puzzle: {
      id: 'flower-beds',
      stage: {
        map: ['############', 'spp..pp#####', '#pp##pp#####', '#####.######', '#####.######', '#####pp#####', '#####pp#####', '############'],
        heading: 'east',
      },
      goal: 'paint',
      blocks: ['move', 'turn-left', 'turn-right', 'paint', 'repeat', 'define-procedure', 'call-procedure'],
      procedures: [{ id: 'bed', label: msg`tarh boya` }],
      maxBlocks: 15,
      solution: program(
        whenFlag(move, call('bed'), repeat(4, move), call('bed'), right, repeat(4, move), left, call('bed')),
        define('bed', repeat(4, paint, move, right)),
      ),
    },
  },
  worksheet: {
    title: msg`Fonksiyonlar Çalışma Sayfası`,
    instructions: msg`Fonksiyonun tanımını ve ana programı ayrı ayrı yaz, sonra blok sayılarını karşılaştır.`,
    tasks: [
      { prompt: msg`“Tarh boya” fonksiyonunun tanımını yaz. Fındık nerede, hangi yöne bakarak başlıyor ve bitiyor?`, lines: 3 },
      { prompt: msg`Ana programı yaz. Fonksiyonsuz yazılsaydı kaç blok olurdu? Hesabını göster.`, lines: 4 },
      { prompt: msg`Günlük hayattan adı olan ve tekrar tekrar “çağrılan” bir iş örneği yaz (örneğin bir şarkının nakaratı).`, lines: 2 },
    ],
    table: {
      caption: msg`Çağrıları izle`,
      columns: [msg`Çağrı`, msg`Başlarken Fındık’ın yeri ve yönü`, msg`Boyanan kareler`, msg`Bitince Fındık’ın yeri ve yönü`],
      rows: 3,
    },
  },
  story: {
    title: msg`Bahçıvan Kirpi’nin Tarifi`,
    paragraphs: [
      msg`Bahçıvan Kirpi Diken, Fındık’tan bahçedeki üç tarhı boyamasını istedi ve her birinin nasıl boyanacağını uzun uzun anlattı. Fındık not aldı; not defteri üç sayfa oldu, çünkü aynı tarifi üç kez yazmıştı.`,
      msg`İkinci tarhta Fındık bir satırı atladı ve tarhın bir köşesi boş kaldı. Üçüncü tarhta ise notların hangi sayfasında olduğunu bulamadı.`,
      msg`Diken, defterin en başına kocaman harflerle “TARH BOYA” yazdı ve altına tarifi bir kez yazdı. Sonraki sayfaya da yalnızca şunu yazdı: “İlk tarha git, TARH BOYA. Dört adım sağa git, TARH BOYA. Dört adım aşağı in, TARH BOYA.”`,
      msg`Fındık bu kez hiç şaşırmadı. Ertesi gün Diken tarhların kenarına bir sıra daha çiçek eklemek istedi; Fındık yalnızca ilk sayfadaki tarifi değiştirdi ve üç tarh da yeni biçimde boyandı.`,
    ],
    lesson: msg`Tekrar eden bir işi bir kez tanımlayıp adıyla çağırmak programı kısaltır, okunur kılar ve değiştirmeyi kolaylaştırır.`,
  },
};
