import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Kesirlerle İşlemler" (M.5.1.4): adding and subtracting fractions with equal denominators or one a multiple of the other. */
export const meta: ExperimentMeta = {
  id: 'adding-fractions',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.1.4',
  icon: '🍰',
  title: msg`Kesir Şeritleriyle Toplama ve Çıkarma`,
  summary: msg`Kesir şeritlerini yan yana koyarak ve üst üste kapatarak paydaları eşit ya da biri ötekinin katı olan kesirleri topla, çıkar; sonucu şeritte göster.`,
  outcomes: [
    { text: msg`Paydaları eşit iki kesrin toplama ve çıkarma işlemini şerit modeliyle yapar ve anlamlandırır.` },
    { text: msg`Paydalarından biri ötekinin katı olan iki kesri önce genişleterek toplar ve çıkarır.` },
    { text: msg`Kesirlerle toplama ve çıkarma gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Kesirlerle toplama`, msg`Kesirlerle çıkarma`, msg`Payda`, msg`Genişletme`, msg`Kesir şeridi`],
};
