import { i18n, type MessageDescriptor } from '@lingui/core';
import { loadExperimentSource, loadExperimentsCatalog } from '@/features/experiments';
import { loadToolsCatalog, toolSearchEntries } from '@/features/tools';
import { forestSearchEntries, loadForestCatalog } from '@/features/forest';
import { helpPassages, entryPassages } from './entryPassages.ts';
import { experimentPassages } from './experimentPassages.ts';
import { loadHelpCatalog } from '@/features/help';
import type { Passage } from '../search/passage.ts';

const resolve = (text: MessageDescriptor) => i18n._(text);

/**
 * Every passage the app ships with: the experiments (all six content kinds), the tools, the forest
 * pages and the help topics. Blog posts are added on the device, from those in its cache.
 */
export async function staticPassages(): Promise<Passage[]> {
  const [{ loadAllExperiments }] = await Promise.all([
    loadExperimentSource(),
    loadExperimentsCatalog(),
    loadToolsCatalog(),
    loadForestCatalog(),
    loadHelpCatalog(),
  ]);
  const experiments = await loadAllExperiments();
  return [
    ...experiments.flatMap((item) => experimentPassages(item, resolve)),
    ...entryPassages('tool', toolSearchEntries(), resolve, 'tool-'),
    ...entryPassages('forest', forestSearchEntries(), resolve),
    ...helpPassages(resolve),
  ];
}
