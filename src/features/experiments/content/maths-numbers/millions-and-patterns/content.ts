import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Türkiye’nin nüfusu yaklaşık 85 milyondur; bu sayıyı rakamlarla yazmak için sekiz basamak gerekir. Büyük sayıları doğru okumanın sırrı, rakamları üçerli gruplara, yani bölüklere ayırmaktır.`,
    sections: [
      {
        heading: msg`Bölükler ve basamaklar`,
        paragraphs: [
          msg`Bir sayının rakamları sağdan sola üçerli gruplara ayrılır: birler bölüğü, binler bölüğü, milyonlar bölüğü. Her bölükte birler, onlar ve yüzler basamakları vardır.`,
          msg`Milyonlar bölüğü milyonlar, on milyonlar ve yüz milyonlar basamaklarından oluşur. Dokuz basamaklı en büyük doğal sayı 999 999 999’dur.`,
        ],
      },
      {
        heading: msg`Okuma, yazma ve basamak değeri`,
        paragraphs: [
          msg`Sayı okunurken soldan başlanır; her bölükteki sayı okunur ve bölüğün adı söylenir. 305 060 007 “üç yüz beş milyon altmış bin yedi” diye okunur. Birler bölüğünün adı söylenmez.`,
          msg`Bir rakamın basamak değeri, rakamın bulunduğu basamağın değeriyle çarpımıdır. 486 213 579 sayısında 8 on milyonlar basamağındadır; basamak değeri 80 000 000’dur.`,
        ],
      },
      {
        heading: msg`Kuralı verilen örüntüler`,
        paragraphs: [
          msg`Belli bir kurala göre devam eden sayı ya da şekil dizilerine örüntü denir. “Her adımda 2 kare eklenir, ilk adımda 3 kare var” kuralı 3, 5, 7, 9, … örüntüsünü verir.`,
          msg`Kural adım sayısıyla da verilebilir: “Adım sayısının 4 katı” kuralıyla 1. adımda 4, 2. adımda 8, 5. adımda 20 kare olur. Kuralı bilince istenen adıma öncekileri çizmeden ulaşabiliriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Bölük`, definition: msg`Bir sayının sağdan sola üçerli ayrılan basamak grupları.` },
      { term: msg`Basamak değeri`, definition: msg`Bir rakamın bulunduğu basamağa göre gösterdiği değer.` },
      { term: msg`Örüntü`, definition: msg`Belli bir kurala göre devam eden sayı ya da şekil dizisi.` },
      { term: msg`Adım`, definition: msg`Örüntüdeki her bir terim ya da şekil.` },
    ],
  },
  procedure: {
    goal: msg`Bölük tablosu ve rakam kartlarıyla dokuz basamaklı sayıları oluşturup okumak; birim karelerle kuralı verilen örüntüleri kurmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Dokuz sütunlu bölük tablosu çıktısı (milyonlar, binler, birler)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`0–9 rakam kartları`, quantity: msg`Her ikili gruba 2 takım` },
      { name: msg`Birbirine takılan birim küp ya da kareli kâğıttan kesilmiş kareler`, quantity: msg`Her ikili gruba 40 tane` },
      { name: msg`Defter ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [msg`Küpleri ağzına alma; küçük parçalar yutulabilir.`, msg`Küpleri ve kartları fırlatma; yere düşenleri hemen topla ki kimse basıp kaymasın.`],
    steps: [
      msg`Bir arkadaşın rakam kartlarından dokuz tane çeker; sen kartları bölük tablosuna yerleştirip oluşan sayıyı yüksek sesle oku.`,
      msg`Sayıyı deftere rakamlarla, bölükler arasında boşluk bırakarak ve yazıyla yaz.`,
      msg`Sayıdaki üç rakamın basamak adlarını ve basamak değerlerini yaz.`,
      msg`“Her adımda 2 kare eklenir, ilk adımda 3 kare var” kuralıyla ilk dört adımı küplerle kurun ve kare sayılarını yazın.`,
      msg`“Adım sayısının 4 katı” kuralıyla 1., 2. ve 5. adımları kurun. 10. adımda kaç kare olacağını kurmadan bulun.`,
    ],
    observations: [
      msg`Bir sayıda sıfırlar okunuşta nasıl kayboluyor, yazarken nereye konuyor?`,
      msg`Aynı rakam farklı basamaklarda olunca değeri nasıl değişiyor?`,
      msg`Kuralı bildiğinde 10. adımı bulmak için bütün adımları kurman gerekti mi?`,
    ],
    conclusion: msg`Büyük sayılar bölüklere ayrılarak okunur ve yazılır; bir rakamın değeri bulunduğu basamağa bağlıdır. Kuralı verilen bir örüntünün istenen adımı, önceki adımları tek tek çizmeden kuraldan bulunabilir.`,
  },
  questions: [
    {
      id: 'read',
      prompt: msg`305 060 007 sayısının okunuşu hangisidir?`,
      options: [msg`Üç yüz beş milyon altmış bin yedi`, msg`Üç yüz elli milyon altı yüz bin yedi`, msg`Otuz beş milyon altmış bin yedi`],
      correctIndex: 0,
      explanation: msg`Bölüklere ayıralım: 305 | 060 | 007. Milyonlar bölüğü “üç yüz beş milyon”, binler bölüğü “altmış bin”, birler bölüğü “yedi” diye okunur.`,
      hints: [msg`Sayıyı sağdan sola üçerli bölüklere ayır.`, msg`Her bölüğü okuyup bölüğün adını söyle.`],
    },
    {
      id: 'write',
      prompt: msg`“Yirmi dört milyon yedi yüz bin otuz” sayısı rakamlarla nasıl yazılır?`,
      options: [msg`24 070 030`, msg`2 470 030`, msg`24 700 030`, msg`24 700 300`],
      correctIndex: 2,
      explanation: msg`Milyonlar bölüğüne 24, binler bölüğüne 700, birler bölüğüne 030 yazılır: 24 700 030.`,
      hints: [msg`Her bölükte üç basamak olmalı; boş basamaklara ne yazılır?`, msg`Birler bölüğünde “otuz” nasıl yazılır?`],
    },
    {
      id: 'place-value',
      prompt: msg`486 213 579 sayısında 8 rakamının basamak değeri kaçtır?`,
      options: [msg`8 000 000`, msg`80 000 000`, msg`800 000`, msg`8`],
      correctIndex: 1,
      explanation: msg`8, milyonlar bölüğünün onlar basamağında, yani on milyonlar basamağındadır. Basamak değeri 8 × 10 000 000 = 80 000 000’dur.`,
      hints: [msg`8 hangi bölükte?`, msg`O bölükte hangi basamakta?`],
    },
    {
      id: 'millions-period',
      prompt: msg`Milyonlar bölüğünde hangi basamaklar bulunur?`,
      options: [msg`Birler, onlar, yüzler`, msg`Binler, on binler, yüz binler`, msg`Milyonlar, binler, birler`, msg`Milyonlar, on milyonlar, yüz milyonlar`],
      correctIndex: 3,
      explanation: msg`Her bölükte üç basamak vardır. Milyonlar bölüğü milyonlar, on milyonlar ve yüz milyonlar basamaklarından oluşur. “Milyonlar, binler, birler” bölüklerin adlarıdır.`,
      hints: [msg`Birler bölüğünün basamaklarını hatırla.`, msg`Aynı düzeni milyonlar için kur.`],
    },
    {
      id: 'pattern-rule',
      prompt: msg`Kuralı “adım sayısının 6 katı” olan bir örüntünün 10. adımı kaçtır?`,
      options: [msg`16`, msg`60`, msg`66`, msg`10`],
      correctIndex: 1,
      explanation: msg`Kurala göre 10. adım 10 × 6 = 60’tır. 16, 6 ile 10’u toplamanın yanlışıdır.`,
      hints: [msg`Kural adım sayısıyla hangi işlemi yapmanı söylüyor?`, msg`Önce 1. ve 2. adımları bul, sonra 10. adıma geç.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kare örüntüleri`,
    instructions: msg`Verilen adımlara ve kurala bak; istenen adımdaki kare sayısını düğmelerle kur ve kontrol et.`,
    manipulative: {
      type: 'pattern',
      tokens: [],
      tasks: [
        { kind: 'grow', prompt: msg`Kural: her adımda 2 kare eklenir. 4. adımı kur.`, terms: [3, 5, 7], askStep: 4, answer: 9 },
        { kind: 'grow', prompt: msg`Kural: adım sayısının 4 katı. 5. adımı kur.`, terms: [4, 8, 12], askStep: 5, answer: 20 },
        { kind: 'grow', prompt: msg`Kural: adım sayısının 3 katından 1 eksik. 6. adımı kur.`, terms: [2, 5, 8], askStep: 6, answer: 17 },
        { kind: 'grow', prompt: msg`Kural: ilk adımda 1 kare var, her adımda 5 kare eklenir. 5. adımı kur.`, terms: [1, 6, 11], askStep: 5, answer: 21 },
      ],
    },
  },
  worksheet: {
    title: msg`Milyonlar ve Örüntüler Çalışma Sayfası`,
    instructions: msg`Bölük tablosunu ve kareli kâğıdı kullanarak soruları cevapla.`,
    tasks: [
      { prompt: msg`“Dokuz yüz milyon dokuz bin dokuz” sayısını rakamlarla yaz; 9 rakamlarının basamak değerlerini bul.`, lines: 3 },
      { prompt: msg`4, 7, 1, 0, 5, 8, 2, 6, 3 rakamlarını birer kez kullanarak yazılabilecek en büyük ve en küçük dokuz basamaklı sayıları yaz.`, lines: 2 },
      { prompt: msg`Kuralı “adım sayısının 5 katından 2 fazla” olan örüntünün ilk dört adımını ve 10. adımını yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Bölük tablosunda oluşturduğum sayılar`,
      columns: [msg`Rakamlarla`, msg`Okunuşu`, msg`Milyonlar bölüğü`, msg`Bir rakamın basamak değeri`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Yıldız Sayısı`,
    paragraphs: [
      msg`Bir gece Baykuş Bilge, kitabında gördüğü büyük bir sayıyı Fındık’a söyledi. Fındık sayıyı yazarken basamakları birbirine kattı: 300500007 yazdı ve okuyamadı.`,
      msg`Kirpi Diken sayıyı sağdan sola üçer üçer ayırdı: 300 500 007. “Şimdi oku!” dedi. Fındık okudu: “Üç yüz milyon beş yüz bin yedi.”`,
      msg`Sonra Bilge bir oyun önerdi: “Her gece gökyüzüne 2 yeni yıldız ekleyelim. İlk gece 3 yıldız çizdik; dördüncü gece kaç yıldız olur?” Fındık kuralı kullandı: 3, 5, 7, 9.`,
      msg`Tavşan Pamuk güldü: “Yıldızları tek tek çizmeden bildin!”`,
    ],
    lesson: msg`Büyük sayılar bölüklere ayrılınca kolayca okunur; kuralı bilinen bir örüntünün istenen adımı kuraldan bulunur.`,
  },
};
