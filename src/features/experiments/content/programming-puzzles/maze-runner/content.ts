import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { ifElse, left, move, program, repeatUntil, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir labirentte çıkışın nerede olduğunu bilmeden de yol bulunabilir. Çok eski bir yöntem şöyledir: bir elini duvara koy ve hiç kaldırmadan yürü. Bu yöntemi Fındık için bir algoritmaya çevireceğiz, sonra nerede işe yaradığını ve nerede yaramadığını test edeceğiz.`,
    sections: [
      {
        heading: msg`Eğer–değilse ve iç içe koşullar`,
        paragraphs: [
          msg`“Eğer … değilse …” bloğunun iki kolu vardır: koşul doğruysa üstteki bloklar, yanlışsa alttaki bloklar çalışır. İki koldan biri mutlaka, yalnızca biri çalışır.`,
          msg`Bir “değilse” kolunun içine başka bir “eğer–değilse” koyarak soruları sırayla sorabiliriz. İlk doğru cevabın kolu çalışır, sonraki sorular hiç sorulmaz. Böylece soruların sırası bir öncelik belirler.`,
        ],
      },
      {
        heading: msg`Sol el kuralı`,
        paragraphs: [
          msg`Kural şöyledir: Solun açıksa sola dön ve bir adım at. Değilse, önün açıksa bir adım at. O da değilse sağa dön. Bunu hedefe varana kadar tekrarla.`,
          msg`Koridorları bir kare genişliğinde olan ve duvarlarının hepsi birbirine bağlı olan bir labirentte bu kural sonunda hedefe ulaştırır: Fındık çıkmaz yollara girse de geri döner ve duvar boyunca dolaşmayı sürdürür.`,
          msg`Ama labirentin ortasında dış duvarlara değmeyen bir “ada” varsa ve hedef o adanın yanındaysa, Fındık hedefi hiç görmeden dış duvar boyunca dönüp durabilir. Her algoritmanın bir çalışma sınırı vardır.`,
        ],
      },
      {
        heading: msg`Test etmek ve hata ayıklamak`,
        paragraphs: [
          msg`Bir algoritma bir örnekte çalıştı diye her durumda çalışmaz. Çıkmaz yollu, uzun koridorlu, farklı başlangıç yönlü labirentlerle test ederiz; özellikle sınır durumları ararız.`,
          msg`Program takılırsa adım adım çalıştırır, her turda hangi koşulun doğru çıktığını izleriz. Program bitmiyorsa sonsuz bir döngü vardır: eksik bir durumu ya da yanlış bir sırayı ararız. Aynı hedefe daha az adımla ulaşan algoritma daha verimlidir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eğer–değilse`, definition: msg`Koşul doğruysa bir kolu, yanlışsa öteki kolu çalıştıran karar yapısı.` },
      { term: msg`İç içe koşul`, definition: msg`Bir koşul bloğunun kolları içinde yer alan başka koşul blokları.` },
      { term: msg`Sol el kuralı`, definition: msg`Labirentte sol eli hep duvarda tutarak yürüme yöntemi; duvar izleme.` },
      { term: msg`Test`, definition: msg`Bir programı farklı durumlarda çalıştırıp beklenen sonucu verip vermediğini denetleme.` },
    ],
  },
  procedure: {
    goal: msg`Zemindeki bir labirentte sol el kuralını canlandırmak, algoritmayı farklı labirentlerde test etmek ve çalışmadığı durumu bulmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`2 rulo` },
      { name: msg`Giriş ve hedef kartı`, quantity: msg`1’er tane` },
      { name: msg`Basılı kâğıt labirentler (biri ada duvarlı)`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Kurşun kalem ve tur kayıt tablosu`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Labirent duvarı için sıra, sandalye ya da kutu kullanmayın; bant çizgileri yeterli ve güvenli.`,
      msg`Labirentte yavaş yürü ve kollarını sert hareket ettirme; çevrende arkadaşların olabilir.`,
      msg`Bandı yerden sökerken öğretmeninden yardım al; tırnakla kazıma.`,
    ],
    steps: [
      msg`Yere bantla 5 × 5 karelik bir labirent yapın. Koridorlar bir kare genişliğinde, duvarların hepsi birbirine bağlı olsun; giriş ve hedef kartlarını yerleştirin.`,
      msg`Algoritmayı tahtaya yazın: hedefe varana kadar tekrarla [eğer solun açıksa [sola dön, ileri git] değilse [eğer önün açıksa [ileri git] değilse [sağa dön]]].`,
      msg`Robot öğrenci girişte, sol yanında bir duvar olacak biçimde dursun. Bir kişi her turda koşulları sırayla sorsun; yalnızca ilk “evet” cevabının kolu uygulansın.`,
      msg`Yazıcı her turu tabloya işlesin: hangi koşul doğru çıktı, hangi hareket yapıldı. Hedefe varınca toplam tur sayısını yazın.`,
      msg`Sağ el kuralını da deneyin (solu ve sağı yer değiştirin) ve tur sayılarını karşılaştırın. Sonra koşulların sırasını değiştirin (önce önü, sonra solu sorun): robot hedefe ulaşıyor mu? Aynı yerlerde dönüp duruyorsa onu durdurun ve bunu not edin.`,
      msg`Labirentin ortasına dış duvarlara değmeyen bir ada duvar ekleyin ve hedefi adanın hemen yanına taşıyın. Algoritmayı yeniden deneyin. Ne oldu, neden?`,
      msg`Kâğıt labirentlerde algoritmayı kalemle izleyerek test edin ve sonuçlarınızı sınıfla paylaşın.`,
    ],
    observations: [
      msg`Robot hedefe kaç turda ulaştı?`,
      msg`Sağ el kuralı kaç turda ulaştırdı? Koşulların sırası değişince robot hedefe ulaşabildi mi?`,
      msg`Ada duvarlı labirentte robot hedefe ulaşabildi mi? Nerede dönüp durdu?`,
    ],
    conclusion: msg`İç içe “eğer–değilse” blokları, sorulara öncelik vererek tek bir karar seçtirir. Sol el kuralı duvarları bağlı labirentlerde hedefe ulaştırır ama ada biçimli duvarlarda takılabilir. Bir algoritmanın sınırlarını ancak farklı durumlarla test ederek buluruz.`,
  },
  questions: [
    {
      id: 'if-else',
      prompt: msg`“Eğer önü açıksa [ileri git] değilse [sağa dön]” bloğu çalışınca hangisi doğrudur?`,
      options: [msg`İki kol da her zaman çalışır`, msg`Hiçbir kol çalışmayabilir`, msg`İki koldan yalnızca biri çalışır`],
      correctIndex: 2,
      explanation: msg`Koşul ya doğrudur ya yanlıştır. Doğruysa üstteki kol, yanlışsa alttaki kol çalışır; ikisi birden hiçbir zaman çalışmaz, ikisi birden atlanmaz da.`,
      hints: [msg`Koşul doğruysa hangi kol çalışır? Yanlışsa hangisi?`, msg`Bir koşul aynı anda hem doğru hem yanlış olabilir mi?`],
    },
    {
      id: 'trace-rule',
      prompt: msg`Fındık sol el kuralını uyguluyor. Solu kapalı, önü kapalı, sağı açık. Bu turda ne yapar?`,
      options: [msg`Sağa döner`, msg`Sola döner ve ilerler`, msg`İleri gider`, msg`Geri geri gider`],
      correctIndex: 0,
      explanation: msg`Önce sol sorulur: kapalı. Sonra ön sorulur: kapalı. İkisi de yanlış olduğu için son “değilse” kolu çalışır ve Fındık sağa döner. Bir sonraki turda önü açık olacaktır.`,
      hints: [msg`Koşulları kuraldaki sırayla tek tek sor.`, msg`İlk iki koşul yanlış çıkınca hangi kol kalır?`],
    },
    {
      id: 'dead-end',
      prompt: msg`Fındık çıkmaz bir koridorun sonuna geldi: solu, önü ve sağı kapalı. Sol el kuralıyla sonraki iki turda ne olur?`,
      options: [msg`Program hata verip durur`, msg`İki kez sağa döner ve geldiği yöne bakar`, msg`Duvarın içinden geçer`],
      correctIndex: 1,
      explanation: msg`İlk turda solu ve önü kapalı olduğu için sağa döner. Yeni yönünde de solu ve önü kapalıdır, yine sağa döner. Artık geldiği yöne bakıyor ve bir sonraki turda önü açık olduğu için ilerler.`,
      hints: [msg`İlk turda hangi kol çalışır? Döndükten sonra solu ve önü açık mı?`, msg`İki kez aynı yöne dönen biri hangi yöne bakar?`],
    },
    {
      id: 'order-priority',
      prompt: msg`Sol el kuralında koşulların sırası neden önemlidir?`,
      options: [
        msg`Sıra önemli değildir, sonuç hep aynıdır`,
        msg`İlk doğru çıkan koşulun kolu çalışır; sıra, hangi yolun önce seçileceğini belirler`,
        msg`Koşulların hepsi aynı anda çalışır`,
      ],
      correctIndex: 1,
      explanation: msg`İç içe “eğer–değilse” yapısında sorular sırayla sorulur ve ilk doğru cevapta durulur. Solu önce sormak, sol yolu öne göre öncelikli yapar; sıra değişirse Fındık başka yollara sapar; adım sayısı değişir, hatta Fındık hedefe hiç ulaşamayabilir.`,
      hints: [msg`Bir “değilse” kolundaki soru ne zaman sorulur?`, msg`Hem sol hem ön açıkken Fındık hangisini seçer? Sırayı değiştirince ne olur?`],
    },
    {
      id: 'testing',
      prompt: msg`Bir labirent algoritmasının iyi olduğundan emin olmak için en doğru yol hangisidir?`,
      options: [
        msg`Tek bir labirentte bir kez çalıştırmak`,
        msg`Blokları renklerine göre dizmek`,
        msg`Programı hiç çalıştırmadan beğenmek`,
        msg`Çıkmazlı ve farklı biçimli birçok labirentte denemek`,
      ],
      correctIndex: 3,
      explanation: msg`Bir algoritma tek bir örnekte çalışsa da başka durumlarda takılabilir. Çıkmaz yollar, ada duvarlar ve farklı başlangıç yönleri gibi durumlarla test ederek sınırlarını buluruz.`,
      hints: [msg`Konu anlatımındaki “test etmek” bölümünü oku.`, msg`Ada duvarlı labirentte ne olmuştu? Bunu tek bir denemeyle fark eder miydin?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Labirentten çık`,
    instructions: msg`Fındık labirentin haritasını bilmiyor. Sol elini duvardan hiç kaldırmadan yürüyen birini düşün ve bu kuralı iç içe “eğer–değilse” bloklarıyla yaz. En fazla 7 blok kullanabilirsin.`,
    puzzle: {
      id: 'maze-runner',
      stage: { map: ['#########', '#s..#...#', '##.##.#.#', '#..#..#.#', '#.##.##.#', '#....#.g#', '#########'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat-until', 'if', 'if-else'],
      ifConditions: ['path-ahead', 'path-left', 'path-right'],
      untilConditions: ['at-goal'],
      maxBlocks: 7,
      solution: program(whenFlag(repeatUntil('at-goal', ifElse('path-left', [left, move], [ifElse('path-ahead', [move], [right])])))),
    },
  },
  worksheet: {
    title: msg`Labirent Algoritması Çalışma Sayfası`,
    instructions: msg`Labirent testlerinin sonuçlarını tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Sol el kuralını kendi cümlelerinle, numaralı adımlar hâlinde bir algoritma olarak yaz.`, lines: 4 },
      { prompt: msg`Ada duvarlı labirentte ne oldu? Algoritmayı nasıl değiştirmeyi önerirsin?`, lines: 4 },
      { prompt: msg`Sol el ve sağ el kurallarının tur sayılarını karşılaştır. Koşulların sırasını değiştirdiğinizde ne oldu, neden?`, lines: 3 },
    ],
    table: {
      caption: msg`Labirent testlerim`,
      columns: [msg`Labirent`, msg`Koşul sırası`, msg`Tur sayısı`, msg`Hedefe ulaştı mı?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Mısır Labirentinde Bir Kural`,
    paragraphs: [
      msg`Sonbahar şenliğinde köylüler mısır tarlasına kocaman bir labirent açmıştı. Fındık koşarak içeri daldı; on dakika sonra aynı korkuluğun önünden üçüncü kez geçtiğini fark etti.`,
      msg`Bir mısır sapının tepesinde Baykuş Nine oturuyordu. “Rastgele koşarak labirentten çıkılmaz,” dedi. “Sol patini duvara koy ve hiç kaldırmadan yürü. Solun açıksa sola sap, değilse düz git, o da değilse sağa dön.”`,
      msg`Fındık kuralı uyguladı. İki kez çıkmaz bir yola girdi ama kural onu geri çevirdi. Sonunda şenlik alanının ışıklarını gördü. Çıkışta kaybolan iki tavşana da kuralı öğretti.`,
      msg`Akşam Baykuş Nine bir soru sordu: “Peki çıkış, ortadaki kuyunun yanında olsaydı?” Fındık kâğıda çizdi ve izledi: sol pati hep dış duvarda dolaşıyor, kuyunun yanına hiç uğramıyordu.`,
      msg`Fındık başını kaşıdı: “Demek ki kuralım her labirentte çalışmıyor.” Baykuş Nine gülümsedi: “İyi bir algoritmacı, kuralının nerede bozulduğunu da bilir. Test etmek bunun için vardır.”`,
    ],
    lesson: msg`İç içe koşullar sorulara öncelik vererek karar seçtirir; bir algoritmanın ne zaman çalışıp ne zaman çalışmadığını ancak farklı durumlarda test ederek buluruz.`,
  },
};
