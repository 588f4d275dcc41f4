import { describe, expect, it } from 'vitest';
import type { Evidence } from './evidence.ts';
import {
  assessOutcome,
  DAY_MS,
  FAMILIAR_MIN_ANSWERS,
  FAMILIAR_MIN_PERCENT,
  isAtLeast,
  MASTERY_LEVELS,
  MASTERY_RUN,
  masteryOf,
  masteryRank,
  MIXED_REVIEW_DELAY_MS,
  PROFICIENT_MIN_ANSWERS,
  PROFICIENT_MIN_PERCENT,
  RECENT_WINDOW,
  REPEAT_GAP_MS,
  REVIEW_INTERVAL_MS,
} from './mastery.ts';

/** Monday 6 October 2025, 09:00 in Türkiye. */
const T0 = Date.UTC(2025, 9, 6, 6);
const MIN = 60_000;
/** Every test's evidence lies within a week of T0, so nothing is stale at NOW. */
const NOW = T0 + 7 * DAY_MS;

let counter = 0;
function answer(correct: boolean, time: number, extra: Partial<Evidence> = {}): Evidence {
  counter += 1;
  return {
    id: `e${counter}`,
    studentId: 1,
    kind: 'question',
    outcomeCode: 'F.5.5.1.1',
    questionId: `q${counter}`,
    correct,
    at: new Date(time).toISOString(),
    ...extra,
  };
}

/** 'c' right, 'w' wrong: one answer a minute from `start`, each to a question of its own. */
const answers = (pattern: string, start = T0, extra: Partial<Evidence> = {}): Evidence[] =>
  [...pattern].map((mark, index) => answer(mark === 'c', start + index * MIN, extra));

const levelOf = (evidence: readonly Evidence[], now: number = NOW) => masteryOf(evidence, now).level;

describe('the written thresholds', () => {
  it('are the ones documented', () => {
    expect([FAMILIAR_MIN_ANSWERS, FAMILIAR_MIN_PERCENT, PROFICIENT_MIN_ANSWERS, PROFICIENT_MIN_PERCENT, RECENT_WINDOW, MASTERY_RUN]).toEqual([
      3, 50, 5, 70, 10, 5,
    ]);
    expect([MIXED_REVIEW_DELAY_MS, REPEAT_GAP_MS, REVIEW_INTERVAL_MS]).toEqual([DAY_MS, DAY_MS, 21 * DAY_MS]);
  });

  it('rank the levels in rising order', () => {
    expect(MASTERY_LEVELS.map(masteryRank)).toEqual([0, 1, 2, 3, 4]);
    expect(isAtLeast('proficient', 'familiar')).toBe(true);
    expect(isAtLeast('proficient', 'proficient')).toBe(true);
    expect(isAtLeast('familiar', 'proficient')).toBe(false);
  });
});

describe('not started and tried', () => {
  it('is not started without evidence, and never due', () => {
    expect(masteryOf([], NOW)).toEqual({ level: 'not-started', dueForReview: false });
  });

  it('is tried after any evidence, even without an answer', () => {
    expect(levelOf([{ id: 'x', studentId: 1, kind: 'experiment', outcomeCode: 'F.5.5.1.1', at: new Date(T0).toISOString() }])).toBe('tried');
    expect(levelOf(answers('w'))).toBe('tried');
  });

  it('stays tried however many wrong answers follow, and is not due for it', () => {
    expect(masteryOf(answers('wwwwwwwwwwww'), NOW)).toEqual({ level: 'tried', dueForReview: false });
  });
});

describe('familiar: 3 counted answers, 50 % of the latest 10 right', () => {
  it('needs 3 answers: 2 → tried, 3 → familiar, 4 → familiar', () => {
    expect(levelOf(answers('cc'))).toBe('tried');
    expect(levelOf(answers('ccc'))).toBe('familiar');
    expect(levelOf(answers('cccc'))).toBe('familiar');
  });

  it('needs 50 %: 4 of 10 → tried, 5 of 10 → familiar, 6 of 10 → familiar', () => {
    // Wrong answers first, so no shorter start of the run reached the bar earlier.
    expect(levelOf(answers('wwwwwwcccc'))).toBe('tried');
    expect(levelOf(answers('wwwwwccccc'))).toBe('familiar');
    expect(levelOf(answers('wwwwcccccc'))).toBe('familiar');
  });

  it('needs 50 % of three: 1 of 3 → tried, 2 of 3 → familiar', () => {
    expect(levelOf(answers('wwc'))).toBe('tried');
    expect(levelOf(answers('wcc'))).toBe('familiar');
  });

  it('judges only the latest 10: an eleventh answer pushes the oldest out', () => {
    // 5 of 11 is 45 %, but the latest ten hold 5 of 10.
    expect(levelOf(answers('wwwwwwcccc'))).toBe('tried');
    expect(levelOf(answers('wwwwwwccccc'))).toBe('familiar');
  });
});

