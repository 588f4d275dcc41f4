import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Bir günde yaklaşık yirmi bin kez soluk alıp veririz ve çoğu zaman bunu fark etmeyiz bile. Peki kendi kendine genişleyemeyen akciğerler nasıl dolup boşalır? Soluduğumuz havadaki oksijen hücrelerimize nasıl ulaşır?`,
    sections: [
      {
        heading: msg`Havanın yolculuğu`,
        paragraphs: [
          msg`Solunum sistemi burun, yutak, gırtlak, soluk borusu, bronşlar, bronşçuklar ve akciğerlerden oluşur. Soluk aldığımız hava bu yolu izleyerek akciğerlerdeki alveollere ulaşır.`,
          msg`Burun boşluğundaki kıllar ve mukus havadaki tozları tutar; hava burada ısınır ve nemlenir. Bu yüzden burundan soluk almak ağızdan soluk almaktan daha sağlıklıdır. Gırtlakta sesimizi oluşturan ses telleri bulunur.`,
          msg`Soluk borusunun çeperindeki kıkırdak halkalar borunun kapanmasını önler. Soluk borusu ikiye ayrılarak bronşları oluşturur. Bronşlar akciğerlerin içinde dallanarak bronşçuklara, bronşçuklar da alveollere açılır.`,
        ],
      },
      {
        heading: msg`Alveollerde gaz alışverişi`,
        paragraphs: [
          msg`Alveoller, çevresi kılcal damarlarla sarılmış, çok ince çeperli hava keseleridir. Akciğerlerde milyonlarca alveol bulunur; bu sayede gaz alışverişi için çok geniş bir yüzey oluşur.`,
          msg`Alveoldeki oksijen kılcal damarlardaki kana geçer. Kandaki karbondioksit ise alveole geçer ve soluk verirken dışarı atılır. Dolaşım sistemi oksijeni vücuttaki bütün hücrelere taşır.`,
        ],
      },
      {
        heading: msg`Soluk alıp verme nasıl olur?`,
        paragraphs: [
          msg`Akciğerler kas yapısında değildir; kendi kendilerine genişleyemezler. Soluk alırken göğüs boşluğunun tabanındaki diyafram kası kasılır, düzleşir ve aşağı iner. Kaburgalar arasındaki kaslar da kaburgaları yukarı ve dışarı doğru kaldırır. Göğüs boşluğunun hacmi artar ve dışarıdaki hava akciğerlere dolar.`,
          msg`Soluk verirken diyafram gevşer, kubbe şeklini alarak yukarı çıkar ve kaburgalar eski yerine döner. Göğüs boşluğunun hacmi azalır ve akciğerlerdeki hava dışarı çıkar.`,
        ],
      },
      {
        heading: msg`Sistemler birlikte çalışır`,
        paragraphs: [
          msg`Hücrelerimiz besinlerden enerji elde ederken oksijen kullanır ve karbondioksit üretir. Egzersiz yaparken kaslarımız daha çok enerji harcar. Bu yüzden daha sık ve derin soluk alırız, kalbimiz de daha hızlı çarpar.`,
          msg`Solunum sistemimizin sağlığı için temiz havada bulunmalı, sigara dumanından uzak durmalı, düzenli egzersiz yapmalı ve öksürürken ya da hapşırırken ağzımızı dirseğimizle kapatmalıyız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Soluk borusu`, definition: msg`Gırtlaktan akciğerlere uzanan, kıkırdak halkalarla açık tutulan hava yolu.` },
      { term: msg`Bronş`, definition: msg`Soluk borusunun ikiye ayrılmasıyla oluşan ve akciğerlere giren hava yolları.` },
      { term: msg`Alveol`, definition: msg`Akciğerlerde kılcal damarlarla sarılı, gaz alışverişinin yapıldığı ince çeperli hava keseciği.` },
      { term: msg`Diyafram`, definition: msg`Göğüs boşluğunu karın boşluğundan ayıran, soluk alıp vermeyi sağlayan kubbe şeklinde kas.` },
      { term: msg`Gaz alışverişi`, definition: msg`Alveollerde oksijenin kana, karbondioksitin kandan alveole geçmesi.` },
    ],
  },
  procedure: {
    goal: msg`Bir akciğer modeliyle diyaframın hareketinin soluk alıp vermeyi nasıl sağladığını göstermek ve egzersizin solunum sayısına etkisini ölçmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Kapaklı boş plastik şişe (0,5 L ya da 1 L)`, quantity: msg`1 tane` },
      { name: msg`Küçük balon`, quantity: msg`2 tane` },
      { name: msg`Büyük balon`, quantity: msg`1 tane` },
      { name: msg`Pipet`, quantity: msg`2 tane` },
      { name: msg`Lastik bant`, quantity: msg`3 tane` },
      { name: msg`Oyun hamuru ve bant`, quantity: msg`Birer parça` },
      { name: msg`Makas (yetişkin kullanır)`, quantity: msg`1 tane` },
      { name: msg`Kronometre ya da saniyeli saat`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Şişeyi ve kapağı bir yetişkin kessin ve delsin. Kesik kenar keskinse bantla kaplayın.`,
      msg`Lateks alerjisi olan arkadaşlar lateks içermeyen balon kullansın ya da balonlara dokunmasın.`,
      msg`Pipetleri ağzına alma ve arkadaşlarınla paylaşma; modelde hava yalnızca zarın hareketiyle girip çıkar.`,
      msg`Egzersiz bölümünde yerinde hafifçe zıpla. Astımı ya da başka bir sağlık sorunu olan arkadaşlar yalnızca sayım yapsın.`,
    ],
    steps: [
      msg`Bir yetişkin şişenin alt kısmını yaklaşık 3 cm yukarıdan kessin. Kesik kenarı bantla kaplayın.`,
      msg`İki pipeti yan yana tutup üst yarılarını bantla birleştir. Alttaki serbest uçlara birer küçük balon geçir ve lastik bantla sıkıca bağla.`,
      msg`Bir yetişkin kapağın ortasına pipetlerin geçebileceği bir delik açsın. Pipetleri kapaktan geçir, balonlar şişenin içinde kalacak biçimde kapağı tak. Kapaktaki aralıkları oyun hamuruyla hava sızdırmayacak şekilde kapat.`,
      msg`Büyük balonun ağzını düğümle. Öğretmenin balonu ortasından kessin; düğümlü yarısını kullan. Bu parçayı şişenin kesik alt ucuna gergin biçimde geçir ve lastik bantla sabitle. Bu zar diyaframı temsil eder.`,
      msg`Düğümden tutup zarı yavaşça aşağı çek ve içerideki balonları gözle. Sonra zarı bırak ya da hafifçe yukarı it. Birkaç kez tekrarla.`,
      msg`Modeldeki her parçanın vücutta neyi temsil ettiğini tabloya yaz: pipetler, küçük balonlar, şişe ve zar.`,
      msg`Bir dakika sessizce otur. Arkadaşın senin solunum sayını saysın; bir soluk alıp verme bir sayılır. Sonra bir dakika yerinde hafifçe zıpla ve hemen yeniden sayın. Sonuçları tabloya yaz.`,
    ],
    observations: [
      msg`Zarı aşağı çektiğinde balonlara ne oldu? Bıraktığında ne oldu?`,
      msg`Zarı çekince şişenin içindeki boşluğun hacmi nasıl değişti?`,
      msg`Modelin gerçek göğüs kafesinden farkları neler? Örneğin şişe kaburgalar gibi hareket edebiliyor mu?`,
      msg`Dinlenirken ve zıpladıktan sonra dakikadaki solunum sayın kaçtı?`,
    ],
    conclusion: msg`Zar aşağı çekilince şişenin içindeki hacim artar ve dışarıdaki hava pipetlerden balonlara dolar; soluk alırken akciğerlerimiz de böyle dolar. Zar yukarı çıkınca hacim azalır ve hava dışarı çıkar. Modelde yalnızca diyafram hareket eder, oysa gerçekte kaburgalar da hareket eder ve akciğerler milyonlarca alveolden oluşan süngerimsi organlardır. Egzersizde kaslar daha çok oksijene ihtiyaç duyduğu için solunum sayımız artar.`,
  },
  questions: [
    {
      id: 'pull-diaphragm',
      prompt: msg`Akciğer modelinde alttaki zarı aşağı çektiğinde içerideki küçük balonlara ne olur?`,
      options: [msg`Söner`, msg`Şişer`, msg`Değişmez`, msg`Patlar`],
      correctIndex: 1,
      explanation: msg`Zar aşağı çekilince şişenin içindeki hacim artar. Dışarıdaki hava pipetlerden girerek balonları doldurur; soluk alırken akciğerlerimizde olan da budur.`,
      hints: [msg`Zarı aşağı çekince şişenin içindeki boşluk büyür mü, küçülür mü?`, msg`Büyüyen boşluğu doldurmak için hava nereden girebilir?`],
    },
    {
      id: 'alveoli',
      prompt: msg`Akciğerlerde oksijenin kana geçtiği yapı hangisidir?`,
      options: [msg`Soluk borusu`, msg`Gırtlak`, msg`Bronş`, msg`Alveol`],
      correctIndex: 3,
      explanation: msg`Alveoller çok ince çeperli ve kılcal damarlarla sarılı hava keseleridir. Oksijen buradan kana, karbondioksit kandan alveole geçer.`,
      hints: [msg`Gaz alışverişi havanın yolculuğunun en sonunda olur.`, msg`Bu yapılar çok ince çeperlidir ve kılcal damarlarla sarılıdır.`],
    },
    {
      id: 'inhale',
      prompt: msg`Soluk alırken aşağıdakilerden hangisi olur?`,
      options: [
        msg`Diyafram kasılıp aşağı iner, göğüs boşluğunun hacmi artar.`,
        msg`Diyafram gevşeyip yukarı çıkar, göğüs boşluğunun hacmi azalır.`,
        msg`Akciğerlerdeki kaslar kasılarak havayı içeri çeker.`,
      ],
      correctIndex: 0,
      explanation: msg`Akciğerler kas yapısında değildir; kendi kendilerine genişleyemez. Soluk alırken diyafram kasılıp düzleşerek aşağı iner, kaburgalar yukarı ve dışarı kalkar; göğüs boşluğu genişler ve hava içeri dolar.`,
      hints: [
        msg`Akciğerler kendi kendine genişleyemez; onları çevrelerindeki kaslar hareket ettirir.`,
        msg`Modelde balonlar, zarı hangi yöne çektiğinde dolmuştu?`,
      ],
    },
    {
      id: 'model-parts',
      prompt: msg`Akciğer modelinde kapaktan geçen pipetler vücudumuzdaki hangi yapıları temsil eder?`,
      options: [msg`Alveolleri`, msg`Diyaframı`, msg`Soluk borusu ve bronşları`, msg`Kaburgaları`],
      correctIndex: 2,
      explanation: msg`Pipetlerin birleşik üst kısmı soluk borusunu, balonlara giden iki ayrı ucu bronşları temsil eder. Havanın akciğerlere ulaştığı yol budur.`,
      hints: [msg`Pipetler, havanın dışarıdan balonlara ulaştığı yoldur.`, msg`Havanın gırtlaktan sonra akciğerlere kadar geçtiği borulu yapıları düşün.`],
    },
    {
      id: 'exercise',
      prompt: msg`Ali dinlenirken dakikada 16 kez, bir dakika zıpladıktan sonra 28 kez soluk aldı. Bunun en doğru açıklaması hangisidir?`,
      options: [
        msg`Zıplamak akciğerleri kalıcı olarak büyütür.`,
        msg`Çalışan kaslar daha çok oksijene ihtiyaç duyar, bu yüzden solunum hızlanır.`,
        msg`Zıplarken vücut hiç karbondioksit üretmez.`,
        msg`Zıplamak diyaframın çalışmasını durdurur.`,
      ],
      correctIndex: 1,
      explanation: msg`Egzersizde kaslar daha çok enerji harcar. Hücreler enerji üretirken oksijen kullanıp karbondioksit ürettiği için daha sık soluk alıp veririz.`,
      hints: [msg`Egzersizde kasların daha çok enerji harcadığını hatırla.`, msg`Hücreler enerji üretirken hangi gazı kullanır?`],
    },
    {
      id: 'nose-breathing',
      prompt: msg`Burundan soluk almak neden ağızdan soluk almaktan daha sağlıklıdır?`,
      options: [msg`Burun havayı ısıtır, nemlendirir ve tozları tutar.`, msg`Burundan giren hava doğrudan mideye gider.`, msg`Burundan hiç mikrop girmez.`],
      correctIndex: 0,
      explanation: msg`Burun boşluğundaki kıllar ve mukus tozları tutar, hava burada ısınır ve nemlenir. Böylece akciğerlere daha temiz ve uygun hava ulaşır.`,
      hints: [msg`Burun boşluğunda kıllar ve yapışkan bir sıvı olan mukus bulunur.`, msg`Soğuk ve tozlu hava doğrudan akciğerlere gitseydi ne olurdu?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Havanın yolculuğu`,
    instructions: msg`Soluk aldığımız havanın geçtiği yapıları doğru sıraya koy. Adımları yukarı ve aşağı düğmeleriyle taşı, sonra “Kontrol et” düğmesine bas.`,
    stepsInOrder: [
      msg`Burun: Hava ısınır, nemlenir ve tozlarından temizlenir.`,
      msg`Yutak: Hava, besinlerle ortak olan bu yoldan geçer.`,
      msg`Gırtlak: Ses tellerinin bulunduğu yerden geçer.`,
      msg`Soluk borusu: Kıkırdak halkalarla açık tutulan borudan aşağı iner.`,
      msg`Bronşlar: İkiye ayrılarak sağ ve sol akciğere girer.`,
      msg`Bronşçuklar: Akciğerin içinde ağacın dalları gibi dallanır.`,
      msg`Alveoller: Oksijen kana geçer, karbondioksit kandan alınır.`,
    ],
  },
  worksheet: {
    title: msg`Akciğer Modeli Çalışma Sayfası`,
    instructions: msg`Modelini yaptıktan sonra soruları cevapla. Solunum sayılarını tabloya yaz ve farkı hesapla.`,
    tasks: [
      { prompt: msg`Modeldeki pipetler, küçük balonlar, şişe ve zar vücudumuzda neyi temsil eder?`, lines: 4 },
      { prompt: msg`Soluk alırken ve verirken diyafram ve göğüs boşluğunda neler olur? Modelinle açıkla.`, lines: 3 },
      { prompt: msg`Modelin gerçek solunum sisteminden iki farkını yaz.`, lines: 2 },
      { prompt: msg`Egzersizden sonra solunum sayın neden değişti? Dolaşım sistemini de düşünerek açıkla.`, lines: 3 },
    ],
    table: {
      caption: msg`Dakikadaki solunum sayısı`,
      columns: [msg`Kişi`, msg`Dinlenirken`, msg`Zıpladıktan sonra`, msg`Fark`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Tepe Koşusu`,
    paragraphs: [
      msg`Sincap Fındık orman koşusuna hazırlanıyordu. Tepeye kadar koştuğunda göğsü hızlı hızlı inip kalkıyor, soluk soluğa kalıyordu.`,
      msg`“Neden bu kadar hızlı soluyorum?” diye sordu Baykuş Nine’ye. Baykuş Nine bir dala kondu: “Koşarken bacak kasların çok çalışıyor. Enerji üretmek için oksijene ihtiyaçları var. Akciğerlerin ve kalbin onlara yetişmek için daha hızlı çalışıyor.”`,
      msg`“Ama akciğerlerim havayı nasıl içeri çekiyor? Onlar kendi kendine genişleyemez ki!” Baykuş Nine gülümsedi ve bir plastik şişe, iki pipet ve üç balon getirdi. Birlikte bir akciğer modeli yaptılar.`,
      msg`Fındık şişenin altındaki zarı aşağı çekince içerideki balonlar şişti, bırakınca söndü. “Bu zar benim diyaframım!” diye bağırdı. “Diyafram aşağı inince göğsümde yer açılıyor ve hava içeri doluyor.”`,
      msg`O günden sonra Fındık koşmadan önce burnundan derin soluklar aldı, dumanlı kamp ateşlerinden uzak durdu. Yarışta üçüncü oldu ama en çok akciğerlerinin nasıl çalıştığını öğrendiğine sevindi.`,
    ],
    lesson: msg`Akciğerler kendi kendine genişleyemez; diyafram ve kaburgalar göğüs boşluğunu genişletip daraltarak soluk alıp vermemizi sağlar, oksijen de alveollerde kana geçer.`,
  },
};
