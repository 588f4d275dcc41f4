import { createFileRoute } from '@tanstack/react-router';
import { TreePlantingPage } from '@/features/forest/components/planting/TreePlantingPage.tsx';
import { treePlantingHead } from '@/features/forest/route.ts';

export const Route = createFileRoute('/_public/forest/tree-planting')({
  head: treePlantingHead,
  component: TreePlantingPage,
});
