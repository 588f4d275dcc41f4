import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import {
  changeVariable,
  collect,
  left,
  move,
  program,
  repeat,
  repeatVariable,
  right,
  setVariable,
  whenFlag,
} from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık yeni bir merdiven buldu ama bu merdivenin basamakları gittikçe genişliyor: ilk basamakta 1, ikincide 2, üçüncüde 3 fındık var. Tekrar sayısı her basamakta değiştiği için bu sayıyı bir değişkende tutacağız.`,
    sections: [
      {
        heading: msg`Tekrar sayısı bir değişkenden`,
        paragraphs: [
          msg`“sayı kadar tekrarla” bloğu, içindeki blokları değişkendeki değer kadar tekrarlar: sayı 2 ise iki kez, 3 ise üç kez. Değer, döngü başlarken okunur.`,
          msg`Merdiven programında dıştaki döngü basamakları, içteki değişkenli döngü basamaktaki fındıkları dolaşır. Her basamağın sonunda sayı 1 artar, böylece bir sonraki basamakta içteki döngü bir kez fazla çalışır.`,
        ],
      },
      {
        heading: msg`İzleme tablosu`,
        paragraphs: [
          msg`Bir programın ne yapacağını önceden görmek için izleme tablosu hazırlarız: her satıra bir tur, sütunlara değişkenlerin o turdaki değerleri yazılır.`,
          msg`Merdiven programının tablosu: 1. turda sayı 1, 1 fındık; 2. turda sayı 2, 2 fındık; 3. turda sayı 3, 3 fındık. Toplam 1 + 2 + 3 = 6 fındık toplanır.`,
        ],
      },
      {
        heading: msg`Sayaçlar ve yerleri`,
        paragraphs: [
          msg`Değeri her seferinde belli bir miktar artan değişkene sayaç denir. Adımsayarlar, turnikelerdeki kişi sayaçları ve oyunlardaki puanlar sayaçlara örnektir.`,
          msg`Sayacın nerede artırıldığı önemlidir. “sayı değişkenini 1 artır” bloğu içteki döngüden önceye taşınırsa ilk basamakta 1 yerine 2 fındık aranır ve Fındık ilk basamağın sonundaki ağaca çarpar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sayaç`, definition: msg`Değeri her seferinde belli bir miktar artan (ya da azalan) değişken.` },
      { term: msg`İzleme tablosu`, definition: msg`Bir programın her turunda değişkenlerin değerlerinin yazıldığı tablo.` },
      { term: msg`Tekrar sayısı`, definition: msg`Bir döngünün gövdesinin kaç kez çalışacağını gösteren sayı; bir değişkenden de gelebilir.` },
    ],
  },
  procedure: {
    goal: msg`Değişkenli bir döngü programını düğmelerle canlandırmak, değişkenin değerlerini bir izleme tablosunda kaydetmek ve sayacın yerinin sonucu nasıl değiştirdiğini görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartona çizilmiş 4 basamaklı merdiven şablonu`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Düğme ya da büyük boncuk`, quantity: msg`Her gruba 30 tane` },
      { name: msg`Küçük yazı tahtası ya da kâğıt (değişken için)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Program kartı ve boş izleme tablosu`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [msg`Düğme ve boncukları ağzına alma; küçük parçalar yutulabilir.`, msg`Yere düşen boncukları hemen topla; üzerlerine basıp kayabilirsiniz.`],
    steps: [
      msg`Grupta görevleri paylaşın: program okuyucu, “sayı” değişkenini tutan kişi, düğme dizen robot ve izleme tablosunu dolduran yazıcı.`,
      msg`Program kartını okuyun: sayıyı 1 yap; 4 kez tekrarla [sayı kadar tekrarla [basamağa bir düğme koy], bir üst basamağa geç, sayıyı 1 artır].`,
      msg`Değişken tutucu tahtaya 1 yazsın. Robot ilk basamağa, tahtadaki sayı kadar düğme koysun.`,
      msg`Her turun sonunda değişken tutucu eski değeri silip yenisini yazsın. Yazıcı turu, sayıyı ve konan düğme sayısını tabloya eklesin.`,
      msg`Program bitince basamaklardaki düğmeleri sayın ve tablodaki sayıların toplamıyla karşılaştırın.`,
      msg`“sayıyı 1 artır” adımını içteki döngüden önceye taşıyıp programı yeniden canlandırın. Tabloyu yeniden doldurun ve iki tabloyu karşılaştırın.`,
    ],
    observations: [
      msg`Her turun başında değişkenin değeri kaçtı?`,
      msg`Toplam kaç düğme kondu? Tablodaki toplamla aynı mı?`,
      msg`Artırma bloğunun yeri değişince basamaklardaki düğme sayıları nasıl değişti?`,
    ],
    conclusion: msg`Bir döngünün tekrar sayısı bir değişkenden gelebilir; değişken değiştikçe döngü her turda farklı sayıda çalışır. İzleme tablosu değişkenin her turdaki değerini gösterir ve sonucu önceden hesaplatır. Sayacın programdaki yeri sonucu değiştirir.`,
  },
  questions: [
    {
      id: 'repeat-count',
      prompt: msg`“sayı” değişkeni 3 iken “sayı kadar tekrarla [ileri git]” bloğu çalışırsa Fındık kaç kare ilerler?`,
      options: [msg`1`, msg`3`, msg`0`, msg`6`],
      correctIndex: 1,
      explanation: msg`Döngü, değişkendeki değer kadar tekrar eder. Sayı 3 olduğu için “ileri git” 3 kez çalışır.`,
      hints: [msg`Döngünün tekrar sayısı nereden geliyor?`, msg`O anda değişkenin içinde hangi sayı var?`],
    },
    {
      id: 'trace-total',
      prompt: msg`Program: sayıyı 1 yap; 3 kez tekrarla [sayı kadar tekrarla [fındığı topla], sayıyı 1 artır]. Her seferinde toplanacak bir fındık olduğunu düşün. Toplam kaç fındık toplanır?`,
      options: [msg`3`, msg`9`, msg`6`, msg`4`],
      correctIndex: 2,
      explanation: msg`İzleme tablosu: 1. turda sayı 1 (1 fındık), 2. turda sayı 2 (2 fındık), 3. turda sayı 3 (3 fındık). Toplam 1 + 2 + 3 = 6.`,
      hints: [msg`Bir izleme tablosu yap: her tur için sayının değerini yaz.`, msg`Her turda sayı kadar fındık toplanıyor. Turların fındıklarını topla.`],
    },
    {
      id: 'counter',
      prompt: msg`Değeri her seferinde belli bir miktar artan değişkene ne denir?`,
      options: [msg`Sayaç`, msg`Koşul`, msg`Olay`, msg`Blok`],
      correctIndex: 0,
      explanation: msg`Her seferinde belli bir miktar artan değişkene sayaç denir. Adımsayar ve oyun puanı sayaçlara örnektir.`,
      hints: [msg`Konu anlatımının son bölümüne bak.`, msg`Adımsayar ne yapar? Bu aletin adında bir ipucu var.`],
    },
    {
      id: 'moved-counter',
      prompt: msg`Ela “sayı değişkenini 1 artır” bloğunu içteki döngüden önceye koymuş. Sayı 1’den başlıyorsa ilk basamakta kaç fındık toplanmaya çalışılır?`,
      options: [msg`0`, msg`1`, msg`3`, msg`2`],
      correctIndex: 3,
      explanation: msg`Sayı önce 1 artar ve 2 olur; içteki döngü ancak ondan sonra başlar. Bu yüzden ilk basamakta 2 fındık aranır, oysa orada 1 fındık vardır.`,
      hints: [msg`İçteki döngü başlamadan önce hangi blok çalışıyor?`, msg`İçteki döngü başlarken değişkenin değeri kaç olmuş?`],
    },
    {
      id: 'trace-table-use',
      prompt: msg`İzleme tablosu ne işe yarar?`,
      options: [
        msg`Programı daha hızlı çalıştırmaya`,
        msg`Her turda değişkenlerin değerini izleyip sonucu önceden hesaplamaya`,
        msg`Blokların rengini seçmeye`,
      ],
      correctIndex: 1,
      explanation: msg`İzleme tablosunda her turun değişken değerleri yazılır. Böylece program çalışmadan ne yapacağını görebilir, hatanın hangi turda başladığını bulabilirsin.`,
      hints: [msg`Tablonun satırlarında ve sütunlarında ne yazıyor?`, msg`Programı çalıştırmadan sonucunu bilmek istersen bu tablo sana nasıl yardım eder?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Genişleyen merdivende fındık topla`,
    instructions: msg`Her basamakta bir öncekinden bir fındık fazla var. Fındık sayısını “sayı” değişkeninde tut ve “sayı kadar tekrarla” bloğunu kullan. Bütün fındıkları topla ve hedefe var; en fazla 9 blok kullanabilirsin.`,
    puzzle: {
      id: 'growing-stairs',
      stage: { map: ['#########', '#######g#', '####.nnn#', '##.nn####', '#sn######', '#########'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat', 'set-variable', 'change-variable', 'repeat-variable'],
      variables: [{ id: 'count', label: msg`sayı` }],
      maxBlocks: 9,
      solution: program(whenFlag(setVariable('count', 1), repeat(3, repeatVariable('count', move, collect), left, move, right, changeVariable('count', 1)))),
    },
  },
  worksheet: {
    title: msg`İzleme Tablosu Çalışma Sayfası`,
    instructions: msg`Merdiven programının izleme tablosunu doldur, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Sayaç nedir? Çevrende gördüğün bir sayacı anlat: neyi sayıyor, ne zaman artıyor?`, lines: 3 },
      {
        prompt: msg`Sayıyı her turda 1 yerine 2 artırsaydık ve sayı 1’den başlasaydı, 3 basamakta toplam kaç fındık olurdu? İzleme tablosuyla göster.`,
        lines: 4,
      },
      { prompt: msg`Artırma bloğunun yeri değişince sonuç neden değişti? Açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Merdiven programının izleme tablosu`,
      columns: [msg`Tur`, msg`Turun başında sayı`, msg`Bu turda toplanan`, msg`Toplam fındık`],
      rows: 4,
    },
  },
  story: {
    title: msg`Çıtır’ın Çentikli Sopası`,
    paragraphs: [
      msg`Fındık ile Çıtır kilerin zeminine fındıklardan bir üçgen dizmeye karar verdiler: en üst sırada 1, altında 2, onun altında 3 fındık olacaktı.`,
      msg`Fındık yukarıdan başladı ama ikinci sırada kafası karıştı: “Bu sırada kaç fındık olacaktı?” Üçüncü sıraya gelince bir fındık eksik koyduğunu fark etti.`,
      msg`Çıtır eline bir sopa aldı. “Her sıra bitince sopaya bir çentik atacağım,” dedi. “Sen de her sıraya, sopadaki çentik sayısı kadar fındık koy.”`,
      msg`Sopada tek çentikle başladılar. Fındık bir fındık koydu, Çıtır bir çentik daha attı. İki fındık, bir çentik daha… Sopadaki çentikler her sırada bir arttı, üçgen de kusursuz büyüdü.`,
      msg`Baykuş Nine üçgeni görünce gülümsedi: “O sopa bir sayaç, çentikler de değeri. Siz de her sırada sayaca bakıp o kadar tekrarladınız. Programcılar da tam böyle yapar.”`,
    ],
    lesson: msg`Bir döngünün tekrar sayısı bir değişkenden gelebilir; sayacı doğru yerde artırmak ve değerini izleme tablosuyla takip etmek, sonucu önceden bilmeyi sağlar.`,
  },
};
