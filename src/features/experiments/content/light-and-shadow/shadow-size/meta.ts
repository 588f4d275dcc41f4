import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Işığın Yayılması": straight-line travel, transparent/translucent/opaque, full shadow and its size. */
export const meta: ExperimentMeta = {
  id: 'shadow-size',
  kitId: 'light-and-shadow',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.5',
  icon: '👤',
  title: msg`Gölgemin Boyu Neden Değişiyor?`,
  summary: msg`El feneri, bir karton figür ve bir perdeyle tam gölge oluştur; gölgenin boyunu ölç ve neye bağlı olduğunu bul.`,
  outcomes: [
    { text: msg`Işığın bir kaynaktan her yöne, doğrusal bir yol boyunca yayıldığını gözlemler.` },
    { text: msg`Maddeleri ışığı geçirme durumlarına göre saydam, yarı saydam ve opak olarak sınıflandırır.` },
    { text: msg`Tam gölgenin nasıl oluştuğunu açıklar ve gölge boyunu etkileyen değişkenleri deneyle keşfeder.` },
  ],
  keywords: [msg`Işın`, msg`Saydam madde`, msg`Yarı saydam madde`, msg`Opak madde`, msg`Tam gölge`],
};
