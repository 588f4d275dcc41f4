import { createFileRoute } from '@tanstack/react-router';
import { loadLegalCatalog } from '@/features/legal/loadLegalCatalog.ts';
import { PrivacyPage } from '@/features/legal/components/PrivacyPage.tsx';
import { privacyHead } from '@/features/legal/meta.ts';

export const Route = createFileRoute('/_public/privacy')({
  loader: loadLegalCatalog,
  head: privacyHead,
  component: PrivacyPage,
});
