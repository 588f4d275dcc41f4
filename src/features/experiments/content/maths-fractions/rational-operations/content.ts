import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Tam sayılarla işlemlerde öğrendiğin işaret kuralları rasyonel sayılarda da aynen geçerlidir; kesirlerle işlem yaparken öğrendiğin payda eşitleme ve çarpma da öyle. Bu etkinlikte ikisini birleştiriyoruz: (−2/3) + 1/4 ya da (−3/4) ÷ (−9/8) gibi işlemleri hem modelle hem kuralla yapacağız.`,
    sections: [
      {
        heading: msg`Toplama ve çıkarma`,
        paragraphs: [
          msg`Paydalar eşit değilse önce eşitlenir, sonra paylar tam sayılarla toplama kurallarına göre toplanır: (−2/3) + 1/4 = (−8/12) + 3/12 = −5/12.`,
          msg`Bir rasyonel sayıyı çıkarmak, ters işaretlisini eklemektir: 1/2 − (−1/3) = 1/2 + 1/3 = 3/6 + 2/6 = 5/6. Tam sayılı kesirler önce bileşik kesre çevrilir: 2 1/4 = 9/4.`,
        ],
      },
      {
        heading: msg`Çarpma ve bölme`,
        paragraphs: [
          msg`Çarpmada paylar çarpılıp paya, paydalar çarpılıp paydaya yazılır; işaret tam sayılardaki gibi belirlenir: (−3/5) · 10/9 = −30/45 = −2/3. Çarpmadan önce sadeleştirmek işi kolaylaştırır.`,
          msg`Alan modeli: bir kâğıdı dikine 3’e katlayıp 2 şeridi, sonra yatay 4’e katlayıp 3 şeridi taralarsan iki taramanın üst üste geldiği bölge 2/3 · 3/4 = 6/12 = 1/2’dir.`,
          msg`Çarpımları 1 olan iki sayı birbirinin çarpmaya göre tersidir: 3/4 ile 4/3, −5 ile −1/5. Bir sayıya bölmek, o sayının çarpmaya göre tersiyle çarpmaktır: (−3/4) ÷ (−9/8) = (−3/4) · (−8/9) = 24/36 = 2/3. 0’ın çarpmaya göre tersi yoktur; 0’a bölme tanımsızdır.`,
        ],
      },
      {
        heading: msg`İşlem önceliği ve özellikler`,
        paragraphs: [
          msg`Çok adımlı işlemlerde önce parantez içi, sonra çarpma ve bölme (soldan sağa), en son toplama ve çıkarma (soldan sağa) yapılır: 1/2 + 1/2 · (−2/3) = 1/2 − 1/3 = 1/6.`,
          msg`Toplama ve çarpmada değişme ve birleşme özellikleri vardır; 0 toplamada, 1 çarpmada etkisiz elemandır; çarpmanın toplama üzerine dağılma özelliği işlemleri kısaltır: 3/4 · 8 + 3/4 · 4 = 3/4 · 12 = 9.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çarpmaya göre ters`, definition: msg`Bir sayıyla çarpımı 1 olan sayı; 2/5’in çarpmaya göre tersi 5/2’dir.` },
      { term: msg`Toplamaya göre ters`, definition: msg`Bir sayıyla toplamı 0 olan sayı, yani ters işaretlisi; −3/7’nin toplamaya göre tersi 3/7’dir.` },
      { term: msg`İşlem önceliği`, definition: msg`Parantez, çarpma ve bölme, toplama ve çıkarma sırasıyla işlem yapma kuralı.` },
      { term: msg`Alan modeli`, definition: msg`İki kesrin çarpımını bir dikdörtgenin iki yönde bölünüp taranmasıyla gösteren model.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt katlayıp tarayarak rasyonel sayılarla toplama, çıkarma, çarpma ve bölmeyi modellemek; modeldeki sonuçları kuralla bulunan sonuçlarla karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`A4 kâğıt (düz ya da kareli)`, quantity: msg`Her öğrenciye 4 yaprak` },
      { name: msg`İki farklı renkte kuru boya ya da keçeli kalem`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Keçeli kalemlerin kapağını kullanmadığında kapat, ağza alma.`,
      msg`Kâğıt kenarları parmağı kesebilir; kâğıdı katlarken kenarı parmakla değil cetvelle bastır.`,
    ],
    steps: [
      msg`Toplama: Bir kâğıdın uzun kenarını cetvelle 12 eş aralığa böl (A4’te her aralık yaklaşık 25 mm), çizgilerden katlayarak 12 eş şerit elde et. 1/3’ünü (4 şerit) bir renkle, 1/4’ünü (3 şerit) öbür renkle tara. Toplam kaç şerit? 1/3 + 1/4 toplamını yaz.`,
      msg`Çıkarma: Aynı kâğıtta 5/6’yı (10 şerit) işaretle ve bunun içinden kâğıdın 3/4’ü kadar (9 şerit) alanın üstünü çiz. Kalan 1/12’yi 5/6 − 3/4 işleminin sonucuyla karşılaştır.`,
      msg`Çarpma: Yeni bir kâğıdı dikine 3 eş parçaya katla ve 2 parçayı tara. Sonra yatay 4 eş parçaya katla ve 3 parçayı öbür renkle tara. Kâğıt kaç küçük dikdörtgene bölündü, kaçı iki kez tarandı? 2/3 · 3/4 çarpımını yaz ve sadeleştir.`,
      msg`Bölme: Bir kâğıdın 2/3’ünü tara ve taralı kısmı 4 arkadaşa eşit paylaştırmak için yatay 4’e katla. Bir kişinin payı bütünün kaçta kaçı? (2/3) ÷ 4 = (2/3) · (1/4) olduğunu göster.`,
      msg`İşaretler: Modelde bulduğun sonuçları işaretli sayılarla yeniden yaz: (−2/3) · 3/4, (−2/3) · (−3/4), (−2/3) ÷ 4. İşaretleri tam sayılardaki kurallara göre belirle.`,
      msg`Tabloya her işlemi, modelde bulduğun sonucu ve kuralla bulduğun sonucu yaz; ikisini karşılaştır.`,
    ],
    observations: [
      msg`Çarpma modelinde küçük dikdörtgenlerin sayısı paydaların çarpımına, iki kez taranmış olanların sayısı payların çarpımına eşit miydi?`,
      msg`Bir bütünün 2/3’ünü 4’e bölmek ile 1/4’üyle çarpmak aynı sonucu verdi mi?`,
      msg`İşaretli işlemlerde sonucun büyüklüğü değişti mi, yoksa yalnız işareti mi?`,
    ],
    conclusion: msg`Rasyonel sayılarla toplama ve çıkarmada paydalar eşitlenir; çarpmada paylar ve paydalar çarpılır; bölmede bölen sayının çarpmaya göre tersiyle çarpılır. Sonucun işareti tam sayılardaki kurallarla belirlenir, büyüklüğü ise kesirlerle yapılan işlemle bulunur.`,
  },
  questions: [
    {
      id: 'add',
      prompt: msg`(−2/3) + 1/4 işleminin sonucu kaçtır?`,
      options: [msg`5/12`, msg`−5/12`, msg`−3/7`, msg`−11/12`],
      correctIndex: 1,
      explanation: msg`Paydalar 12’de eşitlenir: (−8/12) + 3/12 = −5/12. Farklı işaretli sayılar toplanırken mutlak değeri büyük olanın işareti alınır.`,
      hints: [
        msg`Pay ve paydaları ayrı ayrı toplayabilir misin? Önce ne yapmalısın?`,
        msg`İki paydanın en küçük ortak katı kaçtır?`,
        msg`−8 ile 3’ü tam sayılarla toplama kuralına göre topla.`,
      ],
    },
    {
      id: 'multiply',
      prompt: msg`(−3/5) · 10/9 işleminin sonucu kaçtır?`,
      options: [msg`−2/3`, msg`2/3`, msg`−3/2`, msg`−1/6`],
      correctIndex: 0,
      explanation: msg`Paylar ve paydalar çarpılır: −30/45; 15’e bölerek sadeleşir: −2/3. Farklı işaretli sayıların çarpımı negatiftir.`,
      hints: [msg`Çarpmadan önce 10 ile 5’i, 3 ile 9’u sadeleştirebilirsin.`, msg`Farklı işaretli iki sayının çarpımının işareti nedir?`],
    },
    {
      id: 'divide',
      prompt: msg`(−3/4) ÷ (−9/8) işleminin sonucu kaçtır?`,
      options: [msg`−2/3`, msg`27/32`, msg`3/2`, msg`2/3`],
      correctIndex: 3,
      explanation: msg`Bölen sayının çarpmaya göre tersiyle çarpılır: (−3/4) · (−8/9) = 24/36 = 2/3. Aynı işaretli sayıların bölümü pozitiftir.`,
      hints: [msg`Bölme işlemini çarpmaya nasıl çevirirsin?`, msg`−9/8’in çarpmaya göre tersi nedir?`, msg`İki negatif sayının çarpımının işaretini unutma.`],
    },
    {
      id: 'tank',
      prompt: msg`Bir su deposunun 3/4’ü doludur. Deponun tamamının 1/3’ü kadar su kullanılırsa deponun kaçta kaçı dolu kalır?`,
      options: [msg`1/4`, msg`5/12`, msg`2/1`, msg`13/12`],
      correctIndex: 1,
      explanation: msg`İki miktar da deponun tamamına göre verildiği için çıkarılır: 3/4 − 1/3 = 9/12 − 4/12 = 5/12.`,
      hints: [msg`Kullanılan su, doludan eklenir mi, çıkarılır mı?`, msg`Paydaları 12’de eşitle.`],
    },
    {
      id: 'order-of-operations',
      prompt: msg`1/2 + 1/2 · (−2/3) işleminin sonucu kaçtır?`,
      options: [msg`−2/3`, msg`5/6`, msg`1/6`, msg`−1/3`],
      correctIndex: 2,
      explanation: msg`Önce çarpma yapılır: 1/2 · (−2/3) = −1/3. Sonra toplama: 1/2 + (−1/3) = 3/6 − 2/6 = 1/6.`,
      hints: [msg`Bu işlemde önce hangisi yapılır: toplama mı, çarpma mı?`, msg`Çarpmanın sonucunun işaretine dikkat et.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Sayı doğrusunda rasyonel sayılarla işlemler`,
    instructions: msg`Zıplama düğmelerine basarak işlemi sayı doğrusunda yap; her iki tam sayının arası 4 eş parçaya bölündü. Fazla zıplarsan son zıplamayı geri al, sonra “Kontrol et” düğmesine bas. Vardığın sayıyı sadeleştirilmiş rasyonel sayı olarak söylemeyi dene.`,
    manipulative: {
      type: 'number-line',
      min: -2,
      max: 2,
      step: '1/4',
      tasks: [
        {
          kind: 'jumps',
          prompt: msg`(−1/2) + 3/4 işlemini yap. Başlangıç −1/2; her zıplama 1/4 birim ileri.`,
          start: '-1/2',
          target: '1/4',
          sizes: ['1/4'],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`1/2 − 5/4 işlemini yap. Başlangıç 1/2; her zıplama 1/4 birim geri. Sonuç pozitif mi, negatif mi?`,
          start: '1/2',
          target: '-3/4',
          sizes: ['1/4'],
          direction: 'back',
        },
        {
          kind: 'jumps',
          prompt: msg`1/4 − (−1/2) işlemini yap. Negatif bir sayıyı çıkarmak, ters işaretlisini eklemektir: 1/4 − (−1/2) = 1/4 + 1/2. Başlangıç 1/4; zıplayarak bul.`,
          start: '1/4',
          target: '3/4',
          sizes: ['1/4'],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`3 · (−1/2) çarpımını bul: 0’dan başla, 1/2 birim geri üç kez zıpla.`,
          start: 0,
          target: '-3/2',
          sizes: ['1/2'],
          direction: 'back',
        },
        {
          kind: 'jumps',
          prompt: msg`3/2 ÷ 3/4 işlemi, 3/2 sayısının içinde kaç tane 3/4 olduğunu sorar. 0’dan başla, 3/4 birimlik zıplamalarla 3/2 sayısına git ve zıplamaları say. Sonucu 3/2 · 4/3 çarpımıyla karşılaştır.`,
          start: 0,
          target: '3/2',
          sizes: ['3/4'],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`Sabah hava sıcaklığı −5/4 °C idi; öğlene kadar 5/2 °C arttı. Öğlen sıcaklık kaç °C oldu? Başlangıç −5/4; 1 ve 1/4 birimlik zıplamalarla bul.`,
          start: '-5/4',
          target: '5/4',
          sizes: [1, '1/4'],
          direction: 'forward',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Rasyonel Sayılarla İşlemler Çalışma Sayfası`,
    instructions: msg`Her işlemi önce bir modelle (kâğıt, şerit ya da sayı doğrusu) göster, sonra kuralla hesapla ve iki sonucu karşılaştır.`,
    tasks: [
      { prompt: msg`(−1/2) − 3/4 ve 2 1/3 + (−5/6) işlemlerini yap.`, lines: 3 },
      { prompt: msg`3/5 · (−15/4) çarpımını önce sadeleştirerek, sonra sadeleştirmeden hesapla. Hangisi daha kolaydı?`, lines: 3 },
      { prompt: msg`Bir kurdele 3 1/2 m’dir. Her biri 7/8 m olan kaç parçaya bölünebilir? İşlemi bölme ile yaz.`, lines: 3 },
      { prompt: msg`(−2/3) · 3/5 + 1/5 işleminde işlem önceliğine uyarak sonucu bul.`, lines: 2 },
    ],
    table: {
      caption: msg`Modelle ve kuralla bulunan sonuçlar`,
      columns: [msg`İşlem`, msg`Modelde gördüğüm`, msg`Kuralla sonuç`, msg`Sadeleştirilmiş sonuç`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Pekmez Kavanozu`,
    paragraphs: [
      msg`Fındık’ın kilerinde bir kavanoz pekmez vardı; kavanozun 3/4’ü doluydu. Kış gelince her hafta kavanozun tamamının 1/8’i kadar pekmez yedi.`,
      msg`Çıtır sordu: “Her hafta kavanozdaki değişim ne kadar?” Fındık yazdı: −1/8. “Eksi, çünkü pekmez azalıyor.”`,
      msg`Üç hafta sonra değişim 3 · (−1/8) = −3/8 oldu. Kavanozda 3/4 + (−3/8) = 6/8 − 3/8 = 3/8 kaldı.`,
      msg`Baykuş Nine sordu: “Kalan pekmez kaç hafta daha yeter?” Fındık böldü: 3/8 ÷ 1/8 = 3/8 · 8/1 = 3. “Tam üç hafta!” Baykuş Nine gülümsedi: “Bir kesre bölmek, kaç tane o kadarlık parça sığdığını sormaktır.”`,
    ],
    lesson: msg`Rasyonel sayılarla işlemlerde kesir kuralları büyüklüğü, tam sayı kuralları işareti verir; bölme de “içinde kaç tane var?” sorusunun cevabıdır.`,
  },
};
