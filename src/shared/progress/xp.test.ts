import { describe, expect, it } from 'vitest';
import { dedupeEvents, goalProgress, xpOf } from './xp.ts';
import { DAILY_GOAL_XP, ON_TIME_BONUS_XP, XP_RULES, baseXp, type ProgressEvent } from './xpRules.ts';

// 2025-11-05 12:00 in Turkey
const NOW = new Date('2025-11-05T09:00:00Z');
let counter = 0;
// Each new event a second after the last, from 09:00 on 5 Kasım 2025 in Turkey.
const event = (fields: Partial<ProgressEvent> & Pick<ProgressEvent, 'kind' | 'refId'>): ProgressEvent => {
  counter += 1;
  return { id: `e${counter}`, at: new Date(Date.UTC(2025, 10, 5, 6, 0, counter)).toISOString(), ...fields };
};
const question = (refId: string, fields: Partial<ProgressEvent> = {}) => event({ kind: 'questionAnswered', refId, correct: true, ...fields });

describe('baseXp', () => {
  it('pays by kind and difficulty, medium when not said', () => {
    expect(baseXp(question('q', { difficulty: 'easy' }))).toBe(2);
    expect(baseXp(question('q', { difficulty: 'hard' }))).toBe(5);
    expect(baseXp(question('q'))).toBe(XP_RULES.questionAnswered.xp.medium);
    expect(baseXp(event({ kind: 'experimentFinished', refId: 'x', difficulty: 'hard' }))).toBe(20);
    expect(baseXp(event({ kind: 'scheduleItemDone', refId: 's', difficulty: 'easy' }))).toBe(3);
  });

  it('pays more for homework on time', () => {
    const late = baseXp(event({ kind: 'homeworkSubmitted', refId: 'h', difficulty: 'medium', onTime: false }));
    const onTime = baseXp(event({ kind: 'homeworkSubmitted', refId: 'h', difficulty: 'medium', onTime: true }));
    expect(onTime - late).toBe(ON_TIME_BONUS_XP);
  });

  it('pays nothing for a wrong answer or an unknown kind', () => {
    expect(baseXp(question('q', { correct: false }))).toBe(0);
    expect(baseXp(question('q', { correct: undefined }))).toBe(0);
    expect(baseXp({ ...question('q'), kind: 'dance' as ProgressEvent['kind'] })).toBe(0);
    expect(baseXp({ ...question('q'), difficulty: 'extreme' as ProgressEvent['difficulty'] })).toBe(3);
  });
});

describe('xpOf: no farming', () => {
  it('pays the same question answered right ten times once', () => {
    const events = Array.from({ length: 10 }, () => question('fb-5-1/q1'));
    const summary = xpOf(events, NOW);
    expect(summary.total).toBe(3);
    expect(summary.awards.filter((award) => award.reason === 'alreadyEarned')).toHaveLength(9);
  });

  it('never pays that question again, on later days either', () => {
    const events = [question('q1'), question('q1', { at: '2025-11-20T09:00:00Z' }), question('q1', { at: '2026-03-02T09:00:00Z' })];
    expect(xpOf(events, NOW).total).toBe(3);
  });

  it('pays after a wrong answer, for the first right one', () => {
    const events = [question('q1', { correct: false }), question('q1', { correct: false }), question('q1')];
    const summary = xpOf(events, NOW);
    expect(summary.total).toBe(3);
    expect(summary.awards.map((award) => award.reason)).toEqual(['notCorrect', 'notCorrect', 'earned']);
  });

  it('pays an experiment, a homework and a schedule item once', () => {
    const events = [
      event({ kind: 'experimentFinished', refId: 'x1' }),
      event({ kind: 'experimentFinished', refId: 'x1' }),
      event({ kind: 'homeworkSubmitted', refId: 'h1', onTime: true }),
      event({ kind: 'homeworkSubmitted', refId: 'h1', onTime: true }),
      event({ kind: 'scheduleItemDone', refId: 's1' }),
      event({ kind: 'scheduleItemDone', refId: 's1' }),
    ];
    expect(xpOf(events, NOW).total).toBe(15 + 25 + 5);
  });

  it('keeps kinds apart: a question and an experiment may share a ref id', () => {
    const events = [question('same'), event({ kind: 'experimentFinished', refId: 'same' })];
    expect(xpOf(events, NOW).total).toBe(3 + 15);
  });
});

