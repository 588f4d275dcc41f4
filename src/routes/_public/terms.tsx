import { createFileRoute } from '@tanstack/react-router';
import { loadLegalCatalog } from '@/features/legal/content/catalog.ts';
import { TermsPage } from '@/features/legal/components/TermsPage.tsx';
import { termsHead } from '@/features/legal/content/meta.ts';

export const Route = createFileRoute('/_public/terms')({
  loader: loadLegalCatalog,
  head: termsHead,
  component: TermsPage,
});
