/**
 * docs/behaviour.md#routes-and-guards, #validation header search: blank (whitespace-only) input is not submitted;
 * otherwise the trimmed text goes URL-encoded to /search?q=….
 */
export function searchHref(input: string): string | null {
  const query = input.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}

/** The search page's URL search: the query as typed, or nothing. */
export type SearchPageSearch = { q: string };

export const parseSearchPageSearch = (search: Record<string, unknown>): SearchPageSearch => ({ q: typeof search.q === 'string' ? search.q : '' });
