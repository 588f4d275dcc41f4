import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { call, collect, define, left, move, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık ağacın gövdesi boyunca yürüyor. Gövdeden yukarı üç dal çıkıyor ve her dalın ucunda bir fındık var. Her dal için yapılacak iş aynı: dala çık, fındığı al, gövdeye geri in. Ama dallar eşit aralıklı değil. Bu işi bir fonksiyona dönüştüreceğiz.`,
    sections: [
      {
        heading: msg`Problemi parçalara ayır`,
        paragraphs: [
          msg`Büyük bir problemi küçük parçalara ayırmaya ayrıştırma denir. Burada iki parça var: gövde boyunca bir sonraki dala yürümek ve bir dala çıkıp fındığı alıp dönmek.`,
          msg`İkinci parça her dalda aynıdır, bu yüzden onu “dala çık” adında bir fonksiyon yaparız. Birinci parça dallar arasındaki uzaklığa göre değişir; onu ana programda yazarız.`,
        ],
      },
      {
        heading: msg`Git, yap, geri dön`,
        paragraphs: [
          msg`“Dala çık” fonksiyonu şöyledir: sola dön, 2 kez ileri git, fındığı topla, iki kez sağa dönerek arkanı dön, 2 kez ileri git, sola dön. Son “sola dön” önemlidir: Fındık gövdeye indiğinde yeniden gövde boyunca, yola devam edeceği yöne bakar.`,
          msg`Fonksiyonun içinde de döngü kullanabiliriz. “2 kez tekrarla [ileri git]” dalın boyunu söyler; dallar daha uzun olsaydı yalnızca bu sayıyı değiştirirdik.`,
        ],
      },
      {
        heading: msg`Fonksiyon ne kazandırır?`,
        paragraphs: [
          msg`Fonksiyonun tanımı, “tanımla” bloğuyla birlikte 10 bloktur; altında 9 blok vardır. Fonksiyonsuz yazsaydık bu 9 bloğu her dal için yeniden yazmamız, yani üç dal için 27 blok yazmamız gerekirdi. Ana program ise kısa ve okunur kalır: “ilk dala yürü, dala çık, üç kare yürü, dala çık, iki kare yürü, dala çık.”`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Ayrıştırma`, definition: msg`Büyük bir problemi daha küçük, çözülebilir parçalara bölme.` },
      { term: msg`Fonksiyon (yordam)`, definition: msg`Bir işi yapan, adı olan ve istenen yerde çağrılabilen komut grubu.` },
      { term: msg`Çağırma`, definition: msg`Fonksiyonun adını kullanarak onun komutlarını çalıştırma.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta “git, topla, geri dön” biçiminde bir fonksiyonu canlandırmak; fonksiyonun sonunda başlangıç yönüne dönmenin ana programı nasıl etkilediğini görmek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`2 rulo` },
      { name: msg`Kâğıttan fındık`, quantity: msg`3 tane` },
      { name: msg`“Dala çık” fonksiyon kartı ve ana program kartı`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Robot öğrenci dönüşleri yerinde ve yavaş yapsın; arkasını dönerken çevresine baksın.`,
      msg`Bant çizgileri boş bir alanda olsun; kâğıt fındıkları yerden alırken eğilerek al.`,
    ],
    steps: [
      msg`Yere düz bir “gövde” çizgisi bantlayın. Gövdenin 2., 5. ve 7. karelerinden robotun sol tarafına doğru ikişer karelik dallar bantlayın ve dalların ucuna kâğıt fındıkları koyun. Robot öğrenci gövdenin 1. karesinde, gövde boyunca bakarak dursun.`,
      msg`Fonksiyon kartına yazın: sola dön, 2 kez ileri git, fındığı topla, sağa dön, sağa dön, 2 kez ileri git, sola dön.`,
      msg`Ana program kartına yazın: 1 ileri git, dala çık, 3 ileri git, dala çık, 2 ileri git, dala çık.`,
      msg`Robot öğrenci ana programı uygulasın; “dala çık” geldiğinde bir arkadaşı fonksiyon kartını okusun. Robot her dönüşte hangi yöne baktığını söylesin.`,
      msg`Fonksiyon kartından son “sola dön” satırını silip yeniden deneyin. Robot ikinci dala ulaşabildi mi? Neden?`,
    ],
    observations: [
      msg`Fonksiyon kaç kez çağrıldı? Her çağrının sonunda robot hangi yöne bakıyordu?`,
      msg`Son “sola dön” silinince robot nereye yürüdü?`,
      msg`Fonksiyonsuz bir ana program kaç satır olurdu?`,
    ],
    conclusion: msg`Bir fonksiyon bir işi yapıp başladığı yere ve yöne dönerse ana programda istediğimiz yerde güvenle çağrılabilir. Problemi ayrıştırıp tekrar eden parçayı fonksiyon yapmak, programı kısaltır ve okunur kılar.`,
  },
  questions: [
    {
      id: 'last-left',
      prompt: msg`“Dala çık” fonksiyonunun sonundaki “sola dön” bloğu silinirse ilk çağrıdan sonra Fındık hangi yöne bakar?`,
      options: [msg`Gövde boyunca sağa, yola devam edeceği yöne`, msg`Yukarı, dala doğru`, msg`Aşağı, geldiği daldan uzağa`],
      correctIndex: 2,
      explanation: msg`Fındık daldan aşağı inerken aşağı bakar. Son “sola dön” onu gövde boyunca sağa çevirir. Bu blok yoksa Fındık aşağı bakar ve ana programın sonraki “ileri git” bloğu onu ağaca çarptırır.`,
      hints: [msg`Fındık daldan inerken hangi yöne bakıyor?`, msg`Son “sola dön” bu yönü neye çeviriyordu?`],
    },
    {
      id: 'turn-around',
      prompt: msg`Fonksiyonda “sağa dön, sağa dön” ne işe yarar?`,
      options: [msg`Fındık’ı geldiği yöne, arkasına çevirir`, msg`Fındık’ı iki kare ilerletir`, msg`Fındığı iki kez toplar`],
      correctIndex: 0,
      explanation: msg`İki çeyrek dönüş yarım dönüş eder. Fındık dalın ucunda arkasını döner ve gövdeye inmeye hazır olur.`,
      hints: [msg`Bir “sağa dön” kaç derece döndürür?`, msg`İki çeyrek dönüş ne eder?`],
    },
    {
      id: 'count-blocks',
      prompt: msg`Fonksiyonun tanımı (tanımla bloğu dâhil) 10 blok, ana program 8 bloktur. Fonksiyon kullanılmasaydı ve her çağrının yerine tanımdaki 9 blok yazılsaydı ana program kaç blok olurdu?`,
      options: [msg`18`, msg`27`, msg`32`, msg`35`],
      correctIndex: 2,
      explanation: msg`Ana programdaki 3 çağrı bloğu çıkar, yerine 3 × 9 = 27 blok girer: 8 − 3 + 27 = 32 blok. Fonksiyonlu program toplam 18 bloktur.`,
      hints: [msg`Ana programdan kaç çağrı bloğu çıkar?`, msg`Her çağrının yerine kaç blok girer? Hepsini hesapla.`],
    },
    {
      id: 'decompose',
      prompt: msg`Bu problemde hangi parça fonksiyon yapılmaya en uygundur?`,
      options: [msg`Gövde boyunca bir sonraki dala yürümek`, msg`Bir dala çıkıp fındığı alıp gövdeye dönmek`, msg`Yeşil bayrağa tıklamak`],
      correctIndex: 1,
      explanation: msg`Dala çıkma işi her dalda tamamen aynıdır, bu yüzden bir kez tanımlanıp üç kez çağrılabilir. Dallar arası yürüyüş ise her seferinde farklı uzunluktadır.`,
      hints: [msg`Hangi parça her dalda hiç değişmeden tekrar ediyor?`, msg`Dallar arasındaki uzaklıklar aynı mı?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Üç daldan fındık topla`,
    instructions: msg`“Tanımla: dala çık” bloğunun altına dala çıkıp fındığı alan ve gövdeye, yola devam edeceği yöne bakarak dönen blokları koy. Ana programda gövde boyunca yürü ve her dalın dibinde “dala çık” bloğunu kullan. En fazla 18 blok kullanabilirsin.`,
    puzzle: {
      id: 'branch-nuts',
      stage: { map: ['##########', '##n##n#n##', '##.##.#.##', '#s......##', '##########'], heading: 'east' },
      goal: 'collect',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat', 'define-procedure', 'call-procedure'],
      procedures: [{ id: 'branch', label: msg`dala çık` }],
      maxBlocks: 18,
      solution: program(
        whenFlag(move, call('branch'), repeat(3, move), call('branch'), repeat(2, move), call('branch')),
        define('branch', left, repeat(2, move), collect, right, right, repeat(2, move), left),
      ),
    },
  },
  worksheet: {
    title: msg`Ayrıştırma ve Fonksiyon Çalışma Sayfası`,
    instructions: msg`Problemi parçalara ayır, fonksiyonu ve ana programı yaz.`,
    tasks: [
      { prompt: msg`Bu problemi iki parçaya ayır. Hangi parça her dalda aynı, hangisi farklı?`, lines: 3 },
      { prompt: msg`“Dala çık” fonksiyonunu yaz. Dallar 3 kare uzun olsaydı neyi değiştirirdin?`, lines: 4 },
      { prompt: msg`Dallardan biri aşağı doğru uzansaydı aynı fonksiyon işe yarar mıydı? Neden?`, lines: 3 },
    ],
    table: {
      caption: msg`Yön izleme`,
      columns: [msg`Çağrı`, msg`Dala çıkarken yön`, msg`Fındığı alınca yön`, msg`Gövdeye dönünce yön`],
      rows: 3,
    },
  },
  story: {
    title: msg`Babaannenin Sepeti`,
    paragraphs: [
      msg`Fındık’ın babaannesi artık ağaca tırmanamıyordu. Fındık ona yardım etmek için sepetiyle gövde boyunca yürüdü. Her dalın ucunda bir fındık sallanıyordu.`,
      msg`Babaanne her dal için aynı şeyi tembihledi: “Dala çık, fındığı al, arkanı dön, in, sonra yine yola bak.” Fındık ilk dalda her şeyi yaptı ama son cümleyi unuttu; indiğinde gövdeye sırtını dönmüş, boşluğa bakıyordu. Bir adım atsa aşağı düşecekti.`,
      msg`Babaanne gülümsedi: “Bu tembihe bir ad verelim: ‘dala çık’. Ben ‘dala çık’ deyince bütün adımları, sonuncusu dâhil, yapacaksın.” Fındık adımları kartına yazdı, en alta büyük harflerle “YOLA BAK” ekledi.`,
      msg`Ertesi dallarda babaanne yalnızca “Üç adım yürü, dala çık” dedi. Fındık her seferinde sepetine bir fındık daha koydu ve her inişte yoluna baktı.`,
    ],
    lesson: msg`Bir fonksiyon işini bitirince başladığı duruma dönerse, onu programın her yerinde güvenle çağırabiliriz.`,
  },
};
