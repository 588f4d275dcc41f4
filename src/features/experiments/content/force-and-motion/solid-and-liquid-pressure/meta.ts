import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Basınç": solid pressure vs force and area, liquid pressure vs depth, open-air pressure and Pascal's principle. */
export const meta: ExperimentMeta = {
  id: 'solid-and-liquid-pressure',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.3',
  icon: '💦',
  title: msg`Basınç Neye Bağlı? Delikli Şişenin Sırrı`,
  summary: msg`Su dolu bir şişeyi una önce tabanı, sonra kapağı üzerinde koy ve bıraktığı izleri karşılaştır. Farklı yüksekliklerde delikleri olan bir şişeden fışkıran suyu izleyerek sıvı basıncının derinliğe bağlı olduğunu keşfet.`,
  outcomes: [
    { code: 'F.8.3.1.1', text: msg`Katı basıncını etkileyen değişkenleri deneyerek keşfeder.` },
    { code: 'F.8.3.1.2', text: msg`Sıvı basıncını etkileyen değişkenleri tahmin eder ve tahminlerini test eder.` },
    { code: 'F.8.3.1.3', text: msg`Katı, sıvı ve gazların basınç özelliklerinin günlük yaşam ve teknolojideki uygulamalarına örnekler verir.` },
  ],
  keywords: [
    msg`Basınç`,
    msg`Pascal (Pa)`,
    msg`Yüzey alanı`,
    msg`Katı basıncı`,
    msg`Sıvı basıncı`,
    msg`Derinlik`,
    msg`Açık hava basıncı`,
    msg`Pascal prensibi`,
  ],
};
