import { msg } from '@lingui/core/macro';
import type { Experiment, Kit } from '../types.ts';
import { solidLiquidGas } from './solidLiquidGas.ts';
import { meltingIce } from './meltingIce.ts';
import { dissolvingSugar } from './dissolvingSugar.ts';

export const statesOfMatterExperiments: readonly Experiment[] = [solidLiquidGas, meltingIce, dissolvingSugar];

export const statesOfMatterKit: Kit = {
  id: 'states-of-matter',
  icon: '🧊',
  title: msg`Maddenin Halleri`,
  summary: msg`Katı, sıvı ve gaz nasıl ayırt edilir? Buz erirken sıcaklık neden değişmez, şeker sıcak suda neden çabuk çözünür? Buz, termometre ve şekerle keşfet.`,
  theme: msg`Madde ve Doğası: Maddenin Hâlleri ve Isı`,
  experimentIds: statesOfMatterExperiments.map((experiment) => experiment.id),
};
