import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Doğal Sayılarla Toplama İşlemi": sums to 100 by jumping tens then ones on a number line; the missing addend; estimating. */
export const meta: ExperimentMeta = {
  id: 'adding-tens-and-ones',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.1.2',
  icon: '🦘',
  title: msg`Onar Onar, Birer Birer`,
  summary: msg`Sayı doğrusunda önce onar, sonra birer zıplayarak 100’e kadar topla; eksik toplananı ve toplamın tahminini bul.`,
  outcomes: [
    { code: 'M.2.1.2.1', text: msg`Toplamları 100’e kadar (100 dâhil) olan doğal sayılarla eldesiz ve eldeli toplama işlemini yapar.` },
    { code: 'M.2.1.2.2', text: msg`İki sayının toplamında verilmeyen toplananı bulur.` },
    { code: 'M.2.1.2.3', text: msg`İki doğal sayının toplamını tahmin eder ve tahminini işlem sonucuyla karşılaştırır.` },
  ],
  keywords: [msg`Toplama`, msg`Eldeli toplama`, msg`Onluk`, msg`Sayı doğrusu`, msg`Tahmin`],
};
