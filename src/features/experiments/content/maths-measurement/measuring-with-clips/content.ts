import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kalemin mi daha uzun, arkadaşının kalemi mi? Sıran kaç karış? Uzunlukları karşılaştırır ve ölçeriz.`,
    sections: [
      {
        heading: msg`Uzun mu, kısa mı?`,
        paragraphs: [
          msg`İki kalemi yan yana koyarız. Bir uçlarını aynı hizaya getiririz. Öbür ucu daha ileride olan kalem daha uzundur.`,
          msg`Üç şeyi karşılaştırınca en uzunu ve en kısayı buluruz.`,
        ],
      },
      {
        heading: msg`Karışla, adımla, ataşla ölçme`,
        paragraphs: [
          msg`Bir uzunluğu karışla, adımla ya da ataşla ölçebiliriz. Bunlara birim deriz.`,
          msg`Ölçerken bir uçtan başlarız. Birimleri boşluk bırakmadan, üst üste bindirmeden uç uca dizeriz. Sonra sayarız: “Kalemim 5 ataş.”`,
        ],
      },
      {
        heading: msg`Birim değişirse sayı değişir`,
        paragraphs: [
          msg`Aynı kurdeleyi küple ölçünce 6 küp, ataşla ölçünce 4 ataş bulabiliriz. Kurdele değişmedi. Ataş küpten uzun olduğu için daha az ataş gerekti.`,
          msg`Karışlar ve adımlar da kişiden kişiye değişir. Öğretmenin karışı senin karışından uzundur. Bu yüzden aynı sırayı ölçünce farklı sayılar bulursunuz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Uzunluk`, definition: msg`Bir şeyin bir ucundan öbür ucuna kadar olan büyüklüğü.` },
      { term: msg`Karış`, definition: msg`Elimizi açınca baş parmağın ucundan serçe parmağın ucuna kadar olan uzunluk.` },
      { term: msg`Adım`, definition: msg`Yürürken bir ayağımızla öbür ayağımız arasındaki uzunluk.` },
      { term: msg`Birim`, definition: msg`Ölçerken saydığımız şey: karış, adım, ataş, küp gibi.` },
    ],
  },
  procedure: {
    goal: msg`Uzunlukları uçlarını aynı hizaya getirerek karşılaştırmak; karış, adım, ataş ve küple ölçmek; birim değişince sayının değiştiğini görmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Ataş (aynı büyüklükte)`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Birbirine takılan plastik küpler`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Kurşun kalem ve boya kalemi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Kurdele ve ip parçaları (farklı uzunlukta)`, quantity: msg`Her gruba 3 tane` },
    ],
    safety: [
      msg`Ataşları açıp sivri ucunu kimseye tutma. Ataşları ve küpleri ağzına alma.`,
      msg`Adımla ölçerken koşma. Sıralara ve çantalara takılmamak için yolu önce boşalt.`,
    ],
    steps: [
      msg`Sıranın uzun kenarını karışla ölç. Elini açıp kenarın bir ucundan başla. Her karışı bir öncekinin bittiği yere koy. Kaç karış olduğunu say ve tabloya yaz.`,
      msg`Arkadaşın da aynı kenarı kendi karışıyla ölçsün. Sayılarınızı karşılaştırın. Aynı mı çıktı?`,
      msg`Kalemini masaya koy. Ataşları kalemin bir ucundan başlayarak boşluk bırakmadan uç uca diz. Kalemin öbür ucuna kadar kaç ataş dizdin? Say ve yaz.`,
      msg`Aynı kalemi bu kez küplerle ölç. Son küp tam sığmazsa “7 küpten biraz fazla” gibi söyle. Ataş sayısıyla küp sayısını karşılaştır. Hangisinden daha çok gerekti?`,
      msg`Üç kurdeleyi masaya bir uçları aynı hizada olacak şekilde koy. En uzun ve en kısa kurdeleyi bul.`,
      msg`Sınıfın kapısından tahtaya kadar normal adımlarla yavaşça yürü ve adımlarını say. Bir arkadaşın da aynı yolu yürüsün. Adım sayılarınızı karşılaştırın.`,
    ],
    observations: [
      msg`Sen ve arkadaşın sırayı kaç karış buldunuz? Neden farklı olabilir?`,
      msg`Kalemin kaç ataş, kaç küp geldi? Hangisinden daha çok gerekti?`,
      msg`En uzun kurdeleyi nasıl buldun?`,
    ],
    conclusion: msg`İki şeyin uzunluğunu bir uçlarını aynı hizaya getirerek karşılaştırırız. Karış, adım, ataş ve küp gibi birimlerle ölçeriz. Birimleri bir uçtan başlayarak boşluk bırakmadan dizeriz. Birim kısaldıkça daha çok birim gerekir; bu yüzden birim değişince sayı da değişir.`,
  },
  questions: [
    {
      id: 'which-pencil-longer',
      prompt: msg`Ali’nin kalemi 5 ataş, Ece’nin kalemi 7 ataş uzunluğunda. Hangi kalem daha uzun?`,
      options: [msg`Ali’nin kalemi`, msg`Ece’nin kalemi`, msg`İkisi eşit`],
      correctIndex: 1,
      explanation: msg`İki kalem de aynı ataşlarla ölçüldü. 7, 5’ten çoktur. Bu yüzden 7 ataş gelen kalem daha uzundur.`,
      hints: [msg`İki kalem de aynı birimle mi ölçüldü?`, msg`5 mi çok, 7 mi?`],
    },
    {
      id: 'how-to-lay',
      prompt: msg`Ataşlarla ölçerken ataşları nasıl dizeriz?`,
      options: [msg`Aralarında boşluk bırakarak`, msg`Üst üste bindirerek`, msg`Boşluk bırakmadan, uç uca`],
      correctIndex: 2,
      explanation: msg`Ataşları bir uçtan başlayıp boşluk bırakmadan, üst üste bindirmeden uç uca dizeriz. Boşluk kalırsa ya da ataşlar binerse yanlış sayı buluruz.`,
      hints: [msg`Ataşların arasında boşluk kalırsa o boşluk da sayılır mı?`, msg`Bir ataş bittiği yerde bir sonraki ne yapmalı?`],
    },
    {
      id: 'where-to-start',
      prompt: msg`Bir kalemi ölçmeye nereden başlarız?`,
      options: [msg`Kalemin bir ucundan`, msg`Kalemin ortasından`],
      correctIndex: 0,
      explanation: msg`Ölçmeye kalemin bir ucundan başlarız ve öbür ucuna kadar ölçeriz. Ortadan başlarsak kalemin bir parçasını ölçmemiş oluruz.`,
      hints: [msg`Kalemin tamamını ölçmek istiyoruz.`, msg`Ortadan başlarsak hangi parça dışarıda kalır?`],
    },
    {
      id: 'clip-or-span',
      prompt: msg`Sıranın kenarını hem karışla hem ataşla ölçüyoruz. Hangisiyle daha çok sayarız?`,
      options: [msg`Ataşla`, msg`Karışla`],
      correctIndex: 0,
      explanation: msg`Ataş karıştan çok daha kısadır. Kısa birimle ölçünce aynı kenar için daha çok birim gerekir.`,
      hints: [msg`Ataş mı daha kısa, karış mı?`, msg`Kısa birimden daha çok mu gerekir, daha az mı?`],
    },
    {
      id: 'different-spans',
      prompt: msg`Öğretmen kapının genişliğini 4 karış buldu. Ece aynı kapıyı 6 karış buldu. Neden farklı?`,
      options: [msg`Kapı büyüdü.`, msg`Ece’nin karışı daha kısa.`, msg`Öğretmenin karışı daha kısa.`],
      correctIndex: 1,
      explanation: msg`Kapı aynı kapıdır. Ece’nin eli küçük, karışı kısadır. Kısa karışla ölçünce daha çok karış gerekir.`,
      hints: [msg`Kapı değişti mi?`, msg`Kimin eli daha büyüktür, öğretmenin mi Ece’nin mi?`, msg`Kısa birimle ölçünce daha çok mu sayarız?`],
    },
    {
      id: 'shortest-ribbon',
      prompt: msg`Kurdele 6 küp, ip 4 küp, şerit 8 küp uzunluğunda. En kısa hangisi?`,
      options: [msg`Şerit`, msg`Kurdele`, msg`İp`],
      correctIndex: 2,
      explanation: msg`Üçü de aynı küplerle ölçüldü. En az küp gelen en kısadır: 4, 6 ve 8’den azdır. İp en kısadır.`,
      hints: [msg`Üçü de aynı birimle mi ölçüldü?`, msg`4, 6 ve 8 sayılarından en küçüğü hangisi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Ataşla ve küple ölç`,
    instructions: msg`− ve + düğmeleriyle nesnenin altına ataş ya da küp diz. Birimler tam nesnenin sonunda bitince “Kontrol et” düğmesine bas. Son iki görevde hangisinin daha uzun olduğunu seç.`,
    manipulative: {
      type: 'unit-measure',
      units: [
        { id: 'clip', emoji: '📎', label: msg`ataş`, cm: 3 },
        { id: 'cube', emoji: '🟩', label: msg`küp`, cm: 2 },
      ],
      tasks: [
        { kind: 'measure', prompt: msg`Kalemi ataşlarla ölç. Kalem kaç ataş?`, object: { emoji: '✏️', label: msg`Kalem`, cm: 15 }, unit: 'clip' },
        { kind: 'measure', prompt: msg`Boya kalemini ataşlarla ölç.`, object: { emoji: '🖍️', label: msg`Boya kalemi`, cm: 9 }, unit: 'clip' },
        { kind: 'measure', prompt: msg`Kurdeleyi küplerle ölç.`, object: { emoji: '🎀', label: msg`Kurdele`, cm: 12 }, unit: 'cube' },
        {
          kind: 'measure',
          prompt: msg`Aynı kurdeleyi şimdi ataşlarla ölç. Sayı neden değişti?`,
          object: { emoji: '🎀', label: msg`Kurdele`, cm: 12 },
          unit: 'clip',
        },
        {
          kind: 'compare',
          prompt: msg`Kalem ve boya kalemi aynı ataşlarla ölçüldü. Hangisi daha uzun?`,
          first: { emoji: '✏️', label: msg`Kalem`, cm: 15, unit: 'clip' },
          second: { emoji: '🖍️', label: msg`Boya kalemi`, cm: 9, unit: 'clip' },
        },
        {
          kind: 'compare',
          prompt: msg`Kurdele 4 ataş, ip 5 küp geldi. Hangisi daha uzun? Dikkat: birimler farklı!`,
          first: { emoji: '🎀', label: msg`Kurdele`, cm: 12, unit: 'clip' },
          second: { emoji: '🧵', label: msg`İp`, cm: 10, unit: 'cube' },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Karışla, Ataşla Ölçelim Çalışma Sayfası`,
    instructions: msg`Ölçtüklerini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Sınıfta senin kaleminden daha uzun iki şey yaz.`, lines: 2 },
      { prompt: msg`Kalemini ataşla ve küple ölçtün. Hangisinden daha çok gerekti? Neden?`, lines: 2 },
      { prompt: msg`Sıranı sen ve arkadaşın karışla ölçtünüz. Sayılarınız aynı mı çıktı? Neden?`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçtüklerim`,
      columns: [msg`Ölçtüğüm şey`, msg`Birim`, msg`Tahminim`, msg`Saydığım`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ile Pıtır’ın Köprüsü`,
    paragraphs: [
      msg`Fındık ile Tavşan Pıtır derenin üstüne köprü yapacaktı. Yerde uzun bir kütük buldular. Ama kütük dereye yeter miydi? Önce kütüğü ölçmeleri gerekiyordu.`,
      msg`Fındık kütüğün yanında baştan sona adım adım yürüdü: “Kütük 12 adım!” Pıtır da yürüdü: “Hayır, 6 adım!”`,
      msg`İkisi tartışmaya başladı. Kirpi Diken güldü: “İkiniz de doğru saydınız. Pıtır’ın adımları Fındık’ın adımlarından uzun. Bu yüzden Pıtır daha az adım attı.”`,
      msg`Fındık bir dal buldu: “Öyleyse ikimiz de bu dalla ölçelim!” Dalı her seferinde bir önceki bittiği yere koyarak kütüğü ölçtüler. İkisi de aynı sayıyı buldu: 4 dal. Derenin genişliği de aynı dalla 3 dal çıktı. “Kütük 4 dal, dere 3 dal. Kütük yeter!” diye sevindiler.`,
    ],
    lesson: msg`Ölçerken birimleri boşluk bırakmadan uç uca koyarız. Farklı birimlerle ölçünce farklı sayılar buluruz; aynı birimle ölçen herkes aynı sayıyı bulur.`,
  },
};
