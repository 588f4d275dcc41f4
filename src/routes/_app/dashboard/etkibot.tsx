import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/features/assistant/components/AssistantPage.tsx';
import { assistantHead } from '@/features/assistant/meta.ts';

export const Route = createFileRoute('/_app/dashboard/etkibot')({
  head: assistantHead,
  component: AssistantPage,
});
