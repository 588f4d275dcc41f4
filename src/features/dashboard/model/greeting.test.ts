import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n.ts';
import { dayPeriod, periodGreeting, roleGreeting, roleKey } from './greeting.ts';

describe('greeting', () => {
  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [21, 'evening'],
    [22, 'night'],
    [0, 'night'],
  ] as const)('hour %i is %s', (hour, period) => expect(dayPeriod(hour)).toBe(period));

  it('greets in Turkish for each period', () => {
    expect(i18n._(periodGreeting.morning)).toBe('Günaydın');
    expect(i18n._(periodGreeting.evening)).toBe('İyi akşamlar');
  });

  it('has a different text per role and a default', () => {
    const texts = (['student', 'teacher', 'parent', 'administrator', 'default'] as const).map((role) => i18n._(roleGreeting[role]));
    expect(new Set(texts).size).toBe(5);
    expect(roleKey('teacher')).toBe('teacher');
    expect(roleKey('camping')).toBe('default');
    expect(roleKey(undefined)).toBe('default');
  });
});
