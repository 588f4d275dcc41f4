/**
 * What the forest feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { loadForestCatalog } from './content/catalog.ts';
export { fireGameHead, forestHomeHead, treeJourneyHead } from './content/meta.ts';
export { forestHeroesHead, treePlantingHead, turkeyForestsHead } from './content/pagesMeta.ts';
