import { i18n, type MessageDescriptor } from '@lingui/core';
import type { SearchEntry, SearchText } from '@/shared/search/searchEntry.ts';
import { forestSearchEntries, loadForestCatalog } from '@/features/forest';
import { HELP_TOPICS, loadHelpCatalog, type HelpAudience } from '@/features/help';
import { loadToolsCatalog, toolSearchEntries } from '@/features/tools';
import type { Passage, SourceKind } from '../model/search/passage.ts';

type Resolve = (text: MessageDescriptor) => string;

const resolveText = (resolve: Resolve, text: SearchText) => (typeof text === 'string' ? text : resolve(text));

/**
 * Tools, forest pages and blog posts already describe themselves for the site search; each entry is
 * one passage. `prefix` is the search entry's own id prefix, dropped so sources read "tool:stopwatch".
 */
function entryPassages(kind: SourceKind, entries: readonly SearchEntry[], resolve: Resolve, prefix = ''): Passage[] {
  return entries.map((entry) => {
    const id = entry.id.startsWith(prefix) ? entry.id.slice(prefix.length) : entry.id;
    const title = resolveText(resolve, entry.title);
    const source = `${kind}:${id}`;
    return {
      id: source,
      source,
      kind,
      section: 'page',
      title,
      href: entry.href,
      keywords: [title, ...(entry.keywords ?? []).map((keyword) => resolveText(resolve, keyword))].join(' · '),
      text: resolveText(resolve, entry.summary),
    };
  });
}

const HELP_AUDIENCES: readonly HelpAudience[] = ['student', 'teacher', 'parent', 'administrator', 'everyone'];

/** Every help topic, each answering its own question; the help page shows them all. */
function helpPassages(resolve: Resolve): Passage[] {
  return HELP_AUDIENCES.flatMap((audience) =>
    HELP_TOPICS[audience].map((topic) => {
      const question = resolve(topic.question);
      const source = `help:${topic.id}`;
      return {
        id: source,
        source,
        kind: 'help' as const,
        section: 'page' as const,
        title: question,
        href: '/help',
        keywords: question,
        text: resolve(topic.answer),
      };
    }),
  );
}

/**
 * The tools', forest pages' and help topics' passages, their catalogues loaded first (precached):
 * what the build indexes and what the device answers from are one list.
 */
export async function loadPagePassages(): Promise<Passage[]> {
  await Promise.all([loadToolsCatalog(), loadForestCatalog(), loadHelpCatalog()]);
  const resolve = (text: MessageDescriptor) => i18n._(text);
  return [
    ...entryPassages('tool', toolSearchEntries(), resolve, 'tool-'),
    ...entryPassages('forest', forestSearchEntries(), resolve),
    ...helpPassages(resolve),
  ];
}
