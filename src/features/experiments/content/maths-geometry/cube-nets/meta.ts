import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Geometrik Cisimler" (M.5.2.5): the cube and the rectangular prism, their elements, nets and surface area. */
export const meta: ExperimentMeta = {
  id: 'cube-nets',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.2.5',
  icon: '🎲',
  title: msg`Hangi Açınım Küp Olur?`,
  summary: msg`Kareli kâğıttan altı kareli şekiller kesip katla; hangilerinin küp olduğunu, karşılıklı yüzlerin nerede durduğunu ve prizmanın yüzey alanını keşfet.`,
  outcomes: [
    { text: msg`Dikdörtgenler prizmasını ve küpü tanır; yüz, ayrıt ve köşe sayılarını belirler.` },
    { text: msg`Küpün yüzey açınımlarını çizer; verilen bir açınımın küp olup olmadığını ve karşılıklı yüzleri belirler.` },
    { text: msg`Dikdörtgenler prizmasının ve küpün yüzey alanını açınımından yararlanarak hesaplar.` },
  ],
  keywords: [msg`Küp`, msg`Dikdörtgenler prizması`, msg`Açınım`, msg`Yüz`, msg`Ayrıt`, msg`Yüzey alanı`],
};
