import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** docs/behaviour.md#data-kept-on-the-device forest or park. */
export type ForestOrPark = {
  id: string;
  name: MessageDescriptor;
  location: MessageDescriptor;
  description: MessageDescriptor;
  trees: readonly MessageDescriptor[];
  biodiversity: MessageDescriptor;
  specialFeature: MessageDescriptor;
  emoji: string;
};

/** docs/behaviour.md#routes-and-guards: six forests and national parks of /forest/turkey-forests, from west to east. */
export const forestsAndParks: readonly ForestOrPark[] = [
  {
    id: 'belgrad',
    name: msg`Belgrad Ormanı`,
    location: msg`İstanbul (Sarıyer ve Eyüpsultan)`,
    description: msg`İstanbul’un kuzeyinde, kentin yanı başındaki büyük bir ormandır. Pek çok kişi burada yürüyüş yapar ve temiz hava alır.`,
    trees: [msg`Meşe`, msg`Kayın`, msg`Gürgen`, msg`Kestane`, msg`Ihlamur`],
    biodiversity: msg`Sincaplar, tilkiler, yaban domuzları ve pek çok kuş türü yaşar.`,
    specialFeature: msg`Orman içindeki tarihi bentler ve su kemerleri, yüzyıllar boyunca İstanbul’a su taşıdı.`,
    emoji: '🏞️',
  },
  {
    id: 'yedigoller',
    name: msg`Yedigöller Milli Parkı`,
    location: msg`Bolu`,
    description: msg`Toprak kaymalarının vadilerin önünü kapatmasıyla oluşan yedi küçük göl, sık bir ormanın içinde sıralanır. 1965’te milli park oldu.`,
    trees: [msg`Kayın`, msg`Meşe`, msg`Gürgen`, msg`Göknar`, msg`Sarıçam ve karaçam`],
    biodiversity: msg`Geyik, karaca, ayı, kurt ve sincap yaşar; göllerde alabalık vardır. Yüzden fazla kuş türü görülmüştür.`,
    specialFeature: msg`Sonbaharda yapraklar sarıya, turuncuya ve kırmızıya döner; göller bu renkleri yansıtır.`,
    emoji: '🍁',
  },
  {
    id: 'uludag',
    name: msg`Uludağ Milli Parkı`,
    location: msg`Bursa`,
    description: msg`Uludağ, Marmara Bölgesi’nin en yüksek dağıdır. Eteklerinden zirvesine doğru çıktıkça orman türleri değişir. 1961’de milli park oldu.`,
    trees: [msg`Uludağ göknarı`, msg`Kayın`, msg`Karaçam`, msg`Kestane`, msg`Meşe`],
    biodiversity: msg`Boz ayı, kurt, karaca ve yaban domuzu yaşar; yalnızca bu dağda yetişen çiçekler vardır.`,
    specialFeature: msg`Uludağ göknarı adını bu dağdan alır. Kışın karla kaplanan zirvesi bir kayak merkezidir.`,
    emoji: '⛰️',
  },
  {
    id: 'koprulu-kanyon',
    name: msg`Köprülü Kanyon Milli Parkı`,
    location: msg`Antalya (Manavgat)`,
    description: msg`Köprüçay’ın kayaları oyarak açtığı 14 kilometrelik derin bir kanyondur. 1973’te milli park oldu.`,
    trees: [msg`Servi`, msg`Toros sediri`, msg`Karaçam`, msg`Kızılçam`, msg`Toros göknarı`],
    biodiversity: msg`Yaban keçisi, ayı, tilki ve porsuk yaşar; soğuk sularında alabalık bulunur. Yalnızca Türkiye’de yetişen yüzlerce bitki türü vardır.`,
    specialFeature: msg`Akdeniz’in en büyük doğal servi ormanı buradadır. Roma döneminden kalma Oluk Köprü hâlâ ayaktadır.`,
    emoji: '🌉',
  },
  {
    id: 'kure-daglari',
    name: msg`Küre Dağları Milli Parkı`,
    location: msg`Kastamonu ve Bartın`,
    description: msg`Kireç taşından oyulmuş kanyonları, mağaraları ve sık ormanlarıyla Batı Karadeniz’in saklı kalmış bir köşesidir. 2000’de milli park oldu.`,
    trees: [msg`Kayın`, msg`Göknar`, msg`Sarıçam`, msg`Meşe`, msg`Gürgen`],
    biodiversity: msg`Boz ayı, vaşak, su samuru ve geyik yaşar; orman kuşları bakımından çok zengindir.`,
    specialFeature: msg`Valla ve Horma kanyonları ile derin mağaraları, Avrupa’da korunması gereken orman alanları arasında sayılır.`,
    emoji: '🪨',
  },
  {
    id: 'kackar',
    name: msg`Kaçkar Dağları Milli Parkı`,
    location: msg`Rize (Çamlıhemşin)`,
    description: msg`Doğu Karadeniz’in en yüksek dağlarını, buzul göllerini ve yeşil yaylalarını içine alır. 1994’te milli park oldu.`,
    trees: [msg`Doğu ladini`, msg`Doğu kayını`, msg`Kızılağaç`, msg`Sarıçam`, msg`Ormangülü (çalı)`],
    biodiversity: msg`Boz ayı, kurt, çengel boynuzlu dağ keçisi ve dağ horozu yaşar. Türkiye’nin başka hiçbir yerinde görülmeyen pek çok bitki türü yetişir.`,
    specialFeature: msg`Türkiye’de ormangüllerinin 3.000 metreye kadar çıktığı tek yerdir. Yayla geleneği burada yaşar.`,
    emoji: '🏔️',
  },
];
