import { createFileRoute } from '@tanstack/react-router';
import { TreeJourney } from '@/features/forest/components/treeJourney/TreeJourney.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/forest/tree-journey')({
  loader: () => loadForestPage('treeJourney'),
  head: headFromLoader,
  component: TreeJourney,
});
