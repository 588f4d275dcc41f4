import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Çember" (M.6.3.3): the circle's centre, radius and diameter, drawing circles with compasses. */
export const meta: ExperimentMeta = {
  id: 'circle-parts',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.3.3',
  icon: '⭕',
  title: msg`Pergelle Çember: Merkez, Yarıçap, Çap`,
  summary: msg`Pergeli cetvelde istenen yarıçapa açarak çemberler çiz; merkez, yarıçap ve çapı tanı, çapın yarıçapın iki katı olduğunu ölçerek göster.`,
  outcomes: [
    { text: msg`Çemberi ve çemberin merkezini, yarıçapını ve çapını tanır; çember ile daireyi ayırt eder.` },
    { text: msg`Pergeli cetvelde istenen yarıçapa açarak çember çizer.` },
    { text: msg`Çapın yarıçapın iki katı olduğunu ölçerek gösterir ve ilgili problemleri çözer.` },
  ],
  keywords: [msg`Çember`, msg`Merkez`, msg`Yarıçap`, msg`Çap`, msg`Pergel`, msg`Daire`],
};
