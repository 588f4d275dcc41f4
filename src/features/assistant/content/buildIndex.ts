import '@/shared/i18n/i18n.ts';
import type { PackedIndex } from '../model/search/packIndex.ts';
import { createSourceIndex, packSourceIndex, sourceDocs } from '../model/search/sourceIndex.ts';
import { staticPassages } from './staticPassages.ts';

/**
 * The index of everything the app ships with, packed, as the device loads it back. Run at
 * build time by `scripts/buildTimeModulesPlugin.ts`; the device extends it with cached blog posts.
 */
export async function buildIndex(): Promise<PackedIndex> {
  return packSourceIndex(createSourceIndex(sourceDocs(await staticPassages())));
}
