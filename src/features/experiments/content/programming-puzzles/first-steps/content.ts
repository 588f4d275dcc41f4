import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { left, move, program, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bilgisayarlar ve robotlar ne yapacaklarını kendi kendine bilemez. Ne yapacaklarını onlara adım adım söyleriz. Bu adımların sıralı listesine algoritma denir.`,
    sections: [
      {
        heading: msg`Algoritma nedir?`,
        paragraphs: [
          msg`Bir işi yapmak için sırayla izlenen adımlara algoritma denir. Dişlerini fırçalarken, bir yemek tarifini uygularken ya da okula giderken de algoritma kullanırsın.`,
          msg`İyi bir algoritmanın adımları açık ve kısadır. Aynı adımları izleyen herkes aynı sonuca ulaşır.`,
        ],
      },
      {
        heading: msg`Komut ve program`,
        paragraphs: [
          msg`Bir bilgisayara ya da robota verilen her bir emre komut denir. “İleri git” ve “sağa dön” birer komuttur.`,
          msg`Komutların sıralı hâline program denir. Blok tabanlı kodlamada her blok bir komuttur. Blokları alt alta dizerek program yazarız.`,
        ],
      },
      {
        heading: msg`Sıra neden önemli?`,
        paragraphs: [
          msg`Bilgisayar komutları yukarıdan aşağıya, yazıldığı sırayla çalıştırır. Önce dönüp sonra ilerlemek ile önce ilerleyip sonra dönmek Fındık’ı farklı yerlere götürür.`,
          msg`Sağ ve sol, Fındık’ın baktığı yöne göredir. Fındık aşağı bakarken sağa dönerse, ekranda senin soluna doğru bakar. Fındık’ın yüzünü izlemek doğru dönüşü seçmeni kolaylaştırır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Algoritma`, definition: msg`Bir işi yapmak için sırayla izlenen açık adımlar.` },
      { term: msg`Komut`, definition: msg`Bir bilgisayara ya da robota verilen tek bir emir; örneğin “ileri git”.` },
      { term: msg`Program`, definition: msg`Bilgisayarın sırayla çalıştırdığı komutların tamamı.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfın zemininde kurulan bir ızgarada ok kartlarıyla yazılan programı canlandırmak ve komutların sırasının önemini görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Ok kartları (ileri git, sola dön, sağa dön)`, quantity: msg`Her gruba 12 tane` },
      { name: msg`Başlangıç ve yuva kartı`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Kâğıttan sincap kulakları (robot olacak öğrenci için)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Izgarayı sıraların ve dolapların uzağında, boş bir alanda kur.`,
      msg`Izgarada koşma; her “ileri git” kartında yalnızca bir adım at.`,
      msg`Bandın kenarı kalkarsa takılmamak için hemen öğretmenine söyle.`,
      msg`Başlangıç ve yuva kartlarını bantla yere sabitleyin; üzerlerine basınca kaymasınlar.`,
    ],
    steps: [
      msg`Öğretmeninle birlikte yere bantla 4 × 4 karelik bir ızgara yap. Her kare bir adım büyüklüğünde olsun.`,
      msg`Bir kareye başlangıç kartını, başka bir kareye yuva kartını koy.`,
      msg`Gruptan bir kişi sincap kulaklarını takıp “robot Fındık” olsun ve başlangıç karesinde bir yöne dönük dursun.`,
      msg`Diğerleri ok kartlarını sıraya dizerek Fındık’ın yuvaya gideceği programı yazsın.`,
      msg`Bir kişi kartları sırayla okusun. Robot her kartta yalnızca o komutu yapsın, kendiliğinden hiçbir şey yapmasın.`,
      msg`Robot yuvaya ulaşamazsa hatalı kartı bulun, düzeltin ve programı baştan çalıştırın.`,
      msg`Son olarak iki kartın yerini değiştirip programı yeniden çalıştırın. Robot nereye gitti?`,
    ],
    observations: [
      msg`Programınız kaç komuttan oluştu?`,
      msg`Robot yuvaya ilk denemede ulaştı mı? Ulaşmadıysa hangi kart hatalıydı?`,
      msg`İki kartın yeri değişince robot nereye gitti?`,
    ],
    conclusion: msg`Bir programdaki komutlar yazıldığı sırayla çalışır. Sıra değişince robot başka bir yere gider. Hatalı komutu bulup düzeltmek, programcıların her gün yaptığı bir iştir.`,
  },
  questions: [
    {
      id: 'what-is-algorithm',
      prompt: msg`Bir işi yapmak için sırayla izlenen adımlara ne denir?`,
      options: [msg`Tahmin`, msg`Algoritma`, msg`Ölçüm`, msg`Çizim`],
      correctIndex: 1,
      explanation: msg`Bir işi yapmak için sırayla izlenen açık adımlara algoritma denir. Bir yemek tarifi de bir algoritmadır.`,
      hints: [msg`Konu anlatımındaki ilk başlığa bak.`, msg`Bu kelime, bir yemek tarifindeki adımların listesine de verilen addır.`],
    },
    {
      id: 'where-does-it-go',
      prompt: msg`Fındık ekranda sağa bakıyor. Program: ileri git, ileri git, sola dön, ileri git. Fındık başladığı kareye göre nerede durur?`,
      options: [msg`2 kare sağda ve 1 kare yukarıda`, msg`2 kare sağda ve 1 kare aşağıda`, msg`1 kare sağda ve 2 kare yukarıda`, msg`3 kare sağda`],
      correctIndex: 0,
      explanation: msg`Fındık önce sağa doğru 2 kare ilerler. Sağa bakarken sola dönünce yüzü yukarı döner. Son “ileri git” komutuyla 1 kare yukarı çıkar.`,
      hints: [
        msg`Programı bir kâğıt üzerinde parmağınla adım adım izle.`,
        msg`Sağa bakan biri sola dönünce yüzü ekranda hangi yöne döner: yukarı mı, aşağı mı?`,
      ],
    },
    {
      id: 'order-matters',
      prompt: msg`“Sağa dön, ileri git” ve “ileri git, sağa dön” programları için hangisi doğrudur?`,
      options: [msg`Fındık’ı her zaman aynı kareye götürürler`, msg`İkisi de hiç çalışmaz`, msg`Fındık’ı farklı karelere götürürler`],
      correctIndex: 2,
      explanation: msg`Bloklar aynı ama sıraları farklı. Önce dönen Fındık yeni yönüne doğru ilerler; önce ilerleyen Fındık eski yönünde bir kare gidip sonra döner. Bu yüzden farklı karelerde dururlar.`,
      hints: [
        msg`İki programda da aynı bloklar var; farklı olan ne?`,
        msg`Önce dönüp sonra ilerleyen Fındık’ı ve önce ilerleyip sonra dönen Fındık’ı ayrı ayrı çiz.`,
      ],
    },
    {
      id: 'find-bug',
      prompt: msg`Fındık’ın yuvası tam önünde, 3 kare ileride. Program “ileri git, ileri git, sağa dön” ve Fındık yuvaya varamıyor. Hata nedir?`,
      options: [msg`Programın başına bir “sola dön” eklenmeli`, msg`Programdaki bütün bloklar silinmeli`, msg`Son blok yerine bir “ileri git” daha olmalı`],
      correctIndex: 2,
      explanation: msg`Yuvaya varmak için Fındık’ın 3 kez ilerlemesi gerekir. Programda yalnızca 2 “ileri git” var, üstelik sonda gereksiz bir dönüş var. Son bloğu “ileri git” yapınca program düzelir.`,
      hints: [msg`Yuvaya varmak için Fındık kaç kare ilerlemeli?`, msg`Programdaki “ileri git” bloklarını say. Yol boyunca bir dönüş gerekiyor mu?`],
    },
    {
      id: 'turn-right',
      prompt: msg`Fındık ekranda yukarı bakıyor ve “sağa dön” komutunu alıyor. Şimdi ekranda hangi yöne bakar?`,
      options: [msg`Aşağı`, msg`Sola`, msg`Yukarı`, msg`Sağa`],
      correctIndex: 3,
      explanation: msg`Yukarı bakan biri sağa dönünce yüzü ekranın sağ tarafına döner. Dönme komutu Fındık’ı yerinden oynatmaz, yalnızca yüzünü çevirir.`,
      hints: [msg`Ayağa kalk ve yüzün tahtaya bakacak biçimde dur, sonra sağa dön.`, msg`Dönünce yüzün hangi duvara bakıyor?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Fındık’ı yuvasına götür`,
    instructions: msg`Blokları yeşil bayrak bloğunun altına sürükle. Fındık’ı ağaçlara çarptırmadan yuvasına götüren programı yaz, sonra Çalıştır’a bas.`,
    puzzle: {
      id: 'first-steps',
      stage: { map: ['######', '#s..##', '###.##', '###..g', '######'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right'],
      maxBlocks: 10,
      solution: program(whenFlag(move, move, right, move, move, left, move, move)),
    },
  },
  worksheet: {
    title: msg`Fındık’ın Yolu Çalışma Sayfası`,
    instructions: msg`Izgarada yazdığınız programları tabloya kaydet, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Okulun kapısından sınıfına giden yolu “ileri git”, “sağa dön”, “sola dön” komutlarıyla yaz.`, lines: 4 },
      { prompt: msg`Programınızdaki hatayı nasıl buldunuz ve nasıl düzelttiniz?`, lines: 3 },
      { prompt: msg`Her gün yaptığın bir işin adımlarını sırayla yaz (örneğin diş fırçalamak).`, lines: 4 },
    ],
    table: {
      caption: msg`Izgarada denediğimiz programlar`,
      columns: [msg`Deneme`, msg`Komutlar (sırayla)`, msg`Robot yuvaya ulaştı mı?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Ok Kartları`,
    paragraphs: [
      msg`Sincap Fındık’ın küçük kardeşi Çıtır, ormanda yolunu kaybetmişti. Telsizden Fındık’a seslendi: “Abi, yuvaya nasıl gelirim?”`,
      msg`Fındık yuvanın penceresinden baktı ve “Biraz ilerle, sonra dön!” dedi. Çıtır ilerledi ama hangi yöne döneceğini bilemedi. Biraz sonra dikenli çalıların arasına girmişti bile.`,
      msg`Fındık bu kez dikkatle düşündü ve adımları tek tek söyledi: “İki adım ileri git. Sağa dön. İki adım ileri git. Sola dön. İki adım daha ileri git.”`,
      msg`Çıtır her komutu sırayla yaptı. Sağa dönerken kendi yüzünün baktığı yönü düşündü. Son adımda burnu yuvanın kapısına değdi!`,
      msg`O akşam iki kardeş ağaç kabuğundan ok kartları kestiler. Fındık gülümsedi: “Açık adımlar sırayla verilince kimse yolunu kaybetmez. Bilgisayarlar da tıpkı senin gibi dinler.”`,
    ],
    lesson: msg`Bir algoritma, bir işi yapmak için sırayla izlenen açık adımlardır; adımların sırası değişirse sonuç da değişir.`,
  },
};
