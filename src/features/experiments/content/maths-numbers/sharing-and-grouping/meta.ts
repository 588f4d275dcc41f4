import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Doğal Sayılarla Bölme İşlemi": division as sharing equally and as grouping; equal jumps back to 0 on a number line; checking with multiplication. */
export const meta: ExperimentMeta = {
  id: 'sharing-and-grouping',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.1.5',
  icon: '🍪',
  title: msg`Eşit Paylaş, Grupla: Bölme`,
  summary: msg`Kurabiyeleri tabaklara eşit paylaştır, pulları eşit gruplara ayır; sayı doğrusunda 0’a eşit zıplayarak bölmeyi keşfet.`,
  outcomes: [
    { text: msg`Bölme işleminde gruplama ve paylaştırma anlamlarını kullanır.` },
    { text: msg`Sayı doğrusunda bir sayıdan 0’a eşit geri zıplayarak bölme işleminin sonucunu bulur.` },
    { text: msg`Bölme işleminin sonucunu çarpma işlemiyle denetler.` },
  ],
  keywords: [msg`Bölme`, msg`Paylaştırma`, msg`Gruplama`, msg`Bölüm`, msg`Eşit`],
};
