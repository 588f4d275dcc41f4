import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Uzamsal İlişkiler" (M.2.2.2): telling where things are (içinde, dışında, çukurda, tümsekte, önünde, arkasında, sağında, solunda, arasında, yanında) and following a route of steps and turns. */
export const meta: ExperimentMeta = {
  id: 'position-and-direction',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.2.2',
  icon: '🧭',
  title: msg`Konum ve Yön Avı`,
  summary: msg`Sınıf kitaplığında ve okul bahçesinde nesnelerin konumunu anlat, bir nesneyi tarif edilen yere koy, adım ve dönüşlerle verilen bir yol tarifini izle.`,
  outcomes: [
    { text: msg`Nesnelerin konumunu içinde, dışında, çukurda, tümsekte, önünde, arkasında, sağında, solunda, arasında ve yanında sözcükleriyle anlatır.` },
    { text: msg`Bir konum tarifine göre nesneyi yerleştirir ya da tarif edilen nesneyi bulur.` },
    { text: msg`İleri, geri, sağa ve sola dönme sözcükleriyle basit bir yol tarifini izler ve kendisi tarif eder.` },
  ],
  keywords: [msg`Konum`, msg`Yön`, msg`Sağında`, msg`Solunda`, msg`Arasında`, msg`Yol tarifi`],
};
