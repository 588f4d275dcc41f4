import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`“Bu asansör en çok 8 kişi taşır.” “Sınavı geçmek için en az 45 puan gerekir.” Bu cümleler tek bir sayı değil, bir sayılar aralığı anlatır. Eşitliklerde olduğu gibi eşitsizlikleri de matematik cümlesi olarak yazabilir, sayı doğrusunda gösterebilir ve çözebiliriz.`,
    sections: [
      {
        heading: msg`Eşitsizlik sembolleri ve matematik cümleleri`,
        paragraphs: [
          msg`Dört sembol kullanılır: < (küçüktür), > (büyüktür), ≤ (küçük eşittir), ≥ (büyük eşittir). “En az 45” x ≥ 45, “en çok 8” x ≤ 8, “10’dan fazla” x > 10, “10’dan az” x < 10 olarak yazılır.`,
          msg`Günlük hayat durumunda bilinmeyeni önce tanımla: “Taksinin açılış ücreti 20 TL, kilometresi 5 TL; yolculuk 60 TL’yi geçmeyecek.” x kilometre için 20 + 5x ≤ 60.`,
        ],
      },
      {
        heading: msg`Sayı doğrusunda gösterim`,
        paragraphs: [
          msg`Sınır sayı eşitsizliği sağlıyorsa (≤ ya da ≥) üzerine içi dolu daire, sağlamıyorsa (< ya da >) içi boş daire çizilir. Büyüktür sembollerinde sayı doğrusu sağa, küçüktür sembollerinde sola doğru boyanır.`,
          msg`x > −2 için −2’de içi boş daire çizilir ve sağa doğru boyanır; −2 çözüm değildir ama −1,5 ya da 0 çözümdür. Eşitsizliğin sonsuz sayıda çözümü vardır.`,
        ],
      },
      {
        heading: msg`Eşitsizlik çözme`,
        paragraphs: [
          msg`Eşitsizliğin iki yanına aynı sayı eklenir ya da çıkarılırsa, iki yanı aynı pozitif sayıyla çarpılır ya da bölünürse yön değişmez: 3x − 5 > 7 → 3x > 12 → x > 4.`,
          msg`İki yan aynı negatif sayıyla çarpılır ya da bölünürse eşitsizliğin yönü değişir: −2x ≤ 8 → x ≥ −4. Nedeni sayı doğrusunda görülür: 2 < 5 iken iki yanı −1 ile çarparsak −2 ile −5 elde ederiz ve −2 > −5’tir; sayılar sıfırın öbür yanına geçince sıraları tersine döner.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eşitsizlik`, definition: msg`İki ifadenin <, >, ≤ ya da ≥ sembolüyle karşılaştırıldığı matematik cümlesi.` },
      {
        term: msg`Birinci dereceden bir bilinmeyenli eşitsizlik`,
        definition: msg`Tek bir bilinmeyeni olan ve bu bilinmeyenin üssü 1 olan eşitsizlik; 2x + 1 < 9 gibi.`,
      },
      { term: msg`Çözüm`, definition: msg`Eşitsizliği doğru yapan her sayı; x < 3 için 2, 0 ve −10 birer çözümdür.` },
      { term: msg`Sınır değer`, definition: msg`Eşitsizliğin eşitlik olduğu sayı; sayı doğrusunda dolu ya da boş daireyle gösterilir.` },
    ],
  },
  procedure: {
    goal: msg`Yere bantla çizilen bir sayı doğrusunda eşitsizliklerin çözümlerini göstermek; eşitsizliği çözerken hangi işlemlerin yönü değiştirdiğini denemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kâğıt maskeleme bandı`, quantity: msg`Sınıfa 1 rulo` },
      { name: msg`−8’den 8’e kadar sayı kartları (A5)`, quantity: msg`Sınıfa 17 tane` },
      { name: msg`Kartondan iki daire: biri içi dolu (boyalı), biri içi boş (halka)`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Uzun bir ip ya da kurdele (çözüm bölgesini göstermek için)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Eşitsizlik kartları (ör. x ≥ −3, 2x − 1 < 7, −3x > 6)`, quantity: msg`Her gruba 4 tane` },
    ],
    safety: [
      msg`Bandı yere düz ve sıkı yapıştır; kalkık uçlar ayağa takılabilir. Etkinlik bitince bandı sökün.`,
      msg`Sayı doğrusunun üstünde koşmayın; ipi yerde bırakmayın, takılıp düşülebilir.`,
    ],
    steps: [
      msg`Bandı yere düz bir çizgi olarak yapıştırın ve −8’den 8’e kadar kartları birer adım arayla dizin.`,
      msg`Bir grup x ≥ −3 kartını alsın: bir öğrenci içi dolu daireyi −3’e koysun, öbürü ipi −3’ten sağa doğru doğrunun sonuna kadar uzatsın. Sınıf, ipin üstündeki sayılardan birkaçını yüksek sesle söyleyerek eşitsizlikte yerine koyup denesin.`,
      msg`x < 2 kartı için aynısını içi boş daireyle yapın. 2’nin neden çözüm olmadığını ve 1,9’un neden çözüm olduğunu tartışın.`,
      msg`Yön denemesi: 2 ve 5 kartlarının üstünde iki öğrenci dursun; 2 < 5 olduğunu söyleyin. İkisi de sayılarını −1 ile çarpıp yeni yerlerine (−2 ve −5) yürüsün. Şimdi hangisi daha büyük? Aynı denemeyi 2 ile çarparak (4 ve 10) yapın.`,
      msg`Gruplar kalan kartlarındaki eşitsizlikleri defterde adım adım çözsün (2x − 1 < 7 → x < 4; −3x > 6 → x < −2), sonra çözümü sayı doğrusunda daire ve iple göstersin.`,
      msg`Problem: Bir taksinin açılış ücreti 20 TL, kilometresi 5 TL’dir. 60 TL’yi geçmemek için en çok kaç kilometre gidilebilir? Eşitsizliği yazın, çözün ve sayı doğrusunda gösterin.`,
    ],
    observations: [
      msg`İçi dolu ve içi boş daire ne zaman kullanıldı?`,
      msg`−1 ile çarpınca 2 ile 5’in sırası ne oldu? 2 ile çarpınca ne oldu?`,
      msg`Taksi probleminde çözümlerin hepsi anlamlı mı? Negatif bir kilometre olur mu?`,
    ],
    conclusion: msg`Eşitsizlik bir sayılar aralığını anlatır; sayı doğrusunda sınır değere içi dolu ya da boş daire konur ve çözümler bir yöne doğru gösterilir. Eşitsizliğin iki yanına aynı sayıyı eklemek, çıkarmak ya da iki yanını aynı pozitif sayıyla çarpmak, bölmek yönü değiştirmez; negatif bir sayıyla çarpmak ya da bölmek yönü değiştirir. Gerçek hayat problemlerinde çözümlerden durumla uyuşanlar seçilir.`,
  },
  questions: [
    {
      id: 'graph',
      prompt: msg`x ≥ 4 eşitsizliği sayı doğrusunda nasıl gösterilir?`,
      options: [
        msg`4’te içi boş daire, sola doğru boyalı`,
        msg`4’te içi dolu daire, sağa doğru boyalı`,
        msg`4’te içi boş daire, sağa doğru boyalı`,
        msg`4’te içi dolu daire, sola doğru boyalı`,
      ],
      correctIndex: 1,
      explanation: msg`4 de çözüm olduğu için (≥) 4’e içi dolu daire konur; 4’ten büyük sayılar sağda olduğu için sağa doğru boyanır.`,
      hints: [msg`4 bu eşitsizliği sağlıyor mu? Daire dolu mu olmalı, boş mu?`, msg`4’ten büyük sayılar sayı doğrusunda hangi yanda?`],
    },
    {
      id: 'solve',
      prompt: msg`3x − 5 > 7 eşitsizliğinin çözümü hangisidir?`,
      options: [msg`x > 4`, msg`x < 4`, msg`x > 2/3`, msg`x ≥ 4`],
      correctIndex: 0,
      explanation: msg`İki yana 5 eklenir: 3x > 12. İki yan pozitif 3’e bölünür, yön değişmez: x > 4. Sembol > olduğu için 4 çözüm değildir.`,
      hints: [msg`Önce bilinmeyenli terimi yalnız bırak: iki yana hangi sayıyı eklemelisin?`, msg`Pozitif bir sayıya bölerken yön değişir mi?`],
    },
    {
      id: 'negative',
      prompt: msg`−2x + 1 ≤ 9 eşitsizliğinin çözümü hangisidir?`,
      options: [msg`x ≤ −4`, msg`x ≥ 4`, msg`x ≤ 4`, msg`x ≥ −4`],
      correctIndex: 3,
      explanation: msg`İki yandan 1 çıkarılır: −2x ≤ 8. İki yan negatif −2’ye bölünür ve yön değişir: x ≥ −4. Kontrol: x = 0 için 1 ≤ 9 doğrudur.`,
      hints: [msg`İki yandan 1 çıkar.`, msg`Negatif bir sayıya bölerken eşitsizliğin yönüne ne olur?`, msg`Bulduğun çözümü x = 0 gibi bir sayıyla kontrol et.`],
    },
    {
      id: 'books',
      prompt: msg`Ayşe’nin 150 TL’si var. Tanesi 35 TL olan kitaplardan en çok kaç tane alabilir?`,
      options: [msg`3`, msg`5`, msg`4`, msg`6`],
      correctIndex: 2,
      explanation: msg`x kitap için 35x ≤ 150, yani x ≤ 150/35 ≈ 4,3. Kitap sayısı doğal sayı olduğundan en çok 4 kitap alabilir: 4 · 35 = 140 TL, 5 · 35 = 175 TL.`,
      hints: [msg`“Parası yetmeli” cümlesini eşitsizlik olarak yaz.`, msg`Kitap sayısı kesirli olabilir mi?`],
    },
    {
      id: 'not-a-solution',
      prompt: msg`Aşağıdaki sayılardan hangisi 2x − 3 < x + 1 eşitsizliğini sağlamaz?`,
      options: [msg`−1`, msg`4`, msg`0`, msg`3`],
      correctIndex: 1,
      explanation: msg`İki yandan x çıkarılır ve 3 eklenir: x < 4. 4, 4’ten küçük olmadığı için çözüm değildir: 2 · 4 − 3 = 5, 4 + 1 = 5 ve 5 < 5 yanlıştır.`,
      hints: [msg`Önce eşitsizliği çöz.`, msg`Sınır sayı çözüme dahil mi? Sembole bak.`],
    },
    {
      id: 'sentence',
      prompt: msg`“Bir sınavı geçmek için en az 45 puan almak gerekir.” Geçen bir öğrencinin puanı p ise hangisi doğrudur?`,
      options: [msg`p > 45`, msg`p ≤ 45`, msg`p < 45`, msg`p ≥ 45`],
      correctIndex: 3,
      explanation: msg`“En az 45” 45’in de geçtiğini ve daha yüksek puanların da geçtiğini anlatır: p ≥ 45.`,
      hints: [msg`45 puan alan öğrenci geçer mi?`, msg`“En az” daha büyük sayıları mı, daha küçükleri mi kapsar?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşitsizliğin çözüm kümesi`,
    instructions: msg`Her eşitsizliği önce defterinde çöz. Sonra daireyi sürükleyerek ya da seçip ok tuşlarıyla sınır sayıya taşı, dairenin içini (dolu ya da boş) ve ışının yönünü (sağa ya da sola) seç ve “Kontrol et” düğmesine bas. Son iki görevde iki sınır var: iki daireyi de kendi sınır sayısına taşı ve her birinin içini seç; aralarındaki doğru parçası kendiliğinden çizilir.`,
    manipulative: {
      type: 'number-line',
      min: -8,
      max: 8,
      step: 1,
      labelEvery: 2,
      tasks: [
        { kind: 'ray', prompt: msg`x ≥ −3 eşitsizliğinin çözüm kümesini sayı doğrusunda göster.`, relation: '≥', bound: -3, start: 0 },
        { kind: 'ray', prompt: msg`x < 2 eşitsizliğinin çözüm kümesini göster. Sınır sayı 2 bir çözüm mü?`, relation: '<', bound: 2, start: 0 },
        { kind: 'ray', prompt: msg`x + 4 > 6 eşitsizliğini çöz ve çözüm kümesini göster.`, relation: '>', bound: 2, start: 0 },
        {
          kind: 'ray',
          prompt: msg`−2x ≤ 8 eşitsizliğini çöz (negatif sayıya bölerken yönü unutma) ve çözüm kümesini göster.`,
          relation: '≥',
          bound: -4,
          start: 0,
        },
        { kind: 'ray', prompt: msg`−x + 3 > 5 eşitsizliğini çöz ve çözüm kümesini göster.`, relation: '<', bound: -2, start: 0 },
        {
          kind: 'ray',
          prompt: msg`“Bir sayının 2 katının 1 eksiği en çok 7’dir.” Bu cümleyi eşitsizlik olarak yaz, çöz ve çözüm kümesini göster.`,
          relation: '≤',
          bound: 4,
          start: 0,
        },
        {
          kind: 'between',
          prompt: msg`Bir gün boyunca hava sıcaklığı t (°C) −3 ≤ t < 7 aralığında kaldı. Bu aralığı sayı doğrusunda göster: −3 ve 7 aralıkta mı?`,
          lower: -3,
          upper: 7,
          relations: ['≤', '<'],
        },
        {
          kind: 'between',
          prompt: msg`“x sayısı −2’den büyük ve en çok 5’tir.” Bu cümleyi eşitsizlik olarak yaz ve çözüm kümesini sayı doğrusunda göster.`,
          lower: -2,
          upper: 5,
          relations: ['<', '≤'],
        },
      ],
    },
  },
  worksheet: {
    title: msg`Sayı Doğrusunda Eşitsizlikler Çalışma Sayfası`,
    instructions: msg`Her eşitsizliği adım adım çöz, sonra sayı doğrusunda dolu ya da boş daireyle göster.`,
    tasks: [
      {
        prompt: msg`Matematik cümlesi olarak yaz: “Bu köprüden en çok 10 ton ağırlığındaki araçlar geçebilir.” “Oyuncak 12 yaşından büyükler içindir.”`,
        lines: 2,
      },
      { prompt: msg`4x + 3 ≥ 19 ve 5 − 2x > 11 eşitsizliklerini çöz ve sayı doğrusunda göster.`, lines: 4 },
      { prompt: msg`−3 ≤ t < 7 gösterimini sayı doğrusunda göster. −3 ve 7 çözüm mü? Bu aralıkta kaç tam sayı var?`, lines: 2 },
      {
        prompt: msg`Bir telefon hattının aylık ücreti 50 TL, her ek GB 8 TL’dir. Aylık fatura 100 TL’yi geçmeyecekse en çok kaç ek GB kullanılabilir?`,
        lines: 3,
      },
      { prompt: msg`“−1 ile çarpınca eşitsizliğin yönü değişir.” Bunu üç sayı çiftiyle dene ve kendi cümlelerinle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Eşitsizlikler ve çözümleri`,
      columns: [msg`Eşitsizlik`, msg`Çözüm adımları`, msg`Çözüm`, msg`Daire (dolu / boş)`, msg`Yön (sağa / sola)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Dere Köprüsü`,
    paragraphs: [
      msg`Derenin üstündeki dal köprüde bir tabela vardı: “En çok 15 kilogram.” Fındık kış erzakını 3 kilogramlık el arabasıyla karşıya taşıyacaktı; her fındık çuvalı 2 kilogramdı.`,
      msg`Çıtır sordu: “Arabaya kaç çuval koyabiliriz?” Fındık yere bir sayı doğrusu çizdi ve yazdı: 3 + 2x ≤ 15. İki yandan 3 çıkardı: 2x ≤ 12. İki yanı 2’ye böldü: x ≤ 6.`,
      msg`“6 çuval da olur, 5 de, 4 de” dedi Fındık ve 6’nın üstüne içi dolu bir daire çizdi. Çuval sayısı 0’dan az, kesirli de olamayacağı için 0, 1, 2, 3, 4, 5 ya da 6 çuval taşıyabilirlerdi. “Ama 7 çuvalla araba 17 kilogram olur; köprü taşımaz!”`,
      msg`Baykuş Nine başını salladı: “Eşitlik tek bir cevap verir, eşitsizlik ise güvenli bir bölge. Sınırı bilmek, o bölgenin neresinde durduğunu bilmektir.”`,
    ],
    lesson: msg`“En çok” ve “en az” gibi sınırlar eşitsizlikle yazılır; eşitsizliği çözmek, güvenle seçebileceğimiz bütün değerleri bulmaktır.`,
  },
};
