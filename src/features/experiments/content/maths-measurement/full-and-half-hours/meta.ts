import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 1, "Zaman Ölçme": reading and setting full and half hours on an analogue clock; days of the week; before and after. */
export const meta: ExperimentMeta = {
  id: 'full-and-half-hours',
  kitId: 'maths-measurement',
  subject: 'maths',
  grade: 1,
  unitId: 'M.1.3.3',
  icon: '🕒',
  title: msg`Saat Kaç?`,
  summary: msg`Kâğıt tabaktan saat yap; akrep ile yelkovanı tam ve yarım saatlere kur, günlük işlerinin saatini söyle.`,
  outcomes: [
    { text: msg`Tam ve yarım saatleri analog saat üzerinde okur ve gösterir.` },
    { text: msg`Akrebin saati, yelkovanın dakikayı gösterdiğini söyler.` },
    { text: msg`Haftanın günlerini sırayla söyler; dün, bugün ve yarın sözcüklerini doğru kullanır.` },
  ],
  keywords: [msg`Saat`, msg`Akrep`, msg`Yelkovan`, msg`Buçuk`, msg`Gün`, msg`Hafta`],
};
