import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir gitarın teli, bir davulun derisi, senin ses tellerin… Hepsi titreşerek ses üretir. Peki bu titreşim kulağımıza nasıl ulaşır? Neden bazı sesler ince, bazıları kalındır? Büyük, boş bir salonda bağırınca neden yankı olur?`,
    sections: [
      {
        heading: msg`Ses yayılmak için maddeye ihtiyaç duyar`,
        paragraphs: [
          msg`Ses, titreşen bir kaynaktan çıkar. Kaynağın titreşimi, çevresindeki maddenin taneciklerine aktarılır ve tanecikten taneciğe geçerek her yöne yayılır. Bu yüzden ses katı, sıvı ve gaz ortamlarda yayılır.`,
          msg`Uzay boşluğunda sesi iletecek tanecik yoktur; bu nedenle ses boşlukta yayılamaz. Astronotlar uzayda birbirleriyle telsizle konuşur.`,
          msg`Ses genellikle katılarda en hızlı, sıvılarda daha yavaş, gazlarda en yavaş yayılır. Havada saniyede yaklaşık 340 metre yol alır. Kulağını masaya dayadığında, masanın öbür ucundaki hafif bir tıkırtıyı havadan olduğundan daha iyi duyarsın.`,
        ],
      },
      {
        heading: msg`İnce ses, kalın ses ve sesin şiddeti`,
        paragraphs: [
          msg`Ses kaynağı değişince ses de farklı işitilir. Hızlı titreşen bir kaynak ince, yavaş titreşen bir kaynak kalın ses çıkarır. Gitarın ince ve gergin telleri ince, kalın ve gevşek telleri kalın ses verir.`,
          msg`Su dolu bir bardağa vurunca bardak ve içindeki su birlikte titreşir. Su arttıkça titreşim yavaşlar ve ses kalınlaşır. Şişenin ağzına üflediğinde ise şişenin içindeki hava titreşir; su arttıkça hava azalır ve ses incelir.`,
          msg`Kaynağa daha güçlü vurunca titreşim büyür ve ses daha şiddetli (güçlü) duyulur; kaynaktan uzaklaştıkça şiddet azalır. Dikkat: Günlük dilde “yüksek ses” şiddetli ses anlamında kullanılır; bilimde ise sesin inceliğine ya da kalınlığına “sesin yüksekliği” denir.`,
        ],
      },
      {
        heading: msg`Sesin yansıması ve soğurulması`,
        paragraphs: [
          msg`Ses bir yüzeye çarpınca geri dönebilir; buna sesin yansıması denir. Sert ve düz yüzeyler sesi en iyi yansıtır. Yansıyan ses, ilk sesten ayrı olarak duyulursa buna yankı denir. Bunun için yansıtan yüzey yeterince uzakta olmalıdır (havada en az 17 metre); bu yüzden dağlarda, vadilerde ve büyük, boş salonlarda yankı duyulur. Eşyasız küçük bir odada ise yansıyan sesler ilk sesle karışır ve ses uğultulu duyulur.`,
          msg`Halı, kalın perde, sünger ve yün gibi yumuşak ve gözenekli maddeler sesin büyük kısmını yutar; buna sesin soğurulması denir. Konser salonlarında ve sinemalarda sesin istenen şekilde duyulması için yansıtan ve soğuran yüzeyler birlikte kullanılır. Bu tür düzenlemelere akustik uygulamalar denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Titreşim`, definition: msg`Bir cismin bir denge noktası çevresinde hızla ileri geri hareket etmesi.` },
      { term: msg`Maddesel ortam`, definition: msg`Sesin yayılabildiği katı, sıvı ya da gaz ortam.` },
      { term: msg`Sesin şiddeti`, definition: msg`Sesin güçlü ya da zayıf duyulması; kaynağın titreşiminin büyüklüğüne ve kaynağa olan uzaklığa bağlıdır.` },
      { term: msg`Yankı`, definition: msg`Yansıyan sesin, ilk sesten ayrı olarak yeniden duyulması.` },
      { term: msg`Soğurma`, definition: msg`Sesin çarptığı madde tarafından yutulması.` },
    ],
  },
  procedure: {
    goal: msg`Su dolu bardaklarla bir ksilofon yapıp ses kaynağı değişince sesin nasıl farklı işitildiğini keşfetmek; sesin katı ortamda yayılmasını, yansımasını ve soğurulmasını gözlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Özdeş cam bardak ya da kavanoz`, quantity: msg`6 tane` },
      { name: msg`Su (isteğe bağlı birkaç damla gıda boyası)`, quantity: msg`1 sürahi` },
      { name: msg`Metal çay kaşığı ve tahta kalem`, quantity: msg`1’er tane` },
      { name: msg`Cetvel`, quantity: msg`1 tane` },
      { name: msg`Kâğıt havlu rulosu (boş)`, quantity: msg`2 tane` },
      { name: msg`Tıkırdayan kurmalı saat ya da kısık sesli bir tıkırtı çalan telefon`, quantity: msg`1 tane` },
      { name: msg`Tahta kesme tahtası ve kalın havlu`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Bardaklara kaşıkla yalnızca hafifçe vur; sert vurursan cam çatlayabilir.`,
      msg`Bir bardak kırılırsa parçalara dokunma, hemen öğretmenine haber ver.`,
      msg`Bardaklardaki suyu içme. Dökülen suyu hemen sil; ıslak masa ve zemin kaygandır, telefonu da sudan uzak tut.`,
      msg`Rulonun ucunu kulağının içine sokma ve ses kaynağını kulağına dayama; kulağını yalnızca yaklaştır.`,
    ],
    steps: [
      msg`Altı bardağı yan yana diz. Her birine farklı yükseklikte su koy: ilkine 1 cm, sonrakilere giderek daha fazla; sonuncusunu neredeyse doldur. Su yüksekliklerini cetvelle ölçüp tabloya yaz.`,
      msg`Tahmin et: Hangi bardak en ince, hangisi en kalın sesi çıkaracak? Sonra her bardağa kaşıkla aynı güçte hafifçe vur ve dinle.`,
      msg`Bardakları seslerine göre en inceden en kalına doğru sırala ve sırayı tabloya yaz. Su ekleyip çıkararak basit bir melodi çalmayı dene.`,
      msg`Aynı bardağa önce çok hafif, sonra biraz daha güçlü vur. Sesin inceliği mi değişti, şiddeti mi? Sonra bardağın kenarını parmaklarınla kavrayıp yeniden vur ve farkı dinle.`,
      msg`Kaşık yerine tahta kalemle vur. Vurduğun cisim değişince ses nasıl değişti?`,
      msg`Bir arkadaşın masanın bir ucunu kalemle hafifçe tıklatsın. Önce başını kaldırıp havadan dinle, sonra kulağını masanın öbür ucuna daya. İki durumu karşılaştır.`,
      msg`İki ruloyu masaya, dik duran kesme tahtasına doğru V şeklinde yönelt. Bir rulonun ucuna saati koy, diğer rulonun ucundan dinle. Sonra tahtanın önüne kalın havluyu as ve yeniden dinle.`,
    ],
    observations: [
      msg`Bardaktaki su arttıkça ses nasıl değişti?`,
      msg`Daha güçlü vurunca ne değişti, ne değişmedi? Bardağı kavrayınca ses ne oldu?`,
      msg`Tıkırtıyı masadan mı, havadan mı daha iyi duydun? Havlu asılınca yansıyan ses ne oldu?`,
    ],
    conclusion: msg`Bardağa vurunca bardak ve içindeki su titreşir ve ses oluşur; bardağı kavrayınca titreşim durur ve ses kesilir. Su arttıkça titreşim yavaşlar ve ses kalınlaşır; ses kaynağı değişince ses farklı işitilir. Daha güçlü vurmak sesin inceliğini değiştirmez, şiddetini artırır. Ses katı masada havadakinden daha iyi iletilir. Sert tahta sesi iyi yansıtır, yumuşak havlu ise sesin büyük kısmını soğurur.`,
  },
  questions: [
    {
      id: 'thickest-sound',
      prompt: msg`Dört özdeş cam bardağa farklı yükseklikte su koyup metal kaşıkla vuruyorsun. Hangi bardak en kalın sesi çıkarır?`,
      options: [msg`En az su bulunan bardak`, msg`Yarısına kadar dolu bardak`, msg`En çok su bulunan bardak`, msg`Hepsi aynı sesi çıkarır`],
      correctIndex: 2,
      explanation: msg`Bardağa vurunca bardak ve su birlikte titreşir. Su arttıkça titreşen kütle artar, titreşim yavaşlar ve ses kalınlaşır.`,
      hints: [
        msg`Deneyde bardakları inceden kalına sıralarken su yüksekliklerine bak.`,
        msg`Kalın ses yavaş titreşimle oluşur. Titreşen bardağa su eklemek titreşimi hızlandırır mı, yavaşlatır mı?`,
      ],
    },
    {
      id: 'hit-harder',
      prompt: msg`Aynı bardağa daha güçlü vurduğunda ne değişir?`,
      options: [msg`Sesin şiddeti artar.`, msg`Ses incelir.`, msg`Ses kalınlaşır.`, msg`Sesin havadaki hızı artar.`],
      correctIndex: 0,
      explanation: msg`Daha güçlü vurunca bardak daha büyük titreşir ve ses daha güçlü duyulur. Bardak ve su aynı kaldığı için sesin inceliği değişmez; sesin havadaki hızı da değişmez.`,
      hints: [
        msg`Deneyin 4. adımını hatırla: aynı bardağa hafif ve güçlü vurduğunda ses incelip kalınlaştı mı?`,
        msg`Güçlü vuruş titreşimin hızını mı, büyüklüğünü mü değiştirir?`,
      ],
    },
    {
      id: 'moon-talk',
      prompt: msg`Ay’da iki astronot, kaskları birbirine değmeden bağırarak konuşamaz. Bunun nedeni nedir?`,
      options: [
        msg`Ay’da hava çok soğuktur.`,
        msg`Kasklar sesi geri yansıtır.`,
        msg`Astronotlar birbirinden çok uzakta durur.`,
        msg`Ay’da sesi iletecek hava yoktur.`,
      ],
      correctIndex: 3,
      explanation: msg`Ses, maddenin tanecikleriyle yayılır. Ay’ın yüzeyinde sesi taşıyacak hava yok denecek kadar azdır. Kasklar birbirine değerse ses katı kasklar üzerinden iletilebilir.`,
      hints: [msg`Ses bir yerden bir yere neyin aracılığıyla taşınır?`, msg`Dünya’da bağırınca sesimizi kulağa taşıyan ortam nedir? Ay’da bu ortam var mı?`],
    },
    {
      id: 'solid-medium',
      prompt: msg`Arkadaşın masanın bir ucunu kalemle çok hafifçe tıklatıyor. Tıkırtıyı en iyi hangi durumda duyarsın?`,
      options: [msg`Masadan birkaç adım uzaklaşınca`, msg`Kulağımı masanın öbür ucuna dayayınca`, msg`Başımı kaldırıp havadan dinleyince`],
      correctIndex: 1,
      explanation: msg`Ses katı maddelerde gazlardan daha iyi ve daha hızlı iletilir. Kulağını masaya dayayınca ses, tahta masanın içinden doğrudan kulağına ulaşır.`,
      hints: [msg`Deney Adımları’nın 6. adımında iki durumu karşılaştırmıştın.`, msg`Ses katı, sıvı ve gaz ortamlardan hangisinde daha iyi iletilir?`],
    },
    {
      id: 'cinema-walls',
      prompt: msg`Sinema salonlarının duvarları neden kalın kumaş ve süngerli panellerle kaplanır?`,
      options: [
        msg`Salonu daha aydınlık yapmak için`,
        msg`Sesi daha çok yansıtıp yankı oluşturmak için`,
        msg`Sesi soğurup yankıyı azaltmak için`,
        msg`Sesin hızını artırmak için`,
      ],
      correctIndex: 2,
      explanation: msg`Yumuşak ve gözenekli malzemeler sesin büyük kısmını yutar. Duvarlardan daha az ses yansıdığı için yankı azalır ve film sesi net duyulur.`,
      hints: [msg`Deneyin son adımında tahtanın önüne havlu asınca yansıyan ses ne oldu?`, msg`Yumuşak, gözenekli malzemeler sesi yansıtır mı, yutar mı?`],
    },
    {
      id: 'bottle-twist',
      prompt: msg`Bu kez bardaklardaki gibi farklı yüksekliklerde su bulunan cam şişelerin ağzına üflüyorsun. En çok su bulunan şişe en ince sesi çıkarıyor. Sonuç neden tersine döndü?`,
      options: [
        msg`Şimdi titreşen, şişede suyun üstünde kalan havadır; hava azaldıkça ses incelir.`,
        msg`Üflemek şişedeki suyun miktarını değiştirir.`,
        msg`Şişeler bardaklardan daha sert olduğu için ses hep incedir.`,
      ],
      correctIndex: 0,
      explanation: msg`Kaşıkla vurunca bardak ve su titreşir; su arttıkça ses kalınlaşır. Üfleyince ise şişedeki hava titreşir. Su arttıkça titreşen hava azalır ve ses incelir. Ses kaynağı değiştiği için ses farklı işitilir.`,
      hints: [
        msg`Her iki durumda da sesi çıkaran, yani titreşen şey aynı mı?`,
        msg`Üflediğinde şişenin içinde neyi titreştiriyorsun? Su eklendikçe onun miktarına ne olur?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Yansıtır mı, soğurur mu?`,
    instructions: msg`Her yüzeyi sese yaptığı etkiye göre doğru gruba yerleştir, sonra “Kontrol et” düğmesine bas.`,
    categories: [
      { id: 'reflects', label: msg`Sesi iyi yansıtır` },
      { id: 'absorbs', label: msg`Sesi iyi soğurur` },
    ],
    items: [
      { id: 'marble', label: msg`Mermer zemin`, emoji: '🏛️', categoryId: 'reflects', explanation: msg`Mermer sert ve pürüzsüzdür; sesi geri yansıtır.` },
      { id: 'window', label: msg`Cam pencere`, emoji: '🪟', categoryId: 'reflects', explanation: msg`Cam sert ve düz bir yüzeydir; sesin çoğunu yansıtır.` },
      {
        id: 'concrete',
        label: msg`Sıvasız beton duvar`,
        emoji: '🧱',
        categoryId: 'reflects',
        explanation: msg`Beton sert ve yoğundur; sesi yansıtır, bu yüzden eşyasız odalarda ses uğuldar.`,
      },
      { id: 'metal', label: msg`Metal dolap kapağı`, emoji: '🗄️', categoryId: 'reflects', explanation: msg`Sert metal yüzeyler sesi iyi yansıtır.` },
      { id: 'carpet', label: msg`Yün halı`, emoji: '🧶', categoryId: 'absorbs', explanation: msg`Halının yumuşak, gözenekli lifleri sesi yutar.` },
      {
        id: 'curtain',
        label: msg`Kalın kadife perde`,
        emoji: '🎭',
        categoryId: 'absorbs',
        explanation: msg`Kalın ve kıvrımlı kumaş sesi soğurur; tiyatrolarda bu yüzden kullanılır.`,
      },
      {
        id: 'foam',
        label: msg`Sünger panel`,
        emoji: '🧽',
        categoryId: 'absorbs',
        explanation: msg`Süngerin gözenekleri sesi içine hapseder; stüdyolarda kullanılır.`,
      },
      {
        id: 'quilt',
        label: msg`Yorgan ve yastıklar`,
        emoji: '🛏️',
        categoryId: 'absorbs',
        explanation: msg`Yumuşak yorgan ve yastıklar sesi yutar, odadaki yansımaları azaltır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Su Ksilofonu Çalışma Sayfası`,
    instructions: msg`Bardakların su yüksekliklerini ölç, tahminlerini yaz ve sesleri dinledikten sonra sıralamanı tabloya ekle. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bardaktaki su miktarı ile sesin inceliği arasında nasıl bir ilişki buldun? Titreşimi kullanarak açıkla.`, lines: 3 },
      { prompt: msg`Sesin katı, sıvı ve gaz ortamlarda yayıldığını gösteren birer günlük hayat örneği yaz.`, lines: 3 },
      { prompt: msg`Sınıfında sesin yansımasını ve uğultuyu azaltmak için hangi malzemeleri nereye koyardın? Neden?`, lines: 3 },
    ],
    table: {
      caption: msg`Su ksilofonu gözlemlerim`,
      columns: [msg`Bardak`, msg`Su yüksekliği (cm)`, msg`Tahminim (ince / kalın)`, msg`Sesin sırası (1 = en ince)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Kavanoz Orkestrası`,
    paragraphs: [
      msg`Bahar şenliğine bir hafta kalmıştı ve Sincap Fındık’ın çalacak bir çalgısı yoktu. Ormanda dolaşırken piknikçilerin bıraktığı altı cam kavanoz buldu. İçlerinde farklı yüksekliklerde yağmur suyu birikmişti.`,
      msg`Meraklanıp bir dal parçasıyla kavanozlara hafifçe vurdu. Her biri başka bir ses çıkarıyordu! Neredeyse boş olan en ince, ağzına kadar dolu olan en kalın sesi veriyordu. Fındık suyu ekleyip dökerek notaları ayarladı.`,
      msg`Tavşan Pıtır uzaktan koşarak geldi: “Havadan seni zor duydum ama kulağımı yere dayayınca tıkırtıların çok net geldi!” Fındık gülümsedi: “Ses toprağın içinden de yayılıyor demek.”`,
      msg`Şenlik günü orkestra önce bir mağarada prova yaptı, ama her nota duvarlardan geri dönüp birbirine karıştı. Baykuş Nine mağaranın duvarlarına kalın yosun yastıklar serdi. Yankı azaldı, melodi tertemiz duyuldu.`,
      msg`O akşam Fındık kavanozlarını temizleyip geri dönüşüm kutusuna götürmeden önce son bir şarkı çaldı. Bütün orman onu dinledi.`,
    ],
    lesson: msg`Ses titreşimle oluşur ve yayılmak için maddesel bir ortama ihtiyaç duyar; titreşen kaynak değişince ses farklı işitilir, sert yüzeyler sesi yansıtır, yumuşak yüzeyler soğurur.`,
  },
};
