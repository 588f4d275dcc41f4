import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, move, program, repeatUntil, right, whenFlag, whenTouchNut } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir oyunda karakter bir altına değince puan kazanır, bir kapıya değince yeni bir bölüme geçer. Bu “değince” anları olaydır. Bu bulmacada fındıklar yolun köşelerinde duruyor; Fındık bir fındığa değdiği an hem onu toplayacak hem de yönünü değiştirecek.`,
    sections: [
      {
        heading: msg`Olay ve olay bloğu`,
        paragraphs: [
          msg`Olay, program çalışırken gerçekleşen ve bir tepki gerektiren bir andır: bir tuşa basılması, bir nesneye değilmesi, bir sürenin dolması gibi. Olay bloğunun altındaki komutlar, o olay her gerçekleştiğinde çalışır.`,
          msg`“Fındık bir fındığa değince” bloğunun altına birden çok komut koyabiliriz. Burada iki komut var: fındığı topla ve sağa dön. Olay her gerçekleştiğinde ikisi de sırayla çalışır.`,
        ],
      },
      {
        heading: msg`Ana program ve olay birlikte`,
        paragraphs: [
          msg`Yeşil bayrak altındaki ana program çok basit: hedefe varana kadar ileri git. Ana program yönü hiç düşünmez. Fındık bir fındığa değdiği an ana program bir anlığına bekler, olay bloğu çalışır ve Fındık sağa döner; sonra ana program yeni yönde ilerlemeyi sürdürür.`,
          msg`Böylece yolun nerede döndüğünü ana programa yazmamız gerekmez. Fındıklar birer tabela gibi dönüş yerlerini gösterir.`,
        ],
      },
      {
        heading: msg`Olay mı, koşul mu?`,
        paragraphs: [
          msg`Aynı işi “hedefe varana kadar tekrarla [ileri git, eğer fındığın üstündeyse [fındığı topla, sağa dön]]” diye koşulla da yazabilirdik. Koşulda program her adımda soruyu kendisi sorar. Olayda ise program soru sormaz; olay gerçekleşince tepki kendiliğinden çalışır. Oyunlarda ve uygulamalarda tuşlar, dokunuşlar ve çarpışmalar bu yüzden çoğunlukla olaylarla yazılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Olay`, definition: msg`Program çalışırken gerçekleşen ve bir tepkiyi başlatan an (dokunma, tıklama, değme).` },
      { term: msg`Olay bloğu`, definition: msg`Altındaki komutları, belirli bir olay her gerçekleştiğinde çalıştıran şapka biçimli blok.` },
      { term: msg`Tetiklemek`, definition: msg`Bir olayın, ona bağlı komutların çalışmasını başlatması.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta bir “tabela oyunu” oynayarak bir olayın birden çok tepkiyi başlatabildiğini ve ana programın akışını değiştirdiğini görmek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Yere konacak “fındık tabelası” kartları`, quantity: msg`4 tane` },
      { name: msg`Toplama sepeti`, quantity: msg`1 tane` },
      { name: msg`İki program kartı: ana program ve olay programı`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Robot öğrenci yavaş yürüsün; tabelaya basarken kaymamak için kartları yere bantlayın.`,
      msg`Yol sıraların arasından geçmesin; boş bir alan seçin.`,
    ],
    steps: [
      msg`Yere U biçiminde bir yol bantlayın. Yolun iki köşesine birer fındık tabelası koyun, sonuna hedef kartını koyun.`,
      msg`Ana program kartına “hedefe varana kadar ileri git”, olay kartına “tabelaya değince: tabelayı sepete koy, sağa dön” yazın.`,
      msg`Robot öğrenci yalnızca ana programı bilsin; olay kartını başka bir öğrenci tutsun. Robot bir tabelaya değince olay kartını tutan öğrenci “Olay!” desin ve kartı okusun.`,
      msg`Robot olay kartındaki iki işi yapıp ana programa dönsün. Robotun hedefe varıp varmadığını gözleyin.`,
      msg`Bir tabelayı köşeden alıp düz bir yerin ortasına koyun ve oyunu tekrarlayın. Ne oldu? Tartışın.`,
    ],
    observations: [
      msg`Olay kaç kez gerçekleşti? Her seferinde hangi işler yapıldı?`,
      msg`Ana program yolun nerede döndüğünü biliyor muydu?`,
      msg`Tabela yanlış yere konunca robot ne yaptı?`,
    ],
    conclusion: msg`Bir olay bloğunun altına birden çok komut yazabiliriz ve bu komutlar ana programın yönünü değiştirebilir. Olay doğru yerde gerçekleşirse program basit kalır; olay yanlış yerde gerçekleşirse program da yanlış davranır.`,
  },
  questions: [
    {
      id: 'what-is-event',
      prompt: msg`Aşağıdakilerden hangisi bir olaydır?`,
      options: [msg`Karakterin bir altına değmesi`, msg`Bir değişkenin adı`, msg`Bir döngünün tekrar sayısı`],
      correctIndex: 0,
      explanation: msg`Olay, program çalışırken gerçekleşen ve tepki başlatan bir andır. Bir altına değmek böyle bir andır; değişken adı ve tekrar sayısı ise programın parçalarıdır.`,
      hints: [msg`Olay “bir şey olduğu an” demektir.`, msg`Seçeneklerden hangisi program çalışırken bir anda gerçekleşir?`],
    },
    {
      id: 'two-commands',
      prompt: msg`Olay bloğunun altında “fındığı topla, sağa dön” var ve yolda 2 fındık var. Fındık bütün yolda kaç kez sağa döner?`,
      options: [msg`Hiç dönmez`, msg`1 kez`, msg`4 kez`, msg`2 kez`],
      correctIndex: 3,
      explanation: msg`Olay her fındığa değişte bir kez gerçekleşir ve her seferinde bir “sağa dön” çalışır. 2 fındık için 2 dönüş olur.`,
      hints: [msg`Olay kaç kez gerçekleşir?`, msg`Olay her gerçekleştiğinde kaç kez sağa dönülür?`],
    },
    {
      id: 'main-program',
      prompt: msg`Bu bulmacada ana program yalnızca “hedefe varana kadar ileri git” diyor. Fındık nasıl oluyor da köşelerde dönüyor?`,
      options: [
        msg`Ana program köşeleri ezberlemiştir`,
        msg`Köşedeki fındığa değince olay bloğu çalışır ve Fındık’ı döndürür`,
        msg`Fındık ağaca çarpınca kendiliğinden döner`,
      ],
      correctIndex: 1,
      explanation: msg`Dönüş komutu ana programda değil, olay bloğundadır. Köşedeki fındığa değilince olay bloğu çalışır, Fındık sağa döner ve ana program yeni yönde ilerlemeyi sürdürür.`,
      hints: [msg`“Sağa dön” bloğu hangi bloğun altında duruyor?`, msg`Köşelerde ne var?`],
    },
    {
      id: 'misplaced-nut',
      prompt: msg`Bir fındık köşe yerine düz yolun ortasında olsaydı bu program ne yapardı?`,
      options: [msg`Fındık yolun ortasında sağa döner ve ağaca çarpabilirdi`, msg`Fındık o fındığı toplamadan geçerdi`, msg`Hiçbir şey değişmezdi`],
      correctIndex: 0,
      explanation: msg`Olay bloğu fındığın nerede olduğuna bakmaz; her fındığa değişte toplar ve sağa döner. Düz yolun ortasında dönen Fındık’ın önü kapalı olabilir.`,
      hints: [msg`Olay bloğu, fındığın köşede olup olmadığını sorar mı?`, msg`Düz yolun ortasında sağa dönen Fındık’ın önünde ne vardır?`],
    },
    {
      id: 'event-vs-if',
      prompt: msg`Olayla yazılan programın, “eğer” ile yazılan programdan farkı nedir?`,
      options: [
        msg`Olay bloğu hiç çalışmaz`,
        msg`“Eğer” bloğu yalnızca bir kez çalışabilir`,
        msg`Olayda program soru sormaz; olay gerçekleşince tepki kendiliğinden başlar`,
      ],
      correctIndex: 2,
      explanation: msg`“Eğer” ile yazılan programda döngü her adımda “fındığın üstünde miyim?” diye sorar. Olayla yazılanda bu soruyu program sormaz; Fındık fındığa değdiği an tepki başlar.`,
      hints: [msg`“Eğer” bloğu ne zaman çalışır?`, msg`Olay bloğunun altındakiler ne zaman çalışır?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Tabelaları izle`,
    instructions: msg`Köşelerdeki fındıklar dönüş tabelası. Yeşil bayrağın altına yalnızca yürümeyi yaz; “Fındık bir fındığa değince” bloğunun altına hem toplamayı hem dönmeyi koy. Bu bulmacada “eğer” bloğu yok; en fazla 5 blok kullanabilirsin.`,
    puzzle: {
      id: 'nut-signposts',
      stage: { map: ['#######', '#s...n#', '#####.#', '#g...n#', '#######'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat-until', 'when-touch-nut'],
      untilConditions: ['at-goal'],
      maxBlocks: 5,
      solution: program(whenFlag(repeatUntil('at-goal', move)), whenTouchNut(collect, right)),
    },
  },
  worksheet: {
    title: msg`Olaylar Çalışma Sayfası`,
    instructions: msg`Programın akışını izle; olayların ne zaman gerçekleştiğini kaydet.`,
    tasks: [
      { prompt: msg`Bulmacanın ana programını ve olay programını ayrı ayrı yaz.`, lines: 4 },
      { prompt: msg`Aynı bulmacayı olay bloğu yerine “eğer” bloğuyla yazan bir program yaz. Blok sayılarını karşılaştır.`, lines: 4 },
      { prompt: msg`Bildiğin bir oyundan üç olay ve her olayın tepkisini yaz (örneğin: Karakter suya düşünce → bir can azalır).`, lines: 3 },
    ],
    table: {
      caption: msg`Olay kaydı`,
      columns: [msg`Olay sırası`, msg`Fındık’ın yeri`, msg`Olaydan önceki yön`, msg`Olaydan sonraki yön`],
      rows: 4,
    },
  },
  story: {
    title: msg`Sisli Ormanda Tabelalar`,
    paragraphs: [
      msg`Sis öyle yoğundu ki Fındık iki adım ötesini göremiyordu. Yuvası ormanın öbür ucundaydı ve yol iki kez kıvrılıyordu.`,
      msg`Baykuş Nine bir öneride bulundu: “Yolun kıvrıldığı yerlere birer fındık bıraktım. Sen yalnızca düz yürü. Ayağın bir fındığa değdiği an onu al ve sağa dön.”`,
      msg`Fındık yürüdü, yürüdü. Ayağı bir şeye değdi: bir fındık! Aldı, sağa döndü, yürümeye devam etti. Bir süre sonra ikinci fındık; yine aldı, yine döndü. Sisin içinden yuvasının kapısı göründü.`,
      msg`Ertesi gün Fındık, kardeşi Çıtır için aynı yöntemi kullandı. Ama bir fındığı yanlışlıkla düz yolun ortasına düşürmüştü ve Çıtır bir çalılığa daldı. Fındık o gün tabelanın doğru yerde olmasının ne kadar önemli olduğunu anladı.`,
    ],
    lesson: msg`Bir olay, gerçekleştiği an tepkiyi başlatır; olaylar doğru yerde gerçekleşirse program basit ve doğru kalır.`,
  },
};
