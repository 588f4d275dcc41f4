import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Kareköklü İfadeler" (M.8.1.3): perfect squares as squares of tiles, square roots, placing a root between two whole numbers. */
export const meta: ExperimentMeta = {
  id: 'square-roots',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.1.3',
  icon: '🟩',
  title: msg`Karelerle Karekök`,
  summary: msg`Birim kare karolarla kareler kur; tam kare sayılarla kenar uzunlukları arasındaki ilişkiden karekökü keşfet ve tam kare olmayan bir sayının karekökünün hangi iki doğal sayı arasında olduğunu bul.`,
  outcomes: [
    { text: msg`Tam kare pozitif tam sayılarla bu sayıların karekökleri arasındaki ilişkiyi belirler.` },
    { text: msg`Tam kare olmayan bir sayının karekökünün hangi iki doğal sayı arasında olduğunu belirler.` },
    { text: msg`Alanı verilen bir karenin kenar uzunluğunu karekök olarak ifade eder.` },
  ],
  keywords: [msg`Karekök`, msg`Tam kare`, msg`Kare`, msg`Alan`, msg`Kenar uzunluğu`, msg`Tahmin`],
};
