import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Tartma": heavier, lighter and equal on an equal-arm balance; ordering three things; cubes as a non-standard unit. */
export const meta: ExperimentMeta = {
  id: 'heavier-or-lighter',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.3.4',
  icon: '⚖️',
  title: msg`Hangisi Daha Ağır?`,
  summary: msg`Eşit kollu terazide sınıftaki eşyaları karşılaştır: ağır gelen kefe aşağı iner. Küplerle dengeye getir, en hafiften en ağıra sırala.`,
  outcomes: [
    { text: msg`İki nesneyi elde tartarak ve eşit kollu terazide karşılaştırır; “daha ağır”, “daha hafif” ve “eşit” sözcüklerini kullanır.` },
    { text: msg`Üç nesneyi en hafiften en ağıra ya da en ağırdan en hafife sıralar.` },
    { text: msg`Terazide bir nesneyi küplerle dengeye getirir ve küpleri sayarak iki nesneyi karşılaştırır.` },
  ],
  keywords: [msg`Ağır`, msg`Hafif`, msg`Tartma`, msg`Eşit kollu terazi`, msg`Karşılaştırma`],
};
