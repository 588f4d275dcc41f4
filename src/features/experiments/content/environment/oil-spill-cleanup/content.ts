import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir ormanda, bir gölde ya da denizde sayısız canlı birlikte yaşar. İnsanlar bu yerleri koruyabilir de bozabilir de. Denizde bir petrol tankerinin kaza yapması, bir anda binlerce canlının yaşam alanını tehlikeye atabilir.`,
    sections: [
      {
        heading: msg`Yaşam alanı ve biyoçeşitlilik`,
        paragraphs: [
          msg`Bir canlının besin, su ve barınak bulduğu, yaşayıp ürediği doğal ortama o canlının yaşam alanı denir. Orman, göl, çayır, mağara ve deniz birer yaşam alanıdır.`,
          msg`Bir bölgede yaşayan canlı türlerinin çeşitliliğine biyoçeşitlilik denir. Biyoçeşitlilik ne kadar fazlaysa doğa o kadar dengelidir; çünkü canlılar besin, oksijen ve barınak için birbirine bağlıdır.`,
          msg`Türkiye biyoçeşitlilik bakımından zengin bir ülkedir. Dünyada yalnızca ülkemizde yetişen binlerce bitki türü vardır. Akdeniz foku ve deniz kaplumbağası Caretta caretta gibi bazı canlıların ise nesli tükenme tehlikesiyle karşı karşıyadır.`,
        ],
      },
      {
        heading: msg`İnsanın çevreye etkileri`,
        paragraphs: [
          msg`İnsanlar ormanları keserek, bataklıkları kurutarak, havayı, suyu ve toprağı kirleterek canlıların yaşam alanlarını yok edebilir. Yaşam alanı bozulan canlıların sayısı azalır, bazılarının nesli tükenir.`,
          msg`İnsanlar çevreye olumlu etkide de bulunabilir: ağaç dikmek, millî parklar ve koruma alanları kurmak, atıkları geri dönüştürmek ve avlanmayı kurallara bağlamak canlıları korur.`,
        ],
      },
      {
        heading: msg`Petrol sızıntısı neden bu kadar zararlı?`,
        paragraphs: [
          msg`Petrol suda çözünmez; büyük kısmı suyun yüzeyinde yüzer. Rüzgâr ve dalgalarla ince bir tabaka hâlinde kilometrelerce yayılır. Bu tabaka suya giren güneş ışığını azaltır ve denizdeki küçük canlıları etkiler.`,
          msg`Petrole bulanan kuşların tüyleri birbirine yapışır. Tüyler su geçirmezliğini ve kuşu sıcak tutma özelliğini kaybeder; su deriye ulaşır, kuş üşür, uçamaz ve suda zor durur. Balıklar, kaplumbağalar ve kıyıdaki canlılar da zarar görür.`,
          msg`Sızıntıyı temizlemek için yüzen bariyerlerle petrolün yayılması durdurulur, petrol sıyırıcılarla toplanır ve emici malzemelerle çekilir. Ama petrolün tamamını geri toplamak neredeyse imkânsızdır.`,
        ],
      },
      {
        heading: msg`Önlemek, temizlemekten kolaydır`,
        paragraphs: [
          msg`Çevre sorunlarının en iyi çözümü, onları baştan önlemektir. Evde kızartmadan kalan yağı lavaboya dökmeyip bir şişede biriktirmek ve atık yağ toplama noktasına vermek suyu korur. Az atık üretmek ve atıkları ayırmak da aynı işe yarar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Yaşam alanı`, definition: msg`Bir canlının besin, su ve barınak bulduğu, yaşayıp ürediği doğal ortam.` },
      { term: msg`Biyoçeşitlilik`, definition: msg`Bir bölgede yaşayan canlı türlerinin çeşitliliği.` },
      { term: msg`Nesli tükenme`, definition: msg`Bir canlı türünün son bireylerinin de ölerek yeryüzünden tamamen yok olması.` },
      { term: msg`Çevre sorunu`, definition: msg`Hava, su ve toprak kirliliği gibi canlıların yaşamını olumsuz etkileyen durumlar.` },
      { term: msg`Petrol sızıntısı`, definition: msg`Petrolün bir kaza ya da ihmal sonucu denize veya toprağa yayılması.` },
    ],
  },
  procedure: {
    goal: msg`Bir petrol sızıntısı modeli kurarak yağın suda nasıl yayıldığını, canlılara nasıl zarar verdiğini ve hangi temizleme yönteminin daha iyi işe yaradığını bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Geniş, şeffaf plastik kap ya da tepsi`, quantity: msg`1 tane` },
      { name: msg`Musluk suyu`, quantity: msg`Yaklaşık 1 litre` },
      { name: msg`Yemeklik sıvı yağ`, quantity: msg`3 yemek kaşığı` },
      { name: msg`Kuş tüyü (kırtasiyeden)`, quantity: msg`2 tane` },
      { name: msg`Metal kaşık ve sünger parçası`, quantity: msg`1’er tane` },
      { name: msg`Pamuk topu`, quantity: msg`5–6 tane` },
      { name: msg`Sıvı bulaşık deterjanı ve damlalık`, quantity: msg`Birkaç damla` },
      { name: msg`Toplanan yağ için boş plastik şişe ve huni`, quantity: msg`1’er tane` },
      { name: msg`Kâğıt havlu`, quantity: msg`Birkaç yaprak` },
    ],
    safety: [
      msg`Yere dökülen yağı ve suyu hemen sil; yağlı zemin çok kaygandır.`,
      msg`Deterjanı gözünden ve ağzından uzak tut. Tüye ya da deterjana alerjin varsa öğretmenine söyle ve eldiven tak. Deneyden sonra ellerini sabunla yıka.`,
      msg`Hiçbir malzemeyi tatma; deney malzemeleri yenmez.`,
      msg`Yağlı suyu lavaboya dökme. Şişede topla ve atık yağ toplama noktasına gönder.`,
    ],
    steps: [
      msg`Kabı yarısına kadar suyla doldur. Bu senin küçük denizin.`,
      msg`Bir tüyü suya daldırıp çıkar. Tüyün görünüşünü, ağırlığını ve suyu nasıl tuttuğunu incele, gözlemini yaz.`,
      msg`Suyun ortasına 3 yemek kaşığı sıvı yağ dök. Yağın nereye gittiğini izle. Suyu hafifçe üfleyerek dalga yap ve yağın yayılışını gözle.`,
      msg`İkinci tüyü yağlı suya daldırıp çıkar. İlk tüyle karşılaştır. Sonra tüyü önce yalnızca suyla, sonra bir damla deterjanla temizlemeyi dene.`,
      msg`Temizliğe başla: önce kaşıkla yüzeydeki yağı sıyırıp şişeye aktar, sonra pamuk topları, en son sünger parçası ile yağı emdir. Her yöntemi 2 dakika dene.`,
      msg`Her yöntemden sonra yüzeyde kalan yağı “çok”, “orta” ya da “az” diye tabloya yaz.`,
      msg`En son kalan yağın üstüne bir damla deterjan damlat. Yüzeyde ne olduğunu ve suyun içinde neler gördüğünü yaz.`,
    ],
    observations: [
      msg`Yağ suyun üstünde mi kaldı, dibe mi çöktü? Nasıl yayıldı?`,
      msg`Yağa bulanan tüy, temiz tüyden nasıl farklıydı? Tamamen temizlenebildi mi?`,
      msg`Hangi temizleme yöntemi en çok yağı topladı? Deterjandan sonra yağ nereye gitti?`,
    ],
    conclusion: msg`Yağ suda çözünmez, yüzeyde kalır ve hızla yayılır. Yağa bulanan tüyler birbirine yapışır ve tamamen temizlenemez. Kaşık ve emici malzemeler yağın bir kısmını toplar ama hiçbir yöntem hepsini geri alamaz. Deterjan yağı küçük damlalara ayırıp suya karıştırır; yağ görünmez olur ama sudan çıkmaz. Bu yüzden kirliliği önlemek, temizlemekten çok daha kolaydır.`,
  },
  questions: [
    {
      id: 'habitat',
      prompt: msg`Yaşam alanı ne demektir?`,
      options: [
        msg`Yalnızca insanların yaşadığı şehirler`,
        msg`Bir canlının besin, su ve barınak bulduğu doğal ortam`,
        msg`Hayvanat bahçesindeki kafesler`,
        msg`Canlıların hiç bulunmadığı yerler`,
      ],
      correctIndex: 1,
      explanation: msg`Yaşam alanı, bir canlının ihtiyaçlarını karşıladığı, yaşayıp ürediği doğal ortamdır. Orman bir sincabın, deniz bir yunusun yaşam alanıdır.`,
      hints: [msg`Bir sincabın yaşamak için nelere ihtiyacı vardır?`, msg`Bu ihtiyaçları karşılayan yer doğada mı, insanların yaptığı bir yer mi?`],
    },
    {
      id: 'oil-floats',
      prompt: msg`Deneyde suya dökülen yağa ne oldu?`,
      options: [msg`Suda çözünüp kayboldu.`, msg`Dibe çöktü ve orada kaldı.`, msg`Suyun üstünde kaldı ve yayıldı.`],
      correctIndex: 2,
      explanation: msg`Yağ suda çözünmez ve suyun üstünde yüzer. Dalgalarla ince bir tabaka hâlinde geniş bir alana yayılır.`,
      hints: [msg`Deney Adımları’nın 3. adımındaki gözlemini hatırla.`, msg`Yağı kaşıkla toplayabildiysen, yağ kabın neresindeydi?`],
    },
    {
      id: 'oily-bird',
      prompt: msg`Petrole bulanan bir martı neden tehlikededir?`,
      options: [
        msg`Tüyleri yapışır; kuş üşür, uçamaz ve suda zor durur.`,
        msg`Petrol tüylerini daha parlak ve güçlü yapar.`,
        msg`Petrol kuşa ek besin sağlar.`,
        msg`Kuş hiçbir şekilde etkilenmez.`,
      ],
      correctIndex: 0,
      explanation: msg`Kuş tüyleri normalde suyu geçirmez ve kuşu sıcak tutar. Petrole bulanınca birbirine yapışır, bu özelliklerini kaybeder. Kuş üşür, uçamaz ve temizlenmeye çalışırken petrolü yutabilir.`,
      hints: [
        msg`Deneyde yağlı tüy ile temiz tüyü karşılaştırdığında ne fark ettin?`,
        msg`Kuşlar tüyleri sayesinde hangi işleri yapar? Uçmayı ve sıcak kalmayı düşün.`,
      ],
    },
    {
      id: 'detergent',
      prompt: msg`Deneyin sonunda yağın üstüne deterjan damlatınca yağ yüzeyden kaybolur gibi oldu. Bu ne anlama gelir?`,
      options: [
        msg`Yağ tamamen yok oldu, su tertemiz oldu.`,
        msg`Yağ buharlaşıp havaya karıştı.`,
        msg`Yağ deterjana dönüştü.`,
        msg`Yağ küçük damlalara ayrılıp suyun içine karıştı; hâlâ sudadır.`,
      ],
      correctIndex: 3,
      explanation: msg`Deterjan yağı çok küçük damlalara ayırır ve bu damlalar suyun içine dağılır. Yağ yüzeyde görünmez olur ama sudan çıkmaz; denizde bu damlalar yine canlılara ulaşır.`,
      hints: [
        msg`Bir madde gözden kaybolunca gerçekten yok olmuş mu olur?`,
        msg`Deterjandan sonra suyun içine yakından bak: yüzeydeki yağ tabakası yerine ne görüyorsun?`,
      ],
    },
    {
      id: 'protect-biodiversity',
      prompt: msg`Aşağıdakilerden hangisi biyoçeşitliliği korumaya yönelik bir çözümdür?`,
      options: [
        msg`Sulak alanları kurutup tarla yapmak`,
        msg`Millî parklar kurup canlıların yaşam alanlarını korumak`,
        msg`Nesli azalan hayvanları avlamak`,
        msg`Ormanlık alanlara fabrika kurmak`,
      ],
      correctIndex: 1,
      explanation: msg`Millî parklar ve koruma alanları canlıların yaşam alanlarını güvence altına alır. Yaşam alanı korunan türler yaşamını sürdürebilir ve biyoçeşitlilik korunur.`,
      hints: [msg`Her seçenekte canlıların yaşam alanına ne oluyor?`, msg`Yaşam alanını yok eden seçenekleri ele; geriye onu güvenceye alan seçenek kalır.`],
    },
    {
      id: 'used-oil',
      prompt: msg`Evde kızartmadan kalan kullanılmış yağı ne yapmalıyız?`,
      options: [
        msg`Lavaboya döküp suyla akıtmalıyız.`,
        msg`Soğuyunca bir şişede biriktirip atık yağ toplama noktasına vermeliyiz.`,
        msg`Bahçedeki toprağa dökmeliyiz.`,
      ],
      correctIndex: 1,
      explanation: msg`Lavaboya ya da toprağa dökülen yağ suyu ve toprağı kirletir, boruları tıkar. Biriktirilen atık yağ toplama noktalarında toplanıp geri kazanılır.`,
      hints: [msg`Deneyde yağlı suyu nereye dökmemen gerektiği söylendi?`, msg`Yağ suya ya da toprağa karışınca ne olur? Kirlilik yaratmayan seçeneği ara.`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Çevreye iyi mi, kötü mü?`,
    instructions: msg`Her davranışı çevreye etkisine göre doğru gruba yerleştir, sonra “Kontrol et” düğmesine bas.`,
    categories: [
      { id: 'helps', label: msg`Çevreyi korur` },
      { id: 'harms', label: msg`Çevreye zarar verir` },
    ],
    items: [
      {
        id: 'planting',
        label: msg`Fidan dikmek`,
        emoji: '🌱',
        categoryId: 'helps',
        explanation: msg`Ağaçlar birçok canlıya yaşam alanı olur, toprağı tutar ve oksijen üretir.`,
      },
      {
        id: 'national-park',
        label: msg`Millî park kurmak`,
        emoji: '🏞️',
        categoryId: 'helps',
        explanation: msg`Millî parklar bitkilerin ve hayvanların yaşam alanlarını korur.`,
      },
      {
        id: 'oil-collect',
        label: msg`Atık yağı şişede biriktirmek`,
        emoji: '🧴',
        categoryId: 'helps',
        explanation: msg`Toplanan atık yağ suya karışmaz ve geri kazanılır.`,
      },
      {
        id: 'beach-clean',
        label: msg`Sahilde çöp toplamak`,
        emoji: '🏖️',
        categoryId: 'helps',
        explanation: msg`Denize karışan çöpler kaplumbağaların ve balıkların yaşamını tehdit eder.`,
      },
      {
        id: 'drain',
        label: msg`Kirli suyu dereye akıtmak`,
        emoji: '🚱',
        categoryId: 'harms',
        explanation: msg`Kirli su derede yaşayan balıkları ve bitkileri zehirler.`,
      },
      {
        id: 'wetland',
        label: msg`Sulak alanları kurutmak`,
        emoji: '🦩',
        categoryId: 'harms',
        explanation: msg`Sulak alanlar kuşların ve birçok canlının yaşam alanıdır; kurutulunca bu canlılar yurtsuz kalır.`,
      },
      {
        id: 'picnic-fire',
        label: msg`Ormanda ateşi söndürmeden bırakmak`,
        emoji: '🔥',
        categoryId: 'harms',
        explanation: msg`Söndürülmeyen ateş orman yangınına yol açabilir ve binlerce canlının yaşam alanını yok eder.`,
      },
      {
        id: 'overfishing',
        label: msg`Yavru balıkları avlamak`,
        emoji: '🎣',
        categoryId: 'harms',
        explanation: msg`Yavrular büyüyüp üreyemezse balıkların sayısı azalır, nesilleri tehlikeye girer.`,
      },
    ],
  },
  worksheet: {
    title: msg`Petrol Sızıntısı Çalışma Sayfası`,
    instructions: msg`Deneyde denediğin temizleme yöntemlerini tabloya yaz ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Yağa bulanan tüy ile temiz tüy arasında hangi farkları gözledin?`, lines: 3 },
      { prompt: msg`Hangi temizleme yöntemi en iyi sonuç verdi? Neden yağın tamamını toplayamadın?`, lines: 3 },
      { prompt: msg`Yaşadığın yerde gördüğün bir çevre sorununu yaz ve ona iki çözüm öner.`, lines: 4 },
    ],
    table: {
      caption: msg`Temizleme yöntemlerim`,
      columns: [msg`Yöntem`, msg`Yüzeyde kalan yağ (çok / orta / az)`, msg`Kolay mıydı?`, msg`Ne fark ettim?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık ve Siyah Tüylü Martı`,
    paragraphs: [
      msg`Yaz tatilinde Sincap Fındık, kuzeni Kestane’yi ziyaret etmek için deniz kıyısındaki çam ormanına gitti. Sabah sahile indiklerinde kumların üzerinde simsiyah lekeler gördüler.`,
      msg`Bir kayanın dibinde bir martı titriyordu. Beyaz tüyleri kapkara olmuş, birbirine yapışmıştı. “Uçamıyorum,” dedi martı. “Açıkta bir gemiden petrol sızdı.”`,
      msg`Kısa süre sonra gönüllüler geldi. Denizde uzun, yüzen bariyerler kurdular; kıyıda da emici bezlerle petrolü topladılar. Martıyı ılık su ve özel bir sabunla saatlerce, nazikçe yıkadılar.`,
      msg`Fındık bir gönüllüye sordu: “Petrolün hepsini toplayabilecek misiniz?” Gönüllü başını salladı: “Ne yazık ki hayır. Bir kez dökülen petrolün bir kısmı hep denizde kalır. En iyisi hiç dökülmemesi.”`,
      msg`Birkaç hafta sonra martı yeniden uçtu. Fındık eve döndüğünde annesine bir söz verdi: kızartmadan kalan yağı bundan sonra hep şişede biriktirecek, asla lavaboya dökmeyecekti.`,
    ],
    lesson: msg`İnsanların yol açtığı kirlilik canlıların yaşam alanlarını bozar; kirliliği önlemek, sonradan temizlemekten çok daha kolaydır.`,
  },
};
