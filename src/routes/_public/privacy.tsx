import { createFileRoute } from '@tanstack/react-router';
import { loadLegalCatalog } from '@/features/legal/content/catalog.ts';
import { PrivacyPage } from '@/features/legal/components/PrivacyPage.tsx';
import { privacyHead } from '@/features/legal/content/meta.ts';

export const Route = createFileRoute('/_public/privacy')({
  loader: loadLegalCatalog,
  head: privacyHead,
  component: PrivacyPage,
});
