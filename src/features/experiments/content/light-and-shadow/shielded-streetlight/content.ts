import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`İnsanlar binlerce yıldır karanlığı aydınlatmanın yollarını aramıştır. Bugün bir düğmeye basınca lambalar yanıyor. Ama ışığı gereğinden çok ya da yanlış yöne kullanırsak gökyüzünü kirletir, canlılara zarar veririz.`,
    sections: [
      {
        heading: msg`Meşaleden LED’e`,
        paragraphs: [
          msg`İlk insanlar ateşi ve meşaleyi kullandı. Sonra hayvan ya da bitki yağıyla yanan kandiller, ardından mumlar yapıldı. Yaklaşık 170 yıl önce gaz yağıyla yanan gaz lambaları yaygınlaştı.`,
          msg`Elektrikle çalışan akkor ampul 1879 yılında kullanılmaya başlandı. Bu ampuller ışığın yanında çok ısı da verir. Daha sonra daha az elektrik harcayan floresan lambalar ve tasarruflu ampuller geldi. Bugün ise çok az elektrikle çok ışık veren ve uzun ömürlü LED lambalar kullanılıyor.`,
        ],
      },
      {
        heading: msg`Uygun aydınlatma`,
        paragraphs: [
          msg`Uygun aydınlatma, ışığın ihtiyaç olan yere, yeterli miktarda ve gözü kamaştırmadan ulaşmasıdır. Ders çalışırken ışık masaya düşmeli, gözümüze gelmemelidir. Yazı yazarken lamba, sağ elini kullanan biri için sol önde olursa elimizin gölgesi deftere düşmez.`,
          msg`Sokak lambalarının ışığı yalnızca yola ve kaldırıma düşmelidir. Üstü kapalı, ışığı aşağı yönlendiren lambalar hem yolu daha iyi aydınlatır hem de elektrik boşa harcanmaz.`,
        ],
      },
      {
        heading: msg`Işık kirliliği`,
        paragraphs: [
          msg`Gereğinden fazla, yanlış yöne ya da yanlış zamanda kullanılan yapay ışığa ışık kirliliği denir. Şehirlerde gökyüzüne giden ışık yüzünden geceleri yıldızları neredeyse göremeyiz.`,
          msg`Işık kirliliği canlılara da zarar verir. Kumsalda yumurtadan çıkan deniz kaplumbağası yavruları denizin parıltısı yerine kıyıdaki ışıklara yönelip yolunu şaşırabilir. Göçmen kuşlar parlak binalara çarpabilir. Gece yanan güçlü ışıklar insanların uykusunu da bozar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Uygun aydınlatma`, definition: msg`Işığın ihtiyaç olan yere, yeterli miktarda ve gözü kamaştırmadan ulaşması.` },
      { term: msg`Işık kirliliği`, definition: msg`Gereğinden fazla, yanlış yöne ya da yanlış zamanda kullanılan yapay ışığın yol açtığı sorun.` },
      { term: msg`Akkor ampul`, definition: msg`İçindeki ince tel ısınıp parlayarak ışık veren eski tip ampul.` },
      { term: msg`LED lamba`, definition: msg`Az elektrikle çok ışık veren, uzun ömürlü yeni tip lamba.` },
    ],
  },
  procedure: {
    goal: msg`Şapkalı ve şapkasız bir lamba modeliyle ışığın nereye gittiğini karşılaştırmak, uygun aydınlatmanın ve ışık kirliliğinin ne olduğunu gözlemlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pilli el feneri (geniş ışıklı)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Alüminyum folyo (30 cm × 30 cm)`, quantity: msg`Her gruba 1 parça` },
      { name: msg`Bant`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Üzerine küçük yıldızlar çizilmiş bir A4 kâğıdı (“gökyüzü”)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Üzerine küçük harflerle bir cümle yazılmış bir A4 kâğıdı (“yol”)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Feneri dik tutmak için boş bir kutu ya da kalın kitap yığını`, quantity: msg`Her gruba 1 takım` },
    ],
    safety: [
      msg`Yalnızca pilli el feneri kullan; mum, kibrit ya da prize takılan lamba kullanılmaz.`,
      msg`Feneri kimsenin gözüne tutma, ışığına doğrudan bakma.`,
      msg`Folyonun kenarları keskin olabilir; katlayarak kullan.`,
      msg`Oda karanlıkken yerinden kalkma, yerdeki çantalara takılabilirsin.`,
    ],
    steps: [
      msg`“Yol” kâğıdını masaya koy. “Gökyüzü” kâğıdını masanın arkasındaki duvara, masadan yaklaşık yarım metre yukarıya bantla.`,
      msg`Feneri kitap yığınının üstüne, ışığı yol kâğıdına ve duvara doğru eğik bakacak biçimde koy. Odayı karartın ve feneri yak.`,
      msg`Yol kâğıdındaki cümleyi okuyabiliyor musun? Gökyüzü kâğıdı ne kadar aydınlanıyor? Duvarlar ve tavan aydınlanıyor mu? Gözlemlerini tabloya yaz.`,
      msg`Feneri söndür. Folyodan bir külah yapıp fenerin başına bantla; külah ışığı yalnızca aşağı, yol kâğıdına doğru yönlendirsin. Feneri yol kâğıdının üstüne, aşağı bakacak biçimde tut.`,
      msg`Feneri yeniden yak ve aynı soruları cevapla. İki durumu tabloda karşılaştır.`,
      msg`Grubunla konuşun: Şehirdeki sokak lambaları hangisine benzemeli? Evinizin bahçe ya da balkon ışığı için ne önerirsiniz?`,
    ],
    observations: [
      msg`Şapkasız fenerin ışığı nerelere gitti?`,
      msg`Folyo şapka takınca yol kâğıdı mı, gökyüzü kâğıdı mı daha çok aydınlandı?`,
      msg`Hangi durumda gökyüzündeki yıldızlar daha kolay “görünür” kalırdı?`,
    ],
    conclusion: msg`Şapkasız lambanın ışığı her yöne saçılır; yolun yanında gökyüzünü, duvarları ve tavanı da aydınlatır. Işığı aşağı yönlendiren bir şapka, ışığı ihtiyaç olan yere toplar: Yol daha iyi aydınlanır, gökyüzüne giden ışık azalır. Uygun aydınlatma elektrik tasarrufu sağlar, ışık kirliliğini azaltır ve gökyüzünü de canlıları da korur.`,
  },
  questions: [
    {
      id: 'newest',
      prompt: msg`Aşağıdaki aydınlatma araçlarından hangisi en yenisidir?`,
      options: [msg`Gaz lambası`, msg`Mum`, msg`LED lamba`, msg`Yağ kandili`],
      correctIndex: 2,
      explanation: msg`Sıralama yağ kandili, mum, gaz lambası, akkor ampul ve en son LED lambadır. LED lamba az elektrikle çok ışık verir.`,
      hints: [msg`Hangisi elektrikle çalışıyor?`, msg`Etkinlikteki sıralamanın en sonunda ne vardı?`],
    },
    {
      id: 'unshielded',
      prompt: msg`Deneyde şapkasız fenerin ışığı nereye gitti?`,
      options: [msg`Yalnızca masadaki yol kâğıdına`, msg`Yol kâğıdının yanında gökyüzü kâğıdına, duvarlara ve tavana da`, msg`Hiçbir yere gitmedi`],
      correctIndex: 1,
      explanation: msg`Işık kaynaktan her yöne yayılır. Şapkası olmayan fener yolu aydınlatırken ışığının bir bölümünü de gökyüzüne, duvarlara ve tavana gönderdi.`,
      hints: [msg`Işık bir kaynaktan kaç yöne yayılır?`, msg`Şapkasız fener yanarken tavana baktığında ne gördün?`],
    },
    {
      id: 'pollution-meaning',
      prompt: msg`Işık kirliliği nedir?`,
      options: [
        msg`Gereğinden fazla, yanlış yöne ya da yanlış zamanda kullanılan yapay ışığın yol açtığı sorun`,
        msg`Lambaların üzerinin tozlanması`,
        msg`Güneş ışığının yazın çok parlak olması`,
      ],
      correctIndex: 0,
      explanation: msg`Işık kirliliği yapay ışığın yanlış kullanılmasından doğar. Gökyüzüne giden, gözü kamaştıran ya da gereksiz yere yanan ışıklar bu soruna yol açar.`,
      hints: [msg`Güneş doğal bir ışık kaynağıdır. Işık kirliliğine hangi ışık yol açar?`, msg`Deneyde gökyüzü kâğıdına giden ışık işe yarıyor muydu?`],
    },
    {
      id: 'harm',
      prompt: msg`Aşağıdakilerden hangisi ışık kirliliğinin bir zararıdır?`,
      options: [
        msg`Bitkilerin daha hızlı büyümesi`,
        msg`Yağmurların artması`,
        msg`Elektriğin ucuzlaması`,
        msg`Yıldızların görülememesi ve bazı hayvanların yolunu şaşırması`,
      ],
      correctIndex: 3,
      explanation: msg`Gökyüzüne giden yapay ışık yıldızları görmemizi engeller. Deniz kaplumbağası yavruları ve göçmen kuşlar gibi bazı hayvanlar da ışıklar yüzünden yolunu şaşırır.`,
      hints: [msg`Şehirde mi, köyde mi daha çok yıldız görürsün?`, msg`Gece yolunu ışığa bakarak bulan hayvanlar düşün.`],
    },
    {
      id: 'study-light',
      prompt: msg`Ders çalışırken uygun aydınlatma nasıl olmalıdır?`,
      options: [msg`Oda tamamen karanlık olmalıdır.`, msg`Işık masaya yeterince düşmeli, gözü kamaştırmamalıdır.`, msg`Lamba doğrudan gözümüze bakmalıdır.`],
      correctIndex: 1,
      explanation: msg`Işık ihtiyaç olan yere, yani masaya ve deftere yeterince düşmelidir. Gözümüze gelen ışık gözü kamaştırır ve yorar.`,
      hints: [msg`Işığa ihtiyaç olan yer neresi: gözün mü, defterin mi?`, msg`Karanlıkta okumak gözlerine ne yapar?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Meşaleden LED’e`,
    instructions: msg`Aydınlatma araçlarını en eskiden en yeniye doğru sırala.`,
    stepsInOrder: [
      msg`Ateş ve meşale`,
      msg`Yağla yanan kandil`,
      msg`Mum`,
      msg`Gaz yağıyla yanan gaz lambası`,
      msg`Elektrikle çalışan akkor ampul`,
      msg`Floresan lamba ve tasarruflu ampul`,
      msg`LED lamba`,
    ],
  },
  worksheet: {
    title: msg`Sokak Lambası Modeli Çalışma Sayfası`,
    instructions: msg`İki durumdaki gözlemlerini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Folyo şapka ışığın yolunu nasıl değiştirdi?`, lines: 2 },
      { prompt: msg`Işık kirliliği hangi canlılara, nasıl zarar verir? İki örnek yaz.`, lines: 3 },
      { prompt: msg`Evinde ve mahallende ışık kirliliğini azaltmak için üç öneri yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Şapkasız ve şapkalı fener`,
      columns: [msg`Durum`, msg`Yol kâğıdındaki yazı okunuyor mu?`, msg`Gökyüzü kâğıdı aydınlanıyor mu?`, msg`Duvarlar ve tavan aydınlanıyor mu?`],
      rows: 2,
    },
  },
  story: {
    title: msg`Fındık ve Yolunu Şaşıran Kaplumbağa`,
    paragraphs: [
      msg`Sincap Fındık yaz tatilinde deniz kenarındaki kuzenlerini ziyarete gitti. Gece kumsalda yürürken küçücük bir deniz kaplumbağası yavrusunun denize değil, kıyıdaki parlak otele doğru yürüdüğünü gördü.`,
      msg`Fındık yavruyu dikkatle izledi ama ona dokunmadı. Kumsal görevlisi Martı Abla hemen geldi. “Yavrular denizin üstündeki ay ışığına doğru gider,” dedi. “Ama otelin ışıkları ondan parlak olunca yollarını şaşırıyorlar.” Martı Abla yavruyu özel eldiveniyle denize doğru yönlendirdi.`,
      msg`Ertesi gün Fındık, otelin sahibine bir mektup yazdı: “Lütfen kumsala bakan lambalarınıza şapka takın, gece yarısından sonra gereksiz ışıkları kapatın.” Mektubuna bir de folyo şapkalı fener resmi çizdi.`,
      msg`Bir hafta sonra otelin lambaları yalnızca yolu aydınlatıyordu. O gece Fındık kumsalda oturup gökyüzüne baktı. Daha önce hiç görmediği kadar çok yıldız vardı. Kaplumbağa yavruları da dosdoğru denize yürüyordu.`,
    ],
    lesson: msg`Işığı ihtiyaç olan yere, gerektiği kadar ve doğru yöne kullanmalıyız. Uygun aydınlatma hem elektrik tasarrufu sağlar hem de gökyüzünü ve canlıları korur.`,
  },
};
