import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';
import { collect, left, move, program, repeat, right, whenFlag } from '@/features/experiments/model/blocks/build.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Merdiven çıkarken her basamakta aynı şeyi yaparsın: ayağını kaldırır, bir üst basamağa basarsın. Bilgisayara da aynı işi tekrar tekrar yaptırmak için her seferinde yeniden yazmayız; döngü kullanırız.`,
    sections: [
      {
        heading: msg`Döngü nedir?`,
        paragraphs: [
          msg`Bir grup komutun tekrar tekrar çalıştırılmasına döngü denir. “4 kez tekrarla” bloğu, içine koyduğun blokları sırayla dört kez çalıştırır.`,
          msg`Döngünün içindeki bloklara döngünün gövdesi denir. Gövdedeki bloklar her turda baştan sona çalışır, sonra bir sonraki tur başlar. Kâğıtta bir döngüyü yazarken gövdeyi köşeli ayraç içine alırız: 4 kez tekrarla [ileri git, sağa dön].`,
        ],
      },
      {
        heading: msg`Önce örüntüyü bul`,
        paragraphs: [
          msg`Bir yolda ya da bir işte düzenli olarak tekrar eden parçaya örüntü denir. Döngü yazmadan önce hangi adımların tekrar ettiğini ve kaç kez tekrar ettiğini bulmalısın.`,
          msg`Fındık’ın merdiveninde her basamak için adımlar aynıdır: ileri git, sola dön, ileri git, fındığı topla, sağa dön. İlk üç basamakta birer fındık, dördüncü basamakta yuva var. Fındık yuvaya varınca program kendiliğinden biter; bu yüzden beş adımı dört kez tekrarlamak yeter.`,
        ],
      },
      {
        heading: msg`Döngü programı kısaltır`,
        paragraphs: [
          msg`Döngü olmadan bu beş adımı dört kez alt alta yazmak 20 blok tutar. Aynı program bir döngüyle yalnızca 6 blokla yazılır. Kısa bir program daha kolay okunur ve hatası daha kolay bulunur.`,
          msg`Merdiven uzarsa yalnızca döngüdeki sayıyı değiştirmen yeter. Yirmi bloğu tek tek eklemen gerekmez.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Döngü`, definition: msg`Bir grup komutun tekrar tekrar çalıştırılması.` },
      { term: msg`Örüntü`, definition: msg`Düzenli olarak tekrar eden parça.` },
      { term: msg`Döngü gövdesi`, definition: msg`Döngünün içine yerleştirilen, her turda çalışan bloklar.` },
    ],
  },
  procedure: {
    goal: msg`Tekrar eden dans hareketlerini bulup uzun bir dans programını döngüyle kısaltmak ve sınıfça çalıştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Hareket kartları (alkışla, zıpla, el salla, dizine vur)`, quantity: msg`Her gruba 16 tane` },
      { name: msg`Kartondan “… kez tekrarla” çerçevesi`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Silinebilir kalem`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Pilli küçük hoparlör (isteğe bağlı, müzik için)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Zıplama hareketlerini sıraların arasında değil, açık bir alanda yap.`,
      msg`Arkadaşlarınla arana en az bir kol boyu mesafe bırak.`,
      msg`Başın dönerse ya da yorulursan hareketi bırakıp otur.`,
    ],
    steps: [
      msg`Öğretmenin tahtaya uzun bir dans dizisi yazsın: alkışla, alkışla, zıpla, alkışla, alkışla, zıpla, alkışla, alkışla, zıpla.`,
      msg`Gruplar hareket kartlarını tahtadaki sırayla dizsin ve kaç kart kullandığını saysın.`,
      msg`Dizide tekrar eden parçayı bulun. Bu parçanın kaç kez tekrar ettiğini sayın.`,
      msg`Tekrar eden parçayı bir kez çerçevenin içine koyun ve çerçeveye tekrar sayısını yazın.`,
      msg`Döngülü programdaki kartları sayın ve döngüsüz programla karşılaştırın.`,
      msg`Bir kişi programı okusun, sınıf birlikte dansı yapsın.`,
      msg`Çerçevedeki sayıyı değiştirin ve dansı yeniden yapın. Neler değişti?`,
    ],
    observations: [
      msg`Döngüsüz programda kaç kart, döngülü programda kaç kart vardı?`,
      msg`Tekrar eden parça hangi hareketlerden oluşuyordu?`,
      msg`Tekrar sayısını değiştirince dans nasıl değişti?`,
    ],
    conclusion: msg`Tekrar eden hareketleri bir kez yazıp döngünün içine koymak programı kısaltır. Döngünün gövdesi her turda baştan sona çalışır; tekrar sayısını değiştirmek programın tamamını değiştirmekten çok daha kolaydır.`,
  },
  questions: [
    {
      id: 'loop-meaning',
      prompt: msg`Bir grup komutu tekrar tekrar çalıştıran yapıya ne denir?`,
      options: [msg`Koşul`, msg`Olay`, msg`Döngü`, msg`Değişken`],
      correctIndex: 2,
      explanation: msg`Bir grup komutun tekrar tekrar çalıştırılmasına döngü denir. “4 kez tekrarla” bloğu bir döngüdür.`,
      hints: [msg`Konu anlatımının ilk başlığına bak.`, msg`Merdiven çıkarken her basamakta yaptığımız şeyi düşün.`],
    },
    {
      id: 'blocks-saved',
      prompt: msg`“İleri git, sağa dön” bloklarını 4 kez alt alta yazarsan kaç blok kullanırsın? Aynı işi “4 kez tekrarla” ile yazarsan kaç blok olur?`,
      options: [msg`8 blok ve 3 blok`, msg`8 blok ve 2 blok`, msg`4 blok ve 3 blok`, msg`6 blok ve 3 blok`],
      correctIndex: 0,
      explanation: msg`Döngüsüz: her tekrarda 2 blok, 4 tekrarda 4 × 2 = 8 blok. Döngüyle: 1 tekrarla bloğu ve içinde 2 blok, toplam 3 blok.`,
      hints: [
        msg`Döngüsüz programda her tekrarda kaç blok var? Bunu tekrar sayısıyla çarp.`,
        msg`Döngülü programda tekrarla bloğunun kendisini de saymayı unutma.`,
      ],
    },
    {
      id: 'find-pattern',
      prompt: msg`Fındık’ın yolu: ileri git, ileri git, sağa dön, ileri git, ileri git, sağa dön, ileri git, ileri git, sağa dön. Tekrar eden parça hangisidir?`,
      options: [msg`ileri git, sağa dön`, msg`ileri git, ileri git, sağa dön`, msg`sağa dön, sağa dön`, msg`ileri git, ileri git`],
      correctIndex: 1,
      explanation: msg`Dizi, aynı üç adımın üç kez art arda gelmesinden oluşur: iki kez ileri git, bir kez sağa dön. Döngüyle yazarsak: 3 kez tekrarla [ileri git, ileri git, sağa dön].`,
      hints: [msg`Dizinin başından başla ve ilk dönüşe kadar olan kısmı oku.`, msg`Bulduğun parçayı art arda yazınca dizinin tamamını elde ediyor musun?`],
    },
    {
      id: 'predict-loop',
      prompt: msg`Fındık’ın önü açık. Program: 3 kez tekrarla [ileri git, ileri git]. Fındık kaç kare ilerler?`,
      options: [msg`2`, msg`3`, msg`5`, msg`6`],
      correctIndex: 3,
      explanation: msg`Döngünün gövdesinde 2 “ileri git” var ve gövde 3 kez çalışır: 3 × 2 = 6 kare.`,
      hints: [msg`Döngünün bir turunda Fındık kaç kare ilerliyor?`, msg`Bu tur kaç kez tekrarlanıyor?`],
    },
    {
      id: 'body-runs',
      prompt: msg`Döngünün içine yerleştirilen bloklar ne zaman çalışır?`,
      options: [msg`Döngüden önce yalnızca bir kez`, msg`Döngünün her turunda, baştan sona`, msg`Hiç çalışmazlar`],
      correctIndex: 1,
      explanation: msg`Döngünün gövdesindeki bloklar her turda sırayla, baştan sona çalışır. Tur sayısı döngüde yazan sayı kadardır.`,
      hints: [msg`Konu anlatımında “döngünün gövdesi” tanımını oku.`, msg`“4 kez tekrarla” içindeki bir “ileri git” toplam kaç kez çalışır?`],
    },
  ],
  activity: {
    kind: 'blocks',
    title: msg`Merdivende fındık topla`,
    instructions: msg`Her basamakta aynı adımlar tekrar ediyor. Tekrar eden parçayı bul ve “kez tekrarla” bloğunun içine koy. En fazla 6 blok kullanabilirsin.`,
    puzzle: {
      id: 'nut-stairs',
      stage: { map: ['#######', '#####g#', '####n.#', '###n.##', '##n.###', '#s.####'], heading: 'east' },
      goal: 'collect-and-reach',
      blocks: ['move', 'turn-left', 'turn-right', 'collect', 'repeat'],
      maxBlocks: 6,
      solution: program(whenFlag(repeat(4, move, left, move, collect, right))),
    },
  },
  worksheet: {
    title: msg`Döngü Avcısı Çalışma Sayfası`,
    instructions: msg`Dans etkinliğindeki programlarınızı tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Merdiven çıkarken tekrar eden hareketlerini yaz. Bu hareketler kaç kez tekrar ediyor?`, lines: 3 },
      { prompt: msg`Dans programınızı döngüyle yaz: hangi hareketler çerçevenin içinde, tekrar sayısı kaç?`, lines: 3 },
      { prompt: msg`Günlük hayattan üç döngü örneği yaz (örneğin her sabah dişlerini fırçalamak).`, lines: 3 },
    ],
    table: {
      caption: msg`Dans programlarımız`,
      columns: [msg`Program`, msg`Kart sayısı (döngüsüz)`, msg`Kart sayısı (döngülü)`],
      rows: 3,
    },
  },
  story: {
    title: msg`Baykuş Nine’nin Sorusu`,
    paragraphs: [
      msg`Ormanın en yaşlı meşesinin dalları merdiven gibi yukarı çıkıyordu ve her dalın ucunda bir fındık duruyordu. Fındık, kardeşi Çıtır’ın da tırmanabilmesi için bir yol tarifi yazmaya oturdu.`,
      msg`“İleri git, sola dön, ileri git, fındığı topla, sağa dön…” Yazdı, yazdı; kâğıt bitti, ikinci kâğıda geçti. Çıtır yarı yolda esnemeye başlamıştı bile.`,
      msg`Dalın üstünde oturan Baykuş Nine gözlüğünü düzeltti: “Evladım, aynı şeyi kaç kez yazıyorsun?” Fındık saydı: “Dört kez, Nine. Her basamakta aynı beş adım!”`,
      msg`“Öyleyse bir kez yaz ve başına ‘4 kez tekrarla’ de,” dedi Baykuş Nine. Fındık kâğıdı buruşturdu ve tek satırlık yeni bir tarif yazdı.`,
      msg`Çıtır tarifi bir solukta okudu ve dört basamağı tırmanıp bütün fındıkları topladı. Fındık güldü: “Ağaç yirmi basamak olsaydı, yalnızca sayıyı değiştirirdim!”`,
    ],
    lesson: msg`Tekrar eden adımları bir kez yazıp döngünün içine koymak programı kısaltır ve değiştirmeyi kolaylaştırır.`,
  },
};
