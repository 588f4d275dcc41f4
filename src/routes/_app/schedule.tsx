import { createFileRoute } from '@tanstack/react-router';
import { ScheduleScreen } from '@/features/progress/components/schedule/ScheduleScreen.tsx';
import { parseProgressSearch, progressHead, progressPage, type ProgressSearch } from '@/features/progress/routeOptions.ts';

export const Route = createFileRoute('/_app/schedule')({
  validateSearch: parseProgressSearch,
  loader: () => progressPage('schedule'),
  head: progressHead,
  component: function ScheduleRoute() {
    const navigate = Route.useNavigate();
    return <ScheduleScreen search={Route.useSearch()} onSearch={(next: ProgressSearch) => void navigate({ search: next, replace: true })} />;
  },
});
