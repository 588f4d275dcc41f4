import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { ifThen, left, move, program, repeatUntil, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Programcılar zaman kazanmak için bir bloğu kopyalayıp değiştirir. Ama bazen kopyayı değiştirmeyi unuturlar. Bu bulmacadaki program da böyle yazılmış: ikinci “eğer” bloğu birincinin kopyası ve içindeki koşul aynen kalmış.`,
    sections: [
      {
        heading: msg`Koşul ne soruyor, blok ne yapıyor?`,
        paragraphs: [
          msg`Her “eğer” bloğunun iki parçası vardır: sorulan koşul ve koşul doğruysa yapılan iş. İkisi birbirine uymalıdır. “Solu açıksa sola dön” uyumludur. “Solu açıksa sağa dön” ise tuhaftır: sol açık diye neden sağa dönelim?`,
          msg`Hata ararken her “eğer” bloğunu sesli oku ve kendine sor: “Bu soru ile bu iş birbirine uyuyor mu?”`,
        ],
      },
      {
        heading: msg`Hatanın izini sür`,
        paragraphs: [
          msg`Verilen program: hedefe varana kadar tekrarla [ileri git, eğer solu açıksa sola dön, eğer solu açıksa sağa dön]. Fındık sola kıvrılan ilk köşede sola döner. Hemen ardından ikinci blok yine “solu açık mı?” diye sorar; sola döndükten sonra Fındık’ın solu, geldiği yoldur ve açıktır. Fındık sağa döner ve ağaca bakar hâle gelir.`,
          msg`Sağa kıvrılan köşelerde ise hiçbir blok “sağı açık mı?” diye sormaz. Programın sağa dönmesi gereken yerde dönmemesi de aynı hatadan gelir.`,
        ],
      },
      {
        heading: msg`Kopyalarken dikkat`,
        paragraphs: [
          msg`Kopyalanan bir bloğu hemen gözden geçirmek iyi bir alışkanlıktır: yalnızca eylemi değil, koşulu da değiştirdin mi? Bir programda iki bloğun birebir aynı koşulu sorması çoğu zaman bir uyarı işaretidir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Koşul`, definition: msg`Cevabı doğru ya da yanlış olan soru; “eğer” bloğunda sorulur.` },
      { term: msg`Kopyala–yapıştır hatası`, definition: msg`Kopyalanan kodun değiştirilmesi gereken bir parçasının unutulmasıyla oluşan hata.` },
      { term: msg`Hata ayıklama`, definition: msg`Programdaki hatayı bulup düzeltme.` },
    ],
  },
  procedure: {
    goal: msg`Bir “eğer” kart oyununda koşul ile eylem arasındaki uyumsuzluğu bulmak ve kopyalanan kurallardaki hatayı düzeltmek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kural kartları (bazıları kopyalanıp yanlış bırakılmış)`, quantity: msg`Her gruba 6 kart` },
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Kırmızı kalem`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [msg`Zemin yolunda yavaş yürüyün; robot öğrenci dönüşleri yerinde yapsın.`],
    steps: [
      msg`Yere sağa ve sola kıvrılan bir yol bantlayın. Robot öğrenci yolun başında dursun.`,
      msg`Verilen kuralları tahtaya yazın: her adımda ileri git; eğer solun açıksa sola dön; eğer solun açıksa sağa dön.`,
      msg`Robot kuralları uygulasın. İlk köşede ne olduğunu gözleyin ve robotu durdurun.`,
      msg`Her kuralı sesli okuyun: “Soru ile iş birbirine uyuyor mu?” Uymayan kuralın altını kırmızıyla çizin.`,
      msg`Yalnızca o kuralın koşulunu değiştirin ve robotu yolun başından yeniden yürütün.`,
    ],
    observations: [
      msg`Robot ilk köşede ne yaptı?`,
      msg`Hangi kuralda soru ile iş birbirine uymuyordu?`,
      msg`Düzeltmeden sonra robot sağa kıvrılan köşelerde doğru döndü mü?`,
    ],
    conclusion: msg`Her “eğer” bloğunda koşul ile eylem birbirine uymalıdır. Kopyalanarak yazılan bloklarda koşulun değiştirilmesi kolayca unutulur; bu yüzden kopyalanan her bloğu gözden geçiririz.`,
  },
  questions: [
    {
      id: 'mismatch',
      prompt: msg`Hangi “eğer” bloğunda koşul ile eylem birbirine uymuyor?`,
      options: [msg`Eğer solu açıksa sola dön`, msg`Eğer sağı açıksa sağa dön`, msg`Eğer solu açıksa sağa dön`],
      correctIndex: 2,
      explanation: msg`Sol açık diye sağa dönmek Fındık’ı kapalı tarafa çevirir. Koşul sağ tarafı sormalıydı.`,
      hints: [msg`Her bloğu sesli oku: soru hangi tarafı soruyor, iş hangi tarafa döndürüyor?`, msg`Hangisinde soru ile iş farklı tarafları söylüyor?`],
    },
    {
      id: 'after-left',
      prompt: msg`Fındık doğuya bakarken sola döndü ve artık kuzeye bakıyor. Şimdi solu hangi taraftır?`,
      options: [msg`Batı, yani geldiği yol`, msg`Doğu`, msg`Güney`, msg`Kuzey`],
      correctIndex: 0,
      explanation: msg`Kuzeye bakan birinin solu batıdır. Fındık doğuya giderek geldiği için batı, geldiği yoldur ve açıktır; bu yüzden kopyalanan ikinci blok doğru çıkar.`,
      hints: [msg`Kuzeye bakarak dur: sol elin hangi yönü gösterir?`, msg`Fındık bu köşeye hangi yönden geldi?`],
    },
    {
      id: 'right-corner',
      prompt: msg`Verilen programla Fındık sağa kıvrılan bir köşeye gelince ne olur?`,
      options: [msg`Sağa döner`, msg`Hiç dönmez ve ilerlemeye çalışırken ağaca çarpar`, msg`Sola döner ve devam eder`],
      correctIndex: 1,
      explanation: msg`Programda “sağı açık mı?” diye soran bir blok yok. Sağa kıvrılan köşede solu da kapalı olduğu için iki blok da çalışmaz; sonraki “ileri git” Fındık’ı ağaca çarptırır.`,
      hints: [msg`Programda sağ tarafı soran bir koşul var mı?`, msg`Sağa kıvrılan köşede Fındık’ın solu açık mı?`],
    },
    {
      id: 'fix',
      prompt: msg`Programı düzeltmek için en küçük değişiklik hangisidir?`,
      options: [msg`İkinci bloğun koşulunu “sağı açıksa” yapmak`, msg`İki “eğer” bloğunu da silmek`, msg`“İleri git” bloğunu silmek`],
      correctIndex: 0,
      explanation: msg`Yalnızca ikinci bloğun koşulu yanlış. Onu “sağı açıksa” yapınca her blok doğru tarafı sorar ve doğru tarafa döndürür.`,
      hints: [msg`Hangi blok kopyalanıp değiştirilmeyi unutulmuştu?`, msg`O blokta neyin değişmesi gerekirdi?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Kopyalanan koşulu düzelt`,
    instructions: msg`Bu program hazır geldi. İkinci “eğer” bloğu birincisinden kopyalanmış ve bir yeri değiştirilmemiş. Çalıştır, Fındık’ın ilk köşede ne yaptığını izle, sonra uyumsuz bloğu bul ve düzelt. En fazla 6 blok kullanabilirsin.`,
    puzzle: {
      id: 'fix-copy-paste',
      stage: { map: ['##########', '######.g##', '######.###', '###....###', '###.######', '#s..######', '##########'], heading: 'east' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat-until', 'if'],
      ifConditions: ['path-ahead', 'path-left', 'path-right'],
      untilConditions: ['at-goal'],
      maxBlocks: 6,
      start: program(whenFlag(repeatUntil('at-goal', move, ifThen('path-left', left), ifThen('path-left', right)))),
      solution: program(whenFlag(repeatUntil('at-goal', move, ifThen('path-left', left), ifThen('path-right', right)))),
    },
  },
  worksheet: {
    title: msg`Koşul Hatası Çalışma Sayfası`,
    instructions: msg`Verilen programı izle, hatayı bul ve düzeltilmiş programı yaz.`,
    tasks: [
      { prompt: msg`Verilen programdaki iki “eğer” bloğunu yaz. Her birinin yanına “uyumlu” ya da “uyumsuz” yaz.`, lines: 3 },
      { prompt: msg`Fındık’ın ilk köşede neden ağaca baktığını kendi cümlelerinle açıkla.`, lines: 3 },
      { prompt: msg`Kopyala–yapıştır hatasına günlük hayattan bir örnek ver (örneğin bir davetiyede yanlış bırakılan isim).`, lines: 2 },
    ],
    table: {
      caption: msg`Köşelerde kararlar`,
      columns: [msg`Köşe`, msg`Solu açık mı?`, msg`Sağı açık mı?`, msg`Verilen program ne yaptı?`, msg`Düzeltilmiş program ne yaptı?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Davetiyedeki Yanlış İsim`,
    paragraphs: [
      msg`Fındık doğum günü için on davetiye yazacaktı. İlkini özenle yazdı: “Sevgili Diken, cumartesi seni bekliyorum.” Sonra zaman kazanmak için aynı metni dokuz kez daha kopyaladı.`,
      msg`Cumartesi günü kapıya yalnızca Kirpi Diken geldi ve elinde dokuz davetiye daha vardı: hepsi ona gelmişti! Fındık davetiyelerin hepsinde “Sevgili Diken” yazdığını fark etti; ismi değiştirmeyi unutmuştu.`,
      msg`Ertesi hafta Fındık yeni davetiyeler yazdı. Bu kez her kopyadan sonra durdu ve sordu: “Bu davetiyede neyi değiştirmem gerekiyordu? Değiştirdim mi?”`,
      msg`Parti çok kalabalık oldu. Diken de fazladan gelen dokuz davetiyeyi hatıra olarak sakladı.`,
    ],
    lesson: msg`Kopyalayarak yazmak zaman kazandırır ama kopyanın değişmesi gereken yerlerini tek tek gözden geçirmek gerekir.`,
  },
};
