/** SPEC §2 "class detail" tabs, in order; also the `?tab=` values of /classes/{id}. */
export const CLASS_TABS = ['overview', 'students', 'lessons', 'assignments', 'grades', 'calendar'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type ClassSearch = { tab?: ClassTab; date?: string };

/** Anything else in the address bar means the overview and today. */
export function parseClassSearch(search: Record<string, unknown>): ClassSearch {
  const result: ClassSearch = {};
  if (typeof search.tab === 'string' && (CLASS_TABS as readonly string[]).includes(search.tab)) result.tab = search.tab as ClassTab;
  if (typeof search.date === 'string' && DAY.test(search.date)) result.date = search.date;
  return result;
}

/** Ids come from the address bar: a positive whole number, or null. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
