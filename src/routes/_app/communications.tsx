import { createFileRoute } from '@tanstack/react-router';
import { CommunicationsScreen } from '@/features/announcements/components/screen/CommunicationsScreen.tsx';
import { communicationsHead } from '@/features/dashboard/route.ts';
import { loadCommunicationsRoute } from '@/features/announcements/route.ts';

export const Route = createFileRoute('/_app/communications')({
  // Imported on demand: loaders ship with the route tree, and the screen's words must stay out of the entry.
  loader: loadCommunicationsRoute,
  head: communicationsHead,
  component: CommunicationsScreen,
});
