import { describe, expect, it } from 'vitest';
import type { SimulationId } from '../types.ts';
import { checkKitExperiments, descriptors } from './kitChecks.testUtils.ts';
import { statesOfMatterExperiments, statesOfMatterKit } from './index.ts';
import { forceAndMotionExperiments } from '../forceAndMotion/index.ts';

describe('states-of-matter kit', () => {
  it('has three experiments of different grades in teaching order', () => {
    expect(statesOfMatterExperiments).toHaveLength(3);
    checkKitExperiments(statesOfMatterExperiments, 'states-of-matter', statesOfMatterKit.experimentIds);
  });

  it('states the key numbers of water', () => {
    const melting = statesOfMatterExperiments.find((e) => e.id === 'melting-ice');
    const text = descriptors(melting).map((d) => d.message ?? '').join(' ');
    expect(text).toContain('0 °C');
    expect(text).toContain('100 °C');
  });

  it('uses each of the six state and force simulations exactly once across the two kits', () => {
    const used = [...statesOfMatterExperiments, ...forceAndMotionExperiments].flatMap((e) =>
      e.activity.kind === 'simulation' ? [e.activity.simulation] : [],
    );
    const shipped: SimulationId[] = ['heating-curve', 'particle-states', 'dissolving-rate', 'spring-scale', 'friction-ramp', 'speed-track'];
    expect([...used].sort()).toEqual([...shipped].sort());
  });
});
