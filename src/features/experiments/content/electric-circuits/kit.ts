import { msg } from '@lingui/core/macro';
import type { Kit } from '../types.ts';

export const kit: Kit = {
  id: 'electric-circuits',
  subject: 'science',
  icon: '🔋',
  title: msg`Elektrik Devreleri`,
  summary: msg`Pille ve prizle çalışan araçları tanı, pil, kablo, ampul ve anahtarla devre kur, ampulün parlaklığını değiştir; iletkenleri sına, ampulleri seri ve paralel bağla, bir balonla durgun elektriği keşfet. Hepsi güvenli pillerle ve balonlarla; prizle asla deney yapılmaz.`,
  theme: msg`Fiziksel Olaylar: Elektrik`,
  experimentIds: [
    'battery-or-mains',
    'battery-recycling',
    'simple-circuit',
    'paperclip-switch',
    'bulb-brightness',
    'circuit-from-diagram',
    'conductors-insulators',
    'pencil-dimmer',
    'series-parallel',
    'home-circuits',
    'static-electricity',
    'energy-at-home',
  ],
};
