import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/legal/components/TermsPage.tsx';
import { loadLegalCatalog, termsHead } from '@/features/legal/route.ts';

export const Route = createFileRoute('/_public/terms')({
  loader: loadLegalCatalog,
  head: termsHead,
  component: TermsPage,
});
