import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { call, define, left, move, paint, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Çim biçme makineleri, elektrikli süpürge robotları ve tarlayı süren traktörler bir alanı boşluk bırakmadan dolaşmak zorundadır. En bilinen yöntem “git–gel”dir: bir sırayı sonuna kadar git, yana kay, geri gel, yine yana kay. Bu bulmacada Fındık bu algoritmayla 4 × 4’lük bir çimenliği boyayacak.`,
    sections: [
      {
        heading: msg`Problemi ayrıştır`,
        paragraphs: [
          msg`İş üç parçaya ayrılır: bir sırayı boyamak, sıranın sonunda bir alttaki sıraya sağdan geçmek, bir sonraki sıranın sonunda soldan geçmek. Sıra boyama her seferinde aynıdır: 3 kez tekrarla [kareyi boya, ileri git], kareyi boya. Bu parça “sıra boya” fonksiyonu olur.`,
          msg`Son karede “ileri git” yoktur. Sıra boyandıktan sonra Fındık sıranın son karesinde kalmalıdır; bir adım daha atarsa duvara çarpar.`,
        ],
      },
      {
        heading: msg`Farklı dönüşler, tek döngü`,
        paragraphs: [
          msg`Sıralar arasındaki geçişler sırayla değişir: birincide sağa dön, ilerle, sağa dön; ikincide sola dön, ilerle, sola dön. Tek bir sırayı ve tek bir geçişi döngüye koyamayız, çünkü geçiş her turda farklıdır.`,
          msg`Çözüm, döngünün bir turuna iki sırayı birden koymaktır: sıra boya, sağa geç, sıra boya, sola geç. Bu çift, 2 kez tekrarlanınca dört sıra boyanır. Son “sola geç” hiç çalışmaz, çünkü son kare boyandığı anda iş biter.`,
        ],
      },
      {
        heading: msg`Verimlilik ve karşılaştırma`,
        paragraphs: [
          msg`Git–gel algoritması her kareye tam bir kez uğrar: 16 kare için 16 boyama, aradaki geçişler için birkaç hareket. Çevresinden içeri doğru sarmal çizen bir algoritma da her kareye bir kez uğrar; ama kenar uzunlukları değiştiği için programı daha karmaşıktır. Algoritma seçerken hem yapılan iş miktarına hem programın anlaşılırlığına bakarız.`,
          msg`Fonksiyonsuz yazılan git–gel programı 16 blok tutar; fonksiyonla 15 bloğa iner ve “sıra boya, sağa geç, sıra boya, sola geç” diye bir plan gibi okunur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Git–gel algoritması`, definition: msg`Bir alanı sıra sıra, her sırada yön değiştirerek dolaşan kaplama yöntemi.` },
      { term: msg`Ayrıştırma`, definition: msg`Büyük bir problemi daha küçük, çözülebilir parçalara bölme.` },
      { term: msg`Verimlilik`, definition: msg`Bir algoritmanın işi ne kadar az adımla ve kaynakla yaptığı.` },
    ],
  },
  procedure: {
    goal: msg`Kareli kâğıt üzerinde iki kaplama algoritmasını (git–gel ve sarmal) uygulayıp hareket ve dönüş sayılarını karşılaştırmak; git–gel algoritmasını fonksiyonla yazmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Üzerinde 4 × 4 ve 5 × 5 kareler çizili kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Renkli kalem`, quantity: msg`Her öğrenciye 2 tane` },
      { name: msg`Sayaç tablosu`, quantity: msg`Her ikiliye 1 tane` },
    ],
    safety: [msg`Bu bir kâğıt–kalem etkinliğidir; kalem uçlarını kapalı tutun, sivri kalemle arkadaşınızı işaret etmeyin.`],
    steps: [
      msg`4 × 4’lük alanı git–gel yöntemiyle boyayın: sol üstten başlayıp ilk sırayı sağa doğru, ikinciyi sola doğru… Her “ileri git” ve her dönüş için sayaç tablosuna bir çentik atın.`,
      msg`Aynı alanı ikinci kâğıtta dıştan içe sarmal biçiminde boyayın ve yine sayın.`,
      msg`İki algoritmanın ileri gitme ve dönüş sayılarını karşılaştırın. Hangisi daha az hareketle bitti? Hangisinin programı daha kolay yazılır?`,
      msg`Git–gel algoritmasını “sıra boya” fonksiyonu ve bir döngüyle yazın. Programınızı arkadaşınıza verin; o kâğıtta uygulasın.`,
      msg`Alan 5 × 5 olsaydı programınızda neleri değiştirmeniz gerekirdi? Tek sayıda sıra olunca döngü ne olur? Tartışın ve 5 × 5’lik alanda deneyin.`,
    ],
    observations: [
      msg`Git–gel ve sarmal algoritmalarında kaçar ileri gitme ve dönüş saydınız?`,
      msg`Fonksiyonlu programınız kaç bloktu?`,
      msg`5 × 5’lik alanda programınız nasıl değişti?`,
    ],
    conclusion: msg`Bir alanı kaplayan git–gel algoritması, sıra boyayan bir fonksiyon ve sırayla değişen geçişleri bir döngü turunda eşleyerek kısa ve okunur biçimde yazılır. Aynı işi yapan algoritmaları hareket sayısına ve programın anlaşılırlığına göre karşılaştırırız.`,
  },
  questions: [
    {
      id: 'row-procedure',
      prompt: msg`“Sıra boya” fonksiyonu neden 4 kez [kareyi boya, ileri git] değil de 3 kez [kareyi boya, ileri git] ve sonra bir “kareyi boya” olarak yazılır?`,
      options: [
        msg`Çünkü son karede ilerlemek Fındık’ı duvara çarptırır ya da yanlış yere götürür`,
        msg`Çünkü 4 sayısı döngüye yazılamaz`,
        msg`Çünkü son kare boyanmamalıdır`,
      ],
      correctIndex: 0,
      explanation: msg`Dört kareyi boyamak için dört boyama ama yalnızca üç ilerleme gerekir. Dördüncü ilerleme Fındık’ı sıranın dışına, duvara götürür.`,
      hints: [msg`Dört kareli bir sırada kareler arasında kaç geçiş vardır?`, msg`Son kareyi boyadıktan sonra ileri gidilirse Fındık nereye varır?`],
    },
    {
      id: 'pair-in-loop',
      prompt: msg`Döngünün bir turuna neden iki sıra konur?`,
      options: [
        msg`Çünkü fonksiyon bir turda yalnızca iki kez çağrılabilir`,
        msg`Çünkü sıralar arasındaki geçiş bir sağa bir sola olduğu için örüntü iki sırada bir tekrar eder`,
        msg`Çünkü alan iki renkli boyanacaktır`,
      ],
      correctIndex: 1,
      explanation: msg`Birinci geçiş sağa, ikinci geçiş sola döner; sonra yine sağa. Tekrar eden en küçük parça “sıra, sağa geçiş, sıra, sola geçiş”tir; bu yüzden bir turda iki sıra vardır.`,
      hints: [msg`Sıralar arasındaki geçişleri sırayla yaz.`, msg`Geçişler kaç sırada bir aynı olur?`],
    },
    {
      id: 'paint-count',
      prompt: msg`4 × 4’lük alanı git–gel yöntemiyle boyayan program kaç kez “kareyi boya” çalıştırır?`,
      options: [msg`4`, msg`12`, msg`16`, msg`20`],
      correctIndex: 2,
      explanation: msg`Her kare tam bir kez boyanır: 4 sıra × 4 kare = 16 boyama.`,
      hints: [msg`Git–gel yönteminde bir kare kaç kez boyanır?`, msg`Alanda kaç kare var?`],
    },
    {
      id: 'odd-rows',
      prompt: msg`Alan 5 sıra olsaydı “2 kez tekrarla [sıra, sağa geç, sıra, sola geç]” yapısına ne eklemek gerekirdi?`,
      options: [
        msg`Hiçbir şey; aynı program çalışır`,
        msg`Döngüyü 5 kez tekrarlamak`,
        msg`Döngüden sonra bir kez daha “sıra boya” çağırmak`,
        msg`Fonksiyonu silmek`,
      ],
      correctIndex: 2,
      explanation: msg`Döngü 2 turda 4 sıra boyar ve Fındık’ı beşinci sıranın başına getirir. Beşinci sıra için döngüden sonra bir “sıra boya” çağrısı gerekir (sıralar da 5 kare olacağı için fonksiyondaki sayı 4 olur).`,
      hints: [msg`2 tur kaç sıra boyar?`, msg`Geriye kaç sıra kalır, Fındık o sıranın neresindedir?`],
    },
    {
      id: 'compare',
      prompt: msg`İki algoritma da her kareyi bir kez boyuyor. Birini seçerken başka neye bakılmalıdır?`,
      options: [
        msg`Yalnızca blokların rengine`,
        msg`Hareket ve dönüş sayısına ve programın ne kadar kolay okunup değiştirilebildiğine`,
        msg`Hangisini önce yazdığımıza`,
      ],
      correctIndex: 1,
      explanation: msg`İki algoritma aynı sonucu verse de biri daha az hareket ve dönüşle bitebilir, biri daha kısa ve anlaşılır yazılabilir. Verimlilik ve okunurluk seçimde birlikte değerlendirilir.`,
      hints: [msg`Konu anlatımındaki “verimlilik” bölümünü oku.`, msg`Bir programı başkası okuyup değiştirecekse ne önemli olur?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Çimenliği git–gel ile boya`,
    instructions: msg`Kesik çizgili 16 karenin hepsini boya. Önce “tanımla: sıra boya” bloğunun altına dört kareli bir sırayı boyayan blokları koy (son karede ilerleme!). Sonra ana programda fonksiyonu, sağa ve sola geçişlerle birlikte bir döngüye yerleştir. En fazla 15 blok kullanabilirsin.`,
    puzzle: {
      id: 'lawn-mower',
      stage: { map: ['#######', '#spppp#', '##pppp#', '##pppp#', '##pppp#', '#######'], heading: 'east' },
      goal: 'paint',
      blocks: ['move', 'turn-left', 'turn-right', 'paint', 'repeat', 'define-procedure', 'call-procedure'],
      procedures: [{ id: 'row', label: msg`sıra boya` }],
      maxBlocks: 15,
      solution: program(
        whenFlag(move, repeat(2, call('row'), right, move, right, call('row'), left, move, left)),
        define('row', repeat(3, paint, move), paint),
      ),
    },
  },
  worksheet: {
    title: msg`Kaplama Algoritmaları Çalışma Sayfası`,
    instructions: msg`İki algoritmayı karşılaştır ve git–gel programını yaz.`,
    tasks: [
      { prompt: msg`“Sıra boya” fonksiyonunu ve ana programı yaz.`, lines: 5 },
      { prompt: msg`Fonksiyonsuz git–gel programı kaç blok olurdu? Hesabını göster.`, lines: 3 },
      { prompt: msg`5 × 5’lik bir alan için programını yaz ve neyi neden değiştirdiğini açıkla.`, lines: 5 },
    ],
    table: {
      caption: msg`Algoritmaları karşılaştır`,
      columns: [msg`Algoritma`, msg`İleri gitme sayısı`, msg`Dönüş sayısı`, msg`Program blok sayısı`],
      rows: 3,
    },
  },
  story: {
    title: msg`Köy Meydanının Çimleri`,
    paragraphs: [
      msg`Bayram öncesi köy meydanındaki çimlerin biçilmesi Fındık’a verildi. Eline küçük bir biçme makinesi aldı ve rastgele dolaşmaya başladı. Bir saat sonra meydan yamalı bir halıya dönmüştü: bazı yerler iki kez biçilmiş, bazıları hiç.`,
      msg`Traktörcü Koca Ayı dede gülerek yanına geldi: “Tarlayı böyle sürmeyiz. Bir sırayı sonuna kadar git, yana kay, geri gel. Buna git–gel denir.”`,
      msg`Fındık bir kâğıda yazdı: “Sıra biç. Sağa kay. Sıra biç. Sola kay.” Sonra altına ekledi: “Bunu iki kez yap.” Bu kez her karış çim tam bir kez biçildi ve iş yarı sürede bitti.`,
      msg`Koca Ayı dede kâğıdı görünce bıyık altından güldü: “Sen bunu yazıya dökmüşsün. Ben kırk yıldır aklımda taşıyorum.” Fındık kâğıdı dedeye verdi: “O zaman artık torunlarınız da biçebilir.”`,
    ],
    lesson: msg`İyi bir algoritma işi parçalara ayırır, tekrar edeni adlandırır ve her yeri bir kez dolaşarak boşa hareket etmez.`,
  },
};
