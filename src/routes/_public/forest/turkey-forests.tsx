import { createFileRoute } from '@tanstack/react-router';
import { TurkeyForestsPage } from '@/features/forest/components/species/TurkeyForestsPage.tsx';
import { turkeyForestsHead } from '@/features/forest/route.ts';

export const Route = createFileRoute('/_public/forest/turkey-forests')({
  head: turkeyForestsHead,
  component: TurkeyForestsPage,
});
