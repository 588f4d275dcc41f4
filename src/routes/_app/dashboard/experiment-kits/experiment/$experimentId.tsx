import { createFileRoute } from '@tanstack/react-router';
import { ExperimentScreen } from '@/features/experiments/components/ExperimentScreen.tsx';
import { experimentHead } from '@/features/experiments/meta.ts';
import { DEFAULT_TAB, isExperimentTab, type ExperimentTab } from '@/features/experiments/model/tabs.ts';

type ExperimentSearch = { tab?: ExperimentTab };

export const Route = createFileRoute('/_app/dashboard/experiment-kits/experiment/$experimentId')({
  // The open tab lives in the address, so it can be linked and survives a reload; anything else means the first tab.
  validateSearch: (search: Record<string, unknown>): ExperimentSearch => (isExperimentTab(search.tab) ? { tab: search.tab } : {}),
  // Imported on demand: loaders ship with the route tree, and the library must stay out of the entry.
  loader: ({ params }) =>
    import('@/features/experiments/loadLibraryPage.ts').then(({ loadExperimentPage }) => loadExperimentPage(params.experimentId)),
  head: ({ params, loaderData }) => experimentHead(params.experimentId, loaderData),
  component: ExperimentRoute,
});

function ExperimentRoute() {
  const { experimentId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ExperimentScreen
      experimentId={experimentId}
      tab={tab ?? DEFAULT_TAB}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })}
    />
  );
}
