import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-data',
  subject: 'maths',
  icon: '📊',
  title: msg`Veri, Oran ve Örüntüler`,
  summary: msg`Örüntüleri sürdür ve kuralını bul, veri toplayıp sütun grafiği çiz ve oku, tarifleri oranla büyüt.`,
  theme: msg`Veri İşleme, Oran ve Cebire Hazırlık`,
  experimentIds: ['repeating-patterns', 'bar-graphs', 'juice-ratio', 'growing-patterns', 'reading-graphs'],
};
