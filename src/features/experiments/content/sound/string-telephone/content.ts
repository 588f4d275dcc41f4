import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Sınıfın öbür ucundaki arkadaşına fısıldarsan sesin ona ulaşmaz. Ama aranızda gergin bir ip ve iki bardak varsa fısıltın kulağına kadar gider. Ses, içinden geçtiği maddeye göre farklı işitilir.`,
    sections: [
      {
        heading: msg`Ses nasıl yayılır?`,
        paragraphs: [
          msg`Ses, titreşen bir kaynaktan çıkar. Kaynak, yanındaki madde taneciklerini titreştirir; bu tanecikler de yanlarındakileri titreştirir. Titreşim böylece tanecikten taneciğe aktarılarak her yöne yayılır. Bu yüzden sesin yayılması için katı, sıvı ya da gaz bir ortam gerekir.`,
          msg`Havası boşaltılmış bir kapta ve uzay boşluğunda titreşimi aktaracak tanecik yoktur; ses boşlukta yayılmaz. Astronotlar uzay yürüyüşünde birbirleriyle telsizle konuşur; telsiz, sesi boşlukta yayılabilen radyo dalgalarına çevirir.`,
        ],
      },
      {
        heading: msg`Ses hangi ortamda daha hızlı?`,
        paragraphs: [
          msg`Katılarda tanecikler birbirine çok yakındır ve titreşimi hemen yanındakine aktarır. Sıvılarda tanecikler biraz daha uzak, gazlarda ise birbirinden çok uzaktır. Bu yüzden ses genellikle katılarda en hızlı, sıvılarda daha yavaş, gazlarda en yavaş yayılır.`,
          msg`Ses, oda sıcaklığındaki havada saniyede yaklaşık 340 metre, suda yaklaşık 1.500 metre, çelikte yaklaşık 5.000 metre yol alır. Işık ise sesten çok daha hızlıdır. Bu yüzden şimşeği önce görür, gök gürültüsünü birkaç saniye sonra duyarız.`,
          msg`İpli telefonda ses, bardağın tabanını titreştirir; titreşim gergin ip boyunca öbür bardağa taşınır. İp gevşekse titreşim ipte sönümlenir ve ses ulaşmaz.`,
        ],
      },
      {
        heading: msg`Sesin yayılmasını önlemek`,
        paragraphs: [
          msg`Yumuşak, gözenekli ve pürüzlü maddeler (halı, perde, sünger, yumurta kolisi, mantar) sesi soğurur. Sert ve düz yüzeyler (fayans, cam, beton) sesi yansıtır.`,
          msg`Sesin bir yerden başka bir yere geçmesini azaltmaya ses yalıtımı denir. Binalarda duvarların arasına taş yünü konur, çift camlı pencere kullanılır; otoyol kenarlarına ses perdeleri yapılır. Gürültülü işlerde çalışanlar kulak koruyucu takar.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Titreşim`, definition: msg`Bir cismin ya da taneciklerin hızla ileri geri hareket etmesi; sesin kaynağı.` },
      { term: msg`Ortam`, definition: msg`Sesin içinden geçtiği katı, sıvı ya da gaz madde.` },
      { term: msg`Ses sürati`, definition: msg`Sesin bir saniyede aldığı yol; havada yaklaşık 340 m/s.` },
      { term: msg`Boşluk`, definition: msg`İçinde madde taneciği bulunmayan yer; ses boşlukta yayılmaz.` },
      { term: msg`Sesin soğurulması`, definition: msg`Sesin yumuşak ve gözenekli maddelerde enerjisini yitirerek azalması.` },
      { term: msg`Ses yalıtımı`, definition: msg`Sesin bir yerden başka bir yere geçmesini azaltmak için yapılan uygulamalar.` },
    ],
  },
  procedure: {
    goal: msg`Aynı sesin hava, gergin ip, gevşek ip ve tahta masa üzerinden nasıl işitildiğini karşılaştırarak sesin farklı ortamlarda farklı yayıldığını göstermek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Karton ya da plastik bardak`, quantity: msg`her ikili gruba 2 tane` },
      { name: msg`İnce, sağlam ip ya da olta misinası (yaklaşık 5 m)`, quantity: msg`her ikili gruba 1 tane` },
      { name: msg`Ataş`, quantity: msg`her ikili gruba 2 tane` },
      { name: msg`Bardağın tabanını delmek için ucu küt bir kalem (delikleri öğretmen açar)`, quantity: msg`1 tane` },
      { name: msg`Tahta ya da metal bir masa ve bir kurşun kalem`, quantity: msg`1’er tane` },
      { name: msg`Yumurta kolisi ya da kalın bir kumaş`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Bardakların tabanındaki delikleri öğretmen açar. Sivri bir uç kullanılırsa öğrenciye verilmez.`,
      msg`Bardağa yalnızca fısıldayarak ya da alçak sesle konuş. Arkadaşının kulağına dayalı bardağa asla bağırma; yüksek ses kulağa zarar verir.`,
      msg`İpi gererken geriye doğru yürürken arkana bak; ipi kimsenin boynuna, koluna dolama ve koridorda geçenlerin önüne germe.`,
      msg`Kulağını masaya dayarken masaya yalnızca kurşun kalemle hafifçe tıklat. Gerçek hayatta tren raylarına kesinlikle yaklaşma ve kulağını raya dayama.`,
    ],
    steps: [
      msg`Her bardağın tabanının ortasında öğretmenin açtığı küçük deliğe ipin bir ucunu içeriden geçir. İpin ucunu bardağın içinde bir ataşa bağla ki ip delikten çıkmasın.`,
      msg`Arkadaşınla ipi gererek 5 m uzaklaşın. Önce bardakları kullanmadan, normal ses seviyesinin altında bir fısıltıyla bir kelime söyle. Arkadaşın duyduğu kelimeyi yazsın.`,
      msg`Şimdi bardağı ağzına götür ve aynı şiddette fısılda; arkadaşın bardağı kulağına dayasın. İpin gergin olduğundan emin ol. Duyulan kelimeyi yazın.`,
      msg`İpi gevşek bırakarak aynı şeyi tekrarla. Sonra ipin ortasını bir arkadaşınız iki parmağıyla tutsun ve yine dene.`,
      msg`Masa deneyi: Bir arkadaşın masanın bir ucunda kurşun kalemle masaya hafifçe tıklatsın. Önce başını kaldırarak dinle, sonra kulağını masanın öbür ucuna dayayarak dinle.`,
      msg`Kulağını dayadığın yerle masa arasına katlanmış kalın bir kumaş koy ve tıkırtıyı yeniden dinle.`,
      msg`Her durumda sesin ne kadar iyi duyulduğunu 0 (hiç) ile 3 (çok net) arasında puanlayıp tabloya yaz.`,
    ],
    observations: [
      msg`Fısıltı hangi durumda en net duyuldu: havada mı, gergin ipte mi, gevşek ipte mi?`,
      msg`İpin ortası parmakla tutulunca ne oldu? Neden?`,
      msg`Masanın tıkırtısını kulağını masaya dayayınca nasıl duydun?`,
      msg`Kumaş, tıkırtının duyulmasını nasıl etkiledi?`,
    ],
    conclusion: msg`Gergin ip ve tahta masa gibi katı ortamlar titreşimi havadan daha iyi iletir; bu yüzden fısıltıyı ipli telefonda, tıkırtıyı masaya kulak dayayınca daha net duyarız. İp gevşek ya da parmakla tutulmuşsa titreşim sönümlenir ve ses iletilmez. Kalın kumaş gibi yumuşak maddeler sesi soğurur. Ses katılarda sıvı ve gazlardan daha hızlı yayılır; yayılması için mutlaka maddesel bir ortam gerekir.`,
  },
  questions: [
    {
      id: 'fastest-medium',
      prompt: msg`Ses aşağıdaki ortamların hangisinde en hızlı yayılır?`,
      options: [msg`Hava`, msg`Su`, msg`Çelik`, msg`Havası boşaltılmış kap`],
      correctIndex: 2,
      explanation: msg`Çelik katıdır; tanecikleri birbirine çok yakın olduğu için titreşimi en hızlı o iletir (yaklaşık 5.000 m/s). Suda yaklaşık 1.500, havada yaklaşık 340 m/s’dir. Boşlukta ise ses hiç yayılmaz.`,
      hints: [msg`Ses, taneciklerin titreşimi birbirine aktarmasıyla yayılır.`, msg`Tanecikler hangi maddede birbirine en yakındır?`],
    },
    {
      id: 'thunder',
      prompt: msg`Ayşe şimşeği gördükten 3 saniye sonra gök gürültüsünü duyuyor. Ses havada saniyede 340 m yol aldığına göre şimşek yaklaşık kaç metre uzakta çakmıştır?`,
      options: [msg`113 m`, msg`1.020 m`, msg`343 m`, msg`3.000 m`],
      correctIndex: 1,
      explanation: msg`Ses her saniyede 340 m gider. 3 saniyede 340 × 3 = 1.020 m yol alır. Şimşeğin ışığı bize neredeyse hemen ulaştığı için gecikme sesin yolculuğundan gelir.`,
      hints: [msg`Ses 1 saniyede 340 m gidiyorsa 3 saniyede ne kadar gider?`, msg`Sayıları bölmen değil, çarpman gerekiyor.`],
    },
    {
      id: 'slack-string',
      prompt: msg`İpli telefonda ip gevşek bırakılınca ses neden duyulmaz?`,
      options: [
        msg`Gevşek ip titreşimi iletemez; titreşim ipte söner.`,
        msg`Gevşek ipte ses daha hızlı gider ve kulağı geçer.`,
        msg`Ses yalnızca havada yayılabilir.`,
      ],
      correctIndex: 0,
      explanation: msg`Bardağın tabanındaki titreşim ancak gergin bir ipte öbür bardağa taşınır. Gevşek ip titreşimi iletmez; parmakla tutulan ip de titreşimi durdurur.`,
      hints: [msg`İpli telefonda sesi taşıyan şey nedir?`, msg`Gevşek bir ipi çekip bıraktığında titrer mi?`],
    },
    {
      id: 'space',
      prompt: msg`Uzay boşluğunda iki astronot kasklarını takmışken neden birbirlerini konuşarak duyamaz?`,
      options: [
        msg`Uzayda çok soğuk olduğu için ses donar.`,
        msg`Kasklar bütün sesleri yansıtır.`,
        msg`Uzay çok karanlık olduğu için.`,
        msg`Boşlukta titreşimi aktaracak madde tanecikleri yoktur.`,
      ],
      correctIndex: 3,
      explanation: msg`Ses, madde taneciklerinin titreşimi birbirine aktarmasıyla yayılır. Uzay boşluğunda tanecik olmadığı için ses yayılmaz; astronotlar telsizle konuşur.`,
      hints: [msg`Ses hangi ortamlarda yayılabilir?`, msg`Uzay boşluğunda hava var mı?`],
    },
    {
      id: 'absorb',
      prompt: msg`Bir müzik stüdyosunun duvarlarını kaplamak için aşağıdakilerden hangisi en uygundur?`,
      options: [msg`Fayans`, msg`Ayna`, msg`Gözenekli sünger levha`],
      correctIndex: 2,
      explanation: msg`Yumuşak ve gözenekli maddeler sesi soğurur, yansımayı ve dışarıya geçen sesi azaltır. Fayans ve ayna gibi sert, düz yüzeyler sesi yansıtır.`,
      hints: [msg`Stüdyoda sesin duvarlardan geri dönmesini istemeyiz.`, msg`Sesi hangi maddeler yansıtır, hangileri tutar?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Ses hangi ortamdan geliyor?`,
    instructions: msg`Her duruma dokun, sonra sesin kulağa ulaşırken en çok hangi ortamdan geçtiğini gösteren kutuya dokun. İstersen durumu sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'solid', label: msg`Katı` },
      { id: 'liquid', label: msg`Sıvı` },
      { id: 'gas', label: msg`Gaz` },
    ],
    items: [
      {
        id: 'string-phone',
        label: msg`İpli telefonda gelen fısıltı`,
        emoji: '🥫',
        categoryId: 'solid',
        explanation: msg`Ses gergin ipin içinden geçerek gelir.`,
      },
      {
        id: 'table-tap',
        label: msg`Kulağını masaya dayayınca duyulan tıkırtı`,
        emoji: '🪵',
        categoryId: 'solid',
        explanation: msg`Titreşim tahta masanın içinden kulağa ulaşır.`,
      },
      {
        id: 'neighbour-drill',
        label: msg`Duvardan gelen komşunun matkap sesi`,
        emoji: '🧱',
        categoryId: 'solid',
        explanation: msg`Matkabın titreşimi duvarın ve binanın içinden yayılır.`,
      },
      {
        id: 'dolphins',
        label: msg`Yunusların birbirine gönderdiği sesler`,
        emoji: '🐬',
        categoryId: 'liquid',
        explanation: msg`Yunuslar su altında sesle haberleşir; ses suda havadakinden hızlı gider.`,
      },
      {
        id: 'underwater-boat',
        label: msg`Denizde dalarken duyulan tekne motorunun sesi`,
        emoji: '🏊',
        categoryId: 'liquid',
        explanation: msg`Başın suyun altındayken ses kulağına sudan geçerek gelir.`,
      },
      { id: 'thunder', label: msg`Gök gürültüsü`, emoji: '⛈️', categoryId: 'gas', explanation: msg`Gök gürültüsü bize havada yayılarak ulaşır.` },
      {
        id: 'friend-talk',
        label: msg`Karşındaki arkadaşının konuşması`,
        emoji: '🗣️',
        categoryId: 'gas',
        explanation: msg`Ses tellerinin titreşimi havayı titreştirir.`,
      },
      {
        id: 'bird-song',
        label: msg`Ağaçtaki kuşun ötüşü`,
        emoji: '🐦',
        categoryId: 'gas',
        explanation: msg`Kuşun sesi havada her yöne yayılır.`,
      },
    ],
  },
  worksheet: {
    title: msg`İpli Telefon Çalışma Sayfası`,
    instructions: msg`Her durumda sesin ne kadar iyi duyulduğunu 0 (hiç) – 3 (çok net) arasında puanla ve tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Fısıltı en iyi hangi durumda duyuldu? Bunu taneciklerin birbirine yakınlığıyla açıkla.`, lines: 3 },
      {
        prompt: msg`Şimşeği gördükten 5 saniye sonra gök gürültüsü duyuluyor. Ses havada saniyede 340 m gittiğine göre şimşek kaç metre uzakta çakmıştır?`,
        lines: 3,
      },
      { prompt: msg`Deneyini adil yapmak için neleri aynı tuttun?`, lines: 3 },
      { prompt: msg`Okulunuzda gürültüyü azaltmak için iki ses yalıtımı önerisi yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Sesin duyulma puanları`,
      columns: [msg`Durum`, msg`Sesin yayıldığı ortam`, msg`Duyulma puanı (0–3)`, msg`Notlar`],
      rows: 6,
    },
  },
  story: {
    title: msg`Fındık’ın Gizli Hattı`,
    paragraphs: [
      msg`Fındık’ın yuvası bir meşenin tepesinde, arkadaşı Tavşan Pıtırcık’ın yuvası ise ağacın dibindeydi. Akşamları birbirlerine seslenmek isterlerdi ama orman uyurken bağırmak ayıptı.`,
      msg`Baykuş Nine onlara iki boş kozalak kabuğu ve uzun bir ip verdi. “İpin uçlarını kabuklara bağlayın ve ipi iyice gerin,” dedi. Fındık kabuğuna fısıldadı: “Pıtırcık, beni duyuyor musun?” Aşağıdan neşeli bir ses geldi: “Sanki yanımdasın!”`,
      msg`Ertesi gün rüzgâr ipi gevşetti ve hat sustu. Baykuş Nine açıkladı: “Sesin, ipin içindeki titreşimdir. İp gergin olunca titreşim bir uçtan öbür uca koşar. Gevşek ip ise titreşimi yolda kaybeder.”`,
      msg`Fındık ağacın gövdesine kulağını dayadı. Aşağıda Pıtırcık gövdeye hafifçe vurdu; tık tık sesleri gövdeden net bir şekilde geldi. “Tahta da sesi iyi taşıyor!” dedi Fındık. Baykuş Nine başını salladı: “Katılar sesi havadan daha hızlı ve daha iyi iletir.”`,
    ],
    lesson: msg`Ses, titreşimin madde tanecikleri arasında aktarılmasıyla yayılır. Katılar sesi genellikle sıvı ve gazlardan daha hızlı iletir; boşlukta ise ses yayılmaz.`,
  },
};
