import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Cebirsel İfadeler" (M.6.2.1): writing, modelling with algebra tiles and evaluating simple expressions. */
export const meta: ExperimentMeta = {
  id: 'modelling-expressions',
  kitId: 'maths-algebra',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.2.1',
  icon: '🧩',
  title: msg`Kutularla Cebirsel İfadeler`,
  summary: msg`Uzun x kutuları ve küçük birim karelerle 3x + 2, 2(x + 3) gibi ifadeleri modelle; sözel durumları cebirsel ifadeye çevir ve x’in farklı değerleri için ifadenin değerini bul.`,
  outcomes: [
    { text: msg`Sözel olarak verilen bir duruma uygun cebirsel ifade yazar ve ifadeyi cebir karolarıyla modeller.` },
    { text: msg`Cebirsel ifadenin değerini değişkenin farklı doğal sayı değerleri için hesaplar.` },
    { text: msg`Basit cebirsel ifadelerin anlamını modelle açıklar: 3x’in x + x + x, 2(x + 3)’ün iki tane x + 3 olduğunu gösterir.` },
  ],
  keywords: [msg`Cebirsel ifade`, msg`Değişken`, msg`Katsayı`, msg`Sabit terim`, msg`Cebir karoları`, msg`Benzer terim`],
};
