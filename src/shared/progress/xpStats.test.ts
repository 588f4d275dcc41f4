import { describe, expect, it } from 'vitest';
import { MAX_MINUTES_PER_EVENT, progressStats } from './xpStats.ts';
import type { ProgressEvent } from './xpRules.ts';

let counter = 0;
const event = (fields: Partial<ProgressEvent> & Pick<ProgressEvent, 'kind' | 'refId' | 'at'>): ProgressEvent => ({
  id: `e${(counter += 1)}`,
  ...fields,
});

describe('progressStats', () => {
  it('is all zero without events', () => {
    expect(progressStats([], new Date('2025-11-05T09:00:00Z'))).toEqual({
      completedLessons: 0,
      totalMinutes: 0,
      currentStreak: 0,
      longestStreak: 0,
      xp: 0,
    });
  });

  it('adds up lessons, time, streaks and XP', () => {
    const events: ProgressEvent[] = [
      // Thursday and Friday before the first mid-term break
      event({ kind: 'experimentFinished', refId: 'x1', at: '2025-11-06T09:00:00Z', minutes: 25 }),
      event({ kind: 'questionAnswered', refId: 'x1/q1', at: '2025-11-06T09:30:00Z', correct: false, minutes: 1.4 }),
      event({ kind: 'experimentFinished', refId: 'x1', at: '2025-11-07T09:00:00Z', minutes: 20 }),
      // Saturday: no streak day, still time spent
      event({ kind: 'homeworkSubmitted', refId: 'h1', at: '2025-11-08T10:00:00Z', onTime: true, minutes: 30 }),
      // Monday after the break
      event({ kind: 'scheduleItemDone', refId: 's1', at: '2025-11-17T07:00:00Z', minutes: 40 }),
    ];
    expect(progressStats(events, new Date('2025-11-17T12:00:00Z'))).toEqual({
      completedLessons: 3, // x1 once, h1, s1
      totalMinutes: 116, // 25 + 1.4 + 20 + 30 + 40, the experiment done again included
      currentStreak: 3, // 6, 7 and 17 Kasım
      longestStreak: 3,
      xp: 15 + 25 + 5,
    });
  });

  it('counts a wrong answer as a day of study', () => {
    const events = [event({ kind: 'questionAnswered', refId: 'q', at: '2025-11-05T09:00:00Z', correct: false })];
    expect(progressStats(events, new Date('2025-11-05T15:00:00Z'))).toMatchObject({ currentStreak: 1, xp: 0 });
  });

  it('counts a repeated event once and caps absurd or broken minutes', () => {
    const once = event({ kind: 'experimentFinished', refId: 'x', at: '2025-11-05T09:00:00Z', minutes: 10 });
    const stuck = event({ kind: 'experimentFinished', refId: 'y', at: '2025-11-05T10:00:00Z', minutes: 100_000 });
    const broken = [
      event({ kind: 'scheduleItemDone', refId: 'a', at: '2025-11-05T10:00:00Z', minutes: -5 }),
      event({ kind: 'scheduleItemDone', refId: 'b', at: '2025-11-05T10:00:00Z', minutes: Number.NaN }),
    ];
    const stats = progressStats([once, once, stuck, ...broken], new Date('2025-11-05T15:00:00Z'));
    expect(stats.totalMinutes).toBe(10 + MAX_MINUTES_PER_EVENT);
    expect(stats.completedLessons).toBe(4);
  });

  it('keeps the longest streak when the current one is over', () => {
    const days = ['2025-10-06', '2025-10-07', '2025-10-08', '2025-10-20'];
    const events = days.map((day, n) => event({ kind: 'scheduleItemDone', refId: `s${n}`, at: `${day}T08:00:00Z` }));
    expect(progressStats(events, new Date('2025-10-22T08:00:00Z'))).toMatchObject({ currentStreak: 0, longestStreak: 3 });
  });
});
