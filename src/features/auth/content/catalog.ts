import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

/** Sign-in, registration and profile text: loaded by the routes that show those screens. */
export const loadAccountCatalog = (): Promise<void> => loadCatalog('account', () => import('@locales/tr/account.po'));
