import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Çaya attığın şeker bir süre sonra gözden kaybolur ama çayın tadı tatlanır. Şeker yok olmadı; çok küçük taneciklerine ayrılarak suyun içine dağıldı. Bu olaya çözünme denir.`,
    sections: [
      {
        heading: msg`Çözelti, çözücü, çözünen`,
        paragraphs: [
          msg`Bir maddenin başka bir madde içinde gözle görülemeyecek kadar küçük taneciklere ayrılarak her yere eşit dağılmasına çözünme denir. Oluşan homojen karışıma çözelti adı verilir.`,
          msg`Şekerli suda su çözücü, şeker çözünendir. Şekerli su bir karışımdır; suyu buharlaştırırsak şeker yeniden katı olarak geri kalır.`,
          msg`Çözünme erime değildir. Erimede tek bir madde ısı alarak katıdan sıvıya geçer; çözünmede ise bir madde başka bir maddenin tanecikleri arasına dağılır.`,
        ],
      },
      {
        heading: msg`Tanecikler ve sıcaklık`,
        paragraphs: [
          msg`Bütün maddeler sürekli hareket eden taneciklerden oluşur. Madde ısı aldıkça tanecikleri daha hızlı hareket eder.`,
          msg`Sıcak suyun tanecikleri daha hızlı hareket ettiği için şeker kristalinin yüzeyine daha sık ve daha güçlü çarpar, şeker taneciklerini daha çabuk koparıp suya dağıtır. Bu yüzden şeker sıcak suda daha hızlı çözünür.`,
        ],
      },
      {
        heading: msg`Çözünmeyi hızlandıran başka etkenler`,
        paragraphs: [
          msg`Karıştırmak, şekerin çevresindeki tatlı suyu uzaklaştırıp yerine taze su getirir; çözünme hızlanır.`,
          msg`Toz şekerin suyla temas eden yüzeyi, aynı kütledeki küp şekerden çok daha büyüktür. Temas yüzeyi büyüdükçe çözünme hızlanır.`,
          msg`Karıştırmak ve ufalamak yalnızca şekerin ne kadar çabuk çözüneceğini değiştirir; bir bardak suda en fazla ne kadar şeker çözünebileceğini değiştirmez. Sıcaklık ise ikisini de değiştirir: sıcak suda şeker hem daha hızlı çözünür, hem de daha fazla şeker çözünebilir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çözünme`, definition: msg`Bir maddenin başka bir maddenin tanecikleri arasına dağılarak gözden kaybolması.` },
      { term: msg`Çözücü`, definition: msg`Çözeltide başka maddeyi içinde çözen madde; şekerli suda su.` },
      { term: msg`Çözünen`, definition: msg`Çözücü içinde dağılan madde; şekerli suda şeker.` },
      { term: msg`Çözelti`, definition: msg`Her yerinde aynı özelliği gösteren (homojen) karışım.` },
      { term: msg`Temas yüzeyi`, definition: msg`Çözünen maddenin çözücüye değen yüzeyi; madde ufalandıkça büyür.` },
    ],
  },
  procedure: {
    goal: msg`Suyun sıcaklığının, karıştırmanın ve şekerin ufaklığının çözünme süresini nasıl değiştirdiğini ölçmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Şeffaf bardak`, quantity: msg`4 tane` },
      { name: msg`Küp şeker`, quantity: msg`4 tane` },
      { name: msg`Toz şeker (bir küp şeker kadar)`, quantity: msg`1 çay kaşığı` },
      { name: msg`Soğuk musluk suyu`, quantity: msg`400 mL` },
      { name: msg`Ilık su (yaklaşık 40 °C, bir yetişkin hazırlar)`, quantity: msg`400 mL` },
      { name: msg`Ölçü kabı, çay kaşığı, termometre ve kronometre`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Sıcak suyu yalnızca bir yetişkin hazırlar ve döker. Kaynar su kullanma; ılık su yeterlidir.`,
      msg`Ateş ya da ocak kullanma.`,
      msg`Deneydeki şekerli suları içme; laboratuvarda hiçbir şey tadılmaz.`,
      msg`Cam bardak kırılırsa parçalara dokunma, bir yetişkine haber ver.`,
    ],
    steps: [
      msg`Dört bardağa 1, 2, 3, 4 diye numara yaz. 1 ve 2 numaralı bardaklara 200’er mL soğuk su, 3 ve 4 numaralı bardaklara yetişkin yardımıyla 200’er mL ılık su koy. Suların sıcaklığını ölçüp yaz.`,
      msg`1 ve 3 numaralı bardaklara aynı anda birer küp şeker at, karıştırma. Kronometreyi başlat ve şekerin tamamen kaybolduğu süreyi yaz.`,
      msg`2 numaralı bardağa bir küp şeker at ve kaşıkla sürekli, aynı hızda karıştır. Süreyi yaz.`,
      msg`4 numaralı bardağa bir küp şeker kadar toz şeker at, karıştırma. Süreyi yaz.`,
      msg`Sonuçlarını tabloya geçir ve en hızlıdan en yavaşa doğru sırala.`,
    ],
    observations: [
      msg`Hangi bardakta şeker en çabuk kayboldu?`,
      msg`Soğuk ve ılık suda, karıştırmadan, süreler arasında ne kadar fark var?`,
      msg`Toz şeker ile küp şekerin süreleri nasıl?`,
      msg`Deneyi adil yapmak için hangi şeyleri aynı tuttun?`,
    ],
    conclusion: msg`Şeker ılık suda soğuk suya göre daha hızlı çözünür; çünkü sıcak suyun tanecikleri daha hızlı hareket eder. Karıştırmak ve şekeri ufalamak da çözünmeyi hızlandırır. Adil bir karşılaştırma için her seferinde yalnızca bir etken değiştirilir, diğerleri aynı tutulur.`,
  },
  questions: [
    {
      id: 'solvent',
      prompt: msg`Şekerli suda çözücü hangisidir?`,
      options: [msg`Şeker`, msg`Su`, msg`Bardak`, msg`Kaşık`],
      correctIndex: 1,
      explanation: msg`Şekeri içinde çözen madde sudur; bu yüzden su çözücü, şeker çözünendir.`,
      hints: [msg`Çözücü, başka bir maddeyi içinde dağıtan maddedir.`, msg`Şekerli suda hangisi diğerinin içinde kaybolur, hangisi onu içine alır?`],
    },
    {
      id: 'warm-faster',
      prompt: msg`Şeker sıcak suda neden daha hızlı çözünür?`,
      options: [
        msg`Sıcak suda şeker erir.`,
        msg`Sıcak suyun içinde daha az tanecik vardır.`,
        msg`Sıcak suyun tanecikleri daha hızlı hareket eder ve şekeri daha çabuk dağıtır.`,
      ],
      correctIndex: 2,
      explanation: msg`Isı alan maddelerin tanecikleri hızlanır. Hızlı su tanecikleri şekerin yüzeyine daha sık çarpar ve şeker taneciklerini suya daha çabuk dağıtır. Şeker erimez, çözünür.`,
      hints: [
        msg`Madde ısı aldıkça tanecikleri nasıl hareket eder?`,
        msg`Şeker sıcak çayda erimez; suyun tanecikleri şekerin yüzeyine çarpıp onu dağıtır. Hızlı tanecikler bunu nasıl etkiler?`,
      ],
    },
    {
      id: 'fair-test',
      prompt: msg`Karıştırmanın etkisini ölçmek isteyen Ece hangi deneyi yapmalıdır?`,
      options: [
        msg`Aynı sıcaklıktaki iki bardaktan birini karıştırıp diğerini karıştırmamalı.`,
        msg`Soğuk suda karıştırmadan, ılık suda karıştırarak denemeli.`,
        msg`Bir bardağa küp şeker, diğerine toz şeker atıp ikisini de karıştırmalı.`,
      ],
      correctIndex: 0,
      explanation: msg`Bir etkenin etkisini görmek için yalnızca o etken değiştirilir. Sıcaklık, su miktarı ve şeker aynı kalmalı; yalnızca karıştırma farklı olmalıdır.`,
      hints: [
        msg`Adil bir deneyde aynı anda kaç şeyi değiştirirsin?`,
        msg`Ece yalnızca karıştırmanın etkisini görmek istiyor. Sıcaklık ya da şeker türü de farklı olursa sonucu neye bağlayabilir?`,
      ],
    },
    {
      id: 'surface-area',
      prompt: msg`Aynı kütlede küp şeker ve toz şeker aynı sıcaklıktaki suya atılıyor. Hangisi daha hızlı çözünür?`,
      options: [msg`Küp şeker`, msg`Toz şeker`, msg`İkisi aynı sürede`],
      correctIndex: 1,
      explanation: msg`Toz şekerin suya değen yüzeyi (temas yüzeyi) çok daha büyüktür. Temas yüzeyi büyüdükçe çözünme hızlanır.`,
      hints: [
        msg`Temas yüzeyi, şekerin suya değen yüzeyidir.`,
        msg`Bir küp şekeri ezip ufaladığını düşün: suya değen yüzey büyür mü, küçülür mü?`,
        msg`Deneyde 4 numaralı bardaktaki süreyi, aynı sıcaklıkta küp şeker atılan 3 numaralı bardağınkiyle karşılaştır.`,
      ],
    },
    {
      id: 'dissolving-not-melting',
      prompt: msg`“Şeker çayın içinde eridi.” cümlesi bilimsel olarak nasıl düzeltilir?`,
      options: [msg`Şeker çayın içinde dondu.`, msg`Şeker çayın içinde buharlaştı.`, msg`Şeker çayın içinde çözündü.`],
      correctIndex: 2,
      explanation: msg`Erime, bir katının ısı alarak sıvı olmasıdır; şeker ancak 180 °C’nin üzerinde erir. Çayda ise şeker tanecikleri suyun tanecikleri arasına dağılır; buna çözünme denir.`,
      hints: [
        msg`Erime, tek bir maddenin ısı alarak katıdan sıvıya geçmesidir. Şeker çayda kendi başına sıvı mı oluyor?`,
        msg`Şekerin tanecikleri suyun tanecikleri arasına dağılıyor. Bu olayın adını konu anlatımında bul.`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Çözünme yarışı`,
    instructions: msg`Suyun sıcaklığını seç, karıştırıp karıştırmayacağına karar ver ve şekeri suya at. Farklı denemelerin sürelerini tablodan karşılaştır: çözünme süresini en çok ne kısaltıyor?`,
    simulation: 'dissolving-rate',
  },
  worksheet: {
    title: msg`Çözünme Hızı Çalışma Sayfası`,
    instructions: msg`Her bardak için suyun sıcaklığını ve şekerin çözünme süresini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Deneyinde değiştirdiğin, ölçtüğün ve aynı tuttuğun değişkenleri yaz.`, lines: 3 },
      { prompt: msg`Sıcak suda çözünmenin daha hızlı olmasını tanecik hareketiyle açıkla.`, lines: 3 },
      { prompt: msg`Günlük hayatta çözünmeyi hızlandırmak için yaptığımız iki şey yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Çözünme süreleri`,
      columns: [msg`Bardak`, msg`Su sıcaklığı (°C)`, msg`Karıştırma / şeker türü`, msg`Çözünme süresi (saniye)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Ihlamur Çayı`,
    paragraphs: [
      msg`Soğuk bir kış sabahı Sincap Fındık, arkadaşı Kirpi Diken’e ıhlamur hazırladı. Kendi bardağına ılık ıhlamur, Diken’in bardağına ise pencere önünde soğumuş ıhlamur koydu. İkisine de birer küp şeker attılar.`,
      msg`Fındık’ın şekeri kısa sürede kayboldu. Diken’in şekeri ise bardağın dibinde inatla duruyordu. “Benim şekerim bozuk!” diye söylendi Diken.`,
      msg`Fındık büyüteciyle bardağa baktı. “Şekerin bozuk değil. Sıcak çayın tanecikleri daha hızlı hareket ediyor, şeker taneciklerini daha çabuk alıp götürüyor. Soğuk çayın tanecikleri ise tembel tembel dolaşıyor.”`,
      msg`Diken kaşığını aldı ve çayını karıştırmaya başladı. Şeker hızla küçüldü. “Bir de şekeri ezip toz yapsaydın daha da hızlı olurdu,” dedi Fındık. İki arkadaş çaylarını içerken bir sonraki deneyi planladılar.`,
    ],
    lesson: msg`Sıcaklık arttıkça tanecikler hızlanır ve şeker daha çabuk çözünür. Karıştırmak ve şekeri ufalamak da çözünmeyi hızlandırır.`,
  },
};
