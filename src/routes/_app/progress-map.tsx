import { createFileRoute } from '@tanstack/react-router';
import { ProgressMapScreen } from '@/features/progress/components/map/ProgressMapScreen.tsx';
import { parseProgressSearch, progressHead, progressPage, type ProgressSearch } from '@/features/progress/routeOptions.ts';

export const Route = createFileRoute('/_app/progress-map')({
  validateSearch: parseProgressSearch,
  loader: () => progressPage('progress-map'),
  head: progressHead,
  component: function ProgressMapRoute() {
    const navigate = Route.useNavigate();
    return <ProgressMapScreen search={Route.useSearch()} onSearch={(next: ProgressSearch) => void navigate({ search: next, replace: true })} />;
  },
});
