import { createFileRoute, useRouter } from '@tanstack/react-router';
import { ExperimentScreen } from '@/features/experiments/components/ExperimentScreen.tsx';
import { useRecordExperimentWork } from '@/features/progress';
import { DEFAULT_TAB, experimentHead, loadExperimentRoute, parseExperimentSearch } from '@/features/experiments/route.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/experiment/$experimentId')({
  validateSearch: parseExperimentSearch,
  // Imported on demand: loaders ship with the route tree, and the library must stay out of the entry.
  loader: ({ params }) => loadExperimentRoute(params.experimentId),
  head: ({ params, loaderData }) => experimentHead(params.experimentId, loaderData),
  component: ExperimentRoute,
});

// The curriculum that names an experiment's outcomes is loaded with the page (content/pages.ts), not in the entry.
const NO_OUTCOMES: string[] = [];

function ExperimentRoute() {
  const { experiment, notOnDevice, outcomes = NO_OUTCOMES } = Route.useLoaderData();
  const router = useRouter();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A student's answers move their progress map (recorded on the device first, sent when online).
  const recordWork = useRecordExperimentWork(outcomes);
  return (
    <ExperimentScreen
      onWork={recordWork}
      experiment={experiment}
      notOnDevice={notOnDevice}
      onRetry={() => void router.invalidate()}
      tab={tab ?? DEFAULT_TAB}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
    />
  );
}
