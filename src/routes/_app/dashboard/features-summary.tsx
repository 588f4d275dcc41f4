import { createFileRoute } from '@tanstack/react-router';
import { FeaturesSummaryPage } from '@/features/dashboard/components/FeaturesSummaryPage.tsx';
import { featuresSummaryHead } from '@/features/dashboard/route.ts';

export const Route = createFileRoute('/_app/dashboard/features-summary')({
  head: featuresSummaryHead,
  component: FeaturesSummaryPage,
});
