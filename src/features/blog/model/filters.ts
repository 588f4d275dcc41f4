import type { BlogListQuery } from '@/shared/api/contract.ts';
import { parseBlogSearch, type BlogSearch } from './listSearch.ts';

export type BlogFilterKey = 'q' | 'category' | 'tag';
const FILTER_KEYS: readonly BlogFilterKey[] = ['q', 'category', 'tag'];

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
