import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { ifThen, left, move, program, repeatUntil, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sisli bir sabah Fındık ormandaki kıvrımlı patikada yürüyor. Yolun nerede döneceğini önceden göremiyor; her adımda etrafına bakıp karar vermesi gerekiyor. Programlar da bu tür kararları koşullarla verir.`,
    sections: [
      {
        heading: msg`Koşul nedir?`,
        paragraphs: [
          msg`Doğru ya da yanlış olabilen bir ifadeye koşul denir. “Fındık’ın önü açık” bir koşuldur: Fındık’ın durduğu yere göre bazen doğru, bazen yanlıştır.`,
          msg`“Eğer … ise” bloğu koşula bakar. Koşul doğruysa içindeki blokları çalıştırır; yanlışsa onları atlar ve program bir sonraki bloktan devam eder.`,
        ],
      },
      {
        heading: msg`Algılayıcılar karar verdirir`,
        paragraphs: [
          msg`Robotlar çevrelerini algılayıcılarla (sensörlerle) yoklar. Robot süpürge duvara yaklaştığını algılar ve döner; otomatik kapı birinin yaklaştığını algılar ve açılır.`,
          msg`Fındık’ın “önü açık mı, solu açık mı, sağı açık mı” diye bakması da bir algılamadır. Program bu bilgiyi koşul olarak kullanır.`,
        ],
      },
      {
        heading: msg`Hedefe varana kadar tekrarla`,
        paragraphs: [
          msg`Yolun kaç adım süreceğini bilmiyorsak “10 kez tekrarla” gibi sayılı bir döngü işe yaramaz. “Hedefe varana kadar tekrarla” bloğu her turdan önce hedefe varılıp varılmadığına bakar; varıldıysa döngü biter. Buna koşullu döngü denir.`,
          msg`Koşullu döngüyle “eğer” bloklarını birleştiren bir program, yolun şekli değişse bile çalışır; çünkü her adımda bakar ve yeniden karar verir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Koşul`, definition: msg`Doğru ya da yanlış olabilen ifade; örneğin “önü açık”.` },
      { term: msg`Eğer bloğu`, definition: msg`Koşul doğruysa içindeki blokları çalıştıran, yanlışsa atlayan blok.` },
      { term: msg`Koşullu döngü`, definition: msg`Bir koşul gerçekleşene kadar tekrar eden döngü.` },
      { term: msg`Algılayıcı`, definition: msg`Bir makinenin çevresinden bilgi almasını sağlayan parça; sensör.` },
    ],
  },
  procedure: {
    goal: msg`Aynı koşullu programın farklı biçimlerdeki patikalarda da hedefe ulaştırdığını zeminde canlandırarak görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`Her gruba 1 rulo` },
      { name: msg`Tahtaya ya da büyük bir kartona yazılmış program`, quantity: msg`1 tane` },
      { name: msg`Hedef kartı`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Sincap kulakları (robot olacak öğrenci için)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Patikayı sıraların ve dolapların uzağında, boş bir alanda kur.`,
      msg`Robot öğrencinin gözlerini kapatma; etrafına bakarak karar vermesi gerekiyor.`,
      msg`Her turda yalnızca bir adım at ve yavaş yürü.`,
    ],
    steps: [
      msg`Her grup yere bantla dallanmayan, kıvrımlı bir patika yapsın: en az iki sola ve bir sağa dönüş olsun. Sonuna hedef kartını koyun.`,
      msg`Tahtadaki programı birlikte okuyun: hedefe varana kadar tekrarla [ileri git, eğer solun açıksa sola dön, eğer sağın açıksa sağa dön].`,
      msg`Robot öğrenci patikanın başında, yola bakarak dursun.`,
      msg`Bir kişi her turda koşulları yüksek sesle sorsun: “Hedefte misin? Solun açık mı? Sağın açık mı?” Robot yalnızca cevabı “evet” olan koşulların bloklarını yapsın.`,
      msg`Robot hedefe varınca döngü biter. Kaç tur sürdüğünü yazın.`,
      msg`Gruplar patikalarını değiştirsin. Aynı program yeni patikada da çalışıyor mu? Deneyin.`,
      msg`Bir patikaya çıkmaz bir kol ekleyin ve programı yeniden çalıştırın. Ne oldu? Tartışın.`,
    ],
    observations: [
      msg`Program sizin patikanızda kaç tur sürdü?`,
      msg`Aynı program farklı patikalarda da hedefe ulaştırdı mı?`,
      msg`Çıkmaz kol eklenince robot ne yaptı?`,
    ],
    conclusion: msg`Koşullar, programın her adımda duruma bakıp karar vermesini sağlar. Koşullu döngü, kaç adım süreceği bilinmeyen bir işi hedefe varılana kadar sürdürür. Bu yüzden aynı program farklı patikalarda da çalışır; ama çıkmaz bir kol gibi hiç düşünülmemiş bir durumda yeni kurallar gerekebilir.`,
  },
  questions: [
    {
      id: 'condition-meaning',
      prompt: msg`Doğru ya da yanlış olabilen ve programın karar vermesini sağlayan ifadeye ne denir?`,
      options: [msg`Döngü`, msg`Koşul`, msg`Komut`, msg`Olay`],
      correctIndex: 1,
      explanation: msg`Doğru ya da yanlış olabilen ifadeye koşul denir. “Önü açık” bir koşuldur; “eğer” bloğu ona bakarak karar verir.`,
      hints: [msg`Konu anlatımının ilk başlığına bak.`, msg`“Önü açık” ifadesi bazen doğru, bazen yanlıştır. Böyle ifadelere ne ad verilir?`],
    },
    {
      id: 'if-false',
      prompt: msg`“Eğer önü açıksa [ileri git]” bloğu çalışırken Fındık’ın önünde bir ağaç varsa ne olur?`,
      options: [msg`“İleri git” atlanır, program sonraki bloğa geçer`, msg`Fındık ağaca çarpar`, msg`Program en baştan başlar`],
      correctIndex: 0,
      explanation: msg`Önünde ağaç varken “önü açık” koşulu yanlıştır. “Eğer” bloğu içindeki “ileri git”i çalıştırmaz; program bir sonraki bloktan devam eder.`,
      hints: [msg`Önünde ağaç varken “önü açık” koşulu doğru mu, yanlış mı?`, msg`Koşul yanlış olunca “eğer” bloğu içindeki bloklarla ne yapar?`],
    },
    {
      id: 'unknown-length',
      prompt: msg`Fındık’ın yuvaya kaç adımda varacağını bilmiyoruz. Yürüyüşü tekrarlamak için hangi blok en uygundur?`,
      options: [msg`10 kez tekrarla`, msg`Eğer önü açıksa`, msg`Hedefe varana kadar tekrarla`],
      correctIndex: 2,
      explanation: msg`Tekrar sayısını bilmiyorsak koşullu döngü kullanırız. “Hedefe varana kadar tekrarla” Fındık hedefe varınca kendiliğinden biter.`,
      hints: [
        msg`Sayılı bir döngü için tekrar sayısını bilmemiz gerekir. Biliyor muyuz?`,
        msg`Hangi blok, döngünün ne zaman biteceğini bir koşula bakarak anlar?`,
      ],
    },
    {
      id: 'trace-if',
      prompt: msg`Fındık ekranda yukarı bakıyor. Önünde ağaç var, solu açık, sağı kapalı. Program: eğer solu açıksa [sola dön], eğer önü açıksa [ileri git]. Ne olur?`,
      options: [msg`Fındık yalnızca sola döner`, msg`Fındık ağaca çarpar`, msg`Fındık hiçbir şey yapmaz`, msg`Fındık sola döner ve bir kare ilerler`],
      correctIndex: 3,
      explanation: msg`Solu açık olduğu için Fındık sola döner. Artık yüzü açık olan tarafa bakıyor; ikinci koşul “önü açık” bu yüzden doğrudur ve Fındık bir kare ilerler.`,
      hints: [msg`İlk “eğer” bloğundan sonra Fındık hangi yöne bakıyor?`, msg`İkinci koşula bakarken Fındık’ın yeni yönüne göre önü açık mı?`],
    },
    {
      id: 'sensor',
      prompt: msg`Robot süpürgenin duvara çarpmadan dönmesini sağlayan nedir?`,
      options: [msg`Rengi ve şekli`, msg`Duvarı algılayıp bir koşula göre karar vermesi`, msg`Her gün aynı saatte çalışması`],
      correctIndex: 1,
      explanation: msg`Robot süpürgenin algılayıcıları önündeki engeli fark eder. Program “önü kapalıysa dön” gibi bir koşulla karar verir.`,
      hints: [msg`Konu anlatımında algılayıcılarla ilgili bölümü oku.`, msg`Robot duvarı hiç fark edemeseydi ne olurdu?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Sisli patikada yuvaya git`,
    instructions: msg`Fındık yolun nerede döneceğini bilmiyor. “Hedefe varana kadar tekrarla” ve “eğer” bloklarıyla her adımda etrafına bakmasını sağla. En fazla 6 blok kullanabilirsin.`,
    puzzle: {
      id: 'forest-path',
      stage: { map: ['########', '#####.g#', '#####.##', '###...##', '###.####', '#s..####', '########'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat-until', 'if'],
      ifConditions: ['path-ahead', 'path-left', 'path-right'],
      untilConditions: ['at-goal'],
      maxBlocks: 6,
      solution: program(whenFlag(repeatUntil('at-goal', move, ifThen('path-left', left), ifThen('path-right', right)))),
    },
  },
  worksheet: {
    title: msg`Koşullar ve Kararlar Çalışma Sayfası`,
    instructions: msg`Patika etkinliğindeki gözlemlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`“Eğer … ise” bloğunun nasıl çalıştığını kendi cümlelerinle anlat.`, lines: 3 },
      { prompt: msg`Günlük hayattan üç “eğer … ise …” kararı yaz (örneğin eğer yağmur yağıyorsa şemsiye alırım).`, lines: 3 },
      { prompt: msg`Patikaya çıkmaz bir kol eklenince program ne yaptı? Programı nasıl değiştirirdin?`, lines: 3 },
    ],
    table: {
      caption: msg`Patikalarımız ve programımız`,
      columns: [msg`Patika`, msg`Sola dönüş sayısı`, msg`Sağa dönüş sayısı`, msg`Hedefe ulaştı mı?`],
      rows: 3,
    },
  },
  story: {
    title: msg`Sisli Sabahın Kuralı`,
    paragraphs: [
      msg`Bir sabah orman öyle sisliydi ki Fındık kendi kuyruğunu bile zor görüyordu. Kirpi Diken’in evine gitmesi gerekiyordu ama patika sağa sola kıvrılıyordu.`,
      msg`“Yolu ezberleyemem, önümü de göremiyorum,” diye düşündü Fındık. “Ama her adımda yanlarıma bakabilirim.”`,
      msg`Kendine bir kural koydu: “Bir adım at. Solum açıksa sola dön. Sağım açıksa sağa dön. Diken’in kapısına varana kadar bunu tekrarla.”`,
      msg`Adım, bak, karar ver… Adım, bak, karar ver… Fındık iki kez sola, iki kez sağa döndü ve sonunda burnu Diken’in kapısına değdi.`,
      msg`Diken şaşırdı: “Bu siste yolu nasıl buldun?” Fındık güldü: “Yolu bilmem gerekmedi. Her adımda bakıp karar vermem yetti!”`,
    ],
    lesson: msg`Koşullar programın her adımda duruma bakıp karar vermesini sağlar; koşullu döngü, hedefe varılana kadar bu kararı tekrarlar.`,
  },
};
