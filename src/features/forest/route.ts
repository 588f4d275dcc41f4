/**
 * What the forest feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
import { loadForestCatalog } from './content/catalog.ts';
import type { ForestPageName } from './content/pages.ts';

/**
 * A forest page's loader: the forest's words (which the layout's loader has asked for too: one load), and beside
 * them its head builders (content/pages.ts); the head tags are built once both are in.
 */
export const loadForestPage = (name: ForestPageName) =>
  Promise.all([loadForestCatalog(), import('./content/pages.ts')]).then(([, pages]) => pages.forestPage(name));

// Also read by the route files:
export { loadForestCatalog };
