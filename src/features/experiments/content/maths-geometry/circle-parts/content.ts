import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir ipi kazığa bağlayıp gergin tutarak çevresinde yürürsen yere kusursuz bir yuvarlak çizersin. Her noktası kazığa aynı uzaklıkta olan bu çizgiye çember denir.`,
    sections: [
      {
        heading: msg`Çember ve elemanları`,
        paragraphs: [
          msg`Düzlemde sabit bir noktaya eşit uzaklıktaki noktaların oluşturduğu kapalı çizgiye çember denir. Sabit noktaya çemberin merkezi denir.`,
          msg`Merkezi çember üzerindeki bir noktaya birleştiren doğru parçasına yarıçap denir. Çember üzerindeki iki noktayı merkezden geçerek birleştiren doğru parçasına çap denir. Çap, yarıçapın iki katıdır: yarıçapı 7 cm olan çemberin çapı 14 cm’dir.`,
        ],
      },
      {
        heading: msg`Pergelle çember çizmek`,
        paragraphs: [
          msg`Pergelin iki ucu arasındaki açıklık çizilecek çemberin yarıçapıdır. Pergeli cetvelin 0 çizgisine ve istenen uzunluğa koyarak açarız.`,
          msg`Sivri ucu merkeze sabitleyip kalemli ucu kâğıttan kaldırmadan bir tur döndürürüz. Çapı verilen bir çember için pergeli çapın yarısı kadar açarız.`,
        ],
      },
      {
        heading: msg`Çember ve daire`,
        paragraphs: [
          msg`Çember yalnızca sınır çizgisidir. Çember ile iç bölgesinin birlikte oluşturduğu düzlem parçasına daire denir: bileziğin teli çembere, bir madenî paranın yüzü daireye benzer.`,
          msg`Bir çemberin sonsuz sayıda yarıçapı ve çapı çizilebilir; hepsinin uzunluğu birbirine eşittir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çember`, definition: msg`Düzlemde bir noktaya eşit uzaklıktaki noktaların oluşturduğu kapalı çizgi.` },
      { term: msg`Merkez`, definition: msg`Çemberin bütün noktalarına eşit uzaklıktaki nokta.` },
      { term: msg`Yarıçap`, definition: msg`Merkezi çember üzerindeki bir noktaya birleştiren doğru parçası.` },
      { term: msg`Çap`, definition: msg`Merkezden geçen ve iki ucu çember üzerinde olan doğru parçası; yarıçapın iki katı.` },
      { term: msg`Daire`, definition: msg`Çember ile iç bölgesinin birleşimi.` },
    ],
  },
  procedure: {
    goal: msg`Pergel ve cetvelle verilen yarıçapta ve çapta çemberler çizmek, yarıçap ile çap arasındaki ilişkiyi ölçerek bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pergel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`A4 kâğıt ve altlık olarak karton`, quantity: msg`Her öğrenciye 2’şer tane` },
      { name: msg`1 m’lik ip ve tebeşir (bahçede büyük çember için)`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Pergelin sivri ucunu kimseye doğru tutma; pergeli taşırken kapalı tut ve ucunu aşağı çevir.`,
      msg`Pergeli kartonun üzerinde kullan; sivri uç sıraya ya da eline batmasın.`,
    ],
    steps: [
      msg`Pergeli cetvelin 0 ile 3 cm çizgileri arasında açın ve yarıçapı 3 cm olan bir çember çizin; merkezini işaretleyin.`,
      msg`Çemberde iki farklı yarıçap çizip ölçün; uzunluklarını karşılaştırın.`,
      msg`Merkezden geçen bir çap çizin ve ölçün. Çap ile yarıçap arasındaki ilişkiyi yazın.`,
      msg`Çapı 9 cm olan bir çember çizmek için pergeli kaç santimetre açmanız gerektiğini bulun ve çizin.`,
      msg`Bahçede ipin bir ucunu bir arkadaşınız yere tutarken öteki ucuna bağlı tebeşirle büyük bir çember çizin; ipin uzunluğunun neyi gösterdiğini konuşun.`,
    ],
    observations: [
      msg`Aynı çemberde çizdiğin iki yarıçap eşit mi?`,
      msg`Çapın uzunluğu yarıçapın kaç katı çıktı?`,
      msg`Bahçedeki çemberde ip neyin yerini tuttu?`,
    ],
    conclusion: msg`Çemberin bütün noktaları merkeze eşit uzaklıktadır; bu uzaklık yarıçaptır. Çap yarıçapın iki katıdır. Pergelin açıklığı çizilen çemberin yarıçapına eşittir.`,
  },
  questions: [
    {
      id: 'radius',
      prompt: msg`Çemberin merkezini çember üzerindeki bir noktaya birleştiren doğru parçasına ne denir?`,
      options: [msg`Çap`, msg`Yarıçap`, msg`Merkez`],
      correctIndex: 1,
      explanation: msg`Merkezden çembere uzanan doğru parçası yarıçaptır. Çap merkezden geçer ve iki ucu da çember üzerindedir.`,
      hints: [msg`Doğru parçasının bir ucu nerede?`, msg`Çapın iki ucu da çember üzerindeydi; bu doğru parçasının kaç ucu çember üzerinde?`],
    },
    {
      id: 'diameter',
      prompt: msg`Yarıçapı 7 cm olan bir çemberin çapı kaç santimetredir?`,
      options: [msg`3,5`, msg`7`, msg`14`, msg`21`],
      correctIndex: 2,
      explanation: msg`Çap yarıçapın iki katıdır: 2 × 7 = 14 cm.`,
      hints: [msg`Çap, merkezin iki yanındaki iki yarıçaptan oluşur.`, msg`7’yi kaç ile çarpmalısın?`],
    },
    {
      id: 'circle-disc',
      prompt: msg`Çember ile daire arasındaki fark nedir?`,
      options: [msg`Çember yalnızca sınır çizgisidir; daire, çember ile iç bölgesidir`, msg`Çember dairenin iç bölgesidir`, msg`İkisi aynı şeydir`],
      correctIndex: 0,
      explanation: msg`Çember kapalı bir çizgidir; daire bu çizgiyle birlikte içindeki bölgedir. Bileziğin teli çembere, madenî paranın yüzü daireye benzer.`,
      hints: [msg`Bir bileziği ve bir madenî parayı düşün.`, msg`Hangisinin içi dolu?`],
    },
    {
      id: 'compass',
      prompt: msg`Pergelin iki ucu arasındaki açıklık çizilen çemberin neyine eşittir?`,
      options: [msg`Çapına`, msg`Yarıçapına`, msg`Çevresine`],
      correctIndex: 1,
      explanation: msg`Pergelin sivri ucu merkezde durur, kalemli ucu çemberi çizer; aradaki uzaklık merkezden çembere olan uzaklık, yani yarıçaptır.`,
      hints: [msg`Pergelin sivri ucu nerede duruyor?`, msg`Kalemli uç merkeze ne kadar uzakta?`],
    },
    {
      id: 'how-many',
      prompt: msg`Bir çemberde kaç tane çap çizilebilir?`,
      options: [msg`Yalnızca 1`, msg`2`, msg`Sonsuz sayıda`],
      correctIndex: 2,
      explanation: msg`Merkezden geçen her doğru parçası, iki ucu çember üzerindeyse bir çaptır. Merkezden her yönde geçebileceğimiz için sonsuz sayıda çap vardır ve hepsi eşit uzunluktadır.`,
      hints: [msg`Merkezden geçen farklı yönlerde doğru parçaları çizebilir misin?`, msg`Bu çizgilerin sayısının bir sınırı var mı?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Pergel ve çemberin elemanları`,
    instructions: msg`Pergel görevlerinde pergelin açıklığını + ve − düğmeleriyle (ya da ok tuşlarıyla) 5 mm’lik adımlarla ayarla: pergelin sivri ucu çemberin merkezinde durur, açıklığı çemberin yarıçapıdır. Seçme görevlerinde çizimdeki noktalara ve doğru parçalarına bakıp isteneni seç. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'circle',
      angleStep: 30,
      tasks: [
        { kind: 'radius', prompt: msg`Yarıçapı 3 cm olan bir çember çizmek için pergeli aç.`, radiusMm: 30 },
        { kind: 'part', prompt: msg`Çizimde çemberin merkezini seç.`, part: 'centre' },
        { kind: 'part', prompt: msg`Çizimde çemberin bir yarıçapını seç.`, part: 'radius' },
        { kind: 'part', prompt: msg`Çizimde çemberin bir çapını seç.`, part: 'diameter' },
        { kind: 'radius', prompt: msg`Çapı 9 cm olan bir çember çizeceksin. Pergeli kaç santimetre açmalısın? Pergeli o kadar aç.`, radiusMm: 45 },
        { kind: 'radius', prompt: msg`Çapı 5 cm olan bir çember çizmek için pergeli aç.`, radiusMm: 25 },
        { kind: 'radius', prompt: msg`Çapı 14 cm olan bir tabağın kenarını kâğıda çizmek için pergeli aç.`, radiusMm: 70 },
      ],
    },
  },
  worksheet: {
    title: msg`Çember Çalışma Sayfası`,
    instructions: msg`Pergel ve cetvelle çiz, ölçtüklerini tabloya yaz.`,
    tasks: [
      { prompt: msg`Yarıçapı 4 cm olan bir çember çiz; merkezini, bir yarıçapını ve bir çapını harflerle adlandır.`, lines: 3 },
      { prompt: msg`Çapı 11 cm olan bir çember çizmek için pergeli kaç santimetre açmalısın?`, lines: 2 },
      { prompt: msg`Aynı merkezli, yarıçapları 2 cm, 3 cm ve 4 cm olan üç çember çiz; çaplarını yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Çizdiğim çemberler`,
      columns: [msg`Çember`, msg`Yarıçap (cm)`, msg`Ölçtüğüm çap (cm)`, msg`Çap ÷ yarıçap`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Çiçek Halkası`,
    paragraphs: [
      msg`Fındık, yuvasının önüne halka biçiminde bir çiçek tarhı yapmak istedi. Halkanın ortasına bir kazık çaktı.`,
      msg`Kazığa 2 m’lik bir ip bağladı, ipin öteki ucuna bir çubuk tuttu ve ipi gergin tutarak kazığın çevresinde yürüdü. Toprağa kusursuz bir çember çizildi.`,
      msg`Tavşan Pamuk sordu: “Tarhın bir ucundan öbür ucuna, kazığın üzerinden geçerek kaç metre var?” Kirpi Diken hesapladı: “İp yarıçap, 2 m. Çap bunun iki katı: 4 m.”`,
      msg`Pamuk adımlarıyla ölçtü; gerçekten 4 metreye yakın çıktı. Bahar gelince çember boyunca laleler açtı.`,
    ],
    lesson: msg`Çemberin her noktası merkeze aynı uzaklıktadır; bu uzaklık yarıçaptır ve çap yarıçapın iki katıdır.`,
  },
};
