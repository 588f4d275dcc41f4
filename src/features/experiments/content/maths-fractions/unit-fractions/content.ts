import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir pastayı arkadaşlarınla paylaşırken herkesin eşit pay almasını istersin. Bir bütünü eş parçalara ayırınca her parçayı bir kesirle gösterebiliriz.`,
    sections: [
      {
        heading: msg`Eş parçalar`,
        paragraphs: [
          msg`Kesir konuşurken parçaların eş, yani aynı büyüklükte olması gerekir. Bir elmayı biri büyük, biri küçük iki parçaya ayırırsak parçalar yarım olmaz.`,
          msg`Bir bütünü 4 eş parçaya ayırırsak her parça bütünün 1/4’üdür (dörtte biri). 1/4 kesrinde alttaki 4 payda, üstteki 1 paydır.`,
        ],
      },
      {
        heading: msg`Birim kesir`,
        paragraphs: [
          msg`Payı 1 olan kesirlere birim kesir denir: 1/2, 1/3, 1/4, 1/5, 1/8 birer birim kesirdir. Her biri, bütünün eş parçalarından birini gösterir.`,
          msg`Aynı bütünü ne kadar çok parçaya bölersek parçalar o kadar küçülür. Bu yüzden 1/3, 1/6’dan büyüktür; 1/2 ise bir bütünü eş parçalara ayırınca elde edilen birim kesirlerin en büyüğüdür.`,
        ],
      },
      {
        heading: msg`Bir çokluğun birim kesri`,
        paragraphs: [
          msg`12 cevizin 1/4’ünü bulmak için cevizleri 4 eş gruba ayırırız. Her grupta 3 ceviz olur; 12 cevizin 1/4’ü 3 cevizdir.`,
          msg`Bir çokluğun birim kesir kadarını bulmak, o çokluğu paydası kadar eş gruba ayırıp bir grubu saymaktır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eş parça`, definition: msg`Aynı büyüklükteki parçalardan her biri.` },
      { term: msg`Birim kesir`, definition: msg`Payı 1 olan kesir; bütünün eş parçalarından birini gösterir.` },
      { term: msg`Payda`, definition: msg`Bütünün kaç eş parçaya ayrıldığını gösteren sayı.` },
      { term: msg`Pay`, definition: msg`Eş parçalardan kaçının alındığını gösteren sayı.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt daireleri ve şeritleri eş parçalara katlayarak birim kesirleri oluşturmak, karşılaştırmak ve bir çokluğun birim kesir kadarını bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Aynı büyüklükte kâğıt daireler (çapı yaklaşık 12 cm)`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Aynı uzunlukta kâğıt şeritler`, quantity: msg`Her öğrenciye 3 tane` },
      { name: msg`Boya kalemi`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Ceviz, fasulye ya da düğme`, quantity: msg`Her gruba 12 tane` },
    ],
    safety: [
      msg`Cevizleri, fasulyeleri ve düğmeleri ağzına, burnuna ya da kulağına sokma.`,
      msg`Kâğıdı katlarken kenarını parmağının üstünde hızla kaydırma; kâğıt kesiği olabilir.`,
      msg`İş bitince tanecikleri topla; yere düşenlere basıp kayabilirsin.`,
    ],
    steps: [
      msg`Bir daireyi kenarları üst üste gelecek biçimde ikiye katla. Açınca oluşan iki parçanın eş olduğunu kontrol et ve birini boyayıp üstüne 1/2 yaz.`,
      msg`İkinci daireyi ikiye, sonra yine ikiye katla. Kaç eş parça oldu? Bir parçayı boya ve üstüne kesrini yaz.`,
      msg`Üçüncü daireyi üç kez ikiye katla. Parçaları say, birini boya ve kesrini yaz. Boyadığın üç parçayı yan yana koyup karşılaştır: Hangisi en büyük?`,
      msg`Şeritleri 2, 3 ve 6 eş parçaya katla. 1/3 ile 1/6’yı karşılaştır.`,
      msg`12 cevizi 4 eş gruba ayır. Bir grupta kaç ceviz var? 12 cevizin 1/4’ünü yaz. Aynısını 3 eş grupla dene.`,
    ],
    observations: [
      msg`Daireyi daha çok katladıkça parçalar nasıl değişti?`,
      msg`1/2, 1/4 ve 1/8’i büyükten küçüğe nasıl sıraladın?`,
      msg`12 cevizin 1/4’ü ile 1/3’ü kaçar ceviz çıktı?`,
    ],
    conclusion: msg`Bir bütünü eş parçalara ayırdığımızda her parça bir birim kesirdir. Bütün ne kadar çok eş parçaya bölünürse bir parça o kadar küçük olur; bu yüzden paydası büyük olan birim kesir daha küçüktür. Bir çokluğun birim kesir kadarını bulmak için çokluğu paydası kadar eş gruba ayırırız.`,
  },
  questions: [
    {
      id: 'one-of-five',
      prompt: msg`Bir pizza 5 eş parçaya bölündü. Parçalardan biri pizzanın kaçta kaçıdır?`,
      options: [msg`1/5`, msg`5/1`, msg`1/4`],
      correctIndex: 0,
      explanation: msg`Pizza 5 eş parçaya bölündüğü için payda 5’tir; bir parça alındığı için pay 1’dir: 1/5.`,
      hints: [msg`Payda neyi gösteriyordu?`, msg`Pizza kaç eş parçaya bölündü, sen kaç parça aldın?`],
    },
    {
      id: 'third-or-sixth',
      prompt: msg`Aynı büyüklükteki iki pastadan hangi parça daha büyüktür: 1/3 mü, 1/6 mı?`,
      options: [msg`1/6`, msg`1/3`, msg`İkisi eşittir.`],
      correctIndex: 1,
      explanation: msg`Pastayı 3 eş parçaya bölmek, 6 eş parçaya bölmekten daha büyük parçalar verir. Bu yüzden 1/3, 1/6’dan büyüktür.`,
      hints: [msg`Bir pastayı daha çok parçaya bölünce parçalar büyür mü, küçülür mü?`, msg`Şeritleri 3 ve 6 parçaya katladığında hangi parçalar daha uzundu?`],
    },
    {
      id: 'quarter-of-twelve',
      prompt: msg`12 cevizin 1/4’ü kaç cevizdir?`,
      options: [msg`4`, msg`8`, msg`3`],
      correctIndex: 2,
      explanation: msg`12 cevizi 4 eş gruba ayırırız; her grupta 3 ceviz olur. 12 cevizin 1/4’ü 3 cevizdir.`,
      hints: [msg`Cevizleri kaç eş gruba ayırmalısın?`, msg`12’yi 4 eş gruba ayırınca bir grupta kaç tane olur?`],
    },
    {
      id: 'what-is-a-unit-fraction',
      prompt: msg`Birim kesir hangisidir?`,
      options: [msg`Payı 1 olan kesir`, msg`Paydası 1 olan kesir`, msg`Payı ile paydası eşit olan kesir`],
      correctIndex: 0,
      explanation: msg`Payı 1 olan kesirlere birim kesir denir; 1/2, 1/3, 1/4 gibi. Her biri bütünün eş parçalarından birini gösterir.`,
      hints: [msg`1/2, 1/3 ve 1/4 kesirlerinin ortak özelliği ne?`, msg`Bu kesirlerde üstteki sayılara bak.`],
    },
    {
      id: 'unequal-parts',
      prompt: msg`Bir çikolata biri büyük, biri küçük iki parçaya ayrıldı. Küçük parça çikolatanın 1/2’si midir?`,
      options: [msg`Evet, çünkü iki parça var.`, msg`Hayır, çünkü parçalar eş değil.`, msg`Evet, çünkü parçası küçük.`],
      correctIndex: 1,
      explanation: msg`1/2, bütünün iki eş parçasından biridir. Parçalar eş olmadığı için küçük parça yarımdan azdır; 1/2 değildir.`,
      hints: [msg`Kesirlerde parçalar nasıl olmalıydı?`, msg`İki parça aynı büyüklükte mi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Pasta dilimleri`,
    instructions: msg`Pastanın parçalarına dokunarak ya da numaralı düğmelerle boya. İstenen kesri boyayınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'circle',
      maxParts: 12,
      tasks: [
        { kind: 'shade', prompt: msg`Pasta 4 eş parçaya bölündü. Pastanın 1/4’ünü boya.`, numerator: 1, denominator: 4, parts: 4 },
        { kind: 'shade', prompt: msg`Pasta 3 eş parçaya bölündü. Pastanın 1/3’ünü boya.`, numerator: 1, denominator: 3, parts: 3 },
        { kind: 'shade', prompt: msg`Pasta 6 eş parçaya bölündü. Pastanın 1/6’sını boya.`, numerator: 1, denominator: 6, parts: 6 },
        { kind: 'shade', prompt: msg`Pasta 8 eş parçaya bölündü. Pastanın 1/8’ini boya.`, numerator: 1, denominator: 8, parts: 8 },
        { kind: 'shade', prompt: msg`Bu pasta 6 eş parçaya bölündü. Pastanın yarısını (1/2) boya.`, numerator: 1, denominator: 2, parts: 6 },
      ],
    },
  },
  worksheet: {
    title: msg`Birim Kesirler Çalışma Sayfası`,
    instructions: msg`Katladığın kâğıtlara bakarak soruları cevapla ve şekilleri çiz.`,
    tasks: [
      { prompt: msg`Bir dikdörtgen çiz, 3 eş parçaya böl ve 1/3’ünü boya.`, lines: 4 },
      { prompt: msg`1/2, 1/8 ve 1/4 kesirlerini büyükten küçüğe sırala. Nasıl karar verdiğini yaz.`, lines: 3 },
      { prompt: msg`15 kalemin 1/5’i kaç kalemdir? Kalemleri gruplara ayırarak çiz.`, lines: 3 },
    ],
    table: {
      caption: msg`Katladığım kâğıtlar`,
      columns: [msg`Kâğıt`, msg`Eş parça sayısı`, msg`Bir parçanın kesri`],
      rows: 5,
    },
  },
  story: {
    title: msg`Doğum Günü Pastası`,
    paragraphs: [
      msg`Fındık’ın doğum günüydü. Baykuş Nine kocaman bir fındıklı pasta getirdi. Masada Fındık’la birlikte 8 arkadaş vardı.`,
      msg`Tavşan Pamuk bıçağı kaptı ve kesmeden önce kremanın üstüne çizgiler çizdi. Ama kimi dilim kocaman, kimi incecik olacaktı! Kirpi Diken’in dilimi bir parmak kalınlığında kalıyordu.`,
      msg`Baykuş Nine gülümsedi: “Dur bakalım! Kesir konuşacaksak parçalar eş olmalı.” Çizgileri düzeltti ve pastayı önce ikiye, sonra yine ikiye, sonra bir kez daha ikiye böldü. 8 eş dilim oldu.`,
      msg`“Her biriniz pastanın 1/8’ini alıyorsunuz,” dedi. Diken ekledi: “Pasta 4 kişiye bölünseydi 1/4’ünü alırdık. Daha az kişi, daha büyük dilim!”`,
      msg`Herkes eş dilimini yedi ve kimse küsmedi. Pamuk bir dahaki sefere bıçağı Baykuş Nine’ye bırakacaktı.`,
    ],
    lesson: msg`Bir bütünü eş parçalara ayırınca her parça bir birim kesirdir. Bütün ne kadar çok parçaya bölünürse her parça o kadar küçük olur.`,
  },
};
