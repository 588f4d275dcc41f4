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
    intro: msg`“Her Basamakta Bir Fındık Fazla” bulmacasında fındıklar her basamakta bir artıyordu. Bu kez merdiven aşağı iniyor ve fındıklar 3, 2, 1 diye azalıyor. Fındık eski programını kopyalayıp birkaç yerini değiştirmiş ama bir yeri gözünden kaçmış. Program ikinci basamakta ağaca çarpıyor.`,
    sections: [
      {
        heading: msg`Programı okumak`,
        paragraphs: [
          msg`Verilen program: sayı değişkenini 3 yap; 3 kez tekrarla [sayı kadar tekrarla [ileri git, fındığı topla], sağa dön, ileri git, sola dön, sayı değişkenini 1 artır].`,
          msg`İlk değer 3 doğru: ilk basamakta 3 fındık var. Aşağı inmek için “sağa dön, ileri git, sola dön” de doğru. Peki sayı her basamakta nasıl değişmeli?`,
        ],
      },
      {
        heading: msg`İzleme tablosuyla hatayı bul`,
        paragraphs: [
          msg`Bir değişkenle ilgili hatayı bulmanın en güvenilir yolu izleme tablosudur. Her turda değişkenin değerini, Fındık’ın kaç kez ilerleyip topladığını ve basamakta kaç fındık olduğunu yaz.`,
          msg`Tablo şunu gösterir: ikinci turda sayı 4’tür ama basamakta 2 fındık vardır. Fındık ikinci basamağın iki fındığını topladıktan sonra üçüncü kez ilerlemeye çalışır ve ağaca çarpar. Hata, değişkeni değiştiren bloktadır: sayı artmamalı, azalmalıdır.`,
        ],
      },
      {
        heading: msg`Uyarlarken dikkat`,
        paragraphs: [
          msg`Bir programı başka bir probleme uyarlarken, eski problemle yenisinin neresinin farklı olduğunu listele ve o yerlere karşılık gelen blokları tek tek kontrol et. Burada farklılıklar iki tane: merdiven aşağı iniyor (dönüşler değişti) ve fındık sayısı azalıyor (değişiklik miktarı değişmeli). Fındık birincisini düzeltmiş, ikincisini unutmuştu.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`İzleme tablosu`, definition: msg`Bir programın her adımında değişkenlerin değerlerinin yazıldığı tablo.` },
      { term: msg`Azaltma`, definition: msg`Bir değişkenin değerini küçültme; bu uygulamada eksi bir sayıyla “artır” bloğu kullanılır.` },
      { term: msg`Uyarlama`, definition: msg`Bir problem için yazılmış bir programı benzer başka bir probleme göre değiştirme.` },
    ],
  },
  procedure: {
    goal: msg`Bir geri sayım oyununda verilen programı izleme tablosuyla izleyip değişkenle ilgili hatayı çalıştırmadan bulmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`İzleme tablosu (boş)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Küp ya da düğme (fındık yerine)`, quantity: msg`Her ikiliye 6 tane` },
      { name: msg`Merdiven çizilmiş kareli kâğıt`, quantity: msg`Her ikiliye 1 tane` },
    ],
    safety: [msg`Küçük küpleri ve düğmeleri ağzına alma; etkinlikten sonra kutusuna topla.`],
    steps: [
      msg`Kareli kâğıttaki merdivenin basamaklarına 3, 2 ve 1 küp koyun.`,
      msg`Verilen programı tahtadan okuyun. Programı çalıştırmadan önce izleme tablosunu doldurun: her tur için sayının değeri, kaç kez ilerlenip toplanacağı, basamaktaki küp sayısı.`,
      msg`Tabloda sayının basamaktaki küp sayısından farklı olduğu ilk turu işaretleyin.`,
      msg`Hatalı bloğu bulun ve düzeltilmiş programı yazın. Tabloyu düzeltilmiş programla yeniden doldurun.`,
      msg`Küpleri kâğıt üstünde bir kalemle “toplayarak” düzeltilmiş programı adım adım çalıştırın; sonra uygulamadaki bulmacayı çözün.`,
    ],
    observations: [
      msg`Verilen programda sayı her turda hangi değerleri aldı?`,
      msg`Hangi turda sayı ile basamaktaki küp sayısı ilk kez farklı oldu?`,
      msg`Düzeltilmiş programda sayı hangi değerleri aldı?`,
    ],
    conclusion: msg`İzleme tablosu, bir değişkenle ilgili hatayı programı çalıştırmadan bile gösterir. Bir programı yeni bir probleme uyarlarken, iki problem arasındaki her farkın programda karşılığı olan bloğu kontrol edilmelidir.`,
  },
  questions: [
    {
      id: 'trace-values',
      prompt: msg`Verilen programda (sayı 3’ten başlıyor, her turun sonunda 1 artıyor) ikinci turda sayının değeri kaçtır?`,
      options: [msg`2`, msg`3`, msg`4`, msg`5`],
      correctIndex: 2,
      explanation: msg`Birinci tur 3 ile çalışır ve sonunda sayı 1 artıp 4 olur. İkinci tur 4 ile çalışır.`,
      hints: [msg`Birinci turun sonunda sayıya ne oluyor?`, msg`3’e 1 eklenince kaç olur?`],
    },
    {
      id: 'where-crash',
      prompt: msg`Verilen program nerede hata verir?`,
      options: [
        msg`Birinci basamakta, ilk fındıkta`,
        msg`İkinci basamakta, iki fındığı topladıktan sonra yeniden ilerlemeye çalışırken`,
        msg`Üçüncü basamağın sonunda`,
      ],
      correctIndex: 1,
      explanation: msg`İkinci turda sayı 4 olduğu için Fındık dört kez ilerleyip toplamaya çalışır. Basamakta iki fındık vardır; üçüncü ilerleyişte önü ağaçtır.`,
      hints: [msg`İkinci turda sayı kaç?`, msg`İkinci basamakta kaç fındık ve kaç boş kare var?`],
    },
    {
      id: 'fix',
      prompt: msg`Program nasıl düzeltilir?`,
      options: [msg`İlk değeri 1 yapmak`, msg`Dış döngüyü 4 tur yapmak`, msg`“Sayı değişkenini 1 artır” bloğunu “-1 artır” yapmak`],
      correctIndex: 2,
      explanation: msg`Fındık sayısı her basamakta bir azalıyor. Değişken de her turda bir azalmalı: 3, 2, 1. Bu uygulamada azaltmak için “artır” bloğuna eksi bir sayı yazılır.`,
      hints: [msg`Basamaklardaki fındık sayıları nasıl değişiyor?`, msg`Değişken de aynı biçimde değişmeli. Hangi blok değişkeni değiştiriyor?`],
    },
    {
      id: 'why-table',
      prompt: msg`Bu tür hatayı bulmak için izleme tablosu neden işe yarar?`,
      options: [
        msg`Çünkü değişkenin her turdaki değerini, olması gereken değerle yan yana gösterir`,
        msg`Çünkü programı daha hızlı çalıştırır`,
        msg`Çünkü blokları otomatik olarak düzeltir`,
      ],
      correctIndex: 0,
      explanation: msg`Değişkenin değeri ekranda görünmez; tablo onu görünür kılar. Değerin olması gerekenden ilk kez ayrıldığı tur, hatanın izini verir.`,
      hints: [msg`Değişkenin değeri ekranda görünüyor mu?`, msg`Tabloda hangi iki şeyi karşılaştırabilirsin?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Geri sayımı düzelt`,
    instructions: msg`Bu program “büyüyen merdiven”den kopyalandı. Çalıştır ve Fındık’ın nerede ağaca çarptığını izle. Her turda “sayı” değişkeninin değerini bir kâğıda yaz ve basamaktaki fındık sayısıyla karşılaştır; sonra hatalı bloğu düzelt. En fazla 9 blok kullanabilirsin.`,
    puzzle: {
      id: 'fix-countdown',
      stage: { map: ['#########', '#snnn####', '####.nn##', '######.n#', '#########'], heading: 'east' },
      goal: 'collect',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat', 'set-variable', 'change-variable', 'repeat-variable'],
      variables: [{ id: 'count', label: msg`sayı` }],
      maxBlocks: 9,
      start: program(whenFlag(setVariable('count', 3), repeat(3, repeatVariable('count', move, collect), right, move, left, changeVariable('count', 1)))),
      solution: program(whenFlag(setVariable('count', 3), repeat(3, repeatVariable('count', move, collect), right, move, left, changeVariable('count', -1)))),
    },
  },
  worksheet: {
    title: msg`Geri Sayım İzleme Tablosu`,
    instructions: msg`Verilen programı ve düzeltilmiş programı izleme tablosuyla izle.`,
    tasks: [
      { prompt: msg`Verilen programda hatalı bloğu yaz ve düzeltilmiş hâlini yanına yaz.`, lines: 2 },
      { prompt: msg`“Büyüyen merdiven” programını bu merdivene uyarlarken hangi iki şeyin değişmesi gerekiyordu?`, lines: 3 },
      { prompt: msg`Basamaklarda 5, 4, 3, 2, 1 fındık olsaydı programda hangi sayılar değişirdi?`, lines: 2 },
    ],
    table: {
      caption: msg`İzleme tablosu`,
      columns: [msg`Tur`, msg`Sayı (verilen program)`, msg`Sayı (düzeltilmiş)`, msg`Basamaktaki fındık`],
      rows: 3,
    },
  },
  story: {
    title: msg`Eski Tarif, Yeni Merdiven`,
    paragraphs: [
      msg`Fındık geçen hafta yukarı çıkan bir merdivende fındık toplamıştı; her basamakta bir fındık fazla vardı. Programını saklamıştı ve bu hafta aşağı inen yeni merdiveni görünce sevindi: “Eski programı kopyalar, biraz değiştiririm.”`,
      msg`Dönüşleri aşağı inecek biçimde değiştirdi ve çalıştırdı. İlk basamakta üç fındığı topladı, ikinci basamakta iki fındığı aldı, sonra bir adım daha atmaya çalıştı ve burnunu bir ağaca çarptı.`,
      msg`Baykuş Nine bir kâğıt uzattı: “Her basamakta aklındaki sayıyı yaz, yanına da basamaktaki fındık sayısını.” Fındık yazdı: 3 ve 3, 4 ve 2. “Aklımdaki sayı büyüyor ama fındıklar azalıyor!”`,
      msg`Fındık “1 artır” yazan yeri “-1 artır” yaptı. Bu kez üç basamağı da hatasız indi. Baykuş Nine göz kırptı: “Eski bir tarifi yeni bir işe uyarlarken neyin farklı olduğunu tek tek sor.”`,
    ],
    lesson: msg`Bir değişkenin hatasını görmek için değerlerini tabloya yazar, olması gerekenle karşılaştırırız; bir programı uyarlarken her farkı tek tek kontrol ederiz.`,
  },
};
