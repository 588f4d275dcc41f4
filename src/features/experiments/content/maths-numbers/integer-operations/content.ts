import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Termometrede sıcaklık −3 °C iken 5 derece artarsa kaç olur? Asansör 2. kattan 4 kat inerse nereye varır? Tam sayılarla işlemleri sayı doğrusunda ileri ve geri adımlarla görmek, işaret kurallarını ezberlemeden anlamayı sağlar.`,
    sections: [
      {
        heading: msg`Toplama: ileri ve geri`,
        paragraphs: [
          msg`Sayı doğrusunda pozitif bir sayı eklemek sağa (ileri), negatif bir sayı eklemek sola (geri) gitmektir. (−3) + (+5): −3’ten 5 adım sağa gidilir, 2’ye varılır. (+4) + (−6): 4’ten 6 adım sola gidilir, −2’ye varılır.`,
          msg`Aynı işaretli iki tam sayı toplanırken sayıların mutlak değerleri toplanır ve ortak işaret verilir: (−3) + (−4) = −7. Farklı işaretliler toplanırken mutlak değeri büyük olandan küçük olan çıkarılır ve büyüğün işareti verilir: (−8) + (+3) = −5.`,
        ],
      },
      {
        heading: msg`Çıkarma: ters işaretliyi eklemek`,
        paragraphs: [
          msg`Bir tam sayıyı çıkarmak, onun ters işaretlisini eklemektir: 4 − (−3) = 4 + (+3) = 7. Sayı doğrusunda −3’ü çıkarmak, 3 adım geri gitmenin tersini, yani 3 adım ileri gitmeyi gerektirir.`,
          msg`Sıcaklık örneği: sabah −2 °C, öğlen 6 °C ise artış 6 − (−2) = 6 + 2 = 8 derecedir.`,
        ],
      },
      {
        heading: msg`Çarpma ve bölme`,
        paragraphs: [
          msg`Çarpma tekrarlı toplamadır: 3 · (−2) = (−2) + (−2) + (−2) = −6; sayı doğrusunda 0’dan sola doğru 2’şer birimlik 3 sıçrama yapılır. Aynı işaretli iki tam sayının çarpımı pozitif, farklı işaretlilerin çarpımı negatiftir: (−4) · (−5) = 20, (−4) · 5 = −20.`,
          msg`Bölmede de aynı işaret kuralı geçerlidir: (−12) ÷ 3 = −4, (−12) ÷ (−3) = 4. Bir tam sayının 0’a bölümü tanımsızdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Tam sayı`, definition: msg`…, −3, −2, −1, 0, 1, 2, 3, … sayılarının her biri.` },
      {
        term: msg`Ters işaretli sayı`,
        definition: msg`Sayı doğrusunda 0’a aynı uzaklıkta, öbür yanda duran sayı; 5’in ters işaretlisi −5’tir. Toplamları 0’dır.`,
      },
      { term: msg`Mutlak değer`, definition: msg`Bir sayının sayı doğrusunda 0’a olan uzaklığı; |−7| = 7.` },
      { term: msg`İşaret kuralı`, definition: msg`Aynı işaretli iki tam sayının çarpımı ya da bölümü pozitif, farklı işaretlilerinki negatiftir.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfın yerine çizilen bir sayı doğrusunda yürüyerek tam sayılarla toplama ve çıkarmayı, eşit sıçramalarla çarpmayı modellemek ve işaret kurallarını bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı (yere yapıştırılınca kolay sökülen)`, quantity: msg`Sınıfa 1 rulo` },
      { name: msg`−10’dan 10’a kadar sayı kartları (A5)`, quantity: msg`Sınıfa 21 tane` },
      { name: msg`“+” ve “−” yazılı işaret kartları`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Bandı yere düz ve sıkı yapıştır; kalkık uçlar ayağa takılabilir. Etkinlik bitince bandı sökün.`,
      msg`Sayı doğrusunda koşma, geri geri yürürken arkana bak ve bir arkadaşın seni yönlendirsin.`,
      msg`Sıra ve çantaları doğrunun çevresinden kaldırın.`,
    ],
    steps: [
      msg`Bandı sınıfın yerine düz bir çizgi olarak yapıştırın; her adımda bir sayı kartı olacak biçimde −10’dan 10’a kadar kartları dizin. 0 ortada olsun.`,
      msg`Toplama: (−3) + (+5) için −3’te dur, yüzün pozitif yöne dönük olsun ve 5 adım ileri yürü. Vardığın sayıyı yaz. (+4) + (−6) için 4’te dur ve 6 adım geri yürü.`,
      msg`Çıkarma: 4 − (+3) için 4’ten 3 adım geri yürü. Sonra 4 − (−3) için düşün: −3’ü çıkarmak ters yönde, yani 3 adım ileri yürümek demektir. İki sonucu karşılaştır.`,
      msg`Çarpma: 3 · (−2) için 0’dan başla ve sola doğru 2’şer adımlık 3 sıçrama yap. Vardığın sayıyı yaz. 3 · 2 ile karşılaştır.`,
      msg`Her işlemi ve sonucunu tabloya yaz. Aynı işaretli ve farklı işaretli sayılarla yapılan çarpmaların sonuçlarının işaretine bak ve bir kural yaz.`,
      msg`Problem: Bir dalgıç deniz seviyesinin 8 m altındadır; 5 m yükselip sonra 6 m dalıyor. Son konumunu sayı doğrusunda yürüyerek bul.`,
    ],
    observations: [
      msg`Pozitif bir sayı eklemek ile negatif bir sayı çıkarmak sayı doğrusunda aynı yöne mi götürdü?`,
      msg`Çarpmada işaretler aynıyken ve farklıyken sonuçların işareti ne oldu?`,
      msg`Dalgıç en sonunda deniz seviyesinin kaç metre altındaydı?`,
    ],
    conclusion: msg`Sayı doğrusunda pozitif sayı eklemek ileri, negatif sayı eklemek geri gitmektir. Bir tam sayıyı çıkarmak, ters işaretlisini eklemekle aynıdır. Çarpma tekrarlı toplama olduğundan pozitif bir sayıyla negatif bir sayının çarpımı negatiftir; aynı işaretli iki tam sayının çarpımı ve bölümü pozitif, farklı işaretlilerinki negatiftir.`,
  },
  questions: [
    {
      id: 'add',
      prompt: msg`(−7) + (+4) işleminin sonucu kaçtır?`,
      options: [msg`−11`, msg`11`, msg`3`, msg`−3`],
      correctIndex: 3,
      explanation: msg`−7’den 4 adım sağa gidilir ve −3’e varılır. Ya da: farklı işaretli sayılarda 7 − 4 = 3 bulunur, mutlak değeri büyük olanın (−7) işareti verilir: −3.`,
      hints: [msg`Sayı doğrusunda −7’den başla. Pozitif sayı eklerken hangi yöne gidersin?`, msg`Kaç adım gideceğini say.`],
    },
    {
      id: 'subtract-negative',
      prompt: msg`5 − (−8) işleminin sonucu kaçtır?`,
      options: [msg`−3`, msg`13`, msg`3`, msg`−13`],
      correctIndex: 1,
      explanation: msg`Bir sayıyı çıkarmak ters işaretlisini eklemektir: 5 − (−8) = 5 + (+8) = 13.`,
      hints: [msg`Çıkarmayı toplamaya çevir: −8’in ters işaretlisi nedir?`, msg`Şimdi 5’e bu sayıyı ekle.`],
    },
    {
      id: 'temperature',
      prompt: msg`Erzurum’da sabah sıcaklık −9 °C, öğlen 4 °C’dir. Sıcaklık kaç derece artmıştır?`,
      options: [msg`13`, msg`5`, msg`−5`, msg`−13`],
      correctIndex: 0,
      explanation: msg`Artış, son değerden ilk değerin çıkarılmasıyla bulunur: 4 − (−9) = 4 + 9 = 13 derece. Sayı doğrusunda −9’dan 4’e 13 adım vardır.`,
      hints: [msg`Artışı bulmak için hangi sayıdan hangisini çıkarmalısın?`, msg`Termometrede −9’dan 0’a kaç, 0’dan 4’e kaç derece var?`],
    },
    {
      id: 'multiply',
      prompt: msg`(−6) · (−4) işleminin sonucu kaçtır?`,
      options: [msg`−24`, msg`−10`, msg`24`, msg`10`],
      correctIndex: 2,
      explanation: msg`Aynı işaretli iki tam sayının çarpımı pozitiftir: 6 · 4 = 24, sonuç +24.`,
      hints: [msg`Önce işaretlere bakmadan çarp.`, msg`İki sayının işaretleri aynı mı, farklı mı?`],
    },
    {
      id: 'divide',
      prompt: msg`(−36) ÷ (+9) işleminin sonucu kaçtır?`,
      options: [msg`4`, msg`−4`, msg`−27`, msg`45`],
      correctIndex: 1,
      explanation: msg`Farklı işaretli iki tam sayının bölümü negatiftir: 36 ÷ 9 = 4, sonuç −4. Kontrol: (−4) · 9 = −36.`,
      hints: [msg`Bölmede işaret kuralı çarpmadakiyle aynıdır.`, msg`Sonucu bölenle çarparak kontrol et.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Tam sayı doğrusu`,
    instructions: msg`Noktayı sıçrama düğmeleriyle (ya da seçip ok tuşlarıyla) ileri ya da geri hareket ettir. İşlemin sonucuna varınca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'number-line',
      min: -12,
      max: 12,
      step: 1,
      labelEvery: 2,
      tasks: [
        { kind: 'jumps', prompt: msg`(−3) + (+5) işlemini yap: −3’ten ileri sıçra.`, start: -3, target: 2, sizes: [1], direction: 'forward' },
        { kind: 'jumps', prompt: msg`(+4) + (−6) işlemini yap: 4’ten geri sıçra.`, start: 4, target: -2, sizes: [1], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`4 − (−3) işlemini yap. −3’ü çıkarmak, +3’ü eklemek demektir: hangi yöne sıçramalısın?`,
          start: 4,
          target: 7,
          sizes: [1],
          direction: 'forward',
        },
        { kind: 'jumps', prompt: msg`(−2) − (+5) işlemini yap.`, start: -2, target: -7, sizes: [1], direction: 'back' },
        {
          kind: 'jumps',
          prompt: msg`3 · (−2) işlemini 0’dan başlayarak 2’şer birimlik sıçramalarla yap.`,
          start: 0,
          target: -6,
          sizes: [2],
          direction: 'back',
        },
        {
          kind: 'jumps',
          prompt: msg`Dalgıç deniz seviyesinin 8 m altında; 5 m yükselip 6 m dalıyor. Önce 5 m yükselişi göster: −8’den ileri sıçra.`,
          start: -8,
          target: -3,
          sizes: [1],
          direction: 'forward',
        },
        {
          kind: 'jumps',
          prompt: msg`Şimdi dalgıcın 6 m dalışını göster: −3’ten geri sıçra. Dalgıç en sonunda nerede?`,
          start: -3,
          target: -9,
          sizes: [1],
          direction: 'back',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Sayı Doğrusunda Tam Sayılarla İşlemler Çalışma Sayfası`,
    instructions: msg`Her işlemi önce sayı doğrusunda ok çizerek göster, sonra sonucunu yaz.`,
    tasks: [
      { prompt: msg`(−5) + (−3), (+6) + (−9) ve (−4) − (−10) işlemlerini sayı doğrusunda göster.`, lines: 4 },
      { prompt: msg`Bir asansör 3. kattan 5 kat aşağı, sonra 2 kat yukarı gidiyor. Asansör hangi katta? Zemin kat 0, bodrum katlar negatif.`, lines: 3 },
      { prompt: msg`(−2) · 3, 2 · (−3), (−2) · (−3) çarpımlarını bul ve işaret kuralını kendi cümlelerinle yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Sayı doğrusunda yürüyüşler`,
      columns: [msg`İşlem`, msg`Başlangıç`, msg`Yön ve adım sayısı`, msg`Varılan sayı`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Ağaç Asansörü`,
    paragraphs: [
      msg`Fındık’ın meşe ağacında bir asansör vardı: yer seviyesi 0, dallar pozitif, kökler arasındaki kiler katları negatifti.`,
      msg`Fındık −2. kattaki kilerden 5 kat yukarı çıktı: −2 + 5 = 3. Üçüncü daldaki kardeşi Çıtır’ın yanına vardı.`,
      msg`Çıtır sordu: “Kilere geri inmek için kaç kat inmeliyim?” Fındık hesapladı: 3 − (−2) = 3 + 2 = 5. “Tam 5 kat!”`,
      msg`Sonra Çıtır her seferinde 2 kat inen bir oyun buldu. 0’dan başlayıp 3 kez indi: 3 · (−2) = −6. Baykuş Nine gülümsedi: “Aşağı inişi tekrarlamak, yine aşağıya götürür. Pozitif bir sayı ile negatif bir sayının çarpımı negatiftir.”`,
    ],
    lesson: msg`Tam sayılarla işlemleri sayı doğrusunda yön ve adım olarak düşünürsek işaret kurallarını ezberlemek yerine anlayabiliriz.`,
  },
};
