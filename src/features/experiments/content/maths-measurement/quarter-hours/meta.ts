import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 2, "Zaman Ölçme": full, half and quarter hours on an analogue clock; hour and minute, day, week, month and year; time later. */
export const meta: ExperimentMeta = {
  id: 'quarter-hours',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 2,
  unitId: 'M.2.3.2',
  icon: '⏰',
  title: msg`Çeyrek Geçiyor, Çeyrek Var`,
  summary: msg`Saat kadranını dörde katla; tam, yarım ve çeyrek saatleri kur, bir süre sonra saatin kaç olacağını bul.`,
  outcomes: [
    { text: msg`Tam, yarım ve çeyrek saatleri okur ve gösterir.` },
    { text: msg`Zaman ölçme birimleri arasındaki ilişkiyi açıklar: 1 saat 60 dakika, 1 gün 24 saat, 1 hafta 7 gün, 1 yıl 12 ay.` },
    { text: msg`Başlangıç saati ve süresi verilen bir olayın bitiş saatini bulur.` },
  ],
  keywords: [msg`Saat`, msg`Dakika`, msg`Çeyrek`, msg`Buçuk`, msg`Akrep`, msg`Yelkovan`],
};
