import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/features/assistant/components/AssistantPage.tsx';
import { assistantHead, loadAssistantRoute } from '@/features/assistant/route.ts';

export const Route = createFileRoute('/_app/dashboard/etkibot')({
  // Imported on demand: loaders ship with the route tree, and the assistant must stay out of the entry.
  loader: loadAssistantRoute,
  head: assistantHead,
  component: AssistantPage,
});
