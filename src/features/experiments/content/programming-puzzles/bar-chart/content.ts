import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { call, define, left, move, paint, program, repeatVariable, right, setVariable, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıfta dört hafta boyunca toplanan fındıklar sayılmış: 3, 1, 2 ve 4 torba. Fındık bu sayıları bir sütun grafiğine dönüştürecek. Her sütun aynı biçimde çizilir, yalnızca boyu farklıdır. Bu bulmacada fonksiyonu ve değişkeni birlikte kullanacağız.`,
    sections: [
      {
        heading: msg`Aynı iş, farklı boy`,
        paragraphs: [
          msg`Bir sütun çizmek şu adımlardır: yukarı dön, boy kadar [ileri git, kareyi boya], arkanı dön, boy kadar ileri git (tabana in), yola dön, bir kare ilerle. Bu adımlar her sütunda aynıdır; değişen yalnızca “boy”dur.`,
          msg`Bu yüzden adımları “sütun çiz” adında bir fonksiyon yaparız ve fonksiyonun içinde sayı yerine “boy” değişkenini kullanırız. Fonksiyonu çağırmadan önce “boy değişkenini 3 yap” dersek 3 karelik, “boy değişkenini 1 yap” dersek 1 karelik bir sütun çizilir.`,
        ],
      },
      {
        heading: msg`Parametre fikri`,
        paragraphs: [
          msg`Bir fonksiyona, her çağrıda işini biraz değiştiren bir değer vermeye parametre denir. Birçok programlama dilinde bu değer doğrudan çağrının içine yazılır: sütun çiz(3). Bu uygulamada aynı fikri, çağrıdan hemen önce bir değişkene değer vererek kuruyoruz.`,
          msg`Parametreli bir fonksiyon, tek bir tanımla birçok farklı işi yapar. Yeni bir veri gelirse fonksiyona dokunmadan yalnızca verilen değeri değiştiririz.`,
        ],
      },
      {
        heading: msg`Çağrıları zincirlemek`,
        paragraphs: [
          msg`Fonksiyon her sütunu çizdikten sonra Fındık’ı bir sonraki sütunun tabanına, sağa bakar hâlde bırakır. Bu sözleşme sayesinde ana program yalnızca “boyu ver, sütunu çiz” çiftlerinden oluşur ve bir veri listesi gibi okunur: 3, 1, 2, 4.`,
          msg`Sütunlar düzensiz olduğu için tek bir döngü yetmez; ama fonksiyon ve değişken birlikte, her sütunu ayrı ayrı yazan 30 bloktan uzun programı 19 bloğa indirir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Parametre`, definition: msg`Bir fonksiyona her çağrıda verilen ve onun işini değiştiren değer.` },
      { term: msg`Sütun grafiği`, definition: msg`Verileri, boyları değerlere göre değişen sütunlarla gösteren grafik.` },
      { term: msg`Fonksiyon sözleşmesi`, definition: msg`Fonksiyonun hangi durumda çağrılacağı ve işi bitince hangi durumu bırakacağı.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfın topladığı bir veriyi kareli kâğıtta sütun grafiğine dönüştüren “parametreli” bir algoritma yazmak ve arkadaşına uygulatmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Renkli kalem`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Küçük bir değişken kartı (üstüne “boy” yazılı, silinebilir)`, quantity: msg`Her ikiliye 1 tane` },
    ],
    safety: [msg`Kâğıt–kalem etkinliği; silinebilir kalemin kapağını ağza götürme.`],
    steps: [
      msg`Sınıfça küçük bir veri toplayın: örneğin dört gün boyunca okula bisikletle gelen öğrenci sayısı. Sayıları tahtaya yazın.`,
      msg`“Sütun çiz” fonksiyonunu kâğıda yazın: yukarı dön (sola dön), boy kadar [bir kare çık, boya], arkanı dön, boy kadar in, sola dön (yüzün yine sağa baksın), bir kare ilerle.`,
      msg`Ana programı yazın: her gün için “boy değişkenini … yap, sütun çiz”.`,
      msg`Programı arkadaşınıza verin. O, değişken kartındaki sayıyı her seferinde silip yenisini yazarak kareli kâğıtta grafiği çizsin.`,
      msg`Beşinci bir gün ekleyin. Programda neyi değiştirmeniz gerekti? Fonksiyona dokundunuz mu?`,
    ],
    observations: [
      msg`Fonksiyonun tanımı kaç satırdı? Ana program kaç satırdı?`,
      msg`Arkadaşınızın çizdiği grafik verilerle aynı mıydı?`,
      msg`Beşinci günü eklemek için programın hangi kısmını değiştirdiniz?`,
    ],
    conclusion: msg`Bir fonksiyonun içinde sabit bir sayı yerine değişken kullanırsak, her çağrıdan önce değişkene farklı bir değer vererek aynı fonksiyonla farklı işler yaptırabiliriz. Bu, parametrenin temel fikridir.`,
  },
  questions: [
    {
      id: 'same-function',
      prompt: msg`“Sütun çiz” fonksiyonu dört kez çağrılıyor ama dört farklı boyda sütun çiziliyor. Bu nasıl olur?`,
      options: [
        msg`Her çağrıdan önce “boy” değişkenine farklı bir değer veriliyor`,
        msg`Fonksiyonun dört ayrı tanımı var`,
        msg`Fındık sütunların boyunu kendisi tahmin ediyor`,
      ],
      correctIndex: 0,
      explanation: msg`Fonksiyonun içinde sayı yerine “boy” değişkeni kullanılıyor. Değişkenin değeri her çağrıdan önce değiştiği için fonksiyon her seferinde farklı boyda sütun çizer.`,
      hints: [msg`Fonksiyonun içindeki “kadar tekrarla” bloğunda sayı mı yazıyor, değişken mi?`, msg`Ana programda her çağrıdan önce ne yapılıyor?`],
    },
    {
      id: 'paint-total',
      prompt: msg`Sütunların boyları 3, 1, 2 ve 4. Bütün grafik için kaç kez “kareyi boya” çalışır?`,
      options: [msg`4`, msg`10`, msg`24`, msg`8`],
      correctIndex: 1,
      explanation: msg`Her sütunda boyu kadar kare boyanır: 3 + 1 + 2 + 4 = 10.`,
      hints: [msg`Bir sütunda kaç kare boyanır?`, msg`Bütün sütunların boylarını topla.`],
    },
    {
      id: 'missing-set',
      prompt: msg`Ana programda ikinci sütundan önceki “boy değişkenini 1 yap” bloğu unutulursa ne olur?`,
      options: [
        msg`İkinci sütun yine 1 karelik çizilir`,
        msg`Program hiç başlamaz`,
        msg`Değişken hâlâ 3 olduğu için Fındık ikinci sütunda 3 kare çıkmaya çalışır ve boyanmayacak bir kareye ya da ağaca gelir`,
      ],
      correctIndex: 2,
      explanation: msg`Değişken bir önceki değerini korur. Yeni değer verilmezse ikinci sütun da 3 karelik çizilmeye çalışılır; grafikte o yükseklikte bir kare olmadığı için program hata verir.`,
      hints: [msg`Bir değişken yeni bir değer verilene kadar hangi değeri tutar?`, msg`İkinci sütunun üstünde boyanacak kare var mı?`],
    },
    {
      id: 'parameter',
      prompt: msg`Birçok programlama dilinde “sütun çiz(3)” diye yazılan çağrıdaki 3’e ne denir?`,
      options: [msg`Döngü`, msg`Olay`, msg`Koşul`, msg`Parametre`],
      correctIndex: 3,
      explanation: msg`Fonksiyona çağrı sırasında verilen ve onun işini değiştiren değere parametre (ya da argüman) denir. Bu bulmacada aynı işi, çağrıdan önce değer verilen “boy” değişkeni görüyor.`,
      hints: [msg`Bu değer fonksiyonun işini nasıl etkiliyor?`, msg`Konu anlatımının ikinci bölümünün başlığına bak.`],
    },
    {
      id: 'new-data',
      prompt: msg`Beşinci bir sütun (boyu 2) eklemek için programda ne yapılmalıdır?`,
      options: [
        msg`Fonksiyonun tanımını baştan yazmak`,
        msg`Ana programın sonuna “boy değişkenini 2 yap, sütun çiz” eklemek`,
        msg`Bütün “boy” değerlerini 2 yapmak`,
      ],
      correctIndex: 1,
      explanation: msg`Fonksiyon her boyda sütun çizebilir. Yeni bir veri için yalnızca ana programa bir değer ve bir çağrı eklemek yeter (elbette sahnede beşinci sütun için yer olmalıdır).`,
      hints: [msg`Fonksiyon yeni sütunu çizebilir mi?`, msg`Ana program hangi bilgiyi her sütun için veriyor?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Sütun grafiğini boya`,
    instructions: msg`Sütunların boyu soldan sağa 3, 1, 2 ve 4. “Tanımla: sütun çiz” bloğunun altına bir sütunu “boy” değişkeni kadar boyayan, sonra tabana inip bir sonraki sütunun altına geçen blokları koy. Ana programda her sütundan önce “boy” değişkenine değer ver ve fonksiyonu çağır. En fazla 19 blok kullanabilirsin.`,
    puzzle: {
      id: 'bar-chart',
      stage: { map: ['######', '####p#', '#p##p#', '#p#pp#', '#pppp#', '#s...#', '######'], heading: 'east' },
      goal: 'paint',
      blocks: [
        'move',
        'turn-left',
        'turn-right',
        'paint',
        'repeat',
        'set-variable',
        'change-variable',
        'repeat-variable',
        'define-procedure',
        'call-procedure',
      ],
      variables: [{ id: 'height', label: msg`boy` }],
      procedures: [{ id: 'bar', label: msg`sütun çiz` }],
      maxBlocks: 19,
      solution: program(
        whenFlag(
          setVariable('height', 3),
          call('bar'),
          setVariable('height', 1),
          call('bar'),
          setVariable('height', 2),
          call('bar'),
          setVariable('height', 4),
          call('bar'),
        ),
        define('bar', left, repeatVariable('height', move, paint), right, right, repeatVariable('height', move), left, move),
      ),
    },
  },
  worksheet: {
    title: msg`Sütun Grafiği Algoritması Çalışma Sayfası`,
    instructions: msg`Fonksiyonu ve ana programı yaz, her çağrıyı tabloda izle.`,
    tasks: [
      { prompt: msg`“Sütun çiz” fonksiyonunu yaz. Fındık fonksiyona nerede, hangi yöne bakarak girer; nerede, hangi yöne bakarak çıkar?`, lines: 4 },
      { prompt: msg`Fonksiyon ve değişken kullanmadan aynı grafiği çizen program kaç blok olurdu? Hesabını göster.`, lines: 3 },
      { prompt: msg`Kendi topladığın dört sayılık bir veriyi bu algoritmayla grafiğe dönüştür; ana programını yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Çağrı izleme tablosu`,
      columns: [msg`Çağrı`, msg`Boy değeri`, msg`Boyanan kareler`, msg`Çağrıdan sonra Fındık’ın yeri`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık Hasadı Panosu`,
    paragraphs: [
      msg`Orman okulunun panosuna her hafta toplanan fındıkların grafiği asılacaktı. Öğretmen Baykuş Nine, grafiği çizme işini Fındık’a verdi: 3, 1, 2 ve 4 torba.`,
      msg`Fındık önce her sütun için ayrı bir tarif yazdı: “Üç kare boya, in, ilerle. Bir kare boya, in, ilerle…” Dördüncü tarifi yazarken bir sayıyı karıştırdı ve grafik yanlış çıktı.`,
      msg`Kirpi Diken bir öneride bulundu: “Tarifin hep aynı, yalnızca sayı değişiyor. Tarife sayı yazma; ‘boy kadar’ yaz. Her sütundan önce de boyu söyle.” Fındık bir kart hazırladı: üstünde “boy” yazıyordu, altına sayıyı yazıp siliyordu.`,
      msg`Ertesi hafta beşinci bir sütun eklendi. Fındık tarifine hiç dokunmadı; yalnızca “boy 5, sütun çiz” diye bir satır ekledi. Baykuş Nine gülümsedi: “İşte bir fonksiyona parametre vermek böyle bir şey.”`,
    ],
    lesson: msg`Bir fonksiyonun içinde sabit sayı yerine değişken kullanırsak, aynı tanımla farklı değerlerde farklı işler yaptırabiliriz.`,
  },
};
