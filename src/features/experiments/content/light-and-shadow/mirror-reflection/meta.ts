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
  summary: msg`Düz bir aynaya farklı açılarla ışık gönder, gelme ve yansıma açılarını ölç; düz aynadaki görüntüyü bir kaşığın çukur ve tümsek yüzündeki görüntülerle karşılaştır.`,
  outcomes: [
    {
      text: msg`Gelen ışın, yansıyan ışın ve normali çizerek düz aynada gelme açısının yansıma açısına eşit olduğunu ölçümle doğrular (5. sınıftan bilinen yansıma kanunlarının tekrarı).`,
    },
    { code: 'F.7.5.2.1', text: msg`Ayna çeşitlerini gözlemleyerek kullanım alanlarına örnekler verir.` },
    { code: 'F.7.5.2.2', text: msg`Düz, çukur ve tümsek aynalarda oluşan görüntüleri karşılaştırır.` },
  ],
  keywords: [msg`Yansıma`, msg`Normal`, msg`Gelme açısı`, msg`Yansıma açısı`, msg`Dağınık yansıma`],
};
