import { describe, expect, it } from 'vitest';
import { articleDates, formatSavedAt } from './dates.ts';

describe('articleDates', () => {
  it('writes dates in Turkish with the long month name', () => {
    expect(articleDates('2026-10-14T12:00:00.000Z', null)).toEqual({ published: '14 Ekim 2026', updated: null });
    expect(articleDates('2026-02-24T12:00:00.000Z', '2026-08-11T12:00:00.000Z')).toEqual({
      published: '24 Şubat 2026',
      updated: '11 Ağustos 2026',
    });
  });

  it('shows the updated date only when it is another day', () => {
    expect(articleDates('2026-06-02T09:30:00.000Z', '2026-06-02T09:30:00.000Z').updated).toBeNull();
    expect(articleDates('2026-06-02T09:30:00.000Z', '2026-06-02T11:45:00.000Z').updated).toBeNull();
    expect(articleDates('2026-06-02T09:30:00.000Z', '2026-06-05T09:30:00.000Z').updated).toBe('5 Haziran 2026');
  });

  it('ignores a missing or broken updated date', () => {
    expect(articleDates('2026-06-02T09:30:00.000Z', undefined).updated).toBeNull();
    expect(articleDates('2026-06-02T09:30:00.000Z', 'dün').updated).toBeNull();
  });
});

describe('formatSavedAt', () => {
  it('gives the day, the long month, the year and the time', () => {
    const local = new Date(2026, 10, 23, 14, 5).getTime();
    expect(formatSavedAt(local)).toBe('23 Kasım 2026 14:05');
  });
});
