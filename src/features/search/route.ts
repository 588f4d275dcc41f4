/**
 * What the search feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { searchHead } from './content/meta.ts';
export { parseSearchPageSearch } from './model/searchQuery.ts';

/** The route's loader: its words, then what the page needs, loaded on demand (content/pages.ts). */
export const loadSearchRoute = () => import('./content/catalog.ts').then(({ loadSearchCatalogs }) => loadSearchCatalogs());
