import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Alan Ölçme" (M.5.2.4): the area of a rectangle from its sides, cm² and m², finding a side, estimating areas. */
export const meta: ExperimentMeta = {
  id: 'rectangle-area',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 5,
  unitId: 'M.5.2.4',
  icon: '📐',
  title: msg`Dikdörtgenin Alanı: Kenar Kere Kenar`,
  summary: msg`Birimkareleri sayarak dikdörtgenin alanının iki kenarın çarpımı olduğunu keşfet; santimetrekare ve metrekareyle ölç, tahmin et ve alanı verilen dikdörtgenin kenarını bul.`,
  outcomes: [
    { text: msg`Dikdörtgenin alanının kenar uzunluklarıyla ilişkisini birimkarelerle keşfeder ve alanı hesaplar.` },
    { text: msg`Alan ölçme birimi olarak santimetrekare ve metrekareyi kullanır; alanları tahmin eder.` },
    { text: msg`Alanı ve bir kenarı verilen dikdörtgenin öteki kenarını bulur; alan problemlerini çözer.` },
  ],
  keywords: [msg`Alan`, msg`Dikdörtgen`, msg`Birimkare`, msg`Santimetrekare`, msg`Metrekare`, msg`Tahmin`],
};
