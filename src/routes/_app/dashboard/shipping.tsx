import { createFileRoute } from '@tanstack/react-router';
import { ShippingScreen } from '@/features/shipping/components/ShippingScreen.tsx';
import { shippingHead } from '@/features/dashboard/route.ts';
import { loadShippingRoute } from '@/features/shipping/route.ts';

export const Route = createFileRoute('/_app/dashboard/shipping')({
  // Imported on demand: loaders ship with the route tree, and the screen's words must stay out of the entry.
  loader: loadShippingRoute,
  head: shippingHead,
  component: ShippingScreen,
});
