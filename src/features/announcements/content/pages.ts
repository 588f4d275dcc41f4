import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** The /communications route's loader: the writing form's and the screen's words, before the page renders. */
export const loadCommunicationsPage = (): Promise<void> => loadCatalog('communications', () => import('@locales/tr/communications.po'));
