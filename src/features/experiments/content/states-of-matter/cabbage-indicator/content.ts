import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Limon suyu ekşidir, sabun ele kaygan gelir. Bu farkın arkasında asitler ve bazlar vardır. Ama bir maddenin asit mi, baz mı olduğunu anlamak için asla tadına bakmaz ya da ona dokunmayız; rengini değiştiren belirteçlerden yararlanırız. Mutfağındaki kırmızı lahana da böyle doğal bir belirteçtir.`,
    sections: [
      {
        heading: msg`Fiziksel ve kimyasal değişim`,
        paragraphs: [
          msg`Kâğıdın yırtılması, buzun erimesi ve şekerin suda çözünmesi fiziksel değişimdir. Maddenin şekli, boyutu ya da hâli değişir ama kimliği aynı kalır; yeni bir madde oluşmaz.`,
          msg`Demirin paslanması, sütün ekşimesi, kekin pişmesi ve odunun yanması kimyasal değişimdir. Maddenin yapısı değişir ve özellikleri farklı yeni maddeler oluşur. Gaz çıkışı, beklenmedik bir renk değişimi, çökelti oluşması, ısı ya da ışık yayılması çoğu zaman kimyasal bir değişimin ipucudur.`,
        ],
      },
      {
        heading: msg`Periyodik sistem`,
        paragraphs: [
          msg`Bilinen elementler, atom numaralarına (çekirdeklerindeki proton sayısına) göre artan sırayla periyodik sistemde dizilir. Yatay sıralara periyot, düşey sütunlara grup denir. Bugünkü periyodik sistemde 7 periyot ve 18 grup vardır.`,
          msg`Aynı gruptaki elementlerin kimyasal özellikleri birbirine benzer. Metaller tablonun solunda ve ortasında, ametaller sağ tarafında yer alır. Metallerle ametalleri ayıran basamaklı çizginin çevresinde yarı metaller bulunur. En sağdaki grupta (18. grup, 8A) başka elementlerle pek tepkimeye girmeyen soy gazlar vardır. Hidrojen, sol üst köşede olmasına rağmen bir ametaldir.`,
        ],
      },
      {
        heading: msg`Asitler ve bazlar`,
        paragraphs: [
          msg`Asitler suda çözündüğünde ortama hidrojen iyonu (H⁺) verir. Mavi turnusol kâğıdını kırmızıya çevirir, birçok metali ve mermeri aşındırır. Sirke, limon suyu ve yoğurt asit içerir; bu yüzden ekşidir.`,
          msg`Bazlar suda çözündüğünde ortama hidroksit iyonu (OH⁻) verir. Ele kaygan gelir ve kırmızı turnusol kâğıdını maviye çevirir. Sabun, çamaşır sodası ve mutfakta kullanılan karbonat (yemek sodası) bazik özellik gösterir. Kuvvetli asitler ve kuvvetli bazlar yakıcıdır.`,
          msg`Bir çözeltinin asitlik ya da bazlık derecesi 0 ile 14 arasındaki pH ölçeğiyle gösterilir. pH 7’den küçükse çözelti asidik, 7 ise nötr, 7’den büyükse baziktir. Asit ile baz karıştırıldığında birbirlerinin etkisini azaltır; buna nötrleşme denir.`,
        ],
      },
      {
        heading: msg`Belirteçler`,
        paragraphs: [
          msg`Asidik ve bazik ortamda farklı renk alan maddelere belirteç (ayraç, indikatör) denir. Turnusol kâğıdı ve pH kâğıdı laboratuvarda en çok kullanılan belirteçlerdir.`,
          msg`Kırmızı lahanadaki boya maddeleri doğal bir belirteçtir. Lahana suyu sirke ve limon suyunda kırmızı-pembe, nötr ortamda mor, karbonatlı suda mavi, sabunlu suda yeşilimsi, çok kuvvetli bazlarda sarı renk alır. Renk ne kadar değişirse çözelti o kadar asidik ya da baziktir.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Fiziksel değişim`, definition: msg`Maddenin kimliği değişmeden şeklinin, boyutunun ya da hâlinin değişmesi.` },
      { term: msg`Kimyasal değişim`, definition: msg`Maddenin yapısının değişip özellikleri farklı yeni maddelerin oluşması.` },
      { term: msg`Periyot ve grup`, definition: msg`Periyodik sistemin yatay sıraları periyot, düşey sütunları gruptur.` },
      { term: msg`Asit`, definition: msg`Suda çözündüğünde hidrojen iyonu veren, pH değeri 7’den küçük madde.` },
      { term: msg`Baz`, definition: msg`Suda çözündüğünde hidroksit iyonu veren, pH değeri 7’den büyük madde.` },
      { term: msg`Belirteç`, definition: msg`Asidik ve bazik ortamda farklı renk alan madde; örneğin turnusol kâğıdı.` },
      { term: msg`Nötrleşme`, definition: msg`Asit ile bazın birbirinin etkisini azalttığı tepkime.` },
    ],
  },
  procedure: {
    goal: msg`Kırmızı lahanadan doğal bir belirteç hazırlayıp mutfaktaki maddelerin asidik, bazik ya da nötr olduğunu renk değişiminden belirlemek ve fiziksel değişimi kimyasal değişimden ayırt etmek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Kırmızı lahana`, quantity: msg`Çeyrek baş` },
      { name: msg`Sıcak su (bir yetişkin su ısıtıcısıyla hazırlar)`, quantity: msg`500 mL` },
      { name: msg`Süzgeç ve sürahi`, quantity: msg`1’er tane` },
      { name: msg`Şeffaf plastik bardak`, quantity: msg`6 tane` },
      {
        name: msg`Test maddeleri: beyaz sirke, limon suyu, şekerli su, musluk suyu, karbonat (yemek sodası; kabartma tozu değil), kalıp sabundan hazırlanmış sabunlu su`,
        quantity: msg`2’şer yemek kaşığı`,
      },
      { name: msg`Koruyucu gözlük ve eldiven (lateks alerjisi olanlar için nitril eldiven)`, quantity: msg`Her öğrenciye 1’er tane` },
      { name: msg`Yemek kaşığı, damlalık ve etiket kalemi`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Laboratuvarda hiçbir maddenin tadına bakılmaz; maddeler koklanmaz ve çıplak elle tutulmaz.`,
      msg`Koruyucu gözlük ve eldiven tak. Göze ya da cilde bir şey sıçrarsa bol suyla yıka ve hemen öğretmenine haber ver.`,
      msg`Sıcak suyu yalnızca bir yetişkin kullanır; ateş ya da ocak kullanılmaz.`,
      msg`Çamaşır suyu, tuz ruhu, kireç sökücü ve lavabo açıcı gibi kuvvetli temizlik maddeleri deneyde kullanılmaz ve asla birbirine karıştırılmaz; karıştırıldıklarında zehirli gazlar çıkabilir.`,
    ],
    steps: [
      msg`Bir yetişkin lahanayı küçük parçalara doğrasın, sürahiye koysun ve üzerine sıcak su döksün. Su koyu mor olana ve soğuyana kadar yaklaşık 20 dakika bekleyin. (Belirteç dersten önce de hazırlanabilir.)`,
      msg`Soğuyan karışımı süzgeçten geçir. Elindeki mor sıvı senin belirtecin. Süzgeçte kalan lahana parçalarını ayır.`,
      msg`Altı bardağa test maddelerinin adlarını yaz ve her birine 2 yemek kaşığı madde koy. Karbonatı ve sabunu önce biraz suda çözündür.`,
      msg`Her bardaktaki rengin nasıl değişeceğini tahmin et ve tahminini tabloya yaz.`,
      msg`Her bardağa 3 yemek kaşığı lahana suyu ekle. Oluşan rengi tabloya yaz ve renge bakarak maddeleri asidik, nötr ve bazik diye grupla.`,
      msg`Karbonatlı bardağa damlalıkla yavaş yavaş sirke ekle. Köpürmeyi ve renk değişimini dikkatle izle, gözlemini yaz.`,
      msg`Bir lahana yaprağını elinle küçük parçalara yırt. Bu değişimi bir önceki adımdaki değişimle karşılaştır.`,
    ],
    observations: [
      msg`Sirke ve limon suyu belirteci hangi renge çevirdi? Karbonatlı su ve sabunlu su hangi renge çevirdi?`,
      msg`Şekerli su ve musluk suyu belirtecin rengini ne kadar değiştirdi?`,
      msg`Karbonatlı suya sirke eklerken ne gözlemledin? Gaz kabarcıkları neyin işareti olabilir?`,
      msg`Lahana yaprağını yırtınca yeni bir madde oluştu mu?`,
    ],
    conclusion: msg`Kırmızı lahana suyu asitlerde kırmızı-pembe, nötr maddelerde mor, bazlarda mavi ya da yeşil olur; bu yüzden doğal bir belirteçtir. Sirke ve limon suyu asidik, karbonat ve sabun baziktir. Karbonata sirke eklenince gaz kabarcıkları çıkması, yeni bir madde olan karbondioksit gazının oluştuğunu yani kimyasal bir değişimi gösterir. Asit eklendikçe belirtecin mavi rengi mora ve pembeye döner; çünkü asit ile baz birbirinin etkisini azaltır. Yaprağın yırtılması ise yalnızca fiziksel bir değişimdir.`,
  },
  questions: [
    {
      id: 'lemon-colour',
      prompt: msg`Kırmızı lahana suyuna limon suyu eklersen hangi rengi görmeyi beklersin?`,
      options: [msg`Yeşil`, msg`Kırmızı-pembe`, msg`Mor`, msg`Sarı`],
      correctIndex: 1,
      explanation: msg`Limon suyu asidiktir. Kırmızı lahana belirteci asidik ortamda kırmızı-pembe renk alır.`,
      hints: [msg`Önce limon suyunun asidik mi, bazik mi olduğunu düşün.`, msg`Deneyde sirke eklediğin bardakta belirteç hangi renge dönmüştü?`],
    },
    {
      id: 'neutral-ph',
      prompt: msg`pH değeri 7 olan bir çözelti için ne söylenir?`,
      options: [msg`Asidiktir.`, msg`Baziktir.`, msg`Nötrdür.`],
      correctIndex: 2,
      explanation: msg`pH ölçeğinde 7 ortadır. pH 7’den küçük olan çözeltiler asidik, 7’den büyük olanlar baziktir; tam 7 ise nötrdür.`,
      hints: [msg`pH ölçeği 0 ile 14 arasındadır. 7 bu ölçeğin neresinde kalır?`, msg`Asitlerin pH değeri 7’nin altında, bazlarınki 7’nin üstündedir.`],
    },
    {
      id: 'fizz',
      prompt: msg`Karbonatlı suya sirke eklenince gaz kabarcıkları çıkıyor. Bu olay için hangisi doğrudur?`,
      options: [
        msg`Kimyasal bir değişimdir; yeni bir madde oluşmuştur.`,
        msg`Fiziksel bir değişimdir; yalnızca maddenin hâli değişmiştir.`,
        msg`Hiçbir değişim olmamıştır; kabarcıklar sirkenin içinde zaten vardı.`,
      ],
      correctIndex: 0,
      explanation: msg`Karbonat ile sirkedeki asit tepkimeye girer ve karbondioksit gazı oluşur. Yeni bir madde oluştuğu için bu kimyasal bir değişimdir.`,
      hints: [
        msg`Deneyde sirkeyi tek başına bir bardağa koyduğunda kabarcık görmüş müydün?`,
        msg`Kabarcıklar, önce ortamda olmayan bir gazın ortaya çıktığını gösterir. Bu gaz nereden geldi?`,
        msg`Fiziksel ve kimyasal değişimi ayıran soru şudur: yeni bir madde oluştu mu?`,
      ],
    },
    {
      id: 'physical-change',
      prompt: msg`Aşağıdakilerden hangisi fiziksel bir değişimdir?`,
      options: [msg`Demirin paslanması`, msg`Sütün ekşimesi`, msg`Odunun yanması`, msg`Buzun erimesi`],
      correctIndex: 3,
      explanation: msg`Buz eriyince su olur; madde yine sudur, yalnızca hâli değişmiştir. Paslanma, ekşime ve yanmada ise yeni maddeler oluşur.`,
      hints: [msg`Fiziksel değişimde maddenin kimliği değişmez, yeni madde oluşmaz.`, msg`Hangi olayda, değişimden sonra elinde hâlâ aynı madde vardır?`],
    },
    {
      id: 'group',
      prompt: msg`Periyodik sistemde düşey sütunlara ne ad verilir?`,
      options: [msg`Periyot`, msg`Grup`, msg`Atom numarası`],
      correctIndex: 1,
      explanation: msg`Periyodik sistemin düşey sütunlarına grup, yatay sıralarına periyot denir. Aynı gruptaki elementlerin kimyasal özellikleri benzerdir.`,
      hints: [msg`Periyodik sistemde iki tür sıra vardır: yatay ve düşey.`, msg`Yatay sıraların adı periyottur. Düşey sütunlar için başka bir ad kullanılır.`],
    },
    {
      id: 'safe-test',
      prompt: msg`Bir sıvının asit mi, baz mı olduğunu öğrenmek isteyen Deniz ne yapmalıdır?`,
      options: [
        msg`Tadına bakıp ekşi mi, acı mı diye anlamalı.`,
        msg`Parmaklarıyla dokunup kaygan mı diye bakmalı.`,
        msg`Sıvıya bir belirteç ekleyip renk değişimine bakmalı.`,
      ],
      correctIndex: 2,
      explanation: msg`Kuvvetli asitler ve bazlar yakıcıdır; laboratuvarda hiçbir madde tadılmaz ya da elle tutulmaz. Maddenin asit mi, baz mı olduğu belirteç ya da pH kâğıdıyla güvenle anlaşılır.`,
      hints: [msg`Güvenlik kurallarını hatırla: laboratuvarda maddelerle nasıl temas etmemeliyiz?`, msg`Bu deneyde lahana suyunu ne amaçla kullandın?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Fiziksel mi, kimyasal mı?`,
    instructions: msg`Her olaya dokun, sonra doğru kutuya dokun. İstersen olayı sürükleyip kutuya da bırakabilirsin. Kendine şunu sor: yeni bir madde oluştu mu?`,
    categories: [
      { id: 'physical', label: msg`Fiziksel değişim` },
      { id: 'chemical', label: msg`Kimyasal değişim` },
    ],
    items: [
      {
        id: 'paper-tear',
        label: msg`Kâğıdın yırtılması`,
        emoji: '📄',
        categoryId: 'physical',
        explanation: msg`Kâğıt parçalara ayrılır ama her parça hâlâ kâğıttır.`,
      },
      {
        id: 'ice-melt',
        label: msg`Buzun erimesi`,
        emoji: '🧊',
        categoryId: 'physical',
        explanation: msg`Su yalnızca katıdan sıvıya geçer; yeni bir madde oluşmaz.`,
      },
      {
        id: 'sugar-dissolve',
        label: msg`Şekerin suda çözünmesi`,
        emoji: '🍬',
        categoryId: 'physical',
        explanation: msg`Su buharlaştırılınca şeker geri kalır; şeker değişmemiştir.`,
      },
      { id: 'glass-break', label: msg`Camın kırılması`, emoji: '🪟', categoryId: 'physical', explanation: msg`Cam küçük parçalara ayrılır ama yine camdır.` },
      {
        id: 'rust',
        label: msg`Demirin paslanması`,
        emoji: '🔩',
        categoryId: 'chemical',
        explanation: msg`Demir, havadaki oksijen ve nemle birleşip pas adında yeni bir madde oluşturur.`,
      },
      {
        id: 'milk-sour',
        label: msg`Sütün ekşimesi`,
        emoji: '🥛',
        categoryId: 'chemical',
        explanation: msg`Bakteriler süt şekerini asite dönüştürür; tadı ve kokusu farklı yeni maddeler oluşur.`,
      },
      {
        id: 'cake-bake',
        label: msg`Kekin pişmesi`,
        emoji: '🎂',
        categoryId: 'chemical',
        explanation: msg`Pişen kek yeniden çiğ hamura dönüşmez; fırında yeni maddeler oluşmuştur.`,
      },
      {
        id: 'wood-burn',
        label: msg`Odunun yanması`,
        emoji: '🔥',
        categoryId: 'chemical',
        explanation: msg`Odun yanınca kül, duman ve gazlar oluşur; ısı ve ışık yayılır.`,
      },
      {
        id: 'apple-brown',
        label: msg`Kesilen elmanın kararması`,
        emoji: '🍎',
        categoryId: 'chemical',
        explanation: msg`Elmanın kesik yüzündeki maddeler havadaki oksijenle tepkimeye girip kahverengi maddeler oluşturur.`,
      },
    ],
  },
  worksheet: {
    title: msg`Asit mi, Baz mı? Çalışma Sayfası`,
    instructions: msg`Her bardak için tahminini ve gözlediğin rengi tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Asitlerin ve bazların üçer genel özelliğini yaz.`, lines: 3 },
      { prompt: msg`Karbonata sirke eklediğinde olan değişim fiziksel mi, kimyasal mı? Gözlemlerinle kanıtla.`, lines: 3 },
      { prompt: msg`Periyodik sistemde metaller, ametaller, yarı metaller ve soy gazlar nerede yer alır? Kısaca anlat.`, lines: 3 },
    ],
    table: {
      caption: msg`Kırmızı lahana belirteci sonuçlarım`,
      columns: [msg`Madde`, msg`Tahminim`, msg`Gözlediğim renk`, msg`Asidik / nötr / bazik`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık ve Renk Değiştiren Çorba`,
    paragraphs: [
      msg`Sincap Fındık, Baykuş Nine’nin mutfağında kırmızı lahana çorbası pişmesini izliyordu. Tenceredeki su koyu mor olmuştu. Çıtır, çorbayı tatlandırmak için bir dilim limon sıktı ve birden bağırdı: “Nine, çorba pembeleşti!”`,
      msg`Baykuş Nine güldü: “Lahanadaki boya bir dedektif gibidir. Limon suyu asidiktir; lahana suyu asidi görünce kırmızı-pembeye döner.” Fındık hemen defterini çıkardı.`,
      msg`Ertesi gün Fındık, lahana suyunu bardaklara paylaştırdı. Sirkeli bardak pembe oldu, şekerli su mor kaldı, karbonatlı su ise masmavi! “Karbonat bazikmiş,” diye yazdı. “Bazlar belirteci maviye, yeşile çeviriyor.”`,
      msg`Sonra mavi bardağa biraz sirke ekledi. Bardak fokurdadı, köpükler taştı ve renk yavaş yavaş mora döndü. “Bu sadece bir karışım değil,” dedi Fındık heyecanla. “Kabarcıklar yeni bir gazın oluştuğunu gösteriyor. Bu kimyasal bir değişim!”`,
      msg`Baykuş Nine başını salladı ve ekledi: “Bir şeyi daha unutma: Bir maddenin asit mi, baz mı olduğunu asla tadına bakarak öğrenmeyiz. Bunun için belirteç kullanırız.”`,
    ],
    lesson: msg`Belirteçler asitleri ve bazları renk değiştirerek ele verir. Yeni bir maddenin oluştuğu değişimler kimyasal, maddenin yalnızca şeklinin ya da hâlinin değiştiği değişimler fizikseldir.`,
  },
};
