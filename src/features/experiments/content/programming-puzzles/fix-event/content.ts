import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, move, program, repeatUntil, whenFlag, whenTouchNut } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık düz bir yolda yuvasına yürüyor; yolda beş fındık var, bazıları yan yana. Verilen programda ana program yalnızca yürüyor, olay bloğu fındıkları topluyor. Ama Fındık yuvaya yalnızca üç fındıkla varıyor. Hata nerede?`,
    sections: [
      {
        heading: msg`Olay, ana programın ortasında çalışır`,
        paragraphs: [
          msg`Fındık bir fındığa değdiği an ana program bekler ve olay bloğunun altındaki komutlar çalışır. Bu komutlar Fındık’ı yerinden oynatırsa, ana program kaldığı yerden ama Fındık’ın yeni yerinden devam eder.`,
          msg`Verilen olay bloğunda “fındığı topla” ve “ileri git” var. Olay her gerçekleştiğinde Fındık fındığı alır ve bir kare ileri atlar. Ana program bu atlamadan habersizdir.`,
        ],
      },
      {
        heading: msg`Düzenli hata, düzenli neden`,
        paragraphs: [
          msg`Çıktıya bak: kaçırılan fındıklar hep yan yana duran çiftlerin ikincisi. Bir hata belli bir düzenle tekrar ediyorsa nedeni de programdaki belli bir komuttur.`,
          msg`Olaydaki “ileri git” Fındık’ı yan yana duran ikinci fındığın üstüne taşır. Bu uygulamada olay bloğu kendi çalışırken yeniden başlamaz; bu yüzden ikinci fındığa değmek yeni bir olay sayılmaz ve o fındık toplanmaz.`,
        ],
      },
      {
        heading: msg`Olaya yalnızca tepkiyi yaz`,
        paragraphs: [
          msg`Olay bloğunun işi olaya tepki vermektir: burada fındığı toplamak. Yürümek ana programın işidir. Her işi kendi yerine yazmak programı hem doğru hem anlaşılır kılar. Düzeltme için fazla bloğu silmek yeter.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Olay bloğu`, definition: msg`Altındaki komutları, belirli bir olay her gerçekleştiğinde çalıştıran blok.` },
      { term: msg`Fazla komut`, definition: msg`Programda bulunmaması gereken ve istenmeyen bir etki yapan komut.` },
      { term: msg`Düzenli hata`, definition: msg`Hep aynı koşulda ortaya çıkan hata; nedenini bulmak için ipucu verir.` },
    ],
  },
  procedure: {
    goal: msg`Bir “alkış olayı” oyunuyla olay tepkisine eklenen fazla bir hareketin ana programı nasıl bozduğunu görmek ve düzeltmek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`1 rulo` },
      { name: msg`Kâğıttan fındık`, quantity: msg`5 tane` },
      { name: msg`Ana program kartı ve olay kartı`, quantity: msg`1’er tane` },
    ],
    safety: [msg`Robot öğrenci zıplamadan, kareleri tek tek sayarak yürüsün; yol boş bir alanda olsun.`],
    steps: [
      msg`Yere 10 karelik düz bir yol bantlayın. Fındıkları 3., 4., 6., 8. ve 9. karelere koyun; yuva 10. karede olsun.`,
      msg`Ana program kartı: yuvaya varana kadar bir kare ilerle. Olay kartı: bir fındığın üstüne gelince fındığı al, bir kare ilerle.`,
      msg`Robot öğrenci ana programı uygulasın; bir fındığa gelince olay kartını tutan öğrenci “Olay!” desin ve kartı okusun. Olay kartı uygulanırken robotun vardığı yeni karede ikinci bir olay başlatılmasın.`,
      msg`Robot yuvaya varınca sepetteki ve yerde kalan fındıkları sayın. Yerde kalanların ortak özelliği ne?`,
      msg`Olay kartından fazla satırı silin ve oyunu yeniden oynayın.`,
    ],
    observations: [
      msg`İlk oyunda kaç fındık toplandı, hangileri yerde kaldı?`,
      msg`Yerde kalan fındıkların ortak özelliği neydi?`,
      msg`Düzeltmeden sonra kaç fındık toplandı?`,
    ],
    conclusion: msg`Olay bloğundaki komutlar ana programın ortasında çalışır; Fındık’ı yerinden oynatan fazla bir komut, ana programın ve sonraki olayların işini bozar. Düzenli tekrarlayan bir hata, onu yapan komutu bulmamıza yardım eder.`,
  },
  questions: [
    {
      id: 'how-many',
      prompt: msg`Fındıklar 3., 4., 6., 8. ve 9. karelerde. Verilen program (olay: fındığı topla, ileri git) kaç fındık toplar?`,
      options: [msg`5`, msg`2`, msg`4`, msg`3`],
      correctIndex: 3,
      explanation: msg`3. karede toplar ve 4. kareye atlar; 4. karedeki fındık kaçar. 6. karede toplar, 7’ye atlar. 8. karede toplar, 9’a atlar; 9. karedeki kaçar. Toplam 3 fındık.`,
      hints: [msg`Her olaydan sonra Fındık hangi kareye atlıyor?`, msg`Atladığı karede fındık var mı, varsa toplanıyor mu?`],
    },
    {
      id: 'pattern',
      prompt: msg`Kaçırılan fındıkların ortak özelliği nedir?`,
      options: [msg`Hepsi yolun en sonundadır`, msg`Hepsi başka bir fındığın hemen arkasındadır`, msg`Hepsi yolun başındadır`],
      correctIndex: 1,
      explanation: msg`4. ve 9. karedeki fındıklar, 3. ve 8. karedeki fındıkların hemen arkasında. Olaydaki “ileri git” Fındık’ı tam onların üstüne taşıyor.`,
      hints: [msg`Kaçırılan fındıkların kare numaralarını yaz.`, msg`Onlardan bir önceki karelerde ne var?`],
    },
    {
      id: 'fix',
      prompt: msg`Programı düzeltmek için ne yapılmalı?`,
      options: [msg`Olay bloğundaki “ileri git” silinmeli`, msg`Ana programdaki “ileri git” silinmeli`, msg`Olay bloğuna bir “ileri git” daha eklenmeli`],
      correctIndex: 0,
      explanation: msg`Yürümek ana programın işidir. Olay bloğunda yalnızca “fındığı topla” kalırsa Fındık her kareye ana programla gelir ve her fındık ayrı bir olay başlatır.`,
      hints: [msg`Hangi blok Fındık’ı ana programdan habersiz hareket ettiriyor?`, msg`Ana programdaki “ileri git” silinirse Fındık yürüyebilir mi?`],
    },
    {
      id: 'job',
      prompt: msg`Olay bloğuna ne yazılmalıdır?`,
      options: [msg`Programın bütün işleri`, msg`Yalnızca o olaya verilecek tepki`, msg`Hiçbir şey`],
      correctIndex: 1,
      explanation: msg`Olay bloğu olaya tepki verir. Başka işler (burada yürümek) kendi yerinde, ana programda durmalıdır; yoksa beklenmedik etkiler doğar.`,
      hints: [msg`Bu bulmacada olay nedir, tepki ne olmalıdır?`, msg`Yürümek hangi bloğun işi?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Kaçan fındıkları yakala`,
    instructions: msg`Bu program hazır geldi ama Fındık yan yana duran fındıkların ikincisini hep kaçırıyor. Çalıştır ve hangi fındıkların yerde kaldığına bak. Sonra olay bloğunda fazla olan bloğu bul ve düzelt. En fazla 5 blok kullanabilirsin.`,
    puzzle: {
      id: 'fix-event',
      stage: { map: ['############', '#s.nn.n.nng#', '############'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'collect', 'repeat-until', 'when-touch-nut'],
      untilConditions: ['at-goal'],
      maxBlocks: 5,
      start: program(whenFlag(repeatUntil('at-goal', move)), whenTouchNut(collect, move)),
      solution: program(whenFlag(repeatUntil('at-goal', move)), whenTouchNut(collect)),
    },
  },
  worksheet: {
    title: msg`Olay Hatası Çalışma Sayfası`,
    instructions: msg`Verilen programı kare kare izle ve tabloyu doldur.`,
    tasks: [
      { prompt: msg`Verilen programda olay her gerçekleştiğinde Fındık’ın hangi kareden hangi kareye geçtiğini yaz.`, lines: 3 },
      { prompt: msg`Düzeltilmiş programı yaz. Neyi sildin, neden?`, lines: 3 },
      { prompt: msg`Bildiğin bir oyunda, bir olaya fazla tepki verilseydi ne olurdu? Bir örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Kare kare izleme`,
      columns: [msg`Kare`, msg`Fındık var mı?`, msg`Olay başladı mı?`, msg`Fındık toplandı mı?`],
      rows: 10,
    },
  },
  story: {
    title: msg`Aceleci Sincap`,
    paragraphs: [
      msg`Fındık, kardeşi Çıtır’a fındık toplamayı öğretiyordu: “Yolda yürü. Bir fındık görünce al.” Çıtır heyecanlıydı ve kuralı biraz değiştirdi: “Bir fındık görünce al ve hemen bir adım sıçra!”`,
      msg`Akşam sepetinde üç fındık vardı. Fındık yola baktı: yan yana duran fındıkların ikincileri hep yerdeydi. “Sıçradığın yerde bir fındık vardı, ama sen onu görmedin bile,” dedi.`,
      msg`Çıtır düşündü: sıçrarken gözü hep bir önceki fındıktaydı. Kuralındaki “sıçra” sözcüğünü sildi. Ertesi gün yalnızca yürüdü ve her fındığı gördüğü an aldı. Sepeti beş fındıkla doldu.`,
    ],
    lesson: msg`Bir olaya yalnızca gereken tepkiyi vermeliyiz; fazladan yapılan bir iş, programın geri kalanını bozabilir.`,
  },
};
