import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Alan Ölçme" (M.6.3.2): the area of a triangle and a parallelogram from the rectangle, and units of area. */
export const meta: ExperimentMeta = {
  id: 'triangle-and-parallelogram-area',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.3.2',
  icon: '🔺',
  title: msg`Dikdörtgenden Üçgene: Alan Bağıntıları`,
  summary: msg`Kâğıt paralelkenarı kesip dikdörtgene çevir, dikdörtgeni köşegeniyle ikiye böl; geometri tahtasında alanı verilen üçgenler ve paralelkenarlar yap.`,
  outcomes: [
    { text: msg`Paralelkenarın alan bağıntısını dikdörtgenden yararlanarak oluşturur; ilgili problemleri çözer.` },
    { text: msg`Üçgenin alan bağıntısını paralelkenar ya da dikdörtgenin yarısı olarak oluşturur; ilgili problemleri çözer.` },
    { text: msg`Alan ölçme birimlerini tanır; metrekare ile santimetrekare arasında dönüşüm yapar.` },
  ],
  keywords: [msg`Üçgenin alanı`, msg`Paralelkenarın alanı`, msg`Taban`, msg`Yükseklik`, msg`Geometri tahtası`, msg`Metrekare`],
};
