import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bilgisayarlar her gün milyonlarca listeyi sıralar: arama sonuçlarını, sınav puanlarını, şarkıları. Bu etkinlikte bir sıralama algoritmasını ayaklarınızla çalıştıracaksınız. Yere çizilen çizgiler algoritmanın kendisi, siz de verisiniz.`,
    sections: [
      {
        heading: msg`Karşılaştır ve yer değiştir`,
        paragraphs: [
          msg`Sıralama ağı tek bir işlemden yapılır: iki sayı bir dairede buluşur ve karşılaştırılır; küçük olan sol çıkıştan, büyük olan sağ çıkıştan devam eder. Bu işleme karşılaştırıcı denir.`,
          msg`Dört girişli ağımızda beş karşılaştırıcı var. Sütunları soldan sağa 1, 2, 3, 4 diye numaralarsak: önce 1–2 ve 3–4, sonra 1–3 ve 2–4, en son 2–3 karşılaştırılır. Giriş hangi sırada olursa olsun çıkışta sayılar soldan sağa küçükten büyüğe dizilir.`,
        ],
      },
      {
        heading: msg`Paralel çalışma`,
        paragraphs: [
          msg`İlk adımdaki iki karşılaştırma (1–2 ve 3–4) birbirinden bağımsızdır; iki çift aynı anda karşılaştırabilir. İkinci adımdaki 1–3 ve 2–4 de öyle. Beş karşılaştırma olduğu hâlde ağ yalnızca üç adımda biter.`,
          msg`Bilgisayarlarda birden çok işlemcinin aynı anda çalışmasına paralel işlem denir. Sıralama ağları, bağımsız karşılaştırmaları aynı anda yaparak büyük listeleri hızlı sıralamanın bir yoludur.`,
        ],
      },
      {
        heading: msg`Algoritmayı test etmek`,
        paragraphs: [
          msg`Dört farklı sayının 24 farklı giriş sırası vardır. Bir ağın doğru olduğundan emin olmak için hepsini ya da zor olanları denemek gerekir. Örneğin son karşılaştırıcıyı (2–3) silersek 4, 3, 2, 1 girişi yine sıralanır, ama 3, 1, 4, 2 girişi 1, 3, 2, 4 olarak çıkar. Tek bir başarılı deneme, algoritmanın doğru olduğunu göstermez.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Karşılaştırıcı`, definition: msg`İki değeri karşılaştırıp küçüğünü bir yana, büyüğünü öbür yana gönderen işlem.` },
      { term: msg`Sıralama ağı`, definition: msg`Sabit bir düzende dizilmiş karşılaştırıcılardan oluşan, her girişi sıralayan yapı.` },
      { term: msg`Paralel işlem`, definition: msg`Birbirinden bağımsız işlemlerin aynı anda yapılması.` },
    ],
  },
  procedure: {
    goal: msg`Yere çizilen dört girişli bir sıralama ağında sayı kartlarını sıralamak, adım sayısını ölçmek ve bir karşılaştırıcı silinince ağın hangi girişlerde bozulduğunu test etmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Tebeşir (bahçe için) ya da kâğıt maskeleme bandı (sınıf için)`, quantity: msg`1 kutu ya da 2 rulo` },
      { name: msg`Büyük sayı kartları (1–4, sonra üç basamaklı sayılar)`, quantity: msg`Her gruba 2 takım` },
      { name: msg`Kronometre`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Test tablosu ve kalem`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Ağı okul bahçesinde düz ve kaygan olmayan bir zemine ya da sınıfta sıraların çekildiği boş bir alana çizin.`,
      msg`Hızlı oynarken bile koşmayın; dairelerde arkadaşınızla çarpışmamak için yavaşlayın.`,
    ],
    steps: [
      msg`Yere dört giriş karesi, beş karşılaştırma dairesi ve dört çıkış karesi çizin. Daireleri şu sırayla bağlayın: 1. adım 1–2 ve 3–4; 2. adım 1–3 ve 2–4; 3. adım 2–3. Her dairenin sol çıkışına “küçük”, sağ çıkışına “büyük” yazın.`,
      msg`Dört öğrenci birer kart alsın ve giriş karelerine rastgele dizilsin. Herkes ilk dairesine yürüsün ve orada arkadaşını beklesin.`,
      msg`Dairede buluşan iki öğrenci kartlarını karşılaştırsın: küçük sayı sola, büyük sayı sağa. Çıkış karelerine varınca sayıları okuyun.`,
      msg`Farklı giriş sıralarıyla en az beş kez deneyin ve kronometreyle süreyi ölçün. Üç basamaklı sayı kartlarıyla tekrarlayın.`,
      msg`Son daireyi (2–3) silin. Girişleri sırayla deneyip test tablosuna yazın: ağın yanlış sıraladığı bir giriş bulabilir misiniz?`,
    ],
    observations: [
      msg`Her denemede çıkışta sayılar sıralı mıydı?`,
      msg`Aynı anda kaç dairede karşılaştırma yapıldı? Ağ kaç adımda bitti?`,
      msg`Son daire silinince hangi girişler yanlış sıralandı?`,
    ],
    conclusion: msg`Sıralama ağı, sabit bir düzende yapılan karşılaştır–yer değiştir işlemleriyle her girişi sıralar. Bağımsız karşılaştırmalar aynı anda yapıldığında ağ daha az adımda biter. Bir algoritmanın doğruluğu tek bir denemeyle değil, farklı girişlerle yapılan testlerle anlaşılır.`,
  },
  questions: [
    {
      id: 'comparator',
      prompt: msg`Bir dairede 7 ve 3 buluştu. Kim nereye gider?`,
      options: [msg`7 sola, 3 sağa`, msg`3 sola, 7 sağa`, msg`İkisi de sola`],
      correctIndex: 1,
      explanation: msg`Kural: küçük sola, büyük sağa. 3 küçük olduğu için sol çıkıştan, 7 sağ çıkıştan devam eder.`,
      hints: [msg`Kuralı hatırla: hangi sayı sola gider?`, msg`3 ile 7’den hangisi küçük?`],
    },
    {
      id: 'trace',
      prompt: msg`Giriş 3, 1, 4, 2. Birinci adımda (1–2 ve 3–4 karşılaştırılınca) sıra ne olur?`,
      options: [msg`1, 3, 2, 4`, msg`1, 2, 3, 4`, msg`3, 1, 2, 4`, msg`1, 3, 4, 2`],
      correctIndex: 0,
      explanation: msg`1–2 sütunlarında 3 ile 1 karşılaştırılır: 1 sola, 3 sağa. 3–4 sütunlarında 4 ile 2 karşılaştırılır: 2 sola, 4 sağa. Sıra 1, 3, 2, 4 olur.`,
      hints: [msg`Önce yalnızca ilk iki sayıyı karşılaştır, sonra son iki sayıyı.`, msg`Her çiftte küçük olan sola geçer.`],
    },
    {
      id: 'steps',
      prompt: msg`Dört girişli ağda beş karşılaştırma var. Bağımsız karşılaştırmalar aynı anda yapılırsa ağ kaç adımda biter?`,
      options: [msg`5`, msg`2`, msg`4`, msg`3`],
      correctIndex: 3,
      explanation: msg`1. adımda 1–2 ve 3–4, 2. adımda 1–3 ve 2–4 aynı anda yapılır; 3. adımda yalnızca 2–3 kalır. Toplam 3 adım.`,
      hints: [msg`Hangi karşılaştırmalar aynı sayıları kullanmıyor?`, msg`Karşılaştırmaları birbirine bağlı olmayan gruplara ayır ve grupları say.`],
    },
    {
      id: 'test',
      prompt: msg`Son karşılaştırıcı (2–3) silinmiş bir ağda 4, 3, 2, 1 girişi doğru sıralandı. Buna göre hangisi doğrudur?`,
      options: [
        msg`Ağ her giriş için doğru çalışır`,
        msg`Tek bir başarılı deneme yetmez; başka girişlerde ağ yanlış sıralayabilir`,
        msg`Ağ hiçbir girişi sıralayamaz`,
      ],
      correctIndex: 1,
      explanation: msg`Gerçekten de 3, 1, 4, 2 girişi bu eksik ağdan 1, 3, 2, 4 olarak çıkar. Bir algoritmanın doğruluğunu görmek için farklı, özellikle zor girişlerle test etmek gerekir.`,
      hints: [msg`Bir deneme başarılı oldu diye bütün girişler başarılı olur mu?`, msg`3, 1, 4, 2 girişini eksik ağda izle.`],
    },
    {
      id: 'orders',
      prompt: msg`Dört farklı sayı giriş karelerine kaç farklı sırada dizilebilir?`,
      options: [msg`4`, msg`16`, msg`24`, msg`12`],
      correctIndex: 2,
      explanation: msg`Birinci kareye 4, ikinciye kalan 3, üçüncüye 2, sonuncuya 1 sayı konabilir: 4 × 3 × 2 × 1 = 24 farklı sıra.`,
      hints: [msg`Birinci kareye kaç farklı sayı konabilir? İkinciye?`, msg`Seçenek sayılarını çarp.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Sıralama ağında bir tur`,
    instructions: msg`Dört girişli sıralama ağında 3, 1, 4, 2 girişinin sıralanma adımları karıştı. Adımları doğru sıraya koy, sonra kontrol et.`,
    stepsInOrder: [
      msg`Dört öğrenci 3, 1, 4, 2 kartlarıyla giriş karelerine dizilir.`,
      msg`1. adım: 3 ile 1, 4 ile 2 aynı anda karşılaştırılır; sıra 1, 3, 2, 4 olur.`,
      msg`2. adım: 1 ile 2, 3 ile 4 aynı anda karşılaştırılır; sıra değişmez: 1, 3, 2, 4.`,
      msg`3. adım: ortadaki 3 ile 2 karşılaştırılır; 2 sola, 3 sağa geçer.`,
      msg`Çıkış karelerinde sıra 1, 2, 3, 4 olur.`,
      msg`Sonuç test tablosuna yazılır ve başka bir giriş sırasıyla yeniden denenir.`,
    ],
  },
  worksheet: {
    title: msg`Sıralama Ağı Test Sayfası`,
    instructions: msg`Ağı farklı girişlerle test et; sonuçları ve süreleri tabloya yaz.`,
    tasks: [
      { prompt: msg`Dört girişli ağı çiz; karşılaştırıcıları adım adım numarala.`, lines: 4 },
      { prompt: msg`Son karşılaştırıcı silinmiş ağın yanlış sıraladığı iki giriş bul ve izini yaz.`, lines: 4 },
      { prompt: msg`Üç sayıyı sıralayan en küçük ağı tasarla. Kaç karşılaştırıcı kullandın? Bütün giriş sıralarıyla (6 tane) test et.`, lines: 4 },
    ],
    table: {
      caption: msg`Test tablosu`,
      columns: [msg`Giriş sırası`, msg`Çıkış sırası`, msg`Sıralı mı?`, msg`Süre (saniye)`],
      rows: 8,
    },
  },
  story: {
    title: msg`Bahçedeki Koşu Şenliği`,
    paragraphs: [
      msg`Okul şenliğinde Fındık’ın sınıfı bahçeye tebeşirle garip bir ağ çizdi: dört kare, beş daire, dört kare daha. Öğretmen dört öğrenciye üç basamaklı sayılar verdi: 512, 87, 930, 264.`,
      msg`“Dairelerde buluşunca küçük sola, büyük sağa,” dedi öğretmen. Öğrenciler yürüdü, buluştu, karşılaştırdı. Birkaç saniye sonra çıkış karelerinde 87, 264, 512, 930 diye dizilmişlerdi. Seyirciler alkışladı.`,
      msg`Fındık hemen bir soru sordu: “Son daireye gerçekten gerek var mı?” Son daireyi sildiler ve kartları 264, 87, 930, 512 diye dizdiler. Sayılar yine sıralı çıktı. Fındık sevindi ama öğretmen gülümsedi: “Bir de ilk sırayla, 512, 87, 930, 264 ile dene.” Bu kez çıkışta 87, 512, 264, 930 vardı: ortadaki iki sayı ters çıkmıştı.`,
      msg`Fındık son daireyi yeniden çizdi ve defterine yazdı: “Bir algoritma bir kez çalıştı diye doğru değildir. Doğru olduğunu ancak farklı girişlerle test ederek görebilirim.”`,
    ],
    lesson: msg`Sıralama ağı basit karşılaştırmaları sabit bir düzende, bazılarını aynı anda yaparak sıralar; bir algoritmanın doğruluğu ancak farklı girişlerle test edilerek anlaşılır.`,
  },
};
