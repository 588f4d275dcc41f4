import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Sıvı Ölçme": why a standard unit, measuring, estimating and checking in litres and half litres. */
export const meta: ExperimentMeta = {
  id: 'litre-and-half-litre',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.7',
  icon: '🥛',
  title: msg`Litre ve Yarım Litre`,
  summary: msg`Aynı suyu farklı bardaklarla ölçüp standart birimin neden gerektiğini gör; ölçü kabıyla litre ve yarım litre ölç, tahmin et ve tahminini ölçerek kontrol et.`,
  outcomes: [
    {
      code: 'M.3.3.7.1',
      text: msg`Standart sıvı ölçme aracı ve birimlerinin gerekliliğini açıklayarak litre veya yarım litre birimleriyle ölçmeler yapar.`,
    },
    { text: msg`Bir kaptaki sıvının miktarını litre ve yarım litreyle tahmin eder, ölçerek tahminini kontrol eder.` },
    { text: msg`2 yarım litrenin 1 litre ettiğini kullanarak sıvı ölçme problemlerini çözer.` },
  ],
  keywords: [msg`Litre`, msg`Yarım litre`, msg`Sıvı ölçme`, msg`Ölçü kabı`, msg`Tahmin`],
};
