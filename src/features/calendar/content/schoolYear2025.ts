import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SCHOOL_YEAR_DATES, type SchoolEntryId } from '@/shared/progress/schoolYearDates.ts';
import type { SchoolCalendarContent } from '../model/schoolCalendar.ts';

// The bayrams come back every year under new dates, each year's with the same names.
const RAMAZAN_EVE = msg`Ramazan Bayramı arifesi (öğleden sonra tatil)`;
const RAMAZAN = msg`Ramazan Bayramı`;
const KURBAN_EVE = msg`Kurban Bayramı arifesi (öğleden sonra tatil)`;
const KURBAN = msg`Kurban Bayramı`;

/** The Turkish names of the school year's dates (shared/progress/schoolYearDates.ts), which the server shares too. */
const TITLES: Record<SchoolEntryId, MessageDescriptor> = {
  'term-1-2025': msg`Birinci dönem`,
  'mid-break-1-2025': msg`Birinci ara tatil`,
  'semester-break-2026': msg`Yarıyıl tatili`,
  'term-2-2026': msg`İkinci dönem`,
  'mid-break-2-2026': msg`İkinci ara tatil`,
  'ramazan-eve-2026': RAMAZAN_EVE,
  'ramazan-2026': RAMAZAN,
  'kurban-eve-2026': KURBAN_EVE,
  'kurban-2026': KURBAN,
  'ramazan-eve-2027': RAMAZAN_EVE,
  'ramazan-2027': RAMAZAN,
  'kurban-eve-2027': KURBAN_EVE,
  'kurban-2027': KURBAN,
  'ramazan-eve-2028': RAMAZAN_EVE,
  'ramazan-2028': RAMAZAN,
  'kurban-eve-2028': KURBAN_EVE,
  'kurban-2028': KURBAN,
  'new-year': msg`Yılbaşı`,
  'istiklal-marsi': msg`İstiklal Marşı’nın Kabulü ve Mehmet Akif Ersoy’u Anma Günü`,
  canakkale: msg`Çanakkale Zaferi ve Şehitleri Anma Günü`,
  'national-sovereignty': msg`Ulusal Egemenlik ve Çocuk Bayramı`,
  'labour-day': msg`Emek ve Dayanışma Günü`,
  'youth-day': msg`Atatürk’ü Anma, Gençlik ve Spor Bayramı`,
  'democracy-day': msg`Demokrasi ve Millî Birlik Günü`,
  'victory-day': msg`Zafer Bayramı`,
  'republic-eve': msg`Cumhuriyet Bayramı arifesi (öğleden sonra tatil)`,
  'republic-day': msg`Cumhuriyet Bayramı`,
  'ataturk-memorial': msg`Atatürk’ü Anma Günü`,
  'teachers-day': msg`Öğretmenler Günü`,
};

/** The school year with its Turkish names, as the calendar shows it. */
export const SCHOOL_CALENDAR: SchoolCalendarContent = {
  dated: SCHOOL_YEAR_DATES.dated.map((entry) => ({ ...entry, title: TITLES[entry.id] })),
  annual: SCHOOL_YEAR_DATES.annual.map((day) => ({ ...day, title: TITLES[day.id] })),
};
