import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 4, "Tartma": kilograms and grams, half and quarter kilograms, converting and comparing masses, problems. */
export const meta: ExperimentMeta = {
  id: 'kilogram-gram-conversions',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 4,
  unitId: 'M.4.3.5',
  icon: '🧺',
  title: msg`Kilogramı Grama Çevir`,
  summary: msg`Terazide yarım ve çeyrek kilogramı gramlık kütlelerle dengele; “1 kg 250 g” ile “1250 g”nin aynı kütle olduğunu gör, kütleleri aynı birime çevirerek karşılaştır ve problemleri çöz.`,
  outcomes: [
    { text: msg`Kilogram ve gram arasındaki ilişkiyi açıklar; kilogramla ve gramla verilen kütleleri birbirine dönüştürür.` },
    { text: msg`Yarım ve çeyrek kilogramın kaç gram olduğunu tartarak gösterir.` },
    { text: msg`Farklı birimlerle verilen kütleleri aynı birime çevirerek karşılaştırır ve tartma problemlerini çözer.` },
  ],
  keywords: [msg`Kilogram`, msg`Gram`, msg`Çeyrek kilogram`, msg`Dönüştürme`, msg`Terazi`],
};