describe('xpOf: daily caps', () => {
  const manyQuestions = (count: number, at?: string) => Array.from({ length: count }, (_, n) => question(`q${n}-${at ?? ''}`, at ? { at } : {}));

  it('stops questions at their cap for the day', () => {
    const summary = xpOf(manyQuestions(20), NOW); // 20 × 3 = 60
    expect(summary.total).toBe(XP_RULES.questionAnswered.dailyCap);
    expect(summary.awards.filter((award) => award.reason === 'dailyCap')).toHaveLength(10);
  });

  it('pays the event that crosses the cap only up to it', () => {
    const events = [...manyQuestions(9), question('hard', { difficulty: 'hard' })]; // 27 + 5
    const summary = xpOf(events, NOW);
    expect(summary.total).toBe(30);
    expect(summary.awards.at(-1)).toMatchObject({ xp: 3, reason: 'partlyCapped' });
  });

  it('caps each kind on its own', () => {
    const experiments = Array.from({ length: 3 }, (_, n) => event({ kind: 'experimentFinished', refId: `x${n}` }));
    expect(xpOf([...manyQuestions(20), ...experiments], NOW).total).toBe(30 + 45);
  });

  it('starts a new cap on the next day in Turkey', () => {
    const evening = manyQuestions(10, '2025-11-05T20:59:00Z'); // 23:59 in Turkey
    const night = manyQuestions(10, '2025-11-05T21:01:00Z'); // 00:01 the next day
    const summary = xpOf([...evening, ...night], NOW);
    expect(summary.perDay).toEqual({ '2025-11-05': 30, '2025-11-06': 30 });
  });

  it('does not use up a question that earned nothing because of the cap', () => {
    const today = manyQuestions(11); // the 11th earns nothing
    const lastId = today[10]!.refId;
    const tomorrow = question(lastId, { at: '2025-11-06T09:00:00Z' });
    const summary = xpOf([...today, tomorrow], NOW);
    expect(summary.perDay['2025-11-06']).toBe(3);
  });
});

describe('xpOf: de-duplication and order', () => {
  it('counts an event delivered twice once', () => {
    const once = event({ kind: 'experimentFinished', refId: 'x1' });
    const summary = xpOf([once, { ...once }, { ...once }], NOW);
    expect(summary.total).toBe(15);
    expect(summary.awards).toHaveLength(1);
  });

  it('gives the same answer whatever the input order', () => {
    const events = [
      question('q1', { at: '2025-11-05T10:00:00Z', difficulty: 'hard' }),
      question('q1', { at: '2025-11-05T08:00:00Z', difficulty: 'easy' }),
      ...Array.from({ length: 5 }, (_, n) => question(`p${n}`)),
    ];
    const forward = xpOf(events, NOW);
    const backward = xpOf([...events].reverse(), NOW);
    expect(backward).toEqual(forward);
    // The earlier answer to q1 is the one that counted.
    expect(forward.awards.find((award) => award.eventId === events[1]!.id)?.reason).not.toBe('alreadyEarned');
    expect(forward.awards.find((award) => award.eventId === events[0]!.id)?.reason).toBe('alreadyEarned');
  });

  it('sorts by time, then id', () => {
    const a = { ...question('q1'), id: 'b', at: '2025-11-05T08:00:00Z' };
    const b = { ...question('q2'), id: 'a', at: '2025-11-05T08:00:00Z' };
    const c = { ...question('q3'), id: 'c', at: '2025-11-05T07:00:00Z' };
    expect(dedupeEvents([a, b, c]).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });

  it('pays nothing for an unreadable time or an unknown kind', () => {
    const summary = xpOf([question('q1', { at: 'dün' }), { ...question('q2'), kind: 'dance' as ProgressEvent['kind'] }], NOW);
    expect(summary.total).toBe(0);
    expect(summary.awards.map((award) => award.reason)).toEqual(['invalid', 'invalid']);
  });
});

describe('xpOf: the daily goal', () => {
  it('shows today’s progress towards the goal', () => {
    const summary = xpOf([event({ kind: 'experimentFinished', refId: 'x1' }), question('q1')], NOW);
    expect(summary.today).toEqual({ date: '2025-11-05', xp: 18, goal: DAILY_GOAL_XP, ratio: 18 / 50, reached: false, remaining: 32 });
  });

  it('counts only today’s XP and reaches the goal', () => {
    const yesterday = event({ kind: 'experimentFinished', refId: 'old', at: '2025-11-04T09:00:00Z' });
    const today = [
      event({ kind: 'homeworkSubmitted', refId: 'h1', onTime: true }),
      event({ kind: 'experimentFinished', refId: 'x1' }),
      event({ kind: 'scheduleItemDone', refId: 's1' }),
      event({ kind: 'scheduleItemDone', refId: 's2' }),
      event({ kind: 'experimentFinished', refId: 'x2' }),
    ];
    const summary = xpOf([yesterday, ...today], NOW);
    expect(summary.today).toMatchObject({ xp: 65, ratio: 1, reached: true, remaining: 0 });
    expect(summary.total).toBe(80);
  });

  it('cannot reach the goal with questions alone', () => {
    const questions = Array.from({ length: 40 }, (_, n) => question(`q${n}`, { difficulty: 'hard' }));
    expect(xpOf(questions, NOW).today.reached).toBe(false);
  });

  it('takes the day of now in Turkey and another goal', () => {
    const lateEvening = new Date('2025-11-05T21:30:00Z'); // 00:30 on the 6th in Turkey
    expect(xpOf([question('q1')], lateEvening, 30).today).toMatchObject({ date: '2025-11-06', xp: 0, goal: 30 });
  });

  it('treats a goal of zero as reached', () => {
    expect(goalProgress('2025-11-05', 0, 0)).toMatchObject({ ratio: 1, reached: true, remaining: 0 });
  });
});
