import { createFileRoute } from '@tanstack/react-router';
import { CookiesPage } from '@/features/legal/components/CookiesPage.tsx';
import { loadLegalPage } from '@/features/legal/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/cookies')({
  loader: () => loadLegalPage('cookies'),
  head: headFromLoader,
  component: CookiesPage,
});
