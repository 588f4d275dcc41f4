import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Kesirler": a whole cut into two equal parts; each part is a half, two halves make the whole. */
export const meta: ExperimentMeta = {
  id: 'whole-and-half',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.1.4',
  icon: '🍞',
  title: msg`Bütün ve Yarım`,
  summary: msg`Kâğıdı ikiye katla, ekmeği eşit paylaş; bütünü ve yarımı göster, iki yarımın bir bütün ettiğini gör.`,
  outcomes: [
    { text: msg`Bütün ve yarımı uygun modeller ile gösterir, bütün ve yarım arasındaki ilişkiyi açıklar.` },
    { text: msg`Bir bütünü iki eş parçaya böler; parçalar eş değilse yarım olmadığını söyler.` },
  ],
  keywords: [msg`Bütün`, msg`Yarım`, msg`Eş parça`, msg`Paylaşma`],
};
