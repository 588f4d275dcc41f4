import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir kitapçı beş günde farklı sayıda kitap sattı. “Günde ortalama kaç kitap sattı?” sorusu, bütün satışlar günlere eşit paylaştırılsaydı her güne kaç kitap düşeceğini sorar.`,
    sections: [
      {
        heading: msg`Aritmetik ortalama`,
        paragraphs: [
          msg`Bir veri grubundaki bütün verilerin toplamının veri sayısına bölümüne aritmetik ortalama denir. 4, 8, 6, 10 ve 7’nin toplamı 35’tir; 35 ÷ 5 = 7. Ortalama 7’dir.`,
          msg`Ortalamayı kulelerle düşünebiliriz: 4, 8, 6, 10 ve 7 küplük kulelerde uzun kulelerden kısa kulelere küp taşıyıp hepsini eşitlersek her kule 7 küp olur. Küp eklenmez, atılmaz; yalnızca paylaştırılır.`,
        ],
      },
      {
        heading: msg`Açıklık`,
        paragraphs: [
          msg`Bir veri grubundaki en büyük değer ile en küçük değer arasındaki farka açıklık denir. 4, 8, 6, 10, 7 verilerinde açıklık 10 − 4 = 6’dır.`,
          msg`Açıklık, verilerin ne kadar yayıldığını gösterir. Ortalamaları aynı olan iki veri grubundan açıklığı küçük olanın verileri daha dar bir aralıkta toplanmıştır; en büyük ile en küçük veri birbirine daha yakındır.`,
        ],
      },
      {
        heading: msg`Grafikten okuma ve karşılaştırma`,
        paragraphs: [
          msg`Sütun grafiğinde her sütunun değeri okunur, toplanır ve sütun sayısına bölünür. En uzun ve en kısa sütunun farkı açıklığı verir.`,
          msg`İki kitapçının haftalık ortalamaları karşılaştırılarak hangisinin günde daha çok sattığı, açıklıkları karşılaştırılarak hangisinin satışlarının daha az değiştiği söylenebilir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Aritmetik ortalama`, definition: msg`Verilerin toplamının veri sayısına bölümü.` },
      { term: msg`Açıklık`, definition: msg`En büyük veri ile en küçük veri arasındaki fark.` },
      { term: msg`Veri grubu`, definition: msg`Bir araştırma sorusu için toplanan değerlerin tamamı.` },
    ],
  },
  procedure: {
    goal: msg`Birbirine takılan küplerle kuleler kurup eşitleyerek ortalamayı bulmak, kuleler arasındaki farktan açıklığı hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Birbirine takılabilen birim küp`, quantity: msg`Her dört kişilik gruba 40 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 1 yaprak` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Küpleri ağzına alma; küçük parçalar yutulabilir.`,
      msg`Küpleri fırlatma; yere düşenleri hemen topla ki kimse basıp kaymasın.`,
      msg`Zıplama ölçümünü sıralardan ve eşyalardan uzak, açık bir yerde yapın; rahatsızlığı olan arkadaşınız zıplamak yerine sayıcı olsun.`,
    ],
    steps: [
      msg`Kitapçının satışlarını küplerle gösterin: pazartesi 4, salı 8, çarşamba 6, perşembe 10, cuma 7 küplük kuleler yapın.`,
      msg`En uzun kule ile en kısa kule arasındaki farkı bulun ve açıklık olarak yazın.`,
      msg`Uzun kulelerden küp çıkarıp kısa kulelere takarak bütün kuleleri eşit yapın. Küp eklemeyin ve atmayın.`,
      msg`Eşitlenen kulelerin boyunu yazın; sonra verilerin toplamını 5’e bölerek aynı sonucu bulup bulmadığınızı kontrol edin.`,
      msg`Grubunuzdaki dört kişinin bir dakikada kaç kez zıpladığını ölçün; ortalamayı ve açıklığı hem küplerle hem hesaplayarak bulun.`,
    ],
    observations: [
      msg`Kuleleri eşitlerken küplerin toplam sayısı değişti mi?`,
      msg`Eşitlenmiş kule boyu ile hesapladığınız ortalama aynı mı?`,
      msg`Açıklığı büyük olan bir veri grubunun kuleleri nasıl görünür?`,
    ],
    conclusion: msg`Aritmetik ortalama, toplamın eşit paylaştırılmasıdır: toplam veri sayısına bölünür. Açıklık en büyük ile en küçük değerin farkıdır ve verilerin ne kadar yayıldığını gösterir.`,
  },
  questions: [
    {
      id: 'mean',
      prompt: msg`5, 8, 6, 9 ve 7 verilerinin aritmetik ortalaması kaçtır?`,
      options: [msg`35`, msg`6`, msg`7`, msg`9`],
      correctIndex: 2,
      explanation: msg`Toplam 5 + 8 + 6 + 9 + 7 = 35, veri sayısı 5’tir. 35 ÷ 5 = 7.`,
      hints: [msg`Önce bütün verileri topla.`, msg`Toplamı kaça bölmelisin?`],
    },
    {
      id: 'range',
      prompt: msg`12, 7, 15 ve 9 verilerinin açıklığı kaçtır?`,
      options: [msg`8`, msg`43`, msg`3`, msg`15`],
      correctIndex: 0,
      explanation: msg`En büyük veri 15, en küçük veri 7’dir. Açıklık 15 − 7 = 8’dir.`,
      hints: [msg`En büyük ve en küçük veriyi bul.`, msg`Açıklık için bu iki veriyle hangi işlemi yaparsın?`],
    },
    {
      id: 'total-from-mean',
      prompt: msg`Elif’in dört sınavdan aldığı puanların ortalaması 80’dir. Dört sınavdan aldığı puanların toplamı kaçtır?`,
      options: [msg`84`, msg`320`, msg`80`, msg`400`],
      correctIndex: 1,
      explanation: msg`Ortalama = toplam ÷ veri sayısı olduğundan toplam = ortalama × veri sayısı = 80 × 4 = 320.`,
      hints: [msg`Ortalama nasıl hesaplanıyordu?`, msg`Toplamı 4’e bölünce 80 çıkıyorsa toplam kaçtır?`],
    },
    {
      id: 'meaning',
      prompt: msg`Bir sınıftaki öğrencilerin okuduğu kitap sayılarının ortalaması 6’dır. Bu bilgi ne anlama gelir?`,
      options: [
        msg`Her öğrenci tam 6 kitap okumuştur`,
        msg`Öğrencilerin yarısı 6’dan çok kitap okumuştur`,
        msg`En çok kitap okuyan öğrenci 6 kitap okumuştur`,
        msg`Okunan bütün kitaplar öğrencilere eşit paylaştırılsa her birine 6 kitap düşer`,
      ],
      correctIndex: 3,
      explanation: msg`Ortalama, toplamın eşit paylaştırılmasıdır. Bazı öğrenciler 6’dan çok, bazıları az okumuş olabilir; ortalama bunu tek bir sayıyla özetler.`,
      hints: [msg`Küp kulelerini eşitlediğini düşün.`, msg`Ortalaması 6 olan bir sınıfta 2 kitap okuyan biri olabilir mi?`],
    },
    {
      id: 'missing-score',
      prompt: msg`Ali’nin ilk üç sınav puanı 70, 80 ve 90’dır. Dördüncü sınavdan kaç alırsa dört sınavın ortalaması 85 olur?`,
      options: [msg`85`, msg`95`, msg`100`, msg`90`],
      correctIndex: 2,
      explanation: msg`Ortalamanın 85 olması için toplam 4 × 85 = 340 olmalıdır. İlk üç puanın toplamı 240’tır; 340 − 240 = 100.`,
      hints: [msg`Dört sınavın toplamı kaç olmalı?`, msg`İlk üç puanın toplamını bu sayıdan çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kitapçının sütun grafiği`,
    instructions: msg`Düğmelerle sütunları yükselt ya da alçalt; okuma görevlerinde grafiğe bakıp doğru cevabı seç.`,
    manipulative: {
      type: 'bar-graph',
      title: msg`Bir kitapçının günlere göre sattığı kitap sayısı`,
      axisLabel: msg`Kitap sayısı`,
      categories: [
        { id: 'mon', label: msg`Pazartesi`, emoji: '📕' },
        { id: 'tue', label: msg`Salı`, emoji: '📗' },
        { id: 'wed', label: msg`Çarşamba`, emoji: '📘' },
        { id: 'thu', label: msg`Perşembe`, emoji: '📙' },
        { id: 'fri', label: msg`Cuma`, emoji: '📓' },
      ],
      max: 12,
      step: 1,
      tally: false,
      tasks: [
        { kind: 'build', prompt: msg`Birinci haftanın satışlarını veri tablosundan sütun grafiğine işle.`, values: [4, 8, 6, 10, 7] },
        {
          kind: 'read',
          prompt: msg`Birinci hafta kitapçı günde ortalama kaç kitap satmıştır?`,
          values: [4, 8, 6, 10, 7],
          options: [msg`6`, msg`7`, msg`8`, msg`35`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Birinci haftanın satışlarının açıklığı kaçtır?`,
          values: [4, 8, 6, 10, 7],
          options: [msg`10`, msg`4`, msg`6`, msg`14`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`İkinci hafta kitapçı günde ortalama kaç kitap satmıştır?`,
          values: [6, 9, 9, 12, 4],
          options: [msg`8`, msg`9`, msg`40`, msg`12`],
          correctIndex: 0,
        },
        {
          kind: 'read',
          prompt: msg`Birinci haftanın açıklığını önceki görevde buldun. Grafikteki ikinci haftaya bakarak söyle: hangi haftanın açıklığı daha küçüktür?`,
          values: [6, 9, 9, 12, 4],
          options: [msg`Birinci hafta`, msg`İkinci hafta`],
          correctIndex: 0,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Ortalama ve Açıklık Çalışma Sayfası`,
    instructions: msg`Grubunuzun zıplama verilerini tabloya yaz, ortalamayı ve açıklığı hesapla.`,
    tasks: [
      { prompt: msg`Bir haftalık en yüksek sıcaklıklar 18, 21, 20, 17, 19, 22, 23 °C’dir. Ortalamayı ve açıklığı bul.`, lines: 3 },
      { prompt: msg`Ortalaması 5 olan, açıklığı 4 olan beş sayılık bir veri grubu yaz.`, lines: 2 },
      { prompt: msg`Grubunuzun zıplama verilerinin sütun grafiğini kareli kâğıda çiz; ortalamayı grafikte yatay bir çizgiyle göster.`, lines: 3 },
    ],
    table: {
      caption: msg`Bir dakikada zıplama sayılarımız`,
      columns: [msg`Öğrenci`, msg`Zıplama sayısı`, msg`Ortalamadan fark`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Beş Günlük Hasadı`,
    paragraphs: [
      msg`Fındık beş gün boyunca fındık topladı: 4, 8, 6, 10 ve 7 fındık. Her akşam topladıklarını ayrı bir çukura koydu.`,
      msg`Kirpi Diken sordu: “Günde kaç fındık topluyorsun?” Fındık düşündü: “Bir gün 4, bir gün 10… Hangisini söyleyeyim?”`,
      msg`Baykuş Bilge önerdi: “Bütün fındıkları tek yere koy, sonra beş çukura eşit paylaştır.” 35 fındık beş çukura 7’şer düştü.`,
      msg`“Demek günde ortalama 7 fındık topluyorum,” dedi Fındık. Bilge ekledi: “En çok topladığın gün ile en az topladığın gün arasında 6 fındık fark var; bu da açıklık.”`,
    ],
    lesson: msg`Ortalama, toplamın eşit paylaştırılmasıdır; açıklık en büyük ile en küçük değer arasındaki farktır.`,
  },
};
