import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bahçede durup çevrene baktığında yer dümdüz görünür. Oysa Dünya’mız kocamandır ve biz onun çok küçük bir parçasını görürüz. Uzaydan bakan astronotlar Dünya’yı mavi bir top gibi görür.`,
    sections: [
      {
        heading: msg`Dünya’nın şekli küreye benzer`,
        paragraphs: [
          msg`Top, portakal ve misket küre şeklindedir. Dünya’nın şekli de küreye benzer.`,
          msg`Eskiden bazı insanlar Dünya’yı düz bir tepsiye benzetiyordu. Bugün uzaydan çekilen fotoğraflar Dünya’nın küreye benzediğini açıkça gösteriyor. Hep aynı yöne uçan bir uçağın sonunda yola çıktığı yere geri dönmesi de bunu gösterir.`,
        ],
      },
      {
        heading: msg`Dünya’nın yüzeyinde karalar ve sular var`,
        paragraphs: [
          msg`Dünya’nın yüzeyinde karalar ve sular bulunur. Dağlar, tepeler, ovalar ve üzerinde yaşadığımız yerler karaları oluşturur. Okyanuslar, denizler, göller ve akarsular da suları oluşturur. Dünya’yı bir elma kadar küçültseydik, üzerinde yürüdüğümüz kara katmanı elmanın kabuğu kadar ince kalırdı.`,
          msg`Sular, karalardan çok daha fazla yer kaplar. Dünya yüzeyinin yaklaşık dörtte üçü su, dörtte biri karadır. Bu yüzden Dünya uzaydan mavi görünür.`,
          msg`Suların çoğu okyanuslardaki ve denizlerdeki tuzlu sudur. İçebileceğimiz tatlı su çok azdır. Bu yüzden suyu boşa harcamamalıyız.`,
        ],
      },
      {
        heading: msg`Dünya’yı bir hava katmanı sarar`,
        paragraphs: [
          msg`Dünya’nın çevresini bir hava katmanı sarar. Havayı göremeyiz ama rüzgâr estiğinde hissederiz. Canlılar soluk alıp vermek için havaya ihtiyaç duyar.`,
        ],
      },
      {
        heading: msg`Model nedir?`,
        paragraphs: [
          msg`Çok büyük ya da çok küçük varlıkları incelemek için onların benzerini yaparız. Buna model denir.`,
          msg`Sınıftaki Dünya küresi, Dünya’nın küçültülmüş bir modelidir. Küre üzerinde karalar yeşil ve kahverengiyle, sular maviyle gösterilir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Küre`, definition: msg`Her yanı yuvarlak, top gibi olan şekil.` },
      { term: msg`Model`, definition: msg`Bir varlığın küçültülmüş ya da büyütülmüş benzeri.` },
      { term: msg`Kara`, definition: msg`Dünya yüzeyinde taş, kaya ve topraktan oluşan, üzerinde yaşadığımız bölümler.` },
      { term: msg`Su`, definition: msg`Dünya yüzeyindeki okyanuslar, denizler, göller ve akarsular.` },
      { term: msg`Hava katmanı`, definition: msg`Dünya’yı dıştan saran, göremediğimiz hava tabakası.` },
    ],
  },
  procedure: {
    goal: msg`Dünya’nın şeklini bir modelle göstermek ve Dünya yüzeyinde suların mı karaların mı daha çok yer kapladığını bir oyunla bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Mavi, yeşil ve kahverengi oyun hamuru`, quantity: msg`Her gruba birer paket` },
      { name: msg`Şişme, yumuşak Dünya topu (üzerinde kıtalar çizili plaj topu)`, quantity: msg`1 tane` },
      { name: msg`Dünya küresi`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`Herkese 1’er tane` },
    ],
    safety: [
      msg`Topu yalnızca alttan ve yavaşça at. Kimsenin yüzüne doğru atma.`,
      msg`Sert top kullanma; şişme ve yumuşak bir top seç.`,
      msg`Oyun hamurunu ağzına götürme. Bazı oyun hamurlarında buğday unu vardır; buğday alerjin varsa öğretmenine söyle. İşin bitince ellerini yıka.`,
      msg`Oyunu sıraların ve masa köşelerinin uzağında, açık bir alanda oyna.`,
    ],
    steps: [
      msg`Dünya küresini incele. Mavi yerlerin suları, yeşil ve kahverengi yerlerin karaları gösterdiğini bul.`,
      msg`Mavi oyun hamurunu avuçlarının arasında yuvarlayarak bir top yap. Bu top, modelindeki suları gösterecek.`,
      msg`Yeşil ve kahverengi hamurdan ince, yassı parçalar kopar. Küreye bakarak bu parçaları topun üzerine kara parçaları gibi yapıştır. Mavi kısmın çoğunu açık bırak.`,
      msg`Tahmin et: Şişme Dünya topunu tuttuğunda sağ başparmağın daha çok karaya mı, suya mı değecek? Tahminini çalışma sayfana yaz.`,
      msg`Arkadaşlarınla bir halka olun. Topu birbirinize yavaşça atın. Topu tutan kişi, sağ başparmağının altında kara mı, su mu olduğunu söylesin.`,
      msg`Her atışta tabloya bir çentik at: kara çıktıysa kara sütununa, su çıktıysa su sütununa. Toplam 20 atış yapın.`,
      msg`Çentikleri say. Kaç kez su, kaç kez kara çıktığını karşılaştır. Sonucu tahmininle kıyasla.`,
    ],
    observations: [
      msg`Oyun hamurundan yaptığın model hangi şekle benziyor?`,
      msg`20 atışta başparmağın kaç kez suya, kaç kez karaya değdi?`,
      msg`Sonuç tahminine uydu mu?`,
    ],
    conclusion: msg`Dünya’nın şekli küreye benzer; bunu oyun hamurundan bir modelle gösterebiliriz. Top yakalama oyununda başparmak çoğu zaman suya değer, çünkü Dünya yüzeyinin yaklaşık dörtte üçü su, dörtte biri karadır. Atış sayısı arttıkça sonuç bu orana daha çok yaklaşır.`,
  },
  questions: [
    {
      id: 'earth-shape',
      prompt: msg`Dünya’nın şekli aşağıdakilerden hangisine benzer?`,
      options: [msg`Tepsiye`, msg`Topa`, msg`Kutuya`, msg`Üçgen bir bayrağa`],
      correctIndex: 1,
      explanation: msg`Dünya’nın şekli küreye, yani bir topa benzer. Uzaydan çekilen fotoğraflar bunu açıkça gösterir.`,
      hints: [msg`Astronotların uzaydan çektiği Dünya fotoğraflarını düşün.`, msg`Oyun hamurundan yaptığın modeli avuçlarında nasıl bir şekle getirdin?`],
    },
    {
      id: 'more-water',
      prompt: msg`Dünya’nın yüzeyinde hangisi daha çok yer kaplar?`,
      options: [msg`Sular`, msg`Karalar`, msg`İkisi eşit yer kaplar`],
      correctIndex: 0,
      explanation: msg`Dünya yüzeyinin yaklaşık dörtte üçü su, dörtte biri karadır. Bu yüzden sular daha çok yer kaplar ve Dünya uzaydan mavi görünür.`,
      hints: [msg`Dünya küresinde en çok hangi rengi görüyorsun?`, msg`Top yakalama oyununda başparmağın en çok nereye değdi?`],
    },
    {
      id: 'toss-prediction',
      prompt: msg`Ece, Dünya topunu 40 kez atıp tuttu. Sonuç büyük olasılıkla hangisine en yakın olur?`,
      options: [msg`10 kez su, 30 kez kara`, msg`20 kez su, 20 kez kara`, msg`30 kez su, 10 kez kara`, msg`40 kez kara`],
      correctIndex: 2,
      explanation: msg`Yüzeyin yaklaşık dörtte üçü su olduğu için başparmak her 4 atışın yaklaşık 3’ünde suya değer. 40 atışta bu, yaklaşık 30 su ve 10 kara eder.`,
      hints: [
        msg`Dünya’nın yüzeyinde su mu, kara mı daha çok yer kaplıyor?`,
        msg`Her 4 atıştan kaçında başparmağın suya değer?`,
        msg`40 atışı 4’erli gruplara ayır: 10 grup olur. Her gruptaki su sayısını 10 ile çarp.`,
      ],
    },
    {
      id: 'globe-model',
      prompt: msg`Sınıftaki Dünya küresi için hangisi doğrudur?`,
      options: [msg`Dünya’nın küçültülmüş bir modelidir.`, msg`Dünya’nın gerçek büyüklüğündedir.`, msg`Yalnızca karaları gösterir.`],
      correctIndex: 0,
      explanation: msg`Dünya küresi, Dünya’nın küçültülmüş bir benzeridir; yani bir modeldir. Üzerinde hem karalar hem sular gösterilir.`,
      hints: [msg`Koca Dünya’yı bir sınıfa sığdırabilir miyiz?`, msg`Kürede mavi renkli yerler var mı? Onlar neyi gösteriyor?`],
    },
    {
      id: 'not-water',
      prompt: msg`Aşağıdakilerden hangisi Dünya yüzeyindeki suların bir parçası değildir?`,
      options: [msg`Okyanus`, msg`Ova`, msg`Göl`, msg`Akarsu`],
      correctIndex: 1,
      explanation: msg`Ova, karaların üzerindeki düz ve geniş bir yerdir. Okyanus, göl ve akarsu ise Dünya yüzeyindeki suları oluşturur.`,
      hints: [msg`Seçenekleri “kara” ve “su” diye iki gruba ayır.`, msg`Hangisinin üzerinde yürüyebilir, tarla ekebilirsin?`],
    },
    {
      id: 'air-layer',
      prompt: msg`Dünya’yı dıştan saran ve gözle göremediğimiz katman hangisidir?`,
      options: [msg`Su katmanı`, msg`Kara katmanı`, msg`Hava katmanı`],
      correctIndex: 2,
      explanation: msg`Dünya’yı bir hava katmanı sarar. Havayı göremeyiz ama rüzgâr estiğinde hissederiz. Canlılar soluk almak için havaya ihtiyaç duyar.`,
      hints: [msg`Göremediğin ama rüzgâr estiğinde yüzünde hissettiğin şeyi düşün.`, msg`Bir balonu şişirirken içine ne doldurursun?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Kara mı, su mu?`,
    instructions: msg`Her yeryüzü parçasını doğru gruba yerleştir. Ada gibi zor olanlarda dikkatli düşün!`,
    categories: [
      { id: 'land', label: msg`Kara` },
      { id: 'water', label: msg`Su` },
    ],
    items: [
      { id: 'mountain', label: msg`Dağ`, emoji: '⛰️', categoryId: 'land', explanation: msg`Dağlar, karaların en yüksek yerleridir.` },
      {
        id: 'ocean',
        label: msg`Okyanus`,
        emoji: '🌊',
        categoryId: 'water',
        explanation: msg`Okyanuslar en büyük su kütleleridir; Dünya’daki suyun çoğu oradadır.`,
      },
      { id: 'plain', label: msg`Ova`, emoji: '🌾', categoryId: 'land', explanation: msg`Ovalar, karaların düz ve geniş yerleridir; tarla olarak kullanılır.` },
      { id: 'lake', label: msg`Göl`, emoji: '🦆', categoryId: 'water', explanation: msg`Göller, karaların içindeki çukurlarda biriken sulardır.` },
      { id: 'sea', label: msg`Deniz`, emoji: '⛵', categoryId: 'water', explanation: msg`Denizler, okyanuslardan küçük, tuzlu su kütleleridir.` },
      { id: 'river', label: msg`Akarsu`, emoji: '💧', categoryId: 'water', explanation: msg`Akarsular, kaynaktan göle ya da denize doğru akan sulardır.` },
      { id: 'hill', label: msg`Tepe`, emoji: '🌄', categoryId: 'land', explanation: msg`Tepeler, dağlardan alçak, yuvarlak yükseltilerdir.` },
      {
        id: 'island',
        label: msg`Ada`,
        emoji: '🏝️',
        categoryId: 'land',
        explanation: msg`Ada, dört yanı suyla çevrili bir kara parçasıdır. Çevresi su olsa da kendisi karadır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Kara mı, Su mu? Çalışma Sayfası`,
    instructions: msg`Top yakalama oyununda her atışı tabloya işaretle. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Dünya’nın şekli neye benzer? Bu şekle benzeyen üç eşya yaz.`, lines: 2 },
      { prompt: msg`Oyundan önce ne tahmin etmiştin? Başparmağın daha çok nereye değecek sanıyordun?`, lines: 2 },
      { prompt: msg`Oyunda su mu, kara mı daha çok çıktı? Bunun nedenini yaz.`, lines: 3 },
      { prompt: msg`Tatlı suyu boşa harcamamak için neler yapabilirsin? İki örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Top yakalama oyunu sonuçlarım`,
      columns: [msg`Atış`, msg`Kara`, msg`Su`],
      rows: 20,
    },
  },
  story: {
    title: msg`Fındık’ın Mavi Topu`,
    paragraphs: [
      msg`Sincap Fındık, doğum gününde dedesinden şişme bir top aldı. Topun üzeri mavi, yeşil ve kahverengi lekelerle doluydu. “Bu bir Dünya topu,” dedi dedesi. “Mavi yerler suları, yeşil ve kahverengi yerler karaları gösterir.”`,
      msg`Fındık topu arkadaşı Kirpi Dikdik’e attı. Dikdik topu yakaladı. “Sağ başparmağım suya değiyor!” diye güldü. Sonra topu Tavşan Pıtır’a attı. Pıtır da “Benimki de suda!” dedi.`,
      msg`Fındık meraklandı. Bir dal parçasıyla toprağa çizgi çekmeye başladı: su için bir çizgi, kara için bir çizgi. Yirmi atıştan sonra çizgileri saydılar. On beş su, beş kara!`,
      msg`“Neden hep su çıkıyor?” diye sordu Pıtır. Fındık topu çevirip inceledi. “Çünkü Dünya’nın yüzeyinin çoğu sularla kaplı,” dedi. “Karalar yalnızca dörtte bir kadar. Uzaydan bakınca Dünya’nın mavi görünmesi de bu yüzden.”`,
      msg`O akşam üç arkadaş dereden su içerken Fındık düşündü: “Dünya’da bu kadar çok su var ama çoğu tuzlu. İçtiğimiz tatlı su çok az. Onu korumalıyız.”`,
    ],
    lesson: msg`Dünya’nın şekli küreye benzer. Yüzeyinin yaklaşık dörtte üçü su, dörtte biri karadır.`,
  },
};
