import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'maths-data',
  subject: 'maths',
  icon: '📊',
  title: msg`Veri ve Olasılık`,
  summary: msg`Veri toplayıp çetele tutarak sütun grafiği çiz ve oku; çizgi ve daire grafiklerini, ortalamayı ve olayların olma olasılığını keşfet.`,
  theme: msg`Veri İşleme ve Olasılık`,
  experimentIds: [
    'lunchbox-table',
    'pets-survey',
    'how-we-come-to-school',
    'bar-graphs',
    'survey-and-bar-graph',
    'two-classes-survey',
    'mean-and-range',
    'mean-median-mode',
    'pie-charts',
    'reading-graphs',
    'rolling-a-die',
    'spinner-probability',
  ],
};
