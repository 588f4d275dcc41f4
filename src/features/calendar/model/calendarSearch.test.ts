import { describe, expect, it } from 'vitest';
import { parseCalendarSearch } from './calendarSearch.ts';

describe('calendar search', () => {
  it('keeps a known view and a real month', () => {
    expect(parseCalendarSearch({ view: 'agenda', month: '2026-03' })).toEqual({ view: 'agenda', month: '2026-03' });
    expect(parseCalendarSearch({ view: 'month' })).toEqual({ view: 'month' });
  });

  it('drops anything else', () => {
    expect(parseCalendarSearch({ view: 'week', month: '2026-13' })).toEqual({});
    expect(parseCalendarSearch({ month: 202603 })).toEqual({});
    expect(parseCalendarSearch({ month: '2026-3' })).toEqual({});
  });
});
