import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Doğal Sayılarla Toplama İşlemi": addition within 20 as jumps forwards on a number line; order of the addends; the missing addend. */
export const meta: ExperimentMeta = {
  id: 'adding-on-a-number-line',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.1.2',
  icon: '🐸',
  title: msg`İleri Zıpla, Topla`,
  summary: msg`Sayı doğrusunda ileri zıplayarak toplama yap; toplananların yeri değişince toplamın değişmediğini gör.`,
  outcomes: [
    { code: 'M.1.1.2.2', text: msg`Toplamları 20’ye kadar (20 dâhil) olan doğal sayılarla toplama işlemini yapar.` },
    { code: 'M.1.1.2.3', text: msg`Toplama işleminde toplananların yerleri değiştiğinde toplamın değişmediğini fark eder.` },
    { code: 'M.1.1.2.4', text: msg`Toplamları 20’yi geçmeyen sayılarla yapılan toplama işleminde verilmeyen toplananı bulur.` },
  ],
  keywords: [msg`Toplama`, msg`Toplam`, msg`Toplanan`, msg`Sayı doğrusu`, msg`Artı`],
};
