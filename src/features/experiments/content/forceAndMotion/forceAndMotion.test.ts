import { describe, expect, it } from 'vitest';
import { forceAndMotionExperiments, forceAndMotionKit } from './index.ts';
import { checkKitExperiments } from '../statesOfMatter/kitChecks.testUtils.ts';
import { averageSpeed } from '../../model/simulations/speedTrack.ts';
import { weightNewtons } from '../../model/simulations/springScale.ts';

describe('force-and-motion kit', () => {
  it('has three experiments of different grades in teaching order', () => {
    expect(forceAndMotionExperiments).toHaveLength(3);
    checkKitExperiments(forceAndMotionExperiments, 'force-and-motion', forceAndMotionKit.experimentIds);
  });

  it('agrees with the models on the worked numbers in its questions', () => {
    // measuring-force: 500 g → 4,9 N; average-speed: 300 m / 60 s, 100 m / 20 s, 60 m / 10 s
    expect(weightNewtons(500)).toBeCloseTo(4.9, 9);
    expect(averageSpeed(300, 60)).toBe(5);
    expect(averageSpeed(100, 20)).toBeLessThan(averageSpeed(60, 10));
    const speed = forceAndMotionExperiments.find((e) => e.id === 'average-speed');
    const calc = speed?.questions.find((q) => q.id === 'speed-calc');
    expect(calc?.options[calc.correctIndex]?.message).toBe('5 m/s');
    const force = forceAndMotionExperiments.find((e) => e.id === 'measuring-force');
    const weight = force?.questions.find((q) => q.id === 'weight-500g');
    expect(weight?.options[weight.correctIndex]?.message).toBe('4,9 N');
  });
});
