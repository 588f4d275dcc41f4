import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatNumber } from '@/shared/i18n/format.ts';
import { MEMORIAL_FOREST, NATIONAL_PLANTING_DAY } from './constants.ts';
import type { FunFact, InfoItem } from './types.ts';

export type ProgrammeId = 'national-campaign' | 'memorial-forest' | 'online-donation' | 'seven-tree-forest' | 'good-deed-sapling' | 'foundation-donation';

export const DEFAULT_PROGRAMME: ProgrammeId = 'national-campaign';

export type ProgrammeType = 'government' | 'ngo' | 'foundation';

/**
 * What taking part costs. Only the docs/behaviour.md#limits-and-constants figures are given as numbers;
 * elsewhere prices change every season, so the page sends people to the
 * programme’s own site instead of showing a figure that may be stale.
 */
export type ProgrammeCost = { kind: 'free' } | { kind: 'perSapling'; amountTl: number; minimumSaplings: number } | { kind: 'seeWebsite' };

type ProgrammeContact = {
  website: string;
  /** Null where no number is published that we can vouch for: the page says to use the website. */
  phone: string | null;
  email: string | null;
};

/** A tree-planting programme. Field names are the API's snake_case ones, `how_to_join` included. */
export type PlantingProgramme = {
  id: ProgrammeId;
  name: MessageDescriptor;
  organization: MessageDescriptor;
  description: MessageDescriptor;
  type: ProgrammeType;
  cost: ProgrammeCost;
  how_to_join: MessageDescriptor;
  contact: ProgrammeContact;
  features: readonly MessageDescriptor[];
  season: MessageDescriptor;
  icon: string;
  /** Accent colour of the details panel’s border: at least 3:1 against white (checked by a test). */
  color: string;
  kidFriendlyDescription: MessageDescriptor;
  funActivity?: MessageDescriptor;
};

/** "11 Kasım" */
const nationalPlantingDay = formatDate(new Date(2000, NATIONAL_PLANTING_DAY.month - 1, NATIONAL_PLANTING_DAY.day), 'dayMonth');
const provinces = formatNumber(NATIONAL_PLANTING_DAY.provinces);
const minimumSaplings = formatNumber(MEMORIAL_FOREST.minimumSaplings);

