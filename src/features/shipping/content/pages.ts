import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The shipping route's loader: its words, before the page renders. */
export const loadShippingPage = (): Promise<void> => loadCatalog('shipping', () => import('@locales/tr/shipping.po'));
