import { describe, expect, it } from 'vitest';
import type { ExperimentBody } from '../types.ts';
import { manipulativeProblems } from '../../model/manipulatives/validate.ts';
import { kit } from './kit.ts';

const bodies = import.meta.glob<ExperimentBody>('./*/content.ts', { eager: true, import: 'content' });

describe(`${kit.id}: the maths workshop's content`, () => {
  it('is a maths kit', () => {
    expect(kit.subject).toBe('maths');
    expect(kit.id.startsWith('maths-')).toBe(true);
  });

  it('gives every item a manipulative whose tasks can all be solved, and none is solved before the child acts', () => {
    for (const id of kit.experimentIds) {
      const activity = bodies[`./${id}/content.ts`]?.activity;
      expect(activity?.kind, id).toBe('manipulative');
      if (activity?.kind === 'manipulative') expect(manipulativeProblems(activity.manipulative), id).toEqual([]);
    }
  });

  it('puts the right answers of its questions in more than one place', () => {
    for (const id of kit.experimentIds) {
      const questions = bodies[`./${id}/content.ts`]?.questions ?? [];
      expect(new Set(questions.map((question) => question.correctIndex)).size, id).toBeGreaterThan(1);
    }
  });
});
