import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Birkaç gün unutulan bir ekmeğin üstünde yeşil, gri ya da siyah tüylü lekeler belirir. Bu lekeler kir değil, canlıdır: ekmeğin üzerinde çoğalan küf mantarı. Peki küf hangi canlı grubundadır?`,
    sections: [
      {
        heading: msg`Canlıları neden sınıflandırırız?`,
        paragraphs: [
          msg`Dünya’da milyonlarca canlı türü vardır. Bilim insanları onları tek tek incelemek yerine benzer özellikteki canlıları aynı grupta toplar. Buna sınıflandırma denir.`,
          msg`Canlılar başlıca dört grupta incelenir: mikroskobik canlılar, mantarlar, bitkiler ve hayvanlar. Bitkiler kendi içinde çiçekli ve çiçeksiz bitkiler, hayvanlar da omurgalı ve omurgasız hayvanlar olarak ayrılır.`,
        ],
      },
      {
        heading: msg`Mikroskobik canlılar`,
        paragraphs: [
          msg`Gözle görülemeyecek kadar küçük olan, ancak mikroskopla görülebilen canlılara mikroskobik canlılar denir. Bakteriler, amip, öglena ve paramesyum (terliksi hayvan) bunlara örnektir.`,
          msg`Bazıları yararlıdır: sütü yoğurda ve peynire dönüştürür, ölü bitki ve hayvan kalıntılarını çürüterek toprağı verimli yapar. Bazıları ise besinleri bozar ya da hastalığa yol açar. Hastalık yapan mikroskobik canlılara mikrop denir.`,
        ],
      },
      {
        heading: msg`Mantarlar bitki değildir`,
        paragraphs: [
          msg`Mantarlar bitkilere benzese de bitki değildir. Yeşil renkleri yoktur, fotosentez yapamaz, yani kendi besinlerini üretemezler. Besinlerini üzerinde yaşadıkları ekmek, meyve ya da toprak gibi ortamlardan hazır alırlar.`,
          msg`Küf mantarı, maya mantarı ve şapkalı mantar bu grubun üyeleridir. Küf, havada uçuşan gözle görülmeyen sporlarla çoğalır. Spor nemli ve ılık bir besine düşünce ince iplikler hâlinde büyür ve renkli spor kümeleri oluşturur.`,
          msg`Maya mantarı hamuru kabartır. Bir küf türünden elde edilen penisilin, bakterilerin yol açtığı hastalıkları tedavi eden ilk antibiyotiklerdendir. Alexander Fleming bu keşfi 1928’de yaptı. Ama bazı şapkalı mantarlar zehirlidir ve küflü besinler yenmez.`,
        ],
      },
      {
        heading: msg`Bitkiler ve hayvanlar`,
        paragraphs: [
          msg`Bitkiler ışık yardımıyla kendi besinlerini üretir. Çiçekli bitkiler (ayçiçeği, elma ağacı) çiçek ve tohumla çoğalır; çiçeksiz bitkiler (eğrelti otu, kara yosunu) çiçek açmaz.`,
          msg`Hayvanlar besinlerini hazır alır. İskeletinde omurga bulunan hayvanlara omurgalı (balık, kurbağa, kuş, yunus), bulunmayanlara omurgasız (salyangoz, kelebek, solucan) hayvan denir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Sınıflandırma`, definition: msg`Canlıları benzer özelliklerine göre gruplara ayırma.` },
      { term: msg`Mikroskobik canlı`, definition: msg`Ancak mikroskopla görülebilen küçük canlı; örneğin bakteri.` },
      { term: msg`Mantar`, definition: msg`Kendi besinini üretemeyen, besinini yaşadığı ortamdan hazır alan canlı; örneğin küf.` },
      { term: msg`Spor`, definition: msg`Mantarların çoğalmasını sağlayan, havada taşınabilen çok küçük yapı.` },
      { term: msg`Mikrop`, definition: msg`Hastalığa yol açan mikroskobik canlı.` },
      { term: msg`Büyüteç`, definition: msg`Küçük ayrıntıları büyük gösteren mercekli araç.` },
    ],
  },
  procedure: {
    goal: msg`Küf mantarının hangi koşullarda daha hızlı çoğaldığını kapalı torbalarda gözlemek ve küfü büyüteçle incelemek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Katkısız fırın ekmeği dilimi`, quantity: msg`3 dilim` },
      { name: msg`Kilitli (fermuarlı) şeffaf buzdolabı poşeti`, quantity: msg`3 tane` },
      { name: msg`Geniş şeffaf bant`, quantity: msg`1 rulo` },
      { name: msg`Damlalık ve su`, quantity: msg`1 tane` },
      { name: msg`Büyüteç`, quantity: msg`her gruba 1 tane` },
      { name: msg`Etiket ve kalem`, quantity: msg`3 etiket` },
    ],
    safety: [
      msg`Torbaları bir kez kapattıktan sonra deney boyunca ve deney bitince asla açma. Küf sporları solunursa alerjiye ve astım krizine yol açabilir.`,
      msg`Astımı ya da küf alerjisi olan arkadaşlar torbaları ellemesin; gözlemi uzaktan yapsın.`,
      msg`Küflü ekmeği koklama, tatma; küflü bir besini asla yeme.`,
      msg`Deney bitince öğretmenin torbaları açmadan, bir poşete daha koyup ağzını bağlayarak çöpe atsın.`,
      msg`Torbalara dokunduktan sonra ellerini sabunla yıka.`,
    ],
    steps: [
      msg`Üç dilimi de aynı ekmekten kes. Torbalara koymadan önce dilimleri 15 dakika açık havada beklet; havadaki sporlar her dilime eşit biçimde konabilsin.`,
      msg`Torbaları A, B ve C diye etiketle. Her torbaya bir ekmek dilimi koy.`,
      msg`A torbasındaki ekmeğe su damlatma. B ve C torbalarındaki ekmeklere damlalıkla 10’ar damla su damlat; ekmek nemlensin ama ıslanıp dağılmasın.`,
      msg`Torbaların ağzını kapat, üstünden bantla sıkıca yapıştır.`,
      msg`A ve B torbalarını sınıfta ılık, güneş almayan bir dolaba koy. C torbasını öğretmenin, yiyeceklerden ayrı bir rafa gelecek biçimde buzdolabına koysun.`,
      msg`Bir hafta boyunca her gün torbaları açmadan, şeffaf poşetin dışından büyüteçle incele. Lekelerin rengini ve ekmeğin ne kadarını kapladığını tabloya yaz.`,
    ],
    observations: [
      msg`Küf ilk hangi torbada ve kaçıncı günde göründü?`,
      msg`Büyüteçle bakınca küfün ince ipliklerini ve renkli noktalarını görebildin mi?`,
      msg`Buzdolabındaki ekmek ile dolaptaki nemli ekmek arasında ne fark var?`,
    ],
    conclusion: msg`Küf, havadaki sporlardan gelişen bir mantardır. En hızlı ılık ve nemli ekmekte çoğaldı; kuru ekmekte daha yavaş, soğuk buzdolabında ise çok daha yavaş gelişti. Küf yeşil değildir ve besinini ekmekten hazır alır; bu yüzden bitki değil, mantardır. Besinleri kuru ve serin saklamak bozulmalarını geciktirir.`,
  },
  questions: [
    {
      id: 'mould-group',
      prompt: msg`Ekmeğin üzerinde oluşan küf hangi canlı grubundadır?`,
      options: [msg`Bitkiler`, msg`Hayvanlar`, msg`Mantarlar`, msg`Cansız varlıklar`],
      correctIndex: 2,
      explanation: msg`Küf bir mantardır. Sporlarla çoğalır, büyür ve besinini ekmekten hazır alır.`,
      hints: [msg`Küf büyüyüp çoğalıyorsa cansız olabilir mi?`, msg`Küf yeşil değil ve kendi besinini üretemiyor. Bu özellik hangi grubu anlatıyordu?`],
    },
    {
      id: 'fastest-bag',
      prompt: msg`Deneydeki üç torbadan hangisinde küf en hızlı çoğalır?`,
      options: [msg`A: kuru ekmek, ılık dolap`, msg`B: nemli ekmek, ılık dolap`, msg`C: nemli ekmek, buzdolabı`],
      correctIndex: 1,
      explanation: msg`Küf mantarı nem ve ılık sıcaklık bulduğunda hızla çoğalır. Kuru ekmekte su az, buzdolabında ise sıcaklık düşük olduğu için küf yavaş gelişir.`,
      hints: [msg`Küfün çoğalması için hangi iki koşulun uygun olması gerekir?`, msg`Her torbayı nem ve sıcaklık bakımından ayrı ayrı düşün.`],
    },
    {
      id: 'not-a-plant',
      prompt: msg`Mantarlar neden bitkiler grubunda sınıflandırılmaz?`,
      options: [msg`Kendi besinlerini üretemezler, besinlerini hazır alırlar`, msg`Hiçbir zaman büyümezler`, msg`Hepsi gözle görülemeyecek kadar küçüktür`],
      correctIndex: 0,
      explanation: msg`Bitkiler ışık yardımıyla kendi besinini üretir. Mantarlar yeşil değildir ve fotosentez yapamaz; besinlerini yaşadıkları ortamdan hazır alırlar. Şapkalı mantar gibi gözle görülen mantarlar da vardır.`,
      hints: [msg`Bitkileri diğer canlılardan ayıran beslenme özelliğini düşün.`, msg`Ekmekteki küf, besinini nereden alıyordu?`],
    },
    {
      id: 'paramecium',
      prompt: msg`Paramesyuma şeklinden dolayı “terliksi hayvan” da denir. Paramesyum hangi gruptadır?`,
      options: [msg`Omurgasız hayvanlar`, msg`Mantarlar`, msg`Çiçeksiz bitkiler`, msg`Mikroskobik canlılar`],
      correctIndex: 3,
      explanation: msg`Paramesyum gözle görülemez, ancak mikroskopla görülür. Adında “hayvan” geçse de mikroskobik canlılar grubundadır.`,
      hints: [msg`Bir canlının adı, hangi grupta olduğunu her zaman söylemez.`, msg`Paramesyumu görmek için hangi araca ihtiyaç duyarız?`],
    },
    {
      id: 'sealed-bag',
      prompt: msg`Deneyde küflenen torbalar neden hiç açılmadan çöpe atılır?`,
      options: [
        msg`Küf torbadan kaçıp sınıfta yürüyebileceği için`,
        msg`Havaya karışan küf sporları solunursa alerjiye yol açabileceği için`,
        msg`Küflü ekmek başka bir deneyde kullanılacağı için`,
      ],
      correctIndex: 1,
      explanation: msg`Küf, çok küçük ve hafif sporlar üretir. Torba açılırsa sporlar havaya karışır; solunduğunda bazı kişilerde alerjiye ve astım krizine yol açabilir.`,
      hints: [msg`Küf nasıl çoğalıyordu? Çoğalmasını sağlayan yapılar nereye kolayca taşınır?`, msg`Deneyin güvenlik kurallarını yeniden oku.`],
    },
    {
      id: 'useful-microbe',
      prompt: msg`Aşağıdakilerden hangisi mikroskobik canlıların yararına bir örnektir?`,
      options: [msg`Sütün yoğurda dönüşmesi`, msg`Dişlerin çürümesi`, msg`Yemeklerin bozulması`],
      correctIndex: 0,
      explanation: msg`Yoğurt, sütteki yararlı bakterilerin çalışmasıyla oluşur. Diş çürümesi ve yemeklerin bozulması ise zararlı mikroskobik canlıların yol açtığı durumlardır.`,
      hints: [msg`Mikroskobik canlıların hem yararlı hem zararlı olanları vardır.`, msg`Hangisi sofralarımıza gelen bir besinin yapılmasıyla ilgili?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Canlıları dört gruba ayır`,
    instructions: msg`Her canlıyı ait olduğu gruba taşı. Gözle görülüyor mu, kendi besinini üretiyor mu, besinini hazır mı alıyor? Bunları düşün.`,
    categories: [
      { id: 'microscopic', label: msg`Mikroskobik canlılar` },
      { id: 'fungi', label: msg`Mantarlar` },
      { id: 'plants', label: msg`Bitkiler` },
      { id: 'animals', label: msg`Hayvanlar` },
    ],
    items: [
      {
        id: 'bacteria',
        label: msg`Yoğurt bakterisi`,
        emoji: '🦠',
        categoryId: 'microscopic',
        explanation: msg`Bakteriler ancak mikroskopla görülür; sütü yoğurda dönüştürür.`,
      },
      {
        id: 'paramecium',
        label: msg`Paramesyum`,
        emoji: '🔬',
        categoryId: 'microscopic',
        explanation: msg`Adı “terliksi hayvan” olsa da mikroskopla görülen bir canlıdır.`,
      },
      { id: 'bread-mould', label: msg`Ekmek küfü`, emoji: '🍞', categoryId: 'fungi', explanation: msg`Küf sporlarla çoğalır ve besinini ekmekten hazır alır.` },
      {
        id: 'mushroom',
        label: msg`Şapkalı mantar`,
        emoji: '🍄',
        categoryId: 'fungi',
        explanation: msg`Yeşil değildir, fotosentez yapmaz; besinini çürüyen yapraklardan ve topraktan hazır alır.`,
      },
      { id: 'yeast', label: msg`Maya mantarı`, emoji: '🥖', categoryId: 'fungi', explanation: msg`Hamuru kabartan maya da bir mantardır.` },
      { id: 'sunflower', label: msg`Ayçiçeği`, emoji: '🌻', categoryId: 'plants', explanation: msg`Kendi besinini üreten çiçekli bir bitkidir.` },
      {
        id: 'fern',
        label: msg`Eğrelti otu`,
        emoji: '🌿',
        categoryId: 'plants',
        explanation: msg`Çiçek açmayan ama kendi besinini üreten çiçeksiz bir bitkidir.`,
      },
      { id: 'snail', label: msg`Salyangoz`, emoji: '🐌', categoryId: 'animals', explanation: msg`Omurgası olmayan, besinini hazır alan bir hayvandır.` },
      { id: 'dolphin', label: msg`Yunus`, emoji: '🐬', categoryId: 'animals', explanation: msg`Denizde yaşayan, omurgalı ve memeli bir hayvandır.` },
    ],
  },
  worksheet: {
    title: msg`Küf Gözlem Sayfası`,
    instructions: msg`Torbaları hiç açmadan, her gün büyüteçle incele. Gördüklerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Küf en hızlı hangi torbada çoğaldı? Bunu hangi koşullara bağlıyorsun?`, lines: 3 },
      { prompt: msg`Küfün bitki değil mantar olduğunu gösteren iki kanıt yaz.`, lines: 3 },
      { prompt: msg`Evde ekmeğin küflenmesini geciktirmek için neler yapabilirsin?`, lines: 2 },
      { prompt: msg`Mikroskobik canlılar, mantarlar, bitkiler ve hayvanlar gruplarına ikişer örnek yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Ekmek dilimlerimdeki değişim (küf var mı, rengi ne, ekmeğin ne kadarını kapladı?)`,
      columns: [msg`Gün`, msg`A: kuru, ılık`, msg`B: nemli, ılık`, msg`C: nemli, soğuk`],
      rows: 7,
    },
  },
  story: {
    title: msg`Fındık’ın Gizli Kileri`,
    paragraphs: [
      msg`Sincap Fındık, yağmurlu bir haftanın sonunda ağaç kovuğundaki kilerini açtı. Sakladığı ekmek kırıntılarının üstünü yeşil, tüylü lekeler kaplamıştı.`,
      msg`“Ekmeğim yosun tutmuş!” diye bağırdı. Baykuş Nine büyüteciyle yaklaştı ama ekmeğe dokunmadı. “Bu yosun değil yavrum, küf mantarı. Bak, yeşil değil, ince ince iplikleri var. Kendi besinini yapamıyor, ekmeğini yiyor.”`,
      msg`“Peki buraya nasıl geldi?” diye sordu Fındık. “Havada gözle göremeyeceğin kadar küçük sporlar uçuşur,” dedi Baykuş Nine. “Kovuğun ıslak ve ılık olunca sporlar ekmeğine konup çoğaldı. Sakın koklama, sporları solumak seni hasta edebilir.”`,
      msg`Fındık küflü ekmeği bir yaprağa sarıp uzağa gömdü. Sonra kilerini kuruttu ve yiyeceklerini serin, kuru bir köşeye taşıdı.`,
      msg`Ertesi hafta ekmeği bozulmadan duruyordu. Fındık gülümsedi: “Küf küçük ama kurnaz bir canlı. Ona nem ve sıcaklık vermezsem kilerime misafir olamaz!”`,
    ],
    lesson: msg`Küf, sporlarla çoğalan ve besinini hazır alan bir mantardır. Nemli ve ılık ortamda hızla çoğalır; besinleri kuru ve serin saklamak küflenmeyi geciktirir.`,
  },
};
