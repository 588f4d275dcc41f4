import { createFileRoute } from '@tanstack/react-router';
import { loadLegalCatalog } from '@/features/legal/loadLegalCatalog.ts';
import { TermsPage } from '@/features/legal/components/TermsPage.tsx';
import { termsHead } from '@/features/legal/meta.ts';

export const Route = createFileRoute('/_public/terms')({
  loader: loadLegalCatalog,
  head: termsHead,
  component: TermsPage,
});
