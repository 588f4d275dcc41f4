import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Üçgen ve Dörtgenler" (M.5.2.2): polygons, triangles by sides and angles, quadrilaterals, the sums of interior angles. */
export const meta: ExperimentMeta = {
  id: 'triangles-and-quadrilaterals',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.2.2',
  icon: '🔷',
  title: msg`Lastiklerle Üçgenler ve Dörtgenler`,
  summary: msg`Geometri tahtasında lastik gererek üçgenler, dörtgenler ve çokgenler oluştur; kâğıt üçgenin köşelerini yırtıp birleştirerek iç açıların toplamını keşfet.`,
  outcomes: [
    { code: 'M.5.2.2.1', text: msg`Çokgenleri isimlendirir, oluşturur ve temel elemanlarını tanır.` },
    {
      code: 'M.5.2.2.2',
      text: msg`Açılarına ve kenarlarına göre üçgenler oluşturur, oluşturulmuş farklı üçgenleri kenar ve açı özelliklerine göre sınıflandırır.`,
    },
    { code: 'M.5.2.2.4', text: msg`Üçgen ve dörtgenlerin iç açılarının ölçüleri toplamını belirler ve verilmeyen açıyı bulur.` },
  ],
  keywords: [msg`Üçgen`, msg`Dörtgen`, msg`Çokgen`, msg`İç açı`, msg`Geometri tahtası`, msg`Dik açı`],
};
