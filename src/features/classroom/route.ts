import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '@/features/auth';
import type { ClassroomPage, ClassroomPageName } from './content/pages.ts';
import { CLASS_TABS, parseId, type ClassTab } from './model/classTabs.ts';
import { joinCodeFromSearch } from './model/joinLink.ts';

/*
 * Route options ship in the landing page's entry (README, "Folder map"), so the classroom's routes
 * share these three small pieces: the head builders and their texts arrive with the loader, on demand.
 */

/** What a loader reads of the router's context (src/app/routerContext.ts): the query cache, and who is signed in. */
type LoaderContext = { queryClient: QueryClient; session: SessionStore };

/**
 * A classroom route's loader: the screen's first data starts loading at once (api.ts, which the
 * screen's chunk holds anyway), then the classroom's texts are loaded and the page's head tags built
 * (with the class or assignment id in the path, if any).
 */
export const classroomPage = (name: ClassroomPageName, id: string | undefined, context: LoaderContext): Promise<ClassroomPage> => {
  void import('./api.ts')
    .then((api) => api.prefetchClassroomPage(context.queryClient, name, parseId(id ?? ''), context.session.getState().user))
    .catch(() => undefined);
  return import('./content/pages.ts').then((pages) => pages.classroomPage(name, id));
};

/** Hands on the head tags the loader built. */
export const classroomHead = ({ loaderData }: { loaderData?: ClassroomPage }) => loaderData?.head ?? {};

/**
 * Every classroom (and progress) address's query, read once: `class` and `student` ids, a class
 * page's `tab` and lesson `date` (the schedule's week, by its Monday), a scanned `join` code and the
 * progress map's `grade`, and the `experiment` (and `part`) or `tool` an assignment starts from
 * (EtkiBot's suggestions link there). Anything else, or anything malformed, is left out. One parser for
 * both areas: route options ship in the landing page's entry, and every byte there is paid by every visitor.
 */
export type ClassroomSearch = {
  class?: number;
  student?: number;
  tab?: ClassTab;
  date?: string;
  join?: string;
  grade?: number;
  experiment?: string;
  part?: string;
  tool?: string;
};

const contentId = (value: unknown) => (typeof value === 'string' && /^[a-z0-9-]{1,60}$/.test(value) ? value : undefined);

export function parseClassroomSearch(search: Record<string, unknown>): ClassroomSearch {
  const result: ClassroomSearch = {};
  const classId = parseId(String(search.class ?? ''));
  const student = parseId(String(search.student ?? ''));
  const join = joinCodeFromSearch(search.join);
  const grade = parseId(String(search.grade ?? ''));
  if (classId !== null) result.class = classId;
  if (student !== null) result.student = student;
  if (typeof search.tab === 'string' && (CLASS_TABS as readonly string[]).includes(search.tab)) result.tab = search.tab as ClassTab;
  if (typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)) result.date = search.date;
  if (join) result.join = join;
  if (grade !== null) result.grade = grade;
  const experiment = contentId(search.experiment);
  const tool = contentId(search.tool);
  if (experiment) {
    result.experiment = experiment;
    // Checked against the experiment's parts by the screen (the contract's list would cost the entry 0.8 KB).
    const part = contentId(search.part);
    if (part) result.part = part;
  } else if (tool) result.tool = tool;
  return result;
}

// Also read by the route files:
export { parseId } from './model/classTabs.ts';
export { sendToOwnWork } from './model/ownWorkScreen.ts';
