import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 7, "Işığın Madde ile Etkileşimi": reflection, the law of reflection and images in a plane mirror. */
export const meta: ExperimentMeta = {
  id: 'mirror-reflection',
  kitId: 'light-and-shadow',
  subject: 'science',
  grade: 7,
  unitId: 'F.7.5',
  icon: '🪞',
  title: msg`Aynada Işığın Yolu`,
  summary: msg`Düz bir aynaya farklı açılarla ışık gönder, gelme ve yansıma açılarını ölç; düz aynadaki görüntünün özelliklerini keşfet.`,
  outcomes: [
    { text: msg`Işığın düz aynada yansımasını gözlemler; gelen ışın, yansıyan ışın ve normali çizerek gösterir.` },
    { text: msg`Gelme açısının yansıma açısına eşit olduğunu deneyle gösterir.` },
    { text: msg`Düz aynada oluşan görüntünün özelliklerini açıklar; düz, çukur ve tümsek aynaların kullanım alanlarına örnek verir.` },
  ],
  keywords: [msg`Yansıma`, msg`Normal`, msg`Gelme açısı`, msg`Yansıma açısı`, msg`Dağınık yansıma`],
};
