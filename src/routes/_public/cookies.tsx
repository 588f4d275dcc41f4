import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { CookiesPage } from '@/features/legal/components/CookiesPage.tsx';
import { cookiesHead } from '@/features/legal/meta.ts';

export const Route = createFileRoute('/_public/cookies')({
  // The legal text has its own catalogue; load it before the page and its head are built.
  loader: () => loadCatalog('legal', () => import('@locales/tr/legal.po')),
  head: cookiesHead,
  component: CookiesPage,
});
