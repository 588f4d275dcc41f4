import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Su şişesinde “1,5 L”, meyve suyu kutusunda “200 mL”, şurup şişesinde “100 mL” yazar. Litre ve mililitre, sıvıların ne kadar olduğunu söyleyen birimlerdir.`,
    sections: [
      {
        heading: msg`Litre ve mililitre`,
        paragraphs: [
          msg`Litre (L) sıvıları ölçtüğümüz temel birimdir. Küçük miktarları ölçmek için mililitre (mL) kullanırız.`,
          msg`1 litre 1000 mililitredir. Bir kovadaki su litreyle, bir kaşık şurup ya da bir şişe parfüm mililitreyle ölçülür.`,
        ],
      },
      {
        heading: msg`Dönüştürme`,
        paragraphs: [
          msg`Litreyi mililitreye çevirmek için 1000 ile çarparız: 3 L = 3000 mL. Mililitre 1000’in katıysa litreye çevirmek için 1000’e böleriz: 5000 mL = 5 L.`,
          msg`Bir miktarı litre ve mililitreyle birlikte de söyleyebiliriz: 1250 mL = 1 L 250 mL. Yarım litre 500 mL, çeyrek litre 250 mL eder.`,
        ],
      },
      {
        heading: msg`Dereceli kap`,
        paragraphs: [
          msg`Dereceli kabın yanındaki çizgiler mililitreyi gösterir. Önce iki sayı arasında kaç çizgi olduğunu sayıp bir çizginin kaç mililitre olduğunu buluruz.`,
          msg`Okurken kabı düz bir yere koyar, gözümüzü sıvının yüzeyinin hizasına getiririz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Litre (L)`, definition: msg`Sıvıları ölçmek için kullanılan temel birim; 1 L = 1000 mL.` },
      { term: msg`Mililitre (mL)`, definition: msg`Litrenin binde biri; küçük sıvı miktarlarını ölçmeye yarar.` },
      { term: msg`Dereceli kap`, definition: msg`Üzerinde mililitre çizgileri olan ölçü kabı.` },
    ],
  },
  procedure: {
    goal: msg`Dereceli kapla su ölçerek 1 litrenin 1000 mililitre olduğunu göstermek, ambalajlardaki miktarları okumak ve dönüştürmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`1 litrelik dereceli plastik ölçü kabı (100 mL çizgili)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`200 mL’lik boş meyve suyu kutusu ya da 200 mL’lik plastik bardak`, quantity: msg`Her gruba 1 tane` },
      { name: msg`1 litrelik ve yarım litrelik boş plastik şişe`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Su dolu sürahi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Üzerinde miktar yazan boş ambalajlar (süt, şampuan, şurup kutusu)`, quantity: msg`Her gruba 3–4 tane` },
      { name: msg`Leğen ya da tepsi ve bez`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Suyu leğenin ya da tepsinin üstünde dök; yere dökülen suyu hemen sil.`,
      msg`Şurup ve şampuan şişeleri boş ve yıkanmış olmalı; içlerinde kalanı tatma, koklama.`,
      msg`Cam kap kullanma; deneydeki suyu içme.`,
    ],
    steps: [
      msg`Ambalajların üstündeki miktarları oku ve tabloya yaz. Hangileri litreyle, hangileri mililitreyle yazılmış?`,
      msg`Dereceli kabın çizgilerini incele: İki sayı arasında kaç çizgi var, bir çizgi kaç mililitre?`,
      msg`200 mL’lik bardağı doldurup dereceli kaba boşalt. Kap 1 litre çizgisine gelene kadar kaç bardak gerektiğini say.`,
      msg`Yarım litrelik şişeyi doldurup dereceli kaba boşalt. Su kaç mililitre çizgisine geldi?`,
      msg`Grubunuzdan biri kaba gizlice su koysun; ötekiler miktarı mililitre olarak okuyup litre ve mililitreyle de söylesin.`,
    ],
    observations: [
      msg`1 litreyi doldurmak için kaç tane 200 mL’lik bardak gerekti?`,
      msg`Yarım litre kaç mililitre çizgisine geldi?`,
      msg`Ambalajlarda gördüğün en küçük ve en büyük miktar neydi?`,
    ],
    conclusion: msg`1 litre 1000 mililitredir: 5 tane 200 mL’lik bardak 1 litre eder, yarım litre 500 mililitredir. Litreyi mililitreye çevirmek için 1000 ile çarparız. Dereceli kapta önce bir çizginin kaç mililitre olduğunu bulup sonra miktarı okuruz.`,
  },
  questions: [
    {
      id: 'litre-in-millilitres',
      prompt: msg`1 litre kaç mililitredir?`,
      options: [msg`100 mL`, msg`1000 mL`, msg`10 mL`],
      correctIndex: 1,
      explanation: msg`1 litre 1000 mililitredir. Deneyde 5 tane 200 mL’lik bardak da 1 litre etti: 5 × 200 = 1000.`,
      hints: [msg`Deneyde 1 litreyi kaç tane 200 mL’lik bardakla doldurdun?`, msg`5 × 200 işlemini yap.`],
    },
    {
      id: 'convert-to-millilitres',
      prompt: msg`2 L 300 mL kaç mililitredir?`,
      options: [msg`2300 mL`, msg`230 mL`, msg`2030 mL`, msg`5300 mL`],
      correctIndex: 0,
      explanation: msg`2 L = 2000 mL. Buna 300 mL eklersek 2000 + 300 = 2300 mL olur.`,
      hints: [msg`Önce 2 litreyi mililitreye çevir.`, msg`Bulduğun sayıya 300 mL ekle.`],
    },
    {
      id: 'glasses-in-a-litre',
      prompt: msg`1 L meyve suyu 250 mL’lik bardaklara dolduruluyor. Kaç bardak dolar?`,
      options: [msg`2`, msg`4`, msg`5`, msg`10`],
      correctIndex: 1,
      explanation: msg`1 L = 1000 mL. 1000 mL’de 250 mL dört kez vardır: 250 + 250 + 250 + 250 = 1000.`,
      hints: [msg`1 litreyi mililitreye çevir.`, msg`250 mL’yi kaç kez toplarsan 1000 mL olur?`],
    },
    {
      id: 'which-unit',
      prompt: msg`Bir kaşık öksürük şurubunun miktarını hangi birimle söylemek uygundur?`,
      options: [msg`Litre`, msg`Kilogram`, msg`Mililitre`],
      correctIndex: 2,
      explanation: msg`Bir kaşık şurup çok az bir sıvıdır; küçük sıvı miktarlarını mililitreyle söyleriz. Kilogram ise kütle birimidir.`,
      hints: [msg`Şurup bir sıvı mı, yoksa tartılan bir şey mi?`, msg`Sıvı birimlerinden hangisi küçük miktarlar içindir?`],
    },
    {
      id: 'ayran-left',
      prompt: msg`Bir sürahide 1 L 500 mL ayran var. Üç bardağa 200’er mL ayran dolduruldu. Sürahide kaç mililitre ayran kaldı?`,
      options: [msg`900 mL`, msg`1100 mL`, msg`1300 mL`],
      correctIndex: 0,
      explanation: msg`Sürahide 1500 mL ayran vardı. Bardaklara 3 × 200 = 600 mL döküldü. 1500 − 600 = 900 mL kaldı.`,
      hints: [msg`Sürahideki ayranı mililitreye çevir.`, msg`Üç bardağa toplam ne kadar döküldü? Bunu çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Dereceli kap`,
    instructions: msg`Suyun üstünü sürükleyerek ya da düğmelerle 100 mL ekle veya dök; kabı seçip ok tuşlarıyla da oynatabilirsin. Bardak görevlerinde bardak düğmesini kullan. İstenen miktara gelince “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'measuring-jug',
      capacityMl: 2000,
      markMl: 100,
      tasks: [
        { kind: 'fill', prompt: msg`Kaba 300 mL su koy.`, ml: 300 },
        { kind: 'fill', prompt: msg`Kaba 1 L 200 mL su koy.`, ml: 1200 },
        { kind: 'glasses', prompt: msg`250 mL’lik bardaklarla kaba 1 L su dök. Kaç bardak gerekti?`, glassMl: 250, ml: 1000 },
        { kind: 'glasses', prompt: msg`Yarım litrelik (500 mL) bardaklarla kaba 1500 mL su dök.`, glassMl: 500, ml: 1500 },
        { kind: 'read', prompt: msg`Kapta kaç mililitre su var?`, ml: 1600, unit: 'mL' },
        { kind: 'read', prompt: msg`Kap en üst çizgiye kadar dolu. Kapta kaç litre su var?`, ml: 2000, unit: 'L' },
      ],
    },
  },
  worksheet: {
    title: msg`Litre ve Mililitre Çalışma Sayfası`,
    instructions: msg`Ambalajlardan okuduklarını tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`3 L 750 mL kaç mililitredir? 4500 mL kaç litre kaç mililitredir?`, lines: 3 },
      { prompt: msg`Bir kutu süt 1 L’dir. 200 mL’lik bardaklarla kaç bardak süt içilir?`, lines: 2 },
      { prompt: msg`Mililitreyle ölçülen üç, litreyle ölçülen üç sıvı yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Ambalajlardaki miktarlar`,
      columns: [msg`Ambalaj`, msg`Üzerinde yazan`, msg`Mililitre olarak`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Şerbeti`,
    paragraphs: [
      msg`Fındık, doğum günü için 8 arkadaşına şerbet hazırlayacaktı. Her arkadaşına 200 mL’lik bir bardak şerbet vermek istiyordu.`,
      msg`“8 bardak, her biri 200 mL… 8 × 200 = 1600 mL şerbet gerek!” diye hesapladı. Mutfaktaki sürahinin üstünde “2 L” yazıyordu.`,
      msg`Tavşan Pamuk endişelendi: “1600 ne kadar büyük bir sayı! 2 litrelik sürahiye sığar mı ki?” Fındık güldü: “Sayılara değil, birimlere bak! 2 L, 2000 mL eder.”`,
      msg`Fındık şerbeti dereceli kapla ölçüp sürahiye döktü. Şerbet 1600 mL çizgisine, yani 1 L 600 mL’ye geldi; sürahide 400 mL daha yer kaldı.`,
      msg`Bütün bardaklar doldu, sürahi taşmadı. Pamuk bir şey daha öğrenmişti: “Karşılaştırmadan önce aynı birime çevirmek gerek!”`,
    ],
    lesson: msg`1 litre 1000 mililitredir. Miktarları karşılaştırırken önce aynı birime çeviririz.`,
  },
};
