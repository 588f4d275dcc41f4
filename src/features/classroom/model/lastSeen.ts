import { formatShortDateTime } from './dates.ts';

/**
 * The roster's "Son görülme" cell: the time, `never` for a child who has not signed in yet, and a dash
 * when the server leaves the field out (a class outside the child's school is not told).
 */
export function lastSeenText(seen: string | null | undefined, never: string): string {
  if (seen === undefined) return '—';
  return seen === null ? never : formatShortDateTime(seen);
}
