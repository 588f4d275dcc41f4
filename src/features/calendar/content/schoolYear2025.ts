import { msg } from '@lingui/core/macro';
import type { SchoolCalendarContent } from '../model/schoolCalendar.ts';

/**
 * The 2025/2026 school year of the Ministry of National Education (MEB) and
 * Turkey's official holidays and school commemorations. Religious holidays
 * move every year, so only this school year's are listed; the national days
 * are fixed by law and repeat every year.
 */
export const SCHOOL_CALENDAR: SchoolCalendarContent = {
  dated: [
    { id: 'term-1-2025', kind: 'term', title: msg`Birinci dönem`, start: '2025-09-08', end: '2026-01-16' },
    { id: 'mid-break-1-2025', kind: 'break', title: msg`Birinci ara tatil`, start: '2025-11-10', end: '2025-11-14' },
    { id: 'semester-break-2026', kind: 'break', title: msg`Yarıyıl tatili`, start: '2026-01-19', end: '2026-01-30' },
    { id: 'term-2-2026', kind: 'term', title: msg`İkinci dönem`, start: '2026-02-02', end: '2026-06-26' },
    { id: 'mid-break-2-2026', kind: 'break', title: msg`İkinci ara tatil`, start: '2026-03-16', end: '2026-03-20' },
    {
      id: 'ramazan-eve-2026',
      kind: 'halfDay',
      title: msg`Ramazan Bayramı arifesi (öğleden sonra tatil)`,
      start: '2026-03-19',
      end: '2026-03-19',
    },
    { id: 'ramazan-2026', kind: 'holiday', title: msg`Ramazan Bayramı`, start: '2026-03-20', end: '2026-03-22' },
    {
      id: 'kurban-eve-2026',
      kind: 'halfDay',
      title: msg`Kurban Bayramı arifesi (öğleden sonra tatil)`,
      start: '2026-05-26',
      end: '2026-05-26',
    },
    { id: 'kurban-2026', kind: 'holiday', title: msg`Kurban Bayramı`, start: '2026-05-27', end: '2026-05-30' },
  ],
  annual: [
    { id: 'new-year', kind: 'holiday', title: msg`Yılbaşı`, month: 1, day: 1 },
    { id: 'istiklal-marsi', kind: 'commemoration', title: msg`İstiklal Marşı’nın Kabulü ve Mehmet Akif Ersoy’u Anma Günü`, month: 3, day: 12 },
    { id: 'canakkale', kind: 'commemoration', title: msg`Çanakkale Zaferi ve Şehitleri Anma Günü`, month: 3, day: 18 },
    { id: 'national-sovereignty', kind: 'holiday', title: msg`Ulusal Egemenlik ve Çocuk Bayramı`, month: 4, day: 23 },
    { id: 'labour-day', kind: 'holiday', title: msg`Emek ve Dayanışma Günü`, month: 5, day: 1 },
    { id: 'youth-day', kind: 'holiday', title: msg`Atatürk’ü Anma, Gençlik ve Spor Bayramı`, month: 5, day: 19 },
    { id: 'democracy-day', kind: 'holiday', title: msg`Demokrasi ve Millî Birlik Günü`, month: 7, day: 15, since: 2017 },
    { id: 'victory-day', kind: 'holiday', title: msg`Zafer Bayramı`, month: 8, day: 30 },
    { id: 'republic-eve', kind: 'halfDay', title: msg`Cumhuriyet Bayramı arifesi (öğleden sonra tatil)`, month: 10, day: 28 },
    { id: 'republic-day', kind: 'holiday', title: msg`Cumhuriyet Bayramı`, month: 10, day: 29 },
    { id: 'ataturk-memorial', kind: 'commemoration', title: msg`Atatürk’ü Anma Günü`, month: 11, day: 10 },
    { id: 'teachers-day', kind: 'commemoration', title: msg`Öğretmenler Günü`, month: 11, day: 24 },
  ],
};
