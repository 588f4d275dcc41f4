import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Büyümek, koşup oynamak, ders çalışmak ve hastalıklardan korunmak için vücudumuzun enerjiye ve yapı taşlarına ihtiyacı vardır. Bunların hepsini yediğimiz besinlerden alırız.`,
    sections: [
      {
        heading: msg`Enerji veren besin içerikleri`,
        paragraphs: [
          msg`Besinlerin içinde vücudumuzun ihtiyaç duyduğu maddeler bulunur. Bunlara besin içerikleri denir: karbonhidratlar, yağlar, proteinler, vitaminler, su ve mineraller.`,
          msg`Karbonhidratlar vücudumuzun en önemli enerji kaynağıdır. Ekmek, makarna, pirinç, bulgur ve patates karbonhidrat bakımından zengindir. Nişasta ve şeker birer karbonhidrattır.`,
          msg`Yağlar da enerji verir. Fazlası deri altında depolanır ve vücut sıcaklığımızın korunmasına yardım eder. Zeytinyağı, tereyağı ve zeytin yağ bakımından zengindir.`,
        ],
      },
      {
        heading: msg`Büyüten ve koruyan besin içerikleri`,
        paragraphs: [
          msg`Proteinler büyümemizi ve yaralarımızın onarılmasını sağlar; vücudumuzun yapı taşlarıdır. Et, balık, yumurta, süt, peynir, kuru fasulye ve mercimek protein bakımından zengindir.`,
          msg`Vitaminler vücudumuzun düzenli çalışmasına yardım eder ve bizi hastalıklara karşı korur. Taze meyve ve sebzeler vitamin bakımından zengindir.`,
          msg`Su ve mineraller bütün besinlerde az ya da çok bulunur. Vücudumuzun büyük bölümü sudan oluşur. Kalsiyum gibi mineraller kemiklerimizin ve dişlerimizin sağlam olmasını sağlar.`,
        ],
      },
      {
        heading: msg`Dengeli beslenme`,
        paragraphs: [
          msg`Hiçbir besin tek başına vücudumuzun bütün ihtiyaçlarını karşılamaz. Her besin içeriğinden yaşımıza uygun miktarda almaya dengeli beslenme denir.`,
          msg`Çok şekerli ve yağlı yiyecekler yemek ve az hareket etmek sağlığımızı bozar. Az ya da hep aynı şeyleri yemek de büyümemizi yavaşlatır. Bol su içmeli ve kahvaltıyı atlamamalıyız.`,
        ],
      },
      {
        heading: msg`Taze besinler ve etiketler`,
        paragraphs: [
          msg`Taze ve doğal besinler besin içeriklerini daha iyi korur. Mevsiminde yetişen meyve ve sebzeleri iyice yıkayarak yemeliyiz.`,
          msg`Paketli bir besini almadan önce etiketini okumalıyız. Etikette içindekiler, enerji, yağ, şeker ve tuz miktarları ile son tüketim tarihi yazar. Tarihi geçmiş, paketi şişmiş ya da yırtılmış besinleri tüketmemeliyiz.`,
        ],
      },
    ],
    keyTerms: [
      {
        term: msg`Besin içeriği`,
        definition: msg`Besinlerde bulunan ve vücudumuzun ihtiyaç duyduğu madde: karbonhidrat, yağ, protein, vitamin, su ve mineral.`,
      },
      { term: msg`Karbonhidrat`, definition: msg`Vücudun en önemli enerji kaynağı olan besin içeriği; nişasta ve şeker birer karbonhidrattır.` },
      { term: msg`Protein`, definition: msg`Büyümeyi ve vücudun onarılmasını sağlayan besin içeriği.` },
      { term: msg`Yağ`, definition: msg`Enerji veren, fazlası deri altında depolanan besin içeriği.` },
      { term: msg`Vitamin`, definition: msg`Vücudun düzenli çalışmasına yardım eden ve hastalıklara karşı koruyan besin içeriği.` },
      { term: msg`Dengeli beslenme`, definition: msg`Her besin içeriğinden yaşa uygun miktarda almak.` },
    ],
  },
  procedure: {
    goal: msg`Bazı besinlerde su, yağ ve nişasta bulunup bulunmadığını basit testlerle bulmak ve besin etiketlerini okumak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kahverengi kese kâğıdı`, quantity: msg`1 tane` },
      {
        name: msg`Test edilecek besinler: çiğ patates, ekmek, haşlanmış pirinç, salatalık, haşlanmış yumurta akı, peynir, zeytin (öğretmen önceden küçük parçalara keser)`,
        quantity: msg`Küçük birer parça`,
      },
      {
        name: msg`Seyreltik iyot çözeltisi: okul laboratuvarındaki Lugol çözeltisi ya da eczaneden alınan povidon iyotlu antiseptik solüsyonun 1 ölçüsüne 10 ölçü su katılmış hâli (alkollü tentürdiyot kullanılmaz; çözeltiyi yalnızca öğretmen hazırlar ve damlatır)`,
        quantity: msg`Küçük, kapaklı bir kapta birkaç mililitre`,
      },
      { name: msg`Damlalık`, quantity: msg`1 tane` },
      { name: msg`Beyaz plastik tabak`, quantity: msg`2 tane` },
      { name: msg`Etiketi olan paketli besinler (süt kutusu, bisküvi paketi gibi)`, quantity: msg`2 tane` },
      { name: msg`Öğretmen için tek kullanımlık eldiven; öğrenciler için kalem ve çalışma sayfası`, quantity: msg`Birer tane` },
    ],
    safety: [
      msg`Deneydeki besinlerin hiçbirini tatma. Deneyden sonra hepsi çöpe atılır.`,
      msg`İyot çözeltisini yalnızca öğretmen eldivenle damlatır; sen şişeye ve iyot damlatılmış besinlere dokunma. Çözelti yutulursa zararlıdır, gözü yakar, eli ve giysiyi boyar. Gözüne ya da ağzına gelirse hemen öğretmenine haber ver; göz bol suyla yıkanır.`,
      msg`İyota alerjisi olan arkadaşlar iyot testinden uzak durur. Tabaklar deneyden sonra bol suyla yıkanır.`,
      msg`Fındık, fıstık gibi alerji yapabilecek besinleri kullanmayın. Öğretmeniniz sınıfta besin alerjisi olan arkadaşlarınızı önceden sorar; yumurtaya ya da süt ürünlerine alerjisi olan arkadaşlar bu besinlere dokunmaz.`,
      msg`Deney bitince masayı sil ve ellerini sabunla yıka.`,
    ],
    steps: [
      msg`Kese kâğıdını yedi kareye böl. Her karenin altına bir besinin adını yaz.`,
      msg`Her besini kendi karesine iyice sürt, sonra kaldır. Kâğıdı 10 dakika kurumaya bırak.`,
      msg`Bu sırada besinlerden birer parçayı tabaklara diz. Öğretmenin her birinin üstüne bir damla iyot çözeltisi damlatsın.`,
      msg`Bir dakika bekle ve damlanın rengine bak. Renk koyu maviye ya da siyaha döndüyse besinde nişasta vardır. Turuncu-kahverengi kaldıysa nişasta yoktur ya da çok azdır. Sonucu tabloya yaz.`,
      msg`Kese kâğıdını ışığa tut. Kurudukça kaybolan ıslak izler su olduğunu gösterir. Kuruduktan sonra da kalan, ışığı geçiren lekeler yağ olduğunu gösterir. Sonuçları tabloya yaz.`,
      msg`Paketli besinlerin etiketlerini oku. Enerji, karbonhidrat, yağ, protein ve tuz miktarlarını ve son tüketim tarihini bul.`,
      msg`Tablona bakarak her besinin hangi besin içeriği bakımından zengin olduğunu arkadaşlarınla tartış.`,
    ],
    observations: [
      msg`Hangi besinlerde iyot damlası koyu maviye döndü?`,
      msg`Kâğıtta hangi besinler kalıcı bir yağ lekesi bıraktı?`,
      msg`Hangi besinler kurudukça kaybolan ıslak izler bıraktı?`,
      msg`Etiketlerde hangi besin içerikleri yazıyordu?`,
    ],
    conclusion: msg`Patates, ekmek ve pirinç nişasta bakımından zengindir; nişasta bize enerji veren bir karbonhidrattır. Zeytin ve peynir kâğıtta yağ lekesi bırakır. Salatalık gibi sebzeler bol su içerir. Testlerin hiçbiri tek bir besinde bütün içerikleri göstermedi. Bu yüzden her besin içeriğinden yeterli miktarda yiyerek dengeli beslenmeliyiz.`,
  },
  questions: [
    {
      id: 'iodine-result',
      prompt: msg`Öğretmen bir besinin üstüne iyot çözeltisi damlattı ve damla koyu maviye döndü. Bu besin hangisi olabilir?`,
      options: [msg`Yumurta akı`, msg`Patates`, msg`Salatalık`, msg`Peynir`],
      correctIndex: 1,
      explanation: msg`İyot çözeltisi nişastayla koyu mavi-siyah renk verir. Patates nişasta bakımından zengindir. Yumurta akı ve peynir protein, salatalık ise bol su içerir.`,
      hints: [msg`Deneyde koyu mavi renk hangi besin içeriğini gösteriyordu?`, msg`Nişasta çoğunlukla tahıllarda ve bazı toprak altı sebzelerinde bulunur.`],
    },
    {
      id: 'protein-role',
      prompt: msg`Büyümemizi ve yaralarımızın onarılmasını sağlayan besin içeriği hangisidir?`,
      options: [msg`Karbonhidrat`, msg`Yağ`, msg`Protein`, msg`Su`],
      correctIndex: 2,
      explanation: msg`Proteinler vücudumuzun yapı taşlarıdır; büyümemizi ve yaraların onarılmasını sağlar. Et, balık, yumurta, süt ve kuru baklagiller protein bakımından zengindir.`,
      hints: [msg`Bu besin içeriği et, yumurta, süt ve mercimekte boldur.`, msg`Vücudumuzu bir binaya benzet: onun tuğlaları hangi besin içeriğidir?`],
    },
    {
      id: 'paper-test',
      prompt: msg`Kâğıda sürülen iki besinden birinin izi kuruyunca kayboldu, diğeri ışığı geçiren kalıcı bir leke bıraktı. Kalıcı lekeyi bırakan besin neyce zengindir?`,
      options: [msg`Yağ`, msg`Su`, msg`Nişasta`],
      correctIndex: 0,
      explanation: msg`Su buharlaşıp gider, bu yüzden ıslak iz kaybolur. Yağ buharlaşmaz ve kâğıtta ışığı geçiren bir leke bırakır.`,
      hints: [
        msg`Kurudukça kaybolan iz, buharlaşıp giden bir maddeden gelir.`,
        msg`Kaybolmayan leke buharlaşmayan bir maddeden gelir. Kızartma yapılan bir tavayı düşün.`,
      ],
    },
    {
      id: 'water-minerals',
      prompt: msg`Su ve mineraller hakkında hangisi doğrudur?`,
      options: [
        msg`Yalnızca içme suyunda bulunurlar.`,
        msg`Vücudumuz için gerekli değildirler.`,
        msg`Yalnızca meyvelerde bulunurlar.`,
        msg`Bütün besinlerde az ya da çok bulunurlar.`,
      ],
      correctIndex: 3,
      explanation: msg`Su ve mineraller bütün besinlerde az ya da çok bulunur. Vücudumuzun büyük bölümü sudur; mineraller de kemik ve dişlerimizi sağlam tutar.`,
      hints: [msg`Kâğıt testinde ıslak iz bırakan besinleri hatırla.`, msg`Domatesi, ekmeği, peyniri düşün: içlerinde hiç su yok mu?`],
    },
    {
      id: 'balanced-meal',
      prompt: msg`Hangi öğün dengeli beslenmeye en uygun örnektir?`,
      options: [
        msg`Patates kızartması, beyaz ekmek ve gazoz`,
        msg`Kuru fasulye, bulgur pilavı, salata ve ayran`,
        msg`Pasta, çikolata ve meyve suyu`,
        msg`Yalnızca bir tabak makarna`,
      ],
      correctIndex: 1,
      explanation: msg`Kuru fasulye protein, bulgur karbonhidrat, salata vitamin ve mineral, ayran protein ve kalsiyum verir. Farklı besin içeriklerini birlikte içeren bu öğün dengelidir.`,
      hints: [
        msg`Dengeli bir öğünde tek bir besin içeriği değil, farklı içerikler bulunur.`,
        msg`Her seçenekte protein, sebze ve süt ürünü olup olmadığına bak.`,
      ],
    },
    {
      id: 'expiry-date',
      prompt: msg`Paketli bir besinin son tüketim tarihi geçmişse ne yapmalıyız?`,
      options: [msg`Hemen tüketmeliyiz.`, msg`Tüketmemeliyiz.`, msg`Tadına bakıp karar vermeliyiz.`],
      correctIndex: 1,
      explanation: msg`Son tüketim tarihi, besinin hangi güne kadar güvenle yenebileceğini gösterir. Bozulmuş bir besin her zaman kötü kokmaz ya da kötü görünmez; tadına bakmak da bizi hasta edebilir.`,
      hints: [
        msg`Son tüketim tarihi, besinin hangi güne kadar güvenle yenebileceğini gösterir.`,
        msg`Bozulmuş besinler her zaman kötü kokmaz ya da kötü görünmez.`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hangi besin içeriğince zengin?`,
    instructions: msg`Her besine dokun, sonra en çok hangi besin içeriğini taşıdığını gösteren kutuya dokun.`,
    categories: [
      { id: 'carbohydrate', label: msg`Karbonhidrat (enerji verir)` },
      { id: 'protein', label: msg`Protein (büyütür, onarır)` },
      { id: 'fat', label: msg`Yağ (enerji verir, ısı kaybını azaltır)` },
      { id: 'vitamin', label: msg`Vitamin (hastalıklardan korur)` },
    ],
    items: [
      {
        id: 'bread',
        label: msg`Ekmek`,
        emoji: '🍞',
        categoryId: 'carbohydrate',
        explanation: msg`Ekmek buğday unundan yapılır ve nişasta bakımından zengindir.`,
      },
      {
        id: 'pasta',
        label: msg`Makarna`,
        emoji: '🍝',
        categoryId: 'carbohydrate',
        explanation: msg`Makarna da undan yapılır; bize bol enerji veren nişasta içerir.`,
      },
      { id: 'egg', label: msg`Yumurta`, emoji: '🥚', categoryId: 'protein', explanation: msg`Yumurta, özellikle akı, protein bakımından çok zengindir.` },
      { id: 'fish', label: msg`Balık`, emoji: '🐟', categoryId: 'protein', explanation: msg`Balık eti bize büyümek için gereken proteini verir.` },
      { id: 'beans', label: msg`Kuru fasulye`, emoji: '🫘', categoryId: 'protein', explanation: msg`Kuru baklagiller bitkisel protein bakımından zengindir.` },
      {
        id: 'olive-oil',
        label: msg`Zeytinyağı`,
        emoji: '🫒',
        categoryId: 'fat',
        explanation: msg`Zeytinyağı zeytinlerin sıkılmasıyla elde edilen bir yağdır.`,
      },
      { id: 'butter', label: msg`Tereyağı`, emoji: '🧈', categoryId: 'fat', explanation: msg`Tereyağı sütün yağından yapılır.` },
      {
        id: 'orange',
        label: msg`Portakal`,
        emoji: '🍊',
        categoryId: 'vitamin',
        explanation: msg`Portakal C vitamini bakımından zengindir ve bizi hastalıklara karşı korur.`,
      },
      {
        id: 'carrot',
        label: msg`Havuç`,
        emoji: '🥕',
        categoryId: 'vitamin',
        explanation: msg`Havuç A vitamini bakımından zengindir; göz sağlığımıza iyi gelir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Besin Testleri Çalışma Sayfası`,
    instructions: msg`Testlerin sonuçlarını tabloya yaz. Sonra bir besin etiketini inceleyip soruları cevapla.`,
    tasks: [
      { prompt: msg`Besin içeriklerini ve her birinin vücudumuzdaki görevini yaz.`, lines: 4 },
      { prompt: msg`Dün yediğin öğünleri yaz. Dengeli miydi? Hangi besini eklemelisin?`, lines: 4 },
      { prompt: msg`Bir besin etiketinden enerji, yağ, şeker ve tuz miktarlarını ve son tüketim tarihini yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Besin testi sonuçlarım`,
      columns: [msg`Besin`, msg`İyot damlasının rengi`, msg`Nişasta var mı?`, msg`Kâğıttaki iz (ıslak iz, yağ lekesi, iz yok)`],
      rows: 7,
    },
  },
  story: {
    title: msg`Fındık’ın Piknik Sepeti`,
    paragraphs: [
      msg`Orman okulunda piknik günüydü. Sincap Fındık sepetine yalnızca en sevdiği şeyleri koydu: üç paket bisküvi, bir kavanoz çikolatalı krema ve bir şişe gazoz.`,
      msg`Arkadaşı Tavşan Pamuk’un sepetinde ise tam buğday ekmeği, haşlanmış yumurta, peynir, havuç, elma ve bir şişe ayran vardı. “Senin sepetin rengârenk!” dedi Fındık şaşırarak.`,
      msg`Öğleden sonra koşu yarışı yapıldı. Fındık başta çok hızlıydı ama kısa sürede yoruldu ve karnı yine acıktı. Pamuk ise yarışı keyifle bitirdi.`,
      msg`Baykuş Nine, Fındık’ın bisküvi paketini aldı ve etiketini birlikte okudular. “Bak,” dedi, “bunda bol şeker ve yağ var ama seni büyütecek protein ve hastalıklardan koruyacak vitamin çok az. Hiçbir besin tek başına yetmez.”`,
      msg`Ertesi hafta Fındık’ın sepetinde yumurta, peynir, ekmek, mevsim meyveleri ve bir şişe su vardı. “Artık dengeli besleniyorum,” dedi gururla, “ama bir avuç fındık da olmazsa olmaz!”`,
    ],
    lesson: msg`Hiçbir besin tek başına yeterli değildir; sağlıklı büyümek için her besin içeriğinden yeterli miktarda yiyerek dengeli beslenmeliyiz.`,
  },
};
