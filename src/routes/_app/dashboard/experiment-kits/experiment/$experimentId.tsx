import { createFileRoute } from '@tanstack/react-router';
import { ExperimentScreen } from '@/features/experiments/components/ExperimentScreen.tsx';
import { useMemo } from 'react';
import { useRecordExperimentWork } from '@/features/progress';
import { DEFAULT_TAB, experimentHead, loadExperimentRoute, parseExperimentSearch, trackedOutcomes } from '@/features/experiments/route.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/experiment/$experimentId')({
  validateSearch: parseExperimentSearch,
  // Imported on demand: loaders ship with the route tree, and the library must stay out of the entry.
  loader: ({ params }) => loadExperimentRoute(params.experimentId),
  head: ({ params, loaderData }) => experimentHead(params.experimentId, loaderData),
  component: ExperimentRoute,
});

function ExperimentRoute() {
  const { experiment } = Route.useLoaderData();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A student's answers move their progress map (recorded on the device first, sent when online).
  const outcomes = useMemo(() => (experiment ? trackedOutcomes(experiment) : []), [experiment]);
  const recordWork = useRecordExperimentWork(outcomes);
  return (
    <ExperimentScreen
      onWork={recordWork}
      experiment={experiment}
      tab={tab ?? DEFAULT_TAB}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
    />
  );
}
