import { describe, expect, it } from 'vitest';
import type { ProgressEventInput, ProgressEventRecord } from '../api/progress.ts';
import { evidenceOf, mergeEvents, xpEventOf } from './events.ts';
import { assessOutcome } from './mastery.ts';

const answer = (id: string, correct: boolean, extra: Partial<ProgressEventInput> = {}): ProgressEventInput => ({
  id,
  kind: 'questionAnswered',
  ref: 'question:light-and-shadow/q1',
  outcomes: ['F.5.5.1.1'],
  correct,
  at: '2025-11-04T09:00:00+03:00',
  ...extra,
});

describe('evidenceOf', () => {
  it('makes one piece of evidence per outcome, with the question id out of the reference', () => {
    const evidence = evidenceOf(answer('e1', true, { outcomes: ['F.5.5.1.1', 'F.5.5.1.2', 'F.5.5.1.1'] }), 7);
    expect(evidence).toEqual([
      {
        id: 'e1#F.5.5.1.1',
        studentId: 7,
        kind: 'question',
        outcomeCode: 'F.5.5.1.1',
        questionId: 'light-and-shadow/q1',
        correct: true,
        at: '2025-11-04T09:00:00+03:00',
      },
      {
        id: 'e1#F.5.5.1.2',
        studentId: 7,
        kind: 'question',
        outcomeCode: 'F.5.5.1.2',
        questionId: 'light-and-shadow/q1',
        correct: true,
        at: '2025-11-04T09:00:00+03:00',
      },
    ]);
  });

  it('marks a mixed-review answer as review evidence', () => {
    const [evidence] = evidenceOf(answer('e2', true, { mixed_review: true }), 7);
    expect(evidence).toMatchObject({ kind: 'review', mixedReview: true });
  });

  it('turns a finished experiment into an attempt (no right or wrong) and a timetable lesson into nothing', () => {
    const [evidence] = evidenceOf(
      { id: 'x', kind: 'experimentFinished', ref: 'experiment:light-and-shadow', outcomes: ['F.5.5.1.1'], at: '2025-11-04T09:00:00Z' },
      7,
    );
    expect(evidence).not.toHaveProperty('correct');
    expect(assessOutcome(evidence ? [evidence] : [], Date.parse('2025-11-05T00:00:00Z')).level).toBe('tried');
    expect(evidenceOf({ id: 's', kind: 'scheduleItemDone', ref: 'schedule:1/a/2025-11-04', outcomes: ['F.5.5.1.1'], at: '2025-11-04T09:00:00Z' }, 7)).toEqual(
      [],
    );
  });
});

describe('xpEventOf', () => {
  it('keeps what the XP rules read, and the on-time flag only the server sets', () => {
    const record: ProgressEventRecord = {
      id: 'h',
      user_id: 7,
      kind: 'homeworkSubmitted',
      ref: 'homework:3',
      outcomes: [],
      correct: null,
      mixed_review: false,
      difficulty: 'hard',
      minutes: 30,
      on_time: true,
      at: '2025-11-04T09:00:00Z',
      received_at: '2025-11-04T09:00:01Z',
    };
    expect(xpEventOf(record)).toEqual({
      id: 'h',
      kind: 'homeworkSubmitted',
      refId: 'homework:3',
      at: '2025-11-04T09:00:00Z',
      difficulty: 'hard',
      minutes: 30,
      onTime: true,
    });
    expect(xpEventOf(answer('q', false))).toEqual({
      id: 'q',
      kind: 'questionAnswered',
      refId: 'question:light-and-shadow/q1',
      at: '2025-11-04T09:00:00+03:00',
      correct: false,
    });
  });
});

describe('mergeEvents', () => {
  it('keeps one copy per id, the last list winning', () => {
    const device = answer('same', true);
    const server = { ...answer('same', true), at: '2025-11-04T06:00:00Z' };
    expect(mergeEvents([device, answer('other', false)], [server])).toEqual([server, answer('other', false)]);
  });
});
