import { describe, expect, it } from 'vitest';
import { averageSpeed } from '../model/simulations/speedTrack.ts';
import { weightNewtons } from '../model/simulations/springScale.ts';
import { descriptors } from './descriptors.testUtils.ts';
import type { ExperimentBody, Question } from './types.ts';

const bodies = import.meta.glob<ExperimentBody>('./*/*/content.ts', { eager: true, import: 'content' });
const body = (kit: string, id: string): ExperimentBody => bodies[`./${kit}/${id}/content.ts`]!;
const rightAnswer = (question: Question | undefined) => question?.options[question.correctIndex]?.message;

// Where a question's answer is a worked number, it has to agree with the simulation the child uses.
describe('worked numbers in the content', () => {
  it('agree with the force and motion models', () => {
    expect(weightNewtons(500)).toBeCloseTo(4.9, 9);
    expect(averageSpeed(300, 60)).toBe(5);
    expect(averageSpeed(100, 20)).toBeLessThan(averageSpeed(60, 10));
    expect(rightAnswer(body('force-and-motion', 'average-speed').questions.find((q) => q.id === 'speed-calc'))).toBe('5 m/s');
    expect(rightAnswer(body('force-and-motion', 'measuring-force').questions.find((q) => q.id === 'weight-500g'))).toBe('4,9 N');
  });

  it('state the key numbers of water', () => {
    const text = descriptors(body('states-of-matter', 'melting-ice'))
      .map((d) => d.message ?? '')
      .join(' ');
    expect(text).toContain('0 °C');
    expect(text).toContain('100 °C');
  });
});
