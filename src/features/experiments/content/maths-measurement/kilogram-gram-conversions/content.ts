import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kasapta biri “yarım kilo kıyma”, öteki “500 gram kıyma” ister. İkisi aynı miktarı mı istiyor? Bunu anlamak için kilogram ile gram arasındaki ilişkiyi bilmeliyiz.`,
    sections: [
      {
        heading: msg`1 kilogram = 1000 gram`,
        paragraphs: [
          msg`Kütleyi kilogram (kg) ve gram (g) birimleriyle ölçeriz. 1 kilogram 1000 gramdır.`,
          msg`Yarım kilogram 1000 gramın yarısı, yani 500 gramdır. Çeyrek kilogram 1000 gramın dörtte biri, yani 250 gramdır.`,
        ],
      },
      {
        heading: msg`Dönüştürme`,
        paragraphs: [
          msg`Kilogramı grama çevirmek için 1000 ile çarparız: 3 kg = 3000 g. Kilogram ve gramla verilen kütlede kilogramları grama çevirip gramları ekleriz: 1 kg 250 g = 1000 g + 250 g = 1250 g.`,
          msg`Gramla verilen kütleyi kilogram ve grama ayırmak için 1000’lik grupları buluruz: 2350 g = 2 kg 350 g.`,
        ],
      },
      {
        heading: msg`Karşılaştırırken aynı birim`,
        paragraphs: [
          msg`“2 kg 50 g” ile “2500 g” karşılaştırılırken sayılara bakıp yanılmak kolaydır. 2 kg 50 g = 2050 g olduğu için 2500 g daha ağırdır.`,
          msg`Kütleleri karşılaştırmadan, toplamadan ya da çıkarmadan önce hepsini aynı birime çeviririz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kilogram (kg)`, definition: msg`Kütle birimi; 1 kg = 1000 g.` },
      { term: msg`Gram (g)`, definition: msg`Kilogramın binde biri olan kütle birimi.` },
      { term: msg`Yarım kilogram`, definition: msg`500 gram.` },
      { term: msg`Çeyrek kilogram`, definition: msg`250 gram; 1 kilogramın dörtte biri.` },
    ],
  },
  procedure: {
    goal: msg`Eşit kollu terazide 1 kilogramı, yarım ve çeyrek kilogramı gramlık kütlelerle dengeleyerek kilogram ile gram arasındaki ilişkiyi bulmak ve paketlerdeki kütleleri dönüştürmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eşit kollu terazi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kütle takımı: 1 kg, 500 g, 2 tane 200 g, 100 g, 50 g, 20 g ve 10 g`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Açılmamış paketler: 1 kg şeker, 500 g makarna, 250 g’lık bir paket (çay ya da bisküvi)`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Meyve (elma, portakal)`, quantity: msg`Her gruba 3–4 tane` },
    ],
    safety: [
      msg`1 kg’lık kütleyi ve dolu paketleri iki elle taşı; ayağına düşürme.`,
      msg`Teraziyi masanın ortasına koy, kefelere bastırma.`,
      msg`Paketleri açma; tartılan meyveleri yemeden önce yıka.`,
    ],
    steps: [
      msg`1 kg’lık kütleyi bir kefeye koy. Öbür kefeye gramlık kütleler koyarak teraziyi dengeye getir ve kütlelerin toplamını yaz.`,
      msg`500 g’lık kütleyi bir kefeye koy; öbür kefede 200 g, 200 g ve 100 g ile dengele. Yarım kilogramın kaç gram olduğunu yaz.`,
      msg`250 g’lık paketi tart. Paketin kilogramın kaçta biri olduğunu grubunla konuş.`,
      msg`Meyveleri önce tahmin et, sonra birlikte tart. Sonucu hem gramla hem kilogram ve gramla yaz (örneğin 1150 g = 1 kg 150 g).`,
      msg`Şeker paketi ile makarna paketini aynı kefeye koy. Öbür kefeyi kaç gramla dengeleyeceğini önce hesapla, sonra tartarak kontrol et.`,
    ],
    observations: [
      msg`1 kg’lık kütleyi dengeleyen gramlık kütlelerin toplamı kaç gramdı?`,
      msg`Yarım ve çeyrek kilogram kaç gram çıktı?`,
      msg`Hesapladığın toplam kütle ile tartarak bulduğun aynı mıydı?`,
    ],
    conclusion: msg`1 kilogram 1000 gramdır; yarım kilogram 500 gram, çeyrek kilogram 250 gramdır. Kilogram ve gramla verilen bir kütleyi grama çevirmek için kilogramları 1000 ile çarpıp gramları ekleriz. Kütleleri karşılaştırırken ya da toplarken önce aynı birime çeviririz.`,
  },
  questions: [
    {
      id: 'to-grams',
      prompt: msg`3 kg 40 g kaç gramdır?`,
      options: [msg`340 g`, msg`3040 g`, msg`3400 g`, msg`30 040 g`],
      correctIndex: 1,
      explanation: msg`3 kg = 3000 g. Buna 40 g eklenir: 3000 + 40 = 3040 g.`,
      hints: [msg`Önce 3 kilogramı grama çevir.`, msg`Bulduğun sayıya 40 ekle; 40, 400 değildir.`],
    },
    {
      id: 'quarter-kilogram',
      prompt: msg`Çeyrek kilogram kaç gramdır?`,
      options: [msg`250 g`, msg`400 g`, msg`500 g`],
      correctIndex: 0,
      explanation: msg`Çeyrek, bir bütünün dörtte biridir. 1000 g’ın dörtte biri 1000 ÷ 4 = 250 g’dır.`,
      hints: [msg`“Çeyrek” bir bütünün kaçta biridir?`, msg`1000 gramı 4 eşit parçaya böl.`],
    },
    {
      id: 'heaviest',
      prompt: msg`Hangisi en ağırdır?`,
      options: [msg`1 kg 90 g`, msg`1100 g`, msg`1 kg 9 g`],
      correctIndex: 1,
      explanation: msg`Hepsini grama çevirelim: 1 kg 90 g = 1090 g, 1 kg 9 g = 1009 g. 1100 g bunların hepsinden ağırdır.`,
      hints: [msg`Karşılaştırmadan önce hepsini aynı birime çevir.`, msg`1 kg 90 g ve 1 kg 9 g kaç gram eder?`],
    },
    {
      id: 'rice-left',
      prompt: msg`Evde 2 kg pirinç vardı. Annem 750 g’ını pilav yaptı. Kaç gram pirinç kaldı?`,
      options: [msg`1250 g`, msg`1350 g`, msg`2750 g`],
      correctIndex: 0,
      explanation: msg`2 kg = 2000 g. 2000 − 750 = 1250 g pirinç kaldı; bu 1 kg 250 g demektir.`,
      hints: [msg`Çıkarma yapmadan önce iki kütleyi aynı birime çevir.`, msg`2 kilogram kaç gramdır? Ondan 750 çıkar.`],
    },
    {
      id: 'balance-the-kilogram',
      prompt: msg`Terazinin bir kefesinde 1 kg’lık kütle, öbür kefesinde 3 tane 200 g’lık kütle var. Teraziyi dengelemek için ikinci kefeye kaç gram daha konmalı?`,
      options: [msg`200 g`, msg`300 g`, msg`400 g`],
      correctIndex: 2,
      explanation: msg`İkinci kefede 3 × 200 = 600 g var. 1 kg = 1000 g olduğu için 1000 − 600 = 400 g daha gerekir.`,
      hints: [msg`İkinci kefede şimdi kaç gram var?`, msg`1 kilogramı grama çevir ve aradaki farkı bul.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşit kollu terazi`,
    instructions: msg`Kütle kutusundaki − ve + düğmeleriyle sağ kefeye kütle koy ya da al. Terazi dengeye gelince ya da istenen kütleyi kurunca “Kontrol et” düğmesine bas. Son iki görevde kefelerdeki kütleleri aynı birime çevirip terazinin ne yapacağını tahmin et.`,
    manipulative: {
      type: 'balance-scale',
      masses: [1000, 500, 200, 100, 50, 20, 10],
      each: 3,
      tasks: [
        {
          kind: 'balance',
          prompt: msg`Sol kefede bir paket peynir var. Teraziyi dengeye getir: Peynir kaç gram?`,
          object: { emoji: '🧀', label: msg`bir paket peynir` },
          grams: 250,
        },
        { kind: 'make', prompt: msg`Sağ kefeye 1 kg 250 g koy.`, grams: 1250 },
        { kind: 'balance', prompt: msg`Kavunun kütlesini bul ve kilogram ve gramla söyle.`, object: { emoji: '🍈', label: msg`bir kavun` }, grams: 1850 },
        { kind: 'make', prompt: msg`Sağ kefeye yarım kilogram ve 80 g koy.`, grams: 580 },
        {
          kind: 'compare',
          prompt: msg`Solda 2 kg 50 g pirinç, sağda 2500 g un var. Kilit açılınca ne olur?`,
          left: { emoji: '🍚', label: msg`pirinç`, grams: 2050, show: 'kg' },
          right: { emoji: '🌾', label: msg`un`, grams: 2500, show: 'g' },
        },
        {
          kind: 'compare',
          prompt: msg`Solda 1 kg 500 g elma, sağda 1500 g portakal var. Kilit açılınca ne olur?`,
          left: { emoji: '🍎', label: msg`elma`, grams: 1500, show: 'kg' },
          right: { emoji: '🍊', label: msg`portakal`, grams: 1500, show: 'g' },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Kilogram ve Gram Dönüşümleri Çalışma Sayfası`,
    instructions: msg`Tarttıklarını tabloya hem gramla hem kilogram ve gramla yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Dönüştür: 4 kg = ... g; 2 kg 75 g = ... g; 3600 g = ... kg ... g.`, lines: 3 },
      { prompt: msg`Bir pasta için yarım kilogram un, çeyrek kilogram şeker ve 200 g tereyağı gerekiyor. Malzemelerin toplam kütlesi kaç gramdır?`, lines: 3 },
      { prompt: msg`“2 kg 50 g” ile “2500 g”den hangisi daha ağırdır? Nasıl karar verdiğini yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Tarttıklarım`,
      columns: [msg`Nesne`, msg`Tahminim`, msg`Gram olarak`, msg`Kilogram ve gram olarak`],
      rows: 5,
    },
  },
  story: {
    title: msg`İki Paket Fındık`,
    paragraphs: [
      msg`Fındık ve Kirpi Diken pazardan birer paket fındık almıştı. Fındık’ın paketinde “1 kg 250 g”, Diken’in paketinde “1250 g” yazıyordu.`,
      msg`“Benimki daha çok!” dedi Diken. “1250, 1’den çok büyük bir sayı.” Fındık kaşlarını kaldırdı: “Ama benimkinde hem kilogram hem gram var.”`,
      msg`Baykuş Nine iki paketi terazinin iki kefesine koydu. Terazi kıpırdamadı, dengede kaldı. “İkiniz de aynı miktarda fındık almışsınız,” dedi.`,
      msg`Sonra tahtaya yazdı: “1 kg 250 g = 1000 g + 250 g = 1250 g.” Diken güldü: “Sayıya bakmadan önce birime bakmak gerekiyormuş!”`,
      msg`O akşam ikisi fındıklarını birleştirdi ve tarttı: 2500 g, yani 2 kg 500 g. Kış için tam yetecek kadar!`,
    ],
    lesson: msg`1 kilogram 1000 gramdır. Kütleleri karşılaştırmadan önce aynı birime çeviririz.`,
  },
};
