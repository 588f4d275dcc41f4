/**
 * What the shipping feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
/** The route's loader: its words, then what the page needs, loaded on demand (content/pages.ts). */
export const loadShippingRoute = () => import('./content/pages.ts').then((module) => module.loadShippingPage());
