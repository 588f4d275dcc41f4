import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Madde ve Değişim": gases, liquids and solids expand when heated and contract when cooled. */
export const meta: ExperimentMeta = {
  id: 'balloon-bottle',
  kitId: 'states-of-matter',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.4',
  icon: '🍾',
  title: msg`Şişedeki Balon Neden Şişti?`,
  summary: msg`Ağzına balon geçirilmiş bir şişeyi ılık suya, sonra buzlu suya koy. Pipetli bir şişeyle kendi termometreni yap ve sıvının ısınınca nasıl yükseldiğini izle. Maddelerin ısı alınca genleştiğini, ısı verince büzüldüğünü keşfet.`,
  outcomes: [
    { text: msg`Isı alan maddelerin genleştiğini, ısı veren maddelerin büzüldüğünü deneyle gösterir.` },
    { text: msg`Gazlarda, sıvılarda ve katılarda genleşme ve büzülmeye günlük yaşamdan örnekler verir.` },
    { text: msg`Genleşme ve büzülmenin yol açabileceği sorunlar ile bunlara karşı alınan önlemleri açıklar.` },
  ],
  keywords: [msg`Genleşme`, msg`Büzülme`, msg`Isı`, msg`Sıcaklık`, msg`Termometre`],
};
