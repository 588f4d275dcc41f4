import { describe, expect, it } from 'vitest';
import { defaultDueAt, formatLessonDay, fromLocalInput, localDay, toLocalInput } from './dates.ts';

describe('classroom dates', () => {
  it('reads a lesson day as a local day in Turkish', () => {
    expect(formatLessonDay('2026-11-25')).toBe('25 Kasım 2026 Çarşamba');
  });
  it('gives today as yyyy-mm-dd on this device', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
  it('round-trips a datetime-local value', () => {
    const iso = fromLocalInput('2026-11-25T17:00');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso ?? '')).toBe('2026-11-25T17:00');
  });
  it('refuses what is not a datetime-local value', () => {
    expect(fromLocalInput('25.11.2026 17:00')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });
  it('makes the default due time 17:00 a week later', () => {
    const due = new Date(defaultDueAt(new Date(2026, 10, 24, 9, 15)));
    expect([due.getFullYear(), due.getMonth(), due.getDate(), due.getHours(), due.getMinutes()]).toEqual([2026, 11, 1, 17, 0]);
  });
});
