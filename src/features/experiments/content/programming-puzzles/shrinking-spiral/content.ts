import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { changeVariable, moveVariable, program, repeat, right, setVariable, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`“Büyüyen Sarmal” bulmacasında Fındık ortadan dışarı doğru yürümüş, kenar uzunluğu her dönüşte artmıştı. Bu kez tersini yapıyoruz: Fındık dış kenardan başlayıp içeri doğru yürüyor. Kenarlar 6, 6, 4, 4, 2, 2 kare. Değişken azalıyor ve her dönüşte değil, iki dönüşte bir değişiyor.`,
    sections: [
      {
        heading: msg`Değişkeni azaltmak`,
        paragraphs: [
          msg`“Uzunluk değişkenini -2 artır” bloğu değişkene eksi 2 ekler, yani 2 azaltır. Değişkenler yalnızca büyümez; bir geri sayımda, kalan can sayısında ya da azalan bir kenarda küçülür.`,
          msg`İlk değer de önemlidir. Kenarlar 6’dan başladığı için değişkene 6 veririz. Her iki kenardan sonra 2 azaltınca değerler 6, 4, 2 olur.`,
        ],
      },
      {
        heading: msg`Değişiklik hangi döngüde?`,
        paragraphs: [
          msg`Dizide her uzunluk iki kez geçiyor: 6, 6, sonra 4, 4, sonra 2, 2. Bu yüzden iki katmanlı bir yapı kurarız: iç döngü iki kez “uzunluk kadar ileri git, sağa dön” der; dış döngü üç kez döner ve her turunun sonunda uzunluğu azaltır.`,
          msg`Azaltma bloğunu iç döngüye koyarsak uzunluk her kenardan sonra azalır ve kenarlar 6, 4, 2, 0… olur; Fındık duvara çarpar. Bir değişkenin değiştiği yer, örüntünün kaç adımda bir tekrar ettiğine göre seçilir.`,
        ],
      },
      {
        heading: msg`Önce tahmin et, sonra çalıştır`,
        paragraphs: [
          msg`Programı çalıştırmadan önce bir izleme tablosu yap: dış tur, iç tur, uzunluk, Fındık’ın vardığı yer. Tablo, hatalı bir programın nerede şaşacağını çalıştırmadan gösterir. Deneyimli programcılar da karmaşık döngüleri böyle izler.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Azaltma`, definition: msg`Bir değişkenin değerini küçültme; eksi bir sayıyla artırmak aynı işi görür.` },
      { term: msg`Sarmal`, definition: msg`Bir merkez çevresinde dönerek uzaklaşan ya da yaklaşan eğri ya da yol.` },
      { term: msg`İzleme tablosu`, definition: msg`Bir programın her adımında değişkenlerin değerlerinin yazıldığı tablo.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıtta daralan bir sarmalı bir değişkenle çizdirmek; azaltmanın yerini değiştirerek sonucun nasıl değiştiğini izleme tablosuyla bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 3 yaprak` },
      { name: msg`İki farklı renkte kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Değişken kartı (silinebilir kalemle üstüne sayı yazılan karton)`, quantity: msg`Her ikiliye 1 tane` },
      { name: msg`İzleme tablosu`, quantity: msg`Her ikiliye 1 tane` },
    ],
    safety: [msg`Silinebilir kalemi ağzına götürme; kalem kapağını kullanmadığında kapat.`],
    steps: [
      msg`İkililer şu programı tahtadan kâğıda yazsın: uzunluk değişkenini 6 yap; 3 kez tekrarla [2 kez tekrarla [uzunluk kadar ileri git, sağa dön], uzunluk değişkenini -2 artır].`,
      msg`Biri “bilgisayar” olsun ve programı sesli okusun; öteki kareli kâğıtta sol alt köşeden başlayıp yukarı doğru çizsin. Değişken kartındaki sayı her değişince silinip yenisi yazılsın.`,
      msg`Her kenardan sonra izleme tablosuna dış tur, iç tur ve uzunluğu yazın.`,
      msg`Şimdi azaltma bloğunu iç döngünün içine, “sağa dön” bloğunun altına taşıyın. Aynı kâğıda diğer renkle çizin ve yeni tabloyu doldurun. Uzunluk 0 ya da eksi bir sayı olunca o kenarda kalem kıpırdamasın; uygulama da eksi bir uzunluğu 0 sayar.`,
      msg`İlk değeri 8 yapıp dış döngüyü 4 tur döndürün. Çizmeden önce kenar uzunluklarını tahmin edin, sonra çizerek kontrol edin.`,
    ],
    observations: [
      msg`İlk programda kenarlar sırasıyla kaç kareydi?`,
      msg`Azaltma iç döngüye taşınınca kenarlar nasıl değişti? Çizim neye benzedi?`,
      msg`İlk değer 8 olunca tahmininiz doğru çıktı mı?`,
    ],
    conclusion: msg`Bir değişken azaltılarak da kullanılabilir. Değişkenin değiştiği yer, örüntünün kaç adımda bir tekrar ettiğine göre seçilmelidir: burada her iki kenarda bir. İzleme tablosu, programı çalıştırmadan sonucunu görmemizi sağlar.`,
  },
  questions: [
    {
      id: 'lengths',
      prompt: msg`Uzunluk 6’dan başlıyor ve her dış turun sonunda 2 azalıyor; iç döngü iki kenar çiziyor. Üç dış turda çizilen kenarlar hangileridir?`,
      options: [msg`6, 4, 2, 0, 0, 0`, msg`6, 6, 4, 4, 2, 2`, msg`6, 5, 4, 3, 2, 1`, msg`2, 2, 4, 4, 6, 6`],
      correctIndex: 1,
      explanation: msg`Her dış turda iç döngü aynı uzunlukta iki kenar çizer, sonra uzunluk 2 azalır: 6, 6, sonra 4, 4, sonra 2, 2.`,
      hints: [msg`Bir dış turda kaç kenar çizilir ve uzunluk o sırada değişir mi?`, msg`Uzunluk ne zaman azalıyor?`],
    },
    {
      id: 'total',
      prompt: msg`Bu sarmalda Fındık toplam kaç kare ilerler?`,
      options: [msg`12`, msg`18`, msg`36`, msg`24`],
      correctIndex: 3,
      explanation: msg`6 + 6 + 4 + 4 + 2 + 2 = 24 kare.`,
      hints: [msg`Kenar uzunluklarını yaz.`, msg`Hepsini topla; eşit olanları ikişer ikişer toplamak işi kolaylaştırır.`],
    },
    {
      id: 'inner-change',
      prompt: msg`Azaltma bloğu iç döngünün içine konursa kenarlar nasıl olur?`,
      options: [msg`6, 4, 2, 0, … diye her kenarda azalır`, msg`Hiç değişmez, hep 6 kalır`, msg`6, 6, 4, 4, 2, 2 olur`],
      correctIndex: 0,
      explanation: msg`İç döngüdeki blok her kenardan sonra çalışır. Uzunluk her kenarda 2 azalır: 6, 4, 2, 0. Bu bulmacada ikinci kenar 4 kare olunca Fındık köşeye varmadan döner ve ağaca çarpar.`,
      hints: [msg`İç döngüdeki bir blok ne sıklıkla çalışır?`, msg`Her kenardan sonra 2 azalırsa sıra nasıl gider?`],
    },
    {
      id: 'minus',
      prompt: msg`“Uzunluk değişkenini -2 artır” bloğu değişkene ne yapar?`,
      options: [msg`2 ekler`, msg`2 azaltır`, msg`Değişkeni -2 yapar`],
      correctIndex: 1,
      explanation: msg`Eksi 2 eklemek, 2 çıkarmakla aynıdır. Değişken 6 ise 4 olur. Değişkeni doğrudan -2 yapan blok ise “yap” bloğudur.`,
      hints: [msg`6 + (-2) kaçtır?`, msg`“Yap” bloğu ile “artır” bloğu arasındaki fark nedir?`],
    },
    {
      id: 'bigger',
      prompt: msg`İlk değer 8 ve dış döngü 4 tur olursa son iki kenar kaç kare olur?`,
      options: [msg`2 ve 2`, msg`0 ve 0`, msg`4 ve 4`],
      correctIndex: 0,
      explanation: msg`Değerler her dış turda 8, 6, 4, 2 olur. Dördüncü turda iki kenar 2’şer karedir.`,
      hints: [msg`Her dış turdaki uzunluğu sırayla yaz.`, msg`Dördüncü turda uzunluk kaçtır?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Sarmalın ortasına yürü`,
    instructions: msg`Kenarlar 6, 6, 4, 4, 2, 2 kare. “Uzunluk” değişkenine bir ilk değer ver; iç döngüde iki kenar yürü, dış döngünün her turunda uzunluğu azalt. En fazla 6 blok kullanabilirsin.`,
    puzzle: {
      id: 'shrinking-spiral',
      stage: {
        map: ['#########', '#.......#', '#.#####.#', '#.#..g#.#', '#.#.###.#', '#.#.....#', '#.#######', '#s#######', '#########'],
        heading: 'north',
      },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat', 'set-variable', 'change-variable', 'move-variable'],
      variables: [{ id: 'length', label: msg`uzunluk` }],
      maxBlocks: 6,
      solution: program(whenFlag(setVariable('length', 6), repeat(3, repeat(2, moveVariable('length'), right), changeVariable('length', -2)))),
    },
  },
  worksheet: {
    title: msg`Daralan Sarmal İzleme Tablosu`,
    instructions: msg`Programı izleme tablosuyla izle, sonra kareli kâğıda çiz.`,
    tasks: [
      { prompt: msg`Bulmacanın programını yaz. İç döngüyü ve dış döngüyü farklı renklerle çerçevele.`, lines: 4 },
      { prompt: msg`Azaltma iç döngüye konunca Fındık nerede ağaca çarpar? Tabloyla göster.`, lines: 3 },
      { prompt: msg`Kenarları 5, 5, 4, 4, 3, 3, 2, 2, 1, 1 olan bir sarmal için programı yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`İzleme tablosu`,
      columns: [msg`Dış tur`, msg`İç tur`, msg`Uzunluk`, msg`Çizilen kenar`],
      rows: 6,
    },
  },
  story: {
    title: msg`Dede Salyangozun Bahçesi`,
    paragraphs: [
      msg`Dede Salyangoz bahçesine içe doğru kıvrılan bir çakıl yolu döşemek istiyordu. Fındık ona yardım etmeye geldi ve ölçüleri aldı: en dışta altı taş, sonra altı, sonra dört, dört, iki, iki.`,
      msg`Fındık ilk denemede her kenardan sonra iki taş eksiltti: altı, dört, iki… Yol daha ikinci kenarda bahçe duvarına dayandı ve ortadaki havuza hiç ulaşmadı.`,
      msg`Dede Salyangoz güldü: “Dikkat et, her uzunluk iki kez tekrarlanıyor. İki kenar döşe, sonra eksilt.” Fındık bir kâğıda tablo çizdi: tur, kenar, taş sayısı. Bu kez yol tam havuzun kıyısında bitti.`,
      msg`Akşam Dede Salyangoz taşların üstünde ağır ağır dolaştı. “Ne güzel,” dedi, “her dönüşte biraz daha yakın.” Fındık ise tablosunu katlayıp cebine koydu; bir dahaki yol için.`,
    ],
    lesson: msg`Bir değişkenin ne zaman değişeceği, örüntünün kaç adımda bir tekrar ettiğine bağlıdır; bunu önceden bir tabloyla izlemek hatayı önler.`,
  },
};
