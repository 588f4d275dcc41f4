import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Çantan mı daha ağır, kalemin mi? Bir şeyin ağır mı hafif mi olduğunu elimizle ya da terazide tartarak anlarız.`,
    sections: [
      {
        heading: msg`Ağır ve hafif`,
        paragraphs: [
          msg`Ağır bir şeyi kaldırmak zordur. Hafif bir şeyi kaldırmak kolaydır.`,
          msg`İki şeyi iki elimize alırız. Elimizi daha çok aşağı çeken daha ağırdır. Öbürü daha hafiftir.`,
        ],
      },
      {
        heading: msg`Eşit kollu terazi`,
        paragraphs: [
          msg`Eşit kollu terazinin iki kefesi vardır. Her kefeye bir şey koyarız.`,
          msg`Ağır gelen kefe aşağı iner. Hafif gelen kefe yukarı kalkar. İki kefe aynı hizada durursa terazi dengededir. O zaman iki taraf eşit ağırlıktadır.`,
        ],
      },
      {
        heading: msg`Büyük olan her zaman ağır mı?`,
        paragraphs: [
          msg`Hayır! Şişirilmiş bir balon büyüktür ama çok hafiftir. Küçük bir taş ondan daha ağırdır.`,
          msg`Bu yüzden yalnızca bakarak karar vermeyiz. Elimizle ya da terazide tartarız.`,
        ],
      },
      {
        heading: msg`Küplerle tartma`,
        paragraphs: [
          msg`Bir elmayı bir kefeye koyarız. Öbür kefeye terazi dengeye gelene kadar tek tek küp koyarız. Sonra küpleri sayarız.`,
          msg`Elma 8 küple, armut 10 küple dengeye geldiyse armut daha ağırdır. Çünkü onu dengelemek için daha çok küp gerekti.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Ağır`, definition: msg`Kaldırması zor olan.` },
      { term: msg`Hafif`, definition: msg`Kaldırması kolay olan.` },
      { term: msg`Kefe`, definition: msg`Terazide tartılacak şeyi koyduğumuz kap.` },
      { term: msg`Denge`, definition: msg`Terazinin iki kefesinin aynı hizada durması.` },
    ],
  },
  procedure: {
    goal: msg`Sınıftaki eşyaları önce elle, sonra eşit kollu terazide karşılaştırmak; küplerle dengeye getirip saymak ve eşyaları sıralamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eşit kollu terazi (kefeli oyuncak terazi de olur)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Aynı büyüklükte tahta küpler (oyun blokları)`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Küçük bir elma ve küçük bir armut`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Silgi, kalem, oyun hamuru topu, şişirilmiş balon`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Teraziyi masanın ortasına koy. Kefelere bastırma, terazi devrilebilir.`,
      msg`Küpleri ağzına alma. Yere düşenleri hemen topla ki kimse basıp kaymasın.`,
      msg`Balonu patlatma ve ağzına alma. Patlayan balon parçalarını öğretmenine ver. Balona alerjisi olan arkadaşın varsa balon yerine boş ve büyük bir karton kutu kullanın.`,
      msg`Meyveleri yiyeceksen önce yıka.`,
    ],
    steps: [
      msg`Terazinin kefeleri boşken aynı hizada mı? Bak ve öğretmenine söyle.`,
      msg`Elmayı bir eline, silgiyi öbür eline al. Hangisi daha ağır? Tahminini söyle. Sonra ikisini ayrı kefelere koy ve terazinin ne yaptığına bak.`,
      msg`Balonu ve oyun hamuru topunu karşılaştır. Hangisi daha büyük? Hangisi daha ağır? Terazide dene.`,
      msg`Elmayı bir kefeye koy. Öbür kefeye terazi dengeye gelene kadar tek tek küp koy. Küpleri say ve tabloya yaz. Aynısını armutla yap.`,
      msg`Kalemi, elmayı ve oyun hamuru topunu terazide ikişer ikişer karşılaştır. Sonra bunları en hafiften en ağıra doğru sırayla masaya diz.`,
    ],
    observations: [
      msg`Ağır gelen kefe aşağı mı indi, yukarı mı kalktı?`,
      msg`Balon büyüktü. Oyun hamuru topundan daha ağır mıydı?`,
      msg`Elma kaç küp geldi? Armut kaç küp geldi? Hangisi daha ağırdı?`,
    ],
    conclusion: msg`Eşit kollu terazide ağır gelen kefe aşağı iner, hafif gelen yukarı kalkar. Kefeler aynı hizadaysa iki taraf eşit ağırlıktadır. Büyük olan her zaman daha ağır değildir. Bir şeyi küplerle dengeleriz; daha çok küp gerekiyorsa o şey daha ağırdır.`,
  },
  questions: [
    {
      id: 'pan-goes-down',
      prompt: msg`Terazide hangi kefe aşağı iner?`,
      options: [msg`Daha ağır şeyin olduğu kefe`, msg`Daha hafif şeyin olduğu kefe`],
      correctIndex: 0,
      explanation: msg`Eşit kollu terazide ağır gelen kefe aşağı iner. Hafif gelen kefe yukarı kalkar.`,
      hints: [msg`Ağır bir çantayı tutan elin aşağı mı iner, yukarı mı kalkar?`, msg`Terazinin kefeleri de elin gibidir.`],
    },
    {
      id: 'pencil-and-bag',
      prompt: msg`Bir kefede kalem, öbür kefede okul çantası var. Ne olur?`,
      options: [msg`Kalemin kefesi aşağı iner.`, msg`Çantanın kefesi aşağı iner.`, msg`Terazi dengede kalır.`],
      correctIndex: 1,
      explanation: msg`Okul çantası kalemden çok daha ağırdır. Ağır gelen kefe aşağı iner. Bu yüzden çantanın kefesi iner.`,
      hints: [msg`Kalemi mi taşımak daha zor, çantayı mı?`, msg`Ağır gelen kefe ne yapıyordu?`],
    },
    {
      id: 'level-means',
      prompt: msg`Terazinin iki kefesi aynı hizada duruyor. Bu ne demek?`,
      options: [msg`Sol kefedeki daha ağır.`, msg`Sağ kefedeki daha ağır.`, msg`İki kefedekiler eşit ağırlıkta.`],
      correctIndex: 2,
      explanation: msg`Kefeler aynı hizadaysa terazi dengededir. O zaman iki kefedekiler eşit ağırlıktadır.`,
      hints: [msg`Bir taraf daha ağır olsaydı o kefe ne yapardı?`, msg`Hiçbir kefe aşağı inmediyse hangisi daha ağır olabilir?`],
    },
    {
      id: 'cubes-apple-pear',
      prompt: msg`Elma 8 küple dengeye geldi. Armut 10 küple dengeye geldi. Hangisi daha ağır?`,
      options: [msg`Armut`, msg`Elma`, msg`İkisi eşit`],
      correctIndex: 0,
      explanation: msg`10, 8’den çoktur. Armutu dengelemek için daha çok küp gerekti. Bu yüzden armut daha ağırdır.`,
      hints: [msg`8 mi daha çok, 10 mu?`, msg`Daha ağır bir şeyi dengelemek için daha çok mu küp gerekir, daha az mı?`],
    },
    {
      id: 'balloon-and-stone',
      prompt: msg`Büyük bir balon ile küçük bir taş var. Hangisi daha ağır?`,
      options: [msg`Büyük balon`, msg`Küçük taş`],
      correctIndex: 1,
      explanation: msg`Balon büyüktür ama içi havayla doludur, çok hafiftir. Küçük taş ondan daha ağırdır. Büyük olan her zaman daha ağır değildir.`,
      hints: [msg`Balonun içinde ne var?`, msg`İkisini eline aldığını düşün. Hangisi elini daha çok aşağı çeker?`],
    },
    {
      id: 'lightest-animal',
      prompt: msg`Kedi, fil ve fare. En hafif hangisi?`,
      options: [msg`Fil`, msg`Kedi`, msg`Fare`],
      correctIndex: 2,
      explanation: msg`En ağırdan en hafife sıralarsak: fil, kedi, fare. En hafif olan faredir.`,
      hints: [msg`Önce en ağır hayvanı bul.`, msg`Kalan iki hayvandan hangisi daha küçük ve hafif?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşit kollu terazi`,
    instructions: msg`İlk görevlerde kefelere bak ve terazinin ne yapacağını tahmin et. Sonra − ve + düğmeleriyle sağ kefeye küp koy ya da al. Terazi dengeye gelince “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'balance-scale',
      masses: [10],
      each: 15,
      counter: { emoji: '🧊', label: msg`küp` },
      tasks: [
        {
          kind: 'compare',
          prompt: msg`Solda karpuz, sağda kiraz var. Kilit açılınca ne olur?`,
          left: { emoji: '🍉', label: msg`karpuz`, grams: 3000, show: 'none' },
          right: { emoji: '🍒', label: msg`kiraz`, grams: 10, show: 'none' },
        },
        {
          kind: 'compare',
          prompt: msg`Solda bir tüy, sağda bir kitap var. Kilit açılınca ne olur?`,
          left: { emoji: '🪶', label: msg`tüy`, grams: 1, show: 'none' },
          right: { emoji: '📕', label: msg`kitap`, grams: 400, show: 'none' },
        },
        {
          kind: 'compare',
          prompt: msg`İki kefede birbirinin aynısı iki tenis topu var. Kilit açılınca ne olur?`,
          left: { emoji: '🎾', label: msg`tenis topu`, grams: 60, show: 'none' },
          right: { emoji: '🎾', label: msg`tenis topu`, grams: 60, show: 'none' },
        },
        {
          kind: 'balance',
          prompt: msg`Sol kefede bir elma var. Sağ kefeye küp koyarak teraziyi dengeye getir.`,
          object: { emoji: '🍎', label: msg`elma` },
          grams: 80,
        },
        {
          kind: 'balance',
          prompt: msg`Şimdi armutu küplerle dengeye getir. Elma mı daha ağır, armut mu?`,
          object: { emoji: '🍐', label: msg`armut` },
          grams: 100,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Hangisi Daha Ağır? Çalışma Sayfası`,
    instructions: msg`Terazide tarttıklarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Sınıfta elinle kolayca kaldırabildiğin iki hafif eşya yaz.`, lines: 2 },
      { prompt: msg`Kaldırması zor olan iki ağır eşya yaz.`, lines: 2 },
      { prompt: msg`Kalemini, silgini ve defterini terazide ikişer ikişer karşılaştır. Sonra en hafiften en ağıra doğru sırala.`, lines: 2 },
    ],
    table: {
      caption: msg`Küplerle tarttıklarım`,
      columns: [msg`Eşya`, msg`Tahminim (kaç küp?)`, msg`Saydığım küp`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ile Tahterevalli`,
    paragraphs: [
      msg`Fındık parka gitti. Tavşan Pıtır tahterevallinin bir ucuna oturdu. Fındık da öbür ucuna oturdu.`,
      msg`Pıtır’ın ucu aşağı indi. Fındık havada kaldı! “Sen benden daha ağırsın!” dedi Fındık.`,
      msg`Fındık bir fikir buldu. Kış için topladığı ağır ceviz torbasını kucağına aldı. Fındık’ın ucu yavaş yavaş indi. Sonunda iki uç aynı hizada durdu.`,
      msg`“Dengede kaldık!” diye güldü Pıtır. “Tahterevalli de terazi gibiymiş.”`,
      msg`Akşam Fındık ormandaki arkadaşlarına anlattı: “Ağır olan aşağı iner, hafif olan yukarı kalkar. Eşit olunca denge olur.”`,
    ],
    lesson: msg`Eşit kollu terazide ve tahterevallide ağır gelen taraf aşağı iner. İki taraf eşit ağırlıktaysa denge olur.`,
  },
};
