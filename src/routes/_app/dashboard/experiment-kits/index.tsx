import { createFileRoute } from '@tanstack/react-router';
import { KitsListScreen } from '@/features/experiments/components/KitsListScreen.tsx';
import { loadExperimentsCatalog } from '@/features/experiments/loadExperimentsCatalog.ts';
import { kitsListHead } from '@/features/experiments/meta.ts';
import { parseLibrarySearch } from '@/features/experiments/model/librarySearch.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/')({
  validateSearch: parseLibrarySearch,
  loader: loadExperimentsCatalog,
  head: kitsListHead,
  component: KitsListRoute,
});

function KitsListRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return <KitsListScreen filters={filters} onFiltersChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })} />;
}
