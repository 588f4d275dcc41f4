import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Gregor Mendel bir manastırın bahçesinde binlerce bezelye yetiştirdi ve tohum renklerini saydı. Sarı tohumlu iki bezelyeden bazen yeşil tohumlu yavrular çıkmasının nedenini açıkladı. İki bozuk parayla onun bulduğu oranları sınıfta yeniden elde edebilirsin.`,
    sections: [
      {
        heading: msg`Genler, baskınlık ve çekiniklik`,
        paragraphs: [
          msg`Bir canlının her özelliği için biri anneden, biri babadan gelen iki gen vardır. Bu iki gen aynıysa canlı o özellik bakımından homozigot (saf döl), farklıysa heterozigot (melez döl) olarak adlandırılır.`,
          msg`İki gen farklı olduğunda özelliğini gösteren gene baskın gen, etkisi gizli kalan gene çekinik gen denir. Bezelyede sarı tohum rengi baskındır ve büyük harfle (Y), yeşil tohum rengi çekiniktir ve küçük harfle (y) gösterilir. YY ve Yy bezelyelerin tohumu sarı, yy bezelyeninki yeşildir.`,
          msg`Bir canlının gen yapısına genotip (örneğin Yy), dışarıdan gözlenen özelliğine fenotip (örneğin sarı tohum) denir. Çekinik özellik ancak iki gen de çekinik olduğunda ortaya çıkar.`,
        ],
      },
      {
        heading: msg`Çaprazlama ve olasılık`,
        paragraphs: [
          msg`Üreme hücresi oluşurken her ebeveynin iki geninden yalnızca biri bu hücreye geçer ve hangisinin geçeceği şansa bağlıdır; tıpkı yazı tura atmak gibi. Yy × Yy çaprazlamasında yavruların genotipleri 1 YY : 2 Yy : 1 yy, fenotipleri 3 sarı : 1 yeşil oranında beklenir.`,
          msg`Bu oranlar bir olasılıktır, kesin sonuç değildir. 4 yavrudan tam 1’inin yeşil olacağı söylenemez; ama yavru sayısı arttıkça sonuçlar beklenen orana yaklaşır. Mendel de bu yüzden binlerce bitki saydı.`,
        ],
      },
      {
        heading: msg`Mutasyon, modifikasyon ve adaptasyon`,
        paragraphs: [
          msg`DNA’da kalıcı olarak meydana gelen değişikliğe mutasyon denir. Radyasyon, bazı kimyasallar ve DNA eşlenirken oluşan hatalar mutasyona yol açabilir. Üreme hücrelerindeki mutasyonlar yavrulara aktarılabilir; albinizm ve Down sendromu mutasyon kaynaklı örneklerdir.`,
          msg`Çevrenin etkisiyle canlının genlerinde değil, yalnızca görünüşünde ortaya çıkan değişikliklere modifikasyon denir ve yavrulara aktarılmaz. Ortanca çiçeğinin toprağın yapısına göre mavi ya da pembe açması, güneşte bronzlaşma ve spor yapanın kaslarının gelişmesi modifikasyondur.`,
          msg`Bir canlının yaşadığı ortamda hayatta kalmasını ve üremesini kolaylaştıran kalıtsal özelliklere adaptasyon denir: kutup ayısının kalın yağ tabakası, kaktüsün diken biçimindeki yaprakları, çöl tilkisinin ısı yaymasını sağlayan büyük kulakları gibi.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Baskın gen`, definition: msg`Farklı bir genle birlikte bulunduğunda da özelliğini gösteren gen; büyük harfle gösterilir.` },
      { term: msg`Çekinik gen`, definition: msg`Özelliğini yalnızca iki gen de çekinik olduğunda gösteren gen; küçük harfle gösterilir.` },
      { term: msg`Genotip`, definition: msg`Bir canlının bir özellik için taşıdığı genler; örneğin Yy.` },
      { term: msg`Fenotip`, definition: msg`Genotipin dışarıdan gözlenen sonucu; örneğin sarı tohum.` },
      { term: msg`Mutasyon`, definition: msg`DNA’da meydana gelen kalıcı değişiklik.` },
      { term: msg`Modifikasyon`, definition: msg`Çevre etkisiyle ortaya çıkan, kalıtsal olmayan değişiklik.` },
      { term: msg`Adaptasyon`, definition: msg`Canlının ortamında hayatta kalmasını kolaylaştıran kalıtsal özellik.` },
    ],
  },
  procedure: {
    goal: msg`İki heterozigot bezelyenin çaprazlanmasını iki bozuk parayla modelleyerek yavrulardaki genotip ve fenotip oranlarını bulmak ve çaprazlama tablosuyla karşılaştırmak.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Aynı türden bozuk para`, quantity: msg`her ikili gruba 2 tane` },
      { name: msg`Küçük etiket ya da kâğıt bant ve kalem`, quantity: msg`4 etiket` },
      { name: msg`Atışlar için bir karton kutu kapağı ya da yumuşak bez`, quantity: msg`her gruba 1 tane` },
      { name: msg`Çalışma sayfası ve hesap makinesi`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Bozuk paraları ağzına koyma; paralar çok elden geçtiği için mikrop taşır. Etkinlikten sonra ellerini sabunla yıka.`,
      msg`Paraları havaya yüksek atma; kutu kapağının içine yuvarla ki yere düşüp kaybolmasın ve kimsenin yüzüne gelmesin.`,
    ],
    steps: [
      msg`Her paranın bir yüzüne “Y” (sarı, baskın), öbür yüzüne “y” (yeşil, çekinik) yazan etiketler yapıştır. Birinci para anne bezelyeyi, ikinci para baba bezelyeyi gösteriyor; ikisi de Yy.`,
      msg`Başlamadan önce çaprazlama tablosunu (dörtlü kare) doldur ve 40 yavruda kaç YY, Yy ve yy beklediğini hesapla.`,
      msg`İki parayı aynı anda kutu kapağının içine at. Üstte kalan iki harf, yavru bezelyenin genotipidir (örneğin Y ve y ise Yy).`,
      msg`Her atışın genotipini çetele ile tabloya işle. Toplam 40 atış yap.`,
      msg`Her genotipin kaç kez çıktığını say. Sonra sarı (YY ve Yy) ve yeşil (yy) yavruların sayısını bul.`,
      msg`Sonuçlarını beklenen sayılarla karşılaştır. Sınıftaki bütün grupların sonuçlarını tahtada toplayıp sınıf toplamını da karşılaştır.`,
    ],
    observations: [
      msg`40 atışta kaç YY, kaç Yy, kaç yy çıktı?`,
      msg`Sarı ve yeşil yavruların oranı 3 : 1’e ne kadar yakın?`,
      msg`Sınıfın toplam sonucu mu, yoksa tek grubun sonucu mu beklenen orana daha yakın çıktı?`,
      msg`Anne ve babanın ikisi de sarı olduğu hâlde yeşil yavrular nasıl ortaya çıktı?`,
    ],
    conclusion: msg`Her ebeveyn yavruya iki geninden birini şansla verir. Yy × Yy çaprazlamasında yavruların yaklaşık dörtte biri YY, yarısı Yy, dörtte biri yy olur; fenotip oranı yaklaşık 3 sarı : 1 yeşildir. İki ebeveyn de çekinik yeşil geni taşıdığı için yeşil yavrular ortaya çıkabilir. Atış sayısı arttıkça sonuçlar beklenen orana yaklaşır.`,
  },
  questions: [
    {
      id: 'green-chance',
      prompt: msg`Genotipleri Yy olan iki sarı tohumlu bezelye çaprazlanıyor. Yavrunun yeşil tohumlu (yy) olma olasılığı nedir?`,
      options: [msg`%0`, msg`%25`, msg`%50`, msg`%75`],
      correctIndex: 1,
      explanation: msg`Çaprazlama tablosunda dört olasılık vardır: YY, Yy, yY, yy. Bunlardan yalnızca biri yy’dir; olasılık 1/4, yani %25’tir.`,
      hints: [msg`Dörtlü çaprazlama tablosunu çiz.`, msg`Yeşil olmak için yavrunun her iki ebeveynden de hangi geni alması gerekir?`],
    },
    {
      id: 'pure-cross',
      prompt: msg`Homozigot sarı (YY) bir bezelye ile yeşil (yy) bir bezelye çaprazlanıyor. Yavruların tohum rengi ne olur?`,
      options: [msg`Yarısı sarı, yarısı yeşil`, msg`Hepsi yeşil`, msg`Dörtte üçü yeşil`, msg`Hepsi sarı`],
      correctIndex: 3,
      explanation: msg`YY ebeveyn yalnızca Y, yy ebeveyn yalnızca y verebilir. Bütün yavrular Yy olur ve sarı baskın olduğu için hepsinin tohumu sarıdır.`,
      hints: [msg`Her ebeveyn yavruya hangi genleri verebilir?`, msg`Yy genotipli bir bezelyenin fenotipi nedir?`],
    },
    {
      id: 'not-exact',
      prompt: msg`Bir grup 40 atışta 27 sarı, 13 yeşil yavru elde ediyor; beklenen 30 sarı, 10 yeşildi. Bunun en iyi açıklaması hangisidir?`,
      options: [
        msg`Mendel yanılmıştır; oran 3 : 1 değildir.`,
        msg`Paralar bozuktur.`,
        msg`Sonuçlar şansa bağlıdır; atış sayısı arttıkça beklenen orana yaklaşır.`,
      ],
      correctIndex: 2,
      explanation: msg`Oranlar olasılık bildirir. Az sayıda denemede sonuç beklenenden biraz sapabilir. Sınıfın bütün sonuçları toplandığında oran 3 : 1’e daha çok yaklaşır.`,
      hints: [msg`Bir parayı 10 kez atınca her zaman tam 5 yazı gelir mi?`, msg`Sınıf toplamı ile tek grubun sonucunu karşılaştır.`],
    },
    {
      id: 'modification',
      prompt: msg`Aynı ortanca bitkisinden alınan iki çelikten biri asitli, öbürü kireçli toprağa dikiliyor; biri mavi, öbürü pembe çiçek açıyor. Bu değişiklik hangisine örnektir?`,
      options: [msg`Modifikasyon`, msg`Mutasyon`, msg`Adaptasyon`],
      correctIndex: 0,
      explanation: msg`İki bitkinin genleri aynıdır; renk farkı topraktan, yani çevreden kaynaklanır. Genlerde değişiklik olmadığı için yavrulara aktarılmaz; bu bir modifikasyondur.`,
      hints: [msg`İki çeliğin genleri farklı mı?`, msg`Değişikliğe neden olan şey DNA mı, çevre mi?`],
    },
    {
      id: 'adaptation',
      prompt: msg`Aşağıdakilerden hangisi bir adaptasyon örneğidir?`,
      options: [
        msg`Yazın güneşte bronzlaşan bir çocuk`,
        msg`Kutup ayısının soğuktan koruyan kalın yağ tabakası ve kürkü`,
        msg`Spor yaparak kasları gelişen bir sporcu`,
      ],
      correctIndex: 1,
      explanation: msg`Kutup ayısının kalın yağ tabakası ve kürkü kalıtsaldır ve soğuk ortamda hayatta kalmasını sağlar. Bronzlaşma ve kas gelişmesi çevre etkisiyle oluşan modifikasyonlardır.`,
      hints: [msg`Adaptasyon kalıtsal bir özelliktir.`, msg`Hangisi yavrulara da aktarılır ve canlının ortamında yaşamasını kolaylaştırır?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Mutasyon mu, modifikasyon mu, adaptasyon mu?`,
    instructions: msg`Her örneğe dokun, sonra doğru kutuya dokun. İstersen örneği sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'mutation', label: msg`Mutasyon` },
      { id: 'modification', label: msg`Modifikasyon` },
      { id: 'adaptation', label: msg`Adaptasyon` },
    ],
    items: [
      {
        id: 'albino',
        label: msg`Vücudunda renk maddesi üretilemeyen albino tavşan`,
        emoji: '🐇',
        categoryId: 'mutation',
        explanation: msg`Renk maddesini üreten gendeki değişiklik kalıtsaldır.`,
      },
      {
        id: 'down',
        label: msg`Down sendromu`,
        emoji: '🧬',
        categoryId: 'mutation',
        explanation: msg`Fazladan bir kromozomdan kaynaklanan bir kromozom mutasyonudur; çoğunlukla üreme hücreleri oluşurken ortaya çıkar.`,
      },
      {
        id: 'radiation',
        label: msg`Radyasyon etkisiyle DNA’sı değişen hücre`,
        emoji: '☢️',
        categoryId: 'mutation',
        explanation: msg`Radyasyon DNA’da kalıcı değişikliğe yol açabilir.`,
      },
      {
        id: 'hydrangea',
        label: msg`Toprağa göre mavi ya da pembe açan ortanca`,
        emoji: '💐',
        categoryId: 'modification',
        explanation: msg`Genler aynıdır; renk farkını toprak yaratır.`,
      },
      { id: 'tan', label: msg`Güneşte bronzlaşan ten`, emoji: '☀️', categoryId: 'modification', explanation: msg`Çevre etkisiyle oluşur, yavrulara geçmez.` },
      {
        id: 'muscles',
        label: msg`Düzenli spor yapan birinin kaslarının gelişmesi`,
        emoji: '💪',
        categoryId: 'modification',
        explanation: msg`Genlerde değişiklik olmadan, çalışma etkisiyle oluşur.`,
      },
      {
        id: 'polar-bear',
        label: msg`Kutup ayısının kalın yağ tabakası`,
        emoji: '🐻‍❄️',
        categoryId: 'adaptation',
        explanation: msg`Soğuk ortamda yaşamayı kolaylaştıran kalıtsal bir özelliktir.`,
      },
      {
        id: 'cactus',
        label: msg`Kaktüsün diken biçimindeki yaprakları`,
        emoji: '🌵',
        categoryId: 'adaptation',
        explanation: msg`Su kaybını azaltarak kurak ortamda yaşamayı sağlar.`,
      },
      {
        id: 'fennec',
        label: msg`Çöl tilkisinin büyük kulakları`,
        emoji: '🦊',
        categoryId: 'adaptation',
        explanation: msg`Büyük kulaklar vücut ısısını yaymaya yardım eder.`,
      },
    ],
  },
  worksheet: {
    title: msg`Yazı Tura Çaprazlaması Çalışma Sayfası`,
    instructions: msg`Önce çaprazlama tablosunu doldur, sonra atışlarını çetele ile tabloya işle ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Yy × Yy çaprazlamasının dörtlü tablosunu çiz; beklenen genotip ve fenotip oranlarını yaz.`, lines: 5 },
      { prompt: msg`Kendi sonucunu ve sınıf toplamını beklenen oranla karşılaştır. Hangisi daha yakın? Neden?`, lines: 3 },
      { prompt: msg`Yy × yy çaprazlamasında yavruların yüzde kaçının yeşil tohumlu olmasını beklersin? Tabloyla göster.`, lines: 4 },
      { prompt: msg`Mutasyon ile modifikasyon arasındaki farkı bir örnekle açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`40 atışın sonuçları`,
      columns: [msg`Genotip`, msg`Çetele`, msg`Sayı`, msg`Beklenen sayı`, msg`Fenotip`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Yeşil Bezelyesi`,
    paragraphs: [
      msg`Fındık’ın bahçesinde iki bezelye bitkisi vardı; ikisinin de tohumları sapsarıydı. Fındık onların tohumlarından yeni bezelyeler yetiştirdi. Hasatta şaşırdı: her dört bitkiden yaklaşık birinin tohumu yemyeşildi!`,
      msg`“Annesi de babası da sarı, bu yeşiller nereden çıktı?” diye sordu. Baykuş Nine iki ceviz kabuğu aldı, birinin içine sarı, öbürüne yeşil bir boncuk koydu: “Her bitki iki gen taşır. Senin bitkilerin bir sarı, bir yeşil gen taşıyor ama sarı baskın olduğu için yeşil saklanıyor.”`,
      msg`“Yavru, anneden ve babadan birer gen alır,” diye devam etti. “İkisinden de yeşili alırsa tohumu yeşil olur. Bu da şansa bağlı; dört yavrudan birinde olmasını bekleriz.”`,
      msg`Fındık iki fındık kabuğunu yazı tura gibi atarak kırk kez denedi ve sonuçları yazdı. Sarılar yeşillerin yaklaşık üç katıydı. “Mendel amca haklıymış!” dedi gülerek.`,
    ],
    lesson: msg`Yavrular her özellik için anneden ve babadan birer gen alır; hangi genin geçeceği şansa bağlıdır. Çaprazlama tablosu olasılıkları gösterir ve deneme sayısı arttıkça sonuçlar beklenen orana yaklaşır.`,
  },
};
