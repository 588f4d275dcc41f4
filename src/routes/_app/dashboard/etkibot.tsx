import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { AssistantPage } from '@/features/assistant/components/AssistantPage.tsx';

export const Route = createFileRoute('/_app/dashboard/etkibot')({
  head: () => pageHead({ path: '/dashboard/etkibot', title: t`EtkiBot Asistan`, description: t`Yapay zekâ destekli öğretim asistanı.` }),
  component: AssistantPage,
});
