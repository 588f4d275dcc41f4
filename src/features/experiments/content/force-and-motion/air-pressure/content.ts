import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Havayı göremeyiz ama onun da ağırlığı vardır. Dünya’yı saran hava katmanı üzerimize ve çevremizdeki her şeye her yönden bastırır. Bu basınca alışkın olduğumuz için onu hissetmeyiz; ama birkaç basit deneyle gücünü görebiliriz.`,
    sections: [
      {
        heading: msg`Gaz basıncı`,
        paragraphs: [
          msg`Gaz tanecikleri sürekli ve her yöne hareket eder, bulundukları kabın çeperlerine çarparlar. Bu çarpmalar kabın her yerine bir kuvvet uygular; birim yüzeye düşen bu kuvvete gaz basıncı denir. Bu yüzden bir balon her yönde şişer.`,
          msg`Kapalı bir kaptaki gaz sıkıştırılırsa tanecikler daha sık çarpar ve basınç artar. Gaz ısıtılırsa tanecikler hızlanır, basınç yine artar; soğutulursa basınç azalır. Gazlar kolayca sıkıştırılabilir, sıvılar ise neredeyse sıkıştırılamaz.`,
        ],
      },
      {
        heading: msg`Açık hava basıncı`,
        paragraphs: [
          msg`Atmosferdeki havanın yeryüzüne ve üzerindeki her şeye uyguladığı basınca açık hava basıncı (atmosfer basıncı) denir. İtalyan bilim insanı Torricelli, deniz seviyesinde açık hava basıncının 76 cm yüksekliğindeki bir cıva sütununun basıncına eşit olduğunu göstermiştir.`,
          msg`Yükseklere çıkıldıkça üstümüzde kalan hava katmanı incelir ve seyrekleşir; açık hava basıncı azalır. Bu yüzden yüksek dağlarda su 100 °C’den daha düşük sıcaklıkta kaynar, uçak yükselirken kulaklarımız tıkanır.`,
          msg`Pipetle içecek içerken ağzımızdaki havayı çekeriz; pipetin içindeki basınç azalır ve bardaktaki sıvıyı açık hava basıncı yukarı iter. Vantuzun altındaki hava çıkarılınca dışarıdaki açık hava basıncı vantuzu yüzeye bastırır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Gaz basıncı`, definition: msg`Gaz taneciklerinin kabın çeperlerine çarparak birim yüzeye uyguladığı kuvvet.` },
      { term: msg`Açık hava basıncı`, definition: msg`Atmosferdeki havanın yeryüzüne ve her şeye uyguladığı basınç.` },
      { term: msg`Sıkıştırılabilirlik`, definition: msg`Bir maddenin basınç altında hacminin küçülebilmesi; gazlarda çok, sıvılarda çok az.` },
      { term: msg`Vantuz`, definition: msg`Altındaki hava çıkarılınca açık hava basıncıyla yüzeye yapışan lastik kap.` },
      { term: msg`Pascal (Pa)`, definition: msg`Basıncın birimi; 1 m² yüzeye dik etki eden 1 N’luk kuvvetin basıncı.` },
    ],
  },
  procedure: {
    goal: msg`Basit deneylerle açık hava basıncının varlığını göstermek ve kapalı kaptaki gazın basıncının sıkıştırma ve soğutmayla nasıl değiştiğini gözlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Plastik bardak ve bardağın ağzından büyük, düz bir karton kart`, quantity: msg`her gruba 1’er tane` },
      { name: msg`Şeffaf pipet`, quantity: msg`her gruba 2 tane` },
      { name: msg`İğnesiz plastik şırınga (20 mL ya da daha büyük)`, quantity: msg`her gruba 1 tane` },
      { name: msg`İnce cidarlı, kapaklı boş pet şişe (0,5 L)`, quantity: msg`her gruba 1 tane` },
      { name: msg`Musluktan akan ılık su ve buzlu su dolu bir leğen`, quantity: msg`1’er tane` },
      { name: msg`Su, leğen ya da geniş kap, kâğıt havlu`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Kaynar su ya da ocak kullanma. Şişeyi yalnızca musluktan akan ılık suyla doldur; ılık suyu öğretmen ayarlasın.`,
      msg`Şırınganın iğnesi olmamalıdır. Şırıngayı kimsenin yüzüne ve gözüne doğrultma; suyu yalnızca leğene fışkırt.`,
      msg`Kart–bardak deneyini leğenin üstünde yap; dökülen suyu hemen sil, ıslak zemin kaydırır.`,
      msg`Pipetleri paylaşma ve pipetteki suyu içme; her öğrenci kendi pipetini kullansın.`,
    ],
    steps: [
      msg`Kart ve bardak: Bardağı ağzına kadar suyla doldur, kartı ağzına kapat. Kartı avucunla tutarak bardağı leğenin üstünde ters çevir ve elini yavaşça çek. Ne olduğunu gözle.`,
      msg`Pipet: Pipeti suya daldır, üst ucunu işaret parmağınla sıkıca kapat ve pipeti sudan çıkar. Sonra parmağını kaldır. Her iki durumda pipetteki suya ne olduğunu yaz.`,
      msg`Şırınga ve hava: Şırınganın pistonunu sonuna kadar çekip içini havayla doldur. Ucunu parmağınla kapat ve pistonu itmeye çalış. Pistonun ne kadar ilerlediğini ve bırakınca ne olduğunu yaz.`,
      msg`Şırınga ve su: Şırıngayı suyla doldur, ucunu kapat ve pistonu yine itmeye çalış. Havayla yaptığın denemeyle karşılaştır.`,
      msg`Ezilen şişe: Pet şişeyi yarısına kadar ılık musluk suyuyla doldur, kapağını kapatıp çalkala ve suyu dök. Kapağı hemen sıkıca kapat ve şişeyi buzlu su dolu leğene batır.`,
      msg`Şişenin şeklindeki değişikliği gözle. Kapağı açınca ne olduğunu dinle ve gözle.`,
    ],
    observations: [
      msg`Bardak ters çevrildiğinde kart düştü mü? Kartı ne tuttu?`,
      msg`Pipetin üstü kapalıyken su neden akmadı?`,
      msg`Havayla dolu şırıngayı mı, suyla dolu şırıngayı mı daha çok sıkıştırabildin?`,
      msg`Soğuk suya batırılan şişeye ne oldu? Kapağı açınca ne duydun?`,
    ],
    conclusion: msg`Açık hava basıncı her yönden etki eder: ters bardaktaki kartı ve pipetteki suyu aşağıdan yukarı iterek tutar. Kapalı şırıngadaki hava sıkıştırılınca basıncı artar ve pistonu geri iter; su ise neredeyse sıkıştırılamaz. Soğutulan şişedeki havanın basıncı azalır, dışarıdaki açık hava basıncı daha büyük kaldığı için şişeyi ezer; kapak açılınca hava içeri dolar.`,
  },
  questions: [
    {
      id: 'card',
      prompt: msg`Su dolu bardağın ağzına konan kart, bardak ters çevrildiğinde neden düşmez?`,
      options: [
        msg`Su kartı yapıştırır.`,
        msg`Açık hava basıncı kartı alttan yukarı doğru iter.`,
        msg`Kartın ağırlığı yoktur.`,
        msg`Bardağın içindeki hava kartı aşağı iter.`,
      ],
      correctIndex: 1,
      explanation: msg`Hava her yönden basınç uygular. Karta alttan etki eden açık hava basıncının oluşturduğu kuvvet, suyun ağırlığından çok daha büyüktür; bu yüzden kart yerinde kalır.`,
      hints: [msg`Kartın altında ne var?`, msg`Hava yalnızca yukarıdan aşağı mı bastırır?`],
    },
    {
      id: 'syringe-water',
      prompt: msg`Ucu kapatılmış iki şırıngadan biri hava, öbürü su dolu. Su dolu şırınganın pistonu neden neredeyse hiç itilemez?`,
      options: [
        msg`Su havadan daha hafiftir.`,
        msg`Suyun tanecikleri arasında hiç hareket yoktur.`,
        msg`Sıvıların tanecikleri birbirine çok yakındır; sıvılar neredeyse sıkıştırılamaz.`,
      ],
      correctIndex: 2,
      explanation: msg`Gaz tanecikleri arasında geniş boşluklar vardır; bu yüzden hava sıkışır. Sıvıların tanecikleri birbirine çok yakındır ve sıvılar neredeyse sıkıştırılamaz.`,
      hints: [msg`Gazlarda ve sıvılarda tanecikler arasındaki boşlukları karşılaştır.`, msg`Sıkıştırmak, taneciklerin arasındaki boşluğu azaltmak demektir.`],
    },
    {
      id: 'bottle',
      prompt: msg`Ilık havayla kapatılıp buzlu suya batırılan pet şişe neden ezilir?`,
      options: [
        msg`Soğuyan havanın basıncı azalır; dışarıdaki açık hava basıncı daha büyük kalır.`,
        msg`Buzlu su şişeyi eritir.`,
        msg`Şişenin içindeki hava soğuyunca basıncı artar.`,
      ],
      correctIndex: 0,
      explanation: msg`Gaz soğuyunca tanecikleri yavaşlar ve çeperlere daha az kuvvetle çarpar; içerideki basınç düşer. Dışarıdaki açık hava basıncı içeridekinden büyük olduğu için şişeyi içe doğru ezer.`,
      hints: [msg`Gaz soğuyunca tanecikleri hızlanır mı, yavaşlar mı?`, msg`Şişenin içindeki ve dışındaki basıncı karşılaştır.`],
    },
    {
      id: 'mountain',
      prompt: msg`Bir dağcı deniz kıyısından yüksek bir dağın zirvesine tırmanıyor. Yukarı çıktıkça açık hava basıncı nasıl değişir?`,
      options: [msg`Artar`, msg`Değişmez`, msg`Önce artar sonra azalır`, msg`Azalır`],
      correctIndex: 3,
      explanation: msg`Yükseldikçe dağcının üstünde kalan hava katmanı incelir ve hava seyrekleşir; bu yüzden açık hava basıncı azalır. Zirvede su 100 °C’nin altında kaynar.`,
      hints: [msg`Açık hava basıncı, üstümüzdeki havanın ağırlığından kaynaklanır.`, msg`Yükseklere çıktıkça üstümüzde daha çok mu, daha az mı hava kalır?`],
    },
    {
      id: 'straw',
      prompt: msg`Pipetle meyve suyu içerken sıvıyı ağzımıza doğru yükselten nedir?`,
      options: [
        msg`Ağzımızın sıvıyı çeken bir kuvvet uygulaması`,
        msg`Pipetin içindeki basınç azalınca açık hava basıncının sıvıyı yukarı itmesi`,
        msg`Meyve suyunun kendiliğinden yükselmesi`,
      ],
      correctIndex: 1,
      explanation: msg`Ağzımızdaki havayı çekince pipetin içindeki hava basıncı azalır. Bardaktaki sıvının yüzeyine etki eden açık hava basıncı daha büyük olduğu için sıvıyı pipette yukarı iter.`,
      hints: [msg`Pipetin üstünü parmağınla kapattığında su neden akmamıştı?`, msg`Bardaktaki sıvının yüzeyine ne bastırıyor?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Gaz basıncı artar mı, azalır mı?`,
    instructions: msg`Her duruma dokun, sonra sözü edilen gaz basıncının ne olduğunu gösteren kutuya dokun. İstersen durumu sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'up', label: msg`Basınç artar` },
      { id: 'down', label: msg`Basınç azalır` },
    ],
    items: [
      {
        id: 'pump',
        label: msg`Bisiklet lastiğine pompayla hava basmak (lastiğin içi)`,
        emoji: '🚲',
        categoryId: 'up',
        explanation: msg`Lastiğe daha çok gaz taneciği girer; çarpmalar artar.`,
      },
      {
        id: 'syringe',
        label: msg`Ucu kapalı şırıngada pistonu itmek (şırınganın içi)`,
        emoji: '🧪',
        categoryId: 'up',
        explanation: msg`Aynı gaz daha küçük hacme sıkışır.`,
      },
      {
        id: 'sun-bottle',
        label: msg`Güneşte bırakılan kapalı boş şişe (şişenin içi)`,
        emoji: '🧴',
        categoryId: 'up',
        explanation: msg`Isınan gazın tanecikleri hızlanır, basınç artar.`,
      },
      {
        id: 'pressure-cooker',
        label: msg`Ocakta ısınan düdüklü tencere (tencerenin içi)`,
        emoji: '🍲',
        categoryId: 'up',
        explanation: msg`Kapalı kapta ısınan buhar ve havanın basıncı artar.`,
      },
      {
        id: 'mountain',
        label: msg`Dağa tırmanırken açık hava basıncı`,
        emoji: '🏔️',
        categoryId: 'down',
        explanation: msg`Yükseldikçe üstümüzdeki hava katmanı incelir.`,
      },
      {
        id: 'fridge-bottle',
        label: msg`Buzdolabına konan kapalı boş şişe (şişenin içi)`,
        emoji: '🧊',
        categoryId: 'down',
        explanation: msg`Soğuyan gazın tanecikleri yavaşlar, basınç azalır.`,
      },
      {
        id: 'balloon-leak',
        label: msg`Ağzı açılan balonun havasının boşalması (balonun içi)`,
        emoji: '🎈',
        categoryId: 'down',
        explanation: msg`Gaz tanecikleri dışarı çıktıkça basınç azalır.`,
      },
      {
        id: 'airplane',
        label: msg`Yükselen uçağın dışındaki açık hava basıncı`,
        emoji: '✈️',
        categoryId: 'down',
        explanation: msg`Uçak yükseldikçe dışarıdaki hava seyrekleşir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Açık Hava Basıncı Çalışma Sayfası`,
    instructions: msg`Her deneyin sonucunu tabloya yaz ve açıklamasını gaz basıncı ya da açık hava basıncıyla yap. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Ters bardak deneyinde karta etki eden kuvvetleri okla çiz ve açıkla.`, lines: 4 },
      { prompt: msg`Havayla ve suyla dolu şırıngaları karşılaştır. Sonucu taneciklerin arasındaki boşluklarla açıkla.`, lines: 3 },
      { prompt: msg`Açık hava basıncından yararlanılan üç araç ya da durum yaz.`, lines: 3 },
      { prompt: msg`Uçak yükselirken kulaklarımızın tıkanmasını açık hava basıncıyla açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Basınç deneyleri`,
      columns: [msg`Deney`, msg`Ne gözledim?`, msg`Açıklama`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Sihirli Bardağı`,
    paragraphs: [
      msg`Orman şenliğinde Fındık bir gösteri yapacağını söyledi. Ağzına kadar dolu bir bardak suyun üstüne bir yaprak koydu ve bardağı ters çevirdi. Herkes ıslanmamak için geri kaçtı ama su dökülmedi!`,
      msg`“Sihir mi bu?” diye bağırdı Tavşan Pıtırcık. Fındık güldü: “Hayır, hava! Etrafımızdaki hava her yönden bastırıyor. Yaprağı da alttan yukarı itiyor.”`,
      msg`Kirpi Diken inanmadı. Fındık bu kez ılık suyla çalkalanmış bir şişeyi kapattı ve dere suyuna daldırdı. Şişe çıtır çıtır sesler çıkararak içe doğru çöktü. “İçerideki hava soğuyunca basıncı azaldı,” dedi Fındık. “Dışarıdaki hava kazandı.”`,
      msg`Baykuş Nine gururla başını salladı: “Dağın tepesine çıktığımızda havanın bastırması azalır. O yüzden orada nefes almak zordur, çay da daha düşük sıcaklıkta kaynar.”`,
    ],
    lesson: msg`Hava ve bütün gazlar bulundukları yere her yönden basınç uygular. Kapalı kaptaki gazın basıncı sıkıştırınca ve ısıtınca artar, soğutunca azalır; açık hava basıncı da yükseklere çıktıkça azalır.`,
  },
};
