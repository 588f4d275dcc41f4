import { createFileRoute } from '@tanstack/react-router';
import { TreeJourney } from '@/features/forest/tree-journey/components/TreeJourney.tsx';
import { treeJourneyHead } from '@/features/forest/meta.ts';

export const Route = createFileRoute('/_public/forest/tree-journey')({
  head: treeJourneyHead,
  component: TreeJourney,
});
