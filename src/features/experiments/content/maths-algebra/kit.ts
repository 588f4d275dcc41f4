import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-algebra',
  subject: 'maths',
  icon: '⚖️',
  title: msg`Oran, Örüntü ve Cebir`,
  summary: msg`Tarifleri oranla büyüt, büyüyen örüntülerin kuralını bul; cebirsel ifadeleri, denklemleri ve eşitsizlikleri terazi ve modellerle kur ve çöz.`,
  theme: msg`Oran ve Orantı, Cebir: İfadeler, Denklemler ve Eşitsizlikler`,
  experimentIds: [
    'juice-ratio',
    'modelling-expressions',
    'ayran-proportion',
    'growing-patterns',
    'balance-equations',
    'identities-with-tiles',
    'linear-graphs',
    'inequalities-on-a-line',
  ],
};
