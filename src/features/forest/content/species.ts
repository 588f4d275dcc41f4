import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { treeDrawingUrl } from './treeDrawings.ts';

export type SpeciesId = 'oak' | 'pine' | 'beech' | 'chestnut' | 'cedar' | 'fir';

export const DEFAULT_SPECIES: SpeciesId = 'oak';

/** docs/behaviour.md#data-kept-on-the-device tree species. */
export type TreeSpecies = {
  id: SpeciesId;
  name: MessageDescriptor;
  emoji: string;
  /** Latin, shown in italics with `lang="la"`. */
  scientificName: string;
  description: MessageDescriptor;
  where: MessageDescriptor;
  features: readonly MessageDescriptor[];
  uses: readonly MessageDescriptor[];
  /** A drawn picture (`data:` URL); the emoji stands in when it cannot be shown (docs/behaviour.md#errors). */
  image: string;
  imageAlt: MessageDescriptor;
};

/**
 * docs/behaviour.md#routes-and-guards: the six species of /forest/turkey-forests. The pine is the red pine
 * (kızılçam, Pinus brutia), Türkiye’s most widespread forest tree; the fir is
 * the Uludağ fir, which grows wild only in Türkiye.
 */
export const treeSpecies: readonly TreeSpecies[] = [
  {
    id: 'oak',
    name: msg`Meşe`,
    emoji: '🌳',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a Latin botanical name: not interface text
    scientificName: 'Quercus spp.',
    description: msg`Meşe, güçlü ve uzun ömürlü bir ağaçtır. Meyvesine palamut denir. Sincaplar ve kuşlar palamutla beslenir. Türkiye’de pek çok farklı meşe türü yetişir.`,
    where: msg`Türkiye’nin hemen her bölgesinde: Marmara ve Trakya’da, Karadeniz’de, Ege ve Akdeniz’in dağlarında, İç Anadolu’nun kenarlarında.`,
    features: [msg`Yüzlerce yıl yaşayabilir.`, msg`Odunu çok sert ve dayanıklıdır.`, msg`Palamutları küçük şapkalı bir meyve gibi görünür.`],
    uses: [msg`Mobilya ve parke`, msg`Fıçı yapımı`, msg`Yaban hayvanlarına yiyecek ve yuva`],
    image: treeDrawingUrl({ crown: 'round', leaf: '#3f8f3a', trunk: '#6b4423', fruit: '#a0692a' }),
    imageAlt: msg`Geniş ve yuvarlak tepeli bir meşe ağacı çizimi`,
  },
  {
    id: 'pine',
    name: msg`Kızılçam`,
    emoji: '🌲',
    scientificName: 'Pinus brutia',
    description: msg`Kızılçam, Türkiye’de en geniş alanı kaplayan ağaç türüdür. Adını kızıla çalan kabuğundan alır. Sıcak ve kurak yazlara dayanır.`,
    where: msg`Akdeniz, Ege ve Marmara kıyılarında, denize yakın alçak dağlarda.`,
    features: [msg`İğne yaprakları ikişer ikişer dizilir.`, msg`Kalın kabuğu gövdesini korur.`, msg`Bazı kozalakları yangından sonra açılır ve tohum saçar.`],
    uses: [
      msg`Kereste ve kâğıt`,
      msg`Çam balı: arılar, bu ağaçta yaşayan minik bir böceğin tatlı salgısından bal yapar`,
      msg`Kıyılarda toprağı tutar ve gölge verir`,
    ],
    image: treeDrawingUrl({ crown: 'umbrella', leaf: '#2f6b3b', trunk: '#a4502f' }),
    imageAlt: msg`Uzun gövdeli, şemsiye gibi tepeli bir kızılçam çizimi`,
  },
  {
    id: 'beech',
    name: msg`Doğu kayını`,
    emoji: '🍂',
    scientificName: 'Fagus orientalis',
    description: msg`Doğu kayını, gölgeyi seven ve sık ormanlar kuran bir ağaçtır. Gövdesi düz ve gri, kabuğu pürüzsüzdür. Sonbaharda yaprakları sarı ve turuncuya döner.`,
    where: msg`Karadeniz’in ve Marmara’nın nemli dağ ormanlarında; Yedigöller’de çok görülür.`,
    features: [msg`Pürüzsüz, gümüş grisi bir kabuğu vardır.`, msg`Tepesi o kadar sıktır ki altına az ışık düşer.`, msg`Küçük, üçgen biçimli meyveler verir.`],
    uses: [msg`Sandalye ve mobilya`, msg`Parke ve kontrplak`, msg`Orman hayvanlarına yiyecek`],
    image: treeDrawingUrl({ crown: 'oval', leaf: '#c9772b', trunk: '#8a8f94' }),
    imageAlt: msg`Yumurta biçimli, sonbahar renkli tepesi olan bir kayın çizimi`,
  },
  {
    id: 'chestnut',
    name: msg`Kestane`,
    emoji: '🌰',
    scientificName: 'Castanea sativa',
    description: msg`Kestane, lezzetli meyvesiyle bilinir. Meyveleri kirpi gibi dikenli bir kabuğun içinde saklanır. Çiçekleri arılar için değerli bir besindir.`,
    where: msg`Karadeniz ve Marmara’da, Bursa çevresinde ve Ege’nin nemli dağlarında.`,
    features: [msg`Yaprakları uzun ve kenarları testere gibi dişlidir.`, msg`Meyvesi dikenli bir kabuğun içindedir.`, msg`Yaşlandıkça gövdesi çok kalınlaşır.`],
    uses: [msg`Kestane şekeri ve közde kestane`, msg`Kestane balı`, msg`Dayanıklı odunu direk ve fıçı yapımında`],
    image: treeDrawingUrl({ crown: 'round', leaf: '#4f8a2e', trunk: '#5b3a1e', fruit: '#7a4a1c' }),
    imageAlt: msg`Meyveleriyle geniş tepeli bir kestane ağacı çizimi`,
  },
  {
    id: 'cedar',
    name: msg`Toros sediri`,
    emoji: '🏔️',
    scientificName: 'Cedrus libani',
    description: msg`Toros sediri, dallarını kat kat yayan görkemli bir dağ ağacıdır. Odunu güzel kokar ve kolay çürümez. Yüzlerce yıl yaşayabilir.`,
    where: msg`Akdeniz’deki Toros Dağları’nın yüksek yamaçlarında.`,
    features: [msg`Dalları yatay katlar hâlinde uzanır.`, msg`İğne yaprakları küçük demetler hâlinde çıkar.`, msg`Kozalakları dalın üstünde dik durur.`],
    uses: [msg`Kokulu ve dayanıklı kereste`, msg`Eski çağlarda gemi ve tapınak yapımı`, msg`Dağ yamaçlarında toprağı korur`],
    image: treeDrawingUrl({ crown: 'tiers', leaf: '#2e5e4e', trunk: '#6b4a2b' }),
    imageAlt: msg`Dalları kat kat yayılmış bir sedir ağacı çizimi`,
  },
  {
    id: 'fir',
    name: msg`Uludağ göknarı`,
    emoji: '🎄',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a Latin botanical name: not interface text
    scientificName: 'Abies nordmanniana subsp. bornmuelleriana',
    description: msg`Uludağ göknarı, sivri tepeli ve koni biçimli bir ağaçtır. Doğal olarak yalnızca Türkiye’de yetişir. Adını Bursa’daki Uludağ’dan alır.`,
    where: msg`Batı Karadeniz ve Marmara’nın yüksek dağlarında: Uludağ, Bolu ve Kastamonu ormanlarında.`,
    features: [
      msg`İğne yaprakları yassı ve yumuşaktır, alt yüzünde iki beyaz çizgi vardır.`,
      msg`Kozalakları dalın üstünde dik durur.`,
      msg`Koni biçimi karın dallardan kaymasını kolaylaştırır.`,
    ],
    uses: [msg`Kereste ve kâğıt hamuru`, msg`Ambalaj tahtası`, msg`Karlı dağlarda toprağı ve suyu korur`],
    image: treeDrawingUrl({ crown: 'cone', leaf: '#1f5a3a', trunk: '#5b3a1e' }),
    imageAlt: msg`Sivri, koni biçimli bir göknar çizimi`,
  },
];

export const speciesById = (id: SpeciesId): TreeSpecies => {
  const found = treeSpecies.find((species) => species.id === id);
  if (!found) throw new Error(`Unknown species: ${id}`);
  return found;
};
