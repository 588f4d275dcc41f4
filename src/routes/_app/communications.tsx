import { createFileRoute } from '@tanstack/react-router';
import { CommunicationsScreen } from '@/features/announcements/components/screen/CommunicationsScreen.tsx';
import { communicationsHead } from '@/features/dashboard/content/meta.ts';

export const Route = createFileRoute('/_app/communications')({
  // Imported on demand: loaders ship with the route tree, and the screen's words must stay out of the entry.
  loader: () => import('@/features/announcements/content/pages.ts').then((module) => module.loadCommunicationsPage()),
  head: communicationsHead,
  component: CommunicationsScreen,
});
