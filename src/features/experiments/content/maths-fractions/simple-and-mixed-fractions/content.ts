import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir doğum gününde pizzalar 4 eş dilime kesildi ve 7 dilim yendi. Yenen pizza bir bütünden fazladır. Bunu 7/4 ya da 1 tam 3/4 diye yazabiliriz. Kesirlerin üç türü vardır.`,
    sections: [
      {
        heading: msg`Basit, bileşik ve tam sayılı kesir`,
        paragraphs: [
          msg`Payı paydasından küçük olan kesirlere basit kesir denir: 3/5, 5/8. Basit kesirler bir bütünden küçüktür.`,
          msg`Payı paydasına eşit ya da paydasından büyük olan kesirlere bileşik kesir denir: 4/4, 7/4. Bileşik kesirler bir bütüne eşit ya da bir bütünden büyüktür; 4/4 tam 1 bütündür.`,
          msg`Bir ya da daha çok bütün ile bir basit kesirden oluşan kesirlere tam sayılı kesir denir: 1 tam 3/4 (“bir tam dörtte üç”).`,
        ],
      },
      {
        heading: msg`Bileşik kesir ile tam sayılı kesir arasında geçiş`,
        paragraphs: [
          msg`7/4’te 4 dilim bir bütün eder. 7’nin içinde 1 tane 4 vardır, 3 artar: 7/4 = 1 tam 3/4.`,
          msg`2 tam 1/3’ü bileşik kesre çevirmek için bütünleri dilime çeviririz: 2 bütün 6 tane üçte bir eder, 1 tane daha ekleriz: 7/3.`,
        ],
      },
      {
        heading: msg`Karşılaştırma ve bir çokluğun kesri`,
        paragraphs: [
          msg`Paydaları eşit kesirlerde parçalar aynı büyüklüktedir; payı büyük olan kesir daha büyüktür: 7/8 > 5/8 > 3/8.`,
          msg`Birim kesirlerde payda büyüdükçe parça küçülür: 1/3 > 1/5.`,
          msg`24 cevizin 3/8’ini bulmak için önce 24’ü 8 eş gruba ayırırız: her grupta 3 ceviz. Sonra 3 grubu alırız: 3 × 3 = 9 ceviz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Basit kesir`, definition: msg`Payı paydasından küçük olan kesir; bir bütünden küçüktür.` },
      { term: msg`Bileşik kesir`, definition: msg`Payı paydasına eşit ya da paydasından büyük olan kesir.` },
      { term: msg`Tam sayılı kesir`, definition: msg`Bir ya da daha çok bütün ile bir basit kesirden oluşan kesir.` },
      { term: msg`Birim kesir`, definition: msg`Payı 1 olan kesir.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt daireleri eş dilimlere ayırıp boyayarak basit, bileşik ve tam sayılı kesirleri modellemek ve bileşik kesirleri tam sayılı kesre çevirmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eş büyüklükte kâğıt daire (çapı yaklaşık 12 cm; 3’ü 4, 1’i 5, 3’ü 8 eş dilime çizgilerle ayrılmış)`, quantity: msg`Her öğrenciye 7 tane` },
      { name: msg`Küt uçlu çocuk makası`, quantity: msg`Her öğrenciye 1` },
      { name: msg`Boya kalemleri`, quantity: msg`Her öğrenciye 1 takım` },
      { name: msg`Ceviz ya da sayma pulu`, quantity: msg`Her ikili gruba 24 tane` },
    ],
    safety: [
      msg`Makası kesim yapmadığında kapalı tut ve ucu aşağıda taşı.`,
      msg`Cevizleri kırmaya çalışma, ağza alma; fındık ve ceviz alerjisi olan arkadaşın için pul kullanın.`,
    ],
    steps: [
      msg`4 dilime ayrılmış iki daireyi dilimlerinden kes. 7 dilimi yan yana koy: kaç bütün dairen oldu, kaç dilim arttı? 7/4 ve 1 tam 3/4 yaz.`,
      msg`5 dilimli bir dairenin 3 dilimini boya. Bu kesir bir bütünden küçük mü, büyük mü? Türünü yaz.`,
      msg`8 dilimli üç dairenin birinde 3/8’i, birinde 5/8’i, birinde 7/8’i boya. Hangisi en büyük? Neden?`,
      msg`24 cevizi 8 eş gruba ayır. 3 grup kaç ceviz eder? Bu 24’ün 3/8’idir.`,
      msg`Arkadaşına bir tam sayılı kesir söyle (örneğin 2 tam 1/4). O da bunu dilimlerle kursun (gerekirse 4 dilimli üçüncü daireyi de kessin) ve bileşik kesir olarak yazsın.`,
    ],
    observations: [
      msg`Hangi kesirler bir bütünden büyüktü? Payları ve paydaları arasında nasıl bir ilişki vardı?`,
      msg`Paydaları eşit kesirleri karşılaştırırken neye baktın?`,
      msg`1/4 dilimi mi, 1/8 dilimi mi daha büyüktü?`,
    ],
    conclusion: msg`Payı paydasından küçük kesirler bir bütünden küçüktür. Payı paydasına eşit ya da büyük kesirler en az bir bütündür ve tam sayılı kesir olarak da yazılabilir. Paydaları eşit kesirlerde payı büyük olan daha büyüktür.`,
  },
  questions: [
    {
      id: 'kind',
      prompt: msg`7/4 hangi tür kesirdir?`,
      options: [msg`Basit kesir`, msg`Bileşik kesir`, msg`Birim kesir`],
      correctIndex: 1,
      explanation: msg`7/4’ün payı (7) paydasından (4) büyüktür. Payı paydasına eşit ya da büyük olan kesirler bileşik kesirdir. 7/4 bir bütünden büyüktür.`,
      hints: [msg`Payı ve paydayı karşılaştır.`, msg`7/4 bir bütünden küçük mü, büyük mü?`],
    },
    {
      id: 'to-mixed',
      prompt: msg`7/4 kesri tam sayılı kesir olarak nasıl yazılır?`,
      options: [msg`1 tam 3/4`, msg`3 tam 1/4`, msg`1 tam 4/7`],
      correctIndex: 0,
      explanation: msg`4 dilim bir bütün eder. 7’nin içinde 1 tane 4 vardır ve 3 dilim artar. 7/4 = 1 tam 3/4.`,
      hints: [msg`Kaç dilim bir bütün eder?`, msg`7 dilimden kaç bütün çıkar, kaç dilim artar?`],
    },
    {
      id: 'to-improper',
      prompt: msg`2 tam 1/3 bileşik kesir olarak nasıl yazılır?`,
      options: [msg`3/7`, msg`6/3`, msg`7/3`],
      correctIndex: 2,
      explanation: msg`Her bütün 3 tane üçte birdir; 2 bütün 6 tane üçte bir eder. 1 tane daha ekleriz: 7 tane üçte bir, yani 7/3.`,
      hints: [msg`2 bütünde kaç tane üçte bir vardır?`, msg`Bulduğuna tam sayılı kesirdeki 1 parçayı ekle. Payda değişir mi?`],
    },
    {
      id: 'compare',
      prompt: msg`Aşağıdaki kesirlerden hangisi en büyüktür?`,
      options: [msg`3/8`, msg`7/8`, msg`5/8`],
      correctIndex: 1,
      explanation: msg`Paydaları eşit olduğu için parçalar aynı büyüklüktedir. En çok parçayı gösteren 7/8 en büyüktür.`,
      hints: [msg`Paydalar aynı mı?`, msg`Parçalar aynı büyüklükteyse hangisinde daha çok parça alınmış?`],
    },
    {
      id: 'of-a-set',
      prompt: msg`24 cevizin 3/8’i kaç cevizdir?`,
      options: [msg`9`, msg`3`, msg`21`],
      correctIndex: 0,
      explanation: msg`24’ü 8 eş gruba ayırırız: 24 ÷ 8 = 3. 3 grubu alırız: 3 × 3 = 9 ceviz.`,
      hints: [msg`Önce 24’ü paydadaki sayı kadar eş gruba ayır.`, msg`Sonra paydaki sayı kadar grubu al.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Pizza dilimleri`,
    instructions: msg`Dilimlere dokunarak ya da numaralı düğmelerle boya. Gerekirse pizzayı istediğin sayıda eş dilime böl. Sonra “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'fraction-area',
      shape: 'circle',
      maxParts: 12,
      tasks: [
        { kind: 'shade', prompt: msg`Pizza 5 eş dilime bölündü. Pizzanın 3/5’ini boya. Bu kesir basit kesir mi?`, numerator: 3, denominator: 5, parts: 5 },
        { kind: 'shade', prompt: msg`Pizza 8 eş dilime bölündü. Pizzanın 5/8’ini boya.`, numerator: 5, denominator: 8, parts: 8 },
        {
          kind: 'shade',
          prompt: msg`Pizza 4 eş dilime bölündü. 4/4’ünü boya. Payı paydasına eşit olan bu bileşik kesir kaç bütün eder?`,
          numerator: 4,
          denominator: 4,
          parts: 4,
        },
        { kind: 'shade', prompt: msg`Pizza 8 eş dilime bölündü. Pizzanın 3/4’ünü boya. Kaç dilim boyadın?`, numerator: 3, denominator: 4, parts: 8 },
        { kind: 'shade', prompt: msg`Pizza 12 eş dilime bölündü. 7/12’sini boya. Bu kesir 5/12’den büyük mü?`, numerator: 7, denominator: 12, parts: 12 },
        {
          kind: 'equivalent',
          prompt: msg`2/3 kadar pizzayı başka sayıda eş dilimle göster: pizzayı 3’ten farklı sayıda dilime böl ve boya.`,
          numerator: 2,
          denominator: 3,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Basit, Bileşik ve Tam Sayılı Kesirler Çalışma Sayfası`,
    instructions: msg`Dilimlerle kurduğun kesirleri tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`11/4 kesrini daire dilimleriyle çiz. Tam sayılı kesir olarak yaz.`, lines: 3 },
      { prompt: msg`3 tam 2/5’i bileşik kesir olarak yaz. Nasıl düşündüğünü açıkla.`, lines: 3 },
      { prompt: msg`2/9, 7/9, 4/9 ve 1/9 kesirlerini küçükten büyüğe sırala.`, lines: 2 },
      { prompt: msg`Sınıftaki 28 öğrencinin 3/4’ü servisle geliyor. Kaç öğrenci servisle geliyor?`, lines: 2 },
    ],
    table: {
      caption: msg`Kesirlerim`,
      columns: [msg`Kesir`, msg`Türü`, msg`Bir bütünden küçük mü, büyük mü?`, msg`Tam sayılı kesir olarak (varsa)`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Doğum Günü Pizzaları`,
    paragraphs: [
      msg`Fındık’ın doğum gününde iki büyük fındıklı pizza vardı. Anne Sincap her pizzayı 4 eş dilime kesti.`,
      msg`Parti bitince Fındık masaya baktı. Misafirler toplam 7 dilim yemişti. “7/4 pizza yenmiş” dedi. Arkadaşı Baykuş Bilge sordu: “Bu bir pizzadan az mı, çok mu?”`,
      msg`Fındık düşündü: “4 dilim bir pizza eder. 7 dilimden bir bütün pizza çıkıyor, 3 dilim de artıyor. Demek ki 1 tam 3/4 pizza yenmiş. Bir pizzadan fazla!”`,
      msg`Geriye 1 dilim, yani 1/4 pizza kalmıştı. Bilge güldü: “7/4 ile 1/4’ü topla: 8/4, yani tam 2 pizza. Hesabın doğru!”`,
    ],
    lesson: msg`Payı paydasından büyük bir kesir bir bütünden fazladır ve tam sayılı kesir olarak yazılabilir.`,
  },
};
