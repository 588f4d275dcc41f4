import { createFileRoute } from '@tanstack/react-router';
import { loadLegalCatalog } from '@/features/legal/loadLegalCatalog.ts';
import { CookiesPage } from '@/features/legal/components/CookiesPage.tsx';
import { cookiesHead } from '@/features/legal/meta.ts';

export const Route = createFileRoute('/_public/cookies')({
  loader: loadLegalCatalog,
  head: cookiesHead,
  component: CookiesPage,
});
