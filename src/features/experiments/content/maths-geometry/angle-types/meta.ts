import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Geometride Temel Kavramlar": rays, vertex, measuring angles with a protractor; acute, right and obtuse angles. */
export const meta: ExperimentMeta = {
  id: 'angle-types',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.2.2',
  icon: '📐',
  title: msg`Dar mı, Dik mi, Geniş mi?`,
  summary: msg`Kâğıttan açı ölçer yap, çevrendeki açıları dik açıyla karşılaştır; iletkiyle ölçerek dar, dik ve geniş açıları ayırt et.`,
  outcomes: [
    { text: msg`Açıyı oluşturan ışınları ve köşeyi belirler, açıyı isimlendirir ve sembolle gösterir.` },
    { text: msg`Standart açı ölçme araçlarının gerekliliğini açıklar.` },
    { text: msg`Açıları standart araçlarla ölçerek dar, dik ve geniş açı olarak belirler.` },
  ],
  keywords: [msg`Açı`, msg`Işın`, msg`Köşe`, msg`Dar açı`, msg`Dik açı`, msg`Geniş açı`, msg`İletki`],
};
