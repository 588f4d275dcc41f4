import { describe, expect, it } from 'vitest';
import { parseProgressSearch } from './routeOptions.ts';

describe('parseProgressSearch', () => {
  it('keeps well-formed ids, a grade of the library and a week day', () => {
    expect(parseProgressSearch({ class: '3', student: 12, grade: '5', week: '2025-11-17' })).toEqual({ class: 3, student: 12, grade: 5, week: '2025-11-17' });
  });

  it('drops anything malformed', () => {
    expect(parseProgressSearch({ class: '-1', student: '1e3', grade: '9', week: '17.11.2025', other: 'x' })).toEqual({});
    expect(parseProgressSearch({ class: 0, student: 1.5 })).toEqual({});
  });
});
