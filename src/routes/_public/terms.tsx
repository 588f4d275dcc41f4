import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { TermsPage } from '@/features/legal/components/TermsPage.tsx';
import { termsHead } from '@/features/legal/meta.ts';

export const Route = createFileRoute('/_public/terms')({
  // The legal text has its own catalogue; load it before the page and its head are built.
  loader: () => loadCatalog('legal', () => import('@locales/tr/legal.po')),
  head: termsHead,
  component: TermsPage,
});
