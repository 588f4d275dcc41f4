import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Etrafına bak: oyuncakların, içtiğin su ve soluduğun hava… Hepsi maddedir. Kütlesi olan ve yer kaplayan her şeye madde denir. Maddeler katı, sıvı ya da gaz hâlinde bulunabilir.`,
    sections: [
      {
        heading: msg`Katılar`,
        paragraphs: [
          msg`Taş, kalem, silgi ve buz katıdır. Katıların belirli bir şekli vardır: bir taşı kutuya da koysan, bardağa da koysan şekli değişmez.`,
          msg`Katıların kapladığı yer, yani hacmi de belirlidir. Katılar kendiliğinden akmaz; elle tutulabilir.`,
        ],
      },
      {
        heading: msg`Sıvılar`,
        paragraphs: [
          msg`Su, süt, meyve suyu ve zeytinyağı sıvıdır. Sıvılar akar ve konuldukları kabın şeklini alır: bardakta bardak, şişede şişe şeklindedir.`,
          msg`Sıvının şekli değişse de miktarı değişmez. 100 mL su hangi kaba dökülürse dökülsün yine 100 mL’dir; yani sıvıların hacmi belirlidir.`,
        ],
      },
      {
        heading: msg`Gazlar`,
        paragraphs: [
          msg`Soluduğumuz hava, balonun içindeki hava ve su buharı gazdır. Gazların çoğu renksizdir, bu yüzden onları göremeyiz ama varlıklarını hissederiz: rüzgâr esince yapraklar kıpırdar.`,
          msg`Gazlar bulundukları kabın her yerine yayılır ve kabı tamamen doldurur. Bu yüzden gazların belirli bir şekli ve hacmi yoktur. Odaya sıkılan parfümün kokusu kısa sürede her yere yayılır.`,
        ],
      },
      {
        heading: msg`Aynı madde, farklı hâller`,
        paragraphs: [
          msg`Su üç hâlde de bulunabilir: buz katıdır, musluktan akan su sıvıdır, su buharı ise gazdır.`,
          msg`Su buharı da hava gibi renksizdir, onu göremeyiz. Kaynayan tencerenin üstünde gördüğümüz beyaz bulut su buharı değildir. O bulut, su buharı havada soğuyunca oluşan minicik su damlacıklarıdır.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Madde`, definition: msg`Kütlesi olan ve yer kaplayan her şey.` },
      { term: msg`Katı`, definition: msg`Belirli bir şekli ve hacmi olan madde hâli; örneğin taş.` },
      { term: msg`Sıvı`, definition: msg`Akan, kabının şeklini alan ama hacmi belirli olan madde hâli; örneğin su.` },
      { term: msg`Gaz`, definition: msg`Bulunduğu kabı tamamen dolduran, belirli şekli ve hacmi olmayan madde hâli; örneğin hava.` },
      { term: msg`Hacim`, definition: msg`Bir maddenin kapladığı yer.` },
    ],
  },
  procedure: {
    goal: msg`Katı, sıvı ve gaz maddelerin farklı kaplarda şekillerinin ve kapladıkları yerin değişip değişmediğini gözlemlemek.`,
    durationMinutes: 30,
    materials: [
      { name: msg`Küçük taş ya da tahta küp`, quantity: msg`1 tane` },
      { name: msg`Farklı şekilli plastik kaplar (bardak, kâse, şişe)`, quantity: msg`3 tane` },
      { name: msg`Ölçekli plastik ölçü kabı`, quantity: msg`1 tane` },
      { name: msg`Su (gıda boyası ile renklendirilmiş olabilir)`, quantity: msg`100 mL` },
      { name: msg`Balon`, quantity: msg`2 tane` },
      { name: msg`Havlu ya da bez (dökülen suyu silmek için)`, quantity: msg`1 tane` },
    ],
    safety: [
      msg`Cam kap kullanma; plastik kaplarla çalış.`,
      msg`Deney malzemelerini ağzına alma ve tatma.`,
      msg`Dökülen suyu hemen sil ki kimse kaymasın.`,
      msg`Balonu bir büyüğünün yardımıyla şişir; patlarsa parçalarını hemen topla, ağzına alma. Balona (lateks) alerjisi olan arkadaşın balona dokunmasın.`,
    ],
    steps: [
      msg`Taşı sırayla bardağa, kâseye ve şişenin yanına koy. Her seferinde şeklini incele.`,
      msg`Ölçü kabına 100 mL su koy. Suyu önce bardağa, sonra kâseye dök. Suyun şekline dikkat et.`,
      msg`Suyu yeniden ölçü kabına dök ve kaç mL olduğunu oku.`,
      msg`Bir balonu şişir ve ağzını bir büyüğüne bağlat. Balona hafifçe bastır ve ne olduğunu gözle.`,
      msg`Gözlemlerini çalışma sayfasındaki tabloya yaz.`,
    ],
    observations: [
      msg`Taşın şekli kap değiştirince değişti mi?`,
      msg`Su hangi kaba döküldüyse o kabın şeklini aldı mı?`,
      msg`Su ölçü kabına geri dökülünce yine 100 mL mi oldu?`,
      msg`Balonun içindeki hava balonun her yerine yayıldı mı?`,
    ],
    conclusion: msg`Katıların belirli bir şekli ve hacmi vardır. Sıvılar kabın şeklini alır ama miktarları değişmez. Gazlar bulundukları kabın her yerine yayılır ve kabı doldurur.`,
  },
  questions: [
    {
      id: 'liquid-example',
      prompt: msg`Aşağıdakilerden hangisi sıvıdır?`,
      options: [msg`Taş`, msg`Süt`, msg`Hava`, msg`Silgi`],
      correctIndex: 1,
      explanation: msg`Süt akar ve konulduğu kabın şeklini alır; bu yüzden sıvıdır. Taş ve silgi katı, hava gazdır.`,
      hints: [msg`Sıvılar akar ve konuldukları kabın şeklini alır.`, msg`Seçeneklerden hangisini bir bardaktan başka bir bardağa dökebilirsin?`],
    },
    {
      id: 'solid-shape',
      prompt: msg`Bir taşı kutudan alıp bardağa koyarsak şekli ne olur?`,
      options: [msg`Bardağın şeklini alır`, msg`Bardağı tamamen doldurur`, msg`Değişmez`],
      correctIndex: 2,
      explanation: msg`Taş katıdır. Katıların belirli bir şekli vardır; kap değişince şekilleri değişmez.`,
      hints: [msg`Taş katı mı, sıvı mı, gaz mı?`, msg`Deneyde taşı bardağa ve kâseye koyduğunda şekli hakkında ne gözlemledin?`],
    },
    {
      id: 'liquid-volume',
      prompt: msg`100 mL su bir bardaktan geniş bir kâseye dökülüyor. Kâsedeki su kaç mL’dir?`,
      options: [msg`Daha az`, msg`100 mL`, msg`Daha fazla`],
      correctIndex: 1,
      explanation: msg`Suyun şekli kâsenin şekline döner ama miktarı, yani hacmi değişmez. Hâlâ 100 mL’dir.`,
      hints: [
        msg`Su başka bir kaba dökülünce şekli değişir; peki miktarı da değişir mi?`,
        msg`Dökerken hiç su taşmadıysa ve su eklenmediyse, su nereden azalıp çoğalabilir?`,
        msg`Deneyde suyu kâseden ölçü kabına geri döktüğünde ne okuduğunu hatırla.`,
      ],
    },
    {
      id: 'gas-fills',
      prompt: msg`Odanın bir köşesinde sıkılan parfümün kokusu kısa sürede bütün odaya yayılır. Bu, gazların hangi özelliğini gösterir?`,
      options: [msg`Bulundukları yerin her tarafına yayılırlar.`, msg`Belirli bir şekilleri vardır.`, msg`Elle tutulabilirler.`],
      correctIndex: 0,
      explanation: msg`Gazların belirli bir şekli ve hacmi yoktur; bulundukları kabın ya da odanın her yerine yayılırlar.`,
      hints: [msg`Parfüm sıkıldığında koku gaz hâlinde havaya karışır.`, msg`Balon deneyinde balonun içindeki hava balonun neresini doldurdu?`],
    },
    {
      id: 'water-states',
      prompt: msg`Buz, su ve su buharı için hangisi doğrudur?`,
      options: [msg`Üçü de farklı maddelerdir.`, msg`Üçü de sıvıdır.`, msg`Aynı maddenin katı, sıvı ve gaz hâlleridir.`],
      correctIndex: 2,
      explanation: msg`Üçü de sudur. Buz suyun katı, musluktan akan su sıvı, su buharı ise gaz hâlidir. Su buharını göremeyiz; kaynayan suyun üstündeki beyaz bulut, havada soğuyan buhardan oluşan minicik su damlacıklarıdır.`,
      hints: [msg`Buz eriyince ne olur? Su kaynayınca ne olur?`, msg`Buzdan su, sudan su buharı elde ederken başka bir madde ekledik mi?`],
    },
  ],
  activity: {
    kind: 'simulation',
    title: msg`Tanecik kutusu`,
    instructions: msg`Kaydırıcıyla kaptaki suyun sıcaklığını değiştir ya da düğmelerle buz, su ve su buharını seç. Katı, sıvı ve gazda kabın içinin nasıl göründüğünü karşılaştır.`,
    simulation: 'particle-states',
  },
  worksheet: {
    title: msg`Katı, Sıvı, Gaz Çalışma Sayfası`,
    instructions: msg`Deneyde gördüklerini tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Evinden üç katı, üç sıvı ve iki gaz örneği yaz.`, lines: 3 },
      { prompt: msg`Su bardaktan kâseye dökülünce ne değişti, ne değişmedi?`, lines: 2 },
      { prompt: msg`Balonu şişirdiğimizde içindeki hava nereye yayıldı?`, lines: 2 },
    ],
    table: {
      caption: msg`Gözlem tablom`,
      columns: [msg`Madde`, msg`Katı mı, sıvı mı, gaz mı?`, msg`Kabın şeklini aldı mı?`],
      rows: 4,
    },
  },
  story: {
    title: msg`Fındık’ın Kış Hazırlığı`,
    paragraphs: [
      msg`Sincap Fındık kış gelmeden yuvasını hazırlıyordu. Bir kovaya palamutlarını, bir kovaya da dereden aldığı suyu koydu.`,
      msg`Kardeşi Çıtır palamutları yuvarlak bir kâseye boşalttı. “Bak, palamutlar hâlâ palamut şeklinde!” dedi. Sonra suyu da kâseye döktü. Su hemen kâsenin şeklini aldı.`,
      msg`“Peki bu balonun içinde ne var? Boş görünüyor,” dedi Çıtır. Fındık balonu hafifçe sıktı: “İçinde hava var. Hava bir gazdır; görmesek de balonun her yerini doldurur.”`,
      msg`Akşam soğuk bastırdı ve kovadaki su dondu. Fındık gülümsedi: “Su artık buz oldu, yani katı. Baharda ısınınca yeniden sıvı olacak.”`,
    ],
    lesson: msg`Katıların belirli bir şekli vardır, sıvılar kabın şeklini alır, gazlar bulundukları yeri tamamen doldurur. Aynı madde, su gibi, katı, sıvı ve gaz hâlinde bulunabilir.`,
  },
};
