import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Pastanın 2/3’ü kalmış, sen bunun 3/4’ünü yiyorsun. Pastanın ne kadarını yemiş olursun? “Bir kesrin bir kesir kadarı” sorusu kesirlerle çarpmadır.`,
    sections: [
      {
        heading: msg`Paydaları farklı kesirler`,
        paragraphs: [
          msg`Paydaları farklı kesirleri toplamak ya da çıkarmak için önce ikisini de aynı paydaya genişletiriz. 1/3 + 1/4 için 3’ün ve 4’ün ortak katı 12’yi seçeriz: 4/12 + 3/12 = 7/12.`,
          msg`Çıkarmada da aynı yol izlenir: 2/3 − 1/4 = 8/12 − 3/12 = 5/12. Paylar toplanır ya da çıkarılır; ortak payda aynı kalır.`,
        ],
      },
      {
        heading: msg`Kesirlerle çarpma`,
        paragraphs: [
          msg`3 × 2/5, üç tane 2/5 demektir: 2/5 + 2/5 + 2/5 = 6/5. Doğal sayı ile kesir çarpılırken doğal sayı payla çarpılır.`,
          msg`2/3 × 3/4, 2/3’ün 3/4’ü demektir. Kâğıdı bir yönde 3’e katlayıp 2 parçasını, öteki yönde 4’e katlayıp 3 parçasını boyarsak 12 parçanın 6’sı iki kez boyanır: 6/12 = 1/2. Paylar paylarla, paydalar paydalarla çarpılır: (2 × 3)/(3 × 4) = 6/12.`,
        ],
      },
      {
        heading: msg`Kesirlerle bölme`,
        paragraphs: [
          msg`3/4 ÷ 3, 3/4’ü 3 eş parçaya bölmek demektir; her parça 1/4 olur. 4 ÷ 1/2 ise “4’ün içinde kaç tane yarım var?” sorusudur: 8.`,
          msg`1’den küçük bir sayıyla çarpınca sonuç küçülür, 1’den küçük bir sayıya bölünce sonuç büyür. Bu bilgi sonucu tahmin etmeye ve yanlışı yakalamaya yarar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Ortak payda`, definition: msg`İki kesrin paydalarının ortak katı olan ve ikisinin de genişletilebildiği payda.` },
      { term: msg`Kesrin kesri`, definition: msg`Bir kesrin bir kesir kadarı; iki kesrin çarpımıdır.` },
      { term: msg`Birim kesir`, definition: msg`Payı 1 olan kesir; ör. 1/2, 1/5.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıdı iki yönde katlayarak kesirlerle çarpmayı alan modeliyle göstermek; kesir şeritleriyle toplama, çıkarma ve bölmeyi modellemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`A4 boyutunda renkli kâğıt`, quantity: msg`Her öğrenciye 4 yaprak` },
      { name: msg`İki farklı renkte boya kalemi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Kâğıdı katlarken kenarını parmağında hızla kaydırma; kâğıt kenarı deriyi kesebilir.`,
      msg`Boya kalemlerini ağzına alma; sivri kalemleri ucu aşağı bakacak biçimde taşı.`,
    ],
    steps: [
      msg`Bir kâğıdı dikey olarak 3 eş parçaya katla; 2 parçayı birinci renkle çizgili boya. Bu, 2/3’tür.`,
      msg`Aynı kâğıdı yatay olarak 4 eş parçaya katla; boyalı bölgenin 3/4’ünü ikinci renkle boya.`,
      msg`Kâğıdı aç; toplam parça sayısını ve iki kez boyanan parçaları say. 2/3 × 3/4’ün sonucunu kesirle yaz ve sadeleştir.`,
      msg`Yeni bir kâğıtta 1/3 ile 1/4’ü gösterip ikisini de 12’lik parçalarla yazarak toplamlarını ve farklarını bul.`,
      msg`Bir kâğıdın 3/4’ünü boya; boyalı kısmı 3 eş parçaya böl. Bir parçanın kâğıdın ne kadarı olduğunu yaz.`,
    ],
    observations: [
      msg`2/3 × 3/4’ün sonucu 2/3’ten büyük mü, küçük mü çıktı?`,
      msg`Kâğıdı iki yönde katlayınca toplam kaç parça oluştu? Bu sayı paydalarla nasıl ilişkili?`,
      msg`1/3 ile 1/4’ü toplarken neden 12’lik parçalara ihtiyaç duydun?`,
    ],
    conclusion: msg`Paydaları farklı kesirler ortak paydaya genişletilerek toplanır ve çıkarılır. İki kesir çarpılırken paylar ve paydalar çarpılır; bu, kâğıdın iki yönde katlanmasıyla oluşan ortak bölgedir. Bir kesri bir doğal sayıya bölmek onu eş parçalara ayırmaktır.`,
  },
  questions: [
    {
      id: 'unlike-sum',
      prompt: msg`2/5 + 1/3 işleminin sonucu hangisidir?`,
      options: [msg`3/8`, msg`11/15`, msg`3/15`, msg`2/15`],
      correctIndex: 1,
      explanation: msg`Ortak payda 15’tir: 2/5 = 6/15, 1/3 = 5/15. 6/15 + 5/15 = 11/15. 3/8 paydaları da toplamanın yanlışıdır.`,
      hints: [msg`5’in ve 3’ün ortak bir katını bul.`, msg`İki kesri de o paydaya genişlet, sonra payları topla.`],
    },
    {
      id: 'whole-times-fraction',
      prompt: msg`8 × 3/4 işleminin sonucu kaçtır?`,
      options: [msg`24/32`, msg`3/32`, msg`6`, msg`11/4`],
      correctIndex: 2,
      explanation: msg`8 × 3/4 = 24/4 = 6. Sekiz tane 3/4, altı bütün eder.`,
      hints: [msg`Doğal sayıyı payla mı, paydayla mı çarparsın?`, msg`Bulduğun kesri sadeleştir.`],
    },
    {
      id: 'fraction-times-fraction',
      prompt: msg`2/3 × 3/5 işleminin sonucu hangisidir?`,
      options: [msg`5/8`, msg`6/8`, msg`9/10`, msg`2/5`],
      correctIndex: 3,
      explanation: msg`Paylar ve paydalar çarpılır: (2 × 3)/(3 × 5) = 6/15. Sadeleşince 2/5 olur.`,
      hints: [msg`Kesirlerle çarpmada paylarla paydalar ayrı ayrı çarpılır.`, msg`Sonucu sadeleştirebilir misin?`],
    },
    {
      id: 'divide-by-half',
      prompt: msg`4 ÷ 1/2 işleminin sonucu kaçtır?`,
      options: [msg`8`, msg`2`, msg`1/8`],
      correctIndex: 0,
      explanation: msg`4 ÷ 1/2, “4’ün içinde kaç tane yarım var?” sorusudur. Her bütünde 2 yarım olduğu için 4 bütünde 8 yarım vardır.`,
      hints: [msg`Bir bütünün içinde kaç tane yarım var?`, msg`1’den küçük bir sayıya bölünce sonuç büyür mü, küçülür mü?`],
    },
    {
      id: 'estimate',
      prompt: msg`Bir kesri 1’den küçük, sıfırdan büyük bir kesirle çarpınca sonuç ilk kesre göre nasıl olur?`,
      options: [msg`Büyür`, msg`Küçülür`, msg`Değişmez`],
      correctIndex: 1,
      explanation: msg`Bir sayının 1’den küçük bir kesir kadarı o sayının bir parçasıdır; parça bütünden küçüktür. Örneğin 2/3 × 3/4 = 1/2, 2/3’ten küçüktür.`,
      hints: [msg`2/3’ün 3/4’ünü kâğıtta nasıl bulmuştun?`, msg`Bir şeyin bir parçası o şeyden büyük olabilir mi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kesir şeridi`,
    instructions: msg`Şeridin parçalarına dokunarak ya da numaralı düğmelerle işlemin sonucunu boya. Paydaları farklı kesirleri önce şeridin parça sayısına genişlet.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'rectangle',
      maxParts: 12,
      tasks: [
        { kind: 'shade', prompt: msg`Şerit 12 eş parçaya bölündü. 1/3 + 1/4 toplamını boya.`, numerator: 7, denominator: 12, parts: 12 },
        { kind: 'shade', prompt: msg`Şerit 12 eş parçaya bölündü. 2/3 − 1/4 farkını boya.`, numerator: 5, denominator: 12, parts: 12 },
        { kind: 'shade', prompt: msg`Şerit 6 eş parçaya bölündü. 1/2’nin 1/3’ünü boya.`, numerator: 1, denominator: 6, parts: 6 },
        { kind: 'shade', prompt: msg`Şerit 12 eş parçaya bölündü. 2/3 × 3/4 çarpımını boya.`, numerator: 1, denominator: 2, parts: 12 },
        { kind: 'shade', prompt: msg`Şerit 8 eş parçaya bölündü. 3/4 ÷ 3 işleminin sonucunu boya.`, numerator: 1, denominator: 4, parts: 8 },
      ],
    },
  },
  worksheet: {
    title: msg`Kesirlerle İşlemler Çalışma Sayfası`,
    instructions: msg`Her işlemi önce kâğıt katlayarak ya da şerit çizerek modelle, sonra hesapla.`,
    tasks: [
      { prompt: msg`3/4 − 2/5 ve 1/6 + 3/8 işlemlerini ortak payda bularak yap.`, lines: 3 },
      { prompt: msg`Bir bahçenin 3/5’ine çiçek ekildi; çiçekli kısmın 1/2’si güldür. Güller bahçenin ne kadarıdır? Katlama modeliyle göster.`, lines: 3 },
      { prompt: msg`6 ÷ 1/3 işleminin sonucunu “6’nın içinde kaç tane üçte bir var?” diye düşünerek bul.`, lines: 2 },
    ],
    table: {
      caption: msg`Katlayarak bulduğum çarpımlar`,
      columns: [msg`Çarpma`, msg`Toplam parça`, msg`İki kez boyanan parça`, msg`Sonuç (sade)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Yarım Kalan Pastası`,
    paragraphs: [
      msg`Fındık’ın fındıklı pastasından dün akşam biraz yenmişti; pastanın 2/3’ü kalmıştı.`,
      msg`Kirpi Diken ile Tavşan Pamuk geldi. Fındık, “Kalanın 3/4’ünü size ayırayım,” dedi. Pamuk hesapladı: “Kalan 2/3, bunun 3/4’ü… Pastanın 5/7’si mi?”`,
      msg`Fındık pastayı önce 3 dilime, sonra her dilimi 4 parçaya kesti: 12 parça. Kalan 8 parçanın 3/4’ü 6 parçaydı. “12 parçanın 6’sı, yani pastanın yarısı,” dedi.`,
      msg`Diken ile Pamuk 3’er parça aldı; Fındık’a da 2 parça kaldı.`,
    ],
    lesson: msg`Bir kesrin bir kesir kadarını bulmak çarpmadır: 2/3 × 3/4 = 6/12 = 1/2. Paylar ve paydalar toplanmaz, çarpılır.`,
  },
};
