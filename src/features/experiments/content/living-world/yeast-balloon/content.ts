import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Ekmek hamuru mayalanınca kabarır. Hamurun içinde küçük delikler oluşur. Bunu yapan, gözle göremediğimiz çok küçük canlılardır. Bu deneyde maya canlılarının bir balonu şişirip şişiremeyeceğini sınayacağız.`,
    sections: [
      {
        heading: msg`Maya bir canlıdır`,
        paragraphs: [
          msg`Ekmek mayası, tek hücreli çok küçük mantarlardan oluşur. Bu canlılar tek tek gözle görülmez; onları ancak mikroskopla görebiliriz. Marketten aldığımız kuru maya, uyku hâlindeki milyonlarca maya hücresidir.`,
          msg`Maya, uygun sıcaklık, nem ve besin bulunca canlanır. Şekerle beslenir, çoğalır ve bu sırada karbondioksit gazı çıkarır. Hamurdaki delikleri ve kabarmayı bu gaz oluşturur.`,
        ],
      },
      {
        heading: msg`Mikroskobik canlılar`,
        paragraphs: [
          msg`Gözle görülemeyecek kadar küçük olan ve ancak mikroskopla görülebilen canlılara mikroskobik canlılar denir. Bakteriler, maya mantarları, amip, öglena ve paramesyum bunlara örnektir. Mikroskobik canlılar havada, suda, toprakta ve başka canlıların üzerinde yaşar.`,
          msg`Mikroskobik canlıların çoğu uygun sıcaklık, nem ve besin bulunca hızla çoğalır. Soğukta yavaşlarlar, çok sıcakta ise ölürler. Buzdolabı besinleri bu yüzden daha uzun süre bozulmadan saklar.`,
        ],
      },
      {
        heading: msg`Yararlı mı, zararlı mı?`,
        paragraphs: [
          msg`Bazı mikroskobik canlılar çok işimize yarar. Maya ekmeği kabartır. Bazı bakteriler sütü yoğurda ve peynire dönüştürür, turşu ve sirke yapımında görev alır. Topraktaki bakteriler ölü bitki ve hayvanları çürüterek toprağı verimli yapar.`,
          msg`Bazıları ise zararlıdır. Besinleri bozar, diş çürümesine ve bazı hastalıklara yol açar. Ellerimizi yıkamak, besinleri temiz ve soğuk saklamak bizi zararlı mikroskobik canlılardan korur.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Mikroskobik canlı`, definition: msg`Gözle görülemeyecek kadar küçük olan, ancak mikroskopla görülebilen canlı.` },
      { term: msg`Maya`, definition: msg`Şekerle beslenip karbondioksit gazı çıkaran, tek hücreli küçük mantar.` },
      { term: msg`Mikroskop`, definition: msg`Çok küçük cisimleri büyüterek görmemizi sağlayan araç.` },
      { term: msg`Değişken`, definition: msg`Bir deneyde etkisini görmek için değiştirdiğimiz şey; öteki koşullar aynı tutulur.` },
    ],
  },
  procedure: {
    goal: msg`Mayanın canlı olduğunu, besin ve uygun sıcaklık bulunca gaz çıkararak balonu şişirmesinden anlamak ve maya hücrelerini mikroskopla gözlemek.`,
    durationMinutes: 45,
    materials: [
      { name: msg`500 mL’lik boş plastik şişe`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Balon`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Kuru ekmek mayası`, quantity: msg`Her gruba 3 paket (her şişeye 1 paket, yaklaşık 10 g)` },
      { name: msg`Toz şeker`, quantity: msg`Her gruba 4 çay kaşığı` },
      {
        name: msg`Öğretmenin musluktan hazırladığı ılık su (el sıcaklığında) ve buzdolabından soğuk su`,
        quantity: msg`Her gruba ikişer bardak ılık, bir bardak soğuk`,
      },
      { name: msg`Huni, kaşık, etiket ve cetvel ya da mezura`, quantity: msg`Her gruba 1’er tane` },
      { name: msg`Mikroskop, lam ve lamel (okulda varsa)`, quantity: msg`Sınıfa 1 takım` },
    ],
    safety: [
      msg`Sıcak ya da kaynar su kullanma; ılık suyu öğretmen musluktan hazırlar. Çok sıcak su hem eli yakar hem de mayayı öldürür.`,
      msg`Deneydeki karışımları içme ve tadına bakma.`,
      msg`Balon lastiğine alerjin varsa balona dokunma. Balonları yüzüne yakın patlatma.`,
      msg`Cam şişe değil, plastik şişe kullan. Lam ve lamel camdır; kırılırsa parçalarına dokunmadan öğretmenine söyle.`,
      msg`Deneyden sonra şişeleri boşaltıp yıkayın ve ellerinizi sabunla yıkayın.`,
    ],
    steps: [
      msg`Şişeleri A, B ve C diye etiketle. Huniyle her şişeye bir paket maya koy.`,
      msg`A şişesine 2 çay kaşığı şeker ve bir bardak ılık su koy. B şişesine yalnızca bir bardak ılık su koy, şeker koyma. C şişesine 2 çay kaşığı şeker ve bir bardak soğuk su koy.`,
      msg`Şişeleri kapaklarını kapatıp hafifçe çalkala, sonra kapakları çıkar ve her şişenin ağzına bir balon geçir.`,
      msg`Şişeleri yan yana, aynı yere koy. 10, 20 ve 30 dakika sonra her balonun en geniş yerinin çevresini mezurayla ölç ya da balonun boyunu cetvelle ölç. Tabloya yaz.`,
      msg`A şişesindeki karışımdan bir damlayı öğretmeninle birlikte lamın üstüne damlatıp lamelle kapat. Mikroskopla bak ve gördüğün küçük yuvarlak hücreleri çiz.`,
      msg`Sonuçları grubunla tartışın: Bu deneyde hangi değişkenleri değiştirdiniz, hangilerini aynı tuttunuz?`,
    ],
    observations: [
      msg`Hangi şişenin balonu en çok şişti, hangisininki en az?`,
      msg`Şişelerdeki karışımın görünüşünde köpük ya da kabarcık oldu mu?`,
      msg`Mikroskopta maya hücreleri neye benziyordu?`,
    ],
    conclusion: msg`Şeker ve ılık su bulunan A şişesindeki balon en çok şişti. Maya bir canlıdır; şekerle beslenir ve karbondioksit gazı çıkarır, bu gaz balonu şişirir. Şekersiz B şişesinde besin olmadığı için, soğuk sulu C şişesinde ise maya soğukta yavaş çalıştığı için balonlar az şişti. Maya hücreleri çok küçüktür ve ancak mikroskopla görülebilir.`,
  },
  questions: [
    {
      id: 'which-balloon',
      prompt: msg`Hangi şişenin balonu en çok şişti?`,
      options: [msg`Maya ve ılık su bulunan, şekersiz B şişesi`, msg`Maya, şeker ve ılık su bulunan A şişesi`, msg`Maya, şeker ve soğuk su bulunan C şişesi`],
      correctIndex: 1,
      explanation: msg`A şişesinde maya hem besin (şeker) hem de uygun sıcaklık buldu. Hızla beslenip gaz çıkardı ve balonu en çok o şişirdi.`,
      hints: [msg`Tablondaki 30. dakika ölçümlerini karşılaştır.`, msg`Maya hangi şişede hem besin hem uygun sıcaklık buldu?`],
    },
    {
      id: 'gas-source',
      prompt: msg`Balonu şişiren gaz nereden geldi?`,
      options: [msg`Mayanın şekerle beslenirken çıkardığı karbondioksitten`, msg`Şişedeki suyun kaynamasından`, msg`Balonun kendi kendine genişlemesinden`],
      correctIndex: 0,
      explanation: msg`Maya canlıdır. Şekerle beslenirken karbondioksit gazı çıkarır. Bu gaz şişede birikir ve balonu şişirir.`,
      hints: [msg`Su ılıktı, kaynamıyordu.`, msg`Şişede beslenen ve gaz çıkarabilen bir canlı var mıydı?`],
    },
    {
      id: 'no-sugar',
      prompt: msg`Şekersiz B şişesindeki balonun pek şişmemesi neyi gösterir?`,
      options: [msg`Şekerin balonu kendisinin şişirdiğini`, msg`Ilık suyun maya için zararlı olduğunu`, msg`Mayanın çalışması için besine ihtiyacı olduğunu`],
      correctIndex: 2,
      explanation: msg`A ile B şişesi arasındaki tek fark şekerdi. Şeker olmayınca maya beslenemedi ve az gaz çıkardı. Demek ki mayanın besine ihtiyacı vardır.`,
      hints: [msg`A ile B şişesini karşılaştır. Aralarındaki tek fark neydi?`, msg`Bütün canlıların yaşamak için neye ihtiyacı vardır?`],
    },
    {
      id: 'cold-water',
      prompt: msg`Soğuk su konan C şişesinin balonu neden daha az şişti?`,
      options: [
        msg`Soğuk su şekeri yok ettiği için`,
        msg`Soğuk su balonu deldiği için`,
        msg`C şişesine maya konmadığı için`,
        msg`Maya soğukta daha yavaş çalışıp daha az gaz çıkardığı için`,
      ],
      correctIndex: 3,
      explanation: msg`A ile C şişesi arasındaki tek fark suyun sıcaklığıydı. Mikroskobik canlılar soğukta yavaşlar; maya da soğukta daha az gaz çıkardı.`,
      hints: [msg`A ile C şişesi arasındaki tek fark neydi?`, msg`Besinler buzdolabında neden daha geç bozulur?`],
    },
    {
      id: 'useful-microbe',
      prompt: msg`Aşağıdakilerden hangisi mikroskobik canlıların yararlı bir etkisidir?`,
      options: [msg`Sütün yoğurda dönüşmesi`, msg`Dişlerin çürümesi`, msg`Sütün bozulup ekşimesi`],
      correctIndex: 0,
      explanation: msg`Bazı bakteriler sütü yoğurda dönüştürür. Diş çürümesi ve sütün bozulması ise mikroskobik canlıların zararlı etkileridir.`,
      hints: [msg`Hangisi bizim işimize yarıyor?`, msg`Evde yoğurt mayalanırken süte ne eklenir?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Yararlı mı, zararlı mı?`,
    instructions: msg`Her olayda mikroskobik canlıların ya da mantarların bir rolü var. Bu rol bizim için yararlı mı, zararlı mı? Doğru gruba yerleştir.`,
    categories: [
      { id: 'useful', label: msg`Yararlı` },
      { id: 'harmful', label: msg`Zararlı` },
    ],
    items: [
      {
        id: 'bread',
        label: msg`Ekmek hamurunun kabarması`,
        emoji: '🍞',
        categoryId: 'useful',
        explanation: msg`Maya hamurdaki şekerle beslenir, çıkardığı gaz hamuru kabartır.`,
      },
      {
        id: 'yoghurt',
        label: msg`Sütün yoğurda dönüşmesi`,
        emoji: '🥛',
        categoryId: 'useful',
        explanation: msg`Yoğurt bakterileri sütü yoğurda dönüştürür.`,
      },
      {
        id: 'pickle',
        label: msg`Turşu ve sirke yapımı`,
        emoji: '🥒',
        categoryId: 'useful',
        explanation: msg`Turşu ve sirke yapımında bakteriler görev alır.`,
      },
      {
        id: 'compost',
        label: msg`Dökülen yaprakların çürüyüp toprağa karışması`,
        emoji: '🍂',
        categoryId: 'useful',
        explanation: msg`Topraktaki mikroskobik canlılar ve mantarlar ölü yaprakları çürütür, toprağı verimli yapar.`,
      },
      {
        id: 'tooth',
        label: msg`Dişlerin çürümesi`,
        emoji: '🦷',
        categoryId: 'harmful',
        explanation: msg`Ağızdaki bazı bakteriler şekerli artıklarla beslenir ve dişleri çürütür.`,
      },
      {
        id: 'food-poisoning',
        label: msg`Bozulmuş besin yiyince midenin bozulması`,
        emoji: '🤢',
        categoryId: 'harmful',
        explanation: msg`Bozulmuş besinlerde çoğalan bazı bakteriler mide ağrısına ve ishale yol açar.`,
      },
      {
        id: 'spoiled-milk',
        label: msg`Dışarıda unutulan sütün bozulması`,
        emoji: '🍼',
        categoryId: 'harmful',
        explanation: msg`Sıcakta mikroskobik canlılar hızla çoğalır ve sütü bozar.`,
      },
      {
        id: 'athlete-foot',
        label: msg`Başkasının terliğini giyince ayakta mantar oluşması`,
        emoji: '🩴',
        categoryId: 'harmful',
        explanation: msg`Ayak mantarı temasla bulaşır; başkasının terliğini, havlusunu kullanmamalıyız.`,
      },
    ],
  },
  worksheet: {
    title: msg`Maya Balonu Çalışma Sayfası`,
    instructions: msg`Balonları her ölçtüğünde tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bu deneyde değiştirdiğin iki değişkeni ve aynı tuttuğun üç koşulu yaz.`, lines: 3 },
      { prompt: msg`Mikroskopta gördüğün maya hücrelerini çiz.`, lines: 4 },
      { prompt: msg`Ekmek yaparken hamuru neden sıcak bir yerde mayalandırırız? Deneyine dayanarak açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Balonların büyüklüğü (cm)`,
      columns: [msg`Şişe`, msg`10. dakika`, msg`20. dakika`, msg`30. dakika`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Kabarmayan Ekmeği`,
    paragraphs: [
      msg`Sincap Fındık ilk kez ekmek yapıyordu. Un, su ve maya karıştırdı, hamuru serin kilerinin köşesine koydu. Akşam baktığında hamur hiç kabarmamıştı.`,
      msg`Komşusu Tavşan Pamuk da ekmek yapmıştı; onun hamuru kocaman olmuştu. “Ben hamurumu güneş alan pencerenin önüne koydum, bir tutam da şeker ekledim,” dedi Pamuk.`,
      msg`Baykuş Nine büyüteçli gözlüğünü taktı. “Maya küçücük canlılardan oluşur,” dedi. “Sıcakta ve besin bulunca çalışır, çıkardığı gaz hamuru kabartır. Kilerin çok soğuk, maya orada uyuklamış.”`,
      msg`Fındık hamurunu güneşli pencereye taşıdı. İki saat sonra hamur kabarmış, içi küçük deliklerle dolmuştu. Fındık, Baykuş Nine’nin fırınından çıkan ekmeği koklarken kendi kendine söylendi: “Teşekkürler, küçük mayalar!”`,
    ],
    lesson: msg`Maya, gözle görülmeyen canlılardan oluşur; besin ve uygun sıcaklık bulunca çalışır. Mikroskobik canlıların bazıları çok işimize yarar, bazıları ise hastalık yapar.`,
  },
};