/** docs/behaviour.md#routes-and-guards, #data-kept-on-the-device: the six real planting programmes of /forest/tree-planting. */
export const plantingProgrammes: readonly PlantingProgramme[] = [
  {
    id: 'national-campaign',
    name: msg`Milli Ağaçlandırma Günü`,
    organization: msg`Tarım ve Orman Bakanlığı, Orman Genel Müdürlüğü (OGM)`,
    description: msg`Her yıl ${nationalPlantingDay}’da ${provinces} ilin hepsinde aynı gün fidan dikilir. Dikim alanlarını orman teşkilatı hazırlar; aileler, okullar ve kurumlar dikime katılır.`,
    type: 'government',
    cost: { kind: 'free' },
    how_to_join: msg`İlinizdeki orman bölge müdürlüğünün, belediyenin ya da okulunuzun duyurularını takip edin; dikim günü alana ailenizle gidin.`,
    contact: { website: 'https://www.ogm.gov.tr', phone: null, email: null },
    features: [
      msg`${provinces} ilde aynı gün fidan dikimi`,
      msg`Aileler, okullar ve kurumlar katılabilir`,
      msg`Fidanları ve dikim alanını orman teşkilatı hazırlar`,
    ],
    season: msg`Sonbahar: her yıl ${nationalPlantingDay}`,
    icon: '🗓️',
    color: '#1f6f43',
    kidFriendlyDescription: msg`${nationalPlantingDay}’da bütün Türkiye fidan diker. Sen de ailenle bir fidan dikebilirsin!`,
    funActivity: msg`Diktiğin fidana bir isim ver. Her yıl yanına gidip birlikte fotoğraf çekilin.`,
  },
  {
    id: 'memorial-forest',
    name: msg`Hatıra Ormanı`,
    organization: msg`Orman Genel Müdürlüğü ve hatıra ormanı kuran vakıflar`,
    description: msg`Bir kişi, aile ya da kurum adına kurulan ormandır. Fidanlar orman teşkilatının gösterdiği alana dikilir ve bakımı yapılır. Alan devletin ormanı olarak kalır; bağışçının adı ormanda yaşar.`,
    type: 'government',
    cost: { kind: 'perSapling', amountTl: MEMORIAL_FOREST.perSaplingTl, minimumSaplings: MEMORIAL_FOREST.minimumSaplings },
    how_to_join: msg`Orman Genel Müdürlüğü’ne ya da hatıra ormanı kuran bir vakfa başvurun; fidan sayısını ve dikim yerini birlikte belirleyin.`,
    contact: { website: 'https://www.ogm.gov.tr', phone: null, email: null },
    features: [
      msg`Sevdiklerinizin anısını yaşatır`,
      msg`Bireysel hatıra ormanı için en az ${minimumSaplings} fidan gerekir`,
      msg`Dikimi ve bakımı orman teşkilatı yapar`,
    ],
    season: msg`Bağış yıl boyunca yapılır; fidanlar dikim mevsiminde, sonbahardan ilkbahara kadar dikilir.`,
    icon: '🕊️',
    color: '#6d28d9',
    kidFriendlyDescription: msg`Sevdiğin biri için koca bir orman kurulabilir. Orman onun adıyla anılır.`,
    funActivity: msg`Ailenle bir orman defteri tut; ormanın büyüdüğünü yıllar içinde not edin.`,
  },
  {
    id: 'online-donation',
    name: msg`İnternetten Fidan Bağışı`,
    organization: msg`TEMA Vakfı`,
    description: msg`TEMA Vakfı’nın web sitesinden birkaç adımda fidan bağışlayabilirsiniz. Fidanlar vakfın ağaçlandırma çalışmalarında toprakla buluşur. Bir yakınınız adına bağış yapıp hediye de edebilirsiniz.`,
    type: 'foundation',
    cost: { kind: 'seeWebsite' },
    how_to_join: msg`tema.org.tr adresindeki bağış sayfasından fidan sayısını seçin ve bağışı tamamlayın.`,
    contact: { website: 'https://www.tema.org.tr', phone: null, email: null },
    features: [msg`Evden, birkaç dakikada`, msg`Bir yakınınız adına hediye edilebilir`, msg`Dikim ve bakım vakfın ağaçlandırma çalışmalarıyla yapılır`],
    season: msg`Yıl boyunca`,
    icon: '💻',
    color: '#1d4ed8',
    kidFriendlyDescription: msg`Bir büyüğünle bilgisayardan fidan bağışlayabilirsin. Fidanı senin için gönüllüler ve ormancılar diker.`,
    funActivity: msg`Doğum gününde hediye yerine bir fidan iste!`,
  },
  {
    id: 'seven-tree-forest',
    name: msg`7 Ağaç Ormanları`,
    organization: msg`ÇEKÜL Vakfı`,
    description: msg`ÇEKÜL’e göre bir insan kâğıt, kalem, mobilya ve yakacak için bir yılda yaklaşık 7 ağaç tüketir. 7 Ağaç Ormanları, bu borcu doğaya fidan dikerek ödemeyi önerir. Program 1990’ların başında İstanbul’da başladı; bugün Türkiye’nin pek çok bölgesinde ağaçlandırma alanı var.`,
    type: 'foundation',
    cost: { kind: 'seeWebsite' },
    how_to_join: msg`cekulvakfi.org.tr üzerinden kendiniz ya da bir yakınınız adına 7 fidan ya da dilediğiniz sayıda fidan bağışlayın.`,
    contact: { website: 'https://www.cekulvakfi.org.tr', phone: null, email: null },
    features: [
      msg`Her yıl doğaya borçlu olduğumuz 7 ağacı simgeler`,
      msg`Doğum, nikâh ve öğretmenler günü gibi özel günlerde hediye edilebilir`,
      msg`Fidanlar farklı bölgelerdeki ağaçlandırma alanlarına dikilir`,
    ],
    season: msg`Bağış yıl boyunca yapılır; fidanlar dikim mevsiminde dikilir.`,
    icon: '🌲',
    color: '#9a3412',
    kidFriendlyDescription: msg`Bir yılda kullandığımız kâğıt ve eşyalar için yaklaşık 7 ağaç gerekir. 7 fidan dikerek doğaya teşekkür edebilirsin!`,
    funActivity: msg`Bir hafta boyunca kaç kâğıt kullandığını say. Sonra kâğıt tasarrufu için bir plan yap.`,
  },
  {
    id: 'good-deed-sapling',
    name: msg`1 İyilik 1 Fidan`,
    organization: msg`Türkiye Diyanet Vakfı (TDV)`,
    description: msg`Türkiye Diyanet Vakfı’nın orman yangınlarından sonra başlattığı fidan bağışı kampanyasıdır. Bağışlanan fidanlar, Orman Genel Müdürlüğü’nün belirlediği alanlara görevliler ve gönüllüler tarafından dikilir.`,
    type: 'foundation',
    cost: { kind: 'seeWebsite' },
    how_to_join: msg`Vakfın bağış sayfasından ya da mobil uygulamasından fidan bağışı yapın.`,
    contact: { website: 'https://www.tdv.org', phone: null, email: null },
    features: [
      msg`Yanan ormanların yeniden yeşermesine destek olur`,
      msg`Fidanlar orman teşkilatının belirlediği alanlara dikilir`,
      msg`Gönüllüler dikimlere katılır`,
    ],
    season: msg`Bağış yıl boyunca yapılır; dikimler ilkbahar ve sonbaharda yapılır.`,
    icon: '🤝',
    color: '#0f766e',
    kidFriendlyDescription: msg`Bir iyilik yap, bir fidan dik! Her fidan yanan ormanlara yeniden hayat verir.`,
    funActivity: msg`Bir hafta boyunca her gün bir iyilik yap ve her iyilik için kâğıda bir yaprak çizerek bir “iyilik ağacı” oluştur.`,
  },
  {
    id: 'foundation-donation',
    name: msg`Orman Vakfına Fidan Bağışı`,
    organization: msg`Ege Orman Vakfı`,
    description: msg`Ege Orman Vakfı, orman alanlarını çoğaltmak, erozyon ve selle mücadele etmek için ağaçlandırma yapar. Bağışlanan fidanlar, vakfın Orman Genel Müdürlüğü ile birlikte yürüttüğü ağaçlandırmalarda dikilir.`,
    type: 'foundation',
    cost: { kind: 'seeWebsite' },
    how_to_join: msg`egeorman.org.tr adresinden bireysel ya da kurumsal fidan bağışı yapın.`,
    contact: { website: 'https://www.egeorman.org.tr', phone: null, email: null },
    features: [
      msg`Yangın görmüş alanların yeniden ağaçlandırılmasına katkı`,
      msg`Çocuklar için doğa ve orman eğitimleri`,
      msg`Bireysel ve kurumsal bağış seçenekleri`,
    ],
    season: msg`Bağış yıl boyunca yapılır; fidanlar dikim mevsiminde, sonbahardan ilkbahara kadar dikilir.`,
    icon: '🌍',
    color: '#0e7490',
    kidFriendlyDescription: msg`Bu vakıf Ege’de yeni ormanlar kurar. Bir fidan bağışla, Ege’de bir orman büyüsün!`,
    funActivity: msg`Haritada Ege Bölgesi’ni bul. Orada yetişen kızılçam ve meşeyi araştır.`,
  },
];

