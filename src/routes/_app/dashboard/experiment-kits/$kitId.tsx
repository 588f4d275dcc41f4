import { createFileRoute } from '@tanstack/react-router';
import { KitScreen } from '../../../../features/experiments/screens/KitScreen.tsx';
import { loadExperimentsCatalog } from '../../../../features/experiments/loadExperimentsCatalog.ts';
import { kitHead } from '../../../../features/experiments/meta.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/$kitId')({
  loader: loadExperimentsCatalog,
  head: ({ params }) => kitHead(params.kitId),
  component: KitRoute,
});

function KitRoute() {
  const { kitId } = Route.useParams();
  return <KitScreen kitId={kitId} />;
}
