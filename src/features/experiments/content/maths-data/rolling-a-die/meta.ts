import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/**
 * Grade 8, "Basit Olayların Olma Olasılığı" (M.8.5.1): the outcomes of rolling a die, an event as the outcomes that
 * make it happen, more, equally and less likely events, certain and impossible events, and rolls against probability.
 */
export const meta: ExperimentMeta = {
  id: 'rolling-a-die',
  kitId: 'maths-data',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.5.1',
  icon: '🎲',
  title: msg`Zar Atma: Olası Durumlar ve Olaylar`,
  summary: msg`Bir zar atıldığında olası durumları listele, bir olayı gerçekleştiren çıktıları zarın yüzlerini işaretleyerek bul; olayları olasılıklarına göre karşılaştır, kesin ve imkânsız olayı tanı, atışların sonuçlarını olasılıkla karşılaştır.`,
  outcomes: [
    { text: msg`Bir olaya ait olası durumları belirler.` },
    { text: msg`“Daha fazla”, “eşit”, “daha az” olasılıklı olayları ayırt eder, örnek verir.` },
    {
      code: 'M.8.5.1.3',
      text: msg`Eşit şansa sahip olan olaylarda her bir çıktının olasılık değerinin eşit olduğunu ve bu değerin 1/n olduğunu açıklar.`,
    },
    { code: 'M.8.5.1.4', text: msg`Olasılık değerinin 0 ile 1 arasında (0 ve 1 dâhil) olduğunu anlar.` },
    { code: 'M.8.5.1.5', text: msg`Basit bir olayın olma olasılığını hesaplar.` },
  ],
  keywords: [msg`Zar`, msg`Olası durum`, msg`Çıktı`, msg`Olay`, msg`Eş olasılıklı`, msg`Kesin olay`, msg`İmkânsız olay`],
};
