import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 8, "Basit Makineler": an inclined plane measured with a spring scale, fixed and movable pulleys, kinds of simple machines. */
export const meta: ExperimentMeta = {
  id: 'ramp-and-pulley',
  kitId: 'force-and-motion',
  subject: 'science',
  grade: 8,
  unitId: 'F.8.5',
  icon: '🛝',
  title: msg`Rampa mı, Makara mı? Kuvvetten Kazanç`,
  summary: msg`Bir oyuncak arabayı dinamometreyle dik olarak ve farklı uzunluktaki rampalardan aynı yüksekliğe çek; sabit ve hareketli makarayla bir yükü kaldır. Eğik düzlem ve makaraların kuvvetten kazanç sağlarken yoldan kaybettirdiğini keşfet.`,
  outcomes: [
    { code: 'F.8.5.1.1', text: msg`Basit makinelerin sağladığı avantajları örnekler üzerinden açıklar.` },
    { text: msg`Eğik düzlemde rampa uzadıkça gereken kuvvetin azaldığını ama alınan yolun arttığını ölçümle gösterir.` },
    { text: msg`Sabit ve hareketli makaranın kuvvetin yönüne ve büyüklüğüne etkisini karşılaştırır; basit makinelerin işten kazanç sağlamadığını açıklar.` },
  ],
  keywords: [msg`Basit makine`, msg`Eğik düzlem`, msg`Sabit makara`, msg`Hareketli makara`, msg`Kuvvet kazancı`, msg`Çıkrık`],
};
