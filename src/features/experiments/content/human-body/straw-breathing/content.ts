import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sağlıklı yaşamak için dengeli beslenmek, su içmek ve hareket etmek gerekir. Bazı alışkanlıklar ise sağlığımızı bozar. Sigara ve alkol bunların başında gelir. Bu deneyde sigaranın nefes almayı nasıl zorlaştırdığını bir modelle hissedeceğiz.`,
    sections: [
      {
        heading: msg`Sigara vücuda ne yapar?`,
        paragraphs: [
          msg`Sigara dumanında binlerce zararlı madde bulunur. Bunlardan nikotin bağımlılık yapar; sigaraya bir kez başlayan kişi onu bırakmakta çok zorlanır. Katran ise akciğerlere yapışan koyu renkli, yapışkan bir maddedir.`,
          msg`Sigara içen kişinin hava yolları zamanla daralır ve iltihaplanır. Bu kişi merdiven çıkarken ya da koşarken çabuk yorulur, sık öksürür. Sigara akciğer hastalıklarına, kalp hastalıklarına ve kansere yol açabilir.`,
        ],
      },
      {
        heading: msg`Dumanı solumak da zararlıdır`,
        paragraphs: [
          msg`Sigara içilen bir ortamda bulunan kişi, sigara içmese bile dumanı solur. Buna pasif içicilik denir. Çocukların akciğerleri büyümeye devam ettiği için sigara dumanı onlara daha çok zarar verir.`,
          msg`Ülkemizde okullarda, hastanelerde ve toplu taşıma araçlarında sigara içmek yasaktır. Sigara ve alkol 18 yaşından küçüklere satılamaz.`,
        ],
      },
      {
        heading: msg`Alkolün zararları`,
        paragraphs: [
          msg`Alkol beyne ulaşır, dikkati ve tepkileri yavaşlatır. Bu yüzden alkollü kişiler araç kullanırsa kaza riski artar. Uzun süre alkol kullanmak karaciğere, kalbe ve beyne zarar verir; alkol de bağımlılık yapar.`,
          msg`Sağlığımızı korumak için sigaraya ve alkole hiç başlamamak en doğru yoldur. Çevremizdeki büyüklere de dumansız bir yaşamın önemini nazikçe anlatabiliriz.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Nikotin`, definition: msg`Sigaranın içinde bulunan ve bağımlılık yapan zararlı madde.` },
      { term: msg`Katran`, definition: msg`Sigara dumanından akciğerlere yapışan koyu renkli, yapışkan madde.` },
      { term: msg`Bağımlılık`, definition: msg`Bir maddeyi bırakmak istese de bırakamama durumu.` },
      { term: msg`Pasif içicilik`, definition: msg`Sigara içmeyen birinin, başkasının sigara dumanını soluması.` },
    ],
  },
  procedure: {
    goal: msg`Hava yolları daralınca nefes almanın zorlaştığını bir modelle hissetmek, sigara ve alkolün zararlarını tartışmak ve dumansız yaşam için sorumluluk almak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Yeni, ambalajlı ince pipet (her öğrencinin kendine ait)`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Saniyeleri gösteren saat ya da kronometre`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Afiş kartonu ve renkli kalemler`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Çalışma sayfası ve kalem`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Astımı, nefes darlığı ya da kalp rahatsızlığı olan öğrenciler pipet denemesini yapmaz; süreyi tutarak ve gözlem yazarak katılır.`,
      msg`Pipet denemesini otururken yap ve en çok 20 saniye sürdür. Başın döner ya da kendini kötü hissedersen hemen pipeti bırakıp normal nefes al ve öğretmenine söyle.`,
      msg`Herkes yalnızca kendi pipetini kullanır; pipetler paylaşılmaz. Denemeden sonra pipeti çöpe at.`,
      msg`Deneyde hiçbir şekilde gerçek sigara, duman ya da alkol kullanılmaz.`,
    ],
    steps: [
      msg`Sandalyende dik otur. 20 saniye boyunca normal nefes al ve kaç nefes aldığını say. Nasıl hissettiğini tabloya yaz.`,
      msg`Bir dakika dinlen. Pipetin ucunu dudaklarının arasına al, burnunu iki parmağınla hafifçe kapat. Öğretmeninin işaretiyle, en çok 20 saniye, yalnızca pipetten nefes al.`,
      msg`Pipeti bırak ve normal nefes al. Pipetle nefes alırken kaç nefes aldığını ve nasıl hissettiğini tabloya yaz.`,
      msg`Grubunla konuşun: Pipet, daralmış bir hava yolu gibi davranıyordu. Sigara içen birinin hava yolları daralırsa merdiven çıkarken ya da koşarken ne hisseder?`,
      msg`Sigara dumanının sigara içmeyenlere de zarar verdiğini öğrendik. Grubunla “Dumansız Ev, Dumansız Araba” afişi hazırlayın. Afişe sigaraya ve alkole karşı üç neden ve büyüklere nazikçe söylenebilecek bir cümle yazın.`,
      msg`Evde ailenle konuş: Evinizde ve arabanızda sigara içilmemesi için birlikte bir kural koyabilir misiniz?`,
    ],
    observations: [
      msg`Pipetle nefes alırken nefes sayın ve hissin nasıl değişti?`,
      msg`Pipetle nefes almayı 20 saniyeden uzun sürdürmek ister miydin? Neden?`,
      msg`Sigara içilen bir ortamda bulunmak sigara içmeyen birini nasıl etkiler?`,
    ],
    conclusion: msg`Hava yolu daralınca akciğerlere yeterli hava ulaştırmak zorlaşır; pipetle nefes alırken bunu hissettik. Sigara içenlerin hava yolları zamanla daralır, akciğerlerinde katran birikir. Sigara dumanı çevredekilere de zarar verir, alkol ise beyne, karaciğere ve kalbe zarar verir. En sağlıklı yol sigaraya ve alkole hiç başlamamak, çevremizde de dumansız ortamları savunmaktır.`,
  },
  questions: [
    {
      id: 'straw-why',
      prompt: msg`Pipetle nefes alırken neden zorlandın?`,
      options: [msg`Havanın geçtiği yol daraldığı için`, msg`Pipet renkli olduğu için`, msg`Deneyden önce koştuğum için`],
      correctIndex: 0,
      explanation: msg`Pipet ince bir yoldur. Hava bu dar yoldan geçerken akciğerlere daha az hava ulaşır. Sigara içenlerin hava yolları da zamanla daralır.`,
      hints: [msg`Deneyin iki bölümünde neyi değiştirdin?`, msg`Pipetin içi ağzın ve burnun kadar geniş mi?`],
    },
    {
      id: 'passive',
      prompt: msg`Sigara içilen bir odada oturan ama sigara içmeyen bir çocuk için ne söylenebilir?`,
      options: [msg`Hiç etkilenmez.`, msg`Dumanı soluduğu için o da zarar görür.`, msg`Yalnızca kıyafetleri kokar.`],
      correctIndex: 1,
      explanation: msg`Sigara içilen ortamdaki herkes dumanı solur. Buna pasif içicilik denir. Çocukların akciğerleri büyümeye devam ettiği için duman onlara daha çok zarar verir.`,
      hints: [msg`Odadaki duman nereye gider?`, msg`Çocuk o odada nefes alıyor mu?`],
    },
    {
      id: 'nicotine',
      prompt: msg`Sigaranın içindeki hangi madde bağımlılık yapar?`,
      options: [msg`Oksijen`, msg`Su buharı`, msg`Nikotin`],
      correctIndex: 2,
      explanation: msg`Nikotin bağımlılık yapar. Bu yüzden sigaraya başlayanlar onu bırakmakta çok zorlanır.`,
      hints: [msg`Oksijen ve su buharı zararlı maddeler mi?`, msg`Konu anlatımındaki anahtar kavramlara bak.`],
    },
    {
      id: 'alcohol',
      prompt: msg`Alkolün vücuda etkisi hangisidir?`,
      options: [msg`Kasları güçlendirir.`, msg`Dikkati artırır.`, msg`Görmeyi keskinleştirir.`, msg`Tepkileri yavaşlatır ve karaciğere zarar verir.`],
      correctIndex: 3,
      explanation: msg`Alkol beyne ulaşır; dikkati ve tepkileri yavaşlatır. Uzun süre kullanılınca karaciğere, kalbe ve beyne zarar verir.`,
      hints: [msg`Alkollü araç kullanmak neden yasaktır?`, msg`Alkolün yararlı bir etkisi var mı?`],
    },
    {
      id: 'smoke-free-home',
      prompt: msg`Evinize gelen bir misafir salonda sigara yakmak istiyor. En doğru davranış hangisidir?`,
      options: [
        msg`Nazikçe evde sigara içilmemesini rica etmek ve dumansız ev kuralını anlatmak`,
        msg`Hiçbir şey söylemeden odada oturmaya devam etmek`,
        msg`Kapıları ve pencereleri sıkıca kapatmak`,
      ],
      correctIndex: 0,
      explanation: msg`Saygılı bir dille rica etmek hem bizim hem ailemizin sağlığını korur. Pencereleri kapatmak dumanı evin içinde tutar.`,
      hints: [msg`Duman odada kalırsa kim solur?`, msg`Büyüklerimizle konuşurken nasıl bir dil kullanmalıyız?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Sağlığımı korur mu, zarar verir mi?`,
    instructions: msg`Her davranışı oku. Sağlığı koruyan davranışları bir gruba, sağlığa zarar veren davranışları öbür gruba yerleştir.`,
    categories: [
      { id: 'protects', label: msg`Sağlığımı korur` },
      { id: 'harms', label: msg`Sağlığıma zarar verir` },
    ],
    items: [
      {
        id: 'leave-room',
        label: msg`Sigara içilen bir odadan çıkıp temiz havaya gitmek`,
        emoji: '🚪',
        categoryId: 'protects',
        explanation: msg`Dumanlı ortamdan uzaklaşınca pasif içicilikten korunursun.`,
      },
      {
        id: 'say-no',
        label: msg`Arkadaşının uzattığı sigarayı “Hayır, teşekkürler.” diyerek reddetmek`,
        emoji: '🙅',
        categoryId: 'protects',
        explanation: msg`Sigaraya hiç başlamamak bağımlılıktan korunmanın en kesin yoludur.`,
      },
      {
        id: 'sports',
        label: msg`Açık havada spor yapmak`,
        emoji: '⚽',
        categoryId: 'protects',
        explanation: msg`Spor akciğerleri ve kalbi güçlendirir.`,
      },
      {
        id: 'sign',
        label: msg`Evin kapısına “Dumansız Ev” yazısı asmak`,
        emoji: '🏠',
        categoryId: 'protects',
        explanation: msg`Dumansız ev kuralı evdeki herkesi, özellikle çocukları korur.`,
      },
      {
        id: 'car-smoke',
        label: msg`Camları kapalı arabada sigara içilmesine ses çıkarmamak`,
        emoji: '🚗',
        categoryId: 'harms',
        explanation: msg`Kapalı arabada duman çok yoğunlaşır; içerideki herkes onu solur.`,
      },
      {
        id: 'try-once',
        label: msg`“Bir kere denemekten bir şey olmaz.” diyerek sigara denemek`,
        emoji: '🚬',
        categoryId: 'harms',
        explanation: msg`Nikotin bağımlılık yapar; bağımlılık çoğu zaman “bir kere” ile başlar.`,
      },
      {
        id: 'alcohol-drive',
        label: msg`Alkollü bir sürücünün arabasına binmek`,
        emoji: '🍺',
        categoryId: 'harms',
        explanation: msg`Alkol tepkileri yavaşlatır; alkollü sürücü kazaya yol açabilir.`,
      },
      {
        id: 'play-in-smoke',
        label: msg`Sigara içen bir büyüğün yanında, dumanın içinde oyun oynamak`,
        emoji: '💨',
        categoryId: 'harms',
        explanation: msg`Dumanın yanında oynayan çocuk, sigara içmese de dumanı solur.`,
      },
    ],
  },
  worksheet: {
    title: msg`Dumansız Yaşam Çalışma Sayfası`,
    instructions: msg`Pipet denemesinin sonuçlarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Pipetle nefes alırken neler hissettin? Bu, sigara içen birinin yaşadıklarına nasıl benziyor?`, lines: 3 },
      { prompt: msg`Pasif içicilik nedir? Kendi cümlelerinle yaz.`, lines: 2 },
      { prompt: msg`Çevrendeki bir büyüğe sigarayı bırakması için nazikçe ne söylerdin? Yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Pipet denemesi`,
      columns: [msg`Durum`, msg`20 saniyede kaç nefes aldım?`, msg`Nasıl hissettim?`],
      rows: 2,
    },
  },
  story: {
    title: msg`Fındık ve Öksüren Porsuk`,
    paragraphs: [
      msg`Sincap Fındık ormandaki koşu yarışına hazırlanıyordu. Komşusu Porsuk Amca da katılmak istedi. Ama daha ilk tepede durdu, öksürmeye başladı. “Eskiden ben de hızlıydım,” dedi soluk soluğa. “Ama yıllardır içtiğim tütün nefesimi kesiyor.”`,
      msg`Fındık, okulda yaptığı pipet denemesini hatırladı. Yirmi saniye pipetten nefes almak bile onu yormuştu. “Porsuk Amca her gün öyle hissediyor olmalı,” diye düşündü.`,
      msg`Ertesi gün Fındık, Porsuk Amca’ya bir kart götürdü. Kartın üstünde bir akciğer resmi ve şu yazı vardı: “Seninle birlikte koşmak istiyorum. Yuvanı dumansız yapmaya ne dersin?”`,
      msg`Porsuk Amca kartı uzun uzun okudu. “Bırakmak zor olacak,” dedi, “ama deneyeceğim. Doktora gidip yardım isteyeceğim.” Aylar sonra yapılan yarışta Porsuk Amca en sonda geldi ama hiç durmadan koştu. Fındık onu bitiş çizgisinde alkışladı.`,
    ],
    lesson: msg`Sigara ve alkol vücudumuza zarar verir; en sağlıklı yol onlara hiç başlamamaktır. Sevdiklerimizi de saygılı bir dille dumansız bir yaşama özendirebiliriz.`,
  },
};
