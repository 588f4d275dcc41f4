import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Saf Madde ve Karışımlar": solutions and the factors that speed up dissolving, explained with particles. */
export const meta: ExperimentMeta = {
  id: 'dissolving-sugar',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.4',
  icon: '🍬',
  title: msg`Şeker Sıcak Suda Neden Daha Çabuk Çözünür?`,
  summary: msg`Soğuk ve ılık suya şeker atıp süre tut; karıştırmanın ve toz şekerin etkisini dene. Çözünme hızını tanecik hareketiyle açıkla.`,
  outcomes: [
    { text: msg`Çözünme olayını tanecik modeliyle açıklar; çözünen ve çözücüyü örneklerle tanımlar.` },
    { text: msg`Çözünme hızına etki eden faktörleri (sıcaklık, karıştırma, temas yüzeyi) deneyerek keşfeder.` },
  ],
  keywords: [msg`Çözünme`, msg`Çözücü`, msg`Çözünen`, msg`Çözelti`, msg`Temas yüzeyi`],
};
