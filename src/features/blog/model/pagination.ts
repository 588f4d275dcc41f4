import { LIMITS } from '@/shared/api/contract.ts';

/** docs/behaviour.md#limits-and-constants: at most five page buttons. */
const MAX_PAGE_BUTTONS = 5;

/** docs/behaviour.md#api-calls: the count divided by the page size (12), rounded up; never less than one page. */
export const totalPages = (count: number, pageSize: number = LIMITS.blogPageSize): number => Math.max(1, Math.ceil(count / pageSize));

/** The page numbers to show as buttons: a window of at most five around the current page. */
export function pageWindow(current: number, total: number, max: number = MAX_PAGE_BUTTONS): number[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}
