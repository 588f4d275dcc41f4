import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Doğal Sayılarla Çarpma İşlemi": multiplication as repeated addition, equal groups and equal jumps from 0 on a number line. */
export const meta: ExperimentMeta = {
  id: 'equal-jumps',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.1.4',
  icon: '🐇',
  title: msg`Eşit Zıplamalar: Çarpma`,
  summary: msg`Pulları eşit gruplara ayır, sayı doğrusunda 0’dan eşit zıpla; çarpmanın tekrarlı toplama olduğunu keşfet.`,
  outcomes: [
    { code: 'M.2.1.4.1', text: msg`Çarpma işleminin tekrarlı toplama anlamına geldiğini açıklar.` },
    { code: 'M.2.1.4.2', text: msg`Doğal sayılarla çarpma işlemi yapar.` },
    { text: msg`Sayı doğrusunda 0’dan başlayan eşit zıplamalarla çarpımları bulur.` },
    { text: msg`Çarpanların yeri değişince çarpımın değişmediğini fark eder.` },
  ],
  keywords: [msg`Çarpma`, msg`Tekrarlı toplama`, msg`Eşit grup`, msg`Çarpım`, msg`Sayı doğrusu`],
};