export const programmeById = (id: ProgrammeId): PlantingProgramme => {
  const found = plantingProgrammes.find((programme) => programme.id === id);
  if (!found) throw new Error(`Unknown programme: ${id}`);
  return found;
};

export const whyTreesMatter = {
  text: msg`Ağaçlar bizim için çok önemlidir. Soluduğumuz havayı temizler, toprağı tutar ve hayvanlara ev olur. Diktiğin her fidan geleceğe bir armağandır.`,
  more: msg`Türkiye’de her yıl yangın, kaçak kesim ve zararlılar yüzünden ağaç kaybediyoruz. Fidan dikmek ve dikilen fidanın bakımını üstlenen programlara katılmak, bu kaybı telafi etmeye yardım eder. Çocuğunuzla birlikte bir programa katılmak, doğa sevgisini kalıcı kılmanın güzel bir yoludur.`,
};

/** Six reasons trees matter. */
export const treeBenefits: readonly InfoItem[] = [
  {
    id: 'oxygen',
    icon: '💨',
    title: msg`Oksijen verir`,
    text: msg`Yapraklar güneş ışığıyla besin yapar ve havaya oksijen verir. Biz de o oksijeni soluruz.`,
  },
  { id: 'clean-air', icon: '🌫️', title: msg`Havayı temizler`, text: msg`Yapraklar tozu tutar, havayı temizler.` },
  {
    id: 'soil',
    icon: '🪨',
    title: msg`Toprağı korur`,
    text: msg`Kökler toprağı sıkıca tutar. Yağmur ve rüzgâr toprağı kolayca taşıyamaz.`,
  },
  {
    id: 'water',
    icon: '💧',
    title: msg`Suyu korur`,
    text: msg`Orman toprağı yağmur suyunu sünger gibi emer ve kaynakları besler.`,
  },
  {
    id: 'home',
    icon: '🐿️',
    title: msg`Hayvanlara ev olur`,
    text: msg`Kuşlar, sincaplar ve böcekler ağaçlarda yaşar ve beslenir.`,
  },
  {
    id: 'climate',
    icon: '☀️',
    title: msg`Serinlik verir`,
    text: msg`Ağaçlar gölge yapar ve havayı serinletir. Karbonu gövdelerinde saklayarak iklimi dengelemeye yardım eder.`,
  },
];

