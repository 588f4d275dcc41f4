import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`24 kare karoyla kaç farklı dikdörtgen kurabilirsin? Her dikdörtgenin kenarları 24’ün bir çarpan çiftidir: 1 · 24, 2 · 12, 3 · 8, 4 · 6. Çarpanlar ve katlar; bir bahçeyi kesmeden döşemek, iki otobüsün yeniden birlikte kalkacağı saati bulmak gibi problemlerin anahtarıdır.`,
    sections: [
      {
        heading: msg`Çarpanlar ve asal çarpanlara ayırma`,
        paragraphs: [
          msg`Bir sayıyı kalansız bölen pozitif tam sayılar onun çarpanlarıdır (bölenleridir). Çarpanlar çiftler hâlinde bulunur: 36 için 1 · 36, 2 · 18, 3 · 12, 4 · 9, 6 · 6. Yalnız iki çarpanı (1 ve kendisi) olan sayılar asaldır: 2, 3, 5, 7, 11, 13, …`,
          msg`Her 1’den büyük doğal sayı asal çarpanlarının çarpımı olarak tek bir biçimde yazılır. Çarpan ağacı ya da bölen listesiyle bulunur ve üslü ifadelerle yazılır: 84 = 2 · 2 · 3 · 7 = 2² · 3 · 7.`,
        ],
      },
      {
        heading: msg`EBOB ve EKOK`,
        paragraphs: [
          msg`İki sayının ortak bölenlerinin en büyüğü EBOB’dur: 36’nın ve 48’in ortak bölenleri 1, 2, 3, 4, 6, 12’dir; EBOB(36, 48) = 12. Asal çarpanlarla: 36 = 2² · 3², 48 = 2⁴ · 3; ortak asal çarpanların en küçük üslüleri çarpılır: 2² · 3 = 12.`,
          msg`İki sayının ortak katlarının en küçüğü EKOK’tur: 12’nin katları 12, 24, 36, …; 18’in katları 18, 36, …; EKOK(12, 18) = 36. Asal çarpanlarla: bütün asal çarpanların en büyük üslüleri çarpılır: 2² · 3² = 36. İki sayı için EBOB · EKOK, sayıların çarpımına eşittir: 6 · 36 = 12 · 18.`,
          msg`Problemlerde “en büyük eş parça, hiç artmadan bölme, en büyük kare karo” EBOB’u; “ilk kez birlikte, en az kaç, en küçük kare” EKOK’u gösterir.`,
        ],
      },
      {
        heading: msg`Aralarında asal sayılar`,
        paragraphs: [
          msg`1’den başka ortak böleni olmayan iki sayı aralarında asaldır; EBOB’ları 1’dir. 8 ile 15 asal değildir ama aralarında asaldır. Aralarında asal iki sayının EKOK’u çarpımlarına eşittir: EKOK(8, 15) = 120.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çarpan (bölen)`, definition: msg`Bir sayıyı kalansız bölen pozitif tam sayı; 6, 24’ün bir çarpanıdır.` },
      { term: msg`Asal çarpan`, definition: msg`Bir sayının asal olan çarpanı; 84’ün asal çarpanları 2, 3 ve 7’dir.` },
      { term: msg`EBOB`, definition: msg`En büyük ortak bölen: iki ya da daha çok sayıyı kalansız bölen en büyük sayı.` },
      { term: msg`EKOK`, definition: msg`En küçük ortak kat: iki ya da daha çok sayının ortak katlarının sıfırdan büyük en küçüğü.` },
      { term: msg`Aralarında asal`, definition: msg`1’den başka ortak böleni olmayan sayılar; EBOB’ları 1’dir.` },
    ],
  },
  procedure: {
    goal: msg`Kare karolar ve dikdörtgen kartlarla sayıların çarpanlarını, EBOB’u ve EKOK’u modellemek; sonuçları asal çarpanlara ayırarak doğrulamak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`2 cm × 2 cm karton kare karolar`, quantity: msg`Her gruba 36 tane` },
      { name: msg`4 cm × 6 cm karton dikdörtgen kartlar (2 × 3 karo büyüklüğünde)`, quantity: msg`Her gruba 6 tane` },
      { name: msg`Kareli kâğıt (1 cm’lik)`, quantity: msg`Her öğrenciye 2 yaprak` },
      { name: msg`Renkli kalem ve cetvel`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Makas (kartlar önceden kesilmediyse)`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [msg`Makası kullanmadığında kapalı tut ve arkadaşına sapından uzat.`, msg`Karoları yere dökersen hemen topla; kayıp basılabilir.`],
    steps: [
      msg`24 karoyla kurulabilecek bütün dikdörtgenleri kur ve kareli kâğıda çiz. Her dikdörtgenin kenarlarını çarpma olarak yaz (3 · 8 gibi). Aynı işlemi 36 ve 13 karoyla yap. Hangi sayıyla tek sıradan başka dikdörtgen kurulamadı?`,
      msg`24, 36 ve 84’ü çarpan ağacıyla asal çarpanlarına ayır ve üslü ifadelerle yaz.`,
      msg`EBOB: Kareli kâğıda 12 birime 18 birimlik bir dikdörtgen bahçe çiz. Bahçeyi hiç boşluk kalmadan aynı büyüklükte kare karolarla döşemeyi 2, 3, 4 ve 6 birimlik karolarla dene. Hangileri tam sığıyor? En büyüğü kaç birimlik? Kaç karo gerekir?`,
      msg`EKOK: 2 × 3 karo büyüklüğündeki kartları hep aynı yönde yan yana ve alt alta dizerek bir kare oluşturmaya çalış. En küçük kare kaç birimlik oldu? Kaç kart kullandın?`,
      msg`Bulduğun EBOB ve EKOK değerlerini asal çarpanlarla hesapla ve modeldeki sonuçla karşılaştır. EBOB(12, 18) · EKOK(12, 18) ile 12 · 18’i karşılaştır.`,
    ],
    observations: [
      msg`24 ve 36 karoyla kaç farklı dikdörtgen kurdun? Kare olan var mıydı?`,
      msg`12 × 18 bahçeye hangi kare karolar tam sığdı? Bu sayıların 12 ve 18 ile ilişkisi ne?`,
      msg`2 × 3’lük kartlardan kurulan en küçük karenin kenarı 2’nin ve 3’ün neyi?`,
    ],
    conclusion: msg`Bir sayının dikdörtgenleri onun çarpan çiftlerini, yalnız tek sıra dikdörtgeni olan sayılar asal sayıları gösterir. Bir dikdörtgeni tam döşeyen en büyük kare karonun kenarı kenar uzunluklarının EBOB’u; aynı dikdörtgen kartlardan kurulan en küçük karenin kenarı ise kenar uzunluklarının EKOK’udur. İki sayının EBOB’u ile EKOK’unun çarpımı sayıların çarpımına eşittir.`,
  },
  questions: [
    {
      id: 'prime-factors',
      prompt: msg`84 sayısının asal çarpanlarının çarpımı biçiminde yazılışı hangisidir?`,
      options: [msg`2 · 3 · 7`, msg`2² · 3 · 7`, msg`2³ · 3 · 7`, msg`4 · 21`],
      correctIndex: 1,
      explanation: msg`84 ÷ 2 = 42, 42 ÷ 2 = 21, 21 ÷ 3 = 7, 7 asaldır. 84 = 2 · 2 · 3 · 7 = 2² · 3 · 7. 4 ve 21 asal değildir.`,
      hints: [msg`84’ü en küçük asal sayıdan başlayarak art arda böl.`, msg`2’ye kaç kez bölünebildiğini say.`],
    },
    {
      id: 'gcd',
      prompt: msg`EBOB(36, 48) kaçtır?`,
      options: [msg`6`, msg`24`, msg`12`, msg`144`],
      correctIndex: 2,
      explanation: msg`36 = 2² · 3², 48 = 2⁴ · 3. Ortak asal çarpanların en küçük üslüleri: 2² · 3 = 12. 144 ise EKOK’tur.`,
      hints: [msg`İki sayıyı da asal çarpanlarına ayır.`, msg`Ortak asal çarpanların küçük üslülerini seç.`],
    },
    {
      id: 'buses',
      prompt: msg`Bir otobüs 12 dakikada bir, başka bir otobüs 18 dakikada bir duraktan kalkıyor. İkisi saat 09.00’da birlikte kalktığına göre ilk kez saat kaçta yeniden birlikte kalkarlar?`,
      options: [msg`09.30`, msg`10.12`, msg`09.06`, msg`09.36`],
      correctIndex: 3,
      explanation: msg`Birlikte kalkış, 12’nin ve 18’in ortak katlarında olur; ilki EKOK(12, 18) = 36 dakika sonradır: 09.36.`,
      hints: [msg`Bu bir EBOB mu, EKOK mu problemi? “İlk kez birlikte” ne anlatıyor?`, msg`12’nin ve 18’in katlarını yan yana yaz.`],
    },
    {
      id: 'coprime',
      prompt: msg`Aşağıdaki sayı çiftlerinden hangisi aralarında asaldır?`,
      options: [msg`8 ve 15`, msg`9 ve 12`, msg`14 ve 21`, msg`10 ve 25`],
      correctIndex: 0,
      explanation: msg`8 = 2³ ve 15 = 3 · 5’in ortak asal çarpanı yoktur; EBOB’ları 1’dir. 9 ve 12’nin ortak böleni 3, 14 ve 21’in 7, 10 ve 25’in 5’tir.`,
      hints: [msg`Aralarında asal sayıların EBOB’u kaçtır?`, msg`Her çiftin ortak bir böleni var mı, dene.`],
    },
    {
      id: 'factor-count',
      prompt: msg`60 sayısının kaç tane pozitif çarpanı vardır?`,
      options: [msg`6`, msg`10`, msg`12`, msg`8`],
      correctIndex: 2,
      explanation: msg`Çarpan çiftleri: 1 · 60, 2 · 30, 3 · 20, 4 · 15, 5 · 12, 6 · 10. Toplam 12 çarpan vardır.`,
      hints: [msg`Çarpanları çiftler hâlinde yaz: 1 · 60, 2 · …`, msg`Çiftleri, çarpanlar birbirine yaklaşana kadar sürdür; sonra bütün sayıları say.`],
    },
    {
      id: 'ropes',
      prompt: msg`24 m ve 36 m uzunluğundaki iki ip, hiç artmayacak biçimde eşit uzunlukta ve olabildiğince uzun parçalara kesiliyor. Toplam kaç parça elde edilir?`,
      options: [msg`12`, msg`5`, msg`6`, msg`10`],
      correctIndex: 1,
      explanation: msg`Parça uzunluğu EBOB(24, 36) = 12 m’dir. 24 ÷ 12 = 2 ve 36 ÷ 12 = 3 parça; toplam 5 parça.`,
      hints: [
        msg`Parçanın uzunluğu her iki ipi de kalansız bölmeli ve en büyük olmalı.`,
        msg`Uzunluğu bulduktan sonra her ipin kaç parçaya ayrıldığını hesapla.`,
      ],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Kare karolarla çarpanlar`,
    instructions: msg`Karelere dokunarak ya da ok tuşları ve Boşluk ile boyayarak istenen dikdörtgeni ya da kareyi kur. Alanı ve çevresi istenen gibi olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'grid-shape',
      columns: 10,
      rows: 8,
      tasks: [
        {
          prompt: msg`24 karoyla, çevresi 20 birim olan bir dikdörtgen kur. 24’ün hangi çarpan çiftini gösteriyor?`,
          area: 24,
          perimeter: 20,
          shape: 'rectangle',
        },
        { prompt: msg`24 karoyla, çevresi 22 birim olan başka bir dikdörtgen kur. Bu da hangi çarpan çifti?`, area: 24, perimeter: 22, shape: 'rectangle' },
        {
          prompt: msg`7 karoyla bir dikdörtgen kur. Çevresi 16 birim olur: tek sıradan başka dikdörtgen var mı? 7 neden asaldır?`,
          area: 7,
          perimeter: 16,
          shape: 'rectangle',
        },
        {
          prompt: msg`15 m’ye 20 m’lik bir bahçe en büyük kare karolarla döşenecek. Karonun kenarı EBOB(15, 20) metredir. Her birimkare 1 m² olsun: bu karolardan birini kur.`,
          area: 25,
          perimeter: 20,
          shape: 'square',
        },
        {
          prompt: msg`2 birime 3 birimlik kartlar aynı yönde dizilerek en küçük kare kurulacak. Karenin kenarı EKOK(2, 3) birimdir: bu kareyi kur. Kaç kart gerekir?`,
          area: 36,
          perimeter: 24,
          shape: 'square',
        },
      ],
    },
  },
  worksheet: {
    title: msg`Karolarla EBOB ve EKOK Çalışma Sayfası`,
    instructions: msg`Her soruda önce bir model çiz (dikdörtgen, çarpan ağacı ya da sayı listesi), sonra sonucu asal çarpanlarla doğrula.`,
    tasks: [
      { prompt: msg`36’nın bütün çarpan çiftlerini dikdörtgen olarak çiz. 36’nın çarpanlarından hangisinin eşi kendisidir? Bu neyi gösterir?`, lines: 3 },
      { prompt: msg`90 ve 126’yı çarpan ağacıyla asal çarpanlarına ayır; EBOB ve EKOK’larını bul.`, lines: 4 },
      { prompt: msg`Fındık 4 günde bir, Çıtır 6 günde bir pınara gidiyor. Bugün birlikte gittiler. En az kaç gün sonra yeniden birlikte giderler?`, lines: 2 },
      {
        prompt: msg`45 kırmızı ve 60 mavi boncuk, her pakette aynı sayıda kırmızı ve aynı sayıda mavi olacak biçimde, hiç artmadan en çok kaç pakete ayrılır?`,
        lines: 3,
      },
    ],
    table: {
      caption: msg`Sayı çiftlerinin EBOB ve EKOK’u`,
      columns: [msg`Sayılar`, msg`Asal çarpanlara ayrılışları`, msg`EBOB`, msg`EKOK`, msg`EBOB · EKOK ve sayıların çarpımı`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Yuva Tabanı`,
    paragraphs: [
      msg`Fındık yeni yuvasının 12 karış eninde, 18 karış boyundaki tabanını kare yapraklarla döşemek istedi. Yaprakların hepsi aynı büyüklükte olacak, hiçbiri kesilmeyecek ve hiç boşluk kalmayacaktı.`,
      msg`Önce 4 karışlık yaprak denedi: 12’ye 3 tane sığdı ama 18’de 2 karış boşluk kaldı. Sonra 6 karışlık yaprak denedi: ene 2, boya 3 tane, tam 6 yaprak!`,
      msg`Çıtır sordu: “Daha büyük bir yaprak olmaz mı?” Fındık düşündü: Yaprağın kenarı hem 12’yi hem 18’i bölmeliydi. Ortak bölenler 1, 2, 3 ve 6’ydı; en büyüğü 6. “Bu, 12 ile 18’in EBOB’u!”`,
      msg`Akşam Baykuş Nine bir bilmece sordu: “Ben 12 günde bir, sen 18 günde bir pınara inersen ne zaman yeniden karşılaşırız?” Fındık katları saydı: 36. gün. “Bu da EKOK!”`,
    ],
    lesson: msg`Bir şeyi artıksız en büyük eş parçalara bölerken ortak bölenlerin en büyüğünü, olayların yeniden birlikte olacağı ilk anı ararken ortak katların en küçüğünü kullanırız.`,
  },
};
