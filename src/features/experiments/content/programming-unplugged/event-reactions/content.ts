import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Okul zili çalınca öğrenciler teneffüse çıkar, kapı çalınca biri kapıyı açar, telefon titreyince ekrana bakarız. Her birinde önce bir şey olur, sonra biz ona tepki veririz. Programlar da böyle çalışır: bir olayı bekler, olay olunca ona bağlı komutları çalıştırır.`,
    sections: [
      {
        heading: msg`Olay ve tepki`,
        paragraphs: [
          msg`Olay, programın fark ettiği bir andır: bir düğmeye tıklanması, bir tuşa basılması, iki karakterin birbirine değmesi, bir sürenin dolması. Tepki ise olay olunca yapılan iştir: bir ses çalmak, puan eklemek, karakteri zıplatmak.`,
          msg`Bir cümlede olayı bulmak için “ne olunca?” diye, tepkiyi bulmak için “ne yapılıyor?” diye sorarız. “Zil çalınca sıraya geç” cümlesinde olay “zil çalınca”, tepki “sıraya geç”tir.`,
        ],
      },
      {
        heading: msg`Olay işleyici`,
        paragraphs: [
          msg`“… olunca … yap” biçimindeki program parçasına olay işleyici denir. Blok tabanlı programlarda bu, şapka biçimli bir olay bloğu ve altına dizilen komutlardır; örneğin “Fındık bir fındığa değince: fındığı topla”.`,
          msg`Bir olayı birden çok işleyici bekleyebilir: oyunda karakter bir altına değince hem puan artar hem bir ses çalar. Olay hiç gelmezse ona bağlı işleyicilerin hiçbiri çalışmaz.`,
        ],
      },
      {
        heading: msg`Olay mı, koşul mu?`,
        paragraphs: [
          msg`“Eğer” bloğunda program soruyu kendisi, sırası gelince sorar. Olay işleyicide ise program soru sormaz; olay gerçekleştiği an tepki başlar. Zili her dakika kontrol eden bir öğrenci “eğer” gibi, zil çalınca kalkan öğrenci ise olay işleyici gibi davranır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Olay`, definition: msg`Programın fark ettiği ve tepki verdiği an (tıklama, tuşa basma, değme, sürenin dolması).` },
      { term: msg`Tepki`, definition: msg`Bir olay gerçekleşince yapılan iş.` },
      { term: msg`Olay işleyici`, definition: msg`“… olunca … yap” biçiminde, bir olayı bekleyip tepkiyi başlatan program parçası.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfça bir olay–tepki oyunu oynayarak olay işleyicileri canlandırmak; aynı olaya bağlı birden çok işleyiciyi ve hiç gelmeyen bir olayı gözlemek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Olay kartları: “zil çalınca”, “kırmızı kart kalkınca”, “ıslık çalınca”, “ışık yanıp sönünce”`, quantity: msg`Her öğrenciye 1 kart` },
      { name: msg`Küçük bir zil, kırmızı bir karton, düdük`, quantity: msg`1’er tane` },
      { name: msg`Tepki yazmak için boş kartlar ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Tepkiler yerinde yapılabilen, güvenli hareketler olsun (alkışlamak, ayağa kalkmak, el sallamak); koşmak ve zıplamak yok.`,
      msg`Düdüğü ve zili kısa ve hafif çalın; işitme hassasiyeti olan arkadaşlarınızı düşünün.`,
    ],
    steps: [
      msg`Her öğrenci bir olay kartı çeksin ve boş karta o olay için bir tepki yazsın: örneğin “zil çalınca: iki kez alkışla”. Bu, herkesin kendi olay işleyicisidir.`,
      msg`Öğretmen sırayla olayları gerçekleştirsin: zili çalsın, kırmızı kartı kaldırsın, düdüğü çalsın. Yalnızca o olayı bekleyen öğrenciler tepkilerini yapsın.`,
      msg`Bir öğrenci her olayda kaç kişinin tepki verdiğini tahtaya yazsın.`,
      msg`Öğretmen “ışık yanıp sönünce” olayını hiç gerçekleştirmesin. O kartı tutanlar ne yaptı?`,
      msg`Sonra öğrenciler tepkileri bir “eğer” gibi yapmayı denesin: herkes her beş saniyede bir “zil çaldı mı?” diye sorsun. İki yöntemi karşılaştırın.`,
    ],
    observations: [
      msg`Her olayda kaç öğrenci tepki verdi?`,
      msg`Hiç gerçekleşmeyen olayı bekleyenler ne yaptı?`,
      msg`Sürekli “zil çaldı mı?” diye sormak ile zili beklemek arasında ne fark vardı?`,
    ],
    conclusion: msg`Olay işleyici bir olayı bekler ve olay gerçekleştiği an tepkiyi başlatır. Aynı olayı bekleyen bütün işleyiciler birlikte çalışır; olay gelmezse hiçbiri çalışmaz. Olaylar, programın sürekli soru sormadan değişikliklere tepki vermesini sağlar.`,
  },
  questions: [
    {
      id: 'find-event',
      prompt: msg`“Oyuncu boşluk tuşuna basınca karakter zıplasın.” cümlesinde olay hangisidir?`,
      options: [msg`Karakter zıplasın`, msg`Oyuncu boşluk tuşuna basınca`, msg`Oyuncu`],
      correctIndex: 1,
      explanation: msg`Olay, tepkiyi başlatan andır: boşluk tuşuna basılması. “Karakter zıplasın” ise tepkidir.`,
      hints: [msg`Cümleye “ne olunca?” diye sor.`, msg`Hangisi bir şeyi başlatıyor, hangisi sonradan yapılıyor?`],
    },
    {
      id: 'find-reaction',
      prompt: msg`“Süre dolunca oyun bitti yazısı çıksın.” cümlesinde tepki hangisidir?`,
      options: [msg`Oyun bitti yazısı çıksın`, msg`Süre dolunca`, msg`Süre`],
      correctIndex: 0,
      explanation: msg`Olay sürenin dolmasıdır; tepki, o an yapılan iş olan yazının çıkmasıdır.`,
      hints: [msg`Cümleye “ne yapılıyor?” diye sor.`, msg`Hangisi olay gerçekleştikten sonra oluyor?`],
    },
    {
      id: 'many-handlers',
      prompt: msg`Oyunda iki işleyici var: “karakter altına değince puan 1 artsın” ve “karakter altına değince bir ses çalsın”. Karakter bir altına değince ne olur?`,
      options: [msg`Yalnızca puan artar`, msg`Yalnızca ses çalar`, msg`Hiçbiri olmaz`, msg`Hem puan artar hem ses çalar`],
      correctIndex: 3,
      explanation: msg`İki işleyici de aynı olayı bekliyor. Olay gerçekleşince ikisi de çalışır.`,
      hints: [msg`İki işleyici hangi olayı bekliyor?`, msg`O olay gerçekleşince onu bekleyen kaç işleyici çalışır?`],
    },
    {
      id: 'no-event',
      prompt: msg`Bir işleyici “ışık yanıp sönünce el salla” diyor ama ışık hiç yanıp sönmüyor. Ne olur?`,
      options: [msg`Kimse el sallamaz`, msg`Herkes sürekli el sallar`, msg`Program hata verip durur`],
      correctIndex: 0,
      explanation: msg`İşleyici yalnızca olay gerçekleşince çalışır. Olay hiç gelmezse tepki de hiç başlamaz; bu bir hata değildir.`,
      hints: [msg`Olay işleyici ne zaman çalışır?`, msg`Olay hiç gerçekleşmezse işleyicinin çalışması için bir neden kalır mı?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Olay mı, tepki mi?`,
    instructions: msg`Her parçayı oku. Bir şeyi başlatan anı anlatıyorsa “Olay”, o an yapılan işi anlatıyorsa “Tepki” kümesine taşı. Sonra kontrol et.`,
    categories: [
      { id: 'event', label: msg`Olay` },
      { id: 'reaction', label: msg`Tepki` },
    ],
    items: [
      { id: 'bell', label: msg`Okul zili çalınca`, emoji: '🔔', categoryId: 'event', explanation: msg`Bir şeyi başlatan an: olay.` },
      { id: 'line-up', label: msg`Sıraya geç`, emoji: '🚶', categoryId: 'reaction', explanation: msg`Zil çalınca yapılan iş: tepki.` },
      { id: 'space-key', label: msg`Boşluk tuşuna basılınca`, emoji: '⌨️', categoryId: 'event', explanation: msg`Programın fark ettiği bir an: olay.` },
      { id: 'jump', label: msg`Karakteri zıplat`, emoji: '🦘', categoryId: 'reaction', explanation: msg`Tuşa basılınca yapılan iş: tepki.` },
      { id: 'touch-nut', label: msg`Fındık bir fındığa değince`, emoji: '🌰', categoryId: 'event', explanation: msg`Bulmacalardaki olay bloğu: olay.` },
      { id: 'collect', label: msg`Fındığı topla`, emoji: '🧺', categoryId: 'reaction', explanation: msg`Değme olayına verilen tepki.` },
      { id: 'timer', label: msg`Süre dolunca`, emoji: '⏱️', categoryId: 'event', explanation: msg`Bir sürenin dolması da bir olaydır.` },
      { id: 'game-over', label: msg`“Oyun bitti” yazısını göster`, emoji: '🏁', categoryId: 'reaction', explanation: msg`Süre dolunca yapılan iş: tepki.` },
    ],
  },
  worksheet: {
    title: msg`Olay–Tepki Çalışma Sayfası`,
    instructions: msg`Oyundaki olay işleyicini yaz, gözlemlerini tabloya kaydet.`,
    tasks: [
      { prompt: msg`Kendi olay işleyicini “… olunca … yap” biçiminde yaz.`, lines: 2 },
      { prompt: msg`Sevdiğin bir oyundan ya da uygulamadan üç olay işleyici yaz.`, lines: 4 },
      {
        prompt: msg`Zili beklemek ile her beş saniyede “zil çaldı mı?” diye sormak arasındaki farkı açıkla. Hangisi programlardaki “eğer” bloğuna benzer?`,
        lines: 3,
      },
    ],
    table: {
      caption: msg`Olay kaydı`,
      columns: [msg`Olay`, msg`Kaç kişi tepki verdi?`, msg`Tepkiler neydi?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Ormanın Sabah Zili`,
    paragraphs: [
      msg`Orman okulunda her sabah Horoz Şahin öttüğünde dersler başlardı. Fındık’ın sınıfındaki herkes kendi işini bilirdi: Fındık tahtayı silerdi, Kirpi Diken pencereleri açardı, Tavşan Pamuk defterleri dağıtırdı.`,
      msg`Bir sabah Horoz Şahin’in sesi kısıldı ve hiç ötmedi. Sınıfta kimse kıpırdamadı; tahta kirli kaldı, pencereler kapalı, defterler dolapta.`,
      msg`Öğretmen Baykuş Nine sordu: “Neden kimse işine başlamadı?” Fındık düşündü: “Hepimiz horozun ötmesini bekliyorduk. O olmayınca hiçbirimizin işi başlamadı.”`,
      msg`Ertesi gün Baykuş Nine sınıfa bir zil astı. Horoz ötmese de zil çalınca herkes işine koyuldu. Fındık defterine yazdı: “Bir olay gelmezse ona bağlı işler de başlamaz.”`,
    ],
    lesson: msg`Olay işleyiciler bir olayı bekler; olay gelince hepsi birlikte çalışır, olay gelmezse hiçbiri çalışmaz.`,
  },
};
