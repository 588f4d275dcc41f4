import { i18n, type MessageDescriptor } from '@lingui/core';
import { loadExperimentSource } from '@/features/experiments';
import { loadPagePassages } from './entryPassages.ts';
import { experimentPassages } from './experimentPassages.ts';
import { parseSource, type Passage } from '../model/search/passage.ts';

const resolve = (text: MessageDescriptor) => i18n._(text);

let pages: Promise<Map<string, Passage>> | undefined;

/** The tools', forest pages' and help topics' passages by source: small, so built once. */
const pagePassages = () => (pages ??= loadPagePassages().then((list) => new Map(list.map((passage) => [passage.source, passage]))));

const blogPosts = new Map<string, Passage>();

/** Cached blog posts join the sources as the device reads them. */
export function rememberBlogPassages(passages: readonly Passage[]): void {
  for (const passage of passages) blogPosts.set(passage.source, passage);
}

/** A source's passages with their text, loaded on the device (all precached or cached: this works offline). */
export async function passagesOfSource(source: string): Promise<Passage[]> {
  const parsed = parseSource(source);
  if (!parsed) return [];
  if (parsed.kind === 'experiment') {
    const { loadExperimentWithContext } = await loadExperimentSource();
    const item = await loadExperimentWithContext(parsed.id);
    return item ? experimentPassages(item, resolve) : [];
  }
  const page = parsed.kind === 'blog' ? blogPosts.get(source) : (await pagePassages()).get(source);
  return page ? [page] : [];
}
