import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Tam Sayılarla İşlemler" (M.7.1.1): adding, subtracting and multiplying integers as walks and jumps on a number line. */
export const meta: ExperimentMeta = {
  id: 'integer-operations',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 7,
  unitId: 'M.7.1.1',
  icon: '🌡️',
  title: msg`Sayı Doğrusunda Tam Sayılarla İşlemler`,
  summary: msg`Sınıfın yerine bantla bir sayı doğrusu çiz; tam sayılarla toplama ve çıkarmayı ileri ve geri adımlarla, çarpmayı eşit sıçramalarla modelle ve işaret kurallarını kendin keşfet.`,
  outcomes: [
    { text: msg`Tam sayılarla toplama ve çıkarma işlemlerini yapar; ilgili problemleri çözer.` },
    { text: msg`Çıkarma işleminin, eksilen ile çıkanın ters işaretlisinin toplamı anlamına geldiğini kavrar.` },
    { text: msg`Tam sayılarla çarpma ve bölme işlemlerini yapar; işaret kurallarını açıklar.` },
    { text: msg`Tam sayılarla işlem yapmayı gerektiren problemleri (sıcaklık, asansör, deniz seviyesi) çözer.` },
  ],
  keywords: [msg`Tam sayı`, msg`Sayı doğrusu`, msg`Toplama`, msg`Çıkarma`, msg`Çarpma`, msg`Ters işaretli`],
};
