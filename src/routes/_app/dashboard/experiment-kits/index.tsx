import { createFileRoute } from '@tanstack/react-router';
import { KitsListScreen } from '@/features/experiments/components/KitsListScreen.tsx';
import { kitsListHead, type LibrarySearch, loadExperimentsCatalog } from '@/features/experiments/route.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/')({
  // Route options ship with the landing page's entry: the address is only typed here and parsed by the
  // page's own chunk, so the parser stays out of the entry.
  validateSearch: (search: Record<string, unknown>) => search as LibrarySearch,
  loader: loadExperimentsCatalog,
  head: kitsListHead,
  component: KitsListRoute,
});

function KitsListRoute() {
  const navigate = Route.useNavigate();
  return <KitsListScreen search={Route.useSearch()} onFiltersChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
}
