import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, move, program, repeat, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık uzun bir dalın ucunda duruyor. Dalda her iki adımda bir fındık var. Her fındık için “ileri git, ileri git, fındığı topla” yazmak gerekir; dört fındık için on iki blok eder. Aynı şeyi tekrar tekrar yazmak yerine bilgisayara “bunu dört kez yap” diyebiliriz.`,
    sections: [
      {
        heading: msg`Tekrar eden parçayı bul`,
        paragraphs: [
          msg`Uzun bir programı sesli oku: “ileri, ileri, topla, ileri, ileri, topla…” Kulağına aynı parça tekrar tekrar gelir. Bu tekrar eden parçaya örüntü denir.`,
          msg`Örüntünün nerede başlayıp nerede bittiğini bul. Burada örüntü üç bloktur: ileri git, ileri git, fındığı topla.`,
        ],
      },
      {
        heading: msg`Kez tekrarla döngüsü`,
        paragraphs: [
          msg`“Kez tekrarla” bloğu içine konan blokları yazılan sayı kadar çalıştırır. Bu bloğa döngü denir. İçine örüntüyü bir kez koyar, sayıyı da örüntünün kaç kez tekrar ettiğine göre yazarız.`,
          msg`Döngülü program kısadır ve kolay değişir. Dalda altı fındık olsaydı yalnızca sayıyı değiştirmek yeterdi; döngüsüz programa altı blok daha eklemek gerekirdi.`,
        ],
      },
      {
        heading: msg`Sayı doğru mu?`,
        paragraphs: [
          msg`Tekrar sayısı az olursa fındıkların bir kısmı dalda kalır. Sayı fazla olursa döngü son fındıktan sonra da sürer. Bu bulmaca son fındık toplandığı anda biter; ama bitmeseydi Fındık yürümeye devam eder ve dalın ucundaki ağaca çarpardı. Sayıyı saymak için dalda kaç fındık olduğuna bak.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Döngü`, definition: msg`Bir grup komutu tekrar tekrar çalıştıran yapı.` },
      { term: msg`Örüntü`, definition: msg`Bir dizide düzenli olarak tekrar eden parça.` },
      { term: msg`Tekrar sayısı`, definition: msg`Döngünün içindeki blokların kaç kez çalışacağı.` },
    ],
  },
  procedure: {
    goal: msg`Bir ritim oyunuyla tekrar eden parçayı bulmak, uzun bir talimat dizisini döngüyle kısaltmak ve tekrar sayısını belirlemek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Kâğıttan fındık (kesilmiş kahverengi kartonlar)`, quantity: msg`5 tane` },
      { name: msg`Talimat kartları: “ileri git”, “fındığı topla”`, quantity: msg`10 “ileri git”, 5 “fındığı topla” kartı` },
      { name: msg`Üzerine sayı yazılabilen “kez tekrarla” kartı ve tahta kalemi`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Bant çizgisi sınıfın boş bir yerinde olsun; robot öğrenci yürürken kimse önünden geçmesin.`,
      msg`Fındıkları yerden alırken eğil, koşarak toplamaya çalışma.`,
    ],
    steps: [
      msg`Yere 9 karelik düz bir dal bantlayın. Fındıkları 3., 5., 7. ve 9. karelere koyun; robot öğrenci 1. karede dursun.`,
      msg`Grup önce döngü kullanmadan bütün talimat kartlarını sıraya dizsin. Kaç kart kullandığınızı sayın.`,
      msg`Kartları sesli ve ritimle okuyun: “ileri, ileri, topla!” Tekrar eden parçayı bulun ve o üç kartı ayırın.`,
      msg`Üç kartı “kez tekrarla” kartının altına koyun ve tekrar sayısını yazın. Robot yeni programı çalıştırsın.`,
      msg`Dalı iki kare uzatın ve 11. kareye beşinci fındığı koyun. Döngüsüz programda ve döngülü programda ne değiştirmeniz gerektiğini karşılaştırın.`,
    ],
    observations: [
      msg`Döngüsüz program kaç karttan oluştu? Döngülü program kaç karttan?`,
      msg`Beşinci fındığı eklediğinizde her iki programda neyi değiştirdiniz?`,
      msg`Tekrar sayısını bir fazla yazsaydınız robot nerede dururdu?`,
    ],
    conclusion: msg`Tekrar eden bir parçayı bir kez yazıp “kez tekrarla” döngüsüne koyarak programı kısaltırız. Döngülü program daha kolay okunur ve daha kolay değiştirilir; önemli olan örüntüyü ve tekrar sayısını doğru bulmaktır.`,
  },
  questions: [
    {
      id: 'pattern',
      prompt: msg`“İleri git, ileri git, fındığı topla, ileri git, ileri git, fındığı topla” programında tekrar eden parça hangisidir?`,
      options: [msg`İleri git, fındığı topla`, msg`İleri git, ileri git, fındığı topla`, msg`Fındığı topla, fındığı topla`],
      correctIndex: 1,
      explanation: msg`Program aynı üç bloktan oluşan parçayı iki kez yazıyor: ileri git, ileri git, fındığı topla.`,
      hints: [msg`Programı sesli oku ve aynı sesin nerede yeniden başladığını dinle.`, msg`İlk “fındığı topla” bloğuna kadar kaç blok var?`],
    },
    {
      id: 'times',
      prompt: msg`Dalda 6 fındık var ve her fındık iki adım ötede. “İleri git, ileri git, fındığı topla” parçası kaç kez tekrarlanmalıdır?`,
      options: [msg`2`, msg`3`, msg`12`, msg`6`],
      correctIndex: 3,
      explanation: msg`Parça bir kez çalışınca bir fındık toplanır. 6 fındık için parça 6 kez çalışmalıdır.`,
      hints: [msg`Parça bir kez çalışınca kaç fındık toplanır?`, msg`Dalda kaç fındık var?`],
    },
    {
      id: 'block-count',
      prompt: msg`Dört fındık için döngüsüz program 12 bloktur. Döngülü program kaç bloktur?`,
      options: [msg`4`, msg`3`, msg`12`],
      correctIndex: 0,
      explanation: msg`Döngülü programda bir “kez tekrarla” bloğu ve içinde üç blok vardır: toplam 4 blok.`,
      hints: [msg`Döngü bloğunun kendisini de say.`, msg`Döngünün içine kaç blok koydun?`],
    },
    {
      id: 'too-many',
      prompt: msg`Tekrar sayısı 4 yerine 5 yazılırsa ne olur?`,
      options: [
        msg`Program başlamaz`,
        msg`Fındık beşinci fındığı bulur`,
        msg`Dört fındık toplanınca bulmaca biter; bitmeseydi Fındık yürümeyi sürdürür ve ağaca çarpardı`,
      ],
      correctIndex: 2,
      explanation: msg`Bu bulmacada son fındık toplandığı anda hedefe ulaşılmış olur ve program durur. Hedef o an gerçekleşmeseydi döngü beşinci kez çalışır, Fındık dalın ucundaki ağaca çarpardı.`,
      hints: [msg`Bulmaca ne zaman biter?`, msg`Dalda beşinci bir fındık var mı?`],
    },
    {
      id: 'why-loop',
      prompt: msg`Döngü kullanmanın yararı hangisidir?`,
      options: [msg`Program daha kısa olur ve kolay değiştirilir`, msg`Fındık daha hızlı koşar`, msg`Bloklar daha renkli görünür`],
      correctIndex: 0,
      explanation: msg`Döngü tekrar eden parçayı bir kez yazdırır. Program kısalır; fındık sayısı değişirse yalnızca tekrar sayısını değiştirmek yeter.`,
      hints: [msg`Döngülü ve döngüsüz programın blok sayılarını karşılaştır.`, msg`Bir fındık daha eklense hangi programı değiştirmek daha kolay olurdu?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Daldaki dört fındığı topla`,
    instructions: msg`Her iki adımda bir fındık var. Tekrar eden parçayı bul ve “kez tekrarla” bloğunun içine koy. En fazla 4 blok kullanabilirsin.`,
    puzzle: {
      id: 'long-branch',
      stage: { map: ['############', '#s.n.n.n.n.#', '############'], heading: 'east' },
      goal: 'collect',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat'],
      maxBlocks: 4,
      solution: program(whenFlag(repeat(4, move, move, collect))),
    },
  },
  worksheet: {
    title: msg`Döngüyle Kısaltma Çalışma Sayfası`,
    instructions: msg`Uzun programları döngüyle kısalt ve blok sayılarını tabloya yaz.`,
    tasks: [
      { prompt: msg`Dört fındığı toplayan döngüsüz programı yaz. Tekrar eden parçanın çevresine bir çerçeve çiz.`, lines: 4 },
      { prompt: msg`Aynı programı “kez tekrarla” bloğuyla yaz.`, lines: 3 },
      { prompt: msg`Fındıklar üç adımda bir olsaydı döngünün içinde neyi değiştirirdin?`, lines: 2 },
    ],
    table: {
      caption: msg`Döngüsüz ve döngülü programlar`,
      columns: [msg`Fındık sayısı`, msg`Döngüsüz blok sayısı`, msg`Döngülü blok sayısı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Yorulan Dili`,
    paragraphs: [
      msg`Fındık, küçük kardeşi Çıtır’a dalda fındık toplamayı anlatıyordu: “İki adım at, fındığı al. İki adım at, fındığı al. İki adım at, fındığı al…” Sekizinci kez söylediğinde dili dolandı.`,
      msg`Çıtır kıkırdadı: “Abla, aynı şeyi söyleyip duruyorsun. Bir kez söyle, kaç kez yapacağımı da söyle, yeter!”`,
      msg`Fındık durdu ve düşündü. “Haklısın. İki adım at, fındığı al; bunu sekiz kez yap.” Çıtır dalın sonuna kadar gitti ve sekiz fındığın hepsini topladı.`,
      msg`O günden sonra Fındık bir şeyi tekrar tekrar söylediğini fark edince hemen “Bunu kaç kez yapacağız?” diye sormaya başladı.`,
    ],
    lesson: msg`Tekrar eden bir işi bir kez anlatıp kaç kez yapılacağını söylemek, döngünün ta kendisidir.`,
  },
};
