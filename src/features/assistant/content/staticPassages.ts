import { i18n, type MessageDescriptor } from '@lingui/core';
import { loadExperimentSource, loadExperimentsCatalog } from '@/features/experiments';
import { loadPagePassages } from './entryPassages.ts';
import { experimentPassages } from './experimentPassages.ts';
import type { Passage } from '../model/search/passage.ts';

const resolve = (text: MessageDescriptor) => i18n._(text);

/**
 * Every passage the app ships with: the experiments (all six content kinds), the tools, the forest
 * pages and the help topics. Blog posts are added on the device, from those in its cache.
 */
export async function staticPassages(): Promise<Passage[]> {
  const [{ loadAllExperiments }, pages] = await Promise.all([loadExperimentSource(), loadPagePassages(), loadExperimentsCatalog()]);
  const experiments = await loadAllExperiments();
  return [...experiments.flatMap((item) => experimentPassages(item, resolve)), ...pages];
}
