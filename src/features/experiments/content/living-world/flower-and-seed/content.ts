import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`İlkbaharda ağaçlar çiçek açar, yazın aynı dallarda meyveler olgunlaşır. Bir kelebek ise hayatına tırtıl olarak başlar. Canlılar neslini sürdürmek için ürer; ürerken ve büyürken bazen şaşırtıcı değişimler geçirir.`,
    sections: [
      {
        heading: msg`Bitkilerde eşeysiz ve eşeyli üreme`,
        paragraphs: [
          msg`Eşeysiz üremede tek bir ata canlıdan, üreme hücreleri birleşmeden yeni bireyler oluşur ve yavrular atasıyla aynı kalıtsal özellikleri taşır. Patatesin yumrusundan, çileğin toprak üstünde sürünen gövdesinden ya da söğüt dalından yeni bitki oluşması vejetatif üremedir. Eğrelti otları ise sporla ürer.`,
          msg`Eşeyli üremede erkek ve dişi üreme hücreleri birleşir. Çiçekli bitkilerin üreme organı çiçektir. Eşeyli üremeyle oluşan yavrular anne ve babadan farklı özellikler taşıyabilir.`,
        ],
      },
      {
        heading: msg`Çiçeğin kısımları`,
        paragraphs: [
          msg`En dışta genellikle yeşil olan çanak yapraklar bulunur; çiçek tomurcukken onu korur. Renkli ve çoğu zaman kokulu taç yapraklar böcekleri çiçeğe çeker.`,
          msg`Erkek organ sapçık ve başçıktan oluşur; başçıkta polenler (çiçek tozları) oluşur. Dişi organ tepecik, dişicik borusu ve yumurtalıktan oluşur; yumurtalıktaki tohum taslaklarında dişi üreme hücresi bulunur.`,
        ],
      },
      {
        heading: msg`Tozlaşma, döllenme ve çimlenme`,
        paragraphs: [
          msg`Polenlerin rüzgâr, su ya da böcek gibi hayvanlarla dişi organın tepeciğine taşınmasına tozlaşma denir. Polenden gelen erkek üreme hücresinin yumurtalıktaki dişi üreme hücresiyle birleşmesine döllenme denir.`,
          msg`Döllenmeden sonra tohum taslağı tohuma, yumurtalık da meyveye dönüşür. Tohumun içinde yavru bitki (embriyo) ve onu besleyecek besin deposu bulunur.`,
          msg`Tohum uygun koşullarda çimlenir: su, uygun sıcaklık ve oksijen gerekir. Çoğu tohum çimlenmek için ışığa ihtiyaç duymaz; çünkü ilk besini kendi içindedir. Ama toprağın üstüne çıkan fide, fotosentez yapabilmek için ışığa ihtiyaç duyar.`,
        ],
      },
      {
        heading: msg`Hayvanlarda büyüme, gelişme ve başkalaşım`,
        paragraphs: [
          msg`Kedi ya da tavuk gibi birçok hayvanın yavrusu ergine benzer; yalnızca büyür ve gelişir. Bazı hayvanlar ise gelişirken şekil değiştirir. Buna başkalaşım (metamorfoz) denir.`,
          msg`Kelebekte yumurta, tırtıl (larva), pupa ve ergin evreleri görülür. Kurbağanın yumurtadan çıkan yavrusu, suda solungaçla soluk alan iribaştır; zamanla bacakları çıkar, kuyruğu kaybolur ve akciğerli bir kurbağaya dönüşür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Eşeysiz üreme`, definition: msg`Tek bir atadan, üreme hücreleri birleşmeden yeni birey oluşması.` },
      { term: msg`Eşeyli üreme`, definition: msg`Erkek ve dişi üreme hücrelerinin birleşmesiyle yeni birey oluşması.` },
      { term: msg`Tozlaşma`, definition: msg`Polenlerin dişi organın tepeciğine taşınması.` },
      { term: msg`Döllenme`, definition: msg`Erkek ve dişi üreme hücrelerinin birleşmesi.` },
      { term: msg`Çimlenme`, definition: msg`Uygun koşullarda tohumdaki yavru bitkinin gelişmeye başlaması.` },
      { term: msg`Başkalaşım (metamorfoz)`, definition: msg`Bazı hayvanların gelişirken geçirdiği belirgin şekil değişimi.` },
    ],
  },
  procedure: {
    goal: msg`Bir çiçeğin üreme organlarını tanımak ve tohumun çimlenmesi için gerekli koşulları kontrollü bir deneyle belirlemek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Büyük, kısımları belirgin bir çiçek (örneğin zambak ya da şebboy)`, quantity: msg`her gruba 1 tane` },
      { name: msg`Büyüteç ve beyaz kâğıt`, quantity: msg`her gruba 1’er tane` },
      { name: msg`Maket bıçağı (yalnızca öğretmen kullanacak)`, quantity: msg`1 tane` },
      { name: msg`Kuru fasulye ya da nohut tohumu`, quantity: msg`25 tane` },
      { name: msg`Şeffaf plastik bardak ve pamuk`, quantity: msg`5 bardak, 4 avuç pamuk` },
      { name: msg`Öğretmenin önceden kaynatıp soğuttuğu su ve biraz sıvı yağ`, quantity: msg`1 bardak ve 1 yemek kaşığı` },
      { name: msg`Etiket, kalem ve cıvasız (dijital ya da renkli sıvılı) termometre`, quantity: msg`5 etiket, 1 kalem, 1 termometre` },
    ],
    safety: [
      msg`Çiçeği öğretmenin kessin; maket bıçağını kullanma.`,
      msg`Bazı süs bitkileri zehirlidir. Çiçek parçalarını ve tohumları ağzına götürme; deneyden sonra ellerini yıka.`,
      msg`Polen alerjisi olan arkadaşlar çiçeği koklamasın ve çiçekle eldivenle çalışsın.`,
      msg`Suyu yalnızca öğretmenin kaynatsın; sıcak suya ve ocağa yaklaşma. Deneyde soğumuş suyu kullanın.`,
      msg`Termometreyi dikkatli tut; cam termometre kırılırsa parçaları elinle toplama, öğretmenine haber ver.`,
      msg`Bardaklarda küf (tüylü, renkli lekeler) görürsen koklama; öğretmenine göster.`,
    ],
    steps: [
      msg`Çiçeği beyaz kâğıdın üstüne koy. Dıştan içe doğru çanak yaprakları, taç yaprakları ve erkek organları parmaklarınla tek tek ayır ve kâğıda sırayla diz. Zambak gibi bazı çiçeklerde çanak ve taç yapraklar birbirine çok benzer; ikisi de renklidir.`,
      msg`Başçığı büyüteçle incele; parmağına dokundurup polenleri gör. Ortada kalan dişi organda tepeciği, dişicik borusunu ve yumurtalığı bul.`,
      msg`Öğretmenin yumurtalığı enine kessin. İçindeki küçük tohum taslaklarını büyüteçle incele ve çiz.`,
      msg`Beş bardağı A’dan E’ye kadar etiketle ve her birine beşer tohum koy. A: ıslak pamuk, sınıfta aydınlık bir yer. B: kuru pamuk, aydınlık yer. C: ıslak pamuk, buzdolabı. D: tohumlar kaynatılıp soğutulmuş suya tamamen batırılmış, suyun üstü ince bir yağ tabakasıyla kapatılmış, aydınlık yer. E: ıslak pamuk, sınıfta karanlık bir dolap.`,
      msg`Sınıfın ve buzdolabının sıcaklığını termometreyle ölçüp yaz.`,
      msg`Bir hafta boyunca her gün çimlenen tohumları say ve tabloya yaz. A, C ve E bardaklarındaki pamuğun nemli kalmasını sağla.`,
    ],
    observations: [
      msg`Erkek organ ve dişi organ çiçeğin neresinde bulunuyor? Kaçar tane var?`,
      msg`Hangi bardaklarda tohumlar çimlendi, hangilerinde çimlenmedi?`,
      msg`Karanlıktaki (E) tohumlar ile aydınlıktaki (A) tohumlar arasında çimlenme bakımından fark var mı?`,
      msg`Çimlenen fidelerin rengi aydınlıkta ve karanlıkta nasıl?`,
    ],
    conclusion: msg`Çiçek, çiçekli bitkilerin üreme organıdır: başçıkta polenler, yumurtalıkta tohum taslakları oluşur. Tohumlar yalnızca A ve E bardaklarında çimlendi. B’de su, C’de uygun sıcaklık, D’de oksijen eksikti. Buzdolabının içi de karanlıktır; ama E bardağı karanlığın çimlenmeyi engellemediğini gösterdiği için C’deki sonucu soğuğa bağlarız. E’deki tohumların çimlenmesi, çimlenme için ışığın gerekmediğini gösterir; ama karanlıktaki fideler soluk kaldı, çünkü fidenin büyümesi ve fotosentez için ışık gerekir.`,
  },
  questions: [
    {
      id: 'germination-cup',
      prompt: msg`Deneyde hangi bardaklardaki tohumlar çimlenir?`,
      options: [msg`Yalnızca A`, msg`A ve E`, msg`A, C ve E`, msg`Hepsi`],
      correctIndex: 1,
      explanation: msg`A ve E’de su, uygun sıcaklık ve oksijen vardır, bu yüzden tohumlar çimlenir. B’de su, C’de uygun sıcaklık, D’de oksijen eksiktir. Işığın olmaması (E) çimlenmeyi engellemez.`,
      hints: [
        msg`Çimlenme için gereken üç koşulu yaz ve her bardağı tek tek kontrol et.`,
        msg`Karanlık dolaptaki bardakta eksik olan şey, çimlenme koşullarından biri mi?`,
      ],
    },
    {
      id: 'submerged-seeds',
      prompt: msg`Kaynatılıp soğutulmuş suya batırılan ve üstü yağla kapatılan tohumlar neden çimlenmez?`,
      options: [msg`Su yeterli olmadığı için`, msg`Oksijen alamadıkları için`, msg`Işık alamadıkları için`, msg`Sıcaklık çok yüksek olduğu için`],
      correctIndex: 1,
      explanation: msg`Kaynatma suda çözünmüş havayı uzaklaştırır, yağ tabakası da havanın suya yeniden girmesini engeller. Tohum, çimlenirken solunum yapar ve bunun için oksijene ihtiyaç duyar.`,
      hints: [msg`Suyu kaynatmak ve üstünü yağla kapatmak suya ne olmasını engeller?`, msg`Çimlenen tohum da bir canlı olarak solunum yapar.`],
    },
    {
      id: 'pollen-place',
      prompt: msg`Polenler (çiçek tozları) çiçeğin hangi kısmında oluşur?`,
      options: [msg`Tepecik`, msg`Yumurtalık`, msg`Çanak yaprak`, msg`Başçık`],
      correctIndex: 3,
      explanation: msg`Polenler erkek organın başçığında oluşur. Tepecik dişi organın polenleri tutan ucu, yumurtalık ise tohum taslaklarının bulunduğu kısımdır.`,
      hints: [msg`Polen erkek üreme hücresini taşır.`, msg`Erkek organın iki kısmı vardı. Hangisine dokunduğunda parmağın tozlandı?`],
    },
    {
      id: 'pollination-vs-fertilisation',
      prompt: msg`Bir arı, bir çiçekten aldığı polenleri başka bir çiçeğin tepeciğine bırakıyor. Bu olayın adı nedir?`,
      options: [msg`Tozlaşma`, msg`Döllenme`, msg`Çimlenme`],
      correctIndex: 0,
      explanation: msg`Polenlerin tepeciğe taşınması tozlaşmadır. Döllenme daha sonra, erkek üreme hücresi yumurtalıktaki dişi üreme hücresiyle birleştiğinde olur.`,
      hints: [
        msg`Arı yalnızca polenleri bir yerden bir yere taşıdı. Üreme hücreleri henüz birleşti mi?`,
        msg`Polenlerin taşınması ile üreme hücrelerinin birleşmesi iki ayrı adımdır.`,
      ],
    },
    {
      id: 'asexual-example',
      prompt: msg`Aşağıdakilerden hangisi bitkilerde eşeysiz üremeye örnektir?`,
      options: [msg`Elma çiçeğinin döllenip meyve vermesi`, msg`Ayçiçeğinin tohumla çoğalması`, msg`Patates yumrusundan yeni bir patates bitkisi oluşması`],
      correctIndex: 2,
      explanation: msg`Patates yumrusu bitkinin bir gövde parçasıdır; üreme hücreleri birleşmeden yeni bitki oluşturur. Bu vejetatif (eşeysiz) üremedir. Döllenmeyle oluşan tohum ve meyve eşeyli üremenin sonucudur.`,
      hints: [msg`Eşeysiz üremede üreme hücreleri birleşmez.`, msg`Hangisinde tohum ya da döllenme hiç yok?`],
    },
    {
      id: 'metamorphosis',
      prompt: msg`Kelebeğin gelişiminde tırtıl hangi evreye karşılık gelir?`,
      options: [msg`Yumurta`, msg`Larva`, msg`Pupa`, msg`Ergin`],
      correctIndex: 1,
      explanation: msg`Kelebek yumurta, larva, pupa ve ergin evrelerinden geçer. Yumurtadan çıkan ve bol bol yaprak yiyerek büyüyen tırtıl, larva evresidir.`,
      hints: [msg`Başkalaşımın evrelerini sırayla düşün.`, msg`Tırtıl yumurtadan çıkmıştır, ama henüz kabuk içinde kıpırtısız bekleyeceği evreye geçmemiştir.`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Çiçekten yeni bir bitkiye`,
    instructions: msg`Çiçekli bir bitkinin üreme ve yaşam döngüsündeki adımları doğru sıraya koy.`,
    stepsInOrder: [
      msg`Bitki çiçek açar; başçıkta polenler olgunlaşır.`,
      msg`Polenler rüzgârla ya da böceklerle tepeciğe taşınır (tozlaşma).`,
      msg`Erkek üreme hücresi, yumurtalıktaki dişi üreme hücresiyle birleşir (döllenme).`,
      msg`Tohum taslağı tohuma, yumurtalık meyveye dönüşür.`,
      msg`Tohum su, uygun sıcaklık ve oksijen bulunca çimlenir.`,
      msg`Fide ışık alarak büyür ve gelişir.`,
      msg`Yetişkin bitki yeniden çiçek açar.`,
    ],
  },
  worksheet: {
    title: msg`Çiçek ve Çimlenme Çalışma Sayfası`,
    instructions: msg`Çiçeği inceleyip kısımlarını çiz. Tohum deneyinde her gün çimlenen tohumları say ve tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`İncelediğin çiçeği çiz; çanak yaprak, taç yaprak, başçık, sapçık, tepecik, dişicik borusu ve yumurtalığı işaretle.`, lines: 6 },
      { prompt: msg`B, C ve D bardaklarında tohumlar neden çimlenmedi? Her biri için eksik koşulu yaz.`, lines: 3 },
      { prompt: msg`E bardağının sonucu, ışığın çimlenmedeki rolü hakkında ne söylüyor?`, lines: 2 },
      { prompt: msg`Kurbağanın yumurtadan ergine gelişimini evreleriyle anlat.`, lines: 3 },
    ],
    table: {
      caption: msg`Çimlenen tohum sayısı (her bardakta 5 tohum)`,
      columns: [msg`Gün`, msg`A: ıslak, aydınlık`, msg`B: kuru`, msg`C: ıslak, soğuk`, msg`D: havasız su`, msg`E: ıslak, karanlık`],
      rows: 7,
    },
  },
  story: {
    title: msg`Fındık ve Arı Vızvız`,
    paragraphs: [
      msg`Baharın ilk sıcak gününde sincap Fındık, kiraz ağacının dalında oturmuş, çiçekten çiçeğe uçan arı Vızvız’ı izliyordu. Vızvız’ın tüylü bacakları sapsarı tozla kaplanmıştı.`,
      msg`“Üstün başın toz içinde!” diye güldü Fındık. “Bu toz değil, polen,” dedi Vızvız. “Ben nektar toplarken polenleri bir çiçekten ötekinin tepeciğine taşıyorum. Buna tozlaşma denir. Sonra döllenme olur ve o çiçekten kiraz oluşur.”`,
      msg`Fındık yaz gelince kirazların içindeki çekirdeklere baktı. “Demek her çekirdek bir tohum, içinde de minik bir ağaç saklı!” Birkaç çekirdeği kuru bir kutuya, birkaçını da nemli toprağa gömdü.`,
      msg`Ertesi bahar, nemli topraktaki çekirdeklerden birinden küçük bir fide çıktı. Kuru kutudaki çekirdekler ise olduğu gibi duruyordu. Fındık not aldı: “Tohuma su, uygun sıcaklık ve hava gerekir.”`,
      msg`O sırada fidenin yaprağında bir tırtıl kıpırdadı. Vızvız gülümsedi: “Onu da izle Fındık. Bir gün pupa olacak, sonra kanatlanıp uçacak. Canlılar büyürken ne sürprizler yapıyor, değil mi?”`,
    ],
    lesson: msg`Çiçek, çiçekli bitkilerin üreme organıdır: tozlaşma ve döllenmeden sonra tohum ve meyve oluşur. Tohum su, uygun sıcaklık ve oksijen bulunca çimlenir; bazı hayvanlar da gelişirken başkalaşım geçirir.`,
  },
};
