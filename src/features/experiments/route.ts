/**
 * What the experiments feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { loadExperimentsCatalog } from './content/catalog.ts';
export { experimentHead, kitHead, kitsListHead } from './content/meta.ts';
export type { LibrarySearch } from './model/librarySearch.ts';
export { DEFAULT_TAB, parseExperimentSearch } from './model/tabs.ts';

/** A kit page's loader: the library's words, then the kit at the id, for the head and the screen (content/pages.ts, on demand); none when the id names no kit. */
export const loadKitRoute = (kitId: string) => import('./content/pages.ts').then(({ loadKitPage }) => loadKitPage(kitId));

/** An experiment page's loader: the library's words and the experiment's own (content/pages.ts, on demand). */
export const loadExperimentRoute = (experimentId: string) => import('./content/pages.ts').then(({ loadExperimentPage }) => loadExperimentPage(experimentId));
