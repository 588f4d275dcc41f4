import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { changeVariable, collect, moveVariable, program, repeat, setVariable, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Fındık uzun bir kütüğün üstünde sıçrayarak ilerliyor. Fındıklar başlangıçtan 1, 4 ve 9 kare ötede duruyor. Aralıklar eşit değil: 1, 3, 5. Her sıçrama bir öncekinden 2 kare uzun. Değişen bir sayıyı takip etmek için değişken kullanırız.`,
    sections: [
      {
        heading: msg`Değişken: adı olan bir kutu`,
        paragraphs: [
          msg`Değişken, program çalışırken bir değeri saklayan ve adıyla çağrılan bir bellek alanıdır. Üstünde “sıçrama” yazan bir kutu düşün: içinde bir sayı durur ve program bu sayıyı okuyabilir, değiştirebilir.`,
          msg`“Sıçrama değişkenini 1 yap” bloğu kutuya ilk değeri koyar. Buna ilk değer atama denir. İlk değer verilmeyen bir değişken bu uygulamada 0 sayılır; Fındık 0 kare ilerler ve yerinde kalır.`,
        ],
      },
      {
        heading: msg`Değişkeni döngüde değiştirmek`,
        paragraphs: [
          msg`Döngünün her turunda Fındık “sıçrama kadar ileri git” der, fındığı toplar ve “sıçrama değişkenini 2 artır” der. Birinci turda değer 1, ikincide 3, üçüncüde 5 olur.`,
          msg`Artırma bloğunun yeri önemlidir. Artırmayı ilerlemeden önce yaparsak ilk sıçrama 1 yerine 3 olur ve Fındık ilk fındığın üstünden atlar.`,
        ],
      },
      {
        heading: msg`İzleme tablosu ve kare sayılar`,
        paragraphs: [
          msg`Bir değişkenin değerlerini takip etmek için izleme tablosu kullanırız: her turda değişkenin değerini ve Fındık’ın yerini yazarız. Tablo, hatayı programı çalıştırmadan bulmamızı sağlar.`,
          msg`Tabloda ilginç bir şey görünür: Fındık’ın başlangıca uzaklığı 1, 1 + 3 = 4, 1 + 3 + 5 = 9 olur. Ardışık tek sayıları 1’den başlayarak topladığımızda kare sayılar elde ederiz: 1², 2², 3².`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Değişken`, definition: msg`Program çalışırken bir değeri saklayan, adıyla kullanılan bellek alanı.` },
      { term: msg`İlk değer`, definition: msg`Bir değişkene program başında verilen değer.` },
      { term: msg`İzleme tablosu`, definition: msg`Bir programın her adımında değişkenlerin değerlerinin yazıldığı tablo.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfta bir sayı doğrusu üzerinde “sıçrama” değişkenini bir kutuda tutarak programı canlandırmak ve değişkenin değerlerini izleme tablosuna kaydetmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı ve tebeşir ya da yapışkan not kâğıdı (0’dan 12’ye numaralı kareler için)`, quantity: msg`1 rulo ve 13 kâğıt` },
      { name: msg`Üstünde “sıçrama” yazan küçük bir kutu ve içine konacak sayı kartları (1–9)`, quantity: msg`1 kutu, 9 kart` },
      { name: msg`Kâğıttan fındık`, quantity: msg`3 tane` },
      { name: msg`İzleme tablosu ve kalem`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`“Sıçrama” bir sayıdır; robot öğrenci gerçekten zıplamasın, kareleri tek tek sayarak yürüsün.`,
      msg`Sayı doğrusunu boş bir alana yapın ve çevresindeki çantaları kaldırın.`,
    ],
    steps: [
      msg`Yere 0’dan 12’ye numaralı kareler bantlayın. Kâğıt fındıkları 1, 4 ve 9 numaralı karelere koyun. Robot öğrenci 0 numaralı karede dursun.`,
      msg`Tahtaya programı yazın: sıçrama değişkenini 1 yap; 3 kez tekrarla [sıçrama kadar ileri git, fındığı topla, sıçrama değişkenini 2 artır].`,
      msg`Bir öğrenci “değişken sorumlusu” olsun: kutudaki kartı okur ve değişince yenisiyle değiştirir. Robot her turda kutudaki sayı kadar kare yürüsün.`,
      msg`Yazıcı her turda sıçramanın değerini ve robotun bulunduğu kare numarasını izleme tablosuna yazsın.`,
      msg`Artırma bloğunu döngünün başına taşıyın ve programı izleme tablosunda, yürümeden çalıştırın. Robot hangi karelere varırdı?`,
      msg`Döngü dört tur dönseydi dördüncü fındık kaçıncı kareye konmalıydı? Önce tahmin edin, sonra tabloyla kontrol edin.`,
    ],
    observations: [
      msg`Her turda sıçramanın değeri kaçtı?`,
      msg`Robotun vardığı kare numaraları hangi sayı örüntüsünü oluşturdu?`,
      msg`Artırma döngünün başına taşınınca robot hangi karelere varırdı?`,
    ],
    conclusion: msg`Değişken, programın değişen bir sayıyı hatırlamasını sağlar. İlk değer ve her turdaki değişiklik doğru verilirse aynı döngü her turda farklı bir iş yapar. Sıçramalar 1, 3, 5 olunca Fındık 1, 4, 9. karelere varır: ardışık tek sayıların toplamı kare sayıdır.`,
  },
  questions: [
    {
      id: 'values',
      prompt: msg`“Sıçrama değişkenini 1 yap; 3 kez tekrarla [sıçrama kadar ileri git, sıçrama değişkenini 2 artır]” programında üçüncü turda Fındık kaç kare ilerler?`,
      options: [msg`3`, msg`5`, msg`6`, msg`7`],
      correctIndex: 1,
      explanation: msg`Birinci turda değer 1’dir, sonra 3 olur. İkinci turda 3 kare ilerler, değer 5 olur. Üçüncü turda 5 kare ilerler.`,
      hints: [msg`Her turdan sonra değişkenin değerini bir tabloya yaz.`, msg`Değer 1’den başlıyor ve her turda 2 artıyor.`],
    },
    {
      id: 'distance',
      prompt: msg`Aynı program dördüncü bir tur dönseydi Fındık başlangıçtan kaç kare uzakta olurdu?`,
      options: [msg`12`, msg`14`, msg`16`, msg`10`],
      correctIndex: 2,
      explanation: msg`Dördüncü turda sıçrama 7 olur. Toplam uzaklık 1 + 3 + 5 + 7 = 16 karedir; bu da 4²’dir.`,
      hints: [msg`Dördüncü turda sıçramanın değeri kaç olur?`, msg`Bütün sıçramaları topla.`],
    },
    {
      id: 'no-initial',
      prompt: msg`“Sıçrama değişkenini 1 yap” bloğu silinirse ilk turda ne olur?`,
      options: [
        msg`Fındık 1 kare ilerler`,
        msg`Değişken 0 sayılır, Fındık yerinde kalır ve boş karede fındık toplamaya çalışır`,
        msg`Program değişkene kendisi doğru değeri verir`,
      ],
      correctIndex: 1,
      explanation: msg`Bu uygulamada değer verilmemiş bir değişken 0 sayılır. Fındık 0 kare ilerler, başlangıç karesinde fındık olmadığı için “fındığı topla” hata verir.`,
      hints: [msg`Değer verilmemiş bir değişken bu uygulamada kaç sayılır?`, msg`Başlangıç karesinde fındık var mı?`],
    },
    {
      id: 'order',
      prompt: msg`Artırma bloğu döngünün başına, “sıçrama kadar ileri git” bloğunun önüne taşınırsa ilk sıçrama kaç kare olur?`,
      options: [msg`3`, msg`1`, msg`0`],
      correctIndex: 0,
      explanation: msg`Değer 1’dir ama ilerlemeden önce 2 artırılır ve 3 olur. Fındık 3 kare ilerler ve 1. karedeki fındığın üstünden geçer.`,
      hints: [msg`İlerlemeden önce değişkene ne oluyor?`, msg`1’e 2 eklenince kaç olur?`],
    },
    {
      id: 'why-variable',
      prompt: msg`Bu bulmacada neden “3 kez tekrarla [… kare ileri git]” gibi sabit sayılı bir döngü yetmez?`,
      options: [
        msg`Çünkü döngüler yalnızca bir kez çalışabilir`,
        msg`Çünkü fındıklar aynı hizada değil`,
        msg`Çünkü sabit bir sayı kullanıldığında her sıçrama aynı boyda olur, oysa sıçramalar her turda büyümeli`,
      ],
      correctIndex: 2,
      explanation: msg`Bir bloğa yazılan sabit sayı her turda aynıdır. Aralıklar 1, 3, 5 diye büyüdüğü için her turda farklı bir sayı gerekir; bu sayıyı değişken tutar.`,
      hints: [msg`Fındıklar arasındaki aralıkları yaz: eşit mi?`, msg`Bir bloğa yazılan sayı turdan tura değişir mi?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Büyüyen sıçramalarla topla`,
    instructions: msg`Fındıklar 1, 4 ve 9 kare ötede. “Sıçrama” değişkenine bir ilk değer ver; her turda sıçrama kadar ilerle, topla ve sıçramayı büyüt. En fazla 5 blok kullanabilirsin.`,
    puzzle: {
      id: 'nut-jumps',
      stage: { map: ['############', '#sn..n....n#', '############'], heading: 'east' },
      goal: 'collect',
      blocks: ['move', 'collect', 'repeat', 'set-variable', 'change-variable', 'move-variable'],
      variables: [{ id: 'jump', label: msg`sıçrama` }],
      maxBlocks: 5,
      solution: program(whenFlag(setVariable('jump', 1), repeat(3, moveVariable('jump'), collect, changeVariable('jump', 2)))),
    },
  },
  worksheet: {
    title: msg`Değişken İzleme Tablosu`,
    instructions: msg`Programı çalıştırmadan, yalnızca tabloyla izle. Sonra uygulamada çalıştırıp karşılaştır.`,
    tasks: [
      { prompt: msg`Bulmacanın programını yaz ve ilk değer veren bloğun altını çiz.`, lines: 3 },
      { prompt: msg`Sıçrama her turda 2 yerine 1 artsaydı Fındık hangi karelere varırdı? Fındıkları nereye koymak gerekirdi?`, lines: 3 },
      {
        prompt: msg`1 + 3 + 5 + 7 + 9 toplamını bul. Bu sayı hangi sayının karesidir? Bir kareli kâğıtta iç içe “L” biçimleri çizerek nedenini göster.`,
        lines: 4,
      },
    ],
    table: {
      caption: msg`İzleme tablosu`,
      columns: [msg`Tur`, msg`Turun başında sıçrama`, msg`Fındık’ın vardığı kare`, msg`Turun sonunda sıçrama`],
      rows: 4,
    },
  },
  story: {
    title: msg`Kanguru Kuzen`,
    paragraphs: [
      msg`Fındık’ın uzaklardan gelen kuzeni Kanguru Kiki, sıçramalarıyla övünüyordu. “Her sıçrayışımda bir öncekinden iki adım daha uzağa giderim,” dedi.`,
      msg`Fındık kütüğün üstüne fındıklar dizdi ve Kiki’ye meydan okudu: “Bir, dört ve dokuzuncu adımda birer fındık var. Hepsini sıçrayışlarının sonunda alabilir misin?” Kiki birinci sıçrayışta bir adım gitti, fındığı aldı. İkincide üç adım gitti, dördüncü adımdaki fındığın üstüne kondu. Üçüncüde beş adım: tam dokuz!`,
      msg`Fındık şaşırdı: “Bunu nasıl hesapladın?” Kiki güldü: “Hesaplamadım; yalnızca aklımda bir sayı tuttum. Her sıçrayıştan sonra o sayıya iki ekledim.”`,
      msg`Akşam Fındık kareli kâğıda 1, 4, 9 kareyi çizdi ve her birinin bir kare biçiminde dizilebildiğini gördü. “Aklında tuttuğun sayı bir değişkendi,” dedi, “ve kareleri o çizdi.”`,
    ],
    lesson: msg`Bir değişkene doğru ilk değeri verip her turda aynı kuralla değiştirirsek, değişen bir örüntüyü kısa bir programla izleyebiliriz.`,
  },
};
