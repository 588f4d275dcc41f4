import { createFileRoute } from '@tanstack/react-router';
import { KitsListScreen } from '@/features/experiments/components/KitsListScreen.tsx';
import { loadExperimentsCatalog } from '@/features/experiments/loadExperimentsCatalog.ts';
import { kitsListHead } from '@/features/experiments/meta.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/')({
  loader: loadExperimentsCatalog,
  head: kitsListHead,
  component: KitsListScreen,
});
