import { msg } from '@lingui/core/macro';
import type { Experiment, Kit } from '../types.ts';
import { batteryOrMains } from './batteryOrMains.ts';
import { simpleCircuit } from './simpleCircuit.ts';
import { bulbBrightness } from './bulbBrightness.ts';

export const electricCircuitsExperiments: readonly Experiment[] = [batteryOrMains, simpleCircuit, bulbBrightness];

export const electricCircuitsKit: Kit = {
  id: 'electric-circuits',
  icon: '🔋',
  title: msg`Elektrik Devreleri`,
  summary: msg`Pille ve prizle çalışan araçları tanı, pil, kablo, ampul ve anahtarla devre kur, ampulün parlaklığını değiştir. Hepsi güvenli pillerle.`,
  theme: msg`Fiziksel Olaylar: Elektrik`,
  experimentIds: electricCircuitsExperiments.map((experiment) => experiment.id),
};
