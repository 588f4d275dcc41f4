import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Halat çekme oyununda iki takım da var gücüyle asılır ama halat bazen hiç kımıldamaz. Bir cisme aynı anda birden fazla kuvvet etki edebilir. Cismin ne yapacağını bu kuvvetlerin hepsinin birlikte oluşturduğu etki belirler.`,
    sections: [
      {
        heading: msg`Kuvvetin özellikleri`,
        paragraphs: [
          msg`Kuvvet dinamometreyle ölçülür ve birimi newtondur (N). Bir kuvveti tam olarak anlatmak için büyüklüğünü, doğrultusunu, yönünü ve uygulama noktasını söylemek gerekir.`,
          msg`Kuvvet bir okla çizilir. Okun başladığı yer uygulama noktasını, okun uzunluğu büyüklüğünü, okun ucu yönünü gösterir. Okun üzerinde bulunduğu doğru da doğrultudur. Doğu ile batı aynı doğrultudadır ama yönleri zıttır.`,
        ],
      },
      {
        heading: msg`Bileşke kuvvet`,
        paragraphs: [
          msg`Bir cisme etki eden kuvvetlerin hepsinin yaptığı etkiyi tek başına yapabilen kuvvete bileşke kuvvet (net kuvvet) denir.`,
          msg`Aynı doğrultuda ve aynı yönde olan kuvvetlerin bileşkesi, kuvvetlerin toplamına eşittir ve onlarla aynı yöndedir. Örneğin bir torbayı 4 N ve 2 N’luk iki kuvvetle yukarı kaldırırsak bileşke 6 N ve yukarı doğrudur.`,
          msg`Aynı doğrultuda ve zıt yönde olan kuvvetlerin bileşkesi, büyük kuvvetten küçük kuvvet çıkarılarak bulunur ve büyük kuvvetin yönündedir. 7 N doğuya ve 3 N batıya çekilen bir arabaya etki eden bileşke kuvvet 4 N ve doğuya doğrudur.`,
        ],
      },
      {
        heading: msg`Dengelenmiş ve dengelenmemiş kuvvetler`,
        paragraphs: [
          msg`Bir cisme etki eden kuvvetlerin bileşkesi sıfırsa cisim dengelenmiş kuvvetlerin etkisindedir. Duran cisim durmaya devam eder; hareket eden cisim aynı süratle ve aynı yönde hareketine devam eder. Masada duran kitap ve sabit süratle inen bir paraşütçü buna örnektir.`,
          msg`Bileşke kuvvet sıfırdan farklıysa cisim dengelenmemiş kuvvetlerin etkisindedir. Duran cisim harekete geçer; hareket eden cisim hızlanır, yavaşlar ya da yönünü değiştirir.`,
          msg`Bir cisme etki eden bileşke kuvveti sıfır yapmak için uygulanan kuvvete dengeleyici kuvvet denir. Dengeleyici kuvvet bileşkeyle aynı büyüklükte ve ona zıt yöndedir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Dinamometre`, definition: msg`İçindeki yayın uzamasıyla kuvveti ölçen araç.` },
      { term: msg`Newton (N)`, definition: msg`Kuvvetin birimi.` },
      { term: msg`Bileşke (net) kuvvet`, definition: msg`Bir cisme etki eden bütün kuvvetlerin etkisini tek başına yapabilen kuvvet.` },
      { term: msg`Dengelenmiş kuvvetler`, definition: msg`Bileşkesi sıfır olan kuvvetler; cismin hareket durumu değişmez.` },
      { term: msg`Dengelenmemiş kuvvetler`, definition: msg`Bileşkesi sıfırdan farklı olan kuvvetler; cismin hareket durumu değişir.` },
      { term: msg`Dengeleyici kuvvet`, definition: msg`Bileşkeyle aynı büyüklükte, ona zıt yönde uygulanan ve bileşkeyi sıfırlayan kuvvet.` },
    ],
  },
  procedure: {
    goal: msg`Aynı ve zıt yönlü kuvvetlerin bileşkesini dinamometrelerle ölçmek ve bileşke kuvvetin cismin hareketini nasıl belirlediğini gözlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Ölçme aralığı 0–10 N olan dinamometre`, quantity: msg`her gruba 2 tane` },
      { name: msg`Kum ya da pirinç doldurulmuş, ağzı sıkıca bağlı küçük bez torba (yaklaşık 500 g)`, quantity: msg`1 tane` },
      { name: msg`Tekerlekleri rahat dönen oyuncak araba`, quantity: msg`1 tane` },
      { name: msg`Sağlam ip (25’er cm’lik parçalar)`, quantity: msg`4 parça` },
      { name: msg`Düz ve pürüzsüz bir masa ya da zemin, cetvel, kalem`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Dinamometreyi ölçme aralığından fazla çekme; yay bozulur ve kanca fırlayabilir. Okunan değer 10 N’a yaklaşırsa çekmeyi bırak.`,
      msg`Gerilmiş bir dinamometreyi ya da ipi birden bırakma. Kuvveti yavaşça azaltarak bırak; yüzünü yaya yaklaştırma.`,
      msg`Torbayı masanın üstünde, düşük yükseklikte tut. Torba ayağına düşmesin diye ayakkabıların giyili olsun.`,
      msg`Arabayı çekerken masanın kenarında dur; araba masadan düşmesin diye bir arkadaşın kenarda beklesin.`,
    ],
    steps: [
      msg`Dinamometreleri dik tutup ibrelerinin sıfırı gösterdiğini kontrol et. Göstermiyorsa öğretmenin ayarlasın.`,
      msg`Torbayı bir dinamometrenin kancasına as, masanın birkaç santimetre üstünde hareketsiz tut ve değeri oku. Bu, torbayı taşımak için gereken kuvvettir.`,
      msg`Şimdi torbayı iki ipin ucuna bağla ve iki dinamometreyle yan yana, dik tutarak birlikte taşı. İki değeri oku ve topla.`,
      msg`Taşıma payını değiştir: bir dinamometreyi biraz yukarı, öbürünü biraz aşağı kaydırarak torbayı yine hareketsiz tut. İki değeri yeniden oku ve topla.`,
      msg`Oyuncak arabanın önüne ve arkasına birer ip bağla, iplere birer dinamometre tak. İki arkadaş arabayı zıt yönlere, dinamometreler aynı değeri gösterecek şekilde yavaşça çeksin. Arabaya ne olduğunu yaz.`,
      msg`Bir arkadaş kuvvetini artırsın, öbürü aynı bıraksın. İki değeri ve arabanın hangi yöne gittiğini yaz.`,
      msg`Her durum için kuvvetleri birer okla çiz ve bileşke kuvveti hesapla.`,
    ],
    observations: [
      msg`Torbayı iki dinamometreyle taşıdığında okunan iki değerin toplamı, tek dinamometreyle okunan değere eşit mi?`,
      msg`İki değeri değiştirdiğinde toplam değişti mi?`,
      msg`Dinamometreler eşit değer gösterirken araba ne yaptı? Biri daha büyük olunca ne oldu?`,
      msg`Araba hangi kuvvetin yönünde hareket etti?`,
    ],
    conclusion: msg`Torbayı yan yana tutan iki dinamometrenin gösterdiği değerlerin toplamı, torbayı tek başına taşıyan dinamometrenin değerine eşittir: aynı yönlü kuvvetlerin bileşkesi kuvvetlerin toplamıdır. Arabayı zıt yönlere eşit kuvvetlerle çektiğimizde bileşke sıfır olur ve araba hareket etmez; kuvvetler dengelenmiştir. Kuvvetlerden biri büyüyünce bileşke sıfırdan farklı olur ve araba büyük kuvvetin yönünde harekete geçer.`,
  },
  questions: [
    {
      id: 'opposite-forces',
      prompt: msg`Duran bir kutuya 4 N doğuya ve 10 N batıya doğru iki kuvvet uygulanıyor. Bileşke kuvvet nedir?`,
      options: [msg`14 N, doğuya`, msg`6 N, batıya`, msg`6 N, doğuya`, msg`0 N`],
      correctIndex: 1,
      explanation: msg`Kuvvetler zıt yönlü olduğu için büyükten küçük çıkarılır: 10 N − 4 N = 6 N. Bileşke büyük kuvvetin yönünde, yani batıya doğrudur.`,
      hints: [msg`Kuvvetler aynı yönde mi, zıt yönde mi?`, msg`Zıt yönlü kuvvetlerde kuvvetler toplanmaz.`, msg`Bileşke, hangi kuvvetin yönünde olur?`],
    },
    {
      id: 'same-direction',
      prompt: msg`Bir torbayı iki dinamometreyle yan yana taşıyorsun. Dinamometreler 3,5 N ve 2,5 N gösteriyor. Aynı torbayı tek bir dinamometreye asarsan dinamometre kaç N gösterir?`,
      options: [msg`1 N`, msg`3 N`, msg`6 N`, msg`8,75 N`],
      correctIndex: 2,
      explanation: msg`İki kuvvet de yukarı doğru ve aynı doğrultudadır; bileşkeleri toplamlarıdır: 3,5 N + 2,5 N = 6 N. Tek dinamometre torbayı taşımak için bu kuvvetin tamamını uygulamalıdır.`,
      hints: [msg`İki dinamometre torbayı hangi yöne çekiyor?`, msg`Aynı yönlü kuvvetlerin bileşkesi nasıl bulunur?`],
    },
    {
      id: 'tug-of-war',
      prompt: msg`Halat çekmede iki takımın her biri halatı 300 N’luk kuvvetle kendine doğru çekiyor. Halat ne yapar?`,
      options: [msg`Hareket etmez, çünkü bileşke kuvvet sıfırdır.`, msg`600 N’luk kuvvetle sağa gider.`, msg`Önce sağa, sonra sola gider.`],
      correctIndex: 0,
      explanation: msg`Kuvvetler aynı büyüklükte ve zıt yönlüdür: 300 N − 300 N = 0. Bileşke sıfır olduğu için kuvvetler dengelenmiştir ve duran halat durmaya devam eder.`,
      hints: [msg`İki kuvvetin büyüklüğünü ve yönünü karşılaştır.`, msg`Zıt yönlü, eşit iki kuvvetin farkı kaçtır?`],
    },
    {
      id: 'balanced',
      prompt: msg`Dengelenmiş kuvvetlerin etkisindeki bir cisim için hangisi doğrudur?`,
      options: [
        msg`Mutlaka hızlanır.`,
        msg`Her zaman yön değiştirir.`,
        msg`Üzerine hiç kuvvet etki etmiyordur.`,
        msg`Bileşke kuvvet sıfırdır; duruyorsa durmaya devam eder.`,
      ],
      correctIndex: 3,
      explanation: msg`Dengelenmiş kuvvetlerde cisme kuvvetler etki eder ama bileşkeleri sıfırdır. Bu yüzden cismin hareket durumu değişmez: duran durur, sabit süratle giden öyle gitmeye devam eder.`,
      hints: [msg`Masadaki kitaba da kuvvetler etki eder; yine de kitap ne yapıyor?`, msg`Dengelenmiş kuvvetlerin bileşkesi kaç newtondur?`],
    },
    {
      id: 'balancing-force',
      prompt: msg`Bir arabaya 5 N doğuya ve 2 N batıya kuvvet uygulanıyor. Arabaya etki eden kuvvetleri dengelemek için hangi kuvvet uygulanmalıdır?`,
      options: [msg`3 N, doğuya`, msg`7 N, batıya`, msg`3 N, batıya`],
      correctIndex: 2,
      explanation: msg`Önce bileşke bulunur: 5 N − 2 N = 3 N, doğuya. Dengeleyici kuvvet bileşkeyle aynı büyüklükte ve ona zıt yönde olmalıdır: 3 N, batıya.`,
      hints: [msg`Önce iki kuvvetin bileşkesini bul.`, msg`Dengeleyici kuvvet bileşkeyi sıfır yapar; yönü bileşkeyle aynı mı olmalı, zıt mı?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Dengelenmiş mi, dengelenmemiş mi?`,
    instructions: msg`Her duruma dokun, sonra cisme etki eden kuvvetlerin türünü gösteren kutuya dokun. İstersen durumu sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'balanced', label: msg`Dengelenmiş kuvvetler (bileşke sıfır)` },
      { id: 'unbalanced', label: msg`Dengelenmemiş kuvvetler (bileşke sıfır değil)` },
    ],
    items: [
      {
        id: 'book',
        label: msg`Masada duran kitap`,
        emoji: '📕',
        categoryId: 'balanced',
        explanation: msg`Kitabın ağırlığını masa dengeler; kitap durmaya devam eder.`,
      },
      {
        id: 'lamp',
        label: msg`Tavandan asılı avize`,
        emoji: '💡',
        categoryId: 'balanced',
        explanation: msg`Zincirin yukarı çekişi avizenin ağırlığına eşittir.`,
      },
      {
        id: 'equal-teams',
        label: msg`Eşit güçteki iki takımın çektiği, kımıldamayan halat`,
        emoji: '🪢',
        categoryId: 'balanced',
        explanation: msg`Zıt yönlü iki kuvvet eşit olduğu için bileşke sıfırdır.`,
      },
      {
        id: 'parachute',
        label: msg`Sabit süratle inen paraşütçü`,
        emoji: '🪂',
        categoryId: 'balanced',
        explanation: msg`Hava direnci ağırlığa eşit olduğunda paraşütçü ne hızlanır ne yavaşlar.`,
      },
      {
        id: 'kick',
        label: msg`Tekmeyle harekete geçen top`,
        emoji: '⚽',
        categoryId: 'unbalanced',
        explanation: msg`Duran top, bileşke kuvvet sıfırdan farklı olduğu için harekete geçer.`,
      },
      {
        id: 'brake',
        label: msg`Fren yapıp yavaşlayan otomobil`,
        emoji: '🚗',
        categoryId: 'unbalanced',
        explanation: msg`Yavaşlamak, hareket durumunun değişmesidir; bileşke kuvvet sıfır değildir.`,
      },
      {
        id: 'downhill',
        label: msg`Yokuş aşağı giderken hızlanan bisiklet`,
        emoji: '🚲',
        categoryId: 'unbalanced',
        explanation: msg`Hızlanan cisme etki eden kuvvetler dengelenmemiştir.`,
      },
      {
        id: 'stronger-team',
        label: msg`Güçlü takımın kendine doğru çektiği halat`,
        emoji: '💪',
        categoryId: 'unbalanced',
        explanation: msg`Büyük kuvvet küçük kuvvetten fazla olduğu için halat büyük kuvvetin yönünde hareket eder.`,
      },
    ],
  },
  worksheet: {
    title: msg`Bileşke Kuvvet Çalışma Sayfası`,
    instructions: msg`Dinamometrelerde okuduğun değerleri tabloya yaz, her durumun kuvvetlerini okla çiz ve bileşkeyi hesapla.`,
    tasks: [
      { prompt: msg`Torbayı iki dinamometreyle taşıdığında iki değerin toplamı ile tek dinamometrenin değerini karşılaştır. Ne sonuç çıkarırsın?`, lines: 3 },
      { prompt: msg`Arabaya 3 N sağa ve 5 N sola kuvvet uygulanıyor. Kuvvetleri okla çiz; bileşke kuvvetin büyüklüğünü ve yönünü yaz.`, lines: 4 },
      { prompt: msg`Araba eşit kuvvetlerle çekilirken neden kımıldamadı? “Dengelenmiş kuvvet” terimini kullanarak açıkla.`, lines: 3 },
      { prompt: msg`Günlük yaşamdan dengelenmiş kuvvetlere iki, dengelenmemiş kuvvetlere iki örnek yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Dinamometre ölçümleri`,
      columns: [msg`Durum`, msg`1. dinamometre (N)`, msg`2. dinamometre (N)`, msg`Bileşke kuvvet (N ve yönü)`, msg`Cisim ne yaptı?`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık ile Diken’in Halat Çekmesi`,
    paragraphs: [
      msg`Orman şenliğinde halat çekme yarışması vardı. Bir yanda Sincap Fındık ve Tavşan Pıtırcık, öbür yanda Kirpi Diken ve Kaplumbağa Tosbi. Ortadaki kırmızı kurdele yere çizilmiş çizginin tam üstündeydi.`,
      msg`“Çekin!” diye bağırdı Baykuş Nine. Herkes asıldı ama kurdele yerinden kımıldamadı. Fındık nefes nefese sordu: “Bu kadar çekiyoruz, halat neden gitmiyor?”`,
      msg`Baykuş Nine açıkladı: “İki takımın kuvveti eşit ve zıt yönlü. Bileşke kuvvet sıfır; kuvvetler dengelenmiş. Halat durduğu yerde durmaya devam eder.”`,
      msg`Tam o sırada küçük Sincap Cevizcik koşup Fındık’ın takımına katıldı. Kurdele bir anda Fındık’ın tarafına kaydı. “Dengeyi bozdun!” diye güldü Diken. “Artık bizim taraftaki kuvvet daha büyük, halat da o yöne gidiyor,” dedi Fındık.`,
      msg`Yarışmadan sonra Fındık, iki arkadaşının tuttuğu bir sepeti incelerken düşündü: “Demek ki aynı yöne çekenlerin kuvvetleri toplanıyor, zıt yöne çekenlerinki birbirinden çıkıyor.”`,
    ],
    lesson: msg`Bir cismin ne yapacağını ona etki eden kuvvetlerin bileşkesi belirler. Bileşke sıfırsa kuvvetler dengelenmiştir ve hareket durumu değişmez; sıfır değilse cisim bileşke kuvvetin yönünde hızlanır, yavaşlar ya da yön değiştirir.`,
  },
};
