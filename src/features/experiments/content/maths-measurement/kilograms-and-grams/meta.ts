import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 3, "Tartma": weighing with an equal-arm balance and standard masses in kilograms and grams. */
export const meta: ExperimentMeta = {
  id: 'kilograms-and-grams',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 3,
  unitId: 'M.3.3.6',
  icon: '⚖️',
  title: msg`Terazide Kilogram ve Gram`,
  summary: msg`Eşit kollu terazide elma, makarna paketi ve kitap tart; standart kütlelerle teraziyi dengeye getir, 1 kilogramın 1000 gram olduğunu gör ve kütleleri karşılaştır.`,
  outcomes: [
    { text: msg`Eşit kollu terazi ve standart kütlelerle kilogram ve gram birimlerini kullanarak tartma yapar.` },
    { text: msg`1 kilogramın 1000 gram olduğunu kullanarak kütleleri karşılaştırır.` },
    { text: msg`Bir nesnenin kütlesini tahmin eder ve tartarak tahminini kontrol eder.` },
  ],
  keywords: [msg`Kütle`, msg`Tartma`, msg`Kilogram`, msg`Gram`, msg`Eşit kollu terazi`],
};
