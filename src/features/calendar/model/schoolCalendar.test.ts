import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { SCHOOL_CALENDAR } from '../content/schoolYear2025.ts';
import { periodOn, schoolEntriesBetween, specialDaysOn, type SchoolEntry } from './schoolCalendar.ts';

const year = schoolEntriesBetween(SCHOOL_CALENDAR, '2025-09-01', '2026-08-31');
const titlesOn = (date: string) => specialDaysOn(year, date).map((entry) => i18n._(entry.title));
const periodTitle = (date: string) => {
  const period = periodOn(year, date);
  return period ? i18n._(period.title) : null;
};

describe('2025/2026 school calendar', () => {
  it('has the MEB terms and breaks', () => {
    expect(periodOn(year, '2025-09-07')).toBeNull();
    expect(periodTitle('2025-09-08')).toBe('Birinci dönem');
    expect(periodTitle('2025-11-10')).toBe('Birinci ara tatil');
    expect(periodTitle('2025-11-14')).toBe('Birinci ara tatil');
    expect(periodTitle('2025-11-17')).toBe('Birinci dönem');
    expect(periodTitle('2026-01-16')).toBe('Birinci dönem');
    expect(periodTitle('2026-01-19')).toBe('Yarıyıl tatili');
    expect(periodTitle('2026-01-30')).toBe('Yarıyıl tatili');
    expect(periodOn(year, '2026-01-31')).toBeNull();
    expect(periodTitle('2026-02-02')).toBe('İkinci dönem');
    expect(periodTitle('2026-03-16')).toBe('İkinci ara tatil');
    expect(periodTitle('2026-03-20')).toBe('İkinci ara tatil');
    expect(periodTitle('2026-06-26')).toBe('İkinci dönem');
    expect(periodOn(year, '2026-06-27')).toBeNull();
  });

  it('puts the national days on their dates', () => {
    expect(titlesOn('2025-10-28')).toEqual(['Cumhuriyet Bayramı arifesi (öğleden sonra tatil)']);
    expect(titlesOn('2025-10-29')).toEqual(['Cumhuriyet Bayramı']);
    expect(titlesOn('2026-01-01')).toEqual(['Yılbaşı']);
    expect(titlesOn('2026-04-23')).toEqual(['Ulusal Egemenlik ve Çocuk Bayramı']);
    expect(titlesOn('2026-05-01')).toEqual(['Emek ve Dayanışma Günü']);
    expect(titlesOn('2026-05-19')).toEqual(['Atatürk’ü Anma, Gençlik ve Spor Bayramı']);
    expect(titlesOn('2026-07-15')).toEqual(['Demokrasi ve Millî Birlik Günü']);
    expect(titlesOn('2026-08-30')).toEqual(['Zafer Bayramı']);
    expect(titlesOn('2026-04-24')).toEqual([]);
  });

  it('puts the religious holidays and their eves on their dates', () => {
    expect(titlesOn('2026-03-19')).toEqual(['Ramazan Bayramı arifesi (öğleden sonra tatil)']);
    for (const day of ['2026-03-20', '2026-03-21', '2026-03-22']) expect(titlesOn(day)).toEqual(['Ramazan Bayramı']);
    expect(titlesOn('2026-03-23')).toEqual([]);
    expect(titlesOn('2026-05-26')).toEqual(['Kurban Bayramı arifesi (öğleden sonra tatil)']);
    for (const day of ['2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30']) expect(titlesOn(day)).toEqual(['Kurban Bayramı']);
  });

  it('marks the commemorations as school days', () => {
    const kinds = (date: string) => specialDaysOn(year, date).map((entry: SchoolEntry) => entry.kind);
    expect(titlesOn('2025-11-10')).toEqual(['Atatürk’ü Anma Günü']);
    expect(titlesOn('2025-11-24')).toEqual(['Öğretmenler Günü']);
    expect(titlesOn('2026-03-12')).toEqual(['İstiklal Marşı’nın Kabulü ve Mehmet Akif Ersoy’u Anma Günü']);
    expect(titlesOn('2026-03-18')).toEqual(['Çanakkale Zaferi ve Şehitleri Anma Günü']);
    expect(kinds('2026-03-18')).toEqual(['commemoration']);
    expect(periodTitle('2025-11-24')).toBe('Birinci dönem');
  });

  it('repeats the fixed days in other years, with a unique id per year', () => {
    const later = schoolEntriesBetween(SCHOOL_CALENDAR, '2026-10-01', '2027-01-31');
    expect(specialDaysOn(later, '2026-10-29').map((entry) => entry.id)).toEqual(['republic-day-2026']);
    expect(specialDaysOn(later, '2027-01-01').map((entry) => entry.id)).toEqual(['new-year-2027']);
    expect(periodOn(later, '2026-10-29')).toBeNull();
    expect(schoolEntriesBetween(SCHOOL_CALENDAR, '2016-07-01', '2016-07-31')).toEqual([]);
  });

  it('lists only what touches the range, in date order', () => {
    const march = schoolEntriesBetween(SCHOOL_CALENDAR, '2026-03-01', '2026-03-31');
    expect(march.map((entry) => entry.id)).toEqual([
      'term-2-2026',
      'istiklal-marsi-2026',
      'mid-break-2-2026',
      'canakkale-2026',
      'ramazan-eve-2026',
      'ramazan-2026',
    ]);
  });
});
