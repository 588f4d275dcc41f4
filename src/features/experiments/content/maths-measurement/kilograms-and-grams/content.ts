import { msg } from '@lingui/core/macro';
import type { ExperimentBody } from '../../types.ts';

export const content: ExperimentBody = {
  review: {
    intro: msg`Manavda domates, fırında un, postanede koli tartılır. Bir şeyin ne kadar ağır olduğunu terazide tartarak ölçeriz.`,
    sections: [
      {
        heading: msg`Eşit kollu terazi`,
        paragraphs: [
          msg`Eşit kollu terazinin iki kefesi vardır. Ağır gelen kefe aşağı iner, hafif gelen yukarı kalkar. İki kefedeki kütleler eşit olunca terazi dengeye gelir.`,
          msg`Bir cismin kütlesini bulmak için onu bir kefeye, kütlesi bilinen standart kütleleri öbür kefeye koyarız. Terazi dengeye gelince standart kütleleri toplarız.`,
        ],
      },
      {
        heading: msg`Kilogram ve gram`,
        paragraphs: [
          msg`Kütleyi kilogram ve gram birimleriyle ölçeriz. Kilogram kısaca kg, gram kısaca g ile gösterilir.`,
          msg`1 kilogram 1000 gramdır. Bir paket un ya da bir karpuz gibi ağır şeyleri kilogramla, bir elma ya da bir silgi gibi hafif şeyleri gramla ölçeriz.`,
        ],
      },
      {
        heading: msg`Önce tahmin et, sonra tart`,
        paragraphs: [
          msg`Tartmadan önce kütleyi tahmin etmek birimleri tanımamıza yardım eder. Orta boy bir elma yaklaşık 150 gramdır; 1 kilogram elmada 6 ya da 7 elma olur.`,
          msg`Tahminimizi tartarak kontrol ederiz. Tahmin ile ölçüm arasındaki fark azaldıkça tahmin etmede ustalaşırız.`,
        ],
      },
    ],
    keyTerms: [
      { term: msg`Kütle`, definition: msg`Bir cismin terazide tartılarak bulunan ölçüsü.` },
      { term: msg`Kilogram (kg)`, definition: msg`Kütle birimi; 1 kilogram 1000 gramdır.` },
      { term: msg`Gram (g)`, definition: msg`Hafif şeyleri ölçmek için kullanılan kütle birimi.` },
      { term: msg`Eşit kollu terazi`, definition: msg`İki kefesi olan, kütleleri karşılaştırmaya ve tartmaya yarayan terazi.` },
    ],
  },
  procedure: {
    goal: msg`Eşit kollu terazi ve standart kütlelerle nesneleri tartmak, kütleleri kilogram ve gramla ifade etmek ve tahminleri tartarak kontrol etmek.`,
    durationMinutes: 40,
    materials: [
      { name: msg`Eşit kollu terazi (kefeli terazi)`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Standart kütle takımı: 1 kg, 500 g, 2 tane 200 g, 100 g ve 50 g`, quantity: msg`Her gruba 1 takım` },
      { name: msg`Elma`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Açılmamış 500 g’lık makarna paketi`, quantity: msg`Her gruba 1 tane` },
      { name: msg`Kitap ve kalem kutusu`, quantity: msg`Her gruba 1’er tane` },
    ],
    safety: [
      msg`Kütleleri iki elle ve yavaşça taşı; 1 kg’lık kütleyi ayağına ya da parmağına düşürme.`,
      msg`Teraziyi masanın ortasına koy ve kefelere bastırma; devrilebilir.`,
      msg`Tarttığın elmayı yiyeceksen önce yıka.`,
    ],
    steps: [
      msg`Teraziyi düz bir masaya koy. İki kefe boşken terazinin dengede olup olmadığına bak.`,
      msg`Elmayı ve kalem kutusunu iki elinde tutarak hangisinin daha ağır olduğunu tahmin et. Sonra ikisini ayrı kefelere koy ve tahminini kontrol et.`,
      msg`Elmanın kütlesini tahmin edip tabloya yaz. Elmayı bir kefeye koy, öbür kefeye kütle ekleyip çıkararak teraziyi dengeye getir. Kütleleri topla ve tabloya yaz.`,
      msg`Makarna paketinin üstünde yazan kütleyi oku. Paketi tartarak yazanla karşılaştır. Aynı yolla kitabını da tart.`,
      msg`1 kg’lık kütleyi bir kefeye koy. Öbür kefeye 500 g, 200 g, 200 g ve 100 g’lık kütleleri koy. Terazi dengede mi? 1 kilogramın kaç gram ettiğini yaz.`,
    ],
    observations: [
      msg`Elinle yaptığın tahmin ile terazinin sonucu aynı mıydı?`,
      msg`Elmanın kütlesi kaç gram çıktı? Tahminine ne kadar yakındı?`,
      msg`1 kg’lık kütleyi dengeleyen gramlık kütlelerin toplamı kaç gramdı?`,
    ],
    conclusion: msg`Eşit kollu terazide ağır gelen kefe aşağı iner; kefeler dengede olunca iki kefedeki kütleler eşittir. Kütleleri kilogram ve gramla ölçeriz; 1 kilogram 1000 gramdır. Tahminlerimizi tartarak kontrol ederiz.`,
  },
  questions: [
    {
      id: 'which-pan',
      prompt: msg`Terazinin bir kefesinde bir karpuz, öbür kefesinde bir elma var. Hangi kefe aşağı iner?`,
      options: [msg`Karpuzun olduğu kefe`, msg`Elmanın olduğu kefe`, msg`Terazi dengede kalır.`],
      correctIndex: 0,
      explanation: msg`Eşit kollu terazide ağır gelen kefe aşağı iner. Karpuz elmadan çok daha ağırdır.`,
      hints: [msg`Terazide ağır olan kefe aşağı mı iner, yukarı mı kalkar?`, msg`Karpuzu mu, elmayı mı taşımak daha zordur?`],
    },
    {
      id: 'kilogram-in-grams',
      prompt: msg`1 kilogram kaç gramdır?`,
      options: [msg`10 g`, msg`100 g`, msg`1000 g`],
      correctIndex: 2,
      explanation: msg`1 kilogram 1000 gramdır. Terazide 1 kg’lık kütleyi 500 g, 200 g, 200 g ve 100 g’lık kütleler dengeler: 500 + 200 + 200 + 100 = 1000.`,
      hints: [msg`Deneyde 1 kg’lık kütleyi hangi gramlık kütlelerle dengeledin?`, msg`500 + 200 + 200 + 100 işlemini yap.`],
    },
    {
      id: 'book-on-the-balance',
      prompt: msg`Terazinin bir kefesinde bir kitap var. Öbür kefeye 200 g, 200 g ve 50 g’lık kütleler konunca terazi dengeye geldi. Kitabın kütlesi kaç gramdır?`,
      options: [msg`250 g`, msg`400 g`, msg`450 g`, msg`500 g`],
      correctIndex: 2,
      explanation: msg`Terazi dengedeyse iki kefedeki kütleler eşittir. Kitabın kütlesi 200 + 200 + 50 = 450 gramdır.`,
      hints: [msg`Terazi dengedeyken iki kefedeki kütleler için ne söyleyebiliriz?`, msg`Öbür kefedeki bütün kütleleri topla.`],
    },
    {
      id: 'gram-or-kilogram',
      prompt: msg`Aşağıdakilerden hangisinin kütlesini gramla ölçmek daha uygundur?`,
      options: [msg`Bir çuval patates`, msg`Bir silgi`, msg`Bir buzdolabı`],
      correctIndex: 1,
      explanation: msg`Silgi çok hafiftir; kütlesi birkaç ya da birkaç on gramdır. Patates çuvalı ve buzdolabı gibi ağır şeyleri kilogramla ölçeriz.`,
      hints: [msg`Gram, hafif şeyleri mi yoksa ağır şeyleri mi ölçmeye yarar?`, msg`Seçeneklerden hangisini tek elinle kolayca kaldırabilirsin?`],
    },
    {
      id: 'cotton-and-iron',
      prompt: msg`Terazinin bir kefesine 1 kg pamuk, öbür kefesine 1 kg demir konuyor. Ne olur?`,
      options: [msg`Demirin kefesi aşağı iner.`, msg`Pamuğun kefesi aşağı iner.`, msg`Terazi dengede kalır.`],
      correctIndex: 2,
      explanation: msg`İki kefede de 1 kilogram var; kütleler eşit olduğu için terazi dengede kalır. Pamuk daha çok yer kaplar ama kütlesi demirinkiyle aynıdır.`,
      hints: [msg`İki kefedeki kütleleri karşılaştır: hangisi kaç kilogram?`, msg`Kütleler eşit olunca terazi ne yapıyordu?`],
    },
  ],
  activity: {
    kind: 'manipulative',
    title: msg`Eşit kollu terazi`,
    instructions: msg`Kütle kutusundaki − ve + düğmeleriyle sağ kefeye kütle koy ya da al. Terazi dengeye gelince “Kontrol et” düğmesine bas. Son iki görevde kefelere bakıp terazinin ne yapacağını tahmin et.`,
    manipulative: {
      type: 'balance-scale',
      masses: [1000, 500, 200, 100, 50],
      each: 3,
      tasks: [
        {
          kind: 'balance',
          prompt: msg`Sol kefede bir elma var. Teraziyi dengeye getirerek elmanın kütlesini bul.`,
          object: { emoji: '🍎', label: msg`bir elma` },
          grams: 150,
        },
        { kind: 'balance', prompt: msg`Şimdi bir paket makarnayı tart.`, object: { emoji: '🍝', label: msg`bir paket makarna` }, grams: 500 },
        { kind: 'balance', prompt: msg`Futbol topunun kütlesini bul.`, object: { emoji: '⚽', label: msg`bir futbol topu` }, grams: 450 },
        { kind: 'make', prompt: msg`Sağ kefeye toplam 750 g olacak kadar kütle koy.`, grams: 750 },
        {
          kind: 'compare',
          prompt: msg`Solda 1 kg un, sağda 800 g şeker var. Kilit açılınca ne olur?`,
          left: { emoji: '🌾', label: msg`un`, grams: 1000, show: 'kg' },
          right: { emoji: '🍬', label: msg`şeker`, grams: 800, show: 'g' },
        },
        {
          kind: 'compare',
          prompt: msg`Solda 1 kg yün, sağda 1000 g çivi var. Kilit açılınca ne olur?`,
          left: { emoji: '🧶', label: msg`yün`, grams: 1000, show: 'kg' },
          right: { emoji: '🔩', label: msg`çivi`, grams: 1000, show: 'g' },
        },
      ],
    },
  },
  worksheet: {
    title: msg`Kilogram ve Gram Çalışma Sayfası`,
    instructions: msg`Tarttığın nesneleri tabloya yaz, sonra soruları cevapla.`,
    tasks: [
      { prompt: msg`Evinde paketinin üstünde kütlesi yazan üç yiyecek bul. Adlarını ve kütlelerini yaz.`, lines: 3 },
      { prompt: msg`Terazinin bir kefesinde 500 g’lık kütle var. Öbür kefeye hangi kütleleri koyarsan terazi dengeye gelir? İki farklı yol yaz.`, lines: 3 },
      { prompt: msg`1 kg şekerin yarısı kaç gramdır? Nasıl bulduğunu anlat.`, lines: 2 },
    ],
    table: {
      caption: msg`Tarttıklarım`,
      columns: [msg`Nesne`, msg`Tahminim`, msg`Tarttığım kütle`],
      rows: 5,
    },
  },
  story: {
    title: msg`Fındık Pazarda`,
    paragraphs: [
      msg`Fındık, orman pazarında fındık satıyordu. Tezgâhında iki kefeli bir terazi ve bir kutu kütle vardı.`,
      msg`Tavşan Pıtır geldi: “Yarım kilo fındık alabilir miyim?” Fındık bir kefeye 500 g’lık kütleyi koydu, öbür kefeye yavaş yavaş fındık döktü. Kefeler aynı hizaya gelince durdu: “Terazi dengede; işte 500 gram fındık!”`,
      msg`Sonra Kirpi Diken geldi ve 1 kilogram istedi. Fındık kutuya baktı: 1 kg’lık kütle kaybolmuştu! Bir an telaşlandı.`,
      msg`Sonra aklına bir fikir geldi. Kefeye 500 g, 200 g, 200 g ve 100 g’lık kütleleri koydu. “500, 700, 900, 1000! Bu da 1000 gram, yani 1 kilogram eder.” Fındıkları döktü ve terazi yine dengeye geldi.`,
      msg`Diken fındıklarını alırken gülümsedi: “Birimini bilen, kütlesini kaybetse de tartmayı bilir!”`,
    ],
    lesson: msg`Terazi dengeye gelince iki kefedeki kütleler eşittir. 1 kilogram 1000 gramdır; gramlık kütleleri toplayarak 1 kilogramı da tartabiliriz.`,
  },
};
