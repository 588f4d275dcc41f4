import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir göl suyunun seviyesi işaret taşının 3/4 metre altına inebilir, bir tarifte 1/2 su bardağı şeker kullanılır. a ve b tam sayı, b sıfırdan farklı olmak üzere a/b biçiminde yazılabilen her sayı bir rasyonel sayıdır. Tam sayılar da rasyoneldir: 5 = 5/1, −2 = −2/1, 0 = 0/1.`,
    sections: [
      {
        heading: msg`Sayı doğrusunda rasyonel sayılar`,
        paragraphs: [
          msg`Bir rasyonel sayıyı sayı doğrusunda göstermek için iki tam sayı arasındaki birim, paydası kadar eş parçaya bölünür. 3/4 için 0 ile 1 arası 4 eş parçaya bölünür ve 0’dan sağa 3 parça sayılır. −3/4 için aynı uzaklık 0’ın soluna sayılır; −3/4 ile 3/4 sıfıra eşit uzaklıktadır.`,
          msg`Negatif işaret paya, paydaya ya da kesrin önüne yazılabilir: −3/4 = (−3)/4 = 3/(−4). Pay ile paydanın işaretleri aynıysa sayı pozitiftir: (−3)/(−4) = 3/4.`,
        ],
      },
      {
        heading: msg`Ondalık gösterim ve devirli ondalık`,
        paragraphs: [
          msg`Bir rasyonel sayının ondalık gösterimi payın paydaya bölünmesiyle bulunur: 3/4 = 3 ÷ 4 = 0,75; 5/8 = 0,625. Bu bölmeler bir yerde biter.`,
          msg`2/3 = 0,666… ve 5/11 = 0,4545… bölmelerinde ise aynı basamaklar sonsuza dek tekrar eder; bunlara devirli ondalık gösterim denir ve tekrar eden kısmın üstüne çizgi çekilir. Sadeleştirilmiş bir kesrin paydasında 2 ve 5’ten başka bir asal çarpan varsa ondalık gösterimi devirlidir.`,
          msg`Devirli olmayan bir ondalık gösterimi rasyonel sayıya çevirmek için virgülden sonraki basamak sayısı kadar sıfırlı bir payda yazılır ve sadeleştirilir: 0,45 = 45/100 = 9/20; −1,2 = −12/10 = −6/5.`,
        ],
      },
      {
        heading: msg`Karşılaştırma ve sıralama`,
        paragraphs: [
          msg`Sayı doğrusunda sağdaki sayı soldakinden büyüktür. Her negatif rasyonel sayı sıfırdan ve her pozitif rasyonel sayıdan küçüktür.`,
          msg`Rasyonel sayılar paydaları eşitlenerek ya da ondalık gösterimleriyle karşılaştırılır. İki negatif sayıdan sıfıra daha uzak olan daha küçüktür: −3/4 = −0,75 < −2/3 = −0,666…`,
        ],
      },
    ],
    keyTerms: [
      {
        term: msg`Rasyonel sayı`,
        definition: msg`a ve b tam sayı, b ≠ 0 olmak üzere a/b biçiminde yazılabilen sayı. Rasyonel sayılar kümesi Q ile gösterilir.`,
      },
      { term: msg`Ondalık gösterim`, definition: msg`Bir rasyonel sayının pay paydaya bölünerek virgülle yazılmış biçimi; 3/4 = 0,75.` },
      {
        term: msg`Devirli ondalık gösterim`,
        definition: msg`Virgülden sonra bir ya da birkaç basamağın sonsuza dek aynı sırayla tekrar ettiği ondalık gösterim; 2/3 = 0,666…`,
      },
      { term: msg`Devir`, definition: msg`Devirli ondalık gösterimde tekrar eden basamak ya da basamak grubu; 0,4545… için devir 45’tir.` },
    ],
  },
  procedure: {
    goal: msg`Tahtaya gerilen bir ipi sayı doğrusu yaparak pozitif ve negatif rasyonel sayıları yerine yerleştirmek, ondalık gösterimlerini bölerek bulmak ve sayıları sıralamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kalın ip ya da yün (yaklaşık 2 m)`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Çamaşır mandalı`, quantity: msg`Sınıfa 20 tane` },
      { name: msg`Üzerine rasyonel sayı yazılacak karton kartlar`, quantity: msg`Sınıfa 20 tane` },
      { name: msg`Metre ya da 1 m’lik tahta cetveli`, quantity: msg`Sınıfa 1 tane` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`İpi tahtanın iki yanına bantla ya da mıknatısla sabitle; sınıfın ortasından, geçiş yolunun üstünden germe.`,
      msg`Mandalları yüze, parmak uçlarına ya da kulağa takmayın; sıkışan parmak acıyabilir.`,
    ],
    steps: [
      msg`İpi tahtaya gerin. Ortasına 0, iki yanına 40’ar cm arayla −2, −1, 1 ve 2 kartlarını mandallayın.`,
      msg`0 ile 1 arasını cetvelle 4 eş parçaya bölün ve 1/4, 2/4, 3/4 kartlarını asın. Aynı aralıkları 0’ın soluna da ölçüp −1/4, −1/2, −3/4 kartlarını asın.`,
      msg`Gruplara 2/5, −4/5, 3/2, −5/4, 2/3 ve −1/3 kartlarını verin. Her grup önce hangi iki tam sayı arasında olduğunu, sonra birimi kaç parçaya bölmesi gerektiğini söylesin ve kartı assın.`,
      msg`Her grup kartındaki sayının payını paydasına bölsün ve ondalık gösterimini kartın arkasına yazsın. Bölme bitmiyorsa üç basamak yazıp tekrar eden kısmı bulsun.`,
      msg`Ondalık gösterimi biten ve devirli olan kartları iki ayrı gruba ayırın. Sadeleştirilmiş paydaları asal çarpanlarına ayırıp karşılaştırın.`,
      msg`İpteki bütün kartları soldan sağa okuyarak küçükten büyüğe sıralayın; sıralamayı deftere “<” işaretiyle yazın.`,
    ],
    observations: [
      msg`−3/4 ile 3/4 kartları sıfıra göre nerede duruyor?`,
      msg`Hangi kartların bölmesi bitti, hangilerinde basamaklar tekrar etti? Paydalarında ne fark var?`,
      msg`İki negatif kartta sıfıra daha yakın olan mı, daha uzak olan mı daha büyük?`,
    ],
    conclusion: msg`Rasyonel sayılar sayı doğrusunda tam sayıların arasındaki noktalara yerleşir; birimi paydası kadar eş parçaya bölerek onları gösterebiliriz. Pay paydaya bölünerek ondalık gösterim bulunur; sadeleştirilmiş paydada 2 ve 5’ten başka asal çarpan varsa gösterim devirlidir. Sayı doğrusunda sağdaki sayı her zaman daha büyüktür.`,
  },
  questions: [
    {
      id: 'sign',
      prompt: msg`Aşağıdakilerden hangisi −3/4 rasyonel sayısına eşittir?`,
      options: [msg`3/(−4)`, msg`(−3)/(−4)`, msg`−4/3`, msg`3/4`],
      correctIndex: 0,
      explanation: msg`Negatif işaret paya, paydaya ya da kesrin önüne yazılabilir: −3/4 = (−3)/4 = 3/(−4). (−3)/(−4) ise pay ve payda aynı işaretli olduğu için 3/4’e eşittir.`,
      hints: [msg`Pay ve paydadan yalnız biri negatifse sayının işareti ne olur?`, msg`Her seçenekte sayının işaretini ve sıfıra uzaklığını ayrı ayrı bul.`],
    },
    {
      id: 'number-line',
      prompt: msg`Sayı doğrusunda 0 ile 1 arası 5 eş parçaya bölünmüştür. A noktası 0’ın solunda, 0’dan 3 parça uzaklıktadır. A noktası hangi sayıyı gösterir?`,
      options: [msg`−2/5`, msg`3/5`, msg`−3/5`, msg`−5/3`],
      correctIndex: 2,
      explanation: msg`Her parça 1/5’tir. 0’ın solunda 3 parça, −3/5 eder.`,
      hints: [msg`Bir parça kaç birimdir?`, msg`0’ın solundaki sayıların işareti nedir?`, msg`Kaç parça sayıldığını paya yaz.`],
    },
    {
      id: 'decimal',
      prompt: msg`5/8 rasyonel sayısının ondalık gösterimi hangisidir?`,
      options: [msg`0,58`, msg`0,625`, msg`1,6`, msg`0,85`],
      correctIndex: 1,
      explanation: msg`5 ÷ 8 = 0,625. Kontrol: 0,625 · 8 = 5.`,
      hints: [msg`Ondalık gösterimi bulmak için hangi sayıyı hangisine bölersin?`, msg`5’i 8’e bölerken virgül koyup sıfırlar ekleyerek devam et.`],
    },
    {
      id: 'repeating',
      prompt: msg`Aşağıdaki rasyonel sayılardan hangisinin ondalık gösterimi devirlidir?`,
      options: [msg`3/8`, msg`7/20`, msg`2/15`, msg`9/25`],
      correctIndex: 2,
      explanation: msg`2/15 sadeleşmez ve paydası 15 = 3 · 5’tir; paydada 3 olduğu için 2/15 = 0,1333… devirlidir. 3/8 = 0,375; 7/20 = 0,35; 9/25 = 0,36 bölmeleri biter.`,
      hints: [msg`Her kesrin sadeleştirilmiş paydasını asal çarpanlarına ayır.`, msg`Paydasında 2 ve 5’ten başka bir asal çarpan olan hangisi?`],
    },
    {
      id: 'order',
      prompt: msg`−1/2, −2/3, 1/4 ve −3/4 sayılarından en küçüğü hangisidir?`,
      options: [msg`−1/2`, msg`−2/3`, msg`1/4`, msg`−3/4`],
      correctIndex: 3,
      explanation: msg`Ondalık gösterimler: −0,5; −0,666…; 0,25; −0,75. Sayı doğrusunda en solda −0,75 vardır, yani −3/4 en küçüktür.`,
      hints: [
        msg`Pozitif sayı en küçük olabilir mi?`,
        msg`Negatif sayıları ondalık gösterime çevir.`,
        msg`Sıfıra en uzak negatif sayı sayı doğrusunda nerededir?`,
      ],
    },
    {
      id: 'to-fraction',
      prompt: msg`0,45 ondalık gösteriminin sadeleştirilmiş rasyonel sayı biçimi hangisidir?`,
      options: [msg`45/10`, msg`9/20`, msg`4/5`, msg`9/200`],
      correctIndex: 1,
      explanation: msg`Virgülden sonra iki basamak var: 0,45 = 45/100. Pay ve payda 5’e bölünür: 45/100 = 9/20.`,
      hints: [
        msg`Virgülden sonra kaç basamak var? Paydaya kaç sıfırlı bir sayı yazmalısın?`,
        msg`Bulduğun kesri pay ve paydanın ortak bölenine bölerek sadeleştir.`,
      ],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sayı doğrusunda rasyonel sayılar`,
    instructions: msg`Noktayı sürükle, seçip ok tuşlarıyla ya da ± 0,25 düğmeleriyle oynat. Doğrunun her iki tam sayısı arası 4 eş parçaya bölündü: her çizgi bir 1/4 ilerisidir. Nokta, durduğu sayıyı ondalık gösterimle yazar; kesirle verilen sayıyı bulunca ondalık gösterimini de oku.`,
    manipulative: {
      type: 'number-line',
      min: -2,
      max: 2,
      step: '1/4',
      numbers: 'decimal',
      tasks: [
        { kind: 'place', prompt: msg`−3/4 sayısını sayı doğrusunda göster. 0 ile −1 arası 4 eş parçaya bölündü.`, target: '-3/4', start: 0 },
        { kind: 'place', prompt: msg`7/4 sayısını göster. Bu sayı hangi iki tam sayı arasındadır?`, target: '7/4', start: 0 },
        { kind: 'place', prompt: msg`−5/4 sayısını göster ve ondalık gösterimini söyle.`, target: '-5/4', start: 0 },
        { kind: 'place', prompt: msg`−1/2, −0,25 ve −3/4 sayılarından en büyüğünü göster.`, target: '-1/4', start: 0 },
        { kind: 'place', prompt: msg`Sıfıra uzaklığı 3/2 birim olan negatif sayıyı göster.`, target: '-3/2', start: 0 },
        {
          kind: 'place',
          prompt: msg`1,25 ile 1,75 sayılarının tam ortasındaki sayıyı göster. Bu sayıyı sadeleştirilmiş rasyonel sayı olarak yaz.`,
          target: '3/2',
          start: 0,
        },
      ],
    },
  },
  worksheet: {
    title: msg`İpteki Rasyonel Sayılar Çalışma Sayfası`,
    instructions: msg`Her sayıyı önce sayı doğrusunda göster, sonra bölerek ondalık gösterimini bul ve tabloya yaz.`,
    tasks: [
      { prompt: msg`−2’den 2’ye bir sayı doğrusu çiz; −5/4, −1/3, 2/5 ve 3/2 sayılarını üzerinde göster.`, lines: 4 },
      { prompt: msg`5/11’in ondalık gösterimini bölerek bul. Devri nedir? Neden bölme hiç bitmiyor?`, lines: 3 },
      { prompt: msg`0,8; −1,25 ve 0,05 ondalık gösterimlerini sadeleştirilmiş rasyonel sayı olarak yaz.`, lines: 3 },
      { prompt: msg`−0,7; −3/4; 0,2 ve −2/3 sayılarını küçükten büyüğe sırala.`, lines: 2 },
    ],
    table: {
      caption: msg`Rasyonel sayılar ve ondalık gösterimleri`,
      columns: [msg`Rasyonel sayı`, msg`Bölme işlemi`, msg`Ondalık gösterim`, msg`Devirli mi?`, msg`Hangi iki tam sayı arasında?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Göl Taşı`,
    paragraphs: [
      msg`Gölün kıyısındaki büyük taşın üstünde bir çizgi vardı. Kaplumbağa Tosbi, “Bu çizgi sıfır. Su çizginin üstündeyse pozitif, altındaysa negatif yazarız” dedi.`,
      msg`İlkbaharda su çizginin 1/2 metre üstündeydi. Yazın kuraklıkta çizginin 3/4 metre altına indi. Fındık defterine “+1/2 ve −3/4” yazdı.`,
      msg`Arkadaşı Çıtır sordu: “Hangisi sıfıra daha uzak?” Fındık böldü: 1/2 = 0,5 ve 3/4 = 0,75. “Yazın su sıfıra daha uzaktı: 0,75 metre, 0,5 metreden fazla.”`,
      msg`Sonbaharda su çizginin 2/3 metre altındaydı. Fındık 2’yi 3’e böldü ama bölme bitmedi: 0,666… Tosbi gülümsedi: “Bu devirli bir ondalık gösterim. Yine de bir rasyonel sayı; −2/3 diye tam olarak yazabilirsin.”`,
    ],
    lesson: msg`Kesirli sayılar da pozitif ya da negatif olabilir; sayı doğrusunda yerlerini bulur, bölerek ondalık gösterimlerini yazar ve böylece onları karşılaştırabiliriz.`,
  },
};
