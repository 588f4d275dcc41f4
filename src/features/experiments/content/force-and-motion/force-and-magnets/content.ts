import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Hamuru sıkınca şekli değişir. Topa vurunca top hızlanır ya da yön değiştirir. Buzdolabı süsü kapıya yapışır. Bunların hepsinde bir kuvvet iş başındadır.`,
    sections: [
      {
        heading: msg`Kuvvet şekli değiştirebilir`,
        paragraphs: [
          msg`Oyun hamurunu sıkınca, süngeri bastırınca, balonu şişirince şekilleri değişir. Kuvvet cisimlerin şeklini değiştirebilir.`,
          msg`Sünger ve yay gibi bazı cisimler kuvvet kalkınca eski şekline döner. Oyun hamuru ve ezilen bir kutu ise eski şekline dönmez; şekilleri kalıcı olarak değişir.`,
        ],
      },
      {
        heading: msg`Kuvvet hızı ve yönü değiştirebilir`,
        paragraphs: [
          msg`Duran bir topa vurursan top harekete geçer. Yuvarlanan topa arkasından hafifçe vurursan hızlanır. Önüne elini koyarsan yavaşlar ya da durur.`,
          msg`Futbolcu kendisine gelen topa kafa vurunca top başka bir tarafa gider. Kuvvet, hareket eden bir cismin yönünü de değiştirebilir.`,
        ],
      },
      {
        heading: msg`Mıknatıs ve kutupları`,
        paragraphs: [
          msg`Mıknatıs, bazı maddeleri kendine doğru çeken cisimdir. Mıknatısın çekme etkisinin en güçlü olduğu uçlarına kutup denir. Her mıknatısın bir kuzey (N) ve bir güney (S) kutbu vardır.`,
          msg`İki mıknatısın aynı kutuplarını yaklaştırırsan birbirlerini iterler. Farklı kutuplarını yaklaştırırsan birbirlerini çekerler. Mıknatıs cisimlere dokunmadan da kuvvet uygulayabilir.`,
        ],
      },
      {
        heading: msg`Mıknatıs neleri çeker?`,
        paragraphs: [
          msg`Mıknatıs demir, nikel ve kobalt gibi maddeleri ve bunları içeren cisimleri çeker: ataş, çivi, raptiye ve konserve kutusu gibi. Ama her metali çekmez: alüminyum folyo ve bakır tel mıknatısa yapışmaz. Tahta, plastik, cam ve kâğıdı da çekmez. Bazı paslanmaz çelik kaşıklar da mıknatısa yapışmaz; bir cismin çekilip çekilmediğini en iyi deneyerek anlarız.`,
          msg`Mıknatıslar günlük yaşamda çok işimize yarar. Buzdolabı kapısının lastiğinde, çanta kapaklarında, pusulanın iğnesinde ve hurdalıkta demirleri ayıran vinçlerde mıknatıs vardır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kuvvet`, definition: msg`Cisimlerin şeklini, hızını ya da hareket yönünü değiştirebilen itme veya çekme.` },
      { term: msg`Hareket yönü`, definition: msg`Hareket eden bir cismin gittiği taraf.` },
      { term: msg`Mıknatıs`, definition: msg`Demir, nikel ve kobalt gibi maddeleri kendine çeken cisim.` },
      { term: msg`Kutup`, definition: msg`Mıknatısın çekme etkisinin en güçlü olduğu uçları: kuzey (N) ve güney (S).` },
    ],
  },
  procedure: {
    goal: msg`Kuvvetin cisimlerin şeklini, hızını ve yönünü nasıl değiştirdiğini gözlemlemek ve mıknatısın hangi maddeleri çektiğini bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Oyun hamuru`, quantity: msg`1 avuç` },
      { name: msg`Bulaşık süngeri`, quantity: msg`1 tane` },
      { name: msg`Tenis topu ya da küçük plastik top`, quantity: msg`1 tane` },
      { name: msg`Kutupları işaretli çubuk mıknatıs`, quantity: msg`2 tane` },
      {
        name: msg`Test edilecek cisimler: ataş, demir vida, alüminyum folyo, bakır tel, tahta kalem, plastik kapak, cam bilye, kâğıt`,
        quantity: msg`1’er tane`,
      },
      { name: msg`İnce karton`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Mıknatısları telefon, tablet, bilgisayar ve banka kartlarından uzak tut; onlara zarar verebilir.`,
      msg`Mıknatısları ve bilyeleri asla ağzına alma. Küçük mıknatıslar yutulursa çok tehlikelidir; küçük kardeşlerinin ulaşamayacağı yerde sakla.`,
      msg`Vida ve bakır tel gibi sivri uçlu cisimleri dikkatle tut.`,
      msg`Topu arkadaşının yüzüne doğru atma; geniş ve boş bir yerde çalış.`,
    ],
    steps: [
      msg`Oyun hamurundan bir top yap. Önce avucunla bastır, sonra iki parmağınla sık. Şekline ne olduğunu gözle ve tabloya yaz.`,
      msg`Süngeri parmağınla bastır, sonra bırak. Kuvvet kalkınca süngerin ve hamurun ne yaptığını karşılaştır.`,
      msg`Topu yerde yavaşça yuvarla. Arkadaşın topun yanında yürüyerek onu arkasından hafifçe itsin. Top hızlandı mı, yavaşladı mı? Sonra topu arkadaşına doğru yuvarla; arkadaşın topun önüne elini koysun. Bu kez ne oldu?`,
      msg`Topu yeniden yuvarla. Bu kez arkadaşın topa yandan hafifçe vursun. Topun gittiği yön değişti mi?`,
      msg`Mıknatısı sırayla her cisme yaklaştır. Çekilen cisimleri bir yana, çekilmeyenleri öbür yana ayır ve tabloya yaz.`,
      msg`Ataşı kartonun üstüne koy. Mıknatısı kartonun altında yavaşça gezdir ve ataşı izle.`,
      msg`İki mıknatısın önce aynı kutuplarını (N ile N), sonra farklı kutuplarını (N ile S) birbirine yaklaştır. Ellerinde ne hissettiğini yaz.`,
    ],
    observations: [
      msg`Hangi cisimler kuvvet kalkınca eski şekline döndü, hangileri dönmedi?`,
      msg`Yuvarlanan topa uyguladığın kuvvet topun hızını ve yönünü nasıl değiştirdi?`,
      msg`Mıknatıs hangi cisimleri çekti? Çekilenlerin hepsi metal miydi? Her metal çekildi mi?`,
      msg`Aynı kutuplar ve farklı kutuplar yaklaşınca ne oldu?`,
    ],
    conclusion: msg`Kuvvet cisimlerin şeklini değiştirebilir. Hareket eden cisimleri hızlandırabilir, yavaşlatabilir ve yönlerini değiştirebilir. Mıknatıs demir, nikel ve kobalt içeren cisimleri çeker; her metali çekmez. Mıknatısın aynı kutupları birbirini iter, farklı kutupları birbirini çeker. Mıknatıs, ince bir kartonun arkasından bile dokunmadan çekebilir.`,
  },
  questions: [
    {
      id: 'dough-shape',
      prompt: msg`Oyun hamurunu avucunda sıktığında hamurun neyi değişir?`,
      options: [msg`Rengi`, msg`Şekli`, msg`Kokusu`],
      correctIndex: 1,
      explanation: msg`Sıkmak bir kuvvettir. Kuvvet hamurun şeklini değiştirir; rengi ve kokusu aynı kalır.`,
      hints: [msg`Deneyde hamuru sıktıktan sonra ona baktığında ne farklıydı?`, msg`Sıkmadan önce hamur top gibiydi. Sıktıktan sonra hâlâ top gibi miydi?`],
    },
    {
      id: 'header-direction',
      prompt: msg`Futbolcu kendisine gelen topa kafa vuruyor, top başka bir tarafa gidiyor. Kuvvet topun neyini değiştirmiştir?`,
      options: [msg`Rengini`, msg`Şeklini kalıcı olarak`, msg`Hareket yönünü`],
      correctIndex: 2,
      explanation: msg`Top geldiği yöne değil, başka bir tarafa gitti. Kuvvet, hareket eden bir cismin yönünü değiştirebilir. Top kafaya çarparken biraz ezilse de hemen eski şekline döner.`,
      hints: [msg`Top kafaya çarpmadan önce nereye gidiyordu, sonra nereye gitti?`, msg`Top sonra da aynı renkte ve yuvarlak. Peki değişen ne?`],
    },
    {
      id: 'magnet-attracts',
      prompt: msg`Aşağıdakilerden hangisini mıknatıs çeker?`,
      options: [msg`Alüminyum folyo`, msg`Tahta kalem`, msg`Cam bilye`, msg`Demir vida`],
      correctIndex: 3,
      explanation: msg`Mıknatıs demir içeren cisimleri çeker. Alüminyum bir metaldir ama mıknatıs onu çekmez. Tahta ve cam da çekilmez.`,
      hints: [
        msg`Deneyde mıknatısı her cisme yaklaştırıp onları iki gruba ayırdın. Hangileri mıknatısa yapışmıştı?`,
        msg`Mıknatıs her metali çekmez. Seçeneklerdeki iki metalden hangisinin deneyde çekildiğini düşün.`,
      ],
    },
    {
      id: 'same-poles',
      prompt: msg`İki mıknatısın kuzey (N) kutuplarını birbirine yaklaştırırsan ne olur?`,
      options: [msg`Birbirlerini iterler.`, msg`Birbirlerini çekerler.`, msg`Hiçbir şey olmaz.`],
      correctIndex: 0,
      explanation: msg`N ile N aynı kutuptur. Mıknatısların aynı kutupları birbirini iter, farklı kutupları birbirini çeker.`,
      hints: [
        msg`Deneyde iki mıknatısı N ile N gelecek şekilde yaklaştırdığında ellerin ne hissetti?`,
        msg`N ile N aynı kutup mu, farklı kutup mu? Aynı kutupların ne yaptığını Konu Anlatımı’nda hatırla.`,
      ],
    },
    {
      id: 'through-card',
      prompt: msg`Bir ataş, ince bir kartonun üstünde duruyor. Mıknatısı kartonun altında gezdirirsen ne olur?`,
      options: [msg`Ataş yerinde kıpırdamadan durur.`, msg`Karton mıknatısa yapışır.`, msg`Ataş mıknatısın peşinden kartonun üstünde kayar.`],
      correctIndex: 2,
      explanation: msg`Mıknatıs cisimlere dokunmadan da kuvvet uygular. Bu kuvvet ince kartonun içinden geçerek ataşa ulaşır. Bu yüzden ataş mıknatısın peşinden gider.`,
      hints: [msg`Mıknatısın bir cismi çekmesi için ona değmesi gerekir mi?`, msg`Karton kâğıttan yapılır. Mıknatıs kâğıdı çeker mi? Peki ataşı?`],
    },
    {
      id: 'slow-down',
      prompt: msg`Sana doğru yuvarlanan bir topun önüne elini koyup hafifçe bastırırsan top ne olur?`,
      options: [msg`Daha da hızlanır.`, msg`Yavaşlar ya da durur.`, msg`Rengi değişir.`],
      correctIndex: 1,
      explanation: msg`Topun gidişine karşı uygulanan kuvvet onu yavaşlatır; kuvvet yeterince büyükse topu durdurur. Topu arkasından itseydin hızlanırdı.`,
      hints: [
        msg`Elin topu, topun gittiği yönde mi itiyor, tersine mi?`,
        msg`Deneyde arkadaşın topu arkasından ittiğinde ne olmuştu? Şimdi bunun tersini düşün.`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Mıknatıs çeker mi?`,
    instructions: msg`Bir cisme dokun, sonra doğru kutuya dokun. İstersen cismi sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'attracted', label: msg`Mıknatıs çeker` },
      { id: 'not-attracted', label: msg`Mıknatıs çekmez` },
    ],
    items: [
      { id: 'paper-clip', label: msg`Ataş`, emoji: '📎', categoryId: 'attracted', explanation: msg`Ataş çelikten yapılır; çeliğin içinde demir vardır.` },
      { id: 'screw', label: msg`Demir vida`, emoji: '🔩', categoryId: 'attracted', explanation: msg`Demirden yapılan vida mıknatısa hemen yapışır.` },
      { id: 'tin-can', label: msg`Konserve kutusu`, emoji: '🥫', categoryId: 'attracted', explanation: msg`Konserve kutuları demir içeren çelikten yapılır.` },
      {
        id: 'pushpin',
        label: msg`Raptiye`,
        emoji: '📌',
        categoryId: 'attracted',
        explanation: msg`Raptiyenin sivri ucu çeliktendir, bu yüzden mıknatıs onu çeker.`,
      },
      {
        id: 'drink-can',
        label: msg`Alüminyum içecek kutusu`,
        emoji: '🥤',
        categoryId: 'not-attracted',
        explanation: msg`Alüminyum bir metaldir ama mıknatıs onu çekmez.`,
      },
      { id: 'gold-ring', label: msg`Altın yüzük`, emoji: '💍', categoryId: 'not-attracted', explanation: msg`Altın da bir metaldir, ama mıknatısa yapışmaz.` },
      { id: 'pencil', label: msg`Tahta kalem`, emoji: '✏️', categoryId: 'not-attracted', explanation: msg`Tahta mıknatıs tarafından çekilmez.` },
      { id: 'ruler', label: msg`Plastik cetvel`, emoji: '📏', categoryId: 'not-attracted', explanation: msg`Plastik mıknatıs tarafından çekilmez.` },
      { id: 'glass', label: msg`Cam bardak`, emoji: '🥛', categoryId: 'not-attracted', explanation: msg`Cam mıknatıs tarafından çekilmez.` },
    ],
  },
  worksheet: {
    title: msg`Kuvvet ve Mıknatıs Çalışma Sayfası`,
    instructions: msg`Deneyde gözlediklerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Kuvvetin bir cismin şeklini değiştirdiği iki örnek yaz.`, lines: 2 },
      { prompt: msg`Yuvarlanan bir topu hızlandırmak, yavaşlatmak ve yönünü değiştirmek için ne yaparsın?`, lines: 3 },
      { prompt: msg`Mıknatısın çekmediği bir metal yaz. Bunu nasıl anladın?`, lines: 2 },
      { prompt: msg`Evinde mıknatıs kullanılan iki yer yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Mıknatıs testi`,
      columns: [msg`Cisim`, msg`Hangi maddeden yapılmış?`, msg`Mıknatıs çekti mi?`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık ve Kayıp İğneler`,
    paragraphs: [
      msg`Sincap Fındık’ın büyükannesi yuvada yeni bir yelek dikiyordu. Birden iğne kutusu devrildi. Toplu iğneler kuru yaprakların arasına saçıldı.`,
      msg`“Hepsini tek tek nasıl bulacağız?” dedi kardeşi Çıtır. Fındık çekmeceden kırmızı bir mıknatıs çıkardı ve yaprakların üstünde gezdirdi. Tık, tık, tık! İğneler birer birer mıknatısa yapıştı.`,
      msg`Çıtır da denemek istedi. Mıknatısı bir palamuta, bir yaprağa ve büyükannenin bakır düğmesine yaklaştırdı. Hiçbiri kıpırdamadı. “Mıknatıs her şeyi çekmez,” dedi Fındık. “İğneler çelikten, içlerinde demir var. Bakırı ise çekmez.”`,
      msg`Sonra ikisi bahçeye çıkıp top oynadı. Fındık topa vurunca top hızlandı. Çıtır ayağıyla topu durdurdu, sonra yandan vurup yönünü değiştirdi. Top bir ağaca çarpıp biraz ezildi ama hemen eski şekline döndü.`,
      msg`Akşam büyükanne yeleği bitirdi. “Bugün kuvvetin her yerde olduğunu gördünüz,” dedi gülümseyerek. “Kimi zaman ayağınızda, kimi zaman dokunmadan çeken bir mıknatısta.”`,
    ],
    lesson: msg`Kuvvet cisimlerin şeklini, hızını ve yönünü değiştirebilir. Mıknatıs demir içeren cisimleri dokunmadan bile çeker, ama her metali çekmez.`,
  },
};
