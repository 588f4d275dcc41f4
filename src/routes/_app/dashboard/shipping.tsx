import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { ShippingPage } from '@/features/dashboard/components/ShippingPage.tsx';

export const Route = createFileRoute('/_app/dashboard/shipping')({
  head: () => pageHead({ path: '/dashboard/shipping', title: t`Kargo Takibi`, description: t`Fiziksel deney setlerinizin kargo durumu.` }),
  component: ShippingPage,
});
