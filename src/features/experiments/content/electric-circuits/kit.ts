import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'electric-circuits',
  subject: 'science',
  icon: '🔋',
  title: msg`Elektrik Devreleri`,
  summary: msg`Pille ve prizle çalışan araçları tanı, pil, kablo, ampul ve anahtarla devre kur, ampulün parlaklığını değiştir. Hepsi güvenli pillerle.`,
  theme: msg`Fiziksel Olaylar: Elektrik`,
  experimentIds: ['battery-or-mains', 'simple-circuit', 'bulb-brightness'],
};
