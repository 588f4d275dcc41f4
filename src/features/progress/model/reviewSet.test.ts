import { describe, expect, it } from 'vitest';
import type { Evidence } from '@/shared/progress/evidence.ts';
import { isMixed, reviewSet, type ReviewCandidate } from './reviewSet.ts';

const q = (experimentId: string, questionId: string, outcomes: string[]): ReviewCandidate => ({ experimentId, questionId, outcomes });
const seen = (questionId: string, outcomeCode: string, at: string): Evidence => ({
  id: `${questionId}@${at}`,
  studentId: 1,
  kind: 'question',
  outcomeCode,
  questionId,
  correct: true,
  at,
});

const shadow = ['q1', 'q2', 'q3', 'q4'].map((id) => q('shadow', id, ['F.5.5.1.1']));
const circuit = ['q1', 'q2'].map((id) => q('circuit', id, ['F.5.7.1.1']));
const sound = ['q1', 'q2'].map((id) => q('sound', id, ['F.5.4.1.1']));

describe('reviewSet', () => {
  it('mixes three questions of the outcome with two of outcomes already met, interleaved', () => {
    const evidence = [seen('circuit/q1', 'F.5.7.1.1', '2025-11-03T09:00:00Z'), seen('sound/q2', 'F.5.4.1.1', '2025-11-03T09:00:00Z')];
    const set = reviewSet('F.5.5.1.1', [...shadow, ...circuit, ...sound], evidence);
    expect(set.map((item) => `${item.experimentId}/${item.questionId}`)).toEqual(['shadow/q1', 'sound/q1', 'shadow/q2', 'circuit/q2', 'shadow/q3']);
    expect(isMixed(set)).toBe(true);
  });

  it('asks the questions answered longest ago first', () => {
    const evidence = [seen('shadow/q1', 'F.5.5.1.1', '2025-11-05T09:00:00Z'), seen('shadow/q2', 'F.5.5.1.1', '2025-11-01T09:00:00Z')];
    const set = reviewSet('F.5.5.1.1', shadow, evidence, 3);
    expect(set.map((item) => item.questionId)).toEqual(['q3', 'q4', 'q2']);
  });

  it('fills the set from the outcome alone when nothing else was met, and does not call it mixed', () => {
    const set = reviewSet('F.5.5.1.1', [...shadow, ...circuit], []);
    expect(set.map((item) => item.questionId)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(isMixed(set)).toBe(false);
  });

  it('never asks a question twice even when the library lists it twice', () => {
    const set = reviewSet('F.5.5.1.1', [...shadow, ...shadow], []);
    expect(new Set(set.map((item) => item.questionId)).size).toBe(set.length);
  });
});
