import '@/shared/i18n/i18n.ts';
import { createSourceIndex, sourceDocs, type SourceIndexData } from '../search/sourceIndex.ts';
import { staticPassages } from './staticPassages.ts';

/**
 * The index of everything the app ships with, as the plain object the device loads back. Run at
 * build time by `scripts/assistantIndexPlugin.ts`; the device extends it with cached blog posts.
 */
export async function buildIndex(): Promise<SourceIndexData> {
  return createSourceIndex(sourceDocs(await staticPassages())).toJSON();
}
