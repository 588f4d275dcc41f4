import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Deneyimli programcılar da hata yapar; onları iyi yapan, hatayı rastgele değil sistemli biçimde aramalarıdır. Hata ayıklama, bilimsel yönteme çok benzer: gözlem, tahmin, deney ve yeniden deneme.`,
    sections: [
      {
        heading: msg`Hata türleri`,
        paragraphs: [
          msg`Blok tabanlı kodlamada bloklar yalnızca uyan yerlere takıldığı için yazım hatası pek olmaz. En sık görülen hata mantık hatasıdır: program çalışır ama istenmeyen bir şey yapar, örneğin Fındık yanlış kareye gider.`,
          msg`Bir eksik ya da bir fazla hatası, bir döngünün gerekenden bir tur az ya da fazla dönmesidir. Sonsuz döngüde ise döngünün bitme koşulu hiç gerçekleşmez ve program kendiliğinden durmaz.`,
        ],
      },
      {
        heading: msg`Bilim insanı gibi hata ayıklamak`,
        paragraphs: [
          msg`Önce programı çalıştırıp ne olduğunu dikkatle gözleriz ve beklenen sonuçla karşılaştırırız. Sonra programı adım adım çalıştırarak hatanın ortaya çıktığı ilk adımı buluruz.`,
          msg`Hatanın nedeni için bir tahmin, yani hipotez kurarız: “Döngü bir tur fazla dönüyor olabilir.” Bu tahmini yalnızca tek bir değişiklik yaparak test ederiz. Birden çok şeyi birden değiştirirsek hangisinin işe yaradığını bilemeyiz.`,
        ],
      },
      {
        heading: msg`Düzelttikten sonra`,
        paragraphs: [
          msg`Bir hatayı düzelten değişiklik başka bir şeyi bozabilir. Bu yüzden düzeltmeden sonra programı hem hatalı durumda hem de daha önce çalışan durumlarda yeniden test ederiz.`,
          msg`Takıldığında programını bir arkadaşına, hatta masandaki bir oyuncağa satır satır sesli anlat. Anlatırken “ama burada şunu yapmıyor ki” diye hatayı çoğu zaman kendin fark edersin. Programcılar buna lastik ördek yöntemi der.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Mantık hatası`, definition: msg`Programın çalışıp istenenden farklı bir sonuç vermesine yol açan hata.` },
      { term: msg`Sonsuz döngü`, definition: msg`Bitme koşulu hiç gerçekleşmediği için kendiliğinden durmayan döngü.` },
      { term: msg`Hipotez`, definition: msg`Hatanın nedeni hakkında test edilebilir tahmin.` },
      { term: msg`Yeniden test`, definition: msg`Düzeltmeden sonra programın eski ve yeni durumlarda doğru çalıştığını denetleme.` },
    ],
  },
  procedure: {
    goal: msg`Kâğıt üzerindeki hatalı programları bir hata günlüğü tutarak sistemli biçimde ayıklamak.`,
    durationMinutes: 45,
    materials: [
      { name: msg`Basılı hatalı program kartları (her birinde programın amacı da yazılı)`, quantity: msg`Her gruba 3 tane` },
      { name: msg`Kareli ızgara kâğıdı`, quantity: msg`Her gruba 3 yaprak` },
      { name: msg`Silgi ya da kartondan Fındık figürü`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Hata günlüğü çizelgesi`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Figür olarak yutulabilecek küçük parçalar değil, silgi ya da kartondan bir figür kullanın.`,
      msg`Kalemlerin sivri uçlarını kimseye doğru tutmayın.`,
      msg`Uzun süre kâğıda eğilmeyin; aralarda doğrulup gözlerinizi uzağa bakarak dinlendirin.`,
    ],
    steps: [
      msg`Her grup bir hatalı program kartı alsın. Kartta programın ne yapması gerektiği de yazıyor.`,
      msg`Programı ızgara kâğıdında, figürü her komutta yürüterek çalıştırın. Figürün durduğu yeri işaretleyin.`,
      msg`Beklenen yolu başka renkle çizin. İki yolun ayrıldığı ilk adımı bulun.`,
      msg`Hata günlüğüne hatanın nedeni için bir tahmin yazın; örneğin “döngü bir tur fazla dönüyor”.`,
      msg`Programda yalnızca bir değişiklik yapın ve programı baştan yeniden çalıştırın. Sonucu günlüğe yazın.`,
      msg`Düzelmediyse değişikliği geri alın ve yeni bir tahmin kurun. Düzeldiyse programı başka bir başlangıç yönüyle de test edin.`,
      msg`Kartları gruplar arasında değiştirin. Bir üye programı bir arkadaşına satır satır sesli anlatsın.`,
    ],
    observations: [
      msg`Hata programın hangi adımında ortaya çıktı?`,
      msg`Doğru tahmini bulmadan önce kaç tahmin denediniz?`,
      msg`Programı sesli anlatmak hatayı bulmanıza yardım etti mi?`,
    ],
    conclusion: msg`Hata ayıklamak rastgele değişiklik yapmak değil, sistemli bir araştırmadır: gözlem, karşılaştırma, tahmin, tek değişiklikle deneme ve yeniden test. Hata günlüğü neyi denediğimizi unutmamamızı sağlar.`,
  },
  questions: [
    {
      id: 'logic-error',
      prompt: msg`Program hata vermeden sonuna kadar çalışıyor ama Fındık yanlış kareye gidiyor. Bu ne tür bir hatadır?`,
      options: [msg`Donanım arızası`, msg`Mantık hatası`, msg`Elektrik kesintisi`],
      correctIndex: 1,
      explanation: msg`Program çalışıyor ama istenenden farklı bir şey yapıyor. Bu bir mantık hatasıdır: bilgisayar komutları doğru uyguluyor, hatalı olan komutların kendisi ya da sırasıdır.`,
      hints: [msg`Bilgisayar komutları uyguluyor mu? Sorun nerede?`, msg`Konu anlatımında hata türlerini oku.`],
    },
    {
      id: 'off-by-one',
      prompt: msg`Fındık’ın 5 kare ilerlemesi gerekiyor ama program “6 kez tekrarla [ileri git]” ve Fındık ağaca çarpıyor. Bu hata nasıl düzelir?`,
      options: [msg`Döngü silinmeli, yerine hiçbir şey konmamalı`, msg`Yeşil bayrak bloğu kaldırılmalı`, msg`Tekrar sayısı 5 yapılmalı`],
      correctIndex: 2,
      explanation: msg`Döngü bir tur fazla dönüyor: bu bir fazla hatasıdır. Tekrar sayısını 5 yapmak tek bir değişiklikle hatayı düzeltir.`,
      hints: [msg`Fındık kaç kare ilerlemeli, döngü kaç tur dönüyor?`, msg`Aradaki fark kaç? Hangi tek değişiklik bu farkı kapatır?`],
    },
    {
      id: 'one-change',
      prompt: msg`Hata ayıklarken neden her seferinde yalnızca bir değişiklik yapılır?`,
      options: [msg`Sonucun hangi değişiklikten geldiğini anlayabilmek için`, msg`Daha az blok kullanmak için`, msg`Program daha hızlı çalışsın diye`],
      correctIndex: 0,
      explanation: msg`Birden çok şeyi aynı anda değiştirirsek, düzelme ya da bozulmanın hangisinden geldiğini bilemeyiz. Tek değişiklik, tahminimizi açıkça test etmemizi sağlar.`,
      hints: [
        msg`Fen derslerindeki deneylerde neden yalnızca bir değişkeni değiştiririz?`,
        msg`Üç şeyi birden değiştirip hata düzelirse hangisinin işe yaradığını bilebilir misin?`,
      ],
    },
    {
      id: 'after-fix',
      prompt: msg`Hatayı düzelttikten sonra ne yapmak gerekir?`,
      options: [msg`Hiçbir şey; iş bitmiştir`, msg`Programı yeniden ve farklı durumlarla test etmek`, msg`Bütün blokları silip baştan yazmak`],
      correctIndex: 1,
      explanation: msg`Düzeltme başka bir yeri bozmuş olabilir ya da yalnızca tek bir durumda işe yarıyor olabilir. Eski ve yeni durumlarla yeniden test etmek bunu ortaya çıkarır.`,
      hints: [msg`Bir düzeltme başka bir şeyi bozabilir mi?`, msg`Konu anlatımında “düzelttikten sonra” bölümünü oku.`],
    },
    {
      id: 'endless',
      prompt: msg`Program: hedefe varana kadar tekrarla [sola dön]. Fındık hedefte değilse ne olur?`,
      options: [msg`Fındık hedefe ulaşır`, msg`Fındık bir kare ilerler`, msg`Program hiç başlamaz`, msg`Fındık yerinde döner durur; döngü hiç bitmez`],
      correctIndex: 3,
      explanation: msg`“Sola dön” Fındık’ın yerini değiştirmez; bu yüzden “hedefe vardı” koşulu hiçbir zaman doğru olmaz. Döngü sonsuza kadar sürer; uygulama belli bir adımdan sonra programı durdurur.`,
      hints: [msg`Döngünün içindeki blok Fındık’ın yerini değiştiriyor mu?`, msg`Bitme koşulu hiç doğru olamazsa döngü ne zaman biter?`],
    },
  ],
  activity: {
    kind: 'sequence',
    title: msg`Hata ayıklama sırası`,
    instructions: msg`Bir programdaki hatayı sistemli biçimde bulup düzeltmenin adımları karıştı. Adımları doğru sıraya koy, sonra kontrol et.`,
    stepsInOrder: [
      msg`Programı çalıştır ve ne olduğunu dikkatle gözle.`,
      msg`Gerçekleşen sonucu beklenen sonuçla karşılaştır.`,
      msg`Programı adım adım çalıştırıp hatanın ortaya çıktığı ilk adımı bul.`,
      msg`Hatanın nedeni için bir tahmin kur.`,
      msg`Yalnızca tek bir değişiklik yap.`,
      msg`Programı yeniden çalıştırıp değişikliğin hatayı düzeltip düzeltmediğine bak.`,
      msg`Önceden çalışan durumları da yeniden test et.`,
    ],
  },
  worksheet: {
    title: msg`Hata Günlüğü`,
    instructions: msg`Hatalı program avındaki her denemeni günlüğe yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Bulduğun hatayı ve nedenini anlat. Hata hangi adımda ortaya çıkıyordu?`, lines: 3 },
      { prompt: msg`Hangi tek değişiklik hatayı düzeltti? Düzelttiğinden nasıl emin oldun?`, lines: 3 },
      { prompt: msg`Bir mantık hatasına ve bir sonsuz döngüye birer örnek program yaz.`, lines: 4 },
    ],
    table: {
      caption: msg`Hata günlüğüm`,
      columns: [msg`Deneme`, msg`Tahminim (hipotez)`, msg`Yaptığım tek değişiklik`, msg`Sonuç`],
      rows: 5,
    },
  },
  story: {
    title: msg`Kozalak Son Fındığı Neden Atlıyor?`,
    paragraphs: [
      msg`Fındık’ın robotu Kozalak her akşam kilerin rafındaki fındıkları sayıyordu. Ama bir süredir hep bir fındık eksik sayıyordu: rafta on fındık varken “dokuz” diyordu.`,
      msg`Fındık sinirlendi ve programda birden dört şeyi değiştirdi. Kozalak bu kez hiç saymadı, yerinde dönüp durdu. Hata düzelmemişti; üstelik yeni bir hata eklenmişti.`,
      msg`Baykuş Nine pencereden seslendi: “Değişiklikleri geri al. Bir bilim insanı gibi çalış: önce gözle, sonra tek bir tahmin kur ve yalnızca onu dene.”`,
      msg`Fındık programı Çıtır’a satır satır sesli anlatmaya başladı: “Sayaç birden başlıyor, sayaç ona eşit olana kadar tekrarla…” Birden durdu. Döngü, onuncu fındığa gelmeden bitiyordu!`,
      msg`Tek bir değişiklik yaptı ve Kozalak’ı üç farklı rafta denedi. Üçünde de doğru saydı. Çıtır alkışladı: “Ben hiçbir şey söylemedim ama hatayı buldun!” Fındık güldü: “Sen dinledin, o yetti.”`,
    ],
    lesson: msg`Hata ayıklama sistemli bir araştırmadır: gözle, tahmin kur, tek bir değişiklikle dene ve düzelttikten sonra yeniden test et.`,
  },
};
