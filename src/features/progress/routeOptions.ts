import { parseId } from '@/shared/lib/ids.ts';
import type { ProgressPage, ProgressPageName } from './routePages.ts';

/*
 * Route options ship in the landing page's entry, so the progress routes share these small pieces:
 * the head builders and their texts arrive with the loader, on demand.
 */

export const progressPage = (name: ProgressPageName): Promise<ProgressPage> => import('./routePages.ts').then((pages) => pages.progressPage(name));

export const progressHead = ({ loaderData }: { loaderData?: ProgressPage }) => loaderData?.head ?? {};

/** The progress pages' query: a `class` and a `student` id, a `week` ("YYYY-MM-DD", its Monday) and the map's `grade`. Anything malformed is left out. */
export type ProgressSearch = { class?: number; student?: number; week?: string; grade?: number };

/** Every progress address's query, read once; anything malformed is left out. */
export function parseProgressSearch(search: Record<string, unknown>): ProgressSearch {
  const result: ProgressSearch = {};
  const classId = parseId(String(search.class ?? ''));
  const student = parseId(String(search.student ?? ''));
  const grade = parseId(String(search.grade ?? ''));
  if (classId !== null) result.class = classId;
  if (student !== null) result.student = student;
  if (grade !== null && grade <= 8) result.grade = grade;
  if (typeof search.week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.week)) result.week = search.week;
  return result;
}
