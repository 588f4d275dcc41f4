import { createFileRoute } from '@tanstack/react-router';
import { CookiesPage } from '@/features/legal/components/CookiesPage.tsx';
import { cookiesHead, loadLegalCatalog } from '@/features/legal/route.ts';

export const Route = createFileRoute('/_public/cookies')({
  loader: loadLegalCatalog,
  head: cookiesHead,
  component: CookiesPage,
});
