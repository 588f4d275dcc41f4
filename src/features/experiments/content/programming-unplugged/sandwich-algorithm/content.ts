import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir arkadaşına sandviç yapmayı anlatmak kolaydır; o, söylemediğin şeyleri de kendisi tahmin eder. Bir robot ise yalnızca söyleneni yapar. Ona bir iş yaptırmak için her adımı açıkça ve sırayla yazmamız gerekir.`,
    sections: [
      {
        heading: msg`Bir tarif bir algoritmadır`,
        paragraphs: [
          msg`Yemek tarifleri malzemeleri ve yapılacak işleri sırayla anlatır. Bir işi yapmak için sırayla izlenen adımlara algoritma denir; yani her tarif bir algoritmadır.`,
          msg`Sandviç algoritmasında da adımlar bellidir: eller yıkanır, ekmek tabağa konur, peynir ve domates yerleştirilir, üstü kapatılır.`,
        ],
      },
      {
        heading: msg`Açık ve eksiksiz adımlar`,
        paragraphs: [
          msg`“Peyniri koy” dersen robot sorar: Hangi peyniri? Nereye? Bilgisayarlar eksik bilgiyi kendileri tamamlayamaz. “Bir dilim peyniri alttaki ekmeğin üstüne koy” demek gerekir.`,
          msg`Bir adımı atlamak da sorun çıkarır. Peynirin paketini açmayı yazmazsan robot paketi olduğu gibi ekmeğin üstüne koyar.`,
        ],
      },
      {
        heading: msg`Sıra ve hata ayıklama`,
        paragraphs: [
          msg`Adımların sırası önemlidir. Üstteki ekmeği peynirden önce kapatırsan peynir sandviçin dışında kalır.`,
          msg`Robot bir adımda takılırsa o adımı bulur, daha açık yazar ve algoritmayı yeniden denersin. Buna hata ayıklama denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Algoritma`, definition: msg`Bir işi yapmak için sırayla izlenen açık adımlar.` },
      { term: msg`Açık talimat`, definition: msg`Ne yapılacağını, neyle ve nereye yapılacağını eksiksiz söyleyen adım.` },
      { term: msg`Hata ayıklama`, definition: msg`Algoritmadaki yanlış ya da eksik adımı bulup düzeltme.` },
    ],
  },
  procedure: {
    goal: msg`Öğretmenin robotu canlandırdığı bir oyunla, açık ve eksiksiz bir sandviç algoritması yazmak ve takılan adımları düzeltmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartondan ya da keçeden ekmek, peynir ve domates dilimleri`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Plastik tabak`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Peynir dilimi için küçük zarf (paket yerine)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kâğıt ve kalem`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Bu etkinlikte gerçek yiyecek yerine kartondan malzeme kullanın; gıda alerjisi olan arkadaşlarınız olabilir.`,
      msg`Kesme işi yok: bıçak ya da makas kullanmayın.`,
      msg`Malzemeleri ağzına alma; etkinlikten sonra ellerini yıka.`,
    ],
    steps: [
      msg`Her grup malzemeleri ve tabağı masasına koysun. Peynir dilimi zarfının içinde dursun.`,
      msg`Grupça sandviç yapmanın adımlarını kâğıda numaralı olarak yazın.`,
      msg`Öğretmen robot olsun ve yazılanı kelimesi kelimesine yapsın. Yazılmayan hiçbir şeyi kendiliğinden yapmasın.`,
      msg`Robot bir adımda takılırsa ya da yanlış bir şey yaparsa, grup o adımı daha açık yazsın ve algoritmayı baştan çalıştırsın.`,
      msg`Sonra iki adımın yerini bilerek değiştirin ve robotun ne yaptığını izleyin.`,
      msg`Sınıfça en kısa ama eksiksiz algoritmayı seçin ve tahtaya yazın.`,
    ],
    observations: [
      msg`Robot hangi adımlarda takıldı?`,
      msg`Hangi kelimeler belirsizdi? Onları nasıl değiştirdiniz?`,
      msg`İki adımın yeri değişince sandviç nasıl oldu?`,
    ],
    conclusion: msg`Bir robot ya da bilgisayar yalnızca yazılanı yapar. Bu yüzden algoritmanın adımları açık, eksiksiz ve doğru sırada olmalıdır. Takılan adımı bulup düzeltmek hata ayıklamaktır.`,
  },
  questions: [
    {
      id: 'recipe',
      prompt: msg`Aşağıdakilerden hangisi bir algoritmadır?`,
      options: [msg`Bir elma`, msg`Bir kek tarifindeki sıralı adımlar`, msg`Mavi renk`, msg`Bir şarkının adı`],
      correctIndex: 1,
      explanation: msg`Algoritma, bir işi yapmak için sırayla izlenen adımlardır. Kek tarifi de keki yapmak için adımları sırayla anlatır.`,
      hints: [msg`Algoritmanın tanımını hatırla: bir işi yapmak için ne izlenir?`, msg`Seçeneklerden hangisi bir işin nasıl yapılacağını anlatıyor?`],
    },
    {
      id: 'clear-step',
      prompt: msg`Robot “peyniri koy” komutunda durdu. Bu adım nasıl daha açık yazılır?`,
      options: [msg`Peyniri koy`, msg`Peynir güzeldir`, msg`Bir dilim peyniri alttaki ekmeğin üstüne koy`],
      correctIndex: 2,
      explanation: msg`Açık bir talimat neyin, ne kadarının ve nereye konacağını söyler. Robot artık hangi peyniri nereye koyacağını bilir.`,
      hints: [msg`Robotun sorabileceği soruları düşün: Ne kadar? Nereye?`, msg`Hangi seçenek bu soruların hepsini cevaplıyor?`],
    },
    {
      id: 'wrong-order',
      prompt: msg`Bir grup “üstteki ekmeği kapat” adımını “peyniri koy” adımından önce yazmış. Ne olur?`,
      options: [msg`Peynir sandviçin dışında, üstte kalır`, msg`Sandviç yine doğru olur`, msg`Ekmekler kaybolur`],
      correctIndex: 0,
      explanation: msg`Robot adımları yazıldığı sırayla yapar. Ekmek önce kapandığı için peynir en üste, sandviçin dışına konur.`,
      hints: [msg`Robot adımları hangi sırayla yapar?`, msg`Ekmek kapandıktan sonra peynir nereye konabilir?`],
    },
    {
      id: 'first-step',
      prompt: msg`Sandviç algoritmasında ilk adım hangisi olmalıdır?`,
      options: [msg`Üstteki ekmeği kapatmak`, msg`Ellerini yıkamak`, msg`Sandviçi masaya götürmek`],
      correctIndex: 1,
      explanation: msg`Yiyecek hazırlamadan önce eller yıkanır. Diğer adımlar ancak sandviç hazırlanırken ya da sonunda yapılabilir.`,
      hints: [msg`Mutfakta bir işe başlamadan önce ne yaparız?`, msg`Hangi adım sandviçin hiçbir parçasına ihtiyaç duymaz?`],
    },
    {
      id: 'why-exact',
      prompt: msg`Bilgisayara verilen komutların neden açık ve eksiksiz olması gerekir?`,
      options: [msg`Bilgisayar kısa komutları sevmez`, msg`Komutlar renkli görünsün diye`, msg`Bilgisayar yalnızca yazılanı yapar, eksik adımı tahmin edemez`],
      correctIndex: 2,
      explanation: msg`Bilgisayar bir insan gibi düşünüp eksikleri tamamlayamaz. Ona ne söylenirse onu yapar; bu yüzden adımlar açık ve eksiksiz olmalıdır.`,
      hints: [msg`Robot öğretmen, yazılmayan bir adımı kendiliğinden yaptı mı?`, msg`Konu anlatımında “açık ve eksiksiz adımlar” bölümünü oku.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Sandviç adımlarını sırala`,
    instructions: msg`Peynirli domatesli sandviç yapmanın adımları karıştı. Okları kullanarak adımları doğru sıraya koy, sonra kontrol et.`,
    stepsInOrder: [
      msg`Ellerini sabunla yıka.`,
      msg`Ellerini temiz bir havluyla kurula.`,
      msg`Tabağa iki dilim ekmek koy.`,
      msg`Peynirin paketini aç ve bir dilim peyniri alttaki ekmeğin üstüne koy.`,
      msg`Domates dilimlerini peynirin üstüne diz.`,
      msg`İkinci ekmek dilimini en üste kapat.`,
    ],
  },
  worksheet: {
    title: msg`Sandviç Algoritmam`,
    instructions: msg`Robot oyununda yazdığın algoritmayı ve düzelttiğin adımları kaydet.`,
    tasks: [
      { prompt: msg`Sandviç algoritmanı numaralı adımlarla yaz.`, lines: 6 },
      { prompt: msg`Robot hangi adımda takıldı? O adımı nasıl düzelttiniz?`, lines: 3 },
      { prompt: msg`Başka bir iş için algoritma yaz: ayakkabı bağlamak ya da okul çantası hazırlamak gibi.`, lines: 5 },
    ],
    table: {
      caption: msg`Robotun takıldığı adımlar`,
      columns: [msg`Adım`, msg`Neden takıldı?`, msg`Yeni yazılışı`],
      rows: 3,
    },
  },
  story: {
    title: msg`Kozalak Mutfakta`,
    paragraphs: [
      msg`Fındık, robotu Kozalak’a kahvaltı hazırlamayı öğretmek istedi. Kâğıda üç kelime yazdı: “Fındık ezmeli sandviç yap.”`,
      msg`Kozalak vızıldadı ve durdu. “Sandviç nedir? Ezme nerede? Nereye koyayım?” diye bipledi. Fındık kıkırdadı: “Bu robot hiçbir şeyi tahmin etmiyor!”`,
      msg`Fındık bu kez adımları tek tek yazdı: “Tabağa iki dilim ekmek koy. Kaşıkla kavanozdan ezme al ve alttaki ekmeğe sür. Üstteki ekmeği kapat.”`,
      msg`Kozalak kaşığı kapalı kavanozun kapağına vurdu durdu, sonra bütün kavanozu ekmeğin üstüne koydu. Fındık kapağı açmayı yazmayı unutmuştu! Adımı ekledi ve yeniden denedi.`,
      msg`Sonunda Kozalak kusursuz bir sandviç yaptı. Fındık bir ısırık aldı ve gülümsedi: “Robotlara açık ve sıralı adımlar gerek. Eksik adımı bulup eklemek de işin en eğlenceli kısmı!”`,
    ],
    lesson: msg`Bir algoritmanın adımları açık, eksiksiz ve doğru sırada olmalıdır; çünkü bilgisayar yalnızca yazılanı yapar.`,
  },
};
