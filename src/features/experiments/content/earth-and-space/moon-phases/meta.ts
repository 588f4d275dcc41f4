import { msg } from '@lingui/core/macro';
import type { ExperimentMeta } from '../../types.ts';

/** Grade 5, "Güneş, Dünya ve Ay": the three compared by size, the Moon's motions and its phases with a lamp-and-ball model. */
export const meta: ExperimentMeta = {
  id: 'moon-phases',
  kitId: 'earth-and-space',
  subject: 'science',
  grade: 5,
  unitId: 'F.5.1',
  icon: '🌙',
  title: msg`Ay Neden Her Gece Farklı Görünür?`,
  summary: msg`Bir fener, bir top ve kendi başınla Güneş, Dünya ve Ay modeli kur. Ay’ı çevrende dolaştırırken aydınlık yüzünün ne kadarını gördüğünü izle ve Ay’ın evrelerini keşfet.`,
  outcomes: [
    { text: msg`Güneş, Dünya ve Ay’ın şekillerini ve büyüklüklerini karşılaştırır.` },
    { text: msg`Ay’ın ışık kaynağı olmadığını, Güneş’ten aldığı ışığı yansıttığını açıklar.` },
    { text: msg`Ay’ın evrelerini, Ay’ın Dünya etrafındaki dolanma hareketiyle ilişkilendirerek model üzerinde gösterir.` },
  ],
  keywords: [msg`Ay’ın evreleri`, msg`Yeni ay`, msg`İlk dördün`, msg`Dolunay`, msg`Son dördün`, msg`Hilal`, msg`Uydu`],
};
