/**
 * What the tools feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { loadToolsCatalog } from './content/catalog.ts';
export { toolHead, toolsHead } from './content/meta.ts';

/** A tool page's loader: the tools' words, then the tool at the id, for the head and the screen (content/pages.ts, on demand); none when the id names no tool. */
export const loadToolRoute = (toolId: string) => import('./content/pages.ts').then(({ loadToolPage }) => loadToolPage(toolId));
