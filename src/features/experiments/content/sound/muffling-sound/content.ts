import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Işık ve ses hayatımızı kolaylaştırır. Lambalar geceyi aydınlatır, zil ve alarmlar bizi uyarır. Ama ışık ve ses yanlış ya da gereğinden fazla kullanılırsa insanlara ve diğer canlılara zarar verir.`,
    sections: [
      {
        heading: msg`Geçmişten günümüze aydınlatma`,
        paragraphs: [
          msg`İnsanlar çok eskiden meşale ve ateşle aydınlanırdı. Sonra kandil, mum ve gaz lambası kullanıldı. Bunlar az ışık verir, is ve duman çıkarır, yangın tehlikesi taşır.`,
          msg`Elektrikle çalışan ampul aydınlatmayı kolaylaştırdı. Eski telli (akkor) ampuller elektriğin çoğunu ısıya çevirir. Günümüzde kullanılan LED lambalar ise aynı ışığı çok daha az elektrikle verir ve uzun yıllar dayanır.`,
        ],
      },
      {
        heading: msg`Uygun aydınlatma ve ışık kirliliği`,
        paragraphs: [
          msg`Çok loş ya da göz kamaştıracak kadar parlak ışık gözlerimizi yorar. Ders çalışırken ışık yeterli olmalı ve yazı yazan elin gölgesi kâğıda düşmemelidir. Sağ elini kullanan biri için lamba sol tarafta olmalıdır.`,
          msg`Gereğinden fazla, yanlış yöne ya da gereksiz yere kullanılan ışığa ışık kirliliği denir. Işık kirliliği yüzünden şehirlerde yıldızlar görünmez. Göç eden kuşlar yolunu şaşırır, yumurtadan çıkan yavru deniz kaplumbağaları denize gitmek yerine kıyıdaki ışıklara yönelir. Gece uykumuz da bozulur.`,
          msg`Işığı yalnızca aşağıya, yola yönelten sokak lambaları ve gereksiz ışıkları söndürmek ışık kirliliğini azaltır.`,
        ],
      },
      {
        heading: msg`Ses kirliliği`,
        paragraphs: [
          msg`İnsanı rahatsız eden, istenmeyen seslere gürültü denir. Gürültünün çevremizde sıkça olmasına ses kirliliği denir. Trafikteki kornalar, inşaat makineleri, uçaklar ve yüksek sesle açılan müzik ses kirliliğine yol açar.`,
          msg`Ses kirliliği baş ağrısına, uykusuzluğa, dikkat dağınıklığına ve sinirliliğe neden olur. Çok şiddetli seslere uzun süre maruz kalmak işitme kaybına yol açabilir. Gürültü hayvanları da yaşadıkları yerden uzaklaştırır.`,
        ],
      },
      {
        heading: msg`Ses yalıtımı`,
        paragraphs: [
          msg`Sesin bir yerden başka bir yere geçmesini azaltmaya ses yalıtımı denir. Yün, keçe, sünger, mantar, halı ve kalın perde gibi yumuşak ve gözenekli malzemeler sesi iyi yutar.`,
          msg`Binalarda duvarlara yalıtım malzemesi konur, pencerelerde çift cam kullanılır. Yol kenarına dikilen ağaçlar da trafiğin gürültüsünü azaltır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Gürültü`, definition: msg`İnsanı rahatsız eden, istenmeyen ses.` },
      { term: msg`Ses kirliliği`, definition: msg`Çevremizde gürültünün sağlığımızı ve rahatımızı bozacak kadar çok olması.` },
      { term: msg`Ses yalıtımı`, definition: msg`Sesin bir ortamdan diğerine geçmesini azaltmak.` },
      { term: msg`Işık kirliliği`, definition: msg`Işığın gereğinden fazla, yanlış yöne ya da gereksiz yere kullanılması.` },
      { term: msg`Uygun aydınlatma`, definition: msg`Yapılan işe yetecek kadar, gözü yormayan ve doğru yönden gelen aydınlatma.` },
    ],
  },
  procedure: {
    goal: msg`Farklı malzemelerin alarm sesini ne kadar kıstığını karşılaştırmak ve sesi en iyi yalıtan malzemeyi bulmak.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Pilli çalar saat ya da öğretmenin telefonundaki alarm`, quantity: msg`1 tane` },
      { name: msg`Kapaklı ayakkabı kutusu`, quantity: msg`1 tane` },
      { name: msg`Yün atkı ya da kazak`, quantity: msg`1 tane` },
      { name: msg`Sünger parçaları`, quantity: msg`Kutuyu dolduracak kadar` },
      { name: msg`Buruşturulmuş gazete kâğıdı`, quantity: msg`Kutuyu dolduracak kadar` },
      { name: msg`Alüminyum folyo`, quantity: msg`1 parça` },
      { name: msg`Şerit metre`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Alarmın sesini orta düzeyde tut. Kulağını alarmın hemen yanına dayama; çok şiddetli ses kulağa zarar verir.`,
      msg`Ölçümü koridorda yaparken koşma, yürüyerek uzaklaş.`,
      msg`Telefonu ya da saati düşürmemek için kutuyu düz ve sağlam bir yere koy; koridorda kimsenin takılmayacağı bir kenara yerleştir.`,
      msg`Diğer sınıfları rahatsız etmemek için deneyi kısa tut ve öğretmeninin gösterdiği yerde yap.`,
    ],
    steps: [
      msg`Malzemelerin sesi ne kadar kısacağını tahmin et. Tahminlerini “iyi”, “orta” ya da “kötü” diye tabloya yaz.`,
      msg`Alarmı kurup hiçbir şeyle sarmadan boş kutunun içine koy ve kapağını kapat. Kutuyu sessiz bir koridorun başına yerleştir.`,
      msg`Bir arkadaşın alarm çalarken kutudan yavaş yavaş uzaklaşsın. Alarmı artık duyamadığı yerde dursun. Bu uzaklığı şerit metreyle ölç ve yaz.`,
      msg`Alarmı alüminyum folyoyla sarıp yeniden kutuya koy, kapağı kapat ve aynı ölçümü yap.`,
      msg`Folyoyu çıkar. Sırasıyla buruşturulmuş gazete, sünger ve yün atkıyla kutuyu doldurarak ölçümü tekrarla. Alarmın sesini ve dinleyen arkadaşını hiç değiştirme.`,
      msg`Sonuçları karşılaştır. Alarm en kısa uzaklıkta duyulmaz olduğunda kutuda hangi malzeme vardı?`,
    ],
    observations: [
      msg`Boş kutudaki alarm kaç metreden duyuldu?`,
      msg`Hangi malzemeyle alarm en yakından bile zor duyuldu?`,
      msg`Tahminlerin sonuçlarla aynı mıydı?`,
    ],
    conclusion: msg`Alarmın çevresine konan malzemeler sesin bir kısmını yutar. Yün, sünger gibi yumuşak ve gözenekli malzemeler sesi en iyi yalıtır; alarm daha yakından bile zor duyulur. İnce ve sert alüminyum folyo sesi çok az kısar. Evlerde ve okullarda gürültüyü azaltmak için bu tür yalıtım malzemeleri kullanılır.`,
  },
  questions: [
    {
      id: 'noise-example',
      prompt: msg`Aşağıdakilerden hangisi ses kirliliğine örnektir?`,
      options: [
        msg`Kuşların sabah ötmesi`,
        msg`Gece yarısı yüksek sesle çalınan müzik`,
        msg`Öğretmenin sınıfta ders anlatması`,
        msg`Yaprakların rüzgârda hışırdaması`,
      ],
      correctIndex: 1,
      explanation: msg`Gece yarısı yüksek sesle çalınan müzik insanları rahatsız eder ve uykularını bozar. İstenmeyen, rahatsız edici sesler gürültüdür ve ses kirliliğine yol açar.`,
      hints: [msg`Hangi ses insanları rahatsız eder ve uykularını bozar?`, msg`Gürültünün tanımını hatırla: istenmeyen ve rahatsız edici ses.`],
    },
    {
      id: 'best-material',
      prompt: msg`Bir deneyde alarm yün atkıyla sarılınca 2 metreden, alüminyum folyoyla sarılınca 8 metreden duyuluyor. Hangi malzeme sesi daha iyi yalıtmıştır?`,
      options: [msg`Yün atkı`, msg`Alüminyum folyo`, msg`İkisi de aynı`],
      correctIndex: 0,
      explanation: msg`Yün atkıyla sarılan alarm ancak 2 metre yakından duyuluyor. Ses daha kısa bir uzaklıkta duyulmaz hâle geldiğine göre yün atkı sesi daha çok yutmuştur.`,
      hints: [msg`Ses iyi yalıtılırsa alarmı uzaktan mı yoksa yalnızca yakından mı duyarız?`, msg`İki uzaklığı karşılaştır: hangisi daha küçük?`],
    },
    {
      id: 'fair-test',
      prompt: msg`Deneyi adil yapmak için her ölçümde hangisini aynı tutmalıyız?`,
      options: [msg`Alarmı saran malzemeyi`, msg`Tahminlerimizi`, msg`Ölçülen uzaklığı`, msg`Alarmın ses düzeyini`],
      correctIndex: 3,
      explanation: msg`Yalnızca malzemeyi değiştirip diğer her şeyi aynı tutmalıyız. Alarmın ses düzeyi her seferinde farklı olursa, farkın malzemeden mi yoksa alarmdan mı geldiğini bilemeyiz.`,
      hints: [
        msg`Deneyde bilerek değiştirdiğimiz tek şey neydi? O seçeneği ele.`,
        msg`Ölçtüğümüz sonuç da değişir; onu da ele. Geriye, hep aynı kalması gereken şey kalır.`,
      ],
    },
    {
      id: 'light-pollution',
      prompt: msg`Şehirlerde geceleri yıldızları neden zor görürüz?`,
      options: [
        msg`Yıldızlar yalnızca köylerin üstünde parlar.`,
        msg`Şehirlerde yıldız yoktur.`,
        msg`Şehir ışıkları gökyüzünü aydınlatır; buna ışık kirliliği denir.`,
        msg`Yıldızlar şehirlerden uzaklaşır.`,
      ],
      correctIndex: 2,
      explanation: msg`Gökyüzü şehirlerde de köylerde de aynıdır. Şehirde gereğinden fazla ve yukarı yönelen ışıklar gökyüzünü aydınlatır; sönük yıldızlar bu ışığın içinde kaybolur.`,
      hints: [msg`Köyde ve şehirde aynı gökyüzüne bakarız. Değişen, yerdeki şeylerdir.`, msg`Geceleri şehirde neler yanar? Onların ışığı gökyüzüne ne yapar?`],
    },
    {
      id: 'desk-lamp',
      prompt: msg`Sağ elini kullanan Elif ödevini yaparken masa lambasını nereye koymalıdır?`,
      options: [msg`Sağ tarafına`, msg`Tam arkasına`, msg`Sol tarafına`],
      correctIndex: 2,
      explanation: msg`Işık soldan gelirse Elif’in yazı yazan sağ elinin gölgesi kâğıda değil, sağ tarafa düşer. Böylece yazdıklarını rahatça görür ve gözleri yorulmaz.`,
      hints: [msg`Işık, önüne çıkan elin arkasında gölge oluşturur.`, msg`Elif sağ eliyle yazıyor. Işık hangi taraftan gelirse elin gölgesi kâğıda düşmez?`],
    },
    {
      id: 'led',
      prompt: msg`Aşağıdaki aydınlatma araçlarından hangisi aynı ışığı en az elektrikle verir?`,
      options: [msg`Eski telli (akkor) ampul`, msg`LED lamba`, msg`Gaz lambası`],
      correctIndex: 1,
      explanation: msg`LED lambalar elektriğin telli ampullere göre çok daha büyük bir kısmını ışığa çevirir, az ısınır ve uzun dayanır. Telli ampuller elektriğin çoğunu ısıya çevirir. Gaz lambası ise elektrikle değil, yakıt yakarak çalışır.`,
      hints: [
        msg`Seçeneklerden biri elektrikle çalışmaz; onu ele.`,
        msg`Çalışırken dokunulamayacak kadar ısınan lamba, elektriğin çoğunu ışık yerine neye çevirir?`,
      ],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Gürültüyü artırır mı, azaltır mı?`,
    instructions: msg`Her durumu ses kirliliğine etkisine göre doğru gruba yerleştir, sonra “Kontrol et” düğmesine bas.`,
    categories: [
      { id: 'more-noise', label: msg`Ses kirliliğini artırır` },
      { id: 'less-noise', label: msg`Ses kirliliğini azaltır` },
    ],
    items: [
      {
        id: 'horn',
        label: msg`Trafikte gereksiz korna çalmak`,
        emoji: '🚗',
        categoryId: 'more-noise',
        explanation: msg`Gereksiz korna sesi sokaktaki herkesi rahatsız eden bir gürültüdür.`,
      },
      {
        id: 'loud-music',
        label: msg`Gece yüksek sesle müzik dinlemek`,
        emoji: '🔊',
        categoryId: 'more-noise',
        explanation: msg`Gece açılan yüksek müzik komşuların uykusunu bozar.`,
      },
      {
        id: 'drill',
        label: msg`Akşam geç saatte matkap kullanmak`,
        emoji: '🔨',
        categoryId: 'more-noise',
        explanation: msg`Matkap çok şiddetli ses çıkarır; dinlenme saatlerinde kullanılmamalıdır.`,
      },
      {
        id: 'shouting',
        label: msg`Koridorda bağırarak koşmak`,
        emoji: '📢',
        categoryId: 'more-noise',
        explanation: msg`Bağırmak okulda gürültüyü artırır, dersleri böler.`,
      },
      {
        id: 'trees',
        label: msg`Yol kenarına ağaç dikmek`,
        emoji: '🌳',
        categoryId: 'less-noise',
        explanation: msg`Ağaçlar trafikten gelen sesin bir kısmını tutar.`,
      },
      {
        id: 'curtain',
        label: msg`Kalın perde ve halı kullanmak`,
        emoji: '🪟',
        categoryId: 'less-noise',
        explanation: msg`Kalın ve yumuşak kumaşlar sesi yutar; oda daha sessiz olur.`,
      },
      {
        id: 'headphones',
        label: msg`Kulaklığın sesini kısık tutmak`,
        emoji: '🎧',
        categoryId: 'less-noise',
        explanation: msg`Kısık ses hem kulaklarımızı korur hem de çevremizi rahatsız etmez.`,
      },
      {
        id: 'insulation',
        label: msg`Duvarlara ses yalıtımı yapmak`,
        emoji: '🧱',
        categoryId: 'less-noise',
        explanation: msg`Yalıtım malzemeleri sesin bir odadan diğerine geçmesini azaltır.`,
      },
    ],
  },
  worksheet: {
    title: msg`Ses Yalıtımı Çalışma Sayfası`,
    instructions: msg`Önce tahminlerini yaz. Sonra her malzemeyle ölçtüğün uzaklığı tabloya ekle ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Sesi en iyi yalıtan malzeme hangisiydi? Bu malzemenin nasıl bir yapısı var?`, lines: 3 },
      { prompt: msg`Evinde ya da okulunda seni rahatsız eden bir gürültü yaz. Bu gürültüyü azaltmak için iki öneri yaz.`, lines: 3 },
      { prompt: msg`Işık kirliliği hangi canlılara nasıl zarar verir? Bir örnek yaz.`, lines: 2 },
    ],
    table: {
      caption: msg`Alarm sesi ölçümlerim`,
      columns: [msg`Malzeme`, msg`Tahminim (iyi / orta / kötü)`, msg`Alarmın duyulmadığı uzaklık (m)`, msg`Sıralama`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık’ın Uykusuz Geceleri`,
    paragraphs: [
      msg`Ormanın kenarına yeni bir yol yapılıyordu. Sincap Fındık bütün gün iş makinelerinin gürültüsünden dinlenemiyordu. Başı ağrıyor, fındıklarını bile sayamıyordu.`,
      msg`Gece olunca da rahat yoktu. Yolun yanına dikilen parlak bir lamba tam Fındık’ın yuvasının içine ışık saçıyordu. Fındık gözünü kapatsa bile uyuyamıyordu.`,
      msg`Arkadaşı Baykuş Nine de şikâyetçiydi: “Bu ışık yüzünden gece avlanırken gözlerim kamaşıyor, gökyüzündeki yıldızları da göremiyorum.” İki arkadaş bir çözüm düşündü.`,
      msg`Fındık yuvasının duvarlarını kalın bir yosun ve yün tabakasıyla kapladı. Gürültü hemen azaldı. Baykuş Nine de yol işçilerine gidip lambanın üstüne bir şapka takmalarını, ışığın yalnızca yola düşmesini rica etti.`,
      msg`O gece Fındık mışıl mışıl uyudu. Baykuş Nine ise yıldızların altında keyifle uçtu. Yol işçileri de ertesi gün makinelerini yalnızca gündüz çalıştırmaya karar verdi.`,
    ],
    lesson: msg`Gürültü ve gereksiz ışık canlıların sağlığını bozar; yumuşak yalıtım malzemeleri sesi, doğru yöne bakan lambalar ışık kirliliğini azaltır.`,
  },
};
