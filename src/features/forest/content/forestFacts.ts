import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '@/shared/i18n/format.ts';
import { FOREST_FUN_FACTS, FOREST_STATISTICS } from './constants.ts';
import type { FunFact, InfoItem } from './types.ts';

export type ForestStatistic = {
  id: 'area' | 'cover' | 'plants' | 'mammals' | 'parks';
  icon: string;
  /** The figure, formatted the Turkish way: digits and signs only (%29,4 · 3.000+). */
  value: string;
  /** A word that belongs to the figure itself, e.g. "milyon hektar". */
  unit?: MessageDescriptor;
  label: MessageDescriptor;
};

/** docs/behaviour.md#limits-and-constants forest statistics, exactly. */
export const forestStatistics: readonly ForestStatistic[] = [
  {
    id: 'area',
    icon: '🌲',
    value: formatNumber(FOREST_STATISTICS.areaMillionHectares),
    unit: msg`milyon hektar`,
    label: msg`orman alanı`,
  },
  {
    id: 'cover',
    icon: '🗺️',
    // Turkish writes the percent sign first.
    value: `%${formatNumber(FOREST_STATISTICS.coverPercent)}`,
    label: msg`orman varlığı: ülkemizin ormanla kaplı kısmı`,
  },
  { id: 'plants', icon: '🌿', value: `${formatNumber(FOREST_STATISTICS.plantSpecies)}+`, label: msg`bitki türü` },
  { id: 'mammals', icon: '🦌', value: `${formatNumber(FOREST_STATISTICS.mammalSpecies)}+`, label: msg`memeli türü` },
  { id: 'parks', icon: '🏞️', value: formatNumber(FOREST_STATISTICS.nationalParks), label: msg`milli park` },
];

/** What threatens Türkiye’s forests (docs/behaviour.md#routes-and-guards challenges). */
export const forestChallenges: readonly InfoItem[] = [
  {
    id: 'fires',
    icon: '🔥',
    title: msg`Orman yangınları`,
    text: msg`Yangınların çoğu insan dikkatsizliğiyle başlar. Sönmemiş bir ateş ya da atılan bir sigara koca bir ormanı yakabilir.`,
  },
  {
    id: 'illegal-logging',
    icon: '🪓',
    title: msg`Kaçak kesim`,
    text: msg`İzinsiz ağaç kesmek ormanı küçültür. Hayvanlar evsiz kalır.`,
  },
  {
    id: 'pests',
    icon: '🐛',
    title: msg`Zararlılar`,
    text: msg`Bazı böcekler ve hastalıklar ağaçları zayıflatır. Örneğin çam kese böceğinin tırtılları çam yapraklarını yer.`,
  },
  {
    id: 'climate-change',
    icon: '🌡️',
    title: msg`İklim değişikliği`,
    text: msg`Yazlar daha sıcak ve kurak geçiyor. Susuz kalan ağaçlar zayıflar, yangın tehlikesi artar.`,
  },
  {
    id: 'litter',
    icon: '🗑️',
    title: msg`Çöp`,
    text: msg`Ormana bırakılan çöpler hayvanlara zarar verir, toprağı ve suyu kirletir. Güneşte kalan cam şişe yangına bile yol açabilir.`,
  },
];

/** What each of us can do (docs/behaviour.md#routes-and-guards conservation). */
export const forestConservation: readonly InfoItem[] = [
  {
    id: 'no-fire',
    icon: '🚫',
    title: msg`Ormanda ateş yakma`,
    text: msg`Mangal ve kamp ateşi yalnızca izin verilen yerlerde yakılır ve giderken tamamen söndürülür.`,
  },
  {
    id: 'take-litter',
    icon: '🎒',
    title: msg`Çöpünü geri götür`,
    text: msg`Getirdiğin her şeyi çantana koy ve eve dönünce çöpe at.`,
  },
  {
    id: 'report',
    icon: '📞',
    title: msg`Duman görürsen haber ver`,
    text: msg`Hemen bir büyüğüne söyle. Yangınlar 112’ye bildirilir.`,
  },
  {
    id: 'plant',
    icon: '🌱',
    title: msg`Fidan dik, bakımını yap`,
    text: msg`Diktiğin fidanı ilk yıl düzenli sula. Böylece güçlü bir ağaç olur.`,
  },
  {
    id: 'save-paper',
    icon: '♻️',
    title: msg`Kâğıdı idareli kullan`,
    text: msg`Kâğıdın iki yüzünü de kullan, kullandığını geri dönüşüme at.`,
  },
  {
    id: 'stay-on-trail',
    icon: '🥾',
    title: msg`Patikadan ayrılma`,
    text: msg`Bitkileri koparma, hayvanları rahatsız etme. Orman onların evi.`,
  },
];

const oxygenKg = formatNumber(FOREST_FUN_FACTS.oxygenKgPerTreePerDay);
const animalSpecies = formatNumber(FOREST_FUN_FACTS.animalSpecies);

/** Fun facts of /forest/turkey-forests; the first two are docs/behaviour.md#limits-and-constants’s. */
export const forestFunFacts: readonly FunFact[] = [
  {
    id: 'oxygen',
    icon: '💨',
    text: msg`Bir ağaç günde yaklaşık ${oxygenKg} kg oksijen üretebilir.`,
    more: msg`Bu sık kullanılan yaklaşık bir değerdir. Gerçek miktar ağacın türüne, yaşına, büyüklüğüne ve mevsime göre çok değişir.`,
  },
  {
    id: 'animals',
    icon: '🦔',
    text: msg`Ormanlarımız ${animalSpecies}’den fazla hayvan türüne ev sahipliği yapar.`,
  },
  {
    id: 'first-park',
    icon: '🏕️',
    text: msg`Türkiye’nin ilk milli parkı, 1958’de ilan edilen Yozgat Çamlığı Milli Parkı’dır.`,
  },
  {
    id: 'red-pine',
    icon: '🌲',
    text: msg`Türkiye’de en geniş alanı kaplayan ağaç kızılçamdır.`,
  },
];
