import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir karınca, defterinin kenarı boyunca yürüyüp başladığı köşeye geri dönerse defterin çevresini dolaşmış olur. Yürüdüğü yolun uzunluğu, defterin çevre uzunluğudur.`,
    sections: [
      {
        heading: msg`Çevre nedir?`,
        paragraphs: [
          msg`Bir şeklin dış sınırına çevre denir. Çevrenin uzunluğunu bulmak için şeklin bütün kenarlarının uzunluklarını toplarız.`,
          msg`Kenarları 3 cm, 4 cm ve 5 cm olan bir üçgenin çevre uzunluğu 3 + 4 + 5 = 12 cm’dir.`,
        ],
      },
      {
        heading: msg`Kare ve dikdörtgenin çevresi`,
        paragraphs: [
          msg`Dikdörtgenin karşılıklı kenarları eşittir. Kenarları 5 cm ve 3 cm olan dikdörtgenin çevre uzunluğu 5 + 3 + 5 + 3 = 16 cm’dir.`,
          msg`Karenin dört kenarı eşittir. Bir kenarı 6 cm olan karenin çevre uzunluğu 6 + 6 + 6 + 6 = 24 cm’dir.`,
        ],
      },
      {
        heading: msg`İple ve birimlerle ölçmek`,
        paragraphs: [
          msg`Bir ipi şeklin kenarları boyunca dolaştırıp sonra düz bir cetvelin yanına koyarak çevreyi ölçebiliriz.`,
          msg`Geometri tahtasında ya da kareli kâğıtta iki çivi ya da iki nokta arasındaki uzaklığı 1 birim sayarız. Şeklin kenarları boyunca kaç birim yürüdüğümüzü sayarak çevreyi buluruz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Çevre`, definition: msg`Bir şeklin dış sınırı.` },
      { term: msg`Çevre uzunluğu`, definition: msg`Bir şeklin bütün kenarlarının uzunlukları toplamı.` },
      { term: msg`Birim uzunluk`, definition: msg`Ölçerken saydığımız eşit uzunluk; geometri tahtasında iki komşu çivi arası.` },
    ],
  },
  procedure: {
    goal: msg`Çevrendeki nesnelerin çevre uzunluğunu ip ve cetvelle ölçmek, geometri tahtasında çevresi belli şekiller yapmak ve çevrenin kenarların toplamı olduğunu göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`30 cm’lik cetvel`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Yaklaşık 1 m uzunluğunda ip`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Ders kitabı ve defter`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Geometri tahtası ve lastik ya da kareli kâğıt`, quantity: msg`Her öğrenciye 1 takım` },
    ],
    safety: [msg`İpi boynuna ya da parmaklarına sıkıca dolama.`, msg`Cetveli ve ipi arkadaşına doğru sallama.`, msg`Lastiği kimseye doğru germe ve fırlatma.`],
    steps: [
      msg`Defterinin kenarlarını cetvelle ölç ve uzunlukları tabloya yaz. Dört kenarı topla: Bu, defterinin çevre uzunluğudur.`,
      msg`İpi defterin kenarları boyunca dolaştır, başladığın köşede ipi parmaklarınla işaretle. İpi düzeltip cetvelle ölç. Toplamla bulduğun sonuçla karşılaştır.`,
      msg`Aynı yolla ders kitabının çevresini ölç.`,
      msg`Geometri tahtasında bir kare yap. Kenarları boyunca çivi aralıklarını sayarak çevresini bul.`,
      msg`Çevresi 10 birim olan iki farklı şekil yapmaya çalış ve onları kareli kâğıda çiz.`,
    ],
    observations: [
      msg`Kenarları toplayarak ve iple ölçerek bulduğun çevre uzunlukları aynı mıydı? Fark varsa neden olabilir?`,
      msg`Defterinin mi, kitabının mı çevresi daha uzundu?`,
      msg`Çevresi 10 birim olan farklı şekiller yapabildin mi?`,
    ],
    conclusion: msg`Çevre uzunluğu, bir şeklin bütün kenarlarının uzunlukları toplamıdır. Kenarları tek tek ölçüp toplayarak ya da şeklin çevresine dolanan bir ipi ölçerek aynı sonuca ulaşırız. Farklı şekillerin çevre uzunlukları aynı olabilir.`,
  },
  questions: [
    {
      id: 'rectangle-perimeter',
      prompt: msg`Kenarları 5 cm, 3 cm, 5 cm ve 3 cm olan dikdörtgenin çevre uzunluğu kaç cm’dir?`,
      options: [msg`8 cm`, msg`15 cm`, msg`16 cm`],
      correctIndex: 2,
      explanation: msg`Çevre uzunluğu bütün kenarların toplamıdır: 5 + 3 + 5 + 3 = 16 cm.`,
      hints: [msg`Çevre uzunluğu için kaç kenarı toplamalısın?`, msg`Dört kenarın hepsini topla; yalnızca iki kenarı değil.`],
    },
    {
      id: 'square-perimeter',
      prompt: msg`Bir karenin bir kenarı 6 cm’dir. Çevre uzunluğu kaç cm’dir?`,
      options: [msg`24 cm`, msg`12 cm`, msg`36 cm`],
      correctIndex: 0,
      explanation: msg`Karenin dört kenarı eşittir: 6 + 6 + 6 + 6 = 24 cm.`,
      hints: [msg`Karenin kenarları hakkında ne biliyorsun?`, msg`6 cm’yi kaç kez toplamalısın?`],
    },
    {
      id: 'what-is-perimeter',
      prompt: msg`Çevre uzunluğu nedir?`,
      options: [msg`Şeklin içindeki yüzeyin büyüklüğü`, msg`Şeklin bütün kenarlarının uzunlukları toplamı`, msg`Şeklin köşe sayısı`],
      correctIndex: 1,
      explanation: msg`Çevre uzunluğu, şeklin dış sınırı boyunca bütün kenarların uzunluklarının toplamıdır. İçindeki yüzeyin büyüklüğü ise alandır.`,
      hints: [msg`Karınca defterin kenarında yürüdüğünde neyi ölçmüş olur?`, msg`Çevre şeklin içinde mi, sınırında mı?`],
    },
    {
      id: 'triangle-perimeter',
      prompt: msg`Kenarları 3 cm, 4 cm ve 5 cm olan bir üçgenin çevre uzunluğu kaç cm’dir?`,
      options: [msg`7 cm`, msg`9 cm`, msg`12 cm`, msg`60 cm`],
      correctIndex: 2,
      explanation: msg`Üçgenin üç kenarını toplarız: 3 + 4 + 5 = 12 cm.`,
      hints: [msg`Üçgenin kaç kenarı var?`, msg`Üç kenarın uzunluklarını topla; çarpma.`],
    },
    {
      id: 'ribbon-for-the-table',
      prompt: msg`Ela, kare biçimli masasının kenarlarına şerit yapıştıracak. Masanın bir kenarı 50 cm’dir. Kaç cm şerit gerekir?`,
      options: [msg`100 cm`, msg`150 cm`, msg`200 cm`],
      correctIndex: 2,
      explanation: msg`Şerit masanın dört kenarına yapıştırılır; gereken uzunluk masanın çevre uzunluğudur: 50 + 50 + 50 + 50 = 200 cm.`,
      hints: [msg`Şerit masanın neresine yapıştırılıyor?`, msg`Karenin dört kenarı eşittir; 50 cm’yi dört kez topla.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Geometri tahtasında çevre`,
    instructions: msg`Köşe olacak çivilere sırayla dokun ya da ok tuşlarıyla gezip Enter’a bas. Kenarları tahtanın çizgileri boyunca yap ve iki komşu çivi arasını 1 birim say. Şekil hazır olunca “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'geoboard',
      pegs: 5,
      tasks: [
        { prompt: msg`Çevresi 4 birim olan bir kare yap.`, shape: 'square', perimeter: 4 },
        { prompt: msg`Çevresi 8 birim olan bir kare yap.`, shape: 'square', perimeter: 8 },
        { prompt: msg`Çevresi 10 birim olan bir dikdörtgen yap.`, shape: 'rectangle', perimeter: 10 },
        { prompt: msg`Çevresi 12 birim olan, kare olmayan bir dikdörtgen yap.`, shape: 'oblong', perimeter: 12 },
        { prompt: msg`L harfine benzeyen, 6 köşeli ve çevresi 10 birim olan bir şekil yap.`, corners: 6, perimeter: 10 },
      ],
    },
  },
  worksheet: {
    title: msg`Çevre Uzunluğu Çalışma Sayfası`,
    instructions: msg`Ölçtüğün uzunlukları tabloya yaz ve çevre uzunluklarını hesapla.`,
    tasks: [
      { prompt: msg`Kenarları 7 cm ve 4 cm olan bir dikdörtgenin çevre uzunluğunu hesapla.`, lines: 2 },
      { prompt: msg`Kareli kâğıda çevresi 12 birim olan bir kare ve bir dikdörtgen çiz.`, lines: 4 },
      { prompt: msg`Sınıfının kapısının çevresini ölçmek için hangi aracı kullanırsın? Neden?`, lines: 2 },
    ],
    table: {
      caption: msg`Ölçtüğüm çevreler`,
      columns: [msg`Nesne`, msg`Kenar uzunlukları`, msg`Toplayarak bulduğum çevre`, msg`İple ölçtüğüm çevre`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Çiti`,
    paragraphs: [
      msg`Fındık, kare biçimli sebze bahçesinin etrafına çit yapmak istiyordu. Bahçenin bir kenarı 3 metreydi.`,
      msg`“Bir kenar 3 metre, o hâlde 3 metrelik çit yeter!” dedi ve çiti çekmeye başladı. Çit daha ilk köşede bitti.`,
      msg`Kirpi Diken eline bir metre çubuğu aldı ve bahçenin kenarları boyunca ölçmeye başladı: “Üç metre… köşe! Üç metre daha… köşe!” Dört kenarı ölçüp başladığı yere döndüğünde parmaklarıyla saydı.`,
      msg`“Çit bahçenin bütün kenarlarını dolaşmalı,” dedi Diken. Fındık hesapladı: 3 + 3 + 3 + 3 = 12 metre.`,
      msg`Ertesi gün 12 metre çitle bahçenin etrafını tamamen kapattılar. Tavşanlar artık havuçlara ulaşamıyordu!`,
    ],
    lesson: msg`Çevre uzunluğu, şeklin bütün kenarlarının uzunlukları toplamıdır; yalnızca bir kenar değil.`,
  },
};
