import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/legal/components/PrivacyPage.tsx';
import { loadLegalCatalog, privacyHead } from '@/features/legal/route.ts';

export const Route = createFileRoute('/_public/privacy')({
  loader: loadLegalCatalog,
  head: privacyHead,
  component: PrivacyPage,
});
