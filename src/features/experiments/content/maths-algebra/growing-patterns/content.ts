import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir merdiveni kibrit çöpleriyle kurarken her basamakta aynı sayıda çöp eklersin. 100. basamakta kaç çöp olacağını hepsini kurmadan bulabilir misin? Örüntünün kuralını harfle yazarsan bulabilirsin.`,
    sections: [
      {
        heading: msg`Büyüyen örüntü ve terimler`,
        paragraphs: [
          msg`Her adımda belli bir kurala göre büyüyen dizilere büyüyen örüntü denir. Örüntüdeki sayılara terim denir: 1. terim, 2. terim, 3. terim…`,
          msg`4, 7, 10, 13… örüntüsünde her terim bir öncekinden 3 fazladır. Ardışık terimler arasındaki fark hep aynıysa bu fark kuralın önemli bir parçasıdır.`,
        ],
      },
      {
        heading: msg`Kuralı harfle yazmak`,
        paragraphs: [
          msg`Adım sayısını n harfiyle gösterirsek n bir değişkendir. Her adımda 3 artan bir örüntüde kural “3 × n + bir sayı” biçimindedir: 3n + 1 kuralında n = 1 için 4, n = 2 için 7 bulunur.`,
          msg`Kuralı bulmak için farkı n ile çarp ve 1. terime ulaşmak için ne eklemen ya da çıkarman gerektiğine bak. 4, 7, 10 için 3 × 1 = 3 ve 4 − 3 = 1 olduğundan kural 3n + 1’dir.`,
        ],
      },
      {
        heading: msg`İstenen terimi bulmak`,
        paragraphs: [
          msg`Kural bilinince istenen terimi hepsini yazmadan buluruz: 3n + 1 kuralında 20. terim 3 × 20 + 1 = 61’dir.`,
          msg`Kuralı doğrulamak için ilk birkaç terimde denemek iyi bir alışkanlıktır. Tablo yapmak (adım – terim) ilişkiyi görmeyi kolaylaştırır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Terim`, definition: msg`Bir örüntüdeki her bir sayı.` },
      { term: msg`Değişken`, definition: msg`Farklı değerler alabilen ve harfle gösterilen nicelik; burada adım sayısı n.` },
      { term: msg`Örüntünün kuralı`, definition: msg`Terimlerin adım sayısına göre nasıl bulunduğunu gösteren ifade; 3n + 1 gibi.` },
      { term: msg`Sabit terim`, definition: msg`Cebirsel ifadede değişken içermeyen terim; 3n + 1’deki 1.` },
    ],
  },
  procedure: {
    goal: msg`Kare kartonlarla ve kibrit çöpleriyle büyüyen örüntüler kurup adım-terim tablosu hazırlamak ve kuralı harfle yazmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kartondan kesilmiş eş kareler (3 cm × 3 cm)`, quantity: msg`Her gruba 40 tane` },
      { name: msg`Başsız (hobi) kibrit çöpü, kürdan ya da eş boyda kesilmiş pipet parçası`, quantity: msg`Her gruba 50 tane` },
      { name: msg`Kareli kâğıt ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Başlı (yanıcı) kibrit kullanma ve hiçbir çöpü yakma; sınıfa kibrit kutusu getirme. Başsız çöp, kürdan ya da pipet parçası kullan.`,
      msg`Kürdan kullanılıyorsa sivri uçlarını kimseye doğru tutma, ağzına alma.`,
      msg`Etkinlik bitince çöpleri ve kartonları sayarak topla; yerde kalan parçalar kaymaya yol açabilir.`,
    ],
    steps: [
      msg`Kartonlarla 1. adımda 1 kare, 2. adımda 3 kare (L biçiminde), 3. adımda 5 kare olacak biçimde büyüyen bir örüntü kur.`,
      msg`4. adımı kurmadan önce kaç kare gerekeceğini tahmin et, sonra kurarak kontrol et.`,
      msg`Adım ve kare sayılarını bir tabloya yaz. Ardışık terimler arasındaki farkı bul.`,
      msg`Kuralı harfle yaz (n adım sayısı olsun) ve 10. adımdaki kare sayısını hesapla.`,
      msg`Kibrit çöpleriyle yan yana kareler yap: 1 kare için 4, 2 kare için 7, 3 kare için 10 çöp. Tabloyu doldur.`,
      msg`Çöp örüntüsünün kuralını bul ve 20 karelik bir sıra için kaç çöp gerektiğini hesapla.`,
    ],
    observations: [
      msg`İki örüntüde ardışık terimler arasındaki fark neydi?`,
      msg`Fark, kuraldaki hangi sayıyla aynı çıktı?`,
      msg`Kuralınla hesapladığın terim, kurduğun şekille uyuştu mu?`,
    ],
    conclusion: msg`Ardışık terimleri arasındaki fark sabit olan bir örüntünün kuralı, farkın adım sayısıyla çarpılmasına bir sabit eklenerek (ya da çıkarılarak) yazılır: 2n − 1, 3n + 1 gibi. Kural bilindiğinde istenen terim, örüntü kurulmadan hesaplanabilir.`,
  },
  questions: [
    {
      id: 'next-term',
      prompt: msg`5, 9, 13, 17, … örüntüsünün bir sonraki terimi kaçtır?`,
      options: [msg`19`, msg`21`, msg`22`, msg`20`],
      correctIndex: 1,
      explanation: msg`Her terim bir öncekinden 4 fazladır. 17 + 4 = 21.`,
      hints: [msg`Ardışık iki terim arasındaki farkı bul.`, msg`Son terime bu farkı ekle.`],
    },
    {
      id: 'rule',
      prompt: msg`2, 5, 8, 11, … örüntüsünün kuralı hangisidir? (n adım sayısı)`,
      options: [msg`3n + 2`, msg`2n + 3`, msg`3n − 1`, msg`n + 3`],
      correctIndex: 2,
      explanation: msg`Fark 3 olduğundan kural 3n ile başlar. n = 1 için 3 × 1 = 3 ama 1. terim 2’dir; 1 çıkarmak gerekir: 3n − 1. Kontrol: n = 4 için 3 × 4 − 1 = 11.`,
      hints: [msg`Terimler arasındaki fark kuralda n’nin önüne gelir.`, msg`n = 1 koyunca 2 bulmak için ne eklemeli ya da çıkarmalısın?`],
    },
    {
      id: 'term-from-rule',
      prompt: msg`Kuralı 4n + 3 olan örüntünün 15. terimi kaçtır?`,
      options: [msg`63`, msg`22`, msg`60`, msg`105`],
      correctIndex: 0,
      explanation: msg`n yerine 15 yazılır: 4 × 15 + 3 = 60 + 3 = 63.`,
      hints: [msg`Kuralda n neyi gösteriyor?`, msg`n yerine 15 yaz ve işlem önceliğine dikkat et.`],
    },
    {
      id: 'matchsticks',
      prompt: msg`Deneydeki kibrit çöpü örüntüsünde 1 kare için 4, 2 kare için 7, 3 kare için 10 çöp gerekti. 20 karelik bir sıra için kaç çöp gerekir?`,
      options: [msg`80`, msg`60`, msg`43`, msg`61`],
      correctIndex: 3,
      explanation: msg`Kural 3n + 1’dir (her yeni kare 3 çöp ekler, ilk karenin fazladan 1 çöpü vardır). 3 × 20 + 1 = 61 çöp.`,
      hints: [msg`Her yeni karede kaç çöp ekleniyor?`, msg`Kuralı 1. terimle kontrol et: n = 1 için 4 çıkmalı.`],
    },
    {
      id: 'which-step',
      prompt: msg`Kuralı 2n + 5 olan örüntünün hangi adımında terim 45 olur?`,
      options: [msg`25. adımda`, msg`20. adımda`, msg`95. adımda`, msg`40. adımda`],
      correctIndex: 1,
      explanation: msg`2n + 5 = 45 ise 2n = 40 ve n = 20’dir. Kontrol: 2 × 20 + 5 = 45.`,
      hints: [msg`Terimi 45’e eşitle.`, msg`Önce 5’i, sonra 2 ile çarpmayı geri al.`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Örüntü kurucu`,
    instructions: msg`Verilen adımlara bak, adımdan adıma kaç kare eklendiğini bul. İstenen adımdaki şekli + ve − düğmeleriyle (ya da tuşlarıyla; Shift ile 10’ar) kur ve “Kontrol et” düğmesine bas.`,
    manipulative: {
      type: 'pattern',
      tokens: [],
      tasks: [
        { kind: 'grow', prompt: msg`Örüntünün 4. adımını kur.`, terms: [3, 5, 7], askStep: 4, answer: 9 },
        { kind: 'grow', prompt: msg`Bu kez 5. adımı kur. 4. adımı kafanda kurmayı unutma.`, terms: [1, 4, 7], askStep: 5, answer: 13 },
        { kind: 'grow', prompt: msg`Kuralı 3n + 1 olan örüntünün 6. adımını kur.`, terms: [4, 7, 10], askStep: 6, answer: 19 },
        {
          kind: 'grow',
          prompt: msg`Önce örüntünün kuralını harfle bul (defterine yazabilirsin), sonra 8. adımı kur.`,
          terms: [2, 6, 10],
          askStep: 8,
          answer: 30,
        },
      ],
    },
  },
  worksheet: {
    title: msg`Büyüyen Örüntüler Çalışma Sayfası`,
    instructions: msg`Kurduğun örüntülerin adım-terim tablosunu doldur; kuralları harfle yaz.`,
    tasks: [
      { prompt: msg`3, 8, 13, 18, … örüntüsünün kuralını yaz ve 25. terimini bul.`, lines: 3 },
      { prompt: msg`Kuralı 4n − 3 olan örüntünün ilk dört terimini yaz.`, lines: 2 },
      { prompt: msg`Kendi büyüyen şekil örüntünü çiz, ilk üç adımını ve kuralını yaz.`, lines: 5 },
    ],
    table: {
      caption: msg`Adım – terim tablosu`,
      columns: [msg`Adım (n)`, msg`Kare örüntüsü`, msg`Kibrit örüntüsü`, msg`Fark`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Merdiven Kulesi`,
    paragraphs: [
      msg`Fındık, meşe ağacının dibine ceviz kabuklarından bir merdiven kulesi yapıyordu. 1. katta 3 kabuk, 2. katta 5, 3. katta 7 kabuk vardı.`,
      msg`Kardeşi Çıtır heyecanla sordu: “Kule ağacın tepesine, 30. kata kadar çıkarsa en üst katta kaç kabuk olur?” Fındık saymaya başladı ama 12. katta karıştırdı.`,
      msg`Baykuş Nine daldan seslendi: “Her katta kaç kabuk ekliyorsun?” “İki,” dedi Fındık. “O hâlde kat sayısına n dersen, kabuk sayısı 2n + 1 olur.”`,
      msg`Fındık denedi: 1. kat için 2 × 1 + 1 = 3, doğru! 3. kat için 2 × 3 + 1 = 7, yine doğru! 30. kat için 2 × 30 + 1 = 61.`,
      msg`Çıtır hayranlıkla baktı: “Hepsini kurmadan bildin!” Fındık gülümsedi: “Kuralı bulunca örüntü sana sırrını söyler.”`,
    ],
    lesson: msg`Büyüyen bir örüntünün kuralını harfle yazınca istenen terimi, örüntünün tamamını kurmadan bulabiliriz.`,
  },
};
