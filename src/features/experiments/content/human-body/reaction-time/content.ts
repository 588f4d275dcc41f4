import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Top sana doğru gelirken elini kaldırırsın, biri adını seslenince dönüp bakarsın. Bu kısacık anlarda vücudunda büyük bir iş bölümü yaşanır: duyu organın bir uyarıyı alır, sinirlerin onu taşır, beynin karar verir ve kasların harekete geçer.`,
    sections: [
      {
        heading: msg`Denetleyici ve düzenleyici sistemler`,
        paragraphs: [
          msg`Vücudumuzdaki sistemlerin uyum içinde çalışmasını sinir sistemi ile iç salgı bezleri sağlar. Bu yüzden bunlara denetleyici ve düzenleyici sistemler denir.`,
          msg`Sinir sistemi, sinirler boyunca iletilen uyarılarla çok hızlı çalışır. İç salgı bezleri ise kana hormon adı verilen maddeler salgılar. Hormonların etkisi daha yavaş başlar ama daha uzun sürer. Örneğin böbrek üstü bezi korku ve heyecan anında kalp atışını hızlandıran bir hormon salgılar; pankreas da kandaki şeker miktarını düzenleyen hormonlar salgılar.`,
        ],
      },
      {
        heading: msg`Merkezî ve çevresel sinir sistemi`,
        paragraphs: [
          msg`Merkezî sinir sistemi beyin ve omurilikten oluşur. Beyin kafatasının içinde korunur. Düşünme, öğrenme, hatırlama, konuşma ve istemli hareketleri beyin yönetir. Beyin ayrıca vücudumuzun dengesini ve kalp atışı, soluk alıp verme gibi hayati olayları da denetler.`,
          msg`Omurilik, omurganın içinde korunur. Beyin ile vücudun diğer bölümleri arasındaki iletişimi sağlar ve refleks merkezidir.`,
          msg`Çevresel sinir sistemi, beyin ve omurilikten çıkarak vücudun her yerine uzanan sinirlerden oluşur. Duyu organlarından gelen uyarıları merkeze, merkezden gelen emirleri kaslara ve bezlere taşır.`,
        ],
      },
      {
        heading: msg`Uyarıdan tepkiye`,
        paragraphs: [
          msg`Cetvelin düştüğünü gören göz, bu uyarıyı sinirlerle beyne iletir. Beyin “yakala” kararını verir ve emir yine sinirlerle parmak kaslarına gider. Uyarı ile hareket arasında geçen bu süreye tepki süresi denir; çoğu insanda 0,15 ile 0,25 saniye arasındadır.`,
          msg`Sıcak bir tencereye yanlışlıkla dokunduğumuzda elimizi düşünmeden hemen çekeriz. Bu istemsiz ve çok hızlı tepkiye refleks denir. Refleksleri çoğunlukla omurilik yönetir; beynin karar vermesi beklenmez. Düşen cetveli yakalamak ise beynin karar verdiği istemli bir harekettir.`,
        ],
      },
      {
        heading: msg`Sinir sistemimizin sağlığı`,
        paragraphs: [
          msg`Yeterli ve düzenli uyku, dengeli beslenme ve düzenli egzersiz sinir sistemimizin sağlıklı çalışmasına yardım eder. Yorgunluk, uykusuzluk ve dikkat dağınıklığı tepki süremizi uzatır.`,
          msg`Sigara, alkol ve uyuşturucu maddeler sinir sistemine zarar verir. Bisiklete binerken kask takmak ve araçta emniyet kemeri kullanmak beynimizi ve omuriliğimizi darbelerden korur. Yolda yürürken telefona bakmak ise tehlikeye tepki vermemizi geciktirir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Merkezî sinir sistemi`, definition: msg`Beyin ve omurilikten oluşan, uyarıları değerlendirip karar veren bölüm.` },
      { term: msg`Çevresel sinir sistemi`, definition: msg`Beyin ve omurilikten çıkıp vücudun her yerine uzanan sinirler.` },
      { term: msg`Refleks`, definition: msg`Beynin kararı beklenmeden, çoğunlukla omurilik tarafından yönetilen istemsiz ve hızlı tepki.` },
      { term: msg`Tepki süresi`, definition: msg`Bir uyarının algılanmasıyla ona karşı hareketin başlaması arasında geçen süre.` },
      { term: msg`Hormon`, definition: msg`İç salgı bezlerinin kana salgıladığı, vücudun çalışmasını düzenleyen madde.` },
    ],
  },
  procedure: {
    goal: msg`Düşen bir cetveli yakalayarak tepki süresini ölçmek ve dikkat dağınıklığının tepki süresine etkisini araştırmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`30 cm’lik düz cetvel (plastik ya da tahta)`, quantity: msg`Her ikili gruba 1 tane` },
      { name: msg`Masa ve sandalye`, quantity: msg`Her ikili gruba 1’er tane` },
      { name: msg`Hesap makinesi`, quantity: msg`1 tane` },
      { name: msg`Kalem ve çalışma sayfası`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Cetveli arkadaşının yüzüne yakın tutma ve sallama; yalnızca dik tutup aşağı bırak.`,
      msg`Metal ya da keskin kenarlı cetvel kullanma.`,
      msg`Yakalayan kişi oturur ve ön kolunu masaya dayar; düşen cetvele eğilerek uzanmaya çalışma.`,
      msg`Dikkat dağıtma bölümünde bağırma ya da kulağa yakın ani sesler çıkarma; yalnızca soru sor.`,
    ],
    steps: [
      msg`Yakalayacak kişi sandalyeye otursun, ön kolunu masaya dayasın ve elini masanın kenarından dışarı uzatsın. Başparmak ile işaret parmağı arasında 2–3 cm açıklık kalsın.`,
      msg`Bırakacak kişi cetveli dik tutsun; cetvelin 0 çizgisi yakalayanın parmaklarının arasında, başparmağın üst kenarı hizasında olsun. Parmaklar cetvele değmesin.`,
      msg`Bırakan kişi haber vermeden, her seferinde farklı bir anda cetveli bıraksın. Yakalayan kişi cetveli görür görmez parmaklarını kapatsın. Başparmağın üst kenarı hizasındaki sayıyı cm olarak oku.`,
      msg`Bir alıştırma denemesinden sonra yazdığın elinle beş ölçüm yap ve tabloya yaz.`,
      msg`Aynı ölçümleri öbür elinle beş kez yap.`,
      msg`Bu kez arkadaşın sana basit toplama soruları sorsun (örneğin 17 + 8). Soruları cevaplarken yazdığın elinle cetveli yakalamaya çalış ve beş ölçüm yap.`,
      msg`Her koşul için ortalama uzaklığı hesapla. Çevirme tablosuyla uzaklığı süreye çevir: 5 cm ≈ 0,10 s; 10 cm ≈ 0,14 s; 15 cm ≈ 0,17 s; 20 cm ≈ 0,20 s; 25 cm ≈ 0,23 s; 30 cm ≈ 0,25 s.`,
      msg`Rolleri değiştirin ve sınıfın sonuçlarını tahtada karşılaştırın.`,
    ],
    observations: [
      msg`Cetvel en kısa uzaklıkta hangi koşulda yakalandı?`,
      msg`Ölçümler tekrarlandıkça değişti mi? Alıştırma sonucu etkiledi mi?`,
      msg`Soruları cevaplarken tepki süren nasıl değişti?`,
      msg`Cetvelin düştüğünü hangi duyu organınla fark ettin? Karar nerede verildi?`,
    ],
    conclusion: msg`Cetvelin düştüğünü göz algılar; uyarı çevresel sinirlerle beyne gider, beyin karar verir ve emir yine sinirlerle parmak kaslarına ulaşır. Bu yol kısa da olsa zaman alır; cetvel bu sürede birkaç santimetre düşer. Dikkatimiz başka bir işe yöneldiğinde beyin kararı daha geç verir ve tepki süresi uzar. Bu yüzden trafikte, bisiklette ve yolda yürürken dikkatimizi dağıtan şeylerden uzak durmalıyız.`,
  },
  questions: [
    {
      id: 'signal-path',
      prompt: msg`Cetvel deneyinde uyarının izlediği doğru yol hangisidir?`,
      options: [
        msg`Parmak kasları → beyin → göz`,
        msg`Göz → sinirler → beyin → sinirler → parmak kasları`,
        msg`Beyin → göz → omurilik`,
        msg`Parmak kasları → göz → beyin`,
      ],
      correctIndex: 1,
      explanation: msg`Uyarıyı önce duyu organı olan göz alır. Sinirler onu beyne taşır, beyin karar verir ve emir sinirlerle parmak kaslarına gider.`,
      hints: [msg`Önce bir duyu organı uyarıyı almalıdır.`, msg`Karar verildikten sonra emir, hareketi yapacak organa gider.`],
    },
    {
      id: 'compare-distances',
      prompt: msg`Deniz cetveli ortalama 10 cm’de, Efe ortalama 20 cm’de yakaladı. Buna göre hangisi doğrudur?`,
      options: [
        msg`Efe’nin tepki süresi daha kısadır.`,
        msg`İkisinin tepki süresi aynıdır.`,
        msg`Deniz’in tepki süresi daha kısadır.`,
        msg`Cetvel Deniz’e daha yavaş düşmüştür.`,
      ],
      correctIndex: 2,
      explanation: msg`Cetvel ne kadar uzun süre düşerse o kadar uzun yol alır. Deniz cetveli daha kısa yol düştükten sonra yakaladığı için daha erken tepki vermiştir: yaklaşık 0,14 s; Efe ise yaklaşık 0,20 s.`,
      hints: [msg`Cetvel ne kadar uzun süre düşerse o kadar uzun yol alır.`, msg`Çevirme tablosunda 10 cm ve 20 cm kaç saniyeye karşılık geliyor?`],
    },
    {
      id: 'reflex',
      prompt: msg`Sıcak bir tencereye dokunan elimizi düşünmeden hemen çekmemiz hangisine örnektir?`,
      options: [msg`İstemli hareket`, msg`Hormonun etkisi`, msg`Uyku hâli`, msg`Refleks`],
      correctIndex: 3,
      explanation: msg`Bu tepki istemsizdir ve çok hızlıdır; beynin karar vermesi beklenmeden omurilik tarafından yönetilir. Böyle tepkilere refleks denir.`,
      hints: [msg`Bu tepki beynin karar vermesini beklemeden, çok hızlı gerçekleşir.`, msg`Bu tür hızlı ve istemsiz tepkileri çoğunlukla omurilik yönetir.`],
    },
    {
      id: 'central-nervous-system',
      prompt: msg`Merkezî sinir sistemini oluşturan organlar hangileridir?`,
      options: [msg`Beyin ve omurilik`, msg`Göz ve kulak`, msg`Kalp ve akciğerler`, msg`Vücuda yayılan sinirler`],
      correctIndex: 0,
      explanation: msg`Merkezî sinir sistemi beyin ve omurilikten oluşur. Vücuda yayılan sinirler çevresel sinir sistemini oluşturur.`,
      hints: [
        msg`Merkezî sistem, kararların verildiği ve reflekslerin yönetildiği yerdir.`,
        msg`Bu organlardan biri kafatasının, diğeri omurganın içinde korunur.`,
      ],
    },
    {
      id: 'distraction',
      prompt: msg`Zeynep cetveli yakalarken bir yandan toplama sorularını cevaplayacak. Sonucu için hangi tahmin en doğrudur?`,
      options: [msg`Cetveli daha kısa uzaklıkta yakalar.`, msg`Cetveli daha uzun uzaklıkta yakalar.`, msg`Sonuç hiç değişmez.`],
      correctIndex: 1,
      explanation: msg`Beyin aynı anda hem soruyla hem cetvelle uğraşınca karar vermesi gecikir. Tepki süresi uzar, cetvel bu sürede daha çok düşer.`,
      hints: [
        msg`Beyin aynı anda iki işle uğraşırken karar vermesi hızlanır mı, gecikir mi?`,
        msg`Tepki süresi uzarsa cetvel yakalanana kadar ne kadar yol alır?`,
      ],
    },
    {
      id: 'hormone-gland',
      prompt: msg`Korku ya da heyecan anında kalp atışını hızlandıran hormonu salgılayan iç salgı bezi hangisidir?`,
      options: [msg`Tükürük bezi`, msg`Ter bezi`, msg`Böbrek üstü bezi`, msg`Gözyaşı bezi`],
      correctIndex: 2,
      explanation: msg`Böbrek üstü bezi bir iç salgı bezidir; salgısını doğrudan kana verir. Tükürük, ter ve gözyaşı bezleri ise salgılarını bir kanalla vücut dışına ya da bir boşluğa verir.`,
      hints: [msg`Hormonlar doğrudan kana salgılanır. Salgısını ağza, deriye ya da göze veren bezleri ele.`, msg`Aradığın bez, adını vücuttaki yerinden alır.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Refleks mi, istemli hareket mi?`,
    instructions: msg`Her tepkiye dokun, sonra doğru kutuya dokun. Bu tepkiyi beyin karar vererek mi yönetiyor, yoksa düşünmeden mi gerçekleşiyor?`,
    categories: [
      { id: 'reflex', label: msg`Refleks (istemsiz, çok hızlı)` },
      { id: 'voluntary', label: msg`İstemli hareket (beyin karar verir)` },
    ],
    items: [
      {
        id: 'hot-pan',
        label: msg`Sıcak tencereye değen eli çekmek`,
        emoji: '🔥',
        categoryId: 'reflex',
        explanation: msg`Eli çekme emri omurilikten gelir; beynin kararı beklenmez.`,
      },
      {
        id: 'blink',
        label: msg`Gözüne toz gelince gözünü kırpmak`,
        emoji: '👁️',
        categoryId: 'reflex',
        explanation: msg`Göz kırpma gözü korumak için düşünmeden yapılan bir reflekstir.`,
      },
      {
        id: 'sneeze',
        label: msg`Burnu kaşınınca hapşırmak`,
        emoji: '🤧',
        categoryId: 'reflex',
        explanation: msg`Hapşırma, burundaki tozları atmak için istemsiz gerçekleşir.`,
      },
      {
        id: 'thorn',
        label: msg`Ayağa diken batınca ayağı çekmek`,
        emoji: '🌵',
        categoryId: 'reflex',
        explanation: msg`Ayağı çekme emri omurilikten gelir; düşünmeden, çok hızlı gerçekleşir.`,
      },
      {
        id: 'catch-ruler',
        label: msg`Düşen cetveli yakalamak`,
        emoji: '📏',
        categoryId: 'voluntary',
        explanation: msg`Cetveli görüp yakalamaya beyin karar verir; bu yüzden daha uzun sürer.`,
      },
      {
        id: 'drawing',
        label: msg`Kalemle resim çizmek`,
        emoji: '✏️',
        categoryId: 'voluntary',
        explanation: msg`Ne çizeceğimize ve elimizi nasıl oynatacağımıza beyin karar verir.`,
      },
      {
        id: 'kick-ball',
        label: msg`Topa vurmak için koşmak`,
        emoji: '⚽',
        categoryId: 'voluntary',
        explanation: msg`Koşmaya ve topa vurmaya isteyerek karar veririz.`,
      },
      {
        id: 'turn-head',
        label: msg`Adın söylenince dönüp bakmak`,
        emoji: '🗣️',
        categoryId: 'voluntary',
        explanation: msg`Beyin sesi tanır ve dönüp bakmaya karar verir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Tepki Süresi Çalışma Sayfası`,
    instructions: msg`Her koşulda beş ölçüm yap ve tabloya yaz. Ortalama uzaklığı şu tabloyla süreye çevir: 5 cm ≈ 0,10 s; 10 cm ≈ 0,14 s; 15 cm ≈ 0,17 s; 20 cm ≈ 0,20 s; 25 cm ≈ 0,23 s; 30 cm ≈ 0,25 s.`,
    tasks: [
      { prompt: msg`Üç koşulun tepki sürelerini karşılaştır. Hangisi en kısaydı, hangisi en uzundu? Neden?`, lines: 3 },
      { prompt: msg`Cetvel deneyinde uyarının izlediği yolu organ ve sistem adlarıyla yaz.`, lines: 3 },
      { prompt: msg`Yolda yürürken telefona bakmak neden tehlikelidir? Deney sonuçlarınla açıkla.`, lines: 3 },
      { prompt: msg`Sinir sistemini korumak için yapabileceğin üç şey yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Cetveli yakaladığım uzaklık (cm)`,
      columns: [msg`Koşul`, msg`1.`, msg`2.`, msg`3.`, msg`4.`, msg`5.`, msg`Ortalama (cm)`, msg`Tepki süresi (s)`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık ve Düşen Palamutlar`,
    paragraphs: [
      msg`Sincap Fındık ile Kirpi Diken ormanda “düşen palamudu yakala” oyunu oynuyordu. Diken meşe palamudunu bir daldan bırakıyor, Fındık onu yere düşmeden yakalamaya çalışıyordu.`,
      msg`Fındık ilk turlarda palamutların hepsini yakaladı. Sonra Diken ona bilmeceler sormaya başladı. Fındık bilmeceyi düşünürken palamut burnunun ucundan geçip yere düştü!`,
      msg`“Gözlerim palamudu gördü ama patilerim geç kaldı,” dedi Fındık şaşkınlıkla. Baykuş Nine açıkladı: “Gözün gördüğünü sinirlerle beynine iletir. Beynin karar verir ve emri patilerine gönderir. Beynin bilmeceyle uğraşırken karar vermesi gecikti.”`,
      msg`O sırada Fındık güneşte ısınmış bir taşa dokundu ve patisini hemen çekti. “Bunu hiç düşünmeden yaptım!” dedi. Baykuş Nine başını salladı: “O bir refleks. Omuriliğin beynini beklemeden seni korudu.”`,
      msg`Ertesi gün Fındık bisikletine binmeden önce kaskını taktı. Diken’e göz kırptı: “Yolda bilmece yok. Bütün dikkatim yolda olacak!”`,
    ],
    lesson: msg`Uyarılar duyu organlarından sinirlerle beyne gider, beyin karar verir ve kaslara emir gönderir; dikkat dağılınca bu süre uzar, bu yüzden dikkatimizi ve sinir sistemimizi korumalıyız.`,
  },
};
