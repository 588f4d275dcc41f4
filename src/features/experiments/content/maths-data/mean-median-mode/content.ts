import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

const days = [
  { id: 'mon', label: msg`Pazartesi`, emoji: '📘' },
  { id: 'tue', label: msg`Salı`, emoji: '📗' },
  { id: 'wed', label: msg`Çarşamba`, emoji: '📙' },
  { id: 'thu', label: msg`Perşembe`, emoji: '📕' },
  { id: 'fri', label: msg`Cuma`, emoji: '📓' },
] as const;

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir hafta boyunca her gün kaç sayfa kitap okuduğunu yazdın. “Genellikle kaç sayfa okuyorum?” sorusunun tek bir yanıtı yok: aritmetik ortalama, ortanca ve tepe değer bu soruyu üç farklı biçimde yanıtlar.`,
    sections: [
      {
        heading: msg`Aritmetik ortalama`,
        paragraphs: [
          msg`Aritmetik ortalama, veri değerlerinin toplamının veri sayısına bölümüdür. 4, 2, 6, 4, 9 verisinin toplamı 25, veri sayısı 5; ortalaması 25 ÷ 5 = 5’tir.`,
          msg`Ortalamayı küp kuleleriyle düşünebiliriz: her değer için o kadar küpten bir kule yaparız, sonra uzun kulelerden kısa kulelere küp taşıyarak hepsini eşit boya getiririz. Eşit kulelerin boyu ortalamadır.`,
        ],
      },
      {
        heading: msg`Ortanca ve tepe değer`,
        paragraphs: [
          msg`Ortanca, veriler küçükten büyüğe sıralandığında tam ortada kalan değerdir. 2, 4, 4, 6, 9 verisinin ortancası 4’tür. Veri sayısı çiftse ortadaki iki değerin ortalaması alınır.`,
          msg`Tepe değer, veri grubunda en çok tekrar eden değerdir. 2, 4, 4, 6, 9 verisinde 4 iki kez geçtiği için tepe değer 4’tür. Her değer bir kez geçiyorsa tepe değer yoktur; birden fazla tepe değer de olabilir.`,
        ],
      },
      {
        heading: msg`Hangisini seçmeli?`,
        paragraphs: [
          msg`Uç değerler, yani öbürlerinden çok büyük ya da çok küçük değerler, ortalamayı kendine doğru çeker ama ortancayı pek etkilemez. Cuma günü 9 yerine 14 sayfa okunsaydı ortalama 6’ya çıkardı, ortanca yine 4 kalırdı.`,
          msg`Uç değer varsa ortanca çoğu zaman “tipik” değeri daha iyi gösterir. En çok satılan ayakkabı numarası gibi en sık görülen değer sorulduğunda tepe değer kullanılır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Aritmetik ortalama`, definition: msg`Veri değerlerinin toplamının veri sayısına bölümü.` },
      { term: msg`Ortanca`, definition: msg`Küçükten büyüğe sıralanmış verinin ortasındaki değer; çift sayıda veride ortadaki iki değerin ortalaması.` },
      { term: msg`Tepe değer`, definition: msg`Veri grubunda en çok tekrar eden değer.` },
      { term: msg`Uç değer`, definition: msg`Verinin geri kalanından belirgin biçimde büyük ya da küçük olan değer.` },
    ],
  },
  procedure: {
    goal: msg`Bir haftalık okuma verisini küp kuleleri ve sütun grafiğiyle göstermek; aritmetik ortalamayı kuleleri eşitleyerek, ortancayı sıralayarak, tepe değeri sayarak bulmak ve uç bir değerin etkisini incelemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Birbirine takılabilen birim küpler`, quantity: msg`Her gruba 40 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 1 sayfa` },
      { name: msg`Renkli kalemler ve cetvel`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Bir haftalık okuma günlüğü (ya da öğretmenin verdiği veri tablosu)`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Küpleri fırlatma, ağzına alma; yere düşenleri hemen topla.`,
      msg`Okuma günlüğündeki sayılar kişiseldir; bir arkadaşının verisini izni olmadan sınıfa açıklama.`,
      msg`Cetveli yalnız çizim için kullan.`,
    ],
    steps: [
      msg`Pazartesiden cumaya her gün okuduğun sayfa sayısını (ya da öğretmenin verdiği 4, 2, 6, 4, 9 verisini) tabloya yaz.`,
      msg`Her gün için o kadar küpten bir kule yap ve kuleleri günlerin sırasıyla yan yana diz.`,
      msg`Uzun kulelerden kısa kulelere küp taşıyarak bütün kuleleri eşit boya getir. Kulelerin son boyunu yaz; sonra toplamı gün sayısına bölerek ortalamayı hesapla ve karşılaştır.`,
      msg`Kuleleri yeniden ilk hâline getir ve bu kez küçükten büyüğe sırala. Ortadaki kulenin boyu ortancadır. En çok tekrar eden boy tepe değerdir.`,
      msg`Verini kareli kâğıda sütun grafiği olarak çiz; başlığı ve eksen adlarını yaz.`,
      msg`Cuma kulesine 5 küp ekle (uç değer). Ortalamayı, ortancayı ve tepe değeri yeniden bul; hangisinin değiştiğini tabloya yaz.`,
    ],
    observations: [
      msg`Kuleleri eşitleyerek bulduğun boy, hesapladığın ortalamayla aynı mı? Neden?`,
      msg`Cuma kulesi uzayınca ortalama ve ortanca nasıl değişti?`,
      msg`Haftanı en iyi hangi ölçü anlatıyor? Neden?`,
    ],
    conclusion: msg`Aritmetik ortalama, toplamın veri sayısına eşit paylaştırılmasıdır; kuleleri eşitlemek bunu gösterir. Ortanca sıralı verinin ortasındaki, tepe değer en sık görülen değerdir. Uç bir değer ortalamayı kendine doğru çeker ama ortancayı pek değiştirmez; bu yüzden veriyi özetlerken uç değerlere bakıp uygun ölçüyü seçmek gerekir.`,
  },
  questions: [
    {
      id: 'mean',
      prompt: msg`8, 12, 7 ve 13 sayılarının aritmetik ortalaması kaçtır?`,
      options: [msg`40`, msg`10`, msg`9,5`, msg`12`],
      correctIndex: 1,
      explanation: msg`Toplam 8 + 12 + 7 + 13 = 40, veri sayısı 4’tür. Ortalama 40 ÷ 4 = 10.`,
      hints: [msg`Önce bütün değerleri topla.`, msg`Toplamı kaç değer olduğuna böl.`],
    },
    {
      id: 'median-even',
      prompt: msg`5, 9, 2, 7, 3, 8 veri grubunun ortancası kaçtır?`,
      options: [msg`7`, msg`5,5`, msg`2,5`, msg`6`],
      correctIndex: 3,
      explanation: msg`Sıralanınca 2, 3, 5, 7, 8, 9 olur. Veri sayısı çift olduğundan ortadaki iki değerin (5 ve 7) ortalaması alınır: (5 + 7) ÷ 2 = 6.`,
      hints: [msg`Verileri küçükten büyüğe sırala.`, msg`Altı veri var: ortada tek bir değer mi, iki değer mi kalıyor?`],
    },
    {
      id: 'mode',
      prompt: msg`3, 5, 5, 7, 7, 7, 9 veri grubunun tepe değeri kaçtır?`,
      options: [msg`5`, msg`9`, msg`7`, msg`6`],
      correctIndex: 2,
      explanation: msg`7 üç kez, 5 iki kez, öbür değerler birer kez geçer. En çok tekrar eden değer 7’dir.`,
      hints: [msg`Her değerin kaç kez geçtiğini say.`, msg`Tepe değer, ortalama ya da ortadaki değer değil; en sık görülen değerdir.`],
    },
    {
      id: 'shoe-sizes',
      prompt: msg`Bir ayakkabıcı, en çok hangi numaradan sipariş vereceğine karar vermek için satış verisinin hangi ölçüsüne bakmalıdır?`,
      options: [msg`Tepe değer`, msg`Aritmetik ortalama`, msg`Ortanca`],
      correctIndex: 0,
      explanation: msg`En çok satılan numara, satış verisinde en sık tekrar eden değerdir; bu tepe değerdir. Ortalama numara (ör. 38,4) satılan bir numara bile olmayabilir.`,
      hints: [msg`Ayakkabıcı “en çok” hangi numaranın satıldığını öğrenmek istiyor.`, msg`Hangi ölçü “en sık görülen” anlamına gelir?`],
    },
    {
      id: 'outlier',
      prompt: msg`Beş arkadaşın haftalık harçlıkları 20, 25, 25, 30 ve 200 TL’dir. Tipik bir harçlığı hangi ölçü daha iyi gösterir?`,
      options: [msg`Aritmetik ortalama (60 TL)`, msg`Ortanca (25 TL)`, msg`En büyük değer (200 TL)`],
      correctIndex: 1,
      explanation: msg`200 TL bir uç değerdir ve ortalamayı 60 TL’ye çeker; beş kişiden dördü 30 TL ya da daha az alır. Ortanca 25 TL uç değerden etkilenmez ve tipik harçlığı daha iyi gösterir.`,
      hints: [msg`Değerlerden biri öbürlerinden çok farklı mı?`, msg`Hangi ölçü uç bir değerden daha az etkilenir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Okuma günlüğü grafiği`,
    instructions: msg`Önce sütunları tablodaki sayılara göre + ve − düğmeleriyle (ya da ok tuşlarıyla) kur. Sonra grafiği okuyarak ortalamayı, ortancayı ve tepe değeri bul; doğru cevabı seçip “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'bar-graph',
      title: msg`Bir haftada okunan sayfa sayısı`,
      axisLabel: msg`Sayfa sayısı`,
      categories: days,
      max: 15,
      step: 1,
      tally: false,
      tasks: [
        { kind: 'build', prompt: msg`Okuma günlüğündeki sayfa sayılarını sütun grafiğine aktar.`, values: [4, 2, 6, 4, 9] },
        {
          kind: 'read',
          prompt: msg`Bu haftanın günlük ortalama sayfa sayısı kaçtır?`,
          values: [4, 2, 6, 4, 9],
          options: [msg`4`, msg`5`, msg`6`, msg`25`],
          correctIndex: 1,
        },
        {
          kind: 'read',
          prompt: msg`Sayfa sayılarının ortancası kaçtır?`,
          values: [4, 2, 6, 4, 9],
          options: [msg`6`, msg`5`, msg`4`],
          correctIndex: 2,
        },
        {
          kind: 'read',
          prompt: msg`Sayfa sayılarının tepe değeri kaçtır?`,
          values: [4, 2, 6, 4, 9],
          options: [msg`4`, msg`9`, msg`2`],
          correctIndex: 0,
        },
        { kind: 'build', prompt: msg`Cuma günü 9 değil 14 sayfa okunmuş olsaydı grafik nasıl olurdu? Sütunları yeniden kur.`, values: [4, 2, 6, 4, 14] },
        {
          kind: 'read',
          prompt: msg`Cuma 14 sayfa olunca hangi ölçü değişti?`,
          values: [4, 2, 6, 4, 14],
          options: [msg`Yalnız ortanca`, msg`Yalnız ortalama`, msg`İkisi de`, msg`Hiçbiri`],
          correctIndex: 1,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Ortalama, Ortanca, Tepe Değer Çalışma Sayfası`,
    instructions: msg`Okuma verini tabloya yaz, üç ölçüyü hesapla ve soruları yanıtla.`,
    tasks: [
      { prompt: msg`Sınıfındaki 9 öğrencinin kardeş sayıları 1, 0, 2, 1, 3, 1, 2, 0, 8’dir. Ortalama, ortanca ve tepe değeri bul.`, lines: 4 },
      { prompt: msg`Ortalaması 6 olan beş sayılık bir veri grubu yaz; bu grupta ortanca ortalamadan küçük olsun.`, lines: 3 },
      { prompt: msg`Bir uç değerin ortalamayı neden ortancadan daha çok etkilediğini küp kuleleriyle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Okuma günlüğü`,
      columns: [msg`Gün`, msg`Sayfa sayısı`, msg`Sıralı veri`, msg`Cuma değişince`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Ceviz Kuleleri`,
    paragraphs: [
      msg`Fındık beş gün boyunca topladığı cevizleri sayıp her gün için bir kule yaptı: 4, 2, 6, 4 ve 9 ceviz.`,
      msg`Kardeşi Çıtır sordu: “Günde ortalama kaç ceviz topluyorsun?” Fındık uzun kulelerden kısa kulelere ceviz taşıdı; sonunda beş kulenin hepsi 5 ceviz boyunda oldu. “Ortalama 5!”`,
      msg`Ertesi hafta cuma günü rüzgâr çok ceviz düşürmüştü; Fındık o gün 14 ceviz topladı. Kuleleri yine eşitleyince her biri 6 oldu. Çıtır şaşırdı: “Ama öbür günler hiç değişmedi ki!”`,
      msg`Baykuş Nine açıkladı: “Tek bir büyük değer ortalamayı yukarı çeker. Kuleleri sıralayıp ortadakine bakarsan, ortanca hâlâ 4’tür. Senin sıradan bir gününü ortanca daha iyi anlatıyor.”`,
    ],
    lesson: msg`Ortalama, ortanca ve tepe değer veriyi farklı biçimlerde özetler; uç bir değer varsa hangi ölçüyü seçtiğimize dikkat etmeliyiz.`,
  },
};
