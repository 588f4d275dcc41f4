import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir şarkı sözü kitapçığına bak: nakarat çoğu zaman yalnızca bir kez yazılır, sonraki yerlerde sadece “Nakarat” yazar. Herkes o sözcüğü görünce ne söyleyeceğini bilir. Programcılar da aynı şeyi yapar: tekrar eden bir parçayı bir kez tanımlar, sonra adıyla çağırır. Bu parçaya fonksiyon denir.`,
    sections: [
      {
        heading: msg`Tanım ve çağrı`,
        paragraphs: [
          msg`Fonksiyonun tanımı, adını ve neyi yaptığını söyler: “Nakarat şudur: Topla topla, sepete koy; kış gelmeden ambarı doldur.” Tanım tek başına hiçbir şey söyletmez; yalnızca nakaratın ne olduğunu anlatır.`,
          msg`Fonksiyonun çağrısı ise onu kullanmaktır: “Birinci kıtadan sonra nakaratı söyle.” Çağrı geldiğinde tanımdaki sözler baştan sona söylenir, sonra şarkı kaldığı yerden devam eder.`,
        ],
      },
      {
        heading: msg`Neden tanımlarız?`,
        paragraphs: [
          msg`Dört kez tekrar eden dört satırlık bir nakaratı her seferinde yazarsak 16 satır yazarız. Bir kez tanımlayıp dört kez çağırırsak 4 satırlık tanım ve 4 kısa çağrı yeter. Metin kısalır ve şarkının yapısı bir bakışta görünür: kıta, nakarat, kıta, nakarat…`,
          msg`Nakaratta bir sözü değiştirmek istersek yalnızca tanımı düzeltiriz; şarkının her yerindeki nakarat kendiliğinden değişir. Nakaratı dört kez ayrı ayrı yazsaydık birini düzeltmeyi unutabilirdik.`,
        ],
      },
      {
        heading: msg`Şarkıdan programa`,
        paragraphs: [
          msg`Blok tabanlı programlarda da “tanımla: tarh boya” bloğunun altına fonksiyonun tanımı yazılır; ana programdaki “tarh boya” blokları ise çağrılardır. Günlük hayatta da böyledir: “diş fırçalamak” birçok adımdan oluşan bir iştir, ama annemiz yalnızca “dişlerini fırçala” der. Ayrıntıyı bir yerde saklayıp işe adıyla başvurmaya soyutlama denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Fonksiyon`, definition: msg`Bir işi yapan, adı olan ve istenen yerde çağrılabilen komut grubu.` },
      { term: msg`Tanım`, definition: msg`Fonksiyonun adını ve hangi komutlardan oluştuğunu söyleyen kısım.` },
      { term: msg`Çağrı`, definition: msg`Programın bir yerinde fonksiyonu adıyla kullanma; tanımdaki komutları çalıştırır.` },
    ],
  },
  procedure: {
    goal: msg`Sınıfça nakaratlı kısa bir şarkı yazıp nakaratı bir fonksiyon gibi tanımlamak, şarkı kâğıdında yalnızca çağırmak ve tanımı değiştirince sonucu gözlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Büyük kâğıt (şarkı kâğıdı) ve kalın kalem`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Renkli yapışkan not kâğıdı (nakarat tanımı için)`, quantity: msg`Her gruba 5 tane` },
      { name: msg`Çalışma sayfası`, quantity: msg`Her öğrenciye 1 tane` },
    ],
    safety: [msg`Şarkıyı söylerken sınıf içinde yüksek sesle bağırmayın; yandaki sınıflar ders yapıyor olabilir.`],
    steps: [
      msg`Gruplar bildikleri nakaratlı bir çocuk şarkısı seçsin ya da iki kıtalık, iki satırlık nakaratı olan kısa bir şarkı yazsın.`,
      msg`Nakaratı renkli bir not kâğıdına yazın ve üstüne başlık olarak “NAKARAT” yazın: bu, fonksiyonun tanımıdır.`,
      msg`Şarkı kâğıdına kıtaları yazın; nakaratın geldiği her yere yalnızca “NAKARAT” yazın: bunlar çağrılardır.`,
      msg`Bir öğrenci şarkı kâğıdını okusun; “NAKARAT” yazan yere gelince herkes not kâğıdındaki sözleri söylesin.`,
      msg`Not kâğıdındaki nakaratın bir sözünü değiştirin ve şarkıyı yeniden söyleyin. Şarkı kâğıdında kaç yeri düzeltmeniz gerekti?`,
    ],
    observations: [
      msg`Nakarat şarkıda kaç kez çağrıldı?`,
      msg`Nakaratı her seferinde yazsaydınız kaç satır daha yazardınız?`,
      msg`Tanımı değiştirince şarkı kâğıdında kaç yeri düzelttiniz?`,
    ],
    conclusion: msg`Tekrar eden bir parçayı bir kez tanımlayıp adıyla çağırmak metni ve programı kısaltır, yapısını görünür kılar. Tanımı değiştirmek, onu çağıran her yeri birden değiştirir.`,
  },
  questions: [
    {
      id: 'definition',
      prompt: msg`Aşağıdakilerden hangisi bir fonksiyonun tanımıdır?`,
      options: [
        msg`Birinci kıtadan sonra nakaratı söyle.`,
        msg`Nakarat şudur: Topla topla, sepete koy; kış gelmeden ambarı doldur.`,
        msg`Şarkının sonunda alkışla.`,
      ],
      correctIndex: 1,
      explanation: msg`Tanım, fonksiyonun adını (nakarat) ve ne yaptığını (hangi sözlerin söyleneceğini) anlatır. Birinci seçenek bir çağrı, üçüncüsü sıradan bir komuttur.`,
      hints: [msg`Hangi cümle bir şeyin ne olduğunu anlatıyor?`, msg`Hangi cümle bir şeyi kullanıyor?`],
    },
    {
      id: 'lines',
      prompt: msg`4 satırlık bir nakarat şarkıda 3 kez geçiyor. Nakaratı her seferinde yazmak yerine bir kez tanımlayıp 3 kez “Nakarat” yazarsak nakarat için kaç satır yazarız?`,
      options: [msg`12`, msg`3`, msg`4`, msg`7`],
      correctIndex: 3,
      explanation: msg`Tanım 4 satır, her çağrı 1 satırdır: 4 + 3 = 7 satır. Her seferinde yazsaydık 3 × 4 = 12 satır yazardık.`,
      hints: [msg`Tanım kaç satır?`, msg`Her “Nakarat” çağrısı kaç satır tutar?`],
    },
    {
      id: 'change',
      prompt: msg`Nakaratın tanımındaki bir sözü değiştirdik. Şarkıda ne olur?`,
      options: [msg`Yalnızca ilk nakarat değişir`, msg`Nakaratın geçtiği her yer değişir`, msg`Hiçbir şey değişmez`],
      correctIndex: 1,
      explanation: msg`Her “Nakarat” çağrısı aynı tanımı kullanır. Tanım değişince bütün çağrılar yeni sözlerle söylenir.`,
      hints: [msg`Çağrılar sözleri nereden alıyor?`, msg`Kaç tane tanım var?`],
    },
    {
      id: 'daily',
      prompt: msg`“Dişlerini fırçala” demek, fonksiyonlarla ilgili hangi fikre bir örnektir?`,
      options: [msg`Birçok adımdan oluşan bir işe adıyla başvurmak`, msg`Bir işi hiç yapmamak`, msg`Bir işi rastgele sırayla yapmak`],
      correctIndex: 0,
      explanation: msg`Diş fırçalamak fırçayı ıslatmak, macun sürmek, fırçalamak, çalkalamak gibi adımlardan oluşur. “Dişlerini fırçala” bu adımların hepsini tek bir adla çağırır; bu soyutlamadır.`,
      hints: [msg`Diş fırçalamak kaç adımdan oluşur?`, msg`Annen bu adımların hepsini tek tek mi söyler?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Tanım mı, çağrı mı?`,
    instructions: msg`Her talimatı oku. Bir işin ne olduğunu anlatıyorsa “Tanım”, adı konmuş bir işi kullanıyorsa “Çağrı”, ikisi de değilse “Sıradan komut” kümesine taşı. Sonra kontrol et.`,
    categories: [
      { id: 'definition', label: msg`Tanım` },
      { id: 'call', label: msg`Çağrı` },
      { id: 'plain', label: msg`Sıradan komut` },
    ],
    items: [
      {
        id: 'chorus-def',
        label: msg`Nakarat şudur: Topla topla, sepete koy; kış gelmeden ambarı doldur.`,
        emoji: '🎵',
        categoryId: 'definition',
        explanation: msg`“Nakarat”ın hangi sözlerden oluştuğunu anlatıyor: tanım.`,
      },
      {
        id: 'chorus-call',
        label: msg`Birinci kıtadan sonra nakaratı söyle.`,
        emoji: '🎤',
        categoryId: 'call',
        explanation: msg`Adı konmuş nakaratı kullanıyor, sözlerini yeniden anlatmıyor: çağrı.`,
      },
      {
        id: 'star-def',
        label: msg`Yıldız figürü şudur: sağ el havaya, sol el havaya, çeyrek dön, alkışla.`,
        emoji: '⭐',
        categoryId: 'definition',
        explanation: msg`Figürün hangi hareketlerden oluştuğunu anlatıyor: tanım.`,
      },
      {
        id: 'star-call',
        label: msg`Müziğin üçüncü ölçüsünde yıldız figürünü yap.`,
        emoji: '💃',
        categoryId: 'call',
        explanation: msg`Tanımlanmış figürü adıyla kullanıyor: çağrı.`,
      },
      {
        id: 'brush-def',
        label: msg`Diş fırçalamak şudur: fırçayı ıslat, macun sür, iki dakika fırçala, ağzını çalkala.`,
        emoji: '🪥',
        categoryId: 'definition',
        explanation: msg`Diş fırçalamanın adımlarını anlatıyor: tanım.`,
      },
      {
        id: 'brush-call',
        label: msg`Kahvaltıdan sonra dişlerini fırçala.`,
        emoji: '🍳',
        categoryId: 'call',
        explanation: msg`Adımları yeniden saymadan işi adıyla istiyor: çağrı.`,
      },
      {
        id: 'bow',
        label: msg`Sahneye çık ve seyircileri selamla.`,
        emoji: '🎭',
        categoryId: 'plain',
        explanation: msg`Adı konmuş bir işi tanımlamıyor ya da çağırmıyor; doğrudan yapılacak işleri söylüyor.`,
      },
      {
        id: 'lights',
        label: msg`Işıkları söndür.`,
        emoji: '💡',
        categoryId: 'plain',
        explanation: msg`Tek ve doğrudan bir komut; bir fonksiyonla ilgisi yok.`,
      },
    ],
  },
  worksheet: {
    title: msg`Şarkı Fonksiyonları Çalışma Sayfası`,
    instructions: msg`Grubunuzun şarkısını fonksiyon tanımı ve ana program olarak yaz.`,
    tasks: [
      { prompt: msg`Nakaratın tanımını yaz: “Nakarat şudur: …”`, lines: 4 },
      { prompt: msg`Şarkının ana programını yaz: kıtalar ve “Nakarat” çağrıları.`, lines: 6 },
      { prompt: msg`Günlük hayatından bir “fonksiyon” bul: adımlarını tanımla ve gün içinde nerede çağırdığını yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Satır hesabı`,
      columns: [msg`Nakarat kaç satır?`, msg`Kaç kez çağrıldı?`, msg`Her seferinde yazılsaydı toplam satır`, msg`Tanım ve çağrılarla toplam satır`],
      rows: 2,
    },
  },
  story: {
    title: msg`Korodaki Karışıklık`,
    paragraphs: [
      msg`Orman korosu kış şenliği için bir şarkı hazırlıyordu. Şef Bülbül, şarkı sözlerini her koro üyesine elle yazıp dağıttı. Nakarat dört kez geçiyordu ve Bülbül her seferinde onu baştan yazmıştı.`,
      msg`Provada bir terslik oldu: üçüncü nakaratta yarım koro “sepete koy”, yarım koro “sepete doldur” diye söyledi. Bülbül kâğıtlara baktı; bir nakaratı yazarken sözü değiştirmişti.`,
      msg`Fındık bir öneride bulundu: “Nakaratı bir kez, kâğıdın en üstüne yazalım. Şarkının içinde de yalnızca ‘Nakarat’ yazalım.” Yeni kâğıtlar yarı yarıya kısaldı.`,
      msg`Şenlikten bir gün önce Bülbül nakaratın son sözünü değiştirmek istedi. Bu kez yalnızca en üstteki satırı düzeltti ve bütün koro dört nakaratı da aynı sözlerle söyledi.`,
    ],
    lesson: msg`Tekrar eden bir parçayı bir kez tanımlayıp adıyla çağırmak hem yazmayı kısaltır hem hataları önler; değişiklik tek bir yerde yapılır.`,
  },
};
