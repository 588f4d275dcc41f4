import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';

/** The page's head tags, built by its loader once the words are there (a private page: noindex by its path). */
export const schoolAnalyticsHead = () =>
  pageHead({
    path: '/school-analytics',
    title: t`Okul Analitiği`,
    description: t`Sınıf ve sınıf düzeyine göre etkinlik, ödev, ustalık, deney seti kullanımı ve devam.`,
  });
