import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

const colours = [
  { id: 'red', label: msg`kırmızı`, colour: '#ef4444', letter: 'K' },
  { id: 'blue', label: msg`mavi`, colour: '#60a5fa', letter: 'M' },
  { id: 'yellow', label: msg`sarı`, colour: '#facc15', letter: 'S' },
  { id: 'green', label: msg`yeşil`, colour: '#4ade80', letter: 'Y' },
] as const;

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir çarkı çevirdiğinde hangi rengin geleceğini önceden bilemezsin, ama hangi rengin daha çok şansı olduğunu hesaplayabilirsin. Olasılık, bir olayın olma şansını 0 ile 1 arasında bir sayıyla ölçer.`,
    sections: [
      {
        heading: msg`Olası durumlar ve olay`,
        paragraphs: [
          msg`Bir deneyin sonuçlarının her birine olası durum (çıktı) denir. 6 eş dilimli bir çark çevrildiğinde 6 olası durum vardır: ok 1., 2., …, 6. dilimde durabilir. Olası durumlardan bir ya da birkaçını içeren duruma olay denir; “kırmızı gelmesi” bir olaydır.`,
          msg`Dilimler eşitse okun her dilimde durma şansı eşittir; bu çıktılar eş olasılıklıdır. n eş olasılıklı çıktıdan her birinin olasılığı 1/n’dir: 6 eş dilimli çarkta her dilimin olasılığı 1/6’dır.`,
        ],
      },
      {
        heading: msg`Olasılığı hesaplamak`,
        paragraphs: [
          msg`Eş olasılıklı çıktılarda bir olayın olasılığı, istenen durumların sayısının tüm olası durumların sayısına oranıdır. 8 eş dilimin 2’si kırmızıysa kırmızı gelme olasılığı 2/8 = 1/4’tür.`,
          msg`Bir olayın olma olasılığı ile olmama olasılığının toplamı 1’dir: kırmızı gelme olasılığı 1/4 ise kırmızı gelmeme olasılığı 3/4’tür.`,
        ],
      },
      {
        heading: msg`0 ile 1 arasında`,
        paragraphs: [
          msg`Olasılık değeri 0 ile 1 arasındadır, 0 ve 1 de dâhildir. Çarkta hiç kırmızı dilim yoksa kırmızı gelmesi imkânsız olaydır, olasılığı 0’dır. Bütün dilimler yeşilse yeşil gelmesi kesin olaydır, olasılığı 1’dir.`,
          msg`Olasılık sonucu önceden söylemez: 1/4 olasılıklı bir renk 4 çevirmede hiç gelmeyebilir ya da iki kez gelebilir. Çok sayıda çevirmede ise gelme oranı genellikle hesaplanan olasılığa yaklaşır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Olası durum`, definition: msg`Bir deneyin sonuçlarından her biri; çarkta okun durabileceği her dilim.` },
      { term: msg`Olay`, definition: msg`Olası durumlardan bazılarının oluşturduğu durum; örneğin kırmızı gelmesi.` },
      { term: msg`Eş olasılıklı`, definition: msg`Her birinin olma şansı eşit olan çıktılar; n tane ise her birinin olasılığı 1/n.` },
      { term: msg`Olasılık`, definition: msg`Eş olasılıklı çıktılarda istenen durum sayısının tüm durum sayısına oranı; 0 ile 1 arasında bir sayı.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıttan eş dilimli bir çark yapmak, bir rengin gelme olasılığını dilimleri sayarak hesaplamak ve çarkı çevirerek elde edilen sonuçları bu hesapla karşılaştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`8 eş dilime bölünmüş çark çizilmiş karton (öğretmenin çoğalttığı şablon)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Ataş ve kurşun kalem (ataş, kalem ucunun etrafında döner)`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Kırmızı, mavi, sarı ve yeşil boya kalemi`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Çetele ve sonuç tablosu olan çalışma sayfası`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [
      msg`Kalemin sivri ucunu çarkın merkezinde aşağı doğru tut; ucu kimseye doğru çevirme.`,
      msg`Ataşı açıp uçlarını sivriltme, ağzına alma.`,
      msg`Şablonu makasla kesmen gerekiyorsa makası kapalı ve ucu aşağıda taşı.`,
    ],
    steps: [
      msg`Çarkın 8 eş diliminden 4’ünü kırmızı, 2’sini mavi, 1’ini sarı ve 1’ini yeşil boya. Her dilime renginin baş harfini de yaz.`,
      msg`Her rengin gelme olasılığını dilimleri sayarak hesapla ve tabloya kesir olarak yaz. Olasılıkları topla.`,
      msg`Ataşın bir ucunu kalemle çarkın merkezine sabitle. Ataşı fiskeyle döndür ve durduğu dilimin rengini çeteleye işle.`,
      msg`Çarkı 40 kez çevir; her rengin kaç kez geldiğini say ve gelme oranını (gelme sayısı / 40) yaz.`,
      msg`Gruplar sonuçlarını birleştirsin: bütün sınıfın çevirmelerinde her rengin gelme oranı hesapladığınız olasılığa ne kadar yakın?`,
      msg`Şimdi kendi çarkını tasarla: kırmızı gelme olasılığı mavinin 2 katı, sarınınki 0 olsun. Hangi boyamalar bu koşulu sağlar?`,
    ],
    observations: [
      msg`Hangi renk en çok geldi? Bu, hesapladığın olasılıklarla uyumlu mu?`,
      msg`40 çevirmede gelme oranları ile bütün sınıfın çevirmelerindeki oranlar arasında ne fark var?`,
      msg`Olasılıkların toplamı kaç çıktı? Neden?`,
    ],
    conclusion: msg`Eş dilimli bir çarkta her dilimin olasılığı eşittir; bir rengin olasılığı o renkteki dilim sayısının toplam dilim sayısına oranıdır. Olasılıklar 0 ile 1 arasındadır ve bütün renklerin olasılıklarının toplamı 1’dir. Az sayıda çevirmede sonuçlar olasılıktan uzaklaşabilir; çevirme sayısı arttıkça gelme oranları genellikle hesaplanan olasılıklara yaklaşır.`,
  },
  questions: [
    {
      id: 'odd-die',
      prompt: msg`Bir zar atıldığında üst yüze tek sayı gelme olasılığı kaçtır?`,
      options: [msg`1/6`, msg`1/2`, msg`1/3`, msg`3`],
      correctIndex: 1,
      explanation: msg`Olası durumlar 1, 2, 3, 4, 5 ve 6’dır (6 durum). Tek sayılar 1, 3 ve 5’tir (3 durum). Olasılık 3/6 = 1/2’dir.`,
      hints: [msg`Zarın kaç yüzü var? Hepsinin gelme şansı eşit mi?`, msg`Tek sayıları say ve bütün durumların sayısına böl.`],
    },
    {
      id: 'not-blue',
      prompt: msg`Bir torbada 4 kırmızı, 5 mavi ve 3 sarı top var. Torbadan rastgele çekilen bir topun mavi olmama olasılığı kaçtır?`,
      options: [msg`5/12`, msg`1/2`, msg`7/5`, msg`7/12`],
      correctIndex: 3,
      explanation: msg`Torbada 12 top var; mavi olmayanlar 4 + 3 = 7 toptur. Olasılık 7/12’dir. Başka bir yol: mavi olma olasılığı 5/12 olduğundan olmama olasılığı 1 − 5/12 = 7/12’dir.`,
      hints: [msg`Önce torbadaki bütün topları say.`, msg`“Mavi olmama” hangi renkteki topların çekilmesi demek?`],
    },
    {
      id: 'not-a-probability',
      prompt: msg`Aşağıdakilerden hangisi bir olayın olasılığı olamaz?`,
      options: [msg`4/3`, msg`0`, msg`0,75`, msg`1`],
      correctIndex: 0,
      explanation: msg`Olasılık 0 ile 1 arasındadır (0 ve 1 dâhil). 4/3, 1’den büyük olduğu için bir olasılık değeri olamaz; 0 imkânsız, 1 kesin olayın olasılığıdır.`,
      hints: [msg`Olasılığın en küçük ve en büyük değeri kaçtır?`, msg`Seçeneklerden 1’den büyük olan var mı?`],
    },
    {
      id: 'expected-count',
      prompt: msg`8 eş dilimli bir çarkın 2 dilimi kırmızıdır. Çark 80 kez çevrilirse kırmızının yaklaşık kaç kez gelmesi beklenir?`,
      options: [msg`10`, msg`16`, msg`20`, msg`40`],
      correctIndex: 2,
      explanation: msg`Kırmızı gelme olasılığı 2/8 = 1/4’tür. 80 çevirmenin 1/4’ü 20’dir. Gerçek deneyde sonuç 20’den biraz farklı çıkabilir; 20 beklenen yaklaşık değerdir.`,
      hints: [msg`Önce kırmızı gelme olasılığını sadeleştirerek yaz.`, msg`80’in bu kesir kadarını hesapla.`],
    },
    {
      id: 'complement',
      prompt: msg`Bir çarkta kırmızı gelme olasılığı 1/3 ise kırmızı gelmeme olasılığı kaçtır?`,
      options: [msg`1/3`, msg`3/2`, msg`2/3`, msg`0`],
      correctIndex: 2,
      explanation: msg`Bir olayın olma ve olmama olasılıklarının toplamı 1’dir: 1 − 1/3 = 2/3.`,
      hints: [msg`Olma ve olmama olasılıklarının toplamı kaçtır?`, msg`1’den 1/3’ü çıkar.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Olasılık çarkı`,
    instructions: msg`Boyama görevlerinde önce bir boya seç, sonra dilimlere (numaralı düğmelere ya da çarkın kendisine) dokun. Okuma görevlerinde doğru olasılığı seç. Çarkı 1, 10 ya da 100 kez çevirip sonuçları hesabınla karşılaştırabilirsin. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'probability-spinner',
      colours,
      seed: 8,
      tasks: [
        {
          kind: 'colour',
          prompt: msg`4 dilimli çarkı, kırmızı gelme olasılığı 1/2 ve mavi gelme olasılığı 1/4 olacak biçimde boya.`,
          sectors: 4,
          targets: [
            { colour: 'red', numerator: 1, denominator: 2 },
            { colour: 'blue', numerator: 1, denominator: 4 },
          ],
        },
        {
          kind: 'colour',
          prompt: msg`6 dilimli çarkı, kırmızı gelme olasılığı mavi gelme olasılığının 2 katı olacak biçimde boya.`,
          sectors: 6,
          targets: [{ colour: 'red', times: 2, of: 'blue' }],
        },
        {
          kind: 'colour',
          prompt: msg`8 dilimli çarkta sarı gelme olasılığı 3/8, yeşil gelme olasılığı 1/4 olsun; kırmızının olasılığı da yeşilinkine eşit olsun.`,
          sectors: 8,
          targets: [
            { colour: 'yellow', numerator: 3, denominator: 8 },
            { colour: 'green', numerator: 1, denominator: 4 },
            { colour: 'red', times: 1, of: 'green' },
          ],
        },
        {
          kind: 'chance',
          prompt: msg`Bu çarkta kırmızı gelme olasılığı kaçtır?`,
          sectors: ['red', 'blue', 'red', 'yellow', 'red', 'green'],
          options: [msg`1/6`, msg`1/3`, msg`1/2`],
          correctIndex: 2,
        },
        {
          kind: 'chance',
          prompt: msg`Bu çarkta kırmızı gelme olasılığı kaçtır?`,
          sectors: ['blue', 'blue', 'yellow', 'blue', 'green', 'blue', 'yellow', 'blue'],
          options: [msg`0`, msg`1/8`, msg`1`],
          correctIndex: 0,
        },
        {
          kind: 'chance',
          prompt: msg`Bu çarkta yeşil gelme olasılığı kaçtır?`,
          sectors: ['green', 'green', 'green', 'green', 'green'],
          options: [msg`1/5`, msg`0`, msg`1`],
          correctIndex: 2,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Renkli Çarkın Olasılıkları Çalışma Sayfası`,
    instructions: msg`Çarkının olasılıklarını hesapla, 40 çevirmenin sonuçlarını çeteleyle kaydet ve hesabınla karşılaştır.`,
    tasks: [
      { prompt: msg`Çarkındaki her rengin gelme olasılığını kesir olarak yaz. Olasılıkların toplamı kaç?`, lines: 3 },
      { prompt: msg`Mavi gelme olasılığı 1/3, sarı gelme olasılığı 0 olan 6 dilimli bir çark çiz ve boya.`, lines: 4 },
      { prompt: msg`40 çevirmede en çok gelen renk, olasılığı en büyük renk miydi? Değilse nedenini açıkla.`, lines: 3 },
      { prompt: msg`Kesin olaya ve imkânsız olaya çarkla birer örnek ver.`, lines: 2 },
    ],
    table: {
      caption: msg`Çark deneyinin sonuçları`,
      columns: [msg`Renk`, msg`Dilim sayısı`, msg`Olasılık`, msg`Çetele`, msg`Gelme sayısı`, msg`Gelme oranı (…/40)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Adil Çarkı`,
    paragraphs: [
      msg`Orman şenliğinde Fındık bir çark kurdu: kırmızı dilime denk gelen bir ceviz kazanacaktı. Çarkın 8 eş diliminden 6’sını sarıya, yalnız 2’sini kırmızıya boyadı.`,
      msg`Kardeşi Çıtır beş kez çevirdi, bir kez bile kırmızı gelmedi. “Bu çark bozuk!” diye söylendi. Baykuş Nine gülümsedi: “Bozuk değil. Kırmızının olasılığı 2/8, yani 1/4. Sarınınki 3/4. Sarının olasılığı kırmızınınkinin 3 katı.”`,
      msg`Çıtır itiraz etti: “Peki 1/4 ise dört çevirmede bir kez gelmesi gerekmez mi?” Baykuş Nine başını salladı: “Olasılık bir söz değildir. Çok kez çevirirsen kırmızı yaklaşık her dört çevirmede bir gelir, ama birkaç çevirmede her şey olabilir.”`,
      msg`Fındık çarkı yeniden boyadı: 4 dilim kırmızı, 4 dilim sarı. “Şimdi iki rengin olasılığı da 1/2. Herkesin şansı eşit.”`,
      msg`Akşama kadar çark yüzlerce kez döndü. Sayınca kırmızı ile sarının neredeyse eşit sayıda geldiğini gördüler.`,
    ],
    lesson: msg`Olasılık bir olayın olma şansını ölçer ama tek bir denemenin sonucunu söylemez; eş olasılıklı dilimleri sayarak şansı adil dağıtabiliriz.`,
  },
};
