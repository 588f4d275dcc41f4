import { describe, expect, it } from 'vitest';
import { autoScore, effectiveCompletion, emptyCounts, isLate, SUBMISSION_STATES, submissionState, type SubmissionFacts } from './classroom.ts';

const GIVEN = '2026-11-20T08:00:00.000Z';
const DUE = '2026-11-24T17:00:00.000Z';

describe('when work counts as done', () => {
  it('is the device’s time of finishing, even if it arrived after the deadline (offline before it)', () => {
    expect(isLate('2026-11-24T16:30:00.000Z', '2026-11-25T09:00:00.000Z', GIVEN, DUE)).toBe(false);
  });
  it('is never later than the server received it: a clock set in the future cannot make work late', () => {
    expect(effectiveCompletion('2027-01-01T00:00:00.000Z', '2026-11-24T10:00:00.000Z', GIVEN)).toBe(Date.parse('2026-11-24T10:00:00.000Z'));
    expect(isLate('2027-01-01T00:00:00.000Z', '2026-11-24T10:00:00.000Z', GIVEN, DUE)).toBe(false);
  });
  it('is never before the work was given: a clock wound back cannot make late work early', () => {
    expect(effectiveCompletion('2020-01-01T00:00:00.000Z', '2026-11-26T10:00:00.000Z', GIVEN)).toBe(Date.parse(GIVEN));
  });
  it('is the receipt when the device sent no readable time', () => {
    expect(isLate('dün akşam', '2026-11-25T09:00:00.000Z', GIVEN, DUE)).toBe(true);
  });
  it('is late one second after the deadline, not at it', () => {
    expect(isLate(DUE, '2026-11-25T00:00:00.000Z', GIVEN, DUE)).toBe(false);
    expect(isLate('2026-11-24T17:00:01.000Z', '2026-11-25T00:00:00.000Z', GIVEN, DUE)).toBe(true);
  });
});

describe('a student’s state for one assignment', () => {
  const facts = (over: Partial<SubmissionFacts> = {}): SubmissionFacts => ({ late: false, held: false, graded_at: null, returned_at: null, ...over });
  const before = Date.parse(DUE) - 1;
  const after = Date.parse(DUE) + 1;

  it('without a hand-in: assigned until the due time, missing after it', () => {
    expect(submissionState(null, DUE, before)).toBe('assigned');
    expect(submissionState(null, DUE, after)).toBe('missing');
  });
  it('handed in: submitted or late, whatever the time now', () => {
    expect(submissionState(facts(), DUE, after)).toBe('submitted');
    expect(submissionState(facts({ late: true }), DUE, after)).toBe('late');
  });
  it('graded once scored, returned when sent back (returned wins over graded)', () => {
    expect(submissionState(facts({ late: true, graded_at: DUE }), DUE, after)).toBe('graded');
    expect(submissionState(facts({ graded_at: DUE, returned_at: DUE }), DUE, after)).toBe('returned');
  });
  it('held when it came after hand-ins closed, before or after the due time, late or not', () => {
    expect(submissionState(facts({ held: true }), DUE, before)).toBe('held');
    expect(submissionState(facts({ held: true, late: true }), DUE, after)).toBe('held');
  });
  it('excused when the teacher let the student off, whatever was handed in: never missing or late', () => {
    expect(submissionState(null, DUE, after, true)).toBe('excused');
    expect(submissionState(facts({ late: true }), DUE, after, true)).toBe('excused');
  });
});

describe('auto-scoring', () => {
  const key = [
    { id: 'a', correct_index: 1 },
    { id: 'b', correct_index: 0 },
    { id: 'c', correct_index: 2 },
  ];
  it('counts right answers out of all questions, an unanswered one as wrong', () => {
    expect(autoScore(key, { a: 1, b: 0, c: 2 })).toBe(100);
    expect(autoScore(key, { a: 1, b: 0 })).toBe(67);
    expect(autoScore(key, { a: 0, b: 1, c: 0 })).toBe(0);
  });
  it('ignores answers to questions the key does not have', () => expect(autoScore(key, { a: 1, z: 3 })).toBe(33));
  it('gives no score to work without questions', () => expect(autoScore([], { a: 1 })).toBeNull());
});

it('counts start at zero for every state', () => {
  expect(emptyCounts()).toEqual(Object.fromEntries(SUBMISSION_STATES.map((state) => [state, 0])));
});
