/** A calendar month written "YYYY-MM" (kept apart from dates.ts: the route's URL check needs only this). */
export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** { year, month (1–12) } of a "YYYY-MM" key, or null. */
export function parseMonthKey(key: string): { year: number; month: number } | null {
  const match = MONTH_KEY.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1 && month >= 1 && month <= 12 ? { year, month } : null;
}
