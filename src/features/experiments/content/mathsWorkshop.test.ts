import { describe, expect, it } from 'vitest';
import type { ExperimentBody, Kit } from './types.ts';
import { manipulativeProblems } from '../model/manipulatives/validate.ts';

const kits = Object.values(import.meta.glob<Kit>('./maths-*/kit.ts', { eager: true, import: 'kit' }));
const bodies = import.meta.glob<ExperimentBody>('./maths-*/*/content.ts', { eager: true, import: 'content' });

describe.each(kits.map((kit) => [kit.id, kit] as const))("%s: the maths workshop's content", (_id, kit) => {
  it('is a maths kit', () => {
    expect(kit.subject).toBe('maths');
  });

  it('gives every item a manipulative whose tasks can all be solved, and none is solved before the child acts', () => {
    for (const id of kit.experimentIds) {
      const activity = bodies[`./${kit.id}/${id}/content.ts`]?.activity;
      expect(activity?.kind, id).toBe('manipulative');
      if (activity?.kind === 'manipulative') expect(manipulativeProblems(activity.manipulative), id).toEqual([]);
    }
  });

  it('puts the right answers of its questions in more than one place', () => {
    for (const id of kit.experimentIds) {
      const questions = bodies[`./${kit.id}/${id}/content.ts`]?.questions ?? [];
      expect(new Set(questions.map((question) => question.correctIndex)).size, id).toBeGreaterThan(1);
    }
  });
});

it('has the six maths kits, one per family of units', () => {
  expect(kits.map((kit) => kit.id).sort()).toEqual(['maths-algebra', 'maths-data', 'maths-fractions', 'maths-geometry', 'maths-measurement', 'maths-numbers']);
});
