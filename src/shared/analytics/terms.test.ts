import { describe, expect, it } from 'vitest';
import { analyticsTerms, currentTerm, findTerm, inTerm, weekOf } from './terms.ts';

describe('analyticsTerms', () => {
  it('lists the 2025/26 year as a whole, then its two terms in order', () => {
    expect(analyticsTerms('2025-10-15')).toEqual([
      { id: 'year-2025', kind: 'year', school_year: 2025, number: null, start: '2025-09-08', end: '2026-06-26' },
      { id: 'term-1-2025', kind: 'term', school_year: 2025, number: 1, start: '2025-09-08', end: '2026-01-16' },
      { id: 'term-2-2026', kind: 'term', school_year: 2025, number: 2, start: '2026-02-02', end: '2026-06-26' },
    ]);
  });

  it('adds a school year the calendar does not list yet, newest first, running 1 September to 31 August', () => {
    const terms = analyticsTerms('2026-11-25');
    expect(terms[0]).toEqual({ id: 'year-2026', kind: 'year', school_year: 2026, number: null, start: '2026-09-01', end: '2027-08-31' });
    expect(terms.map((term) => term.id)).toEqual(['year-2026', 'year-2025', 'term-1-2025', 'term-2-2026']);
  });
});

describe('currentTerm', () => {
  it('is the term today falls in, its first and last days included', () => {
    expect(currentTerm('2025-09-08').id).toBe('term-1-2025');
    expect(currentTerm('2026-01-16').id).toBe('term-1-2025');
    expect(currentTerm('2026-02-02').id).toBe('term-2-2026');
  });

  it('is the whole school year in a break, in the summer and in a year not listed yet', () => {
    expect(currentTerm('2026-01-20').id).toBe('year-2025');
    expect(currentTerm('2026-07-15').id).toBe('year-2025');
    expect(currentTerm('2026-11-25').id).toBe('year-2026');
  });
});

describe('findTerm', () => {
  it('finds only the periods offered on that day', () => {
    expect(findTerm('term-2-2026', '2026-11-25')?.start).toBe('2026-02-02');
    expect(findTerm('year-2026', '2026-11-25')?.end).toBe('2027-08-31');
    // A year in the future is not offered until it begins.
    expect(findTerm('year-2026', '2025-10-15')).toBeUndefined();
    expect(findTerm('term-3-2026', '2026-11-25')).toBeUndefined();
    expect(findTerm('', '2026-11-25')).toBeUndefined();
  });
});

describe('inTerm and weekOf', () => {
  it('includes both ends of a period', () => {
    const term = { start: '2025-09-08', end: '2026-01-16' };
    expect(['2025-09-07', '2025-09-08', '2026-01-16', '2026-01-17', null].map((day) => inTerm(day, term))).toEqual([false, true, true, false, false]);
  });

  it('runs a week Monday to Sunday, across a month and a year', () => {
    expect(weekOf('2025-10-15')).toEqual({ start: '2025-10-13', end: '2025-10-19' });
    expect(weekOf('2025-10-13')).toEqual({ start: '2025-10-13', end: '2025-10-19' });
    expect(weekOf('2025-10-19')).toEqual({ start: '2025-10-13', end: '2025-10-19' });
    expect(weekOf('2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
  });
});
