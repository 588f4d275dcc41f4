import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '@/features/help/components/HelpPage.tsx';
import { helpHead } from '@/features/help/route.ts';

export const Route = createFileRoute('/_app/help')({
  head: helpHead,
  component: HelpPage,
});
