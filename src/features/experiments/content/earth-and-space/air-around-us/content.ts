import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Dünya’mızın yüzeyinde karalar ve sular vardır. Bir de hiç göremediğimiz ama hep etrafımızda olan bir şey vardır: hava. Hava, Dünya’yı bir örtü gibi her yönden sarar.`,
    sections: [
      {
        heading: msg`Dünya’yı saran hava katmanı`,
        paragraphs: [
          msg`Dünya’nın çevresinde kalın bir hava katmanı bulunur. Bu katman karaların da denizlerin de üstünü örter. Nerede olursak olalım, evde, okulda ya da dağın tepesinde, etrafımız hava doludur.`,
          msg`Hava katmanı canlılar için çok önemlidir. İnsanlar, hayvanlar ve bitkiler yaşamak için havaya ihtiyaç duyar. Biz de her nefes aldığımızda havayı içimize çekeriz.`,
        ],
      },
      {
        heading: msg`Hava görünmez ama vardır`,
        paragraphs: [
          msg`Havanın rengi ve kokusu yoktur; onu göremeyiz. Ama havanın var olduğunu anlayabiliriz. Rüzgâr esince yapraklar sallanır, yüzümüze serinlik değer. Rüzgâr, hareket eden havadır.`,
          msg`Bir balonu şişirdiğimizde balon büyür, çünkü içine hava doldururuz. Boş sandığımız bir bardak da aslında havayla doludur. Hava, tıpkı su ve taş gibi yer kaplar.`,
        ],
      },
      {
        heading: msg`Bardaktaki hava`,
        paragraphs: [
          msg`Ters çevrilmiş bir bardağı dik tutarak suya bastırırsak bardağın içindeki hava bir yere kaçamaz. Hava yer kapladığı için su bardağın içine pek giremez. Bu yüzden bardağın dibindeki peçete kuru kalır.`,
          msg`Bardağı yana eğersek hava kabarcıklar hâlinde dışarı çıkar. Havanın boşalttığı yere su dolar ve peçete ıslanır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Hava`, definition: msg`Dünya’yı saran, görünmeyen, renksiz ve kokusuz madde; canlılar onu solur.` },
      { term: msg`Hava katmanı`, definition: msg`Dünya’yı karalar ve sularla birlikte her yönden saran hava örtüsü.` },
      { term: msg`Rüzgâr`, definition: msg`Hareket eden hava.` },
      { term: msg`Kabarcık`, definition: msg`Suyun içinde yukarı çıkan küçük hava topu.` },
    ],
  },
  procedure: {
    goal: msg`Havanın görünmediği hâlde yer kapladığını ve etrafımızı sardığını deneyle göstermek.`,
    durationMinutes: 35,
    materials: [
      { name: msg`Şeffaf plastik bardak`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Bardağın sığabileceği derin, şeffaf kap ya da küçük kova, yarısına kadar su dolu`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kâğıt peçete`, quantity: msg`Her gruba 2 tane` },
      { name: msg`Balon`, quantity: msg`Her öğrenciye 1 tane` },
      { name: msg`Karton ya da defter (yelpaze olarak)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Bez ya da kâğıt havlu`, quantity: msg`Her gruba 1 tane` },
    ],
    safety: [
      msg`Cam bardak yerine plastik bardak kullan; cam kırılırsa elini kesebilir.`,
      msg`Yere dökülen suyu hemen sil; ıslak zemin kaygandır.`,
      msg`Balonu çok büyük şişirme ve kimsenin kulağının yanında patlatma. Patlayan balonun parçalarını topla, ağzına alma.`,
      msg`Balon lastiğine alerjisi olan arkadaşın balona dokunmasın.`,
      msg`Herkes yalnızca kendi balonunu ağzına götürsün; başkasının balonunu şişirme.`,
    ],
    steps: [
      msg`Bardağın içine bak. Sence bardak boş mu? Tahminini tabloya yaz.`,
      msg`Peçeteyi buruştur ve bardağın dibine sıkıca bastır. Bardağı ters çevirince peçete düşmemeli.`,
      msg`Bardağı ters çevir. Hiç eğmeden, dimdik tutarak suyun içine bastır. Suyun bardağın içinde nereye kadar çıktığına bak.`,
      msg`Bardağı yine dimdik tutarak sudan çıkar. Peçeteye dokun: Kuru mu, ıslak mı? Tabloya yaz.`,
      msg`Yeni bir peçeteyle deneyi tekrar et. Bu kez bardak suyun içindeyken onu yavaşça yana eğ. Ne çıktığını gözle, sonra peçeteye dokun.`,
      msg`Balonu birkaç kez şişir ve söndür. Söndürürken ağzını yüzüne doğru tut. Sonra kartonu yelpaze gibi salla ve yüzünde ne hissettiğini söyle.`,
    ],
    observations: [
      msg`Bardak dik dururken su bardağın içini doldurabildi mi?`,
      msg`Bardağı eğince sudan ne çıktı?`,
      msg`Balonu ve yelpazeyi kullanırken havayı nasıl hissettin?`,
    ],
    conclusion: msg`Boş sandığımız bardak aslında havayla doludur. Hava görünmez ama yer kaplar; bu yüzden bardak dik dururken su içeri giremez ve peçete kuru kalır. Bardağı eğince hava kabarcıklar hâlinde çıkar, yerine su girer. Dünya’yı da böyle bir hava katmanı her yönden sarar.`,
  },
  questions: [
    {
      id: 'dry-napkin',
      prompt: msg`Ters çevrilip suya bastırılan bardağın dibindeki peçete neden ıslanmadı?`,
      options: [msg`Su çok soğuk olduğu için`, msg`Bardağın içindeki hava suyun girmesini engellediği için`, msg`Peçete suyu hiç çekmediği için`],
      correctIndex: 1,
      explanation: msg`Bardak boş değildi, havayla doluydu. Hava yer kapladığı ve kaçamadığı için su bardağın içine giremedi.`,
      hints: [msg`Deneyden önce bardağın içinde ne vardı? Gerçekten hiçbir şey yok muydu?`, msg`Bardağı eğince ne oldu, hatırla.`],
    },
    {
      id: 'where-is-air',
      prompt: msg`Dünya’yı saran hava katmanı nerede bulunur?`,
      options: [msg`Yalnızca denizlerin üstünde`, msg`Yalnızca yüksek dağlarda`, msg`Karaların ve suların üstünde, her yerde`],
      correctIndex: 2,
      explanation: msg`Hava katmanı Dünya’yı bir örtü gibi her yönden sarar. Karaların da denizlerin de üstünde hava vardır.`,
      hints: [msg`Şu an bulunduğun sınıfta hava var mı?`, msg`Denizde yüzen biri ve dağa tırmanan biri nefes alabiliyor mu?`],
    },
    {
      id: 'bubbles',
      prompt: msg`Bardağı suyun içinde eğince kabarcıklar çıktı. Kabarcıkların içinde ne vardı?`,
      options: [msg`Hava`, msg`Su`, msg`Kum`],
      correctIndex: 0,
      explanation: msg`Kabarcıklar bardağın içindeki havadır. Hava dışarı çıkınca boşalan yere su doldu.`,
      hints: [msg`Kabarcıklar nereden çıktı?`, msg`Bardak suya girmeden önce neyle doluydu?`],
    },
    {
      id: 'notice-air',
      prompt: msg`Havayı göremeyiz. Havanın var olduğunu nasıl anlarız?`,
      options: [msg`Rengine bakarak`, msg`Kokusunu alarak`, msg`Tadına bakarak`, msg`Rüzgârda yaprakların sallanmasından`],
      correctIndex: 3,
      explanation: msg`Havanın rengi, kokusu ve tadı yoktur. Ama hareket eden hava, yani rüzgâr, yaprakları sallar. Böylece havanın orada olduğunu anlarız.`,
      hints: [msg`Havanın rengi, kokusu ya da tadı var mı?`, msg`Yelpazeyi sallayınca yüzünde ne hissettin?`],
    },
    {
      id: 'why-air-matters',
      prompt: msg`Dünya’yı saran hava katmanı olmasaydı ne olurdu?`,
      options: [msg`Canlılar soluk alamazdı.`, msg`Denizlerin suyu tatlı olurdu.`, msg`Dağlar daha yüksek olurdu.`],
      correctIndex: 0,
      explanation: msg`İnsanlar, hayvanlar ve bitkiler yaşamak için havaya ihtiyaç duyar. Hava olmasaydı canlılar soluk alamaz, yaşayamazdı.`,
      hints: [msg`Her nefes aldığında içine ne çekiyorsun?`, msg`Dalgıçlar suyun altına inerken sırtlarında neden tüp taşır?`],
    },
  ],
  activity: {
    kind: 'classify',
    title: msg`Hava sayesinde mi olur?`,
    instructions: msg`Her olayı düşün. Hava olmasaydı bu olay olur muydu? Olayları doğru gruba yerleştir.`,
    categories: [
      { id: 'needs-air', label: msg`Hava sayesinde olur` },
      { id: 'no-air-needed', label: msg`Hava olmadan da olur` },
    ],
    items: [
      {
        id: 'kite',
        label: msg`Uçurtma gökyüzünde uçar.`,
        emoji: '🪁',
        categoryId: 'needs-air',
        explanation: msg`Rüzgâr, yani hareket eden hava, uçurtmayı iter ve havada tutar.`,
      },
      {
        id: 'sailboat',
        label: msg`Yelkenli tekne denizde ilerler.`,
        emoji: '⛵',
        categoryId: 'needs-air',
        explanation: msg`Rüzgâr yelkeni iter ve tekneyi ilerletir.`,
      },
      {
        id: 'balloon',
        label: msg`Balon şişip büyür.`,
        emoji: '🎈',
        categoryId: 'needs-air',
        explanation: msg`Balonun içine hava doldurunca balon büyür; hava yer kaplar.`,
      },
      {
        id: 'breathing',
        label: msg`Kedi soluk alıp verir.`,
        emoji: '🐈',
        categoryId: 'needs-air',
        explanation: msg`Canlılar yaşamak için havaya ihtiyaç duyar.`,
      },
      {
        id: 'pinwheel',
        label: msg`Rüzgârgülü döner.`,
        emoji: '🌬️',
        categoryId: 'needs-air',
        explanation: msg`Rüzgârgülünü hareket eden hava döndürür.`,
      },
      {
        id: 'magnet',
        label: msg`Mıknatıs ataşı çeker.`,
        emoji: '🧲',
        categoryId: 'no-air-needed',
        explanation: msg`Mıknatıs ataşı havasız bir yerde de çeker; bunun için havaya gerek yoktur.`,
      },
      {
        id: 'stone-sinks',
        label: msg`Taş suya atılınca batar.`,
        emoji: '🪨',
        categoryId: 'no-air-needed',
        explanation: msg`Taşın suda batması havaya bağlı değildir.`,
      },
      {
        id: 'torch',
        label: msg`El feneri karanlıkta ışık verir.`,
        emoji: '🔦',
        categoryId: 'no-air-needed',
        explanation: msg`Işık havasız yerde de yol alır. Güneş’in ışığı bize havasız uzaydan geçerek gelir.`,
      },
    ],
  },
  worksheet: {
    title: msg`Boş Bardak Çalışma Sayfası`,
    instructions: msg`Her deneyden önce tahminini, deneyden sonra gözlemini tabloya yaz. Sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Boş sandığımız bardağın içinde ne varmış? Nasıl anladın?`, lines: 2 },
      { prompt: msg`Havayı göremeyiz. Havanın var olduğunu gösteren iki örnek yaz.`, lines: 2 },
      { prompt: msg`Dünya’yı saran hava katmanı neden önemlidir?`, lines: 2 },
    ],
    table: {
      caption: msg`Tahminlerim ve gözlemlerim`,
      columns: [msg`Deney`, msg`Tahminim`, msg`Gözlemim`],
      rows: 3,
    },
  },
  story: {
    title: msg`Fındık’ın Boş Kavanozu`,
    paragraphs: [
      msg`Sincap Fındık kış hazırlığı yapıyordu. Elindeki kavanozu kardeşi Palamut’a gösterdi. “Bak, bu kavanoz bomboş. İçine fındık dolduracağım,” dedi.`,
      msg`Palamut kıkırdadı. “Boş değil ki! İçi hava dolu,” dedi. Fındık kavanozun içine baktı, hiçbir şey göremedi. “Görmediğim bir şey nasıl orada olabilir?” diye sordu.`,
      msg`Palamut kavanozu ters çevirdi ve dere kenarındaki suya dimdik bastırdı. Su kavanozun içine giremedi. Sonra kavanozu hafifçe eğdi. Blup, blup! Kocaman kabarcıklar yüzeye çıktı.`,
      msg`“Kabarcıklar kavanozdaki havaydı!” diye bağırdı Fındık. O sırada bir rüzgâr esti, Fındık’ın kuyruğunu kabarttı. Fındık güldü: “Demek ki hava her yerde. Onu göremesem de hissedebiliyorum.”`,
    ],
    lesson: msg`Hava görünmez ama yer kaplar ve Dünya’yı her yönden sarar. Rüzgârla, kabarcıklarla ve nefes alarak onun varlığını anlarız.`,
  },
};
