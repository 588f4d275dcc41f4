import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Işığın Yayılması": light travels in straight lines in every direction; transparent, translucent and opaque materials. */
export const meta: ExperimentMeta = {
  id: 'light-through-holes',
  kitId: 'light-and-shadow',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.5',
  icon: '🔦',
  title: msg`Işık Deliklerden Nasıl Geçer?`,
  summary: msg`Üç kartonun deliklerini hizala, el fenerinin ışığını duvara ulaştır, sonra ortadaki kartonu kaydır. Işığın doğrusal yolda yayıldığını keşfet; cam, yağlı kâğıt, tül, folyo ve tahtayı fenerle sınayıp saydam, yarı saydam ve opak diye ayır.`,
  outcomes: [
    { text: msg`Işığın bir kaynaktan her yöne, doğrusal bir yol boyunca yayıldığını deneyle gösterir.` },
    { text: msg`Maddeleri ışığı geçirme durumlarına göre saydam, yarı saydam ve opak olarak sınıflandırır.` },
    { text: msg`Saydam, yarı saydam ve opak maddelerin günlük yaşamdaki kullanım alanlarına örnekler verir.` },
  ],
  keywords: [msg`Işık`, msg`Doğrusal yayılma`, msg`Saydam`, msg`Yarı saydam`, msg`Opak`, msg`Işık ışını`],
};
