import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { left, move, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık geniş basamaklı bir taş merdiveni çıkacak. Her basamakta üç kare yürüyor, sonra bir basamak yukarı tırmanıyor. Bu yolda iki ayrı tekrar var: basamağın üstündeki adımlar ve basamakların kendisi.`,
    sections: [
      {
        heading: msg`Örüntünün içinde örüntü`,
        paragraphs: [
          msg`Bir basamak şöyledir: ileri git, ileri git, ileri git, sola dön, ileri git, sağa dön. Bu parça üç kez tekrar eder; bu büyük örüntüdür.`,
          msg`Büyük örüntünün içinde de küçük bir tekrar vardır: üç kez “ileri git”. Küçük tekrarı bir döngüyle, büyük tekrarı onu içine alan başka bir döngüyle yazarız.`,
        ],
      },
      {
        heading: msg`İç içe döngü nasıl çalışır?`,
        paragraphs: [
          msg`Dıştaki döngü her turunda içindeki blokları sırayla çalıştırır. İçteki döngü de bu bloklardan biridir; dış döngünün her turunda baştan başlar ve kendi sayısı kadar döner.`,
          msg`Dış döngü 3 kez, iç döngü 3 kez dönerse iç döngüdeki “ileri git” toplam 3 × 3 = 9 kez çalışır. Tekrar sayılarını çarparak bir bloğun kaç kez çalıştığını buluruz.`,
        ],
      },
      {
        heading: msg`Hangi blok hangi döngüde?`,
        paragraphs: [
          msg`Dönüş blokları iç döngünün dışında, dış döngünün içinde durmalıdır. Bir dönüşü yanlışlıkla iç döngüye koyarsan Fındık her adımda döner ve yolunu şaşırır. Blokların girintisine bakarak hangi döngüye ait olduklarını kontrol et.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`İç içe döngü`, definition: msg`Bir döngünün içinde yer alan başka bir döngü.` },
      { term: msg`Dış döngü`, definition: msg`İçinde başka bir döngü bulunan döngü; büyük tekrarı yapar.` },
      { term: msg`İç döngü`, definition: msg`Dış döngünün içindeki döngü; dış döngünün her turunda baştan çalışır.` },
    ],
  },
  procedure: {
    goal: msg`Alkış ve ayak vuruşlarından oluşan bir ritimle iç içe döngüyü canlandırmak ve bir hareketin toplam kaç kez yapıldığını çarpmayla bulmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Tahta ve tahta kalemi`, quantity: msg`1 takım` },
      { name: msg`Büyük “kez tekrarla” kartları (dış ve iç döngü için iki renk)`, quantity: msg`2 tane` },
      { name: msg`Hareket kartları: “alkışla”, “ayağını yere vur”`, quantity: msg`Her karttan 1 tane` },
      { name: msg`Sayma çizelgesi ve kurşun kalem`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [msg`Ayağını yere hafifçe vur; alt katta ders yapan sınıflar olabilir. Sıraların arasında zıplamayın.`],
    steps: [
      msg`Tahtaya şu programı kartlarla kurun: 3 kez tekrarla [3 kez tekrarla [alkışla], ayağını yere vur].`,
      msg`Sınıfça programı yavaşça çalıştırın: üç alkış, bir ayak vuruşu; üç alkış, bir ayak vuruşu; üç alkış, bir ayak vuruşu.`,
      msg`Bir öğrenci toplam alkışları, bir öğrenci toplam ayak vuruşlarını çizelgeye çetele ile saysın.`,
      msg`Ayak vuruşu kartını iç döngünün içine taşıyın ve yeniden çalıştırın. Ritim nasıl değişti? Sayıları yeniden tutun.`,
      msg`Dış döngünün sayısını 4 yapın. Toplam alkış sayısını önce tahmin edin, sonra deneyerek kontrol edin.`,
    ],
    observations: [
      msg`İlk programda toplam kaç alkış ve kaç ayak vuruşu oldu?`,
      msg`Ayak vuruşu iç döngüye taşınınca ne değişti?`,
      msg`Dış döngü 4 olunca alkış sayısı tahmininizle aynı çıktı mı?`,
    ],
    conclusion: msg`İç döngü, dış döngünün her turunda baştan çalışır. Bu yüzden iç döngüdeki bir hareket, iki tekrar sayısının çarpımı kadar yapılır. Bir bloğun hangi döngünün içinde durduğu, programın ne yapacağını değiştirir.`,
  },
  questions: [
    {
      id: 'inner-runs',
      prompt: msg`“3 kez tekrarla [3 kez tekrarla [ileri git], sola dön, ileri git, sağa dön]” programında içteki “ileri git” toplam kaç kez çalışır?`,
      options: [msg`3`, msg`6`, msg`9`, msg`12`],
      correctIndex: 2,
      explanation: msg`Dış döngünün her turunda iç döngü 3 kez “ileri git” yapar. Dış döngü 3 tur döndüğü için 3 × 3 = 9 kez çalışır.`,
      hints: [msg`Dış döngünün bir turunda içteki “ileri git” kaç kez çalışır?`, msg`Dış döngü kaç tur döner? İki sayıyı ne yapmalısın?`],
    },
    {
      id: 'turn-count',
      prompt: msg`Aynı programda “sola dön” bloğu kaç kez çalışır?`,
      options: [msg`1`, msg`3`, msg`9`],
      correctIndex: 1,
      explanation: msg`“Sola dön” iç döngünün dışında, dış döngünün içindedir. Bu yüzden yalnızca dış döngünün her turunda bir kez, toplam 3 kez çalışır.`,
      hints: [msg`“Sola dön” hangi döngünün içinde duruyor?`, msg`O döngü kaç tur döner?`],
    },
    {
      id: 'wrong-place',
      prompt: msg`Bir öğrenci “sola dön” bloğunu yanlışlıkla iç döngünün içine koydu. Ne olur?`,
      options: [msg`Fındık her adımdan sonra sola döner ve yolundan çıkar`, msg`Hiçbir şey değişmez`, msg`Fındık daha hızlı çıkar`],
      correctIndex: 0,
      explanation: msg`İç döngüdeki her blok her adımda çalışır. Fındık bir kare ilerleyip sola döner, sonra yeni yönünde ilerlemeye çalışır. Bu bulmacada ilk basamağın üstü ağaç olduğu için ikinci adımda ağaca çarpar.`,
      hints: [msg`İç döngünün içindeki bloklar ne sıklıkla çalışır?`, msg`İlk “ileri git”ten hemen sonra Fındık hangi yöne bakar?`],
    },
    {
      id: 'why-nested',
      prompt: msg`Bu merdiven neden tek bir döngü yerine iç içe iki döngüyle daha kısa yazılır?`,
      options: [
        msg`Çünkü döngüler yalnızca çift kullanılabilir`,
        msg`Çünkü tekrar eden basamağın içinde de tekrar eden adımlar vardır`,
        msg`Çünkü merdivende hiç tekrar yoktur`,
        msg`Çünkü iç içe döngü Fındık’ı daha hızlı yürütür`,
      ],
      correctIndex: 1,
      explanation: msg`Basamak örüntüsü üç kez tekrar eder; her basamağın içindeki üç “ileri git” de kendi içinde bir tekrardır. İki tekrarı da döngüyle yazınca program 6 bloğa iner.`,
      hints: [msg`Bir basamağın bloklarını yaz ve içinde tekrar arayan gözle bak.`, msg`Kaç ayrı tekrar buldun?`],
    },
    {
      id: 'four-steps',
      prompt: msg`Merdiven 4 basamaklı olsaydı ve her basamak 2 kare genişliğinde olsaydı hangi sayılar değişirdi?`,
      options: [msg`Dış döngü 4, iç döngü 2 olurdu`, msg`Dış döngü 2, iç döngü 4 olurdu`, msg`İki döngü de 3 kalırdı`],
      correctIndex: 0,
      explanation: msg`Dış döngü basamak sayısı kadar, iç döngü bir basamaktaki adım sayısı kadar döner: 4 basamak ve 2 adım.`,
      hints: [msg`Dış döngü neyi sayar: basamakları mı, adımları mı?`, msg`İç döngü bir basamakta kaç adım atar?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Geniş merdiveni çık`,
    instructions: msg`Her basamakta üç adım var. Adımları bir döngüye, basamağı da onu içine alan ikinci bir döngüye koy. En fazla 6 blok kullanabilirsin.`,
    puzzle: {
      id: 'wide-stairs',
      stage: {
        map: ['############', '##########g#', '#######....#', '####....####', '#s...#######', '############'],
        heading: 'east',
      },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat'],
      maxBlocks: 6,
      solution: program(whenFlag(repeat(3, repeat(3, move), left, move, right))),
    },
  },
  worksheet: {
    title: msg`İç İçe Döngü Çalışma Sayfası`,
    instructions: msg`İç içe döngülerde her bloğun kaç kez çalıştığını hesapla.`,
    tasks: [
      { prompt: msg`Merdiven programını yaz. İç döngüyü bir renkle, dış döngüyü başka bir renkle çerçevele.`, lines: 4 },
      { prompt: msg`5 basamaklı, her basamağı 4 kare olan bir merdivende iç döngüdeki “ileri git” toplam kaç kez çalışır? İşlemini göster.`, lines: 2 },
      { prompt: msg`Günlük hayattan bir iç içe tekrar örneği yaz (örneğin bir şarkının nakaratı).`, lines: 2 },
    ],
    table: {
      caption: msg`Tekrar sayıları`,
      columns: [msg`Dış döngü`, msg`İç döngü`, msg`İç bloğun toplam çalışma sayısı`],
      rows: 4,
    },
  },
  story: {
    title: msg`Değirmenin Taş Merdiveni`,
    paragraphs: [
      msg`Eski su değirmeninin çatısına taş bir merdiven çıkıyordu. Basamaklar öyle genişti ki Fındık her birinde üç zıplama yapıyordu. Fare Pıtır, Fındık’tan çatıya nasıl çıkılacağını yazmasını istedi.`,
      msg`Fındık yazmaya başladı: “Zıpla, zıpla, zıpla, tırman. Zıpla, zıpla, zıpla, tırman…” Pıtır güldü: “Bu bir şarkı gibi! Bir nakarat var, nakaratın içinde de bir tekrar.”`,
      msg`Fındık kısalttı: “Üç kez zıpla ve tırman. Bunu üç kez yap.” Pıtır tarifi izledi ve çatıya vardı. “Kaç kez zıpladım?” diye sordu. Fındık parmaklarıyla saydı: “Her basamakta üç, üç basamak: dokuz.”`,
      msg`Ertesi gün Pıtır dört basamaklı bir merdiven gördü ve tarifi kendisi değiştirdi: dış tekrarı dört yaptı, içteki aynı kaldı.`,
    ],
    lesson: msg`Bir tekrarın içinde başka bir tekrar varsa iç içe döngü kurarız; içteki iş, iki tekrar sayısının çarpımı kadar yapılır.`,
  },
};
