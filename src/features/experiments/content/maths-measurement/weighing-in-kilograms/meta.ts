import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Tartma": from weighing with marbles and cubes to the kilogram, a unit everyone shares; weighing and comparing in kilograms. */
export const meta: ExperimentMeta = {
  id: 'weighing-in-kilograms',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.3.4',
  icon: '🏋️',
  title: msg`Bilyeden Kilograma`,
  summary: msg`Bir oyuncak arabayı bilyelerle ve küplerle tart, neden farklı sayılar çıktığını bul. Sonra herkesin aynı sonucu bulduğu birimle, kilogramla tart ve karşılaştır.`,
  outcomes: [
    { text: msg`Bir nesneyi bilye, küp gibi standart olmayan birimlerle tartar; birim değişince sayının da değiştiğini fark eder.` },
    { text: msg`Kilogramı standart tartma birimi olarak tanır; 1 kg’dan ağır ve hafif nesneleri ayırır.` },
    { text: msg`Eşit kollu terazide 1 kg’lık kütlelerle tartar; kütleleri kilogramla karşılaştırır ve basit problemler çözer.` },
  ],
  keywords: [msg`Kilogram`, msg`Tartma`, msg`Standart birim`, msg`Eşit kollu terazi`, msg`Ağır`, msg`Hafif`],
};
