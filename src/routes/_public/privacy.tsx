import { createFileRoute } from '@tanstack/react-router';
import { loadCatalog } from '@/shared/i18n/loadCatalog.ts';
import { PrivacyPage } from '@/features/legal/components/PrivacyPage.tsx';
import { privacyHead } from '@/features/legal/meta.ts';

export const Route = createFileRoute('/_public/privacy')({
  // The legal text has its own catalogue; load it before the page and its head are built.
  loader: () => loadCatalog('legal', () => import('@locales/tr/legal.po')),
  head: privacyHead,
  component: PrivacyPage,
});
