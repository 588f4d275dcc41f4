import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sabah kahvaltıda sıcak ekmeğin kokusunu alırsın. Kuşların cıvıltısını duyarsın, annenin gülümsemesini görürsün. Bunların hepsini duyu organların sayesinde yaparsın.`,
    sections: [
      {
        heading: msg`Beş duyu, beş duyu organı`,
        paragraphs: [
          msg`Çevremizi beş duyumuzla tanırız: görme, işitme, koklama, tatma ve dokunma. Her duyunun bir duyu organı vardır.`,
          msg`Gözlerimizle görürüz, kulaklarımızla işitiriz. Burnumuzla koku alırız, dilimizle tat alırız. Derimizle de dokunduğumuz şeyleri hissederiz.`,
        ],
      },
      {
        heading: msg`Duyu organlarımızın görevleri`,
        paragraphs: [
          msg`Gözlerimiz renkleri, şekilleri ve büyüklükleri görmemizi sağlar. Kulaklarımız konuşmaları, müziği ve uyarı seslerini duymamızı sağlar.`,
          msg`Burnumuz çiçeklerin ve yemeklerin kokusunu alır. Yanık ya da bozulmuş yiyecek kokusu bizi tehlikeye karşı uyarır. Dilimiz tatlı, tuzlu, ekşi ve acı tatları algılar. Dilin her bölgesi bu tatların hepsini algılayabilir.`,
          msg`Derimiz vücudumuzun her yerini kaplar. Sıcak ile soğuğu, yumuşak ile sertliği, pürüzlü ile düzgünü derimizle hissederiz.`,
        ],
      },
      {
        heading: msg`Duyu organları neden önemlidir?`,
        paragraphs: [
          msg`Duyu organlarımız bizi tehlikelerden korur. Bir arabanın kornasını duyunca dururuz. Sıcak bir çaydanlığa dokununca elimizi hemen çekeriz.`,
          msg`Bir duyu organımız iyi çalışmadığında diğer duyularımız bize yardım eder. Görme engelli insanlar kabartma yazıyı parmak uçlarıyla okur. Bu yazıya Braille alfabesi denir.`,
        ],
      },
      {
        heading: msg`Duyu organlarımızı koruyalım`,
        paragraphs: [
          msg`Gözlerini kirli ellerle ovuşturma. Ekrana çok yakından ve uzun süre bakma. Güneş’e asla doğrudan bakma. Kitap okurken odanın iyi aydınlanmasına dikkat et.`,
          msg`Çok yüksek sesle müzik dinleme. Kulağına kürdan ya da kalem gibi sivri şeyler sokma. Çok sıcak yiyecekleri biraz bekletip öyle ye. Dişlerini ve dilini fırçala, derini güneşten koru ve her gün temizle.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Duyu organı`, definition: msg`Çevremizdeki ışığı, sesi, kokuyu, tadı ve dokunuşu algılamamızı sağlayan organ.` },
      { term: msg`Göz`, definition: msg`Görme duyu organı; renkleri, şekilleri ve büyüklükleri görmemizi sağlar.` },
      { term: msg`Kulak`, definition: msg`İşitme duyu organı; sesleri duymamızı sağlar.` },
      { term: msg`Burun`, definition: msg`Koklama duyu organı; kokuları almamızı sağlar.` },
      { term: msg`Dil`, definition: msg`Tatma duyu organı; tatlı, tuzlu, ekşi ve acı tatları algılar.` },
      { term: msg`Deri`, definition: msg`Dokunma duyu organı; sıcaklık, soğukluk, sertlik ve yumuşaklığı hissetmemizi sağlar.` },
    ],
  },
  procedure: {
    goal: msg`Duyu istasyonlarında hangi duyu organıyla neyi algıladığımızı bulmak ve duyu organlarının önemini fark etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`İçi görünmeyen bez torba`, quantity: msg`1 tane` },
      { name: msg`Torbaya konacak eşyalar: sünger, taş, pamuk, tahta kaşık, kozalak, yumuşak oyuncak`, quantity: msg`Birer tane` },
      { name: msg`Alüminyum folyoyla kapatılıp üstü kürdanla delinmiş opak kaplar`, quantity: msg`4 tane` },
      { name: msg`Kaplara konacak kokular: limon kabuğu, nane yaprağı, tarçın çubuğu, sabun parçası`, quantity: msg`Birer parça` },
      { name: msg`İçine pirinç, bozuk para, ataş ve kum konmuş kapaklı opak kutular`, quantity: msg`4 tane` },
      { name: msg`Büyüteç, bir yaprak ve bir parça kumaş`, quantity: msg`Birer tane` },
      { name: msg`Göz bandı olarak temiz bir eşarp`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Deneydeki hiçbir şeyi tatma ve ağzına koyma. Fen deneylerinde tadına bakılmaz.`,
      msg`Kokuları koklarken burnunu kaba dayama. Kabı biraz uzakta tut ve havayı elinle kendine doğru yelpazele.`,
      msg`Torbaya sivri, kesici ya da kırılabilen eşya koyma.`,
      msg`Ses kutularını kulağına dayama; kulağından biraz uzakta, yavaşça salla.`,
      msg`Büyüteçle asla Güneş’e bakma ve büyüteci güneşli bir pencerenin önünde bırakma.`,
      msg`Öğretmenin alerjisi ya da astımı olan arkadaşlarını önceden sorsun; fındık, fıstık gibi yiyecekler ve çok keskin kokular kullanılmaz.`,
      msg`Göz bandı takılıyken yürüme, yerinde otur.`,
    ],
    steps: [
      msg`Sınıfta dört istasyon kurun: dokunma torbası, koku kapları, ses kutuları ve büyüteç masası. Öğretmenin eşyaları sen görmeden hazırlasın.`,
      msg`Dokunma istasyonu: Elini torbaya sok ve içeri bakmadan bir eşyaya dokun. Yumuşak mı, sert mi, pürüzlü mü, düzgün mü? Ne olduğunu tahmin et ve tabloya yaz.`,
      msg`Koku istasyonu: Göz bandını tak. Arkadaşın kabı burnundan biraz uzakta tutsun. Elinle yelpazeleyerek kokla ve kokunun ne olduğunu tahmin et.`,
      msg`Ses istasyonu: Kutuları açmadan, kulağından biraz uzakta salla. Ses tıkırtılı mı, hışırtılı mı, şıngırtılı mı? İçinde ne olduğunu tahmin et.`,
      msg`Büyüteç istasyonu: Yaprağa, parmak ucuna ve kumaşa önce yalnızca gözünle, sonra büyüteçle bak. Büyüteçle fark ettiğin ayrıntıları yaz.`,
      msg`Her tahmininden sonra torbaya, kaba ya da kutuya bak. Tahminin doğru muydu? Tabloya işaretle.`,
      msg`Her istasyonda hangi duyu organını kullandığını tablonun son sütununa yaz.`,
    ],
    observations: [
      msg`Hangi eşyaları yalnızca dokunarak tanıyabildin?`,
      msg`Gözlerin kapalıyken kokuları tanımak kolay mıydı?`,
      msg`Ses kutularını sallarken hangi ipuçları işine yaradı?`,
      msg`Tat alma duyusunu deneyde neden denemedik?`,
    ],
    conclusion: msg`Çevremizi duyu organlarımızla tanırız. Eşyanın sert ya da yumuşak olduğunu derimizle, kokusunu burnumuzla, çıkardığı sesi kulağımızla, rengini ve şeklini gözümüzle algıladık. Bir duyumuzu kullanamadığımızda diğer duyularımız yardıma gelir. Duyu organlarımız bu kadar önemli olduğu için onları korumalıyız.`,
  },
  questions: [
    {
      id: 'rough-and-cold',
      prompt: msg`Bir taşın pürüzlü ve soğuk olduğunu hangi duyu organımızla anlarız?`,
      options: [msg`Göz`, msg`Kulak`, msg`Deri`, msg`Burun`],
      correctIndex: 2,
      explanation: msg`Sıcaklığı, soğukluğu, pürüzlülüğü ve sertliği dokunarak hissederiz. Dokunma duyu organımız deridir.`,
      hints: [
        msg`Dokunma torbasında eşyalara neyle dokundun?`,
        msg`Bu duyu organı vücudumuzun her yerini kaplar.`,
      ],
    },
    {
      id: 'tongue',
      prompt: msg`Dil ile ilgili hangisi doğrudur?`,
      options: [
        msg`Dilin yalnızca ucu tat alır.`,
        msg`Dilin her bölgesi tatlı, tuzlu, ekşi ve acı tatları algılayabilir.`,
        msg`Dil yalnızca tuzlu tadı algılar.`,
        msg`Dil koku almamızı sağlar.`,
      ],
      correctIndex: 1,
      explanation: msg`Dilin üzerinde her yerde tat alan küçük yapılar vardır. Bu yüzden dilin her bölgesi bütün tatları algılayabilir. Koku almak ise burnun görevidir.`,
      hints: [
        msg`Koku almak hangi duyu organının görevidir? O seçeneği ele.`,
        msg`Dört tadı hatırla: tatlı, tuzlu, ekşi, acı. Dilimiz bunlardan kaçını algılar?`,
      ],
    },
    {
      id: 'protect-ears',
      prompt: msg`Aşağıdakilerden hangisi kulaklarımızın sağlığını korur?`,
      options: [
        msg`Kulaklıkla çok yüksek sesle müzik dinlemek`,
        msg`Kulağın içini kürdanla temizlemek`,
        msg`Kulağın dışını havluyla silmek ve gürültüden uzak durmak`,
        msg`Kulağa kalem sokmak`,
      ],
      correctIndex: 2,
      explanation: msg`Kulağın içi çok hassastır; içine sivri bir şey sokmak onu yaralayabilir. Çok yüksek sesler de işitmeye zarar verir. Kulağın yalnızca dışı temizlenir.`,
      hints: [
        msg`Kulağın içi çok hassastır. İçine bir şey sokmak ne olur?`,
        msg`Çok yüksek sesin kulağa ne yapabileceğini düşün.`,
      ],
    },
    {
      id: 'smell-station',
      prompt: msg`Deneyde Ece’nin gözleri bağlıydı. Kaptaki şeyin limon kabuğu olduğunu buldu. Ece hangi duyu organını kullandı?`,
      options: [msg`Göz`, msg`Burun`, msg`Dil`],
      correctIndex: 1,
      explanation: msg`Ece’nin gözleri kapalıydı ve deneyde hiçbir şey tadılmaz. Ece limonu kokusundan, yani burnuyla tanıdı.`,
      hints: [
        msg`Ece’nin gözleri kapalıydı. Deneyde bir şey tadılır mı?`,
        msg`Koku istasyonunda kabı nasıl incelediğini hatırla.`,
      ],
    },
    {
      id: 'closed-box',
      prompt: msg`Kapalı bir kutuyu salladığında tıkır tıkır bir ses duydun. Kutunun içindekini hangi duyunla tahmin ettin?`,
      options: [msg`İşitme`, msg`Tatma`, msg`Koklama`, msg`Görme`],
      correctIndex: 0,
      explanation: msg`Kutu kapalı olduğu için içini göremezsin. Sallayınca çıkan sesi kulağınla işitir, içindekini sesten tahmin edersin.`,
      hints: [
        msg`Kutu kapalıyken içini görebilir misin?`,
        msg`Tıkırtıyı vücudunun hangi organı algıladı?`,
      ],
    },
    {
      id: 'protect-eyes',
      prompt: msg`Gözlerimizi korumak için hangisini yapmalıyız?`,
      options: [
        msg`Güneş’e doğrudan bakmak`,
        msg`Karanlıkta tableti yüzümüze yakın tutup saatlerce oynamak`,
        msg`Gözlerimizi kirli ellerle ovuşturmak`,
        msg`Kitap okurken odanın iyi aydınlanmasına dikkat etmek`,
      ],
      correctIndex: 3,
      explanation: msg`Güneş ışığı gözlerimize zarar verir, kirli eller göze mikrop taşır, ekrana yakından ve uzun süre bakmak gözlerimizi yorar. İyi aydınlatılmış bir odada okumak gözlerimizi korur.`,
      hints: [
        msg`Hangi seçenekler gözü yorar ya da göze mikrop taşır? Onları ele.`,
        msg`Okurken gözlerimizin zorlanmaması için neye ihtiyaç vardır?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Duyu organlarımı koruyor muyum?`,
    instructions: msg`Her davranışa dokun, sonra doğru kutuya dokun. Bu davranış duyu organlarını korur mu, yoksa onlara zarar mı verir?`,
    categories: [
      { id: 'protects', label: msg`Duyu organlarını korur` },
      { id: 'harms', label: msg`Duyu organlarına zarar verir` },
    ],
    items: [
      { id: 'sunglasses', label: msg`Güneşli günde şapka ve güneş gözlüğü takmak`, emoji: '🕶️', categoryId: 'protects', explanation: msg`Şapka ve güneş gözlüğü gözlerimizi ve yüzümüzün derisini güneşten korur.` },
      { id: 'good-light', label: msg`Kitabı iyi ışıkta okumak`, emoji: '📖', categoryId: 'protects', explanation: msg`Yeterli ışıkta okuyunca gözlerimiz zorlanmaz ve yorulmaz.` },
      { id: 'brushing', label: msg`Dişleri ve dili fırçalamak`, emoji: '🪥', categoryId: 'protects', explanation: msg`Ağız temizliği dilimizi ve dişlerimizi sağlıklı tutar.` },
      { id: 'washing-hands', label: msg`Ellerini sık sık yıkamak`, emoji: '🧼', categoryId: 'protects', explanation: msg`Temiz eller gözümüze ve derimize mikrop taşımaz.` },
      { id: 'loud-music', label: msg`Kulaklıkla çok yüksek sesle müzik dinlemek`, emoji: '🎧', categoryId: 'harms', explanation: msg`Çok yüksek ses kulaklarımıza zarar verir ve işitmemizi azaltabilir.` },
      { id: 'sharp-in-ear', label: msg`Kulağa kürdan ya da kalem sokmak`, emoji: '✏️', categoryId: 'harms', explanation: msg`Sivri cisimler kulağın içindeki hassas zarı yaralayabilir.` },
      { id: 'sun-gazing', label: msg`Güneş’e doğrudan bakmak`, emoji: '☀️', categoryId: 'harms', explanation: msg`Güneş’in güçlü ışığı gözlerimize kalıcı zarar verebilir.` },
      { id: 'hot-soup', label: msg`Çok sıcak çorbayı beklemeden içmek`, emoji: '🍲', categoryId: 'harms', explanation: msg`Çok sıcak yiyecekler dilimizi yakar; biraz bekletip öyle yemeliyiz.` },
    ],
  },
  worksheet: {
    title: msg`Duyu İstasyonları Çalışma Sayfası`,
    instructions: msg`İstasyonları gezerken tahminlerini tabloya yaz. Sonra tahminini kontrol et ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Beş duyu organını ve her birinin görevini yaz.`, lines: 5 },
      { prompt: msg`Deneyde hangi eşyayı tanımak en zordu? Neden?`, lines: 2 },
      { prompt: msg`Duyu organlarını korumak için yapabileceğin üç şey yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Duyu istasyonlarında tahminlerim`,
      columns: [msg`İstasyon`, msg`Tahminim`, msg`Gerçekte ne vardı?`, msg`Kullandığım duyu organı`],
      rows: 8,
    },
  },
  story: {
    title: msg`Fındık ve Sisli Sabah`,
    paragraphs: [
      msg`Bir sonbahar sabahı Sincap Fındık yuvasından başını çıkardı. Orman kalın bir sisle kaplanmıştı. Karşı daldaki ağacı bile göremiyordu.`,
      msg`“Fındık! Neredesin?” Bu, kardeşi Çıtır’ın sesiydi. Fındık kulaklarını dikti. Ses sağ taraftan geliyordu. Sesi izleyerek daldan dala ilerledi ve Çıtır’ı buldu.`,
      msg`İkisi birlikte yiyecek aramaya çıktılar. Göz gözü görmüyordu ama Fındık burnunu havaya kaldırdı: “Bu tatlı koku olgun böğürtlenlerden geliyor!” Patileriyle yoklayınca ağacın kabuğunun pürüzlü, yaprakların ıslak ve serin olduğunu hissetti.`,
      msg`Eve dönünce Baykuş Nine onlara sıcak bir kestane çorbası hazırlamıştı. Çıtır kaşığı hemen ağzına götürecekti ki Fındık onu durdurdu: “Önce biraz bekle, dilini yakarsın! Tatları dilimizle alırız, ona iyi bakmalıyız.”`,
      msg`Baykuş Nine gülümsedi: “Bugün sis gözlerinizi şaşırttı ama kulaklarınız, burnunuz ve patilerinizdeki deri size yol gösterdi. Beş duyunuz birlikte çalışır. Her birini iyi koruyun.”`,
    ],
    lesson: msg`Göz, kulak, burun, dil ve deri çevremizi tanımamızı ve tehlikelerden korunmamızı sağlar; bu yüzden duyu organlarımızı korumalıyız.`,
  },
};
