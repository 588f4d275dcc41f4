import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Üslü İfadeler" (M.8.1.2): powers by folding paper, the rules of exponents, negative exponents and scientific notation. */
export const meta: ExperimentMeta = {
  id: 'powers-by-folding',
  kitId: 'maths-numbers',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.1.2',
  icon: '📄',
  title: msg`Katladıkça Katlanan Sayılar`,
  summary: msg`Bir kâğıdı ikiye katladıkça kat sayısının ve bir parçanın alanının nasıl değiştiğini incele; tam sayıların kuvvetlerini, üslü ifadelerin kurallarını ve negatif üssü keşfet, çok küçük sayıları bilimsel gösterimle yaz.`,
  outcomes: [
    { text: msg`Tam sayıların tam sayı kuvvetlerini hesaplar.` },
    { code: 'M.8.1.2.2', text: msg`Üslü ifadelerle ilgili temel kuralları anlar, birbirine denk ifadeler oluşturur.` },
    { text: msg`Çok büyük ve çok küçük sayıları bilimsel gösterimle ifade eder ve karşılaştırır.` },
  ],
  keywords: [msg`Üslü ifade`, msg`Taban`, msg`Üs`, msg`Kuvvet`, msg`Negatif üs`, msg`Bilimsel gösterim`],
};
