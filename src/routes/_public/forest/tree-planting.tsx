import { createFileRoute } from '@tanstack/react-router';
import { TreePlantingPage } from '@/features/forest/components/planting/TreePlantingPage.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/forest/tree-planting')({
  loader: () => loadForestPage('treePlanting'),
  head: headFromLoader,
  component: TreePlantingPage,
});
