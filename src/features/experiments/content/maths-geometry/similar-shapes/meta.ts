import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Eşlik ve Benzerlik" (M.8.3.2): congruent and similar polygons, corresponding sides and angles, the ratio of similarity. */
export const meta: ExperimentMeta = {
  id: 'similar-shapes',
  kitId: 'maths-geometry',
  subject: 'maths',
  grade: 8,
  unitId: 'M.8.3.2',
  icon: '🔍',
  title: msg`Büyüt, Küçült: Eşlik ve Benzerlik`,
  summary: msg`Kareli kâğıtta bir resmi iki katına büyüt; kenarların ve açıların ne olduğunu ölç, benzerlik oranını bul ve koordinat düzleminde bir üçgene eş ve benzer üçgenler oluştur.`,
  outcomes: [
    { text: msg`Eşlik ve benzerliği ilişkilendirir; eş ve benzer şekillerin kenar ve açı özelliklerini belirler.` },
    { text: msg`Benzer çokgenlerin benzerlik oranını belirler.` },
    { text: msg`Bir çokgene eş ve benzer çokgenler oluşturur.` },
  ],
  keywords: [msg`Eşlik`, msg`Benzerlik`, msg`Benzerlik oranı`, msg`Karşılıklı kenar`, msg`Karşılıklı açı`, msg`Ölçek`],
};
