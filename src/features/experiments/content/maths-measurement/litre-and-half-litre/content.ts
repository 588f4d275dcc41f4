import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Su, süt, ayran ve meyve suyu birer sıvıdır. Bir kapta ne kadar sıvı olduğunu söylemek için onu ölçeriz.`,
    sections: [
      {
        heading: msg`Neden standart birim?`,
        paragraphs: [
          msg`Bir sürahideki suyu büyük bir bardakla ölçen 4 bardak, küçük bir bardakla ölçen 7 bardak bulabilir. Bardaklar farklı olduğu için sonuçlar da farklı çıkar.`,
          msg`Herkesin aynı sonucu bulması için herkesin bildiği bir birim kullanırız. Sıvıları ölçtüğümüz standart birim litredir. Litre kısaca L ile gösterilir.`,
        ],
      },
      {
        heading: msg`Litre ve yarım litre`,
        paragraphs: [
          msg`Yarım litre, 1 litrenin yarısıdır. 2 yarım litre bir araya gelince 1 litre eder.`,
          msg`Marketlerde 1 litrelik ve yarım litrelik su şişeleri, süt ve meyve suyu kutuları görürsün. 2 yarım litrelik şişe, 1 litrelik şişe kadar su alır.`,
        ],
      },
      {
        heading: msg`Ölçü kabını okumak`,
        paragraphs: [
          msg`Ölçü kabının yanında çizgiler vardır. Litre ve yarım litre çizgileri olan bir kapta her çizgi, bir öncekinden yarım litre fazla suyu gösterir.`,
          msg`Okurken kabı düz bir yere koyarız ve gözümüzü suyun üst yüzeyinin hizasına getiririz. Suyun üstü hangi çizgideyse kapta o kadar su vardır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Litre (L)`, definition: msg`Sıvıları ölçmek için kullandığımız standart birim.` },
      { term: msg`Yarım litre`, definition: msg`1 litrenin yarısı; 2 yarım litre 1 litre eder.` },
      { term: msg`Ölçü kabı`, definition: msg`Üzerinde litre ve yarım litre çizgileri olan, sıvıları ölçmeye yarayan kap.` },
      { term: msg`Tahmin`, definition: msg`Ölçmeden önce sonucun yaklaşık ne olacağını düşünmek.` },
    ],
  },
  procedure: {
    goal: msg`Aynı suyu farklı bardaklarla ve ölçü kabıyla ölçerek standart birimin neden gerektiğini görmek; kaplardaki suyu tahmin edip ölçerek kontrol etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Litre ve yarım litre çizgili plastik ölçü kabı (en az 2 litrelik)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`1 litrelik boş plastik su şişesi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Yarım litrelik boş plastik su şişesi`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Büyüklükleri farklı iki plastik bardak`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Su dolu sürahi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Leğen ya da tepsi (dökülen su için)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Bez`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Suyu leğenin ya da tepsinin üstünde dök. Yere dökülen suyu hemen bezle sil; ıslak zeminde kayabilirsin.`,
      msg`Cam kap kullanma; plastik kap, şişe ve bardaklarla çalış.`,
      msg`Deneyde kullandığın suyu içme. İş bitince suyu lavaboya ya da bir saksıya dök.`,
    ],
    steps: [
      msg`Sürahideki suyu önce büyük bardakla, sonra küçük bardakla ölçün. Her seferinde suyu sürahiye geri dökün ve kaç bardak ettiğini tabloya yazın.`,
      msg`İki sonucu karşılaştırın. Aynı su neden farklı sayıda bardak etti? Grubunuzla konuşun.`,
      msg`Yarım litrelik şişeyi doldurup ölçü kabına boşaltın. Su hangi çizgiye geldi? İkinci yarım litrelik şişeyi de boşaltıp yeniden bakın.`,
      msg`1 litrelik şişeyi doldurun. Kaç yarım litre edeceğini önce tahmin edin, sonra ölçü kabına boşaltarak kontrol edin.`,
      msg`Sürahideki suyun kaç litre ya da kaç yarım litre olduğunu tahmin edin. Ölçü kabıyla ölçüp tahmininizi tabloya yazdığınız sonuçla karşılaştırın.`,
    ],
    observations: [
      msg`Büyük bardakla mı, küçük bardakla mı daha çok bardak saydınız?`,
      msg`İki yarım litrelik şişe ölçü kabında hangi çizgiye kadar geldi?`,
      msg`Tahminleriniz ölçtüğünüz miktara ne kadar yakındı?`,
    ],
    conclusion: msg`Aynı su farklı bardaklarla ölçülünce farklı sayılar bulunur; bu yüzden sıvıları standart birim olan litreyle ölçeriz. 2 yarım litre 1 litre eder. Ölçü kabının çizgilerine bakarak bir kaptaki sıvının kaç litre ya da kaç yarım litre olduğunu buluruz.`,
  },
  questions: [
    {
      id: 'standard-unit',
      prompt: msg`Ali ve Elif aynı sürahideki suyu ölçtü. Ali 5 bardak, Elif 8 bardak buldu. Neden farklı sonuç buldular?`,
      options: [msg`Sürahideki su azaldı.`, msg`Bardakları farklı büyüklükteydi.`, msg`Su ölçülemez.`],
      correctIndex: 1,
      explanation: msg`Bardaklar farklı büyüklükte olduğu için aynı su farklı sayıda bardak eder. Herkesin aynı sonucu bulması için litre gibi standart bir birim kullanırız.`,
      hints: [msg`İki çocuk aynı suyu ölçtü. Değişen ne olabilir?`, msg`Küçük bir bardakla mı, büyük bir bardakla mı daha çok bardak sayarsın?`],
    },
    {
      id: 'half-litres-in-a-litre',
      prompt: msg`1 litre su kaç yarım litre eder?`,
      options: [msg`2`, msg`1`, msg`4`],
      correctIndex: 0,
      explanation: msg`Yarım litre, 1 litrenin yarısıdır. İki yarım litre bir araya gelince 1 litre olur.`,
      hints: [
        msg`Bir bütünü iki eş parçaya ayırınca her parçaya ne deriz?`,
        msg`Yarım litrelik şişeyi ölçü kabına kaç kez boşaltınca 1 litre çizgisine gelirsin?`,
      ],
    },
    {
      id: 'three-litres',
      prompt: msg`Annem 3 litre ayran yapacak. Elinde yarım litrelik bir kap var. Bu kabı kaç kez doldurup boşaltmalı?`,
      options: [msg`3`, msg`5`, msg`6`, msg`9`],
      correctIndex: 2,
      explanation: msg`1 litre 2 yarım litre eder. 3 litre için 2 + 2 + 2 = 6 yarım litre gerekir.`,
      hints: [msg`1 litre kaç yarım litre ediyordu?`, msg`Her litre için aynı sayıda kap gerekir. 3 litre için bunları topla.`],
    },
    {
      id: 'read-the-jug',
      prompt: msg`Ölçü kabındaki suyun üstü, 2 litre çizgisinin hemen üstündeki yarım litre çizgisinde. Kapta ne kadar su var?`,
      options: [msg`2 litre`, msg`3 litre`, msg`2 buçuk litre`],
      correctIndex: 2,
      explanation: msg`2 litre çizgisinin hemen üstündeki çizgi, 2 litreden yarım litre fazlasını gösterir: 2 litre ve yarım litre, yani 2 buçuk litre.`,
      hints: [msg`Kaptaki her çizgi ne kadar su gösteriyor?`, msg`2 litreye yarım litre eklersen ne olur?`],
    },
    {
      id: 'what-is-measured-in-litres',
      prompt: msg`Aşağıdakilerden hangisinin miktarını litreyle ölçeriz?`,
      options: [msg`Pirinç`, msg`Elma`, msg`Zeytinyağı`],
      correctIndex: 2,
      explanation: msg`Zeytinyağı bir sıvıdır; sıvıların miktarını litreyle ölçeriz. Pirinç ve elma sıvı değildir; onları tartarak ölçeriz.`,
      hints: [msg`Litre hangi maddeleri ölçmek için kullanılır?`, msg`Su, süt ve ayran gibi maddelere ne ad veriyorduk?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Ölçü kabı`,
    instructions: msg`Suyun üstünü sürükleyerek ya da düğmelerle kaba su ekle veya dök; kabı seçip ok tuşlarıyla da oynatabilirsin. İstenen miktara gelince “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'measuring-jug',
      capacityMl: 3000,
      markMl: 500,
      tasks: [
        { kind: 'fill', prompt: msg`Ölçü kabını 1 litre çizgisine kadar doldur.`, ml: 1000 },
        { kind: 'fill', prompt: msg`Kaba yalnızca yarım litre su koy.`, ml: 500 },
        { kind: 'fill', prompt: msg`Kaba 2 buçuk litre su koy.`, ml: 2500 },
        { kind: 'glasses', prompt: msg`Yarım litrelik bir bardakla kaba 2 litre su dök. Kaç bardak gerekti?`, glassMl: 500, ml: 2000 },
        { kind: 'read', prompt: msg`Kapta kaç yarım litre su var? Çizgileri say ve yaz.`, ml: 1500, unit: 'half-L' },
        { kind: 'read', prompt: msg`Kap en üst çizgiye kadar dolu. Kapta kaç litre su var?`, ml: 3000, unit: 'L' },
      ],
    },
  },
  worksheet: {
    title: msg`Litre ve Yarım Litre Çalışma Sayfası`,
    instructions: msg`Deneyde bulduklarını tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Evinde litreyle satın alınan üç sıvının adını yaz.`, lines: 2 },
      { prompt: msg`4 yarım litre kaç litre eder? Nasıl bulduğunu anlat.`, lines: 3 },
      { prompt: msg`Bir kova 5 litre su alıyor. Kovayı yarım litrelik bir bardakla doldurmak için kaç bardak su gerekir?`, lines: 3 },
    ],
    table: {
      caption: msg`Tahminlerim ve ölçümlerim`,
      columns: [msg`Ölçtüğüm kap`, msg`Tahminim`, msg`Ölçtüğüm miktar`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Limonatası`,
    paragraphs: [
      msg`Orman şenliği için Fındık limonata yapacaktı. Tarifte “2 litre su” yazıyordu.`,
      msg`Fındık suyu çay bardağıyla ölçtü ve 20 bardak saydı. Tavşan Pamuk ise kendi suyunu kocaman kupasıyla ölçtü ve 5 kupa saydı.`,
      msg`“Benimki 20, seninki 5! Hangimizin suyu doğru?” diye sordu Fındık. Kirpi Diken elinde çizgili bir ölçü kabıyla geldi: “Tarif litre diyor. Gelin, suları bu kapla ölçelim.”`,
      msg`Önce Fındık’ın suyunu döktüler: su tam 2 litre çizgisine geldi. Sonra Pamuk’un suyunu döktüler: o da 2 litre çizgisine geldi. “Sayılarımız farklıydı ama suyumuz aynıymış!” diye güldü Pamuk.`,
      msg`Diken bir de yarım litrelik şişe çıkardı. Şişeyi 4 kez doldurup kaba boşalttılar; su yine 2 litre çizgisine geldi. Limonata bol bol yetti.`,
    ],
    lesson: msg`Aynı sıvı farklı kaplarla ölçülünce farklı sayılar çıkar. Herkesin anladığı birim litredir; 2 yarım litre 1 litre eder.`,
  },
};
