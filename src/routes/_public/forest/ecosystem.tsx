import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

/** docs/behaviour.md#routes-and-guards: /forest/ecosystem shows the forest home screen. */
export const Route = createFileRoute('/_public/forest/ecosystem')({
  loader: () => loadForestPage('home'),
  head: headFromLoader,
  component: ForestHome,
});
