import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Paralarımız": knowing the coins and notes of the Turkish lira and making small amounts in lira. */
export const meta: ExperimentMeta = {
  id: 'our-money',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.3.2',
  icon: '🪙',
  title: msg`Paralarımız`,
  summary: msg`Sınıf marketinde oyun parasıyla alışveriş yap; madeni paraları ve kâğıt paraları tanı, küçük tutarları oluştur.`,
  outcomes: [
    { text: msg`Paralarımızı tanır; madeni paraları ve kâğıt paraları ayırt eder.` },
    { text: msg`Paraların değerlerini karşılaştırır; 20 liraya kadar bir tutarı farklı paralarla oluşturur.` },
  ],
  keywords: [msg`Para`, msg`Lira`, msg`Madeni para`, msg`Kâğıt para`, msg`Alışveriş`],
};
