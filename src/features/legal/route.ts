/**
 * What the legal feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
import { loadLegalCatalog } from './content/catalog.ts';
import type { LegalPageName } from './content/pages.ts';

/** A legal page's loader: the legal words, and beside them its head builders (content/pages.ts); the head tags are built once both are in. */
export const loadLegalPage = (name: LegalPageName) =>
  Promise.all([loadLegalCatalog(), import('./content/pages.ts')]).then(([, pages]) => pages.legalPage(name));
