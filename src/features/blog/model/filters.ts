import type { BlogListQuery } from '@/shared/api/contract.ts';

/** The list page's URL state (docs/behaviour.md#routes-and-guards: shareable, and the back button restores it). */
export type BlogSearch = { page?: number; q?: string; category?: string; tag?: string };
export type BlogFilterKey = 'q' | 'category' | 'tag';
const FILTER_KEYS: readonly BlogFilterKey[] = ['q', 'category', 'tag'];

const MAX_TEXT = 100;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim().slice(0, MAX_TEXT);
  return trimmed || undefined;
}

function pageNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  // Page 1 is the default and stays out of the URL.
  return Number.isInteger(number) && number > 1 ? number : undefined;
}

/** Reads the URL's search params; `search` is accepted as another name for `q`. Anything invalid is dropped. */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const result: BlogSearch = {};
  const page = pageNumber(raw.page);
  const q = text(raw.q) ?? text(raw.search);
  const category = text(raw.category);
  const tag = text(raw.tag);
  if (page) result.page = page;
  if (q) result.q = q;
  if (category) result.category = category;
  if (tag) result.tag = tag;
  return result;
}

/** A filter change always goes back to page 1 (docs/behaviour.md#routes-and-guards). An empty value removes the filter. */
export function withFilter(current: BlogSearch, key: BlogFilterKey, value: string | undefined): BlogSearch {
  return parseBlogSearch({ ...current, page: undefined, search: undefined, [key]: value });
}

export function withPage(current: BlogSearch, page: number): BlogSearch {
  return parseBlogSearch({ ...current, page });
}

export const hasFilters = (search: BlogSearch): boolean => FILTER_KEYS.some((key) => search[key] !== undefined);

export const activeFilters = (search: BlogSearch): { key: BlogFilterKey; value: string }[] =>
  FILTER_KEYS.flatMap((key) => {
    const value = search[key];
    return value === undefined ? [] : [{ key, value }];
  });

/** What the list call sends: the page only when it is past the first (docs/behaviour.md#api-calls). */
export function toListQuery(search: BlogSearch): BlogListQuery {
  const query: BlogListQuery = {};
  if (search.page && search.page > 1) query.page = search.page;
  if (search.category) query.category = search.category;
  if (search.tag) query.tag = search.tag;
  if (search.q) query.search = search.q;
  return query;
}

/** The list call's query string, in a fixed order so equal filters give equal URLs. */
export function listQueryString(query: BlogListQuery): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.category) params.set('category', query.category);
  if (query.tag) params.set('tag', query.tag);
  if (query.search) params.set('search', query.search);
  if (query.featured) params.set('featured', 'true');
  const string = params.toString();
  return string ? `?${string}` : '';
}
