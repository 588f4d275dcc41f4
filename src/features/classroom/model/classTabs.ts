/** SPEC §2 "class detail" tabs, in order; also the `?tab=` values of /classes/{id}. */
export const CLASS_TABS = ['overview', 'students', 'lessons', 'assignments', 'grades', 'calendar'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

/** Ids come from the address bar: a positive whole number, or null. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
