import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Doğal Sayılarla Çarpma İşlemi": multiplication as rows of equal size (arrays), the "times" meaning, one factor more or less, multiplying by 10 and 100, a two-digit number times a one-digit number. */
export const meta: ExperimentMeta = {
  id: 'multiplication-arrays',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.1.4',
  icon: '🌳',
  title: msg`Sıra Sıra Çarpma`,
  summary: msg`Pulları ve kareleri eşit sıralara dizerek çarpmanın kat anlamını gör; bir sıra ekleyince çarpımın nasıl değiştiğini keşfet, 10 ile kısa yoldan çarp ve iki basamaklı bir sayıyı bir basamaklı bir sayıyla çarp.`,
  outcomes: [
    { code: 'M.3.1.4.1', text: msg`Çarpma işleminin kat anlamını açıklar.` },
    { code: 'M.3.1.4.3', text: msg`İki basamaklı bir doğal sayıyı bir basamaklı bir doğal sayıyla eldeli ve eldesiz çarpar.` },
    { code: 'M.3.1.4.4', text: msg`10 ve 100 ile kısa yoldan çarpma işlemi yapar.` },
    {
      code: 'M.3.1.4.5',
      text: msg`Çarpanlardan biri bir artınca ya da azalınca çarpımın öteki çarpan kadar arttığını ya da azaldığını fark eder.`,
    },
    { code: 'M.3.1.4.6', text: msg`Biri çarpma işlemi olmak üzere iki işlem gerektiren problemleri çözer.` },
  ],
  keywords: [msg`Çarpma`, msg`Kat`, msg`Çarpan`, msg`Çarpım`, msg`Dizi`, msg`Tekrarlı toplama`],
};