/** Four fun facts of /forest/tree-planting. */
export const plantingFunFacts: readonly FunFact[] = [
  {
    id: 'rings',
    icon: '🪵',
    text: msg`Kesilmiş bir gövdedeki halkaları sayarak ağacın yaşını bulabilirsin. Her halka bir yıldır.`,
  },
  {
    id: 'jays',
    icon: '🐦',
    text: msg`Alakargalar palamutları toprağa saklar. Unuttukları palamutlardan yeni meşeler büyür.`,
  },
  {
    id: 'cool-forest',
    icon: '🌬️',
    text: msg`Ağaçlar yapraklarından havaya su buharı verir. Bu yüzden ormanın içi yazın serindir.`,
  },
  {
    id: 'national-day',
    icon: '🌳',
    text: msg`Her yıl ${nationalPlantingDay}, Milli Ağaçlandırma Günü’dür. O gün ${provinces} ilde fidan dikilir.`,
  },
];

/** docs/behaviour.md#routes-and-guards planting tips, exactly these three. */
export const plantingTips: readonly InfoItem[] = [
  {
    id: 'season',
    icon: '🌷',
    title: msg`Doğru mevsimde dik`,
    text: msg`Fidanı ilkbaharda (Mart–Mayıs) ya da sonbaharda (Ekim–Kasım) dik.`,
  },
  {
    id: 'place',
    icon: '☀️',
    title: msg`Doğru yeri seç`,
    text: msg`Güneşli ama rüzgârdan korunan, suya yakın bir yer seç.`,
  },
  {
    id: 'water',
    icon: '🚿',
    title: msg`İlk yıl bol sula`,
    text: msg`İlk yıl fidanını düzenli ve bol sula; kökleri yerleşsin.`,
  },
];
