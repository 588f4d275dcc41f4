import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Üç çubuk her zaman bir üçgen oluşturmaz: biri çok uzunsa öbür ikisi uçlarını birleştiremez. Üçgenin kenarları arasındaki bu kural ve kenarlarla açılar arasındaki ilişki, üçgeni çizmeden önce hakkında çok şey söyler.`,
    sections: [
      {
        heading: msg`Üçgen eşitsizliği`,
        paragraphs: [
          msg`Bir üçgende herhangi iki kenarın uzunlukları toplamı üçüncü kenardan büyüktür; iki kenarın farkı da üçüncü kenardan küçüktür. Kenarları a, b ve c olan bir üçgende |a − b| < c < a + b’dir.`,
          msg`3 cm, 4 cm ve 8 cm’lik çubuklarla üçgen kurulamaz, çünkü 3 + 4 = 7, 8’den küçüktür. 3, 4 ve 7 cm’lik çubuklar da üçgen olmaz: uçlar ancak düz bir çizgi üzerinde birleşir.`,
        ],
      },
      {
        heading: msg`Kenarlar ve karşılarındaki açılar`,
        paragraphs: [
          msg`Bir üçgende en uzun kenarın karşısında en büyük açı, en kısa kenarın karşısında en küçük açı bulunur. Eşit kenarların karşısındaki açılar da eşittir: eşkenar üçgenin her açısı 60°’dir.`,
          msg`Tersi de doğrudur: açıları 40°, 60° ve 80° olan bir üçgende en uzun kenar 80°’lik açının karşısındadır.`,
        ],
      },
      {
        heading: msg`Pisagor bağıntısı`,
        paragraphs: [
          msg`Dik üçgende dik açının karşısındaki kenara hipotenüs, öbür iki kenara dik kenar denir. Dik kenarların uzunluklarının kareleri toplamı hipotenüsün uzunluğunun karesine eşittir: a² + b² = c².`,
          msg`3, 4 ve 5 birimlik üçgende 3² + 4² = 9 + 16 = 25 = 5² olduğu için 5 birimlik kenarın karşısındaki açı diktir. Duvarcılar ve bahçıvanlar bugün de bir köşenin dik olup olmadığını 3, 4 ve 5 birimlik ölçülerle denetler.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Üçgen eşitsizliği`, definition: msg`Bir üçgende iki kenarın toplamının üçüncü kenardan büyük, farkının üçüncü kenardan küçük olması.` },
      { term: msg`Karşı açı`, definition: msg`Bir kenarın uç noktalarında olmayan köşedeki açı; kenarın karşısındaki açı.` },
      { term: msg`Hipotenüs`, definition: msg`Dik üçgende dik açının karşısındaki, en uzun kenar.` },
      { term: msg`Pisagor bağıntısı`, definition: msg`Dik üçgende dik kenarların kareleri toplamının hipotenüsün karesine eşit olması: a² + b² = c².` },
    ],
  },
  procedure: {
    goal: msg`Pipet parçalarıyla hangi üç uzunluğun üçgen oluşturduğunu bulmak, kurulan üçgenlerde kenarlarla karşı açıları karşılaştırmak ve 3, 4, 5 birimlik üçgenin dik üçgen olduğunu göstermek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pipet (3, 4, 5, 6, 7 ve 8 cm’lik parçalara önceden kesilmiş)`, quantity: msg`Her gruba her uzunluktan 2’şer parça` },
      { name: msg`Parçaların içinden geçirilecek ip ya da yün`, quantity: msg`Her gruba 1 m` },
      { name: msg`Açıölçer ve cetvel`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`12 eşit aralıkla düğüm atılmış ip`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kâğıt ve kurşun kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Pipetleri öğretmen önceden kessin; makas gerekirse kapalı ve ucu aşağıda taşı.`,
      msg`İpi boynuna ya da parmaklarına sıkıca dolama.`,
      msg`Açıölçer ve cetveli yalnız ölçüm için kullan, arkadaşlarına doğru sallama.`,
    ],
    steps: [
      msg`Üç pipet parçası seç, ipi içlerinden geçir ve uçlarını birleştirerek üçgen kurmayı dene. Kurulabildi mi? Uzunlukları ve sonucu tabloya yaz.`,
      msg`Bunu en az altı farklı üçlüyle tekrarla; aralarında 3, 4, 8 ve 3, 4, 7 olsun. Kurulamayan üçlülerde iki kısa kenarın toplamını en uzun kenarla karşılaştır.`,
      msg`Kurabildiğin bir üçgeni kâğıda koyup çevresini çiz. Açıölçerle üç açısını ölç ve her açının karşısındaki kenarın uzunluğunu yanına yaz.`,
      msg`En büyük açının hangi kenarın karşısında olduğuna bak. Aynı şeyi başka bir üçgende de dene.`,
      msg`Düğümlü ipi 3, 4 ve 5 aralıklı kenarlar oluşturacak biçimde gererek üçgen yap; üç arkadaşın birer köşeyi tutsun. 3 ve 4 aralıklı kenarların birleştiği açıyı açıölçerle ölç.`,
      msg`3, 4, 5 üçlüsü için kenarların karelerini hesapla ve 3² + 4² ile 5²’yi karşılaştır.`,
    ],
    observations: [
      msg`Üçgen kurulamayan üçlülerde iki kısa kenarın toplamı en uzun kenara göre nasıldı?`,
      msg`Ölçtüğün üçgenlerde en büyük açı hep en uzun kenarın karşısında mıydı?`,
      msg`Düğümlü iple kurduğun üçgende 5 aralıklı kenarın karşısındaki açı kaç derece çıktı?`,
    ],
    conclusion: msg`Üç uzunluğun üçgen oluşturması için iki kısa kenarın toplamı en uzun kenardan büyük olmalıdır. Bir üçgende büyük kenarın karşısında büyük açı bulunur. Kenarları 3, 4 ve 5 birim olan üçgen dik üçgendir, çünkü 3² + 4² = 5²; dik kenarların kareleri toplamı hipotenüsün karesine eşittir.`,
  },
  questions: [
    {
      id: 'which-triangle',
      prompt: msg`Aşağıdaki uzunluklardan hangisiyle bir üçgen çizilebilir?`,
      options: [msg`2 cm, 3 cm, 6 cm`, msg`4 cm, 4 cm, 9 cm`, msg`5 cm, 6 cm, 10 cm`, msg`1 cm, 2 cm, 3 cm`],
      correctIndex: 2,
      explanation: msg`5 + 6 = 11, 10’dan büyüktür; bu yüzden 5, 6, 10 üçgen olur. 2 + 3 = 5 < 6 ve 4 + 4 = 8 < 9 olduğu için öbür ikisi olmaz; 1 + 2 = 3 ise uçlar ancak düz bir çizgide birleşir.`,
      hints: [msg`Her seçenekte iki kısa kenarı topla.`, msg`Toplam, en uzun kenardan büyük mü?`],
    },
    {
      id: 'third-side',
      prompt: msg`Bir üçgenin iki kenarı 7 cm ve 3 cm’dir. Üçüncü kenar aşağıdakilerden hangisi olabilir?`,
      options: [msg`4 cm`, msg`8 cm`, msg`10 cm`, msg`11 cm`],
      correctIndex: 1,
      explanation: msg`Üçüncü kenar 7 − 3 = 4’ten büyük, 7 + 3 = 10’dan küçük olmalıdır. Seçeneklerden yalnız 8 cm bu aralıkta.`,
      hints: [msg`Üçüncü kenar iki kenarın farkından ve toplamından nasıl olmalı?`, msg`Farkı ve toplamı hesapla; sınırların kendisinin olamayacağını unutma.`],
    },
    {
      id: 'largest-angle',
      prompt: msg`ABC üçgeninde |AB| = 5 cm, |BC| = 9 cm ve |AC| = 7 cm’dir. En büyük açı hangi köşededir?`,
      options: [msg`B köşesinde`, msg`C köşesinde`, msg`A köşesinde`],
      correctIndex: 2,
      explanation: msg`En uzun kenar BC’dir (9 cm). BC’nin karşısındaki köşe A’dır; en büyük açı A köşesindedir.`,
      hints: [msg`En uzun kenar hangisi?`, msg`O kenarın uçlarında olmayan köşe hangisi?`],
    },
    {
      id: 'pythagoras',
      prompt: msg`Dik kenarları 6 cm ve 8 cm olan dik üçgenin hipotenüsü kaç santimetredir?`,
      options: [msg`10`, msg`14`, msg`12`, msg`100`],
      correctIndex: 0,
      explanation: msg`6² + 8² = 36 + 64 = 100 ve √100 = 10. Hipotenüs 10 cm’dir.`,
      hints: [msg`Dik kenarların karelerini topla.`, msg`Bulduğun sayı hipotenüsün karesi; kenarın kendisi için ne yapmalısın?`],
    },
    {
      id: 'is-right',
      prompt: msg`Kenarları aşağıda verilen üçgenlerden hangisi dik üçgendir?`,
      options: [msg`4, 5, 6`, msg`5, 12, 13`, msg`6, 7, 9`, msg`2, 3, 4`],
      correctIndex: 1,
      explanation: msg`5² + 12² = 25 + 144 = 169 = 13² olduğu için 5, 12, 13 dik üçgendir. Öbürlerinde iki kısa kenarın kareleri toplamı en uzun kenarın karesine eşit değildir: 16 + 25 = 41 ≠ 36, 36 + 49 = 85 ≠ 81, 4 + 9 = 13 ≠ 16.`,
      hints: [msg`Her seçenekte iki kısa kenarın karelerini topla.`, msg`Toplam en uzun kenarın karesine eşit mi?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Açı yapıcı`,
    instructions: msg`Kolu sürükleyerek ya da seçip ok tuşlarıyla döndürerek istenen açıyı oluştur. Açının ölçüsünü iletkiden oku ve “Kontrol et” düğmesine bas. Hesabını önce defterine yap.`,
    manipulative: {
      type: 'angle-maker',
      protractor: true,
      tasks: [
        { kind: 'exact', prompt: msg`Üç kenarı eşit olan bir üçgenin bir açısını oluştur.`, degrees: 60 },
        { kind: 'exact', prompt: msg`Kenarları 3, 4 ve 5 birim olan üçgende 5 birimlik kenarın karşısındaki açıyı oluştur.`, degrees: 90 },
        { kind: 'exact', prompt: msg`İki dik kenarı eşit olan bir dik üçgenin dar açılarından birini oluştur.`, degrees: 45 },
        {
          kind: 'exact',
          prompt: msg`Bir üçgenin açıları 35°, 65° ve 80°’dir. Bu üçgenin en uzun kenarının karşısındaki açıyı oluştur.`,
          degrees: 80,
        },
        {
          kind: 'exact',
          prompt: msg`İkizkenar bir üçgende eşit kenarların arasındaki açı 40°’dir. Taban açılarından birini oluştur.`,
          degrees: 70,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Üçgenin Kenarları ve Açıları Çalışma Sayfası`,
    instructions: msg`Pipetlerle denediğin üçlüleri tabloya yaz; kurulup kurulamadığını kenar toplamlarıyla açıkla.`,
    tasks: [
      { prompt: msg`İki kenarı 5 cm ve 9 cm olan bir üçgenin üçüncü kenarı tam sayı olarak kaç farklı değer alabilir? Hepsini yaz.`, lines: 3 },
      { prompt: msg`Kenarları 8, 15 ve 17 birim olan üçgen dik üçgen midir? Hesaplayarak göster.`, lines: 3 },
      { prompt: msg`Açıları 50°, 60° ve 70° olan bir üçgenin kenarlarını kısadan uzuna sırala ve nedenini yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Pipet üçlüleri`,
      columns: [msg`Kenar 1 (cm)`, msg`Kenar 2 (cm)`, msg`Kenar 3 (cm)`, msg`İki kısa kenarın toplamı`, msg`Üçgen oldu mu?`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Çit Köşesi`,
    paragraphs: [
      msg`Fındık bahçesine dik köşeli bir çit yapmak istiyordu ama açıölçeri yoktu. Kardeşi Çıtır üç dal buldu: 3, 4 ve 8 karış.`,
      msg`Dalları birleştirmeye çalıştılar; 3 ile 4 karışlık dallar 8 karışlık dalın iki ucuna bir türlü yetişmedi. Baykuş Nine güldü: “3 ile 4’ün toplamı 7, 8’den kısa. İki kısa kenarın toplamı en uzun kenardan büyük olmalı.”`,
      msg`Sonra Baykuş Nine bir ipe 12 eşit aralıkla düğüm attı. “İpi 3, 4 ve 5 aralık olacak biçimde gerin,” dedi. Üçü birer köşeyi tuttu ve ip bir üçgen oldu.`,
      msg`3 ile 4 aralıklı kenarların birleştiği köşe tam dik açıydı. Fındık hesapladı: 3 · 3 + 4 · 4 = 9 + 16 = 25 = 5 · 5. Çit köşesi tam istedikleri gibi oldu.`,
    ],
    lesson: msg`Üç uzunluğun üçgen olması için iki kısa kenarın toplamı en uzun kenardan büyük olmalı; kenarları 3, 4 ve 5 olan üçgen dik üçgendir.`,
  },
};
