import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

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

// Also read by the route files:
export { loadPagesCatalog } from './content/catalog.ts';
export { aboutHead, contactHead, coursesHead, helpHead, schoolsHead } from './content/pagesMeta.ts';
