import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir binaya karşıdan bakınca cephesini, yandan bakınca derinliğini, helikopterden bakınca çatısını görürsün. Küplerden yapılmış bir yapının da her yönden farklı bir iki boyutlu görünümü vardır.`,
    sections: [
      {
        heading: msg`Görünümler`,
        paragraphs: [
          msg`Önden görünümde yapının her sütununda, o sütundaki en yüksek kule kadar kare görülür; arkadaki alçak kuleler öndeki yüksek kulelerin arkasında saklanır. Sağdan görünümde ise önden arkaya her sıranın en yüksek kulesi görülür.`,
          msg`Üstten görünüm, tabanda küp bulunan kareleri gösterir; kulelerin yüksekliği üstten görülmez.`,
        ],
      },
      {
        heading: msg`Karşılıklı görünümler`,
        paragraphs: [
          msg`Önden ve arkadan görünümler birbirinin ayna görüntüsüdür (simetriğidir); sağdan ve soldan görünümler de öyle. Bu yüzden bir yapıyı anlatmak için genellikle önden, sağdan (ya da soldan) ve üstten görünümler çizilir.`,
          msg`Görünümler kareli kâğıda çizilir: her küp yüzü bir kare olur. Görünümde derinlik yoktur; yalnız o yönden görülen yüzler çizilir.`,
        ],
      },
      {
        heading: msg`Görünümlerden yapı kurmak`,
        paragraphs: [
          msg`Üstten görünüm küplerin hangi taban karelerinde olduğunu, önden ve sağdan görünümler her sütunun ve her sıranın en yüksek kulesini söyler. Bu bilgilerle yapı kurulur ve üç görünümün hepsi yeniden kontrol edilir.`,
          msg`Bazen aynı üç görünümü veren birden fazla yapı vardır: öndeki yüksek bir kulenin arkasında saklanan kule farklı yüksekliklerde olabilir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Önden görünüm`, definition: msg`Yapıya tam karşıdan bakınca görülen iki boyutlu şekil; her sütunun en yüksek kulesini gösterir.` },
      { term: msg`Sağdan görünüm`, definition: msg`Yapıya sağ yanından bakınca görülen şekil; önden arkaya her sıranın en yüksek kulesini gösterir.` },
      { term: msg`Üstten görünüm`, definition: msg`Yapıya yukarıdan bakınca görülen şekil; küp bulunan taban karelerini gösterir.` },
    ],
  },
  procedure: {
    goal: msg`Eş küplerle yapılar kurup önden, sağdan ve üstten görünümlerini çizmek ve görünümleri verilen bir yapıyı küplerle oluşturmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Birbirine takılabilen eş küpler`, quantity: msg`Her gruba 20 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`3 × 3 kareli taban kartı (üzerinde “ÖN” yazan kenarıyla)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Renkli kalemler`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Küpleri fırlatma, ağzına alma; yere düşenleri hemen topla.`,
      msg`Yapıya göz hizasından bakmak için eğildiğinde masanın köşesine dikkat et.`,
      msg`Etkinlik bitince küpleri sayarak kutusuna geri koy.`,
    ],
    steps: [
      msg`Taban kartını “ÖN” yazan kenarı sana bakacak biçimde masaya koy. Kartın üzerinde 6 küpten bir yapı kur.`,
      msg`Göz hizasına eğilip yapıya tam önden bak; gördüğün kareleri kareli kâğıda önden görünüm olarak çiz.`,
      msg`Yapının sağ yanına geçip sağdan görünümü, sonra yukarıdan bakıp üstten görünümü çiz.`,
      msg`Arkadan bakıp çiz ve önden görünümle karşılaştır: nasıl bir ilişki var?`,
      msg`Yapını bir kutuyla örtüp ona göstermeden, çizdiğin üç görünümü bir arkadaşına ver; arkadaşın yalnız görünümlere bakarak aynı yapıyı kursun. Sonra kutuyu kaldırıp iki yapıyı karşılaştırın.`,
      msg`Arkadaşının yapısı seninkinden farklı ama görünümleri aynıysa, farkın nerede saklandığını bulun.`,
    ],
    observations: [
      msg`Önden görünümde arkadaki alçak kuleleri görebildin mi? Neden?`,
      msg`Önden ve arkadan görünümler arasındaki ilişki neydi?`,
      msg`Görünümlerden kurulan yapı seninkiyle aynı mıydı? Değilse fark nerede saklanıyordu?`,
    ],
    conclusion: msg`Bir yapının önden görünümü her sütunun, sağdan görünümü her sıranın en yüksek kulesini; üstten görünümü ise küp bulunan taban karelerini gösterir. Önden ve arkadan, sağdan ve soldan görünümler birbirinin simetriğidir. Önden, sağdan ve üstten görünümlerle bir yapı kurulabilir; ama saklı kuleler yüzünden bazen aynı görünümleri veren birden fazla yapı vardır.`,
  },
  questions: [
    {
      id: 'front-shows',
      prompt: msg`Küplerden yapılmış bir yapının önden görünümünde her sütunda kaç kare görülür?`,
      options: [msg`O sütundaki kulelerin toplam küp sayısı kadar`, msg`O sütundaki en yüksek kule kadar`, msg`O sütundaki en alçak kule kadar`],
      correctIndex: 1,
      explanation: msg`Önden bakınca aynı sütundaki kuleler arka arkaya dizilir; alçak olanlar yüksek olanın arkasında saklanır. Görülen kare sayısı en yüksek kuleninkidir.`,
      hints: [msg`Aynı sütundaki iki kule önden bakınca nasıl görünür?`, msg`Arkadaki kule öndekinden alçaksa görünür mü?`],
    },
    {
      id: 'top-count',
      prompt: msg`Bir yapının üstten görünümünde 5 kare görünüyor. Bu yapıda en az kaç küp vardır?`,
      options: [msg`1`, msg`10`, msg`4`, msg`5`],
      correctIndex: 3,
      explanation: msg`Üstten görünen her karenin altında en az bir küp vardır; bu yüzden en az 5 küp vardır. Kuleler daha yüksekse daha çok küp olabilir.`,
      hints: [msg`Üstten görünen bir karenin altında en az kaç küp olmalı?`, msg`Kulelerin yüksekliği üstten görünür mü?`],
    },
    {
      id: 'front-back',
      prompt: msg`Bir yapının önden görünümü ile arkadan görünümü arasındaki ilişki nedir?`,
      options: [msg`Birbirinin simetriğidir.`, msg`Her zaman aynıdır.`, msg`Birbirinden bağımsızdır.`],
      correctIndex: 0,
      explanation: msg`Arkadan bakınca sütunlar ters sırada görülür: önden görünümün soldaki sütunu arkadan görünümde sağdadır. İki görünüm bir dikey doğruya göre birbirinin simetriğidir.`,
      hints: [msg`Önden bakınca solda olan sütun arkadan bakınca nerede olur?`, msg`Aynada kendine baktığında sağ elin hangi tarafta görünür?`],
    },
    {
      id: 'count-from-views',
      prompt: msg`2 × 2’lik bir tabanda dört karenin hepsinde küp var. Önden görünüm soldan sağa 2 ve 1, sağdan görünüm önden arkaya 2 ve 1 kare yüksekliğinde. Yapıda kaç küp vardır?`,
      options: [msg`4`, msg`6`, msg`5`, msg`3`],
      correctIndex: 2,
      explanation: msg`Sol sütunun ve ön sıranın en yüksek kulesi 2; ikisinde de ortak olan ön sol kule 2 küptür. Öbür üç kare en çok 1 küp olabilir ve hepsinde küp vardır: 2 + 1 + 1 + 1 = 5.`,
      hints: [msg`2 küplük kule hem sol sütunda hem ön sırada olmalı: hangi kare?`, msg`Öbür karelerde en az ve en çok kaç küp olabilir?`],
    },
    {
      id: 'side-height',
      prompt: msg`Tek sıralık bir yapıda soldan sağa 3, 1 ve 2 küplük kuleler var. Sağdan görünümde kaç kare görülür?`,
      options: [msg`6`, msg`3`, msg`2`, msg`1`],
      correctIndex: 1,
      explanation: msg`Sağdan bakınca tek sıradaki üç kule arka arkaya dizilir; en yüksek olan (3 küp) görülür. Sağdan görünüm 3 kare yüksekliğinde tek bir sütundur.`,
      hints: [msg`Sağdan bakınca kuleler yan yana mı, arka arkaya mı görünür?`, msg`Arka arkaya dizilen kulelerden hangisi görünür?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Küp yapıcı`,
    instructions: msg`Kurma görevlerinde verilen önden, sağdan ve üstten görünümlere uyan yapıyı kur: taban karesini seç, sonra küp ekle ya da çıkar (ok tuşları, Enter ve − tuşu da çalışır). Seçme görevlerinde yapının istenen görünümünü seç. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'cube-views',
      tasks: [
        {
          kind: 'build',
          prompt: msg`Görünümleri verilen 4 küplük yapıyı kur.`,
          target: [
            [0, 1],
            [2, 1],
          ],
        },
        {
          kind: 'build',
          prompt: msg`Görünümleri verilen yapıyı kur. Öndeki yüksek kulenin arkasında ne saklanabilir?`,
          target: [
            [1, 0, 2],
            [3, 1, 0],
          ],
        },
        {
          kind: 'build',
          prompt: msg`3 × 3 tabanda görünümleri verilen yapıyı kur.`,
          target: [
            [1, 1, 1],
            [0, 2, 0],
            [0, 3, 0],
          ],
        },
        {
          kind: 'view',
          prompt: msg`Bu yapının önden görünümü hangisidir?`,
          structure: [
            [2, 1],
            [1, 3],
          ],
          which: 'front',
          options: [
            [1, 3],
            [2, 3],
            [3, 2],
          ],
          correctIndex: 1,
        },
        {
          kind: 'view',
          prompt: msg`Bu yapının sağdan görünümü hangisidir? (Sağdan bakınca ön sıra solda kalır.)`,
          structure: [
            [3, 0, 1],
            [1, 2, 0],
          ],
          which: 'side',
          options: [
            [3, 2],
            [3, 3],
            [2, 3],
          ],
          correctIndex: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Küplerden Yapılar ve Görünümleri Çalışma Sayfası`,
    instructions: msg`Kurduğun yapıların görünümlerini kareli kâğıda çiz ve kule yüksekliklerini tabloya yaz.`,
    tasks: [
      { prompt: msg`Kurduğun 6 küplük yapının önden, sağdan ve üstten görünümlerini kareli kâğıda çiz.`, lines: 5 },
      { prompt: msg`Önden görünümü soldan sağa 1, 3, 2 kare olan tek sıralık bir yapının arkadan görünümünü çiz.`, lines: 3 },
      { prompt: msg`Aynı önden, sağdan ve üstten görünümleri veren iki farklı yapı bulup kule yüksekliklerini yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Taban kareleri ve kule yükseklikleri`,
      columns: [msg`Sıra (önden)`, msg`1. sütun`, msg`2. sütun`, msg`3. sütun`, msg`Sıranın en yüksek kulesi`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Kozalak Kulesi`,
    paragraphs: [
      msg`Fındık kutu biçimli tahta parçalarıyla bir kule yaptı ve kardeşi Çıtır’a yalnız üç çizim gönderdi: önden, sağdan ve üstten görünüm. “Bakalım aynısını kurabilecek misin?”`,
      msg`Çıtır önce üstten görünüme baktı: tabanda hangi karelerde parça olduğunu buldu. Sonra önden görünümle her sütunun en yüksek kulesini, sağdan görünümle her sıranın en yüksek kulesini yerleştirdi.`,
      msg`Yapıyı Fındık’a götürdü. Fındık güldü: “Görünümler tutuyor ama benim arkadaki kulem 2 parça, seninki 1!” Çıtır şaşırdı: “Ama o kule öndeki 3 parçalık kulenin arkasında saklanıyor; çizimlerde hiç görünmüyor ki!”`,
      msg`Baykuş Nine başını salladı: “İkiniz de haklısınız. Saklı kuleler yüzünden aynı görünümleri veren birden fazla yapı olabilir.”`,
    ],
    lesson: msg`Önden, sağdan ve üstten görünümler bir yapıyı büyük ölçüde anlatır; ama saklanan kuleler yüzünden aynı görünümleri veren farklı yapılar da olabilir.`,
  },
};
