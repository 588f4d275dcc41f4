import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { left, move, program, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Okula gitmek için iki sokak seçebilirsin: biri parkın yanından, biri çarşıdan geçer. İkisi de okula çıkar ama biri daha kısadır. Fındık’ın yuvasına da iki yol gidiyor. Bu kez yalnızca yuvaya varmak yetmiyor; kısa yolu seçmeliyiz.`,
    sections: [
      {
        heading: msg`Bir problem, birçok çözüm`,
        paragraphs: [
          msg`Aynı işi yapan birden çok algoritma olabilir. Üstteki yol da alttaki yol da Fındık’ı yuvasına götürür. İkisi de doğrudur.`,
          msg`Ama doğru olan her çözüm aynı derecede iyi değildir. Daha az adımla işi bitiren algoritma daha hızlıdır ve daha az blokla yazılır.`,
        ],
      },
      {
        heading: msg`Saymadan yazma`,
        paragraphs: [
          msg`Blokları koymadan önce iki yolu da parmağınla izle ve kareleri say. Üstteki yol 10 kare, alttaki yol 8 kare tutuyor. Dönüşleri de say: iki yolda da 3 dönüş var.`,
          msg`Toplamı karşılaştır: üst yol 13 blok, alt yol 11 blok. Bu bulmacada en fazla 11 blok kullanabilirsin; yani alttaki yolu seçmelisin.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Algoritma`, definition: msg`Bir işi yapmak için sırayla izlenen açık adımlar.` },
      { term: msg`Karşılaştırma`, definition: msg`İki çözümün hangisinin daha kısa ya da daha iyi olduğuna bakma.` },
      { term: msg`Plan`, definition: msg`İşe başlamadan önce nasıl yapılacağını düşünüp belirleme.` },
    ],
  },
  procedure: {
    goal: msg`Sınıf haritasında bir yerden bir yere giden iki yolu adım adım sayıp karşılaştırmak ve kısa olanın programını yazmak.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Sınıfın kareli kâğıda çizilmiş basit haritası`, quantity: msg`Her ikiliye 1 tane` },
      { name: msg`İki farklı renkte kalem`, quantity: msg`Her ikiliye 2 tane` },
      { name: msg`Ok kartları (ileri, sağa dön, sola dön)`, quantity: msg`Her ikiliye 1 deste (her karttan 10 tane)` },
    ],
    safety: [msg`Yolları sınıfta yürüyerek denerseniz sıraların arasında koşmayın; çantaları yoldan kaldırın.`],
    steps: [
      msg`Haritada kapıdan öğretmen masasına giden iki farklı yol bulun. Birini mavi, birini kırmızı kalemle çizin.`,
      msg`Her yolun karelerini ve dönüşlerini sayın. Sayıları tabloya yazın.`,
      msg`Toplam adım sayısı az olan yolu seçin ve onun programını ok kartlarıyla dizin.`,
      msg`Bir arkadaşınız programı haritada kalemin ucuyla uygulasın. Masaya vardı mı?`,
      msg`Başka ikililerin seçtiği yollarla karşılaştırın: herkes aynı yolu mu seçti?`,
    ],
    observations: [msg`Mavi ve kırmızı yol kaçar adımdı?`, msg`Dönüşler toplamı nasıl değiştirdi?`, msg`Sınıfta en kısa yolu kim buldu? Kaç adımdı?`],
    conclusion: msg`Bir problemin birden çok doğru çözümü olabilir. Çözümleri adım sayılarına göre karşılaştırarak daha kısa olanı seçeriz. Plan yapmak, yazmaya başlamadan önce en iyi yolu görmemizi sağlar.`,
  },
  questions: [
    {
      id: 'both-right',
      prompt: msg`Üstteki yol da alttaki yol da Fındık’ı yuvasına götürüyor. Hangisi doğrudur?`,
      options: [msg`Yalnızca üstteki yol doğrudur`, msg`Yalnızca alttaki yol doğrudur`, msg`İkisi de doğrudur ama biri daha kısadır`],
      correctIndex: 2,
      explanation: msg`İkisi de Fındık’ı yuvaya götürdüğü için ikisi de doğru bir çözümdür. Alttaki yol daha az adımla vardığı için daha kısadır.`,
      hints: [msg`İki yol da yuvaya varıyor mu?`, msg`Doğru olmak ile kısa olmak aynı şey mi?`],
    },
    {
      id: 'count',
      prompt: msg`Bir yol 8 “ileri git” ve 3 dönüşten oluşuyor. Bu yolun programı kaç bloktur?`,
      options: [msg`8`, msg`3`, msg`11`, msg`5`],
      correctIndex: 2,
      explanation: msg`Her “ileri git” ve her dönüş bir bloktur: 8 + 3 = 11 blok.`,
      hints: [msg`Dönüşler de birer blok mu?`, msg`İki sayıyı topla.`],
    },
    {
      id: 'which-shorter',
      prompt: msg`Üst yol 13 blok, alt yol 11 blok. Hangisi daha kısadır ve kaç blok farkı vardır?`,
      options: [msg`Üst yol, 2 blok`, msg`Alt yol, 2 blok`, msg`Alt yol, 24 blok`],
      correctIndex: 1,
      explanation: msg`11, 13’ten küçüktür; alt yol daha kısadır. Fark 13 − 11 = 2 bloktur.`,
      hints: [msg`Hangi sayı daha küçük?`, msg`Farkı bulmak için hangi işlemi yaparsın?`],
    },
    {
      id: 'plan-first',
      prompt: msg`En kısa yolu bulmak için en iyi yol hangisidir?`,
      options: [msg`Blokları rastgele koyup denemek`, msg`Yolları önce parmakla izleyip adımları saymak`, msg`Her zaman en üstteki yolu seçmek`],
      correctIndex: 1,
      explanation: msg`Yolları önceden izleyip saymak, program yazmadan hangisinin daha kısa olduğunu gösterir. Buna plan yapmak denir.`,
      hints: [msg`Program yazmadan önce ne yapabilirsin?`, msg`İki yolu karşılaştırmak için ne saymalısın?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Kısa yoldan yuvaya git`,
    instructions: msg`Yuvaya iki yol gidiyor. İkisinin karelerini ve dönüşlerini say, kısa olanı seç ve programını yaz. En fazla 11 blok kullanabilirsin.`,
    puzzle: {
      id: 'short-route',
      stage: { map: ['#########', '#.......#', '#.#####.#', '#s..###g#', '###.....#', '#########'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right'],
      maxBlocks: 11,
      solution: program(whenFlag(move, move, right, move, left, move, move, move, move, left, move)),
    },
  },
  worksheet: {
    title: msg`Yolları Karşılaştır Çalışma Sayfası`,
    instructions: msg`İki yolu say, tabloya yaz ve kısa olanı seç.`,
    tasks: [
      { prompt: msg`Üst yolun programını yaz.`, lines: 3 },
      { prompt: msg`Alt yolun programını yaz.`, lines: 3 },
      { prompt: msg`Evinden okuluna giden iki yol düşün. Hangisini neden seçersin?`, lines: 2 },
    ],
    table: {
      caption: msg`Yolları karşılaştır`,
      columns: [msg`Yol`, msg`İleri git sayısı`, msg`Dönüş sayısı`, msg`Toplam blok`],
      rows: 2,
    },
  },
  story: {
    title: msg`Tavşan’ın Kestirmesi`,
    paragraphs: [
      msg`Fındık ile Tavşan Pamuk, dereden yuvalarına aynı anda yola çıktılar. Fındık her zaman gittiği yoldan, tepenin üstünden yürüdü. Pamuk ise tepenin altından dolanan patikayı seçti.`,
      msg`Fındık yuvaya vardığında Pamuk çoktan gelmiş, havuç yiyordu. “Nasıl bu kadar hızlı geldin?” diye sordu Fındık.`,
      msg`Pamuk yere iki yolu çizdi ve adımları birlikte saydılar. Tepe yolu on kare, patika sekiz kareydi; ikisinde de üç kez dönülüyordu. “İkimiz de yuvaya vardık,” dedi Pamuk, “ama ben yola çıkmadan önce saydım.”`,
      msg`Ertesi gün Fındık yola çıkmadan önce durdu, iki yolu da aklından geçirdi ve patikayı seçti.`,
    ],
    lesson: msg`Bir işin birden çok doğru yolu olabilir; önce plan yapıp karşılaştırırsak daha kısa olanı seçebiliriz.`,
  },
};
