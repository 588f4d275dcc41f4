import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bahçene çit çekeceksen çevreyi, bahçeye çim ekeceksen alanı bilmen gerekir. Çevre ve alan farklı şeyleri ölçer.`,
    sections: [
      {
        heading: msg`Çevre`,
        paragraphs: [
          msg`Bir şeklin bütün kenarlarının uzunlukları toplamına çevre uzunluğu denir. Kareli kâğıtta çevreyi, şeklin dış kenarındaki birim uzunlukları tek tek sayarak buluruz.`,
          msg`Kenarları 3 ve 2 birim olan bir dikdörtgenin çevresi 3 + 2 + 3 + 2 = 10 birimdir. Karenin dört kenarı eşit olduğundan çevresi, bir kenarının 4 katıdır.`,
        ],
      },
      {
        heading: msg`Alan`,
        paragraphs: [
          msg`Bir şeklin kapladığı yüzeyin ölçüsüne alan denir. Kenar uzunluğu 1 birim olan kareye birim kare denir. Bir şeklin alanı, onu kaplayan birim karelerin sayısıdır.`,
          msg`Kenarları 3 ve 2 birim olan dikdörtgeni 2 sıra, her sırada 3 birim kare kaplar: alanı 6 birim karedir.`,
        ],
      },
      {
        heading: msg`Aynı alan, farklı çevre`,
        paragraphs: [
          msg`6 birim kareyi yan yana tek sıra dizersen çevre 14 birim olur; 2 sıra hâlinde dizersen 10 birim olur. Alan aynı kalır ama çevre değişir.`,
          msg`Kareler birbirine ne kadar çok kenarla değerse çevre o kadar kısalır; kareler uzun bir sıra hâlinde dizilince çevre uzar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çevre uzunluğu`, definition: msg`Bir şeklin bütün kenarlarının uzunlukları toplamı.` },
      { term: msg`Alan`, definition: msg`Bir şeklin kapladığı yüzeyin ölçüsü.` },
      { term: msg`Birim kare`, definition: msg`Kenar uzunluğu 1 birim olan kare; alanı ölçmek için kullanılır.` },
      { term: msg`Birim uzunluk`, definition: msg`Çevreyi ölçmek için kullanılan uzunluk; kareli kâğıtta bir karenin kenarı.` },
    ],
  },
  procedure: {
    goal: msg`Eş büyüklükteki kare kâğıtlarla farklı şekiller oluşturup alanlarını ve çevrelerini karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartondan kesilmiş 3 cm × 3 cm kareler`, quantity: msg`Her gruba 12 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 sayfa` },
      { name: msg`Renkli kalem`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`İp (yaklaşık 50 cm)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Makas`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Makası yalnızca ipi ya da kartonu keserken kullan; keserken parmaklarını kesme çizgisinden uzak tut.`,
      msg`İpi boynuna ya da parmaklarına sıkıca dolama.`,
      msg`Karton kareleri yere düşürdüysen topla; masa ve yer düzenli olsun.`,
    ],
    steps: [
      msg`6 kare al ve yan yana tek sıra hâlinde diz. Kaç kare kullandığını (alan) ve şeklin dış kenarında kaç kare kenarı olduğunu (çevre) say.`,
      msg`Aynı 6 kareyi 2 sıra hâlinde diz. Alanı ve çevreyi yeniden say.`,
      msg`Kareler kenar kenara değecek biçimde, 6 kareyle başka bir şekil kur (örneğin L harfi). Alanını ve çevresini bul.`,
      msg`İpi şeklin çevresine dolaştırarak çevreyi göster; ipi her şekil için işaretleyip uzunlukları karşılaştır.`,
      msg`Bütün şekillerini kareli kâğıda çiz ve altına alanını, çevresini yaz.`,
      msg`Grubunla 12 kareyle çevresi en uzun ve en kısa olan şekilleri bulmaya çalışın.`,
    ],
    observations: [
      msg`6 kareli şekillerinin alanları aynı mıydı? Çevreleri aynı mıydı?`,
      msg`Hangi şeklin çevresi en uzundu? Karelerin dizilişi nasıldı?`,
      msg`Çevreyi kısaltmak için kareleri nasıl dizdin?`,
    ],
    conclusion: msg`Alan bir şeklin kapladığı birim kare sayısını, çevre ise kenarlarının uzunlukları toplamını verir. Aynı sayıda kareyle kurulan şekillerin alanları eşittir ama çevreleri farklı olabilir: kareler toplu dizildikçe çevre kısalır, tek sıra dizilince uzar.`,
  },
  questions: [
    {
      id: 'rectangle-area',
      prompt: msg`Kenarları 4 birim ve 3 birim olan bir dikdörtgenin alanı kaç birim karedir?`,
      options: [msg`7`, msg`14`, msg`12`, msg`10`],
      correctIndex: 2,
      explanation: msg`Dikdörtgeni 3 sıra, her sırada 4 birim kare kaplar: 3 × 4 = 12 birim kare.`,
      hints: [msg`Dikdörtgeni birim karelerle kapladığını düşün.`, msg`Kaç sıra ve her sırada kaç kare olur?`],
    },
    {
      id: 'rectangle-perimeter',
      prompt: msg`Kenarları 4 birim ve 3 birim olan dikdörtgenin çevresi kaç birimdir?`,
      options: [msg`14`, msg`12`, msg`7`, msg`16`],
      correctIndex: 0,
      explanation: msg`Çevre bütün kenarların toplamıdır: 4 + 3 + 4 + 3 = 14 birim.`,
      hints: [msg`Dikdörtgenin kaç kenarı var?`, msg`Karşılıklı kenarlar eşit uzunluktadır; dört kenarı topla.`],
    },
    {
      id: 'square-perimeter',
      prompt: msg`Bir karenin çevresi 20 cm’dir. Bir kenarı kaç santimetredir?`,
      options: [msg`10 cm`, msg`4 cm`, msg`5 cm`, msg`16 cm`],
      correctIndex: 2,
      explanation: msg`Karenin dört kenarı eşittir. 20 cm dört eşit parçaya bölünür: 20 ÷ 4 = 5 cm.`,
      hints: [msg`Karenin kenarları hakkında ne biliyorsun?`, msg`Çevre, dört eşit kenarın toplamı.`],
    },
    {
      id: 'same-area',
      prompt: msg`Deneyde 6 kareyi tek sıra ve 2 sıra hâlinde dizdin. Ne gözlemledin?`,
      options: [msg`Alanları ve çevreleri aynıydı`, msg`Alanları farklı, çevreleri aynıydı`, msg`Alanları aynı, çevreleri farklıydı`],
      correctIndex: 2,
      explanation: msg`İki şekil de 6 kareden oluştuğu için alanları 6 birim karedir. Tek sıranın çevresi 14, 2 sıranınki 10 birimdir.`,
      hints: [msg`İki şekilde de kaç kare kullandın?`, msg`Dış kenardaki kare kenarlarını iki şekilde ayrı ayrı say.`],
    },
    {
      id: 'fence-or-grass',
      prompt: msg`Dikdörtgen bir bahçenin etrafına tel çit çekilecek. Ne kadar tel gerektiğini bulmak için neyi hesaplamalıyız?`,
      options: [msg`Bahçenin alanını`, msg`Bahçenin çevresini`, msg`Bahçedeki ağaç sayısını`],
      correctIndex: 1,
      explanation: msg`Çit bahçenin kenarları boyunca çekilir; bu yüzden kenarların toplam uzunluğu, yani çevre gerekir. Alan, bahçenin yüzeyine ekilecek çim için gerekirdi.`,
      hints: [msg`Çit bahçenin neresine çekilir: içine mi, kenarlarına mı?`, msg`Kenarların toplam uzunluğuna ne ad veriyorduk?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kareli zemin`,
    instructions: msg`Karelere dokunarak ya da ok tuşlarıyla gezip Boşluk tuşuyla boya. Kareler birbirine kenarlarıyla değmeli. İstenen şekli kurunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'grid-shape',
      columns: 7,
      rows: 5,
      tasks: [
        { prompt: msg`Alanı 6 birim kare olan bir şekil yap.`, area: 6 },
        { prompt: msg`Alanı 6 birim kare, çevresi 10 birim olan bir şekil yap.`, area: 6, perimeter: 10 },
        { prompt: msg`Alanı yine 6 birim kare olsun, ama çevresi 14 birim olsun.`, area: 6, perimeter: 14 },
        { prompt: msg`Çevresi 12 birim olan bir kare yap. Alanı kaç birim kare oldu?`, area: 9, perimeter: 12, shape: 'square' },
        { prompt: msg`Alanı 8 birim kare, çevresi 14 birim olan bir şekil yap.`, area: 8, perimeter: 14 },
      ],
    },
  },
  worksheet: {
    title: msg`Alan ve Çevre Çalışma Sayfası`,
    instructions: msg`Kareli kâğıda çizdiğin şekillerin alan ve çevrelerini tabloya yaz.`,
    tasks: [
      { prompt: msg`Alanı 8 birim kare olan iki farklı şekil çiz. Çevrelerini karşılaştır.`, lines: 4 },
      { prompt: msg`Kenarı 6 cm olan karenin çevresini hesapla.`, lines: 2 },
      { prompt: msg`Bir odanın zeminine halı döşemek için alanı mı, çevresi mi bilinmeli? Neden?`, lines: 2 },
    ],
    table: {
      caption: msg`Şekillerim`,
      columns: [msg`Şekil`, msg`Kare sayısı (alan)`, msg`Çevre (birim)`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Çiçek Tarhı`,
    paragraphs: [
      msg`Fındık ilkbaharda bir çiçek tarhı yapmak istedi. Elinde 6 kare kutu toprak ve 14 çubukluk bir çit vardı.`,
      msg`Önce kutuları tek sıra hâlinde dizdi. Çiti etrafına çekti: 14 çubuğun hepsi gitti, tam yetti!`,
      msg`Kirpi Diken geldi: “Kutuları iki sıra yapsana, daha düzgün görünür.” Fındık kutuları 2 sıra, her sırada 3 kutu olacak biçimde dizdi.`,
      msg`Bu kez çit için yalnızca 10 çubuk gerekti ve 4 çubuk arttı. “Ama toprak aynı, çiçekler için yer aynı!” diye şaşırdı Fındık.`,
      msg`Diken açıkladı: “Alan aynı kaldı, çevre kısaldı.” Fındık artan çubuklarla tarhın yanına küçük bir bank yaptı.`,
    ],
    lesson: msg`Aynı alana sahip şekillerin çevreleri farklı olabilir; kareler toplu dizildikçe çevre kısalır.`,
  },
};
