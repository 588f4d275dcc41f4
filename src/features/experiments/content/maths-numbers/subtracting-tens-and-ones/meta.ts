import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Doğal Sayılarla Çıkarma İşlemi": differences within 100 by jumping back tens then ones; regrouping a ten; addition and subtraction undo each other. */
export const meta: ExperimentMeta = {
  id: 'subtracting-tens-and-ones',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.1.3',
  icon: '🐿️',
  title: msg`Onar Onar Geri`,
  summary: msg`Sayı doğrusunda önce onar, sonra birer geri zıplayarak 100’e kadar çıkarma yap; onluk bozmayı ve toplamayla ilişkisini gör.`,
  outcomes: [
    { text: msg`100’e kadar olan doğal sayılarla onluk bozmayı gerektiren ve gerektirmeyen çıkarma işlemini yapar.` },
    { code: 'M.2.1.3.3', text: msg`Doğal sayılarla yapılan çıkarma işleminin sonucunu tahmin eder ve tahminini işlem sonucuyla karşılaştırır.` },
    { code: 'M.2.1.3.4', text: msg`Toplama ve çıkarma işlemleri arasındaki ilişkiyi fark eder.` },
  ],
  keywords: [msg`Çıkarma`, msg`Onluk bozma`, msg`Fark`, msg`Sayı doğrusu`, msg`Tahmin`],
};
