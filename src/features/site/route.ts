import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { loadPagesCatalog } from './content/catalog.ts';
import type { SitePageName } from './content/pages.ts';

export const homeHead = () =>
  pageHead({
    path: '/',
    title: t`EtkiLab — Bilim, Matematik ve Kodlama Eğitim Platformu`,
    description: t`İlkokul ve ortaokul için müfredata uygun dijital deney içerikleri, EtkiBot asistanı, ödev takibi, sınıf araçları ve çocuklar için orman farkındalığı. İnternet olmadan da çalışır.`,
    keywords: [t`fen bilimleri`, t`deney seti`, t`STEM`, t`kodlama`, t`matematik`, t`MEB müfredatı`, t`orman farkındalığı`],
  });

export const notFoundHead = () =>
  pageHead({
    path: '/404',
    title: t`Sayfa bulunamadı`,
    description: t`Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.`,
    noindex: true,
  });

/**
 * A marketing page's loader (about, courses, contact, help, schools): the pages' words, and beside them its head
 * builders (content/pages.ts, on demand: route options ship in the landing page's entry, and every visitor
 * pays for what is there). The head tags are built once both are in.
 */
export const loadSitePage = (name: SitePageName) => Promise.all([loadPagesCatalog(), import('./content/pages.ts')]).then(([, pages]) => pages.sitePage(name));

// Also read by the route files:
export { loadPagesCatalog };
