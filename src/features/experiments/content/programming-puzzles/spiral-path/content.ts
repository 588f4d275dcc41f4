import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { changeVariable, left, moveVariable, program, repeat, setVariable, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir salyangozun kabuğuna ya da ayçiçeğinin ortasına bak: çizgiler dönerek büyür. Fındık da büyüyen bir sarmal çizerek yürüyecek. Her kenar bir öncekinden uzun; bu uzunluğu aklında tutmak için bir değişken kullanacağız.`,
    sections: [
      {
        heading: msg`Değişken nedir?`,
        paragraphs: [
          msg`Değişken, programın bir bilgiyi sakladığı, adı olan bir kutu gibidir. Kutunun içindeki değer program çalışırken değişebilir; adı ise aynı kalır.`,
          msg`Bir oyundaki puan, kalan can sayısı ya da geçen süre birer değişkendir. Program bu değerleri okur, değiştirir ve onlara göre davranır.`,
        ],
      },
      {
        heading: msg`Değer vermek ve değiştirmek`,
        paragraphs: [
          msg`“uzunluk değişkenini 1 yap” bloğu kutuya 1 koyar; içindeki eski değer silinir. “uzunluk değişkenini 1 artır” bloğu ise kutudaki sayıya 1 ekler: 1 ise 2, 2 ise 3 olur.`,
          msg`Programın başında değişkene bir ilk değer vermek gerekir. Böylece program her çalıştırıldığında aynı sayıdan başlar ve sonucu önceden hesaplanabilir.`,
        ],
      },
      {
        heading: msg`Değişkenle sarmal`,
        paragraphs: [
          msg`Sarmalın kenarları 1, 2, 3, 4 ve 5 kare uzunluğundadır. Her kenar için ayrı bloklar yazmak yerine şu üç bloğu 5 kez tekrarlarız: uzunluk kadar ileri git, sola dön, uzunluğu 1 artır.`,
          msg`Döngünün her turunda bloklar aynıdır ama değişkenin değeri farklıdır. Bu yüzden Fındık her turda bir öncekinden bir kare fazla yürür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Değişken`, definition: msg`Programın bir bilgiyi adıyla sakladığı ve değeri değişebilen yer.` },
      { term: msg`Değer`, definition: msg`Bir değişkenin o anda içinde tuttuğu bilgi; örneğin 3.` },
      { term: msg`İlk değer`, definition: msg`Bir değişkene programın başında verilen değer.` },
    ],
  },
  procedure: {
    goal: msg`Etiketli bir kutuyu değişken olarak kullanarak zeminde büyüyen bir sarmal çizmek ve değişkenin her turdaki değerini izlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`“uzunluk” etiketli ayakkabı kutusu`, quantity: msg`Her gruba 1 tane` },
      { name: msg`1’den 10’a kadar sayı kartları`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Tebeşir ya da kâğıt maskeleme bandı`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Program kartı`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Sarmal birkaç metre yer kaplar: sıraların arasında değil, boş bir alanda ya da okul bahçesinde çalışın. Bahçedeyseniz öğretmeninizin belirlediği alanın dışına çıkmayın.`,
      msg`Tebeşiri ağzına ve gözüne yaklaştırma; etkinlikten sonra ellerini yıka.`,
      msg`Sarmalı çizerken geri geri yürüme; önüne bakarak adım at.`,
    ],
    steps: [
      msg`Kutunun üstüne “uzunluk” yazın. Bu kutu sizin değişkeniniz olacak.`,
      msg`Program kartını okuyun: uzunluğu 1 yap; 5 kez tekrarla [uzunluk kadar ileri git, sola dön, uzunluğu 1 artır].`,
      msg`Kutuya “1” kartını koyun. Bir öğrenci robot olsun; başlangıç noktasını tebeşirle işaretleyin.`,
      msg`Her turda bir kişi kutudaki kartı yüksek sesle okusun. Robot o kadar adım atsın, bir arkadaşı da adımların yanına çizgi çeksin.`,
      msg`Robot sola dönünce kutudaki kartı bir büyük sayıyla değiştirin ve değeri tabloya yazın.`,
      msg`Beş tur bitince çizilen şekli inceleyin ve toplam adım sayısını hesaplayın.`,
      msg`İlk değeri 2 yapıp ya da her turda 2 artırıp yeni bir sarmal çizin ve karşılaştırın.`,
    ],
    observations: [
      msg`Her turun başında kutuda hangi sayı vardı?`,
      msg`Çizgi hangi şekli aldı? Toplam kaç adım atıldı?`,
      msg`İlk değer ya da artış miktarı değişince sarmal nasıl değişti?`,
    ],
    conclusion: msg`Değişken, program çalışırken değişen bir bilgiyi adıyla saklar. Aynı bloklar her turda tekrar etse de değişkenin değeri değiştiği için her tur farklı sonuç verir. İlk değeri ve artışı bilen, programın çizeceği şekli önceden hesaplayabilir.`,
  },
  questions: [
    {
      id: 'variable-meaning',
      prompt: msg`Programın bir bilgiyi adıyla sakladığı ve değeri değişebilen yere ne denir?`,
      options: [msg`Değişken`, msg`Olay`, msg`Koşul`, msg`Döngü`],
      correctIndex: 0,
      explanation: msg`Değişken, adı olan ve içindeki değer program çalışırken değişebilen bir kutu gibidir. Oyundaki puan bir değişkendir.`,
      hints: [msg`Konu anlatımının ilk başlığına bak.`, msg`Bu sözcük, değerinin değişebilmesinden adını alır.`],
    },
    {
      id: 'trace-values',
      prompt: msg`Program: sayı değişkenini 2 yap; 3 kez tekrarla [sayı değişkenini 3 artır]. Program bitince sayı kaçtır?`,
      options: [msg`5`, msg`9`, msg`11`, msg`6`],
      correctIndex: 2,
      explanation: msg`Sayı 2 ile başlar. Her turda 3 artar: 5, 8, 11. Üç tur bitince değer 11 olur.`,
      hints: [msg`İlk değeri yaz, sonra her tur için yeni değeri altına ekle.`, msg`Döngü kaç tur dönüyor, her turda kaç ekleniyor?`],
    },
    {
      id: 'set-or-change',
      prompt: msg`“uzunluk değişkenini 4 yap” ile “uzunluk değişkenini 4 artır” blokları arasındaki fark nedir?`,
      options: [msg`İkisi de aynı işi yapar`, msg`“Yap” eski değeri silip 4 koyar; “artır” eski değere 4 ekler`, msg`“Artır” bloğu değişkeni tamamen siler`],
      correctIndex: 1,
      explanation: msg`“Yap” bloğu değişkenin içindekini atar ve yerine yeni değeri koyar. “Artır” bloğu ise var olan değere ekleme yapar; uzunluk 3 ise 4 artırınca 7 olur.`,
      hints: [
        msg`Uzunluk 3 iken iki bloğu ayrı ayrı çalıştırdığını düşün. Sonuçlar aynı mı?`,
        msg`Konu anlatımında “değer vermek ve değiştirmek” bölümünü oku.`,
      ],
    },
    {
      id: 'spiral-total',
      prompt: msg`Sarmal programında uzunluk 1’den başlıyor ve her turda 1 artıyor. 5 tur sonunda Fındık toplam kaç kare yürümüş olur?`,
      options: [msg`5`, msg`10`, msg`25`, msg`15`],
      correctIndex: 3,
      explanation: msg`Turlarda yürünen kareler 1, 2, 3, 4 ve 5’tir. Toplam 1 + 2 + 3 + 4 + 5 = 15 kare.`,
      hints: [msg`Her turun başında uzunluk kaçtır? Beş değeri alt alta yaz.`, msg`Fındık her turda uzunluk kadar yürür. Değerleri topla.`],
    },
    {
      id: 'good-example',
      prompt: msg`Aşağıdakilerden hangisi bir programda değişkende tutulmaya en uygun bilgidir?`,
      options: [msg`Bir haftadaki gün sayısı`, msg`Bir oyundaki oyuncunun puanı`, msg`Bir üçgenin kenar sayısı`],
      correctIndex: 1,
      explanation: msg`Oyuncunun puanı oyun oynandıkça değişir; bu yüzden bir değişkende tutulur. Bir haftadaki gün sayısı ve üçgenin kenar sayısı hiç değişmez.`,
      hints: [msg`Değişkenin değeri program çalışırken değişebilir.`, msg`Seçeneklerden hangisi zamanla artıp azalabilir?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Sarmalın ortasından dışarı`,
    instructions: msg`Sarmalın her kenarı bir öncekinden bir kare uzun. Kenar uzunluğunu “uzunluk” değişkeninde tut: her turda o kadar ilerle, dön ve uzunluğu artır. En fazla 5 blok kullanabilirsin.`,
    puzzle: {
      id: 'spiral-path',
      stage: { map: ['#####g#', '#####.#', '#...#.#', '#.#s#.#', '#.###.#', '#.....#'], heading: 'north' },
      goal: 'reach',
      blocks: ['move', 'turn-left', 'turn-right', 'repeat', 'set-variable', 'change-variable', 'move-variable'],
      variables: [{ id: 'length', label: msg`uzunluk` }],
      maxBlocks: 5,
      solution: program(whenFlag(setVariable('length', 1), repeat(5, moveVariable('length'), left, changeVariable('length', 1)))),
    },
  },
  worksheet: {
    title: msg`Değişken İzleme Çalışma Sayfası`,
    instructions: msg`Sarmal etkinliğinde değişkenin her turdaki değerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Değişkeni kendi cümlelerinle tanımla ve bir oyundan örnek ver.`, lines: 3 },
      { prompt: msg`İlk değer 2 olsaydı ve her turda 2 artsaydı, 4 turda toplam kaç kare yürünürdü? İşlemini göster.`, lines: 3 },
      { prompt: msg`Günlük hayatta değeri değişen üç bilgi yaz ve her birine bir değişken adı ver.`, lines: 3 },
    ],
    table: {
      caption: msg`Sarmal turlarım`,
      columns: [msg`Tur`, msg`Turun başında uzunluk`, msg`Yürünen kare`, msg`Turun sonunda uzunluk`],
      rows: 5,
    },
  },
  story: {
    title: msg`Cepteki Çakıllar`,
    paragraphs: [
      msg`Kışın ilk karı yağmıştı. Fındık, Çıtır’a sürpriz yapmak için karın üstüne ayak izleriyle kocaman bir sarmal çizmeye karar verdi.`,
      msg`Planı basitti: bir adım at, dön; iki adım at, dön; üç adım at, dön… Ama dördüncü kenarda durakladı: “Az önce kaç adım atmıştım?”`,
      msg`Cebinde birkaç çakıl taşı vardı. Aklına bir fikir geldi: “Cebimde kaç çakıl varsa o kadar adım atacağım. Her dönüşte cebime bir çakıl ekleyeceğim.”`,
      msg`Cebini boşalttı ve içine tek bir çakıl koyarak başladı. Her köşede bir çakıl ekledi ve adımlarını çakıllara bakarak saydı. Artık hiç şaşırmıyordu; sayıyı aklında değil, cebinde tutuyordu.`,
      msg`Çıtır geldiğinde karın üstünde kusursuz bir sarmal gördü. Fındık cebini gösterdi: “Bu benim değişkenim. Adı ‘uzunluk’, değeri her köşede bir artıyor!”`,
    ],
    lesson: msg`Değişken, program çalışırken değişen bir bilgiyi adıyla saklar; aynı bloklar her turda tekrar etse de değişkenin değeri sonucu değiştirir.`,
  },
};
