import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal/components/TermsPage.tsx';
import { loadLegalPage } from '@/features/legal/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/terms')({
  loader: () => loadLegalPage('terms'),
  head: headFromLoader,
  component: TermsPage,
});
