import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { SearchEntry, SearchText } from '@/shared/search/searchEntry.ts';
import { experimentSearchEntries } from '@/features/experiments';
import { forestSearchEntries } from '@/features/forest';
import { blogSearchEntries } from '@/features/blog';
import { toolSearchEntries } from '@/features/tools';
import type { ResolvedEntry } from './rank.ts';

/**
 * Everything the search can look through on this device: the bundled
 * experiments, tools and forest pages, and the blog posts already in the cache.
 */
export function collectEntries(queryClient: QueryClient): SearchEntry[] {
  return [...experimentSearchEntries(), ...toolSearchEntries(), ...forestSearchEntries(), ...blogSearchEntries(queryClient)];
}

const resolveText = (i18n: I18n, text: SearchText): string => (typeof text === 'string' ? text : i18n._(text));

export function resolveEntries(i18n: I18n, entries: readonly SearchEntry[]): ResolvedEntry[] {
  const seen = new Set<string>();
  const resolved: ResolvedEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    resolved.push({
      id: entry.id,
      group: entry.group,
      href: entry.href,
      title: resolveText(i18n, entry.title),
      summary: resolveText(i18n, entry.summary),
      keywords: (entry.keywords ?? []).map((keyword) => resolveText(i18n, keyword)),
    });
  }
  return resolved;
}
