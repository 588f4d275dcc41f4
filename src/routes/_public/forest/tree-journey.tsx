import { createFileRoute } from '@tanstack/react-router';
import { TreeJourney } from '@/features/forest/components/treeJourney/TreeJourney.tsx';
import { treeJourneyHead } from '@/features/forest/route.ts';

export const Route = createFileRoute('/_public/forest/tree-journey')({
  head: treeJourneyHead,
  component: TreeJourney,
});
