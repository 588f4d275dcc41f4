import { describe, expect, it } from 'vitest';
import { toIsoDate } from '@/shared/progress/days.ts';
import { askedOn, countQuestion, remainingQuestions } from './dailyQuota.ts';

describe('the daily question limit', () => {
  it('counts down to zero and no further', () => {
    expect(remainingQuestions(20, 0)).toBe(20);
    expect(remainingQuestions(20, 19)).toBe(1);
    expect(remainingQuestions(20, 25)).toBe(0);
    expect(remainingQuestions(5, 6)).toBe(0);
  });

  it('starts again on a new local day', () => {
    const yesterday = { day: '2026-11-24', count: 20 };
    expect(askedOn(yesterday, '2026-11-25')).toBe(0);
    expect(countQuestion(yesterday, '2026-11-25')).toEqual({ day: '2026-11-25', count: 1 });
    expect(countQuestion({ day: '2026-11-25', count: 3 }, '2026-11-25')).toEqual({ day: '2026-11-25', count: 4 });
  });

  it('uses the device’s calendar day, not UTC’s', () => {
    expect(toIsoDate(new Date(2026, 10, 25, 0, 30))).toBe('2026-11-25');
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
