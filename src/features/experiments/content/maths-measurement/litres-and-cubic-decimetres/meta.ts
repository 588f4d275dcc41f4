import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Sıvı Ölçme" (M.6.3.5): litres and millilitres, converting, and tying them to volume units (1 L = 1 dm³, 1 mL = 1 cm³). */
export const meta: ExperimentMeta = {
  id: 'litres-and-cubic-decimetres',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.3.5',
  icon: '🧊',
  title: msg`Bir Litre, Bir Desimetreküp`,
  summary: msg`Kenarı 10 cm olan bir küpü suyla doldurup ölçü kabına boşalt; litre ile desimetreküpün, mililitre ile santimetreküpün aynı miktar olduğunu keşfet ve birimleri birbirine dönüştür.`,
  outcomes: [
    { text: msg`Sıvı ölçme birimlerini tanır; litre ve mililitreyi birbirine dönüştürür.` },
    { text: msg`Sıvı ölçme birimlerini hacim ölçme birimleriyle ilişkilendirir: 1 L = 1 dm³, 1 mL = 1 cm³.` },
    { text: msg`Sıvı ölçme birimlerinin kullanıldığı problemleri çözer.` },
  ],
  keywords: [msg`Litre`, msg`Mililitre`, msg`Desimetreküp`, msg`Santimetreküp`, msg`Ölçü kabı`, msg`Hacim`],
};
