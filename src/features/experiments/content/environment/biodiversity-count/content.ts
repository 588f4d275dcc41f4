import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir futbol sahasının çimine bak, sonra bir ormanın kenarındaki çalılığa. Hangisinde daha çok çeşit canlı yaşar? Bir yerde yaşayan canlıların çeşitliliğine biyoçeşitlilik denir. Bu deneyde biyoçeşitliliği kendi ellerimizle ölçeceğiz.`,
    sections: [
      {
        heading: msg`Biyoçeşitlilik nedir?`,
        paragraphs: [
          msg`Biyoçeşitlilik, bir bölgedeki bitki, hayvan, mantar ve mikroskobik canlı türlerinin çeşitliliğidir. Bir yerde ne kadar çok farklı tür yaşıyorsa o yerin biyoçeşitliliği o kadar yüksektir.`,
          msg`Türkiye biyoçeşitlilik bakımından çok zengindir. Ülkemizde 10 binden fazla bitki türü yetişir ve bunların yaklaşık üçte biri dünyada yalnızca Türkiye’de bulunur. Bu canlılara endemik tür denir.`,
        ],
      },
      {
        heading: msg`Yaşam alanı ve biyoçeşitlilik`,
        paragraphs: [
          msg`Her canlının beslendiği, barındığı ve çoğaldığı bir yaşam alanı vardır. Ormanlar, sulak alanlar, denizler ve çayırlar farklı canlılara yuva olur. Yaşam alanları çeşitlendikçe biyoçeşitlilik de artar.`,
          msg`Tek bir tür ot ekilip sürekli biçilen bir çimde az sayıda canlı türü yaşar. Farklı bitkilerin kendiliğinden büyüdüğü yabani bir köşede ise böcekler, solucanlar, kuşlar ve birçok bitki türü bir arada yaşayabilir.`,
        ],
      },
      {
        heading: msg`Biyoçeşitliliği ne tehdit eder?`,
        paragraphs: [
          msg`Ormanların yok edilmesi, sulak alanların kurutulması, çevre kirliliği ve aşırı avlanma canlıların yaşam alanlarını daraltır. Yaşam alanı yok olan türlerin sayısı azalır; bazılarının nesli tükenir.`,
          msg`Ülkemizde Akdeniz foku, deniz kaplumbağaları ve kelaynak kuşu nesli tükenme tehlikesi altındaki canlılardandır. Kelaynaklar Birecik’te koruma altında yaşatılır. Canlılar birbirine bağlı yaşadığı için bir türün yok olması öteki türleri de etkiler.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Biyoçeşitlilik`, definition: msg`Bir bölgede yaşayan canlı türlerinin çeşitliliği.` },
      { term: msg`Tür`, definition: msg`Birbirine benzeyen ve kendi aralarında çoğalabilen canlılar topluluğu.` },
      { term: msg`Yaşam alanı`, definition: msg`Bir canlının beslendiği, barındığı ve çoğaldığı yer.` },
      { term: msg`Endemik tür`, definition: msg`Dünyada yalnızca belirli bir bölgede yaşayan tür.` },
      { term: msg`Nesli tükenme`, definition: msg`Bir türün son bireylerinin de ölmesiyle o türün tamamen yok olması.` },
    ],
  },
  procedure: {
    goal: msg`İki farklı alanda bir metrekaredeki bitki ve küçük hayvan çeşitlerini sayarak biyoçeşitliliği karşılaştırmak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`5 m uzunluğunda ip ve 4 kısa çubuk (ya da çadır kazığı)`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Metre ya da şerit metre`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Büyüteç`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kullan-at eldiven`, quantity: msg`Her öğrenciye 1 çift` },
      { name: msg`Altlıklı çalışma sayfası, kalem ve renkli kalemler`, quantity: msg`Her öğrenciye 1’er tane` },
    ],
    safety: [
      msg`Okul bahçesinden çıkma ve grubundan ayrılma.`,
      msg`Böceklere, arılara ve solucanlara dokunma; onları yalnızca büyüteçle izle. Arı alerjin varsa öğretmenin bilsin.`,
      msg`Bitkileri koparma, sökme ve ağzına alma; bazı bitkiler zehirli ya da dikenli olabilir.`,
      msg`Toprağa yalnızca eldivenle dokun. Sınıfa dönünce ellerini sabunla yıka.`,
      msg`Güneşli havada şapka tak, su iç.`,
    ],
    steps: [
      msg`Öğretmeninle bahçede iki alan seçin: biri biçilmiş çim ya da sık kullanılan bir alan, öbürü ağaç altı ya da biçilmemiş yabani bir köşe.`,
      msg`Birinci alanda çubukları bir kenarı 1 m olan bir karenin köşelerine çak ve ipi çubukların çevresinden dolayarak karenin sınırını çiz.`,
      msg`Karenin içindeki bitkilere bak. Adlarını bilmen gerekmez: Yaprağının şekli ya da rengi farklı olan her bitkiyi ayrı bir çeşit say. Kaç çeşit bitki bulduğunu tabloya yaz.`,
      msg`Karenin içinde ve toprağın üstünde gördüğün küçük hayvanları büyüteçle ara: karınca, böcek, solucan, salyangoz, örümcek gibi. Kaç çeşit hayvan gördüğünü yaz ve birini çiz.`,
      msg`Kareyi sök ve aynı sayımı ikinci alanda yap.`,
      msg`Sınıfta iki alanın sonuçlarını grubunla karşılaştırın. Diğer grupların verileriyle birlikte tahtaya bir sütun grafiği çizin.`,
    ],
    observations: [
      msg`Hangi alanda daha çok bitki çeşidi buldunuz?`,
      msg`Hangi alanda daha çok küçük hayvan çeşidi gördünüz?`,
      msg`İki alan arasındaki farkın nedeni ne olabilir?`,
    ],
    conclusion: msg`Farklı bitkilerin kendiliğinden büyüdüğü yabani köşede, tek tür otun sürekli biçildiği alana göre genellikle daha çok bitki ve hayvan çeşidi bulunur. Çeşitli bitkiler, çeşitli hayvanlara besin ve barınak sağlar. Yaşam alanları bozulunca biyoçeşitlilik azalır. Biyoçeşitliliği korumak için yaşam alanlarını korumalıyız.`,
  },
  questions: [
    {
      id: 'meaning',
      prompt: msg`Biyoçeşitlilik nedir?`,
      options: [msg`Bir bölgede yaşayan canlı türlerinin çeşitliliği`, msg`Bir bölgedeki binaların sayısı`, msg`Bir canlının ne kadar büyüdüğü`],
      correctIndex: 0,
      explanation: msg`Biyoçeşitlilik, bir bölgedeki bitki, hayvan, mantar ve mikroskobik canlı türlerinin çeşitliliğidir.`,
      hints: [msg`“Biyo” sözcük parçası yaşam ve canlılarla ilgilidir.`, msg`Deneyde karenin içinde neyi saydın?`],
    },
    {
      id: 'lawn',
      prompt: msg`Biçilmiş çimde genellikle yabani köşeden daha az canlı çeşidi bulunur. Bunun nedeni nedir?`,
      options: [
        msg`Çim daha yeşil olduğu için`,
        msg`Çimde çoğunlukla tek tür ot bulunduğu ve sürekli biçildiği için başka canlılara besin ve barınak kalmaz`,
        msg`Yabani köşe her zaman daha güneşli olduğu için`,
      ],
      correctIndex: 1,
      explanation: msg`Tek tür otun sürekli biçildiği çimde az sayıda bitki türü vardır; bu da az sayıda hayvana besin ve barınak sağlar. Yabani köşedeki çeşitli bitkiler birçok hayvana yuva olur.`,
      hints: [msg`Çime kaç çeşit ot ekilir?`, msg`Böcekler ve kuşlar beslenmek ve saklanmak için neye ihtiyaç duyar?`],
    },
    {
      id: 'wetlands',
      prompt: msg`Bir sulak alan kurutulursa hangi canlılar en çok etkilenir?`,
      options: [msg`Sincaplar`, msg`Dağ keçileri`, msg`Flamingolar ve kurbağalar`],
      correctIndex: 2,
      explanation: msg`Flamingolar ve kurbağalar sulak alanlarda beslenir ve çoğalır. Sulak alan kurutulunca yaşam alanlarını kaybederler.`,
      hints: [msg`Hangi canlıların yaşamı suya bağlı?`, msg`Sincaplar ve dağ keçileri nerede yaşar?`],
    },
    {
      id: 'why-important',
      prompt: msg`Biyoçeşitlilik neden önemlidir?`,
      options: [
        msg`Canlı türleri azaldıkça doğa daha sağlıklı olur.`,
        msg`Yalnızca hayvanat bahçeleri için önemlidir.`,
        msg`Hiçbir önemi yoktur.`,
        msg`Canlılar birbirine bağlı yaşar; bir tür yok olunca başka türler de etkilenir.`,
      ],
      correctIndex: 3,
      explanation: msg`Canlılar besin, barınak ve çoğalma için birbirine bağlıdır. Örneğin arılar azalırsa birçok bitki tozlaşamaz, o bitkilerle beslenen hayvanlar da etkilenir.`,
      hints: [msg`Arılar olmasaydı çiçeklere ve meyvelere ne olurdu?`, msg`Bir canlının besini ortadan kalkarsa o canlıya ne olur?`],
    },
    {
      id: 'endangered',
      prompt: msg`Aşağıdakilerden hangisi ülkemizde nesli tükenme tehlikesi altındaki bir canlıdır?`,
      options: [msg`Akdeniz foku`, msg`Serçe`, msg`Güvercin`],
      correctIndex: 0,
      explanation: msg`Akdeniz foku, kıyılardaki mağaraların bozulması, kirlilik ve balık ağları yüzünden çok azalmıştır ve koruma altındadır. Serçe ve güvercin yaygın kuşlardır.`,
      hints: [msg`Hangisini şehirde her gün görürsün, hangisini neredeyse hiç göremezsin?`, msg`Konu anlatımında adı geçen canlıları hatırla.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hangi yaşam alanının canlısı?`,
    instructions: msg`Her canlıyı en çok yaşadığı yaşam alanına yerleştir. Bir yaşam alanı yok olursa orada yaşayan canlıların da zarar göreceğini unutma.`,
    categories: [
      { id: 'forest', label: msg`Orman` },
      { id: 'wetland', label: msg`Sulak alan (göl, bataklık, akarsu)` },
      { id: 'sea', label: msg`Deniz` },
    ],
    items: [
      {
        id: 'squirrel',
        label: msg`Sincap`,
        emoji: '🐿️',
        categoryId: 'forest',
        explanation: msg`Sincap ağaçlarda barınır, ağaçların tohumları ve meyveleriyle beslenir.`,
      },
      {
        id: 'woodpecker',
        label: msg`Ağaçkakan`,
        emoji: '🪶',
        categoryId: 'forest',
        explanation: msg`Ağaçkakan ağaç gövdelerindeki böceklerle beslenir, ağaç kovuklarında yuva yapar.`,
      },
      {
        id: 'bear',
        label: msg`Boz ayı`,
        emoji: '🐻',
        categoryId: 'forest',
        explanation: msg`Boz ayı ülkemizin ormanlık dağlarında yaşar.`,
      },
      {
        id: 'flamingo',
        label: msg`Flamingo`,
        emoji: '🦩',
        categoryId: 'wetland',
        explanation: msg`Flamingolar sığ ve tuzlu göllerde, sulak alanlarda beslenir ve çoğalır.`,
      },
      {
        id: 'frog',
        label: msg`Kurbağa`,
        emoji: '🐸',
        categoryId: 'wetland',
        explanation: msg`Kurbağalar yumurtalarını suya bırakır; yavruları suda gelişir.`,
      },
      {
        id: 'water-lily',
        label: msg`Nilüfer`,
        emoji: '🪷',
        categoryId: 'wetland',
        explanation: msg`Nilüfer durgun göl ve bataklık sularında yetişir.`,
      },
      {
        id: 'seal',
        label: msg`Akdeniz foku`,
        emoji: '🦭',
        categoryId: 'sea',
        explanation: msg`Akdeniz foku denizde avlanır, kıyı mağaralarında dinlenir ve yavrular.`,
      },
      {
        id: 'turtle',
        label: msg`Deniz kaplumbağası`,
        emoji: '🐢',
        categoryId: 'sea',
        explanation: msg`Deniz kaplumbağaları denizde yaşar, yumurtalarını kumsallara bırakır.`,
      },
      {
        id: 'dolphin',
        label: msg`Yunus`,
        emoji: '🐬',
        categoryId: 'sea',
        explanation: msg`Yunuslar denizlerde sürüler hâlinde yaşar.`,
      },
    ],
  },
  worksheet: {
    title: msg`Biyoçeşitlilik Sayımı Çalışma Sayfası`,
    instructions: msg`İki alandaki sayımlarını tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`İki alanın sonuçlarını bir sütun grafiğiyle göster.`, lines: 5 },
      { prompt: msg`Okul bahçenizin biyoçeşitliliğini artırmak için üç öneri yaz.`, lines: 3 },
      { prompt: msg`Ülkemizde nesli tükenme tehlikesi altındaki bir canlıyı araştır: nerede yaşar, onu ne tehdit ediyor?`, lines: 3 },
    ],
    table: {
      caption: msg`Bir metrekaredeki canlı çeşitleri`,
      columns: [msg`Alan`, msg`Bitki çeşidi sayısı`, msg`Küçük hayvan çeşidi sayısı`, msg`Not`],
      rows: 2,
    },
  },
  story: {
    title: msg`Fındık ve Biçilen Çayır`,
    paragraphs: [
      msg`Sincap Fındık’ın ormanının kenarında rengârenk bir çayır vardı. Çayırda papatyalar, gelincikler, yonca ve onlarca ot türü büyür; arılar, kelebekler ve uğur böcekleri uçuşurdu.`,
      msg`Bir gün çayır futbol sahası yapılmak üzere sürüldü, tek tür çim ekildi ve her hafta biçilmeye başlandı. Birkaç ay sonra Fındık çayıra baktı: Arılar ve kelebekler gitmişti. Onlarla beslenen kuşlar da azalmıştı.`,
      msg`Fındık arkadaşlarıyla ipten bir kare yaptı. Çimin bir metrekaresinde yalnızca iki çeşit bitki ve bir çeşit karınca saydılar. Orman kenarındaki çalılıkta ise on iki bitki ve yedi hayvan çeşidi buldular.`,
      msg`Fındık sonuçları orman meclisine götürdü. Meclis, sahanın kenarına bir şerit yabani çiçek bırakmaya karar verdi. Ertesi bahar arılar ve kelebekler geri döndü; kuşların şarkıları da onlarla birlikte.`,
    ],
    lesson: msg`Çeşitli yaşam alanları çeşitli canlılara yuva olur. Yaşam alanlarını korursak biyoçeşitliliği de korumuş oluruz.`,
  },
};
