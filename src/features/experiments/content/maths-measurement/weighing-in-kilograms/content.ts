import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Pazarda elma, patates ve karpuz tartılır. Satıcı “3 kilogram” deyince herkes ne kadar olduğunu anlar. Bunu kilogram sayesinde yaparız.`,
    sections: [
      {
        heading: msg`Bilyeyle, küple tartma`,
        paragraphs: [
          msg`Bir oyuncak arabayı eşit kollu terazinin bir kefesine koyalım. Öbür kefeye terazi dengeye gelene kadar bilye koyalım. Araba 12 bilyeyle dengeye gelebilir.`,
          msg`Aynı arabayı tahta küplerle tartınca 6 küp çıkabilir. Araba değişmedi. Değişen, kullandığımız birimdir. Küp bilyeden ağır olduğu için daha az küp gerekti.`,
        ],
      },
      {
        heading: msg`Herkes için aynı birim: kilogram`,
        paragraphs: [
          msg`Herkesin bilyesi aynı ağırlıkta değildir. Bu yüzden bilyeyle tartan iki kişi farklı sayılar bulabilir.`,
          msg`Herkesin aynı sonucu bulması için standart bir birim kullanırız: kilogram. Kilogram kısaca kg diye yazılır. 1 kg’lık bir kütle her yerde aynıdır.`,
        ],
      },
      {
        heading: msg`Kilogramla tartma`,
        paragraphs: [
          msg`Karpuzu bir kefeye koyarız. Öbür kefeye terazi dengeye gelene kadar 1 kg’lık kütleler koyarız. 3 kütle koyduysak karpuz 3 kg’dır.`,
          msg`Bir paket toz şeker yaklaşık 1 kg’dır. Bir silgi 1 kg’dan çok hafiftir. Bir çuval patates 1 kg’dan çok ağırdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Standart olmayan birim`, definition: msg`Bilye, küp gibi herkeste aynı olmayan tartma birimi.` },
      { term: msg`Kilogram (kg)`, definition: msg`Herkesin kullandığı standart tartma birimi.` },
      { term: msg`Eşit kollu terazi`, definition: msg`İki kefesi olan terazi; ağır gelen kefe aşağı iner.` },
      { term: msg`Denge`, definition: msg`İki kefedekiler eşit ağırlıkta olunca kefelerin aynı hizada durması.` },
    ],
  },
  procedure: {
    goal: msg`Bir nesneyi iki farklı standart olmayan birimle tartıp sonuçları karşılaştırmak; sonra 1 kg’lık kütlelerle tartmak ve kilogramla karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eşit kollu terazi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Bilye`, quantity: msg`Her gruba 30 tane` },
      { name: msg`Aynı büyüklükte tahta küpler (oyun blokları)`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Küçük bir oyuncak araba`, quantity: msg`Her gruba 1 tane` },
      { name: msg`1 kg’lık standart kütle`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Açılmamış 1 kg’lık toz şeker paketi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kitap, silgi, kalem kutusu`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Elma ya da patates dolu file`, quantity: msg`Sınıfa 1 tane (2 ya da 3 kg)` },
    ],
    safety: [
      msg`1 kg’lık kütleyi iki elinle ve yavaşça taşı. Ayağına ya da parmağına düşürme.`,
      msg`Bilyeleri yere dökme; basıp kayabilirsin. Bilye ve küpleri ağzına alma.`,
      msg`Teraziyi masanın ortasına koy ve kefelere bastırma.`,
    ],
    steps: [
      msg`Oyuncak arabayı bir kefeye koy. Öbür kefeye terazi dengeye gelene kadar tek tek bilye koy. Bilyeleri say ve tabloya yaz.`,
      msg`Bilyeleri al. Aynı arabayı bu kez tahta küplerle dengele. Küpleri say ve tabloya yaz. Hangi sayı daha büyük? Neden?`,
      msg`1 kg’lık kütleyi eline al ve ağırlığını hisset. Sonra onu 1 kg’lık şeker paketiyle terazide karşılaştır.`,
      msg`Silgiyi, kalem kutusunu ve kitabını tek tek 1 kg’lık kütleyle karşılaştır. Her birinin 1 kg’dan ağır mı hafif mi olduğunu yaz.`,
      msg`Meyve filesinin ağırlığını tahmin et. Sonra 1 kg’lık kütlelerle tart. Kaç kilogram geldi?`,
    ],
    observations: [
      msg`Araba kaç bilye, kaç küp geldi? Sayılar neden farklı?`,
      msg`Hangi eşyalar 1 kg’dan hafifti?`,
      msg`Meyve filesi kaç kilogram geldi? Tahminin yakın mıydı?`,
    ],
    conclusion: msg`Standart olmayan birimlerle tartınca birim değişirse sayı da değişir. Herkesin aynı sonucu bulması için kilogram kullanırız. Terazide 1 kg’lık kütleleri sayarak bir şeyin kaç kilogram olduğunu buluruz.`,
  },
  questions: [
    {
      id: 'marbles-and-cubes',
      prompt: msg`Oyuncak araba 12 bilyeyle, aynı araba 6 küple dengeye geldi. Sayılar neden farklı?`,
      options: [msg`Araba ağırlaştı.`, msg`Bir küp, bir bilyeden daha ağır.`, msg`Bir bilye, bir küpten daha ağır.`],
      correctIndex: 1,
      explanation: msg`Araba aynı arabadır. Küp bilyeden ağır olduğu için arabayı dengelemek için daha az küp gerekti: 6 küp, 12 bilye kadar ağırdır.`,
      hints: [msg`Araba değişti mi?`, msg`Daha az sayıda olan şey mi daha ağırdır, daha çok sayıda olan mı?`],
    },
    {
      id: 'about-one-kilogram',
      prompt: msg`Hangisi yaklaşık 1 kilogramdır?`,
      options: [msg`Bir paket toz şeker`, msg`Bir silgi`, msg`Bir otomobil`],
      correctIndex: 0,
      explanation: msg`Toz şeker genellikle 1 kg’lık paketlerle satılır. Silgi 1 kg’dan çok hafif, otomobil ise çok çok ağırdır.`,
      hints: [msg`1 kg’lık kütleyi eline aldığını düşün.`, msg`Hangisini tek elinle biraz zorlanarak taşırsın?`],
    },
    {
      id: 'watermelon-kilograms',
      prompt: msg`Bir kefede karpuz var. Öbür kefeye 1 kg’lık 4 kütle konunca terazi dengeye geldi. Karpuz kaç kilogramdır?`,
      options: [msg`1 kg`, msg`3 kg`, msg`4 kg`, msg`5 kg`],
      correctIndex: 2,
      explanation: msg`Terazi dengedeyse iki kefedeki eşit ağırlıktadır. 1 kg’lık 4 kütle 4 kg eder. Karpuz 4 kg’dır.`,
      hints: [msg`Terazi dengedeyken iki kefe için ne söyleriz?`, msg`1 kg’lık kütleleri say.`],
    },
    {
      id: 'apple-and-kilogram',
      prompt: msg`Bir kefede bir elma, öbür kefede 1 kg’lık kütle var. Ne olur?`,
      options: [msg`Elmanın kefesi aşağı iner.`, msg`Kütlenin kefesi aşağı iner.`, msg`Terazi dengede kalır.`],
      correctIndex: 1,
      explanation: msg`Bir elma 1 kg’dan çok hafiftir. 1 kg’da 6 ya da 7 elma olur. Ağır gelen kütlenin kefesi aşağı iner.`,
      hints: [msg`Bir elma mı daha ağır, 1 kg’lık kütle mi?`, msg`Ağır gelen kefe ne yapar?`],
    },
    {
      id: 'fruit-difference',
      prompt: msg`Ali 3 kg elma, Ece 5 kg portakal aldı. Kimin meyvesi daha ağır? Ne kadar daha ağır?`,
      options: [msg`Ece’ninki, 2 kg`, msg`Ali’ninki, 2 kg`, msg`Ece’ninki, 8 kg`],
      correctIndex: 0,
      explanation: msg`5, 3’ten büyüktür; Ece’nin portakalları daha ağırdır. Farkı bulmak için çıkarırız: 5 − 3 = 2. Ece’ninki 2 kg daha ağırdır.`,
      hints: [msg`5 mi büyük, 3 mü?`, msg`Ne kadar daha ağır olduğunu bulmak için toplama mı yaparız, çıkarma mı?`],
    },
    {
      id: 'why-kilogram',
      prompt: msg`Neden bilye yerine kilogram kullanırız?`,
      options: [msg`Terazi bilyeyle çalışmadığı için`, msg`Bilyeler çok güzel olduğu için`, msg`Herkes aynı sonucu bulsun diye`],
      correctIndex: 2,
      explanation: msg`Herkesin bilyesi aynı ağırlıkta değildir. Kilogram ise her yerde aynıdır. Bu yüzden kilogramla tartan herkes aynı sonucu bulur.`,
      hints: [msg`Senin bilyen ile arkadaşının bilyesi aynı ağırlıkta mı olur?`, msg`Farklı bilyelerle tartan iki kişi aynı sayıyı bulur mu?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşit kollu terazi ve 1 kg’lık kütleler`,
    instructions: msg`− ve + düğmeleriyle sağ kefeye 1 kg’lık kütle koy ya da al. Terazi dengeye gelince “Kontrol et” düğmesine bas. Son iki görevde kefelere bak ve terazinin ne yapacağını tahmin et.`,
    manipulative: {
      type: 'balance-scale',
      masses: [1000],
      each: 5,
      tasks: [
        {
          kind: 'balance',
          prompt: msg`Sol kefede bir paket un var. Teraziyi dengeye getir. Un kaç kilogram?`,
          object: { emoji: '🌾', label: msg`bir paket un` },
          grams: 1000,
        },
        {
          kind: 'balance',
          prompt: msg`Şimdi küçük bir karpuzu tart. Karpuz kaç kilogram?`,
          object: { emoji: '🍉', label: msg`küçük bir karpuz` },
          grams: 3000,
        },
        { kind: 'balance', prompt: msg`Bir file patatesi tart.`, object: { emoji: '🥔', label: msg`bir file patates` }, grams: 5000 },
        { kind: 'make', prompt: msg`Sağ kefeye toplam 2 kg olacak kadar kütle koy.`, grams: 2000 },
        {
          kind: 'compare',
          prompt: msg`Solda 2 kg pirinç, sağda 3 kg şeker var. Kilit açılınca ne olur?`,
          left: { emoji: '🍚', label: msg`pirinç`, grams: 2000, show: 'kg' },
          right: { emoji: '🍬', label: msg`şeker`, grams: 3000, show: 'kg' },
        },
        {
          kind: 'compare',
          prompt: msg`Solda 2 kg domates, sağda 2 kg patates var. Kilit açılınca ne olur?`,
          left: { emoji: '🍅', label: msg`domates`, grams: 2000, show: 'kg' },
          right: { emoji: '🥔', label: msg`patates`, grams: 2000, show: 'kg' },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Bilyeden Kilograma Çalışma Sayfası`,
    instructions: msg`Tarttıklarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Oyuncak araba kaç bilye, kaç küp geldi? Sayılar neden farklı çıktı?`, lines: 2 },
      { prompt: msg`Evde ya da markette kilogramla satılan üç şey yaz.`, lines: 3 },
      { prompt: msg`Bir kefede 3 kg un var. Öbür kefeye kaç tane 1 kg’lık kütle koyarsan terazi dengeye gelir?`, lines: 1 },
    ],
    table: {
      caption: msg`Tarttıklarım`,
      columns: [msg`Eşya`, msg`Bilyeyle`, msg`Küple`, msg`1 kg’dan ağır mı, hafif mi?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Ceviz Torbası`,
    paragraphs: [
      msg`Fındık, Tavşan Pıtır’a bir torba ceviz satacaktı. Birlikte bir terazi buldular.`,
      msg`Pıtır torbayı kozalaklarla tarttı: “10 kozalak!” Fındık aynı torbayı taşlarla tarttı: “5 taş!” İkisi şaşırdı. “Torba 10 mu, 5 mi?”`,
      msg`Kirpi Diken güldü: “Torba aynı torba. Taşlarınız kozalaklardan ağır, o kadar. Siz başka başka birim kullandınız.”`,
      msg`Diken dükkânından 1 kg’lık iki demir kütle getirdi. Torbayı tarttılar. Terazi iki kütleyle dengeye geldi. “Torba 2 kilogram!” dedi Fındık. Pıtır da başını salladı: “Kimle tartarsak tartalım, yine 2 kilogram.”`,
    ],
    lesson: msg`Farklı birimlerle tartınca farklı sayılar buluruz. Kilogram gibi standart bir birimle tartan herkes aynı sonucu bulur.`,
  },
};
