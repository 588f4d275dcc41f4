import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Kelebeğin kanatları, bir yaprak, bazı harfler ve trafik levhaları ortadan ikiye katlansa iki yarısı tam üst üste gelir. Bu şekiller simetriktir.`,
    sections: [
      {
        heading: msg`Simetri doğrusu`,
        paragraphs: [
          msg`Bir şekli iki eş parçaya ayıran ve şekil bu doğru boyunca katlandığında iki parçayı tam üst üste getiren doğruya simetri doğrusu denir.`,
          msg`Bir şeklin simetri doğrusu olup olmadığını katlayarak ya da aynayı doğrunun üstüne dik tutarak deneyebiliriz.`,
        ],
      },
      {
        heading: msg`Kaç simetri doğrusu?`,
        paragraphs: [
          msg`Kare olmayan bir dikdörtgenin 2, karenin 4 simetri doğrusu vardır. Eşkenar üçgenin 3 simetri doğrusu vardır.`,
          msg`Bazı şekillerin hiç simetri doğrusu yoktur; F harfi katlandığında iki yarısı üst üste gelmez.`,
        ],
      },
      {
        heading: msg`Yarısı verilen şekli tamamlamak`,
        paragraphs: [
          msg`Kareli kâğıtta şeklin her karesinin simetri doğrusuna kaç birim uzak olduğunu sayarız. Görüntüsünü doğrunun öbür yanında aynı uzaklığa çizeriz.`,
          msg`Doğruya bitişik bir karenin görüntüsü de doğruya bitişiktir; doğrudan 2 birim uzaktaki karenin görüntüsü de 2 birim uzaktadır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Simetri`, definition: msg`Bir şeklin bir doğruya göre iki yarısının tam üst üste gelmesi.` },
      { term: msg`Simetri doğrusu`, definition: msg`Şekli, katlandığında üst üste gelen iki eş parçaya ayıran doğru.` },
      { term: msg`Görüntü`, definition: msg`Şeklin bir parçasının simetri doğrusunun öbür yanındaki eşi.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt katlayarak simetrik şekiller oluşturmak, şekillerin simetri doğrularını bulmak ve kareli kâğıtta yarısı verilen şekilleri tamamlamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Boş kâğıt (A4)`, quantity: msg`Her öğrenciye 3 sayfa` },
      { name: msg`Suluboya ya da guaj boya ve fırça`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Kâğıttan kesilmiş kare, dikdörtgen ve eşkenar üçgen`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Kareli kâğıt ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Küçük ayna (kırılmaz, plastik)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Boyaları ağzına alma; boya eline ya da gözüne bulaşırsa hemen bol suyla yıka.`,
      msg`Yalnızca kırılmaz plastik ayna kullan; aynayla güneş ışığını kimsenin gözüne yansıtma.`,
      msg`Masayı boyadan korumak için altına gazete ser.`,
    ],
    steps: [
      msg`Bir kâğıdı ortadan ikiye katla ve aç. Katlama çizgisinin bir yanına birkaç damla boya damlat, kâğıdı yeniden katlayıp bastır ve aç. Oluşan kelebeğin iki yanını karşılaştır.`,
      msg`Kâğıttan kesilmiş kareyi iki yarısı üst üste gelecek biçimde kaç farklı yoldan katlayabildiğini dene. Her katlama çizgisini kalemle çiz.`,
      msg`Aynı şeyi dikdörtgen ve eşkenar üçgenle yap. Her şeklin kaç simetri doğrusu olduğunu tabloya yaz.`,
      msg`Kareli kâğıda dikey bir simetri doğrusu ve doğrunun solunda bir şeklin yarısını çiz. Arkadaşın, kareleri sayarak öbür yarısını tamamlasın.`,
      msg`Aynayı simetri doğrusunun üstüne dik tut ve tamamlanan yarıyla aynadaki görüntüyü karşılaştır.`,
    ],
    observations: [
      msg`Boya kelebeğinin iki kanadı nasıldı?`,
      msg`Kareyi kaç farklı yoldan iki eş parçaya katlayabildin? Dikdörtgeni?`,
      msg`Aynadaki görüntü ile tamamladığın yarı aynı mıydı?`,
    ],
    conclusion: msg`Simetri doğrusu, şekli katlandığında üst üste gelen iki eş parçaya ayırır. Karenin 4, kare olmayan dikdörtgenin 2, eşkenar üçgenin 3 simetri doğrusu vardır. Yarısı verilen bir şekli tamamlarken her parçayı doğrunun öbür yanında, doğruya aynı uzaklıkta çizeriz.`,
  },
  questions: [
    {
      id: 'what-is-a-line-of-symmetry',
      prompt: msg`Simetri doğrusu hangisidir?`,
      options: [
        msg`Şekli, katlandığında üst üste gelen iki eş parçaya ayıran doğru`,
        msg`Şeklin en uzun kenarı`,
        msg`Şeklin köşelerini birleştiren herhangi bir doğru`,
      ],
      correctIndex: 0,
      explanation: msg`Simetri doğrusu boyunca katlanan şeklin iki parçası tam üst üste gelir. Köşeleri birleştiren her doğru bunu sağlamaz.`,
      hints: [msg`Boya kelebeğinde katlama çizgisi ne işe yaradı?`, msg`Doğru boyunca katlayınca iki parça nasıl olmalı?`],
    },
    {
      id: 'square-lines',
      prompt: msg`Bir karenin kaç simetri doğrusu vardır?`,
      options: [msg`2`, msg`4`, msg`1`],
      correctIndex: 1,
      explanation: msg`Kareyi ortadan dikey, ortadan yatay ve iki köşegeni boyunca katlayabiliriz: 4 simetri doğrusu.`,
      hints: [msg`Kareyi yalnızca ortadan mı, köşeden köşeye de mi katlayabildin?`, msg`Dikey, yatay ve çapraz katlamaları say.`],
    },
    {
      id: 'letter-symmetry',
      prompt: msg`Hangi harfin dikey bir simetri doğrusu vardır?`,
      options: [msg`F`, msg`R`, msg`A`],
      correctIndex: 2,
      explanation: msg`A harfi ortasından dikey bir doğruyla katlanınca iki yarısı üst üste gelir. F ve R harflerinde böyle bir doğru yoktur.`,
      hints: [msg`Her harfi ortasından dikey katladığını düşün.`, msg`Hangi harfin sol ve sağ yarısı birbirinin aynısıdır?`],
    },
    {
      id: 'rectangle-lines',
      prompt: msg`Kare olmayan bir dikdörtgenin kaç simetri doğrusu vardır?`,
      options: [msg`2`, msg`4`, msg`0`],
      correctIndex: 0,
      explanation: msg`Dikdörtgen ortadan dikey ve ortadan yatay katlanınca iki yarısı üst üste gelir. Köşegeni boyunca katlanınca gelmez; bu yüzden 2 simetri doğrusu vardır.`,
      hints: [msg`Kâğıttan dikdörtgeni köşeden köşeye katlayınca parçalar üst üste geldi mi?`, msg`Yalnızca ortadan yapılan katlamaları say.`],
    },
    {
      id: 'equal-distance',
      prompt: msg`Kareli kâğıtta bir kare, dikey simetri doğrusunun 2 birim solunda. Görüntüsü nerede olur?`,
      options: [msg`Doğrunun 1 birim sağında`, msg`Doğrunun 2 birim sağında`, msg`Doğrunun 4 birim sağında`],
      correctIndex: 1,
      explanation: msg`Görüntü doğrunun öbür yanında, doğruya aynı uzaklıktadır: 2 birim sağında.`,
      hints: [msg`Aynanın önünde duran bir cismin görüntüsü aynaya ne kadar uzakta görünür?`, msg`Doğruya olan uzaklık iki yanda nasıl olmalı?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Simetri tahtası`,
    instructions: msg`Kalın çizgi simetri doğrusudur. Şeklin öbür yarısını boyamak için karelere dokun ya da ok tuşlarıyla gezip Boşluk tuşuna bas. Tamamlayınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'transformation-grid',
      columns: 8,
      rows: 6,
      tasks: [
        {
          kind: 'reflect',
          prompt: msg`Ağacın sol yarısı çizildi. Simetri doğrusuna göre sağ yarısını tamamla.`,
          shape: [
            [3, 0],
            [2, 1],
            [3, 1],
            [1, 2],
            [2, 2],
            [3, 2],
            [3, 3],
            [3, 4],
          ],
          mirror: { axis: 'vertical', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`T harfinin yarısını simetri doğrusuna göre tamamla.`,
          shape: [
            [1, 0],
            [2, 0],
            [3, 0],
            [3, 1],
            [3, 2],
            [3, 3],
          ],
          mirror: { axis: 'vertical', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`Bu şekil simetri doğrusuna değmiyor. Kareleri sayarak görüntüsünü çiz.`,
          shape: [
            [1, 1],
            [1, 2],
            [2, 2],
          ],
          mirror: { axis: 'vertical', at: 4 },
        },
        {
          kind: 'reflect',
          prompt: msg`Simetri doğrusu bu kez yatay. Şeklin alt yarısını tamamla.`,
          shape: [
            [1, 1],
            [2, 2],
            [3, 2],
            [4, 2],
            [5, 2],
            [6, 1],
          ],
          mirror: { axis: 'horizontal', at: 3 },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Simetri Çalışma Sayfası`,
    instructions: msg`Şekillerin simetri doğrularını çiz ve tabloyu doldur.`,
    tasks: [
      { prompt: msg`Büyük harflerle adını yaz. Hangi harflerin simetri doğrusu var? Doğrularını çiz.`, lines: 3 },
      { prompt: msg`Kareli kâğıda bir dikey doğru çiz ve doğrunun soluna bir evin yarısını çiz. Öbür yarısını tamamla.`, lines: 4 },
      { prompt: msg`Çevrende simetrik olan üç nesne bul ve adlarını yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Şekillerin simetri doğruları`,
      columns: [msg`Şekil`, msg`Simetri doğrusu sayısı`, msg`Nasıl buldum?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Kelebek Uçurtma`,
    paragraphs: [
      msg`Bahar şenliği için Fındık kelebek biçiminde bir uçurtma yapıyordu. Sol kanadı güzelce boyadı, sağ kanada ise aklına gelen desenleri çizdi.`,
      msg`Uçurtmayı uçurmaya çalıştığında uçurtma hep bir yana yattı. Kirpi Diken dikkatle baktı: “Kanatların birbirine benzemiyor; sağ kanat daha büyük olmuş.”`,
      msg`Baykuş Nine, uçurtmanın kâğıdını ortadan katladı. İki kanat üst üste gelmiyordu! “Uçurtma simetrik olursa iki yanı dengede olur,” dedi.`,
      msg`Fındık sol kanadı kareli kâğıda çizdi. Her karenin katlama çizgisine kaç kare uzak olduğunu sayıp sağ kanadı aynı uzaklıklarla çizdi.`,
      msg`Yeni uçurtma ortadan katlanınca kanatlar tam üst üste geldi. Rüzgâr esince kelebek uçurtma dümdüz yükseldi!`,
    ],
    lesson: msg`Simetrik bir şeklin iki yarısı simetri doğrusu boyunca katlanınca üst üste gelir. Eksik yarıyı çizerken her parçayı doğruya aynı uzaklıkta çizeriz.`,
  },
};
