import { createFileRoute } from '@tanstack/react-router';
import { ShippingPage } from '@/features/dashboard/components/ShippingPage.tsx';
import { shippingHead } from '@/features/dashboard/meta.ts';

export const Route = createFileRoute('/_app/dashboard/shipping')({
  head: shippingHead,
  component: ShippingPage,
});
