import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Uzamsal İlişkiler" (M.1.2.1): position words (altında, üstünde, sağında, solunda, arasında, önünde, arkasında, yakınında, uzağında) on a toy shelf, in the classroom and in a queue. */
export const meta: ExperimentMeta = {
  id: 'where-is-the-toy',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.2.1',
  icon: '🧸',
  title: msg`Oyuncak Nerede?`,
  summary: msg`Oyuncak rafında ve sınıfta nesnelerin yerini anlat: altında, üstünde, sağında, solunda, arasında, önünde, arkasında. Söylenen yere oyuncak koy, tarif edilen oyuncağı bul.`,
  outcomes: [
    { text: msg`Uzamsal (durum, yer, yön) ilişkileri ifade eder.` },
    { text: msg`Bir nesnenin yerini altında, üstünde, sağında, solunda, arasında, önünde, arkasında, yakınında ve uzağında sözcükleriyle anlatır.` },
    { text: msg`Sağ ve solu kendi bakışına göre ayırt eder; bir yer tarifine göre nesneyi yerleştirir ya da bulur.` },
  ],
  keywords: [msg`Sağında`, msg`Solunda`, msg`Altında`, msg`Üstünde`, msg`Arasında`, msg`Önünde`, msg`Arkasında`],
};