describe('proficient: 5 counted answers, 70 % of the latest 10 right', () => {
  it('needs 5 answers: 4 → familiar, 5 → proficient, 6 → proficient', () => {
    expect(levelOf(answers('cccc'))).toBe('familiar');
    expect(levelOf(answers('ccccc'))).toBe('proficient');
    expect(levelOf(answers('cccccc'))).toBe('proficient');
  });

  it('needs 70 %: 6 of 10 → familiar, 7 of 10 → proficient, 8 of 10 → proficient', () => {
    expect(levelOf(answers('wwwwcccccc'))).toBe('familiar');
    expect(levelOf(answers('wwwccccccc'))).toBe('proficient');
    expect(levelOf(answers('wwcccccccc'))).toBe('proficient');
  });

  it('needs 70 % of five: 3 of 5 → familiar, 4 of 5 → proficient', () => {
    expect(levelOf(answers('wwccc'))).toBe('familiar');
    expect(levelOf(answers('wcccc'))).toBe('proficient');
  });

  it('judges only the latest 10: 7 of 11 is 64 %, the latest ten hold 7 of 10', () => {
    expect(levelOf(answers('wwwwcccccc'))).toBe('familiar');
    expect(levelOf(answers('wwwwccccccc'))).toBe('proficient');
  });

  it('is not made mastered by mixed-review answers on the day proficiency is reached', () => {
    expect(levelOf(answers('cccccccccc', T0, { mixedReview: true }))).toBe('proficient');
  });
});

describe('mastered: a flawless run of 5 with a mixed review a day after proficiency', () => {
  // Proficient at the fifth answer, at PROFICIENT_AT.
  const PROFICIENT_AT = T0 + 4 * MIN;
  const mixed = (correct: boolean, time: number) => answer(correct, time, { mixedReview: true, kind: 'review' });

  it('needs the mixed review a full day after proficiency: just before → proficient, at → mastered, after → mastered', () => {
    expect(levelOf([...answers('ccccc'), mixed(true, PROFICIENT_AT + MIXED_REVIEW_DELAY_MS - 1)])).toBe('proficient');
    expect(levelOf([...answers('ccccc'), mixed(true, PROFICIENT_AT + MIXED_REVIEW_DELAY_MS)])).toBe('mastered');
    expect(levelOf([...answers('ccccc'), mixed(true, PROFICIENT_AT + MIXED_REVIEW_DELAY_MS + 1)])).toBe('mastered');
  });

  it('needs the mixed-review answer right', () => {
    expect(levelOf([...answers('ccccc'), mixed(false, T0 + 2 * DAY_MS)])).toBe('proficient');
  });

  it('needs the answer flagged as mixed review: a right answer a day later alone is not enough', () => {
    expect(levelOf([...answers('ccccc'), answer(true, T0 + 2 * DAY_MS)])).toBe('proficient');
  });

  it('needs the latest 5 all right: 4 of 5 → proficient, 5 of 5 → mastered', () => {
    const day2 = T0 + 2 * DAY_MS;
    // c c c c c | w, mixed c, c c c → the latest five hold the wrong answer.
    const before = [...answers('ccccc'), answer(false, day2), mixed(true, day2 + MIN), ...answers('ccc', day2 + 2 * MIN)];
    expect(levelOf(before)).toBe('proficient');
    // One more right answer pushes the wrong one out: mixed c, c c c c.
    expect(levelOf([...before, answer(true, day2 + 10 * MIN)])).toBe('mastered');
  });

  it('needs the mixed review inside the flawless run', () => {
    const day2 = T0 + 2 * DAY_MS;
    // Proficient with a miss among the latest five, so the mixed review alone cannot complete a run;
    // then a wrong answer, and five right answers that hold no mixed review.
    const evidence = [...answers('ccccw'), mixed(true, day2), answer(false, day2 + MIN), ...answers('ccccc', day2 + 2 * MIN)];
    expect(levelOf(evidence.slice(0, 6))).toBe('proficient');
    expect(levelOf(evidence)).toBe('proficient');
  });

  it('does not count mixed reviews given before proficiency', () => {
    const evidence = [...answers('cccc', T0, { mixedReview: true }), answer(true, T0 + 2 * DAY_MS)];
    expect(levelOf(evidence)).toBe('proficient');
  });

  it('measures the delay from the first time proficiency was reached', () => {
    // Proficient on day 0, slips on day 1, a mixed review right on day 1 after four right answers.
    const day1 = T0 + DAY_MS;
    const evidence = [...answers('ccccc'), ...answers('wwww', day1), ...answers('cccc', day1 + 10 * MIN), mixed(true, day1 + 20 * MIN)];
    expect(levelOf(evidence)).toBe('mastered');
  });
});

