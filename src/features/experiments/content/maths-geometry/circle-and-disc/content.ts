import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir bisiklet tekerleği bir tur döndüğünde ne kadar yol alır? Bir pizzanın 1/8’i kaç santimetrekaredir? Çemberin uzunluğu ve dairenin alanı, hepsinde aynı gizemli sayıyla, π ile hesaplanır.`,
    sections: [
      {
        heading: msg`Merkez açı ve yay`,
        paragraphs: [
          msg`Köşesi çemberin merkezinde, kolları yarıçap olan açıya merkez açı denir. Merkez açının kolları arasında kalan çember parçası, açının gördüğü yaydır. Bir merkez açının ölçüsü, gördüğü yayın ölçüsüne eşittir.`,
          msg`Tam çember 360°’lik bir yaydır. Çemberin 1/4’ü 90°’lik, 1/6’sı 60°’lik bir merkez açıyla görülür.`,
        ],
      },
      {
        heading: msg`Çemberin ve yayın uzunluğu`,
        paragraphs: [
          msg`Her çemberde uzunluğun çapa oranı aynıdır; bu sayıya pi denir ve π ile gösterilir. π yaklaşık 3,14’tür; hesaplarda çoğu zaman 3 ya da 3,14 alınır. Çemberin uzunluğu 2 · π · r’dir.`,
          msg`Bir yayın uzunluğu çemberin uzunluğunun, merkez açının 360°’deki payı kadarıdır: yarıçapı 10 cm, merkez açısı 72° olan yay 2 · 3 · 10 · 72/360 = 12 cm’dir (π ≈ 3).`,
        ],
      },
      {
        heading: msg`Dairenin ve daire diliminin alanı`,
        paragraphs: [
          msg`Dairenin alanı π · r²’dir. Daire ince dilimlere kesilip dilimler ters düz dizilince yaklaşık bir dikdörtgen oluşur: kısa kenarı r, uzun kenarı çemberin yarısı (π · r); alanı π · r · r.`,
          msg`Daire diliminin alanı, dairenin alanının merkez açının 360°’deki payı kadarıdır: yarıçapı 6 cm, merkez açısı 90° olan dilim 3 · 36/4 = 27 cm²’dir (π ≈ 3).`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Merkez açı`, definition: msg`Köşesi çemberin merkezinde, kolları yarıçap olan açı.` },
      { term: msg`Yay`, definition: msg`Çemberin iki noktası arasında kalan parçası.` },
      { term: msg`Pi (π)`, definition: msg`Bir çemberin uzunluğunun çapına oranı; yaklaşık 3,14.` },
      { term: msg`Daire dilimi`, definition: msg`İki yarıçap ile aralarındaki yayın sınırladığı daire parçası.` },
    ],
  },
  procedure: {
    goal: msg`Yuvarlak nesnelerin çevresini ve çapını ölçerek π sayısını bulmak, kâğıt tabakta merkez açıları ve yayları incelemek, çember parçasının uzunluğunu ve daire diliminin alanını hesaplamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Farklı boyda yuvarlak nesne (konserve kutusu, bardak, tabak, makara)`, quantity: msg`Her gruba 4 tane` },
      { name: msg`İp ya da terzi şeridi`, quantity: msg`Her gruba 1 m` },
      { name: msg`Cetvel ve açıölçer`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Kâğıt tabak`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Hesap makinesi`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Konserve kutularının kenarları keskin olabilir; yalnız temiz ve kenarı düz kutuları kullan, açık kenarına dokunma.`,
      msg`Cam bardak yerine plastik bardak kullan.`,
      msg`İpi boynuna ya da parmaklarına sıkıca dolama.`,
    ],
    steps: [
      msg`Her nesnenin çevresine ipi bir tur sar, ipi cetvelle ölç ve çevreyi tabloya yaz. Nesnenin çapını cetvelle ölç.`,
      msg`Her nesne için çevreyi çapa böl. Bölümler birbirine yakın mı? Ortalamalarını hesapla.`,
      msg`Kâğıt tabağı ikiye, sonra dörde, sonra sekize katla. Katları açıp her dilimin merkez açısını açıölçerle ölç.`,
      msg`Tabağın yarıçapını ölç; tabağın çevresini 2 · π · r ile hesapla ve bir dilimin yay uzunluğunu bul. İple ölçerek kontrol et.`,
      msg`Tabağın alanını π · r² ile hesapla ve bir dilimin alanını bul.`,
      msg`Bir dilimi 60°’lik olacak biçimde yeniden çiz; yay uzunluğunu ve dilimin alanını hesapla.`,
    ],
    observations: [
      msg`Çevre ÷ çap bölümleri kaç çıktı? Nesnenin büyüklüğüne bağlı mıydı?`,
      msg`Tabak 8’e katlanınca bir dilimin merkez açısı kaç derece oldu?`,
      msg`Hesapladığın yay uzunluğu iple ölçtüğüne ne kadar yakındı?`,
    ],
    conclusion: msg`Bütün çemberlerde çevrenin çapa oranı aynıdır ve bu sayı π’dir (yaklaşık 3,14). Çemberin uzunluğu 2 · π · r, dairenin alanı π · r²’dir. Bir merkez açı gördüğü yayla aynı ölçüdedir; yay uzunluğu ve daire diliminin alanı, tam çember ve daire değerlerinin merkez açının 360°’deki payı kadarıdır.`,
  },
  questions: [
    {
      id: 'circumference',
      prompt: msg`Yarıçapı 5 cm olan bir çemberin uzunluğu kaç santimetredir? (π’yi 3 alınız.)`,
      options: [msg`15`, msg`75`, msg`30`, msg`25`],
      correctIndex: 2,
      explanation: msg`Çemberin uzunluğu 2 · π · r = 2 · 3 · 5 = 30 cm’dir.`,
      hints: [msg`Çemberin uzunluğu için yarıçap mı, çap mı kullanılıyor? Çap yarıçapın kaç katı?`, msg`Çapı π ile çarp.`],
    },
    {
      id: 'disc-area',
      prompt: msg`Yarıçapı 4 cm olan bir dairenin alanı kaç santimetrekaredir? (π’yi 3 alınız.)`,
      options: [msg`24`, msg`48`, msg`144`, msg`12`],
      correctIndex: 1,
      explanation: msg`Dairenin alanı π · r² = 3 · 4 · 4 = 48 cm²’dir.`,
      hints: [msg`Alanda yarıçapın karesi kullanılır.`, msg`4’ün karesini π ile çarp.`],
    },
    {
      id: 'sector-area',
      prompt: msg`Yarıçapı 6 cm ve merkez açısı 90° olan bir daire diliminin alanı kaç santimetrekaredir? (π’yi 3 alınız.)`,
      options: [msg`27`, msg`108`, msg`9`, msg`54`],
      correctIndex: 0,
      explanation: msg`Dairenin alanı 3 · 6 · 6 = 108 cm². 90°, 360°’nin 1/4’ü olduğundan dilimin alanı 108 ÷ 4 = 27 cm²’dir.`,
      hints: [msg`Önce bütün dairenin alanını bul.`, msg`90°, tam açının kaçta kaçı?`],
    },
    {
      id: 'arc-length',
      prompt: msg`Yarıçapı 10 cm olan bir çemberde 72°’lik merkez açının gördüğü yayın uzunluğu kaç santimetredir? (π’yi 3 alınız.)`,
      options: [msg`60`, msg`6`, msg`20`, msg`12`],
      correctIndex: 3,
      explanation: msg`Çemberin uzunluğu 2 · 3 · 10 = 60 cm. 72°, 360°’nin 1/5’i olduğundan yay 60 ÷ 5 = 12 cm’dir.`,
      hints: [msg`Önce çemberin tamamının uzunluğunu bul.`, msg`72°, 360°’nin kaçta kaçı?`],
    },
    {
      id: 'central-angle-arc',
      prompt: msg`Bir çemberde merkez açının ölçüsü ile gördüğü yayın ölçüsü arasındaki ilişki nedir?`,
      options: [msg`Açı yayın yarısıdır.`, msg`Birbirine eşittir.`, msg`Açı yayın iki katıdır.`],
      correctIndex: 1,
      explanation: msg`Bir merkez açının ölçüsü, gördüğü yayın ölçüsüne eşittir: 60°’lik merkez açı 60°’lik yayı görür.`,
      hints: [msg`Tam çemberin yayı kaç derece, merkezdeki tam açı kaç derece?`, msg`Çemberin yarısını gören merkez açı kaç derecedir?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Merkez açı, yay ve dilim`,
    instructions: msg`Her görevde önce hesabını defterine yap. Sonra merkez açıyı + ve − düğmeleriyle (ya da ok tuşlarıyla) 15°’lik adımlarla ayarla ve “Kontrol et” düğmesine bas. Tahta yalnızca açıyı ve dilimin dairenin kaçta kaçı olduğunu gösterir; yay uzunluğunu ya da dilimin alanını sen hesaplarsın.`,
    manipulative: {
      type: 'circle',
      angleStep: 15,
      tasks: [
        {
          kind: 'sector',
          prompt: msg`Yarıçapı 4 cm olan çemberde 6 cm uzunluğundaki yayı gören merkez açıyı bul. (π’yi 3 alınız.)`,
          radius: 4,
          measure: 'arc',
          target: 6,
          pi: 3,
        },
        {
          kind: 'sector',
          prompt: msg`Yarıçapı 6 cm olan çemberde 12 cm uzunluğundaki yayı gören merkez açıyı bul. (π’yi 3 alınız.)`,
          radius: 6,
          measure: 'arc',
          target: 12,
          pi: 3,
        },
        {
          kind: 'sector',
          prompt: msg`Yarıçapı 4 cm olan dairede alanı 8 cm² olan daire diliminin merkez açısını bul. (π’yi 3 alınız.)`,
          radius: 4,
          measure: 'area',
          target: 8,
          pi: 3,
        },
        {
          kind: 'sector',
          prompt: msg`Yarıçapı 6 cm olan bir pizzadan geriye 81 cm² kaldı. Kalan parçanın merkez açısı kaç derecedir? (π’yi 3 alınız.)`,
          radius: 6,
          measure: 'area',
          target: 81,
          pi: 3,
        },
        {
          kind: 'sector',
          prompt: msg`Yarıçapı 10 cm olan çemberde 23,55 cm uzunluğundaki yayı gören merkez açıyı bul. (π’yi 3,14 alınız.)`,
          radius: 10,
          measure: 'arc',
          target: 23.55,
          pi: 3.14,
        },
        {
          kind: 'sector',
          prompt: msg`Yarıçapı 2 cm olan dairede alanı 1 cm² olan daire diliminin merkez açısını bul. (π’yi 3 alınız.)`,
          radius: 2,
          measure: 'area',
          target: 1,
          pi: 3,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Çember, Daire ve Dilimleri Çalışma Sayfası`,
    instructions: msg`Ölçtüğün çevre ve çapları tabloya yaz, π için bulduğun değerleri karşılaştır.`,
    tasks: [
      { prompt: msg`Çapı 70 cm olan bir bisiklet tekerleği 100 tur döndüğünde kaç metre yol alır? (π’yi 3,14 alınız.)`, lines: 3 },
      { prompt: msg`Yarıçapı 12 cm olan bir pizza 8 eş dilime kesiliyor. Bir dilimin alanını ve yay uzunluğunu bul. (π’yi 3 alınız.)`, lines: 3 },
      { prompt: msg`Neden bütün çemberlerde çevre ÷ çap aynı sayıyı verir? Kendi cümlelerinle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Yuvarlak nesnelerin ölçüleri`,
      columns: [msg`Nesne`, msg`Çevre (cm)`, msg`Çap (cm)`, msg`Çevre ÷ çap`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kurabiye Tepsisi`,
    paragraphs: [
      msg`Fındık yarıçapı 10 karış olan yuvarlak bir tepside ceviz kurabiyesi pişirdi ve 5 eş dilime böldü.`,
      msg`Kardeşi Çıtır dilimin kenarına fındık dizmek istedi: “Bir dilimin kıvrık kenarı kaç karış?” Fındık hesapladı: “Tepsinin çevresi 2 · 3 · 10 = 60 karış. Beş dilimden biri 60 ÷ 5 = 12 karış.”`,
      msg`Baykuş Nine sordu: “Peki her dilimin ucundaki açı kaç derece?” Çıtır düşündü: “Tam tur 360 derece, beşe bölünce 72 derece!”`,
      msg`Dilimleri paylaşırken Fındık gülümsedi: “Açıyı da, yayı da, alanı da aynı payla bulduk: beşte bir.”`,
    ],
    lesson: msg`Bir daire dilimi, merkez açısının 360°’deki payı kadar yay ve alan taşır.`,
  },
};
