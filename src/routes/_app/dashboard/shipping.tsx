import { createFileRoute } from '@tanstack/react-router';
import { ShippingScreen } from '@/features/shipping/components/ShippingScreen.tsx';
import { shippingHead } from '@/features/dashboard/content/meta.ts';

export const Route = createFileRoute('/_app/dashboard/shipping')({
  // Imported on demand: loaders ship with the route tree, and the screen's words must stay out of the entry.
  loader: () => import('@/features/shipping/content/pages.ts').then((module) => module.loadShippingPage()),
  head: shippingHead,
  component: ShippingScreen,
});
