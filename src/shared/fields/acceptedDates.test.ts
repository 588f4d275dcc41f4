import { describe, expect, it } from 'vitest';
import { ACCEPTED_YEARS, isAcceptedDay, isAcceptedInstant } from './acceptedDates.ts';

describe('isAcceptedDay', () => {
  it('takes real days of the accepted years, leap days included', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2000-01-01', '2100-12-31', '2026-12-31']) expect(isAcceptedDay(day)).toBe(true);
  });

  it('refuses days that would roll over into the next month', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2100-02-29'])
      expect(isAcceptedDay(day)).toBe(false);
  });

  it('refuses years outside 2000–2100 and anything not yyyy-mm-dd', () => {
    expect(ACCEPTED_YEARS).toEqual({ min: 2000, max: 2100 });
    for (const day of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '26-02-01', '2026-2-1', '2026-02-01T00:00Z', ''])
      expect(isAcceptedDay(day)).toBe(false);
  });
});

describe('isAcceptedInstant', () => {
  it('takes ISO moments with an offset', () => {
    for (const at of ['2026-02-28T23:59Z', '2026-02-28T23:59:59.123Z', '2026-03-01T08:00:00+03:00', '2028-02-29T12:00:00-05:00'])
      expect(isAcceptedInstant(at)).toBe(true);
  });

  it('refuses impossible days and times, years out of range and a missing offset', () => {
    for (const at of [
      '2026-02-30T10:00:00Z',
      '2026-02-29T00:00Z',
      '2026-04-31T10:00Z',
      '2026-01-01T24:00Z',
      '2026-01-01T10:60Z',
      '2026-01-01T10:00:60Z',
      '0001-01-01T00:00Z',
      '9999-12-31T00:00Z',
      '2026-01-01T10:00',
      '2026-01-01T10:00+25:00',
    ]) {
      expect(isAcceptedInstant(at)).toBe(false);
    }
  });
});
