import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Alan Ölçme" (with perimeter, "Çevre Ölçme", beside it): perimeter and area by counting unit lengths and unit squares. */
export const meta: ExperimentMeta = {
  id: 'area-and-perimeter',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.3.3',
  icon: '🟩',
  title: msg`Alanı Aynı, Çevresi Farklı`,
  summary: msg`Kare kâğıtlarla şekiller kur; alanı birim kareleri, çevreyi kenarları sayarak bul ve aynı alanlı şekillerin çevrelerinin farklı olabileceğini keşfet.`,
  outcomes: [
    { text: msg`Şekillerin çevre uzunluğunu hesaplar; kare ve dikdörtgenin çevre uzunlukları ile kenar uzunlukları arasındaki ilişkiyi açıklar.` },
    { text: msg`Şekillerin alanlarını birim karelerle ölçer.` },
    { text: msg`Aynı alana sahip farklı şekiller oluşturur ve çevrelerini karşılaştırır.` },
  ],
  keywords: [msg`Alan`, msg`Çevre`, msg`Birim kare`, msg`Kare`, msg`Dikdörtgen`],
};
