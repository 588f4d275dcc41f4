import { parseId } from './classTabs.ts';

/** `?class=12` on the assignment pages: a class id, or nothing. */
export function parseClassFilter(search: Record<string, unknown>): { class?: number } {
  const id = parseId(String(search.class ?? ''));
  return id === null ? {} : { class: id };
}

/** `?student=7` on a parent's homework page: which child, or the first one. */
export function parseStudentFilter(search: Record<string, unknown>): { student?: number } {
  const id = parseId(String(search.student ?? ''));
  return id === null ? {} : { student: id };
}
