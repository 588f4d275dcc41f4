import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kapıyı açarken, alışveriş arabasını sürerken, salıncakta sallanırken hep bir şeyleri iter ya da çekeriz. Cisimleri hareket ettiren bu itme ve çekmelere kuvvet denir.`,
    sections: [
      {
        heading: msg`Çevremizdeki hareketler`,
        paragraphs: [
          msg`Bir cismin zamanla yerinin değişmesine hareket denir. Bazı varlıklar kendi kendine hareket eder: kuşlar uçar, kediler koşar. Oyuncak araba, top ve kapı gibi cansız varlıklar ise biz onlara kuvvet uygulayınca hareket eder.`,
          msg`Hareketler farklı türlerde olabilir: dönme dolap ve pervane döner, salıncak ve saat sarkacı sallanır, kızak karda kayar, top yerde yuvarlanır. Yeşil ışık yanınca kalkan otobüs hızlanır, durağa yaklaşan otobüs yavaşlar, rakete çarpan tenis topu yön değiştirir.`,
          msg`Bazı varlıklar hızlı, bazıları yavaş hareket eder. Bir çita ile bir kaplumbağayı karşılaştırdığımızda çitanın çok daha hızlı olduğunu görürüz.`,
        ],
      },
      {
        heading: msg`İtme ve çekme birer kuvvettir`,
        paragraphs: [
          msg`Bir cismi kendimizden uzaklaştırmaya itme, kendimize doğru yaklaştırmaya çekme denir. Bebek arabasını iteriz, çekmeceyi çekeriz.`,
          msg`Kuvvet duran bir cismi hareket ettirebilir: kaleye doğru vurduğumuz top harekete geçer. Kuvvet hareket eden bir cismi durdurabilir: kaleci topu tutar.`,
        ],
      },
      {
        heading: msg`Zemin önemli`,
        paragraphs: [
          msg`Aynı kutuyu parlak bir parkede itmek kolaydır, kalın bir halıda ise daha zordur. Zemin harekete karşı koyar, pürüzlü zeminler daha çok karşı koyar. Bu karşı koymaya sürtünme denir. Sürtünmeyi ileriki yıllarda daha ayrıntılı öğreneceksin.`,
          msg`Kutu ağırlaştıkça onu hareket ettirmek için daha büyük bir kuvvet gerekir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hareket`, definition: msg`Bir cismin zamanla yerinin değişmesi.` },
      { term: msg`Kuvvet`, definition: msg`Cisimleri hareket ettiren ya da durduran itme veya çekme.` },
      { term: msg`İtme`, definition: msg`Bir cismi kendimizden uzaklaştıracak şekilde uygulanan kuvvet.` },
      { term: msg`Çekme`, definition: msg`Bir cismi kendimize yaklaştıracak şekilde uygulanan kuvvet.` },
    ],
  },
  procedure: {
    goal: msg`İtme ve çekmenin cisimleri hareket ettirip durdurabildiğini ve zeminin hareketi nasıl etkilediğini gözlemlemek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Ayakkabı kutusu`, quantity: msg`1 tane` },
      { name: msg`Kutuyu ağırlaştırmak için kitap`, quantity: msg`3 tane` },
      { name: msg`Kutuya bağlanacak ip (yaklaşık 1 m)`, quantity: msg`1 tane` },
      { name: msg`Oyuncak araba ya da top`, quantity: msg`1 tane` },
      { name: msg`Farklı zeminler: parke ya da masa, halı veya havlu`, quantity: msg`2 çeşit` },
    ],
    safety: [
      msg`Kutuyu yavaşça it ve çek; arkadaşlarına doğru itme.`,
      msg`Deney alanındaki eşyaları kenara al, ipe takılıp düşme.`,
      msg`Kutuya sığacak kadar kitap koy; ağır yükleri kaldırmaya çalışma.`,
    ],
    steps: [
      msg`Boş kutuyu parkenin ya da masanın üzerine koy ve elinle hafifçe it. Ne olduğunu gözle.`,
      msg`İpi kutuya bağla ve kutuyu kendine doğru çek.`,
      msg`Kutuya kitapları koy. Kutuyu yeniden itmeye çalış: eskisine göre daha kolay mı, daha zor mu?`,
      msg`Kitaplı kutuyu bu kez halının ya da havlunun üzerine koyup it. Parkeyle karşılaştır.`,
      msg`Oyuncak arabayı arkadaşına doğru it. Arkadaşın arabayı eliyle durdursun.`,
    ],
    observations: [
      msg`Kutuya dokunmadan kutu kendiliğinden hareket etti mi?`,
      msg`İtmek mi çekmek mi kutuyu senden uzaklaştırdı?`,
      msg`Kitaplı kutuyu hangi zeminde itmek daha zordu?`,
      msg`Hareket eden arabayı durdurmak için arkadaşın ne yaptı?`,
    ],
    conclusion: msg`Duran bir cisim, ona bir kuvvet uygulamadıkça kendiliğinden hareket etmez. İtme ve çekme birer kuvvettir: duran cismi hareket ettirir, hareket eden cismi durdurabilir. Ağır cisimleri ve pürüzlü zemindeki cisimleri hareket ettirmek için daha büyük kuvvet gerekir.`,
  },
  questions: [
    {
      id: 'push-or-pull-drawer',
      prompt: msg`Çekmeceyi açarken hangi kuvveti uygularız?`,
      options: [msg`İtme`, msg`Çekme`],
      correctIndex: 1,
      explanation: msg`Çekmeceyi kendimize doğru yaklaştırırız. Cismi kendimize yaklaştıran kuvvete çekme denir.`,
      hints: [
        msg`Çekmeceyi açarken elin çekmeceyi hangi yöne götürüyor: sana doğru mu, senden uzağa mı?`,
        msg`Cismi kendimizden uzaklaştıran kuvvetle kendimize yaklaştıran kuvvetin adlarını Konu Anlatımı’nda hatırla.`,
      ],
    },
    {
      id: 'push-example',
      prompt: msg`Aşağıdakilerin hangisinde itme kuvveti uygulanır?`,
      options: [msg`Kovayı kuyudan yukarı çekmek`, msg`Bebek arabasını sürmek`, msg`Halat çekme oyunu`],
      correctIndex: 1,
      explanation: msg`Bebek arabasını sürerken onu kendimizden uzaklaştırırız; bu bir itmedir. Kova ve halat çekilir.`,
      hints: [
        msg`İtmede cisim senden uzaklaşır, çekmede sana yaklaşır.`,
        msg`Her seçenekte cismin sana mı yaklaştığını, senden mi uzaklaştığını düşün. Kova ve halat hangi yöne gidiyor?`,
      ],
    },
    {
      id: 'motion-kind',
      prompt: msg`Salıncağın hareketi hangi harekete örnektir?`,
      options: [msg`Sallanma`, msg`Kayma`, msg`Yuvarlanma`],
      correctIndex: 0,
      explanation: msg`Salıncak bir ileri bir geri gidip gelerek sallanır.`,
      hints: [
        msg`Salıncağa bindiğinde nasıl hareket ettiğini gözünün önüne getir.`,
        msg`Salıncak bir yere gidip kalmaz, aynı iki nokta arasında ileri geri gidip gelir. Saat sarkacının hareketini de düşün.`,
      ],
    },
    {
      id: 'stop-ball',
      prompt: msg`Kaleci kendisine gelen topu tutarak durduruyor. Bu olay kuvvetin hangi etkisini gösterir?`,
      options: [msg`Duran cismi hareket ettirme`, msg`Hareket eden cismi durdurma`, msg`Cismin rengini değiştirme`],
      correctIndex: 1,
      explanation: msg`Kaleci topa kuvvet uygulayarak hareket eden topu durdurur.`,
      hints: [
        msg`Top kaleciye gelirken duruyor mu, hareket ediyor mu?`,
        msg`Kaleci topu tuttuktan sonra top ne yapıyor? Topun hareketini önce ve sonra karşılaştır.`,
      ],
    },
    {
      id: 'carpet-harder',
      prompt: msg`Aynı kutu hangisinde en zor itilir?`,
      options: [msg`Buzlu zeminde`, msg`Parlak parkede`, msg`Kalın halıda`],
      correctIndex: 2,
      explanation: msg`Halı pürüzlüdür ve harekete en çok karşı koyar. Bu yüzden kutuyu halıda itmek için daha büyük bir kuvvet gerekir.`,
      hints: [
        msg`Deneyde kitaplı kutuyu iki farklı zeminde ittin. Hangisinde daha çok zorlandın?`,
        msg`Pürüzlü zeminler harekete daha çok karşı koyar. Seçeneklerdeki zeminlerden hangisi en pürüzlü?`,
      ],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Kutuyu it!`,
    instructions: msg`Bir zemin ve kutu seç, itme kuvvetini kaydırıcıyla ayarla ve “Kutuyu it” düğmesine bas. Kutu hangi zeminlerde daha küçük bir itmeyle hareket ediyor?`,
    simulation: 'friction-ramp',
  },
  worksheet: {
    title: msg`İtme ve Çekme Çalışma Sayfası`,
    instructions: msg`Deneydeki gözlemlerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Evde ittiğin üç şey ve çektiğin üç şey yaz.`, lines: 3 },
      { prompt: msg`Dönen, sallanan ve yuvarlanan birer varlık yaz.`, lines: 2 },
      { prompt: msg`Kitaplı kutuyu halıda itmek neden daha zordu?`, lines: 2 },
    ],
    table: {
      caption: msg`Kutuyu hareket ettirdim`,
      columns: [msg`Ne yaptım?`, msg`Zemin`, msg`Kolay mı, zor mu?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Palamut Sandığı`,
    paragraphs: [
      msg`Sincap Fındık, kış için topladığı palamutları bir tahta sandığa doldurdu. Sandığı yuvasının önüne taşıması gerekiyordu.`,
      msg`Önce sandığı arkasından itti. Çimenlerin üzerinde sandık zorlukla ilerledi. Fındık nefes nefese kaldı. Kardeşi Çıtır sandığa bir ip bağladı ve önden çekmeye başladı. İkisi birlikte uğraşınca sandık kolayca hareket etti.`,
      msg`Derenin donmuş kıyısına gelince iş çok kolaylaştı. Buzun üzerinde küçük bir itiş bile sandığı kaydırıyordu! Sandık o kadar hızlandı ki Çıtır onu tutup durdurmak zorunda kaldı.`,
      msg`“Gördün mü?” dedi Fındık. “İtince de çekince de kuvvet uyguluyoruz. Kuvvet sandığı hareket ettiriyor, gerektiğinde de durduruyor. Pürüzlü çimende daha çok kuvvet, kaygan buzda daha az kuvvet gerekiyor.”`,
    ],
    lesson: msg`İtme ve çekme birer kuvvettir. Kuvvet duran cisimleri hareket ettirir, hareket eden cisimleri durdurabilir. Pürüzlü zeminde bir cismi hareket ettirmek için daha büyük kuvvet gerekir.`,
  },
};
