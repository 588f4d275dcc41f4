import type { SearchEntry } from '@/shared/search/searchEntry.ts';
import { TOOLS } from './registry.ts';

/** The tools' public search surface: one entry per tool. */
export function toolSearchEntries(): SearchEntry[] {
  return TOOLS.map((tool) => ({
    id: `tool-${tool.id}`,
    group: 'tool',
    title: tool.title,
    summary: tool.purpose,
    keywords: [tool.grades],
    href: `/dashboard/tools/${tool.id}`,
  }));
}
