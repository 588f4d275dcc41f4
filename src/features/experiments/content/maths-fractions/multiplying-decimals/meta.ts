import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 6, "Ondalık Gösterim" (M.6.1.6): decomposing and rounding decimals, multiplying decimals with an area model, by 10, 100, 1000. */
export const meta: ExperimentMeta = {
  id: 'multiplying-decimals',
  kitId: 'maths-fractions',
  subject: 'maths',
  grade: 6,
  unitId: 'M.6.1.6',
  icon: '✖️',
  title: msg`Onda Birin Onda Biri: Ondalık Çarpma`,
  summary: msg`Yüzlük tabloda sıraları ve sütunları üst üste boyayarak 0,3 × 0,4’ün neden 0,12 olduğunu gör; ondalık gösterimleri çözümle, yuvarla ve 10, 100, 1000 ile çarp.`,
  outcomes: [
    { text: msg`Ondalık gösterimleri verilen sayıları basamak değerleriyle çözümler ve belirli bir basamağa yuvarlar.` },
    { text: msg`İki ondalık gösterimi yüzlük tabloda alan modeliyle çarpar; çarpımdaki ondalık basamak sayısını açıklar.` },
    { text: msg`Ondalık gösterimleri 10, 100 ve 1000 ile kısa yoldan çarpar.` },
  ],
  keywords: [msg`Ondalık gösterim`, msg`Ondalık çarpma`, msg`Alan modeli`, msg`Yuvarlama`, msg`Çözümleme`],
};
