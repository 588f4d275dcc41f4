import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Paralarımız": lira and kuruş (1 lira = 100 kuruş), paying with the fewest notes and coins, change and shopping problems. */
export const meta: ExperimentMeta = {
  id: 'shopping-budget',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.5',
  icon: '🛒',
  title: msg`Sınıf Pazarında Alışveriş`,
  summary: msg`Sınıfta küçük bir pazar kur; lira ve kuruşu birbirine çevir, alışverişte tutarı en az sayıda parayla öde, para üstünü hesapla ve harcamalarını planla.`,
  outcomes: [
    { text: msg`Lira ile kuruş arasındaki ilişkiyi kullanır; kuruşla verilen tutarı lira ve kuruşla yazar.` },
    { text: msg`Bir tutarı farklı banknot ve madeni paralarla, en az sayıda parayla da oluşturur.` },
    { text: msg`Paralarımızla ilgili toplama ve çıkarma gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Lira`, msg`Kuruş`, msg`Banknot`, msg`Madeni para`, msg`Para üstü`, msg`Bütçe`],
};