describe('the level shown never goes down', () => {
  it('keeps proficient after a run of wrong answers, and asks for review instead', () => {
    const evidence = [...answers('ccccc'), ...answers('wwwwwwwwww', T0 + DAY_MS)];
    expect(assessOutcome(evidence, NOW)).toMatchObject({ level: 'proficient', dueForReview: true, due: 'slipped' });
  });

  it('keeps mastered after a wrong answer, and asks for review instead', () => {
    const evidence = [...answers('ccccc'), answer(true, T0 + 2 * DAY_MS, { mixedReview: true }), answer(false, T0 + 3 * DAY_MS)];
    expect(masteryOf(evidence, NOW)).toEqual({ level: 'mastered', dueForReview: true });
  });
});

describe('due for review because the answers slipped', () => {
  it('familiar slips below 50 %: 3 of 6 → not due, 3 of 7 → due', () => {
    expect(assessOutcome(answers('cccwww'), NOW)).toMatchObject({ level: 'familiar', dueForReview: false, due: null });
    expect(assessOutcome(answers('cccwwww'), NOW)).toMatchObject({ level: 'familiar', dueForReview: true, due: 'slipped' });
  });

  it('proficient slips below 70 % of the latest 10: 8 of 10, 7 of 10 → not due, 6 of 10 → due', () => {
    expect(masteryOf(answers('ccccccccww'), NOW)).toEqual({ level: 'proficient', dueForReview: false });
    expect(masteryOf(answers('cccccccwww'), NOW)).toEqual({ level: 'proficient', dueForReview: false });
    expect(masteryOf(answers('cccccccwwww'), NOW)).toEqual({ level: 'proficient', dueForReview: true });
  });

  it('mastered slips with any wrong answer among the latest 5, and recovers with 5 right again', () => {
    const day3 = T0 + 3 * DAY_MS;
    const mastered = [...answers('ccccc'), answer(true, T0 + 2 * DAY_MS, { mixedReview: true })];
    expect(masteryOf(mastered, NOW)).toEqual({ level: 'mastered', dueForReview: false });
    const slipped = [...mastered, answer(false, day3)];
    expect(masteryOf([...slipped, ...answers('cccc', day3 + MIN)], NOW)).toEqual({ level: 'mastered', dueForReview: true });
    expect(masteryOf([...slipped, ...answers('ccccc', day3 + MIN)], NOW)).toEqual({ level: 'mastered', dueForReview: false });
  });

  it('mastered stays fresh once the mixed review has left the latest 5, while answers stay right', () => {
    const mastered = [...answers('ccccc'), answer(true, T0 + 2 * DAY_MS, { mixedReview: true })];
    expect(masteryOf([...mastered, ...answers('cccccccc', T0 + 3 * DAY_MS)], NOW)).toEqual({ level: 'mastered', dueForReview: false });
  });
});

