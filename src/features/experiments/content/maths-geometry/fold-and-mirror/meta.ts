import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Uzamsal İlişkiler" (M.3.2.2): line symmetry by folding and with a mirror, and drawing a shape's mirror image in a vertical or horizontal line of symmetry on squared paper. */
export const meta: ExperimentMeta = {
  id: 'fold-and-mirror',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.2.2',
  icon: '🦋',
  title: msg`Katla, Kes, Simetriği Bul`,
  summary: msg`Kâğıdı katlayıp keserek ve ayna tutarak simetrik şekilleri keşfet; simetri doğrusunu bul, kareli kâğıtta bir şeklin simetriğini çiz.`,
  outcomes: [
    { text: msg`Bir şekli iki eş parçaya ayıran simetri doğrusunu katlayarak ve ayna tutarak belirler.` },
    { text: msg`Kareli kâğıtta verilen bir şeklin dikey ya da yatay simetri doğrusuna göre simetriğini çizer.` },
    { text: msg`Simetrik olan ve olmayan şekilleri, harfleri ve nesneleri ayırt eder.` },
  ],
  keywords: [msg`Simetri`, msg`Simetri doğrusu`, msg`Simetrik şekil`, msg`Ayna`, msg`Katlama`, msg`Kareli kâğıt`],
};
