/*
 * The blog list's address, parsed by its route's validateSearch. Route options ship in the landing page's entry,
 * so this parser is a file of its own: what the list page does with its filters (filters.ts) stays in the blog's chunks.
 */

/** The list page's URL state (docs/behaviour.md#routes-and-guards: shareable, and the back button restores it). */
export type BlogSearch = { page?: number; q?: string; category?: string; tag?: string };

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
