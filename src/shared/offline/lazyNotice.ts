import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';

const loadNoticesCatalog = (): Promise<void> => loadCatalog('notices', () => import('@locales/tr/notices.po'));

/**
 * A notice few visitors see at a time (a waiting update, the iOS install hint, sent posts), loaded when it
 * is shown, together with its texts: neither comes with every page.
 */
export function lazyNotice<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([load(), loadNoticesCatalog()]).then(([component]) => ({ default: component })));
}
