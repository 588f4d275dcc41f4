import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/legal/components/PrivacyPage.tsx';
import { loadLegalPage } from '@/features/legal/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/privacy')({
  loader: () => loadLegalPage('privacy'),
  head: headFromLoader,
  component: PrivacyPage,
});
