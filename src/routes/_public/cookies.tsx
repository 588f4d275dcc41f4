import { createFileRoute } from '@tanstack/react-router';
import { loadLegalCatalog } from '@/features/legal/content/catalog.ts';
import { CookiesPage } from '@/features/legal/components/CookiesPage.tsx';
import { cookiesHead } from '@/features/legal/content/meta.ts';

export const Route = createFileRoute('/_public/cookies')({
  loader: loadLegalCatalog,
  head: cookiesHead,
  component: CookiesPage,
});
