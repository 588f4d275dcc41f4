import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { FOREST_SHARE_IMAGE } from './meta.ts';

export const forestHeroesHead = () =>
  pageHead({
    path: '/forest/forest-heroes',
    title: t`Orman Kahramanları`,
    description: t`TEMA, ÇEKÜL, WWF-Türkiye, Ege Orman Vakfı, TÜRÇEK ve Doğa Derneği: Türkiye’de ormanları ve doğayı koruyan kuruluşları çocuklar için tanıtıyoruz.`,
    keywords: [t`orman kahramanları`, t`TEMA Vakfı`, t`ÇEKÜL`, t`WWF-Türkiye`, t`doğa koruma`, t`çocuklar için çevre`],
    image: FOREST_SHARE_IMAGE,
  });

export const turkeyForestsHead = () =>
  pageHead({
    path: '/forest/turkey-forests',
    title: t`Türkiye’nin Ormanları`,
    description: t`Meşe, kızılçam, kayın, kestane, sedir ve göknar; Belgrad Ormanı’ndan Kaçkarlar’a milli parklar, orman istatistikleri ve ormanları korumanın yolları.`,
    keywords: [t`Türkiye ormanları`, t`ağaç türleri`, t`milli parklar`, t`orman istatistikleri`, t`orman yangınları`],
    image: FOREST_SHARE_IMAGE,
  });

export const treePlantingHead = () =>
  pageHead({
    path: '/forest/tree-planting',
    title: t`Fidan Dikimi`,
    description: t`Ağaçlar neden önemli, fidan ne zaman ve nasıl dikilir? Milli Ağaçlandırma Günü, hatıra ormanı ve fidan bağışı programlarıyla siz de katılın.`,
    keywords: [t`fidan dikimi`, t`fidan bağışı`, t`hatıra ormanı`, t`Milli Ağaçlandırma Günü`, t`ağaçlandırma`],
    image: FOREST_SHARE_IMAGE,
  });
