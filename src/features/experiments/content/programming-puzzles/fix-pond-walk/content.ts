import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, move, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık göletin çevresindeki yolda yürüyor. Yolun üç köşesinde birer fındık var. Kirpi Diken bir program yazmış: Fındık göletin çevresini doğru yürüyor ama yalnızca bir fındık topluyor. Hatayı bulalım.`,
    sections: [
      {
        heading: msg`Bloğun yeri, çalışma sayısını belirler`,
        paragraphs: [
          msg`Bir döngünün içindeki bloklar her turda çalışır. Döngünün dışında, altında duran bir blok ise döngü bittikten sonra yalnızca bir kez çalışır.`,
          msg`Verilen programda “fındığı topla” bloğu döngünün altında, dışarıda duruyor. Bu yüzden Fındık bütün köşeleri dolaştıktan sonra, yalnızca en son vardığı köşede bir kez toplama yapıyor.`,
        ],
      },
      {
        heading: msg`Çıktıdan ipucu al`,
        paragraphs: [
          msg`Hatayı ararken programın sonucuna bak: üç fındık yerine bir fındık toplandı. “Bir kez” çalışan ama “üç kez” çalışması gereken bir blok varsa, büyük olasılıkla döngünün dışında kalmıştır.`,
          msg`Fındık doğru yolda yürüyorsa hareket blokları doğrudur; onlara dokunma. Yalnızca yeri yanlış olan bloğu taşı.`,
        ],
      },
      {
        heading: msg`Doğru yer neresi?`,
        paragraphs: [
          msg`Fındık her köşeye üç adım atarak varıyor. Fındığı köşeye varınca, dönmeden önce toplamalı. Bu yüzden “fındığı topla” bloğu dış döngünün içinde, iç döngünün hemen altında ve “sağa dön” bloğunun üstünde durmalıdır. İç döngünün içine konursa her adımda toplamaya çalışır ve fındık olmayan karede hata verir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hata ayıklama`, definition: msg`Programdaki hatayı bulup düzeltme.` },
      { term: msg`Döngünün içi`, definition: msg`Döngü bloğunun ağzındaki bloklar; her turda çalışır.` },
      { term: msg`Döngünün dışı`, definition: msg`Döngü bloğunun üstündeki ya da altındaki bloklar; döngüden önce ya da sonra bir kez çalışır.` },
    ],
  },
  procedure: {
    goal: msg`Kartlarla kurulan bir döngülü programda bir kartın döngünün içinde ya da dışında durmasının sonucu nasıl değiştirdiğini canlandırmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Kâğıttan fındık`, quantity: msg`3 tane` },
      {
        name: msg`Büyük “kez tekrarla” kartları ve hareket kartları`,
        quantity: msg`2 döngü kartı, “ileri git”, “sağa dön”, “fındığı topla” kartlarından birer tane`,
      },
    ],
    safety: [msg`Robot öğrenci yavaş yürüsün ve dönüşleri yerinde yapsın; yol boş bir alanda olsun.`],
    steps: [
      msg`Yere her kenarı üç adım olan kare bir yol bantlayın. Robot öğrenci bir köşede dursun; diğer üç köşeye kâğıt fındık koyun.`,
      msg`Tahtaya verilen programı kartlarla kurun: 3 kez tekrarla [3 kez tekrarla [ileri git], sağa dön], fındığı topla.`,
      msg`Robot programı uygulasın. Kaç fındık topladı? Tahtaya yazın.`,
      msg`“Fındığı topla” kartını sırayla üç farklı yere koyarak deneyin: iç döngünün içine, dış döngünün içine “sağa dön”ün üstüne, en başa. Her seferinde kaç fındık toplandığını yazın.`,
      msg`Hangi yerin doğru olduğuna sınıfça karar verin ve uygulamadaki bulmacayı çözün.`,
    ],
    observations: [msg`Verilen program kaç fındık topladı?`, msg`“Fındığı topla” kartı iç döngüye konunca ne oldu?`, msg`Doğru yer neresiydi? Neden?`],
    conclusion: msg`Bir bloğun döngünün içinde ya da dışında olması, kaç kez çalışacağını belirler. Programın sonucundaki sayılar (bir fındık yerine üç fındık gibi) hatanın nerede olduğu konusunda ipucu verir.`,
  },
  questions: [
    {
      id: 'outside-once',
      prompt: msg`Döngünün altında, dışında duran bir blok kaç kez çalışır?`,
      options: [msg`Döngünün tur sayısı kadar`, msg`Hiç çalışmaz`, msg`Döngü bittikten sonra bir kez`],
      correctIndex: 2,
      explanation: msg`Döngünün dışındaki bir blok döngüye ait değildir. Döngü bütün turlarını bitirince program bir sonraki bloğa geçer ve o blok bir kez çalışır.`,
      hints: [msg`Döngü yalnızca hangi blokları tekrarlar?`, msg`Döngü bitince program nereden devam eder?`],
    },
    {
      id: 'how-many',
      prompt: msg`Verilen programda Fındık kaç fındık toplar?`,
      options: [msg`1`, msg`3`, msg`0`, msg`9`],
      correctIndex: 0,
      explanation: msg`“Fındığı topla” döngünün dışında olduğu için yalnızca bir kez, Fındık son köşeye vardıktan sonra çalışır. Son köşede fındık olduğu için bir fındık toplanır.`,
      hints: [msg`“Fındığı topla” bloğu kaç kez çalışıyor?`, msg`Döngü bittiğinde Fındık nerede?`],
    },
    {
      id: 'inner-loop',
      prompt: msg`“Fındığı topla” iç döngünün içine, “ileri git”in altına konursa ne olur?`,
      options: [msg`Üç fındık toplanır`, msg`İlk adımdan sonra fındık olmayan karede toplamaya çalışır ve program durur`, msg`Fındık hiç yürümez`],
      correctIndex: 1,
      explanation: msg`İç döngüdeki blok her adımda çalışır. İlk adımdan sonra Fındık yolun ortasındadır ve orada fındık yoktur; “fındığı topla” hata verir.`,
      hints: [msg`İç döngüdeki bir blok ne sıklıkla çalışır?`, msg`İlk adımdan sonra Fındık’ın altında fındık var mı?`],
    },
    {
      id: 'right-place',
      prompt: msg`“Fındığı topla” bloğunun doğru yeri neresidir?`,
      options: [msg`Yeşil bayrağın hemen altı, en başta`, msg`Dış döngünün içinde, iç döngünün altında, “sağa dön”ün üstünde`, msg`Programın en sonunda`],
      correctIndex: 1,
      explanation: msg`Fındık her köşeye iç döngüyle varır. Köşeye varınca, dönmeden önce toplamalıdır. Dış döngü üç tur döndüğü için toplama da üç kez, her köşede bir kez çalışır.`,
      hints: [msg`Fındık bir köşeye ne zaman varmış olur?`, msg`Toplama kaç kez çalışmalı? Hangi döngü o kadar tur döner?`],
    },
    {
      id: 'clue',
      prompt: msg`Bir program üç kez olması gereken bir işi yalnızca bir kez yapıyorsa ilk neye bakarsın?`,
      options: [msg`O işin bloğu döngünün içinde mi, dışında mı?`, msg`Yeşil bayrak bloğunun rengine`, msg`Fındık’ın hızına`],
      correctIndex: 0,
      explanation: msg`Tekrarlanması gereken bir iş bir kez yapılıyorsa, bloğu büyük olasılıkla döngünün dışında kalmıştır. Önce bloğun yerine bakmak hatayı hızla bulmayı sağlar.`,
      hints: [msg`Bir bloğu tekrar tekrar çalıştıran şey nedir?`, msg`Bir blok döngünün dışında kalırsa kaç kez çalışır?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Döngüden kaçan bloğu yakala`,
    instructions: msg`Bu program hazır geldi: Fındık göletin çevresini doğru yürüyor ama yalnızca bir fındık topluyor. Önce çalıştır ve izle. Sonra yeri yanlış olan bloğu bul ve doğru döngünün içine taşı. En fazla 5 blok kullanabilirsin.`,
    puzzle: {
      id: 'fix-pond-walk',
      stage: { map: ['######', '#s..n#', '#.##.#', '#.##.#', '#n..n#', '######'], heading: 'east' },
      goal: 'collect',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat'],
      maxBlocks: 5,
      start: program(whenFlag(repeat(3, repeat(3, move), right), collect)),
      solution: program(whenFlag(repeat(3, repeat(3, move), collect, right))),
    },
  },
  worksheet: {
    title: msg`Döngü Hatası Çalışma Sayfası`,
    instructions: msg`“Fındığı topla” bloğunu farklı yerlere koyup sonuçları tabloya yaz.`,
    tasks: [
      { prompt: msg`Verilen programı yaz ve “fındığı topla” bloğunun çevresine bir daire çiz.`, lines: 3 },
      { prompt: msg`Düzeltilmiş programı yaz. Bloğu nereye taşıdın, neden?`, lines: 3 },
      { prompt: msg`Fındıklar dört köşenin hepsinde olsaydı programda neyi değiştirirdin?`, lines: 2 },
    ],
    table: {
      caption: msg`“Fındığı topla” nerede?`,
      columns: [msg`Bloğun yeri`, msg`Kaç kez çalıştı?`, msg`Kaç fındık toplandı?`, msg`Program hata verdi mi?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Kayıp Fındıklar`,
    paragraphs: [
      msg`Kirpi Diken, Fındık’a göletin çevresindeki fındıkları toplamak için bir tarif verdi: “Üç kez şunu yap: üç adım yürü, sağa dön. Sonra fındığı al.”`,
      msg`Fındık göletin çevresini dolaştı, en sonda durduğu köşedeki fındığı aldı. Sepetinde tek bir fındık vardı; öbür iki köşedeki fındıklar hâlâ yerde duruyordu.`,
      msg`Fındık tarifi yeniden okudu ve “sonra” sözcüğünde durdu. “Fındığı al” cümlesi tekrar eden kısmın dışındaydı! Tarifi şöyle düzeltti: “Üç kez şunu yap: üç adım yürü, fındığı al, sağa dön.”`,
      msg`İkinci denemede üç fındığın üçü de sepetteydi. Diken başını kaşıdı: “Demek ki tek bir sözcüğün yeri bile önemli.”`,
    ],
    lesson: msg`Bir bloğun döngünün içinde mi dışında mı olduğu, kaç kez çalışacağını belirler; sonucu beklenenle karşılaştırmak hatanın yerini gösterir.`,
  },
};
