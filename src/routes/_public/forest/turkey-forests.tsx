import { createFileRoute } from '@tanstack/react-router';
import { TurkeyForestsPage } from '@/features/forest/components/species/TurkeyForestsPage.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/forest/turkey-forests')({
  loader: () => loadForestPage('turkeyForests'),
  head: headFromLoader,
  component: TurkeyForestsPage,
});
