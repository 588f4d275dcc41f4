import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir bahçenin 0,3’üne sebze ekildi; sebzeli kısmın da 0,4’üne domates dikildi. Domatesler bahçenin ne kadarını kaplar? Bu sorunun cevabı bir çarpmadır: 0,3 × 0,4.`,
    sections: [
      {
        heading: msg`Çözümleme ve yuvarlama`,
        paragraphs: [
          msg`Ondalık gösterimdeki her rakam basamak değeriyle yazılabilir: 5,08 = 5 × 1 + 0 × 0,1 + 8 × 0,01. Buna çözümleme denir.`,
          msg`Bir ondalık gösterimi onda birler basamağına yuvarlarken yüzde birler basamağına bakarız: 5 ya da daha büyükse onda birler bir artar, küçükse aynı kalır. 3,47 → 3,5; 3,42 → 3,4; 0,35 → 0,4.`,
        ],
      },
      {
        heading: msg`Alan modeliyle çarpma`,
        paragraphs: [
          msg`Yüzlük tablonun 3 sırası 0,3’ü, 4 sütunu 0,4’ü gösterir. İkisinin üst üste geldiği 3 × 4 = 12 kare tablonun 12/100’üdür: 0,3 × 0,4 = 0,12.`,
          msg`Onda birin onda biri yüzde birdir: 0,1 × 0,1 = 0,01. Bu yüzden iki ondalık gösterim çarpılınca çarpımın ondalık kısmındaki basamak sayısı, çarpanların ondalık basamak sayılarının toplamına eşittir. Önce virgülleri yokmuş gibi çarpar, sonra virgülü koyarız: 0,6 × 0,7 → 6 × 7 = 42 → 0,42.`,
        ],
      },
      {
        heading: msg`10, 100 ve 1000 ile çarpma`,
        paragraphs: [
          msg`Bir ondalık gösterimi 10 ile çarpınca virgül bir basamak, 100 ile çarpınca iki basamak, 1000 ile çarpınca üç basamak sağa kayar: 2,35 × 10 = 23,5; 2,35 × 100 = 235; 2,35 × 1000 = 2350.`,
          msg`Çarpanlardan biri 1’den küçükse çarpım öteki çarpandan küçüktür: 0,4 × 0,2 = 0,08, hem 0,4’ten hem 0,2’den küçüktür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çözümleme`, definition: msg`Bir sayıyı rakamlarının basamak değerlerinin toplamı olarak yazma.` },
      { term: msg`Yuvarlama`, definition: msg`Bir sayıyı istenen basamağa göre ona en yakın sayıyla ifade etme.` },
      { term: msg`Alan modeli`, definition: msg`Çarpmayı, kenarları çarpanlar olan bir dikdörtgenin alanıyla gösterme.` },
    ],
  },
  procedure: {
    goal: msg`Yüzlük tablolarda iki renkle sıra ve sütun boyayarak ondalık gösterimlerin çarpımını bulmak ve virgülün yerini açıklamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kareleri 1 cm olan 10 × 10 yüzlük tablo çıktısı`, quantity: msg`Her öğrenciye 4 tane` },
      { name: msg`Sarı ve mavi boya kalemi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Cetvel ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Boya kalemlerini ağzına alma; sivri kalemleri ucu aşağı bakacak biçimde taşı.`,
      msg`Kalem açarken talaşı çöpe dök ve kalemtıraşın bıçağına parmağını değdirme.`,
    ],
    steps: [
      msg`Birinci tabloda ilk 3 sırayı sarıyla hafifçe boya: bu, 0,3’tür.`,
      msg`Aynı tabloda ilk 4 sütunu maviyle hafifçe boya: bu, 0,4’tür. İki rengin üst üste geldiği yeşil kareleri say.`,
      msg`Yeşil kare sayısını kesir ve ondalık gösterimle yaz; 0,3 × 0,4 = 0,12 olduğunu göster.`,
      msg`Aynı yolla 0,5 × 0,6 ve 0,1 × 0,1 çarpımlarını başka tablolarda bul.`,
      msg`Sonuçları virgülsüz çarpımlarla (3 × 4, 5 × 6, 1 × 1) karşılaştır; virgülün yeri hakkında bir kural yaz.`,
    ],
    observations: [
      msg`0,3 × 0,4’ün sonucu 0,3’ten ve 0,4’ten büyük mü, küçük mü çıktı?`,
      msg`0,1 × 0,1 tabloda kaç kare oldu?`,
      msg`Çarpımın ondalık kısmında kaç basamak var? Çarpanlarda kaç ondalık basamak vardı?`,
    ],
    conclusion: msg`Onda birlerin çarpımı yüzde birleri verir. İki ondalık gösterim çarpılırken virgüller yokmuş gibi çarpılır; çarpımın ondalık basamak sayısı çarpanlarınkinin toplamı kadardır. 1’den küçük bir sayıyla çarpınca sonuç küçülür.`,
  },
  questions: [
    {
      id: 'product',
      prompt: msg`0,6 × 0,7 işleminin sonucu kaçtır?`,
      options: [msg`4,2`, msg`0,42`, msg`0,042`, msg`42`],
      correctIndex: 1,
      explanation: msg`6 × 7 = 42. Çarpanların her birinde bir ondalık basamak var; çarpımda iki ondalık basamak olur: 0,42. Yüzlük tabloda 6 sıra ile 7 sütunun kesiştiği 42 karedir.`,
      hints: [msg`Virgülleri yokmuş gibi düşünüp çarp.`, msg`Onda birin onda biri hangi basamaktır?`],
    },
    {
      id: 'rounding',
      prompt: msg`3,47 sayısı onda birler basamağına yuvarlanınca hangi sayı elde edilir?`,
      options: [msg`3,4`, msg`3,47`, msg`3`, msg`3,5`],
      correctIndex: 3,
      explanation: msg`Onda birler basamağında 4, yüzde birler basamağında 7 var. 7, 5’ten büyük olduğu için onda birler bir artar: 3,5.`,
      hints: [msg`Onda birler basamağının sağındaki rakama bak.`, msg`Bu rakam 5 ya da daha büyükse ne olur?`],
    },
    {
      id: 'times-hundred',
      prompt: msg`2,35 × 100 işleminin sonucu kaçtır?`,
      options: [msg`235`, msg`23,5`, msg`2 350`, msg`2,35`],
      correctIndex: 0,
      explanation: msg`100 ile çarpınca virgül iki basamak sağa kayar: 2,35 → 235.`,
      hints: [msg`100’de kaç sıfır var?`, msg`Virgül hangi yöne ve kaç basamak kayar?`],
    },
    {
      id: 'decompose',
      prompt: msg`5,08 sayısının çözümlenmiş hâli hangisidir?`,
      options: [msg`5 × 1 + 8 × 0,1`, msg`5 × 10 + 8 × 0,01`, msg`5 × 1 + 8 × 0,01`],
      correctIndex: 2,
      explanation: msg`5 birler basamağında (5 × 1), onda birler basamağında 0 var, 8 yüzde birler basamağında (8 × 0,01). 5,08 = 5 × 1 + 8 × 0,01.`,
      hints: [msg`8 rakamı virgülden sonraki kaçıncı basamakta?`, msg`O basamağın değeri 0,1 mi, 0,01 mi?`],
    },
    {
      id: 'smaller-product',
      prompt: msg`Can, “0,4 × 0,2 = 0,8” diyor. Haklı mı?`,
      options: [msg`Evet, çünkü 4 × 2 = 8`, msg`Hayır; onda birin onda biri yüzde birdir, 0,4 × 0,2 = 0,08`, msg`Hayır; sonuç 8’dir`],
      correctIndex: 1,
      explanation: msg`Tabloda 4 sıra ile 2 sütunun kesişimi 8 karedir, yani 8/100 = 0,08. 0,8 olsaydı çarpım 0,4’ten büyük olurdu; 1’den küçük bir sayıyla çarpınca sonuç küçülür.`,
      hints: [msg`Yüzlük tabloda 4 sıra ile 2 sütunun kesişimi kaç karedir?`, msg`1’den küçük bir sayıyla çarpınca sonuç büyür mü, küçülür mü?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Yüzlük tabloda çarpma`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile boya; düğmeler kareleri sırayla boyar. Çarpımı, sıraların ve sütunların kesiştiği kareleri sayarak bul.`,
    manipulative: {
      type: 'hundred-grid',
      tasks: [
        { kind: 'shade', prompt: msg`0,3 × 0,4 çarpımını göster: ilk 3 sıranın her birinde ilk 4 kareyi boya.`, hundredths: 12 },
        { kind: 'shade', prompt: msg`0,5 × 0,6 çarpımını alan modeliyle göster.`, hundredths: 30 },
        { kind: 'shade', prompt: msg`0,1 × 0,1 çarpımını göster.`, hundredths: 1 },
        {
          kind: 'read',
          prompt: msg`Boyalı kısmın ondalık gösterimini onda birler basamağına yuvarla.`,
          shaded: 35,
          options: [msg`0,3`, msg`0,4`, msg`0,35`],
          correctIndex: 1,
        },
        { kind: 'shade', prompt: msg`4 × 0,25 çarpımını göster: 0,25’i dört kez boya.`, hundredths: 100 },
      ],
    },
  },
  worksheet: {
    title: msg`Ondalık Gösterimlerle Çarpma Çalışma Sayfası`,
    instructions: msg`Yüzlük tablolarda iki renkle boyayarak çarpımları bul ve tabloya yaz.`,
    tasks: [
      { prompt: msg`0,2 × 0,9 ve 0,7 × 0,7 çarpımlarını yüzlük tabloda göster ve yaz.`, lines: 2 },
      { prompt: msg`1,25 × 10, 1,25 × 100 ve 1,25 × 1000 işlemlerini yap; virgülün nasıl kaydığını açıkla.`, lines: 3 },
      { prompt: msg`12,763 sayısını çözümle; sonra onda birler ve yüzde birler basamağına yuvarla.`, lines: 3 },
    ],
    table: {
      caption: msg`Alan modeliyle çarpmalarım`,
      columns: [msg`Çarpma`, msg`Virgülsüz çarpım`, msg`Boyalı kare sayısı`, msg`Sonuç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Domates Bahçesi`,
    paragraphs: [
      msg`Fındık, bahçesini 100 eş kareye bölmüştü. Bahçenin 0,3’üne sebze ekmeye, sebze bölümünün de 0,4’üne domates dikmeye karar verdi.`,
      msg`Tavşan Pamuk hesapladı: “3 çarpı 4, 12. Demek domatesler bahçenin 1,2’si!” Kirpi Diken itiraz etti: “1,2 bütün bahçeden büyük olur; bahçede o kadar yer yok ki!”`,
      msg`Fındık, 3 sırayı sarı iple, 4 sütunu mavi iple çevirdi. İki ipin birlikte çevirdiği yalnızca 12 kare vardı: “12 kare, yani bahçenin 12/100’ü: 0,12.”`,
      msg`Yaz gelince o 12 karede kıpkırmızı domatesler yetişti; Pamuk da hesabındaki virgülü bir daha unutmadı.`,
    ],
    lesson: msg`Onda birlerin çarpımı yüzde birleri verir: 0,3 × 0,4 = 0,12. Bir sayıyı 1’den küçük bir sayıyla çarpınca sonuç küçülür.`,
  },
};
