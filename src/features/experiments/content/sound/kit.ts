import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'sound',
  subject: 'science',
  icon: '🔊',
  title: msg`Ses`,
  summary: msg`Sesler nereden gelir, nasıl yayılır, nasıl kısılır? Çevrendeki ses kaynaklarını tanı, bir alarmın sesini boğmayı dene ve su dolu bardaklardan bir ksilofon yap.`,
  theme: msg`Fiziksel Olaylar: Ses`,
  experimentIds: ['sound-sources', 'muffling-sound', 'water-glass-xylophone', 'string-telephone'],
};
