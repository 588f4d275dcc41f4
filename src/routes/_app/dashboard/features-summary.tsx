import { createFileRoute } from '@tanstack/react-router';
import { t } from '@lingui/core/macro';
import { pageHead } from '@/shared/seo/head.ts';
import { FeaturesSummaryPage } from '@/features/dashboard/components/FeaturesSummaryPage.tsx';

export const Route = createFileRoute('/_app/dashboard/features-summary')({
  head: () => pageHead({ path: '/dashboard/features-summary', title: t`Platform Özellikleri`, description: t`Platformun sunduğu içerikler ve okul paketi özellikleri.` }),
  component: FeaturesSummaryPage,
});
