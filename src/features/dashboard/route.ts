/**
 * What the dashboard feature's route files read (docs/architecture.md#feature-folders): route options ship in the
 * landing page's entry, so this stays small and loads the rest on demand.
 */
export { loadDashboardCatalog } from './content/catalog.ts';
export { communicationsHead, dashboardHomeHead, featuresSummaryHead, shippingHead } from './content/meta.ts';
