import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Süt kutusunda “1 L”, ilaç şişesinde “100 mL”, bir kutunun üzerinde “1 dm³” yazabilir. Bunlar farklı birimler gibi görünse de aralarında çok basit bağlar vardır.`,
    sections: [
      {
        heading: msg`Litre ve mililitre`,
        paragraphs: [
          msg`Sıvıların miktarı litre (L) ve mililitre (mL) ile ölçülür. 1 L = 1000 mL’dir. Litreden mililitreye geçerken 1000 ile çarpar, mililitreden litreye geçerken 1000’e böleriz: 2,5 L = 2500 mL; 750 mL = 0,75 L.`,
          msg`Büyük miktarlar için L, küçük miktarlar için mL kullanmak uygundur: bir su damacanası 19 L, bir çay kaşığı yaklaşık 5 mL’dir.`,
        ],
      },
      {
        heading: msg`Litre ile desimetreküp`,
        paragraphs: [
          msg`Kenarı 1 dm (10 cm) olan bir küpün hacmi 1 dm³’tür. Bu küpün içi suyla doldurulup ölçü kabına boşaltılırsa tam 1 L su ölçülür: 1 L = 1 dm³.`,
          msg`1 dm³’lük küpün içine kenarı 1 cm olan 10 × 10 × 10 = 1000 küçük küp sığar. 1 L de 1000 mL olduğundan 1 mL = 1 cm³’tür.`,
        ],
      },
      {
        heading: msg`Kutudan litreye`,
        paragraphs: [
          msg`Dikdörtgenler prizması biçimindeki bir kabın alacağı sıvıyı bulmak için önce hacmini hesaplarız. Kenarları 10 cm, 20 cm ve 5 cm olan kutunun hacmi 10 × 20 × 5 = 1000 cm³, yani 1 L’dir.`,
          msg`Kenarları 20 cm, 30 cm ve 10 cm olan bir akvaryum 6000 cm³ = 6 dm³ = 6 L su alır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Litre (L)`, definition: msg`Sıvı ölçme birimi; 1 L = 1000 mL = 1 dm³.` },
      { term: msg`Mililitre (mL)`, definition: msg`Litrenin binde biri; 1 mL = 1 cm³.` },
      { term: msg`Desimetreküp (dm³)`, definition: msg`Kenarı 1 dm olan küpün hacmi.` },
      { term: msg`Santimetreküp (cm³)`, definition: msg`Kenarı 1 cm olan küpün hacmi.` },
    ],
  },
  procedure: {
    goal: msg`Kenarı 10 cm olan bir küpün aldığı suyu ölçerek 1 dm³’ün 1 L olduğunu göstermek ve birimleri dönüştürmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kenarı 10 cm olan, içi naylonla kaplanmış karton küp (ya da aynı boyutta plastik kap)`, quantity: msg`Her dört kişilik gruba 1 tane` },
      { name: msg`1 L’lik, 50 mL’de bir çizgili ölçü kabı`, quantity: msg`Her gruba 1 tane` },
      { name: msg`250 mL’lik bardak`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Su dolu sürahi ve kurulama bezi`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Cetvel`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Dökülen suyu hemen bezle silin; ıslak zemin kaydırır.`,
      msg`Suyu elektrik prizlerinden, tabletlerden ve defterlerden uzak bir masada kullanın.`,
    ],
    steps: [
      msg`Küpün kenarlarını cetvelle ölçün ve hacmini cm³ ve dm³ olarak hesaplayın.`,
      msg`Küpü sürahiyle ağzına kadar doldurun; sonra suyu dikkatle ölçü kabına boşaltın. Ölçü kabında kaç mL su olduğunu okuyun.`,
      msg`Aynı suyu 250 mL’lik bardaklara paylaştırın; kaç bardak dolduğunu sayın.`,
      msg`Ölçtüklerinizi 1 L = 1000 mL = 1 dm³ bağıntısıyla karşılaştırın ve tabloya yazın.`,
      msg`Sınıftaki bir su şişesinin, bir bardağın ve bir kovanın alabileceği su miktarını önce tahmin edin, sonra etiketlerine ya da ölçümlerinize göre uygun birimle yazın.`,
    ],
    observations: [
      msg`Küpün aldığı su ölçü kabında kaç mililitre tuttu?`,
      msg`Küpün içine 1 cm³’lük kaç küçük küp sığar? Bu sayı mililitrelerle nasıl ilişkili?`,
      msg`Ölçümünüz 1000 mL’den biraz farklı çıktıysa bunun nedeni ne olabilir?`,
    ],
    conclusion: msg`Kenarı 10 cm olan küp 1 dm³’tür ve 1 L su alır. 1 L = 1000 mL ve 1 mL = 1 cm³ olduğundan bir kabın hacmi bilinince alacağı sıvı miktarı da bilinir.`,
  },
  questions: [
    {
      id: 'litre-to-ml',
      prompt: msg`2,5 L kaç mililitredir?`,
      options: [msg`25 mL`, msg`250 mL`, msg`2500 mL`, msg`25 000 mL`],
      correctIndex: 2,
      explanation: msg`1 L = 1000 mL olduğundan 2,5 L = 2,5 × 1000 = 2500 mL.`,
      hints: [msg`1 L kaç mL’dir?`, msg`Litreden mililitreye geçerken hangi sayıyla çarparsın?`],
    },
    {
      id: 'dm3',
      prompt: msg`İç hacmi 1 dm³ olan bir kap kaç litre su alır?`,
      options: [msg`1 L`, msg`10 L`, msg`100 L`, msg`1000 L`],
      correctIndex: 0,
      explanation: msg`1 dm³, kenarı 10 cm olan küpün hacmidir ve 1 L’ye eşittir.`,
      hints: [msg`Deneyde kenarı 10 cm olan küpün aldığı suyu hatırla.`, msg`1 dm kaç santimetredir?`],
    },
    {
      id: 'box',
      prompt: msg`Kenarları 10 cm, 20 cm ve 5 cm olan dikdörtgenler prizması biçimindeki bir kap kaç litre su alır?`,
      options: [msg`35 L`, msg`1 L`, msg`10 L`, msg`100 L`],
      correctIndex: 1,
      explanation: msg`Hacim 10 × 20 × 5 = 1000 cm³’tür. 1000 cm³ = 1000 mL = 1 L.`,
      hints: [msg`Önce kabın hacmini cm³ olarak hesapla.`, msg`1 cm³ kaç mL’dir?`],
    },
    {
      id: 'glasses',
      prompt: msg`Bir şişede 1,5 L ayran var. Ayran 250 mL’lik bardaklara doldurulursa kaç bardak dolar?`,
      options: [msg`5`, msg`4`, msg`15`, msg`6`],
      correctIndex: 3,
      explanation: msg`1,5 L = 1500 mL. 1500 ÷ 250 = 6 bardak.`,
      hints: [msg`Önce iki miktarı da aynı birimle yaz.`, msg`1500’ün içinde kaç tane 250 var?`],
    },
    {
      id: 'compare',
      prompt: msg`Aşağıdakilerden hangisi en fazla sıvıyı gösterir?`,
      options: [msg`1050 mL`, msg`1 dm³`, msg`1,2 L`, msg`900 cm³`],
      correctIndex: 2,
      explanation: msg`Hepsini mL ile yazalım: 1050 mL; 1 dm³ = 1000 mL; 1,2 L = 1200 mL; 900 cm³ = 900 mL. En büyüğü 1,2 L’dir.`,
      hints: [msg`Hepsini aynı birime çevir.`, msg`1 dm³ ve 1 cm³ kaç mL’dir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Ölçü kabı`,
    instructions: msg`Musluk düğmeleriyle kaba su koy ya da boşalt; bardak görevlerinde bardakla dök. Kabın çizgileri 50 mL’de birdir. 1 mL = 1 cm³, 1 L = 1 dm³ olduğunu unutma.`,
    manipulative: {
      type: 'measuring-jug',
      capacityMl: 1000,
      markMl: 50,
      tasks: [
        { kind: 'fill', prompt: msg`Kaba 0,75 L su koy.`, ml: 750 },
        { kind: 'fill', prompt: msg`Kaba 450 cm³ su koy.`, ml: 450 },
        { kind: 'fill', prompt: msg`Kaba 1 dm³ su koy.`, ml: 1000 },
        { kind: 'glasses', prompt: msg`250 mL’lik bardaklarla kaba 0,75 L su dök. Kaç bardak gerekti?`, glassMl: 250, ml: 750 },
        { kind: 'read', prompt: msg`Kapta kaç mililitre su var?`, ml: 650, unit: 'mL' },
      ],
    },
  },
  worksheet: {
    title: msg`Sıvı Ölçme Çalışma Sayfası`,
    instructions: msg`Deneyde ölçtüklerini tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`3,2 L, 450 mL ve 2 dm³’ü mililitreye çevir; küçükten büyüğe sırala.`, lines: 2 },
      { prompt: msg`Kenarları 40 cm, 25 cm ve 20 cm olan bir akvaryum kaç litre su alır?`, lines: 3 },
      { prompt: msg`Bir damacanada 19 L su var. 200 mL’lik bardaklarla kaç bardak doldurulabilir?`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçtüğümüz miktarlar`,
      columns: [msg`Kap`, msg`Tahminimiz`, msg`Ölçümümüz (mL)`, msg`L ya da dm³ olarak`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Yağmur Kutusu`,
    paragraphs: [
      msg`Fındık yağmur suyu biriktirmek için kenarları 10 cm olan küp biçiminde bir kutu yaptı ve kutuyu ağacının dalına astı.`,
      msg`Bir hafta boyunca sık sık yağmur yağdı; hafta sonunda kutu ağzına kadar dolmuştu. Tavşan Pamuk, “Bu kadar su kaç litre eder?” diye sordu.`,
      msg`Kirpi Diken hesapladı: “10 × 10 × 10 = 1000 santimetreküp.” Baykuş Bilge ekledi: “1 santimetreküp 1 mililitredir; 1000 mililitre de 1 litre.”`,
      msg`Fındık suyu ölçü kabına boşalttı: kap tam 1 litreyi gösterdi. Sonra o suyla bütün çiçeklerini suladı.`,
    ],
    lesson: msg`Kenarı 10 cm olan küp 1 dm³’tür ve 1 L sıvı alır; 1 mL = 1 cm³.`,
  },
};
