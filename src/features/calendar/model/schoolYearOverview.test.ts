import { describe, expect, it } from 'vitest';
import { SCHOOL_CALENDAR } from '../content/schoolYear2025.ts';
import { schoolYearOverview, spanText } from './schoolYearOverview.ts';

const format = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

describe('schoolYearOverview', () => {
  it('gives a known year its holidays, half days and breaks, without terms or commemorations', () => {
    const overview = schoolYearOverview(SCHOOL_CALENDAR, '2025-12-04');
    expect(overview).toMatchObject({ year: 2025, from: '2025-09-01', to: '2026-08-31', known: true });
    const ids = overview?.national.map((entry) => entry.id) ?? [];
    expect(ids).toContain('mid-break-1-2025');
    expect(ids).toContain('kurban-2026');
    expect(ids).toContain('republic-day-2025');
    expect(ids).toContain('republic-eve-2025');
    expect(ids).not.toContain('term-1-2025');
    expect(ids).not.toContain('teachers-day-2025');
  });

  it('says a year without published terms is not known, and still lists its holidays fixed by law', () => {
    const overview = schoolYearOverview(SCHOOL_CALENDAR, '2027-10-04');
    expect(overview?.known).toBe(false);
    expect(overview?.national.map((entry) => entry.id)).toContain('republic-day-2027');
  });
});

describe('spanText', () => {
  it('reads one day, or a span, in Turkish', () => {
    expect(spanText('2025-12-02', '2025-12-02', format)).toBe('2 Aralık 2025');
    expect(spanText('2025-12-02', '2025-12-04', format)).toBe(format.formatRange(new Date(2025, 11, 2), new Date(2025, 11, 4)));
  });
});
