import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Günlük dilde “çok iş yaptım” deriz; ders çalışmak da yorucu bir iştir. Ama fen bilimlerinde iş sözcüğünün özel bir anlamı vardır. Önce bir cismi ne kadar kuvvetle çektiğimizi, yani ağırlığını ölçmeyi öğrenelim.`,
    sections: [
      {
        heading: msg`Kütle ve ağırlık aynı şey değildir`,
        paragraphs: [
          msg`Kütle, bir cisimdeki madde miktarıdır. Eşit kollu ya da elektronik teraziyle ölçülür, birimi kilogram (kg) ya da gramdır (g). Bir cismin kütlesi Dünya’da, Ay’da ya da uzayda aynıdır.`,
          msg`Ağırlık, bir gezegenin ya da uydunun cismi kendine doğru çektiği kuvvettir. Dinamometreyle ölçülür, birimi newtondur (N). Dünya’da kütlesi 1 kg olan bir cismin ağırlığı yaklaşık 9,8 N’dur; hesaplarda kolaylık için çoğu zaman 10 N alınır.`,
          msg`Ay’ın çekim kuvveti Dünya’nınkinin yaklaşık altıda biri olduğu için aynı cisim Ay’da yaklaşık altı kat daha hafiftir; kütlesi ise değişmez. Dünya’da bile ağırlık yere göre biraz değişir: kutuplarda ekvatordakinden, deniz kenarında yüksek dağlardakinden biraz fazladır.`,
        ],
      },
      {
        heading: msg`Fiziksel anlamda iş`,
        paragraphs: [
          msg`Bir cisme kuvvet uygulandığında cisim bu kuvvetin doğrultusunda yer değiştiriyorsa fiziksel anlamda iş yapılmış olur. Yapılan iş, kuvvet ile cismin kuvvet doğrultusunda aldığı yolun çarpımıdır: iş = kuvvet × yol. Kuvvet newton, yol metre olarak alınırsa işin birimi joule (J) olur.`,
          msg`Kuvvet uygulandığı hâlde cisim hareket etmiyorsa iş yapılmaz: kımıldamayan bir duvarı itmek ya da ağır bir kutuyu yerinde tutmak insanı yorar ama fiziksel anlamda iş değildir. Kuvvet ile hareket birbirine dik olduğunda da iş yapılmaz: çantayı elinde tutarak düz bir yolda yürürken çantaya yukarı doğru kuvvet uygularsın ama çanta yatay hareket eder.`,
        ],
      },
      {
        heading: msg`İş ve enerji`,
        paragraphs: [
          msg`İş yapabilme yeteneğine enerji denir. İş yapan bir cisim ya da canlı enerjisinin bir kısmını harcar; iş yapılan cisme ise enerji aktarılır. Bir kitabı yerden rafa kaldırdığında yaptığın iş, kitapta depolanan enerjiye dönüşür; kitap raftan düşerse bu enerji hareket enerjisine dönüşür.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kütle`, definition: msg`Bir cisimdeki madde miktarı; terazi ile ölçülür, her yerde aynıdır.` },
      { term: msg`Ağırlık`, definition: msg`Bir gök cisminin bir cismi kendine çektiği kuvvet; dinamometre ile ölçülür, yere göre değişir.` },
      { term: msg`Newton (N)`, definition: msg`Kuvvetin ve ağırlığın birimi.` },
      { term: msg`Fiziksel anlamda iş`, definition: msg`Bir kuvvetin cismi kendi doğrultusunda hareket ettirmesi; kuvvet × yol.` },
      { term: msg`Joule (J)`, definition: msg`İşin ve enerjinin birimi; 1 N’luk kuvvetin cismi 1 m hareket ettirmesiyle yapılan iş.` },
      { term: msg`Enerji`, definition: msg`İş yapabilme yeteneği.` },
    ],
  },
  procedure: {
    goal: msg`Birkaç cismin kütlesini ve ağırlığını ölçüp karşılaştırmak, bir cismi kaldırırken yapılan işi hesaplamak ve iş yapılan ile yapılmayan durumları ayırt etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Ölçme aralığı 0–10 N olan dinamometre`, quantity: msg`her gruba 1 tane` },
      { name: msg`Elektronik mutfak terazisi`, quantity: msg`her gruba 1 tane` },
      { name: msg`Kapağı sıkıca kapalı, ağzına ip bağlanmış 500 mL’lik su dolu plastik şişe`, quantity: msg`her gruba 1 tane` },
      { name: msg`İple bağlanabilen başka cisimler: kalem kutusu, küçük bir kitap, meyve dolu file`, quantity: msg`3 tane` },
      { name: msg`Şerit metre ya da 1 m’lik cetvel, kâğıt bant`, quantity: msg`1’er tane` },
    ],
    safety: [
      msg`Dinamometrenin ölçme aralığını aşan (10 N’dan ağır, yaklaşık 1 kg’dan fazla) cisim asma; yay bozulur, kanca fırlayabilir.`,
      msg`Şişeyi ve kitabı yavaş kaldır, masanın hemen üstünde çalış. Cisim ayağına düşmesin diye ayakkabıların giyili olsun.`,
      msg`Şişenin kapağını kontrol et; dökülen su zemini kaydırır, hemen sil.`,
      msg`İpin düğümünü kontrol et; gevşek düğümle cismi kaldırma.`,
    ],
    steps: [
      msg`Her cismin kütlesini teraziyle ölç ve gram olarak tabloya yaz; sonra kilograma çevir (1000 g = 1 kg).`,
      msg`Dinamometreyi dik tut, ibrenin sıfırda olduğunu kontrol et. Her cismi kancaya asıp hareketsiz beklerken ağırlığını newton olarak oku ve yaz.`,
      msg`Her cisim için ağırlığı kütleye böl (N ÷ kg). Bulduğun sayıları karşılaştır.`,
      msg`Cetveli masanın kenarına dik olarak bantla ve masanın 50 cm yukarısını işaretle. Su şişesini dinamometreyle masadan bu yüksekliğe kadar yavaş ve sabit süratle kaldır. Kaldırırken dinamometrenin gösterdiği değeri oku.`,
      msg`Yapılan işi hesapla: dinamometrenin gösterdiği kuvvet (N) × 0,5 m. Sonucu joule olarak yaz.`,
      msg`Şişeyi aynı yükseklikte tutarak 1 m yürü. Dinamometre ne gösteriyor? Bu sırada şişe yukarı doğru mu hareket etti?`,
      msg`Şişeyi 10 saniye hareketsiz tut. Kolun yoruldu mu? Şişe yer değiştirdi mi? Gözlemlerini yaz.`,
    ],
    observations: [
      msg`Farklı cisimlerde ağırlığın kütleye oranı yaklaşık kaç çıktı?`,
      msg`Şişeyi yukarı kaldırırken dinamometre kaç newton gösterdi? Yapılan iş kaç joule oldu?`,
      msg`Şişeyi aynı yükseklikte taşırken ya da hareketsiz tutarken şişeye iş yaptın mı? Neden?`,
      msg`Kütleyi ve ağırlığı ölçmek için hangi araçları kullandın?`,
    ],
    conclusion: msg`Kütle teraziyle, ağırlık dinamometreyle ölçülür. Dünya’da her kilogramın ağırlığı yaklaşık 9,8 N’dur, bu yüzden ağırlığın kütleye oranı bütün cisimlerde yaklaşık aynı çıkar. Şişeyi yukarı kaldırırken kuvvet ile hareket aynı doğrultuda olduğu için fiziksel anlamda iş yapılır ve iş, kuvvet ile yolun çarpımıdır. Şişeyi yerinde tutarken ya da aynı yükseklikte yatay taşırken kolumuz yorulsa da şişeye yukarı yönde iş yapılmaz.`,
  },
  questions: [
    {
      id: 'moon-mass',
      prompt: msg`Dünya’da kütlesi 60 kg olan bir astronot Ay’a gidiyor. Astronotun Ay’daki kütlesi ve ağırlığı için hangisi doğrudur?`,
      options: [
        msg`Kütlesi 10 kg olur, ağırlığı değişmez.`,
        msg`Kütlesi de ağırlığı da değişmez.`,
        msg`Kütlesi 60 kg kalır, ağırlığı yaklaşık altıda birine iner.`,
        msg`Kütlesi ve ağırlığı altı kat artar.`,
      ],
      correctIndex: 2,
      explanation: msg`Kütle madde miktarıdır ve yer değiştirince değişmez. Ay’ın çekim kuvveti Dünya’nınkinin yaklaşık altıda biri olduğu için ağırlık yaklaşık altıda birine iner.`,
      hints: [msg`Astronotun vücudundaki madde miktarı yolculukta değişir mi?`, msg`Ağırlık, bulunduğun gök cisminin seni ne kadar çektiğine bağlıdır.`],
    },
    {
      id: 'instruments',
      prompt: msg`Ağırlık hangi araçla ölçülür ve birimi nedir?`,
      options: [msg`Teraziyle; kilogram`, msg`Dinamometreyle; newton`, msg`Termometreyle; joule`],
      correctIndex: 1,
      explanation: msg`Ağırlık bir kuvvettir; kuvvetler dinamometreyle ölçülür ve birimleri newtondur. Terazi kütleyi ölçer.`,
      hints: [msg`Ağırlık bir kuvvet midir, madde miktarı mı?`, msg`Deneyde cisimleri hangi araca asıp hangi birimle okudun?`],
    },
    {
      id: 'lift-work',
      prompt: msg`Ağırlığı 20 N olan bir çantayı yerden 1,5 m yükseklikteki rafa sabit süratle kaldırıyorsun. Çantaya karşı yaptığın iş kaç joule’dür?`,
      options: [msg`13,3 J`, msg`21,5 J`, msg`30 J`, msg`300 J`],
      correctIndex: 2,
      explanation: msg`İş = kuvvet × yol = 20 N × 1,5 m = 30 J. Kuvvet yukarı, hareket de yukarı olduğu için kuvvetin tamamı iş yapar.`,
      hints: [msg`İşin formülünü hatırla: hangi iki büyüklük çarpılır?`, msg`Kuvvet 20 N, yol 1,5 m.`],
    },
    {
      id: 'push-wall',
      prompt: msg`Emre bütün gücüyle bir duvarı 1 dakika boyunca itiyor, duvar kımıldamıyor. Emre duvara fiziksel anlamda iş yapmış mıdır?`,
      options: [msg`Evet, çünkü çok yoruldu.`, msg`Evet, çünkü uzun süre kuvvet uyguladı.`, msg`Hayır, çünkü duvar kuvvet doğrultusunda yer değiştirmedi.`],
      correctIndex: 2,
      explanation: msg`Fiziksel anlamda iş için kuvvetin cismi kendi doğrultusunda hareket ettirmesi gerekir. Duvar yerinden oynamadığı için yol sıfırdır ve iş de sıfırdır. Emre’nin yorulması, kaslarının enerji harcamasından kaynaklanır.`,
      hints: [msg`İş = kuvvet × yol. Duvar ne kadar yol aldı?`, msg`Yorulmak ile fiziksel anlamda iş yapmak aynı şey midir?`],
    },
    {
      id: 'carry-bag',
      prompt: msg`Zeynep çantasını elinde tutarak düz bir koridorda 10 m yürüyor. Zeynep’in çantayı tutmak için uyguladığı yukarı yönlü kuvvet çantaya iş yapar mı?`,
      options: [msg`Hayır, çünkü kuvvet yukarı doğru, çantanın hareketi ise yataydır.`, msg`Evet, çünkü çanta 10 m yol aldı.`, msg`Evet, çünkü çanta ağırdır.`],
      correctIndex: 0,
      explanation: msg`Zeynep çantaya yukarı doğru kuvvet uygular ama çanta yukarı ya da aşağı hareket etmez, yalnızca yatay gider. Kuvvet ile hareket birbirine dik olduğu için bu kuvvet iş yapmaz.`,
      hints: [msg`Zeynep’in çantaya uyguladığı kuvvetin yönünü çiz.`, msg`Çanta bu kuvvetin doğrultusunda yer değiştiriyor mu?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Fiziksel anlamda iş yapılıyor mu?`,
    instructions: msg`Her duruma dokun, sonra fiziksel anlamda iş yapılıp yapılmadığını gösteren kutuya dokun. İstersen durumu sürükleyip kutuya da bırakabilirsin.`,
    categories: [
      { id: 'work', label: msg`İş yapılır` },
      { id: 'no-work', label: msg`İş yapılmaz` },
    ],
    items: [
      {
        id: 'lift-book',
        label: msg`Kitabı yerden masaya kaldırmak`,
        emoji: '📚',
        categoryId: 'work',
        explanation: msg`Kuvvet yukarı, kitap da yukarı hareket eder.`,
      },
      {
        id: 'push-cart',
        label: msg`Market arabasını iterek ilerletmek`,
        emoji: '🛒',
        categoryId: 'work',
        explanation: msg`Araba itilen yönde yer değiştirir.`,
      },
      {
        id: 'pull-bucket',
        label: msg`Kuyudan kovayı iple çekmek`,
        emoji: '🪣',
        categoryId: 'work',
        explanation: msg`Kova çekme kuvvetinin doğrultusunda yukarı çıkar.`,
      },
      {
        id: 'stairs',
        label: msg`Sırt çantasıyla merdiven çıkmak`,
        emoji: '🎒',
        categoryId: 'work',
        explanation: msg`Çanta yukarı taşınır; yükselirken ona yukarı yönde iş yapılır.`,
      },
      { id: 'wall', label: msg`Kımıldamayan duvarı itmek`, emoji: '🧱', categoryId: 'no-work', explanation: msg`Duvar yer değiştirmediği için yol sıfırdır.` },
      {
        id: 'hold-box',
        label: msg`Ağır bir kutuyu havada hareketsiz tutmak`,
        emoji: '📦',
        categoryId: 'no-work',
        explanation: msg`Kol yorulur ama kutu yer değiştirmez.`,
      },
      {
        id: 'carry-flat',
        label: msg`Tepsiyi elde tutarak düz yolda yürümek`,
        emoji: '🍽️',
        categoryId: 'no-work',
        explanation: msg`Tepsiye yukarı kuvvet uygulanır ama tepsi yatay hareket eder.`,
      },
      {
        id: 'study',
        label: msg`Sınava çalışmak`,
        emoji: '📝',
        categoryId: 'no-work',
        explanation: msg`Zihinsel olarak yorucudur ama bir cisme kuvvet uygulayıp onu hareket ettirmek değildir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Kütle, Ağırlık ve İş Çalışma Sayfası`,
    instructions: msg`Ölçümlerini tabloya yaz, hesapları yap ve soruları cevapla.`,
    tasks: [
      { prompt: msg`Ağırlığın kütleye oranı bütün cisimlerde yaklaşık aynı mı çıktı? Bu sayı neyi gösteriyor?`, lines: 3 },
      { prompt: msg`Su şişesini 0,5 m kaldırırken yaptığın işi hesapla. İşlemini birimleriyle yaz.`, lines: 3 },
      { prompt: msg`Kütlesi 3 kg olan bir karpuzun Dünya’daki ağırlığı yaklaşık kaç newtondur? (1 kg ≈ 10 N al.) Ay’da kütlesi kaç kg olur?`, lines: 3 },
      { prompt: msg`Günlük dilde “iş” dediğimiz ama fiziksel anlamda iş olmayan iki örnek yaz.`, lines: 3 },
    ],
    table: {
      caption: msg`Kütle ve ağırlık ölçümleri`,
      columns: [msg`Cisim`, msg`Kütle (g)`, msg`Kütle (kg)`, msg`Ağırlık (N)`, msg`Ağırlık ÷ kütle (N/kg)`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Yorucu Günü`,
    paragraphs: [
      msg`Sonbahar gelmişti ve Fındık kış için fındık topluyordu. Sabah dolu bir sepeti yerden yuvasına, üç dal yukarıya taşıdı. Öğlen de arkadaşı Diken’in takılan kapısını bütün gücüyle itti ama kapı bir türlü açılmadı.`,
      msg`Akşam yorgun argın Baykuş Nine’ye yakındı: “Bugün çok iş yaptım!” Baykuş Nine gülümsedi: “Bilim diliyle konuşalım. Sepeti yukarı taşıdığında kuvvet yukarı, sepet de yukarı gitti; işte o fiziksel anlamda iş. Kapı ise hiç kımıldamadı; kasların yoruldu ama kapıya iş yapmadın.”`,
      msg`Fındık şaşırdı. “Peki sepeti taşırken ne kadar iş yaptığımı nasıl bilebilirim?” Baykuş Nine, dalda asılı bir yaylı ölçeği gösterdi: “Sepeti buna as ve ağırlığını oku. Sonra kaç metre kaldırdığınla çarp.”`,
      msg`Sepet 15 N çekiyordu, yuva da 2 m yukarıdaydı. “15 çarpı 2, otuz joule!” dedi Fındık. “Ve sepetteki fındıkların kütlesi, Ay’a da götürsem değişmez, değil mi?” Baykuş Nine başıyla onayladı.`,
    ],
    lesson: msg`Kütle madde miktarıdır ve her yerde aynıdır; ağırlık ise bir kuvvettir. Fiziksel anlamda iş için kuvvetin cismi kendi doğrultusunda hareket ettirmesi gerekir: iş = kuvvet × yol.`,
  },
};
