import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/features/assistant/components/AssistantPage.tsx';
import { assistantHead } from '@/features/assistant/content/meta.ts';

export const Route = createFileRoute('/_app/dashboard/etkibot')({
  // Imported on demand: loaders ship with the route tree, and the assistant must stay out of the entry.
  loader: () => import('@/features/assistant/content/pages.ts').then((module) => module.loadAssistantPage()),
  head: assistantHead,
  component: AssistantPage,
});