describe('due for review because it is stale (21 days)', () => {
  const evidence = answers('ccccc');
  const last = T0 + 4 * MIN;

  it('is due only when the latest evidence is more than 21 days old', () => {
    expect(masteryOf(evidence, last + REVIEW_INTERVAL_MS - 1).dueForReview).toBe(false);
    expect(masteryOf(evidence, last + REVIEW_INTERVAL_MS).dueForReview).toBe(false);
    expect(assessOutcome(evidence, last + REVIEW_INTERVAL_MS + 1)).toMatchObject({ level: 'proficient', dueForReview: true, due: 'stale' });
  });

  it('takes time as a Date too', () => {
    expect(masteryOf(evidence, new Date(last + REVIEW_INTERVAL_MS + 1)).dueForReview).toBe(true);
  });

  it('is refreshed by any evidence, not only by answers', () => {
    const later = { id: 'exp', studentId: 1, kind: 'experiment' as const, outcomeCode: 'F.5.5.1.1', at: new Date(T0 + 10 * DAY_MS).toISOString() };
    expect(masteryOf([...evidence, later], last + REVIEW_INTERVAL_MS + 1).dueForReview).toBe(false);
  });

  it('applies to tried too', () => {
    expect(masteryOf(answers('w'), T0 + REVIEW_INTERVAL_MS + 1)).toEqual({ level: 'tried', dueForReview: true });
  });

  it('names slipping over staleness when both hold', () => {
    expect(assessOutcome(answers('cccwwww'), T0 + 30 * DAY_MS).due).toBe('slipped');
  });

  it('is not due for evidence stamped after now (a device clock behind the server)', () => {
    expect(masteryOf(evidence, T0 - DAY_MS)).toEqual({ level: 'proficient', dueForReview: false });
  });
});

describe('a question answered again', () => {
  const sameQuestion = (pattern: string, step: number, start = T0) =>
    [...pattern].map((mark, index) => answer(mark === 'c', start + index * step, { questionId: 'q-same' }));

  it('counts once within a day: five right answers to one question are one answer', () => {
    expect(assessOutcome(sameQuestion('ccccc', MIN), NOW)).toMatchObject({ level: 'tried', attempts: 5, answers: 1, correct: 1 });
  });

  it('keeps the first answer, so a retry cannot hide a miss', () => {
    expect(assessOutcome(sameQuestion('wc', MIN), NOW)).toMatchObject({ answers: 1, correct: 0 });
  });

  it('counts again after a full day: just before → not counted, at → counted', () => {
    expect(assessOutcome(sameQuestion('cc', REPEAT_GAP_MS - 1), NOW).answers).toBe(1);
    expect(assessOutcome(sameQuestion('cc', REPEAT_GAP_MS), NOW).answers).toBe(2);
  });

  it('measures the day from the last counted answer, not from an ignored one', () => {
    const evidence = [
      answer(true, T0, { questionId: 'q' }),
      answer(true, T0 + 0.6 * DAY_MS, { questionId: 'q' }),
      answer(true, T0 + DAY_MS, { questionId: 'q' }),
    ];
    expect(assessOutcome(evidence, NOW).answers).toBe(2);
  });

  it('counts every answer that names no question', () => {
    expect(levelOf(answers('ccccc', T0, { questionId: undefined }))).toBe('proficient');
  });

  it('still counts an ignored repeat as activity for staleness', () => {
    const evidence = [answer(true, T0, { questionId: 'q' }), answer(true, T0 + 12 * 60 * MIN, { questionId: 'q' })];
    expect(masteryOf(evidence, T0 + REVIEW_INTERVAL_MS + 1).dueForReview).toBe(false);
  });
});

describe('assessOutcome', () => {
  it('does not depend on the order the evidence comes in', () => {
    const evidence = answers('wwwccccccc');
    expect(masteryOf([...evidence].reverse(), NOW)).toEqual(masteryOf(evidence, NOW));
    expect(levelOf([...evidence].reverse())).toBe('proficient');
  });

  it('counts attempts, counted answers and right answers, and names the latest time', () => {
    const experiment: Evidence = { id: 'exp', studentId: 1, kind: 'experiment', outcomeCode: 'F.5.5.1.1', at: new Date(T0 + DAY_MS).toISOString() };
    expect(assessOutcome([...answers('wcc'), experiment], NOW)).toEqual({
      level: 'familiar',
      dueForReview: false,
      due: null,
      attempts: 4,
      answers: 3,
      correct: 2,
      lastAt: experiment.at,
    });
  });

  it('answers empty evidence with zero counts', () => {
    expect(assessOutcome([], NOW)).toEqual({ level: 'not-started', dueForReview: false, due: null, attempts: 0, answers: 0, correct: 0, lastAt: null });
  });
});
