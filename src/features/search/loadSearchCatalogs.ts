import { loadExperimentsCatalog } from '@/features/experiments/loadExperimentsCatalog.ts';
import { loadForestCatalog } from '@/features/forest/loadForestCatalog.ts';
import { loadToolsCatalog } from '@/features/tools/loadToolsCatalog.ts';

/** The search shows titles from three areas, so it needs their words too. */
export const loadSearchCatalogs = async (): Promise<void> => {
  await Promise.all([loadExperimentsCatalog(), loadToolsCatalog(), loadForestCatalog()]);
};
