/**
 * The dates of the MEB school year 2025/2026 and Turkey's official holidays and school
 * commemorations, as plain data so the server counts school days the same way as the app. Their
 * Turkish names are the calendar feature's (content/schoolYear2025.ts), keyed by id. Religious
 * holidays move every year and the terms are set by MEB each year, so a year is listed only from its
 * official sources: MEB's "Eğitim ve Öğretim Yılı Çalışma Takvimi" for terms and breaks, and Diyanet
 * İşleri Başkanlığı's "Dini Günler Takvimi" for the bayrams and their arife half days (2025/26 to
 * 2027/28 here). A year without its terms here is not guessed: schoolDays.ts answers 'unknown_year'
 * for its weekdays, its bayrams and the national days still close the school, and the school's
 * administrator enters its breaks as days off. The national days are fixed by law and repeat every year.
 */

/** Term and break shade whole days; the others are single days (or a few) with a label. */
export type SchoolEntryKind = 'term' | 'break' | 'holiday' | 'halfDay' | 'commemoration';

/** One item of the school year: start and end are both included. */
export type SchoolDates = { id: string; kind: SchoolEntryKind; start: string; end: string };

/** A day fixed by law, the same every year (e.g. 29 Ekim). */
export type AnnualDates = {
  id: string;
  kind: Exclude<SchoolEntryKind, 'term' | 'break'>;
  month: number;
  day: number;
  /** The first year it is observed. */
  since?: number;
};

export type SchoolYearDates = {
  /** Entries with their own dates (terms, breaks, moving religious holidays). */
  dated: readonly SchoolDates[];
  annual: readonly AnnualDates[];
};

export const SCHOOL_YEAR_DATES = {
  dated: [
    { id: 'term-1-2025', kind: 'term', start: '2025-09-08', end: '2026-01-16' },
    { id: 'mid-break-1-2025', kind: 'break', start: '2025-11-10', end: '2025-11-14' },
    { id: 'semester-break-2026', kind: 'break', start: '2026-01-19', end: '2026-01-30' },
    { id: 'term-2-2026', kind: 'term', start: '2026-02-02', end: '2026-06-26' },
    { id: 'mid-break-2-2026', kind: 'break', start: '2026-03-16', end: '2026-03-20' },
    { id: 'ramazan-eve-2026', kind: 'halfDay', start: '2026-03-19', end: '2026-03-19' },
    { id: 'ramazan-2026', kind: 'holiday', start: '2026-03-20', end: '2026-03-22' },
    { id: 'kurban-eve-2026', kind: 'halfDay', start: '2026-05-26', end: '2026-05-26' },
    { id: 'kurban-2026', kind: 'holiday', start: '2026-05-27', end: '2026-05-30' },
    // 2026/27 and 2027/28: the bayrams of Diyanet's Dini Günler Takvimi 2027 and 2028
    // (https://vakithesaplama.diyanet.gov.tr/dini_gunler.php), Ramazan 1 Şevval and Kurban 10 Zilhicce.
    // Each first day was checked against the new moon before it (astronomy-engine: 8 Mar 2027 09:30,
    // 6 May 2027 10:59, 25 Feb 2028 10:38, 24 Apr 2028 19:47 UTC) and the Umm al-Qura calendar.
    // MEB had not published the terms and breaks of these years here, so they stay out.
    { id: 'ramazan-eve-2027', kind: 'halfDay', start: '2027-03-08', end: '2027-03-08' },
    { id: 'ramazan-2027', kind: 'holiday', start: '2027-03-09', end: '2027-03-11' },
    { id: 'kurban-eve-2027', kind: 'halfDay', start: '2027-05-15', end: '2027-05-15' },
    { id: 'kurban-2027', kind: 'holiday', start: '2027-05-16', end: '2027-05-19' },
    { id: 'ramazan-eve-2028', kind: 'halfDay', start: '2028-02-25', end: '2028-02-25' },
    { id: 'ramazan-2028', kind: 'holiday', start: '2028-02-26', end: '2028-02-28' },
    { id: 'kurban-eve-2028', kind: 'halfDay', start: '2028-05-04', end: '2028-05-04' },
    { id: 'kurban-2028', kind: 'holiday', start: '2028-05-05', end: '2028-05-08' },
  ],
  annual: [
    { id: 'new-year', kind: 'holiday', month: 1, day: 1 },
    { id: 'istiklal-marsi', kind: 'commemoration', month: 3, day: 12 },
    { id: 'canakkale', kind: 'commemoration', month: 3, day: 18 },
    { id: 'national-sovereignty', kind: 'holiday', month: 4, day: 23 },
    { id: 'labour-day', kind: 'holiday', month: 5, day: 1 },
    { id: 'youth-day', kind: 'holiday', month: 5, day: 19 },
    { id: 'democracy-day', kind: 'holiday', month: 7, day: 15, since: 2017 },
    { id: 'victory-day', kind: 'holiday', month: 8, day: 30 },
    { id: 'republic-eve', kind: 'halfDay', month: 10, day: 28 },
    { id: 'republic-day', kind: 'holiday', month: 10, day: 29 },
    { id: 'ataturk-memorial', kind: 'commemoration', month: 11, day: 10 },
    { id: 'teachers-day', kind: 'commemoration', month: 11, day: 24 },
  ],
} as const satisfies SchoolYearDates;

export type SchoolEntryId = (typeof SCHOOL_YEAR_DATES)['dated'][number]['id'] | (typeof SCHOOL_YEAR_DATES)['annual'][number]['id'];
