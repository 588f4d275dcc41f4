import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

/** docs/behaviour.md#routes-and-guards: an unknown forest path counts as home (and the forest nav highlights home). */
export const Route = createFileRoute('/_public/forest/$')({
  loader: () => loadForestPage('home'),
  head: headFromLoader,
  component: ForestHome,
});
