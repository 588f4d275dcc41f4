import type { MessageDescriptor } from '@lingui/core';

/** The areas the dashboard search looks through, in the order results are grouped. */
export const SEARCH_GROUPS = ['experiment', 'tool', 'forest', 'blog'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Text that is either already Turkish (blog posts from the API) or a Lingui message to translate. */
export type SearchText = string | MessageDescriptor;

/**
 * One thing the search can find. Each feature exposes its entries from a
 * `searchEntries.ts` module (its public search surface); the search screen
 * resolves messages with the active i18n and folds Turkish letters before matching.
 */
export type SearchEntry = {
  id: string;
  group: SearchGroup;
  title: SearchText;
  summary: SearchText;
  /** Extra words that should find this entry (grade, unit name, tags…). */
  keywords?: readonly SearchText[];
  href: string;
};
