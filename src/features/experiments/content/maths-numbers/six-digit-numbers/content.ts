import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir stadyumda 45 780 kişi maç izliyor. Bir şehirde 305 248 kişi yaşıyor. Bu büyük sayıları doğru okumak için rakamları üçerli gruplara, yani bölüklere ayırırız.`,
    sections: [
      {
        heading: msg`Bölükler ve basamaklar`,
        paragraphs: [
          msg`Sağdan ilk üç basamak birler bölüğüdür: birler, onlar ve yüzler basamağı. Sonraki üç basamak binler bölüğüdür: binler, on binler ve yüz binler basamağı.`,
          msg`Büyük sayıları yazarken bölükler arasında küçük bir boşluk bırakırız: 305 248. Okurken önce binler bölüğünü, sonra birler bölüğünü okuruz: “üç yüz beş bin iki yüz kırk sekiz”.`,
        ],
      },
      {
        heading: msg`Basamak değeri ve çözümleme`,
        paragraphs: [
          msg`Bir rakamın değeri bulunduğu basamağa göre değişir. 472 916 sayısında 7 on binler basamağındadır; basamak değeri 70 000’dir.`,
          msg`Sayıyı basamak değerlerinin toplamı olarak yazmaya çözümleme denir: 305 248 = 300 000 + 5 000 + 200 + 40 + 8. On binler basamağındaki 0, orada hiç on binlik olmadığını gösterir.`,
        ],
      },
      {
        heading: msg`Yuvarlama, sıralama ve örüntü`,
        paragraphs: [
          msg`4 367 sayısını en yakın onluğa yuvarlarsak 4 370, en yakın yüzlüğe yuvarlarsak 4 400 olur. Yuvarladığımız basamağın sağındaki rakam 5 ya da daha büyükse yukarı yuvarlarız.`,
          msg`Sayıları karşılaştırırken önce basamak sayısına bakarız. Basamak sayısı eşitse en soldaki basamaktan başlayarak rakamları karşılaştırırız: 102 345 > 99 999.`,
          msg`2 450, 3 450, 4 450 … örüntüsünün kuralı “biner artar”dır. Sonraki terim 5 450’dir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bölük`, definition: msg`Bir sayının sağdan başlayarak üçerli ayrılan basamak grubu: birler bölüğü, binler bölüğü.` },
      { term: msg`Basamak değeri`, definition: msg`Bir rakamın bulunduğu basamağa göre aldığı değer.` },
      { term: msg`Çözümleme`, definition: msg`Bir sayıyı basamak değerlerinin toplamı olarak yazma.` },
      { term: msg`Yuvarlama`, definition: msg`Bir sayıyı ona en yakın onluğa, yüzlüğe ya da bine göre yaklaşık olarak söyleme.` },
    ],
  },
  procedure: {
    goal: msg`Rakam kartlarını bölük tablosuna dizerek 4, 5 ve 6 basamaklı sayıları okumak, yazmak, çözümlemek ve karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Bölük tablosu çizili karton (binler bölüğü ve birler bölüğü, altı basamak)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`0’dan 9’a rakam kartları`, quantity: msg`Her ikili gruba 2 takım` },
      { name: msg`Gazete ya da broşürden kesilmiş büyük sayılar (nüfus, fiyat, mesafe)`, quantity: msg`Her ikili gruba 4 tane` },
      { name: msg`Kalem ve defter`, quantity: msg`Her öğrenciye 1` },
    ],
    safety: [msg`Gazete kesmek gerekirse küt uçlu çocuk makası kullan; makası ucu aşağıda taşı.`, msg`Kartları masada tut; yere düşenleri hemen topla.`],
    steps: [
      msg`Öğretmenin okuduğu sayıyı dinle. Rakam kartlarını bölük tablosunda doğru basamaklara yerleştir.`,
      msg`Arkadaşın sayıyı yüksek sesle okusun: önce binler bölüğü, sonra birler bölüğü.`,
      msg`Sayıyı defterine hem rakamla hem de basamak değerlerinin toplamı olarak yaz.`,
      msg`Gazeteden kesilen sayıları tabloya dizin. En büyükten en küçüğe sıralayın ve “>” işaretiyle yazın.`,
      msg`Bir sayıyı en yakın onluğa ve en yakın yüzlüğe yuvarlayın. Hangi rakama bakarak karar verdiniz?`,
    ],
    observations: [
      msg`Bir basamakta rakam yoksa tabloya ne koydunuz?`,
      msg`Basamak sayısı farklı iki sayıdan hangisi büyüktü?`,
      msg`Aynı rakam farklı basamaklarda farklı değer aldı mı? Örnek verin.`,
    ],
    conclusion: msg`Büyük sayıları bölüklerine ayırınca kolayca okuruz. Her rakamın değeri bulunduğu basamağa bağlıdır. Sayıları en soldaki basamaktan başlayarak karşılaştırırız.`,
  },
  questions: [
    {
      id: 'write-number',
      prompt: msg`“Üç yüz beş bin iki yüz kırk sekiz” sayısı rakamla nasıl yazılır?`,
      options: [msg`350 248`, msg`305 248`, msg`35 248`],
      correctIndex: 1,
      explanation: msg`Binler bölüğünde “üç yüz beş” yani 305, birler bölüğünde “iki yüz kırk sekiz” yani 248 vardır: 305 248.`,
      hints: [
        msg`Sayıyı iki bölüğe ayır: “bin” sözcüğünden öncesi ve sonrası.`,
        msg`Binler bölüğünde yüzler, onlar ve birler basamağı var. “Üç yüz beş”in onlar basamağında hangi rakam olmalı?`,
      ],
    },
    {
      id: 'place-value',
      prompt: msg`472 916 sayısında 7 rakamının basamak değeri kaçtır?`,
      options: [msg`7 000`, msg`700 000`, msg`70 000`],
      correctIndex: 2,
      explanation: msg`7 sağdan beşinci basamakta, yani on binler basamağındadır. Basamak değeri 70 000’dir.`,
      hints: [msg`Basamakları sağdan say: birler, onlar, yüzler, …`, msg`7 hangi bölükte ve o bölüğün hangi basamağında?`],
    },
    {
      id: 'round-hundred',
      prompt: msg`4 367 sayısı en yakın yüzlüğe yuvarlanınca kaç olur?`,
      options: [msg`4 400`, msg`4 300`, msg`4 370`],
      correctIndex: 0,
      explanation: msg`Yüzler basamağının sağındaki rakam 6’dır; 5’ten büyük olduğu için yukarı yuvarlarız: 4 400. 4 370 ise en yakın onluktur.`,
      hints: [msg`4 367 hangi iki yüzlüğün arasında?`, msg`Onlar basamağındaki rakam 5’ten küçük mü, büyük mü?`],
    },
    {
      id: 'greatest',
      prompt: msg`Aşağıdaki sayılardan hangisi en büyüktür?`,
      options: [msg`98 765`, msg`102 345`, msg`99 999`],
      correctIndex: 1,
      explanation: msg`102 345 altı basamaklı, ötekiler beş basamaklıdır. Basamak sayısı çok olan sayı daha büyüktür.`,
      hints: [msg`Önce her sayının kaç basamaklı olduğunu say.`, msg`Rakamların büyük görünmesine aldanma; basamak sayısı önemlidir.`],
    },
    {
      id: 'pattern',
      prompt: msg`2 450, 3 450, 4 450, ___, 6 450. Boşluğa hangi sayı gelir?`,
      options: [msg`4 550`, msg`5 550`, msg`5 450`],
      correctIndex: 2,
      explanation: msg`Örüntü biner artıyor: 4 450 + 1 000 = 5 450. Kontrol: 5 450 + 1 000 = 6 450.`,
      hints: [msg`Ardışık iki terim arasındaki farkı bul.`, msg`Hangi basamak değişiyor, hangileri aynı kalıyor?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`0’dan 10 000’e sayı doğrusu`,
    instructions: msg`Sayı doğrusunda her çizgi bir öncekinden 100 fazladır; sayılar biner yazılmıştır. Noktayı sürükle ya da düğmelerle oynat; zıplama görevlerinde zıplama düğmelerine bas. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: 0,
      max: 10000,
      step: 100,
      labelEvery: 10,
      tasks: [
        { kind: 'place', prompt: msg`Üç bin yedi yüz sayısını sayı doğrusunda göster.`, target: 3700 },
        { kind: 'place', prompt: msg`Dokuz bin dokuz yüz sayısını göster. 10 000’e kaç yüzlük kaldı?`, target: 9900 },
        {
          kind: 'jumps',
          prompt: msg`2 400’den biner ileri say: 2 400, 3 400, … 6 400’e kadar zıpla.`,
          start: 2400,
          target: 6400,
          sizes: [1000],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`8 600’den yüzer ileri say ve 9 300’de dur. Kaç kez zıpladın?`,
          start: 8600,
          target: 9300,
          sizes: [100],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`Kuralı “biner azalır” olan örüntü 9 500 ile başlıyor. 5 kez biner geri zıpla. Hangi sayıya vardın?`,
          start: 9500,
          target: 4500,
          sizes: [1000],
          direction: 'back',
        },
        { kind: 'place', prompt: msg`On bin sayısını göster. Bu sayı kaç basamaklı?`, target: 10000 },
      ],
    },
  },
  worksheet: {
    title: msg`Binler Bölüğüne Yolculuk Çalışma Sayfası`,
    instructions: msg`Bölük tablosunda kurduğun sayıları tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`604 035 sayısını okunuşuyla yaz ve çözümle.`, lines: 3 },
      { prompt: msg`5 829 sayısını en yakın onluğa ve en yakın yüzlüğe yuvarla.`, lines: 2 },
      { prompt: msg`38 420, 38 402, 40 238, 3 842 sayılarını küçükten büyüğe sırala ve “<” işaretiyle yaz.`, lines: 2 },
      { prompt: msg`15 600’den başlayıp yüzer azalan bir örüntünün ilk beş terimini yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Bölük tablom`,
      columns: [msg`Sayı`, msg`Okunuşu`, msg`Binler bölüğü`, msg`Birler bölüğü`, msg`Çözümlemesi`],
      rows: 5,
    },
  },
  story: {
    title: msg`Orman Şenliğinin Biletleri`,
    paragraphs: [
      msg`Ormanda büyük bir şenlik vardı. Fındık bilet gişesinde görevliydi. Akşam olunca sayaç 125 430 gösteriyordu.`,
      msg`Tavşan Pamuk sordu: “Bu sayıyı nasıl okuyacağız? Çok uzun!” Fındık rakamları sağdan üçer üçer ayırdı: 125 ve 430.`,
      msg`“Önce binler bölüğü: yüz yirmi beş bin. Sonra birler bölüğü: dört yüz otuz. Yüz yirmi beş bin dört yüz otuz kişi gelmiş!”`,
      msg`Pamuk, “Gazeteye yaklaşık bir sayı yazalım” dedi. Fındık sayıyı en yakın yüzlüğe yuvarladı: onlar basamağında 3 vardı, 5’ten küçüktü. “Yaklaşık 125 400 kişi!”`,
      msg`Ertesi gün sayaç sıfırdan başladı ve akşam 131 250 gösterdi. Pamuk iki sayıyı karşılaştırdı: “İkisi de altı basamaklı. Yüz binler basamağında ikisinde de 1 var. On binler basamağında dün 2, bugün 3 var. 3, 2’den büyük; bugün daha çok kişi gelmiş!”`,
    ],
    lesson: msg`Büyük sayıları bölüklere ayırınca okumak, yuvarlamak ve karşılaştırmak kolaylaşır.`,
  },
};
