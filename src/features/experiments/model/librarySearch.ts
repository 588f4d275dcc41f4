import type { Grade, Subject } from '../content/types.ts';

/** The library page's filters, kept in the address so a filtered list can be shared and survives a reload. */
export type LibrarySearch = { subject?: Subject; grade?: Grade; unit?: string };

const SUBJECTS: readonly string[] = ['science', 'maths', 'programming'];

/** Anything unknown in the address is dropped: the list then shows everything instead of nothing. */
export function parseLibrarySearch(search: Record<string, unknown>): LibrarySearch {
  const grade = Number(search.grade);
  const { subject, unit } = search;
  return {
    ...(typeof subject === 'string' && SUBJECTS.includes(subject) ? { subject: subject as Subject } : {}),
    ...(Number.isInteger(grade) && grade >= 1 && grade <= 8 ? { grade: grade as Grade } : {}),
    ...(typeof unit === 'string' && /^[FMK]\.[1-8]\.\d{1,2}$/.test(unit) ? { unit } : {}),
  };
}
