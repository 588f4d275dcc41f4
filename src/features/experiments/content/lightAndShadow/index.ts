import { msg } from '@lingui/core/macro';
import type { Experiment, Kit } from '../types.ts';
import { lightAndSeeing } from './lightAndSeeing.ts';
import { shadowSize } from './shadowSize.ts';
import { mirrorReflection } from './mirrorReflection.ts';

export const lightAndShadowExperiments: readonly Experiment[] = [lightAndSeeing, shadowSize, mirrorReflection];

export const lightAndShadowKit: Kit = {
  id: 'light-and-shadow',
  icon: '💡',
  title: msg`Işık ve Gölge`,
  summary: msg`Görmek için ışığa neden ihtiyaç duyarız, gölgeler nasıl oluşur, aynalar ışığı nasıl yansıtır? El feneri, perde ve aynayla keşfet.`,
  theme: msg`Fiziksel Olaylar: Işık`,
  experimentIds: lightAndShadowExperiments.map((experiment) => experiment.id),
};
