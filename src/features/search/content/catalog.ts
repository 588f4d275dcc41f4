import { loadExperimentsCatalog } from '@/features/experiments';
import { loadForestCatalog } from '@/features/forest';
import { loadToolsCatalog } from '@/features/tools';

/** The search shows titles from three areas, so it needs their words too. */
export const loadSearchCatalogs = async (): Promise<void> => {
  await Promise.all([loadExperimentsCatalog(), loadToolsCatalog(), loadForestCatalog()]);
};
