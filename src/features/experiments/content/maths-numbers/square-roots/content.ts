import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`25 kare karoyla bir kare döşeyebilirsin: her kenarda 5 karo olur. Peki 20 karoyla? Bir karenin alanından kenar uzunluğuna geri dönmek karekök almaktır.`,
    sections: [
      {
        heading: msg`Tam kare sayılar`,
        paragraphs: [
          msg`Bir doğal sayının kendisiyle çarpımına o sayının karesi denir: 5 · 5 = 5² = 25. 1, 4, 9, 16, 25, 36, 49, 64, 81, 100 gibi bir doğal sayının karesi olan sayılara tam kare sayılar denir.`,
          msg`Tam kare sayıda birim kare karo, eksiksiz bir kare oluşturacak biçimde dizilebilir. 16 karo 4 × 4’lük bir kare olur; 12 karo ise kare olmaz, en fazla 3 × 4’lük bir dikdörtgen olur.`,
        ],
      },
      {
        heading: msg`Karekök`,
        paragraphs: [
          msg`Karesi a olan pozitif sayıya a’nın karekökü denir ve √a biçiminde yazılır. 5² = 25 olduğundan √25 = 5’tir. Alanı 25 birimkare olan bir karenin kenar uzunluğu √25 = 5 birimdir.`,
          msg`Kare almak ile karekök almak birbirinin tersidir: önce 7’nin karesini alıp 49 bulursak, 49’un karekökü yeniden 7’dir.`,
        ],
      },
      {
        heading: msg`Tam kare olmayan sayıların karekökü`,
        paragraphs: [
          msg`20 tam kare değildir; karekökü bir doğal sayı değildir. 16 < 20 < 25 olduğundan √16 < √20 < √25, yani 4 < √20 < 5’tir. √20, 4 ile 5 arasında bir sayıdır ve 20, 25’ten çok 16’ya yakın olduğu için 4’e daha yakındır.`,
          msg`Karolarla düşünürsek 20 karo 4 × 4’lük kareden fazla, 5 × 5’lik kareden azdır: tam bir kare oluşturmaz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Tam kare sayı`, definition: msg`Bir doğal sayının karesi olan sayı; 1, 4, 9, 16, 25 gibi.` },
      { term: msg`Karekök`, definition: msg`Karesi verilen sayıya eşit olan pozitif sayı; √49 = 7.` },
      { term: msg`Birimkare`, definition: msg`Kenarı 1 birim olan karenin alanı; alan ölçmede birim olarak kullanılır.` },
    ],
  },
  procedure: {
    goal: msg`Birim kare karolarla hangi sayıların kare oluşturduğunu bulmak, tam kare sayılarla karekökleri arasındaki ilişkiyi görmek ve tam kare olmayan bir sayının karekökünü iki doğal sayı arasında tahmin etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartondan kesilmiş eş kare karolar (2 cm × 2 cm) ya da plastik birim küpler`, quantity: msg`Her gruba 50 tane` },
      { name: msg`Kareli kâğıt`, quantity: msg`Her öğrenciye 1 sayfa` },
      { name: msg`Kurşun kalem ve silgi`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Hesap makinesi (yalnız son adımdaki kontrol için)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Karoları ya da küpleri fırlatma ve ağzına alma.`,
      msg`Yere düşen parçaları hemen topla; üzerine basınca kayabilirsin.`,
      msg`Karolar makasla kesilecekse makası kapalı ve ucu aşağıda taşı; kesmeyi öğretmenin gözetiminde yap.`,
    ],
    steps: [
      msg`1 karodan başla ve kareyi her seferinde sağına ve altına birer sıra ekleyerek büyüt. 40 karoyu geçene kadar her karenin karo sayısını ve kenarındaki karo sayısını tabloya yaz.`,
      msg`Kare olabilen sayıları sırala. Bu sayılar ile kenar uzunlukları arasında nasıl bir ilişki var? Kenar uzunluğunun karesini hesapla.`,
      msg`20 karoyla kare kurmayı dene. Kurabildiğin en büyük kare kaç karo, 20’yi geçen en küçük kare kaç karo?`,
      msg`√20’nin hangi iki doğal sayı arasında olduğunu yaz ve hangisine daha yakın olduğunu tahmin et.`,
      msg`Aynı işlemi 30 ve 38 için tekrarla.`,
      msg`Tahminlerini hesap makinesinin karekök tuşuyla kontrol et.`,
    ],
    observations: [
      msg`1 ile 40 arasında kaç tam kare sayı buldun? Ardışık tam kareler arasındaki farklar nasıl değişiyor?`,
      msg`√20, √30 ve √38 için tahminlerin hesap makinesinin sonuçlarına ne kadar yakın çıktı?`,
      msg`Karolarla kare kuramadığın sayıların karekökü hakkında ne söyleyebilirsin?`,
    ],
    conclusion: msg`Tam kare sayıda karo eksiksiz bir kare oluşturur ve karenin kenarındaki karo sayısı o sayının kareköküdür: √36 = 6. Tam kare olmayan bir sayı iki ardışık tam karenin arasındadır; karekökü de bu tam karelerin karekökleri olan iki ardışık doğal sayının arasındadır: 25 < 30 < 36 olduğundan 5 < √30 < 6.`,
  },
  questions: [
    {
      id: 'perfect-square',
      prompt: msg`Aşağıdakilerden hangisi tam kare sayıdır?`,
      options: [msg`50`, msg`64`, msg`90`, msg`24`],
      correctIndex: 1,
      explanation: msg`8 · 8 = 64 olduğundan 64 tam karedir. 7² = 49 ve 8² = 64; 50 bu ikisinin arasında. 9² = 81 ve 10² = 100; 90 bu ikisinin arasında. 4² = 16 ve 5² = 25; 24 bu ikisinin arasında.`,
      hints: [msg`Her sayı için, kendisiyle çarpıldığında o sayıyı veren bir doğal sayı ara.`, msg`Küçükten büyüğe tam kareleri yaz: 1, 4, 9, 16, …`],
    },
    {
      id: 'side-from-area',
      prompt: msg`Alanı 81 cm² olan bir karenin bir kenarı kaç santimetredir?`,
      options: [msg`40,5`, msg`27`, msg`9`, msg`20,25`],
      correctIndex: 2,
      explanation: msg`Karenin alanı kenar · kenar olduğundan kenar uzunluğu √81 = 9 cm’dir. Kontrol: 9 · 9 = 81.`,
      hints: [msg`Karenin alanı nasıl hesaplanır?`, msg`Kendisiyle çarpıldığında 81 veren sayıyı bul.`],
    },
    {
      id: 'between',
      prompt: msg`√45 hangi iki ardışık doğal sayı arasındadır?`,
      options: [msg`22 ile 23`, msg`5 ile 6`, msg`7 ile 8`, msg`6 ile 7`],
      correctIndex: 3,
      explanation: msg`36 < 45 < 49 olduğundan √36 < √45 < √49, yani 6 < √45 < 7’dir.`,
      hints: [msg`45’ten küçük en büyük tam kare hangisi?`, msg`45’ten büyük en küçük tam kare hangisi?`, msg`Bu iki tam karenin kareköklerini yaz.`],
    },
    {
      id: 'closer',
      prompt: msg`√30 aşağıdaki sayılardan hangisine en yakındır?`,
      options: [msg`5,5`, msg`15`, msg`6`, msg`5`],
      correctIndex: 0,
      explanation: msg`25 < 30 < 36 olduğundan √30, 5 ile 6 arasındadır. 30, 25’ten 5 fazla, 36’dan 6 eksik; yani aralığın hemen hemen ortasında. 5,5² = 30,25 olduğu için √30 yaklaşık 5,48’dir ve 5,5’e en yakındır.`,
      hints: [
        msg`Önce √30’un hangi iki doğal sayı arasında olduğunu bul.`,
        msg`30, bu iki sayının karelerinin hangisine daha yakın? Seçeneklerin karelerini de hesaplayabilirsin.`,
      ],
    },
    {
      id: 'tiles',
      prompt: msg`Ela’nın 50 kare karosu var. Karoların hepsini kullanmak zorunda değil. Kurabileceği en büyük kare kaç karodan oluşur?`,
      options: [msg`25`, msg`50`, msg`49`, msg`36`],
      correctIndex: 2,
      explanation: msg`50’den küçük ya da 50’ye eşit en büyük tam kare 49’dur (7 × 7). 8 × 8’lik kare için 64 karo gerekir.`,
      hints: [msg`Bir karenin karo sayısı neden tam kare olmalı?`, msg`7 × 7 ve 8 × 8 karelerin karo sayılarını hesapla.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Karelerle karekök`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile boyayarak istenen alanda bir şekil kur. Alanı ve çevresi istenen gibi olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'grid-shape',
      columns: 8,
      rows: 7,
      tasks: [
        { prompt: msg`Alanı 9 birimkare olan bir kare kur (çevresi 12 birim olur). Kenarı kaç birim? Yani √9 kaç?`, area: 9, perimeter: 12, shape: 'square' },
        { prompt: msg`Alanı 16 birimkare olan bir kare kur (çevresi 16 birim olur). √16 kaç?`, area: 16, perimeter: 16, shape: 'square' },
        { prompt: msg`Alanı 25 birimkare olan bir kare kur. Çevresi kaç birim olmalı?`, area: 25, perimeter: 20, shape: 'square' },
        { prompt: msg`Alanı 36 birimkare olan bir kare kur. √36 kaç?`, area: 36, perimeter: 24, shape: 'square' },
        {
          prompt: msg`20 tam kare değil, 20 karoyla kare kurulamaz. Alanı 20 birimkare, çevresi 18 birim olan bir dikdörtgen kur. Kenarları √20’nin hangi iki sayı arasında olduğunu gösteriyor?`,
          area: 20,
          perimeter: 18,
          shape: 'rectangle',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Karelerle Karekök Çalışma Sayfası`,
    instructions: msg`Karolarla kurduğun kareleri tabloya yaz; tam kare olmayan sayıların kareköklerini iki doğal sayı arasında göster.`,
    tasks: [
      { prompt: msg`√2, √10, √50 ve √99 sayılarının her birinin hangi iki ardışık doğal sayı arasında olduğunu yaz.`, lines: 3 },
      { prompt: msg`Alanı 121 m² olan kare biçimli bir bahçenin bir kenarı kaç metredir? Bahçenin çevresine kaç metre çit gerekir?`, lines: 3 },
      { prompt: msg`√40 ile √41 sayılarından hangisi daha büyüktür? Karolarla düşünerek açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Karolarla kareler`,
      columns: [msg`Karo sayısı (alan)`, msg`Kare oldu mu?`, msg`Kenardaki karo sayısı`, msg`Karekök`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık’ın Kare Halısı`,
    paragraphs: [
      msg`Fındık yuvasının tabanına kare biçiminde bir yosun halı döşemek istiyordu. Elinde 30 kare yosun parçası vardı.`,
      msg`Önce 5 sıra, her sırada 5 parça dizdi; 25 parçayla güzel bir kare oldu. Kalan 5 parçayla kareyi büyütmek istedi ama 6 × 6’lık bir kare için 36 parça gerekiyordu.`,
      msg`Kardeşi Çıtır sordu: “O zaman 30 parçalık halının kenarı kaç olur?” Baykuş Nine yanıtladı: “30 tam kare değil, bu yüzden 30 parçayla kare olmaz. Ama düşünürsek √30, 5 ile 6 arasındadır.”`,
      msg`Fındık 6 parça daha topladı ve 36 parçayla 6 × 6’lık halıyı tamamladı. “Kenarı √36 = 6 parça!” diye sevindi.`,
    ],
    lesson: msg`Tam kare sayıda parça eksiksiz bir kare olur ve kenardaki parça sayısı o sayının kareköküdür; öbür sayıların karekökleri iki ardışık doğal sayı arasındadır.`,
  },
};
