import { createFileRoute } from '@tanstack/react-router';
import { StudentProgressScreen } from '@/features/progress/components/studentProgress/StudentProgressScreen.tsx';
import { parseProgressSearch, progressHead, progressPage, type ProgressSearch } from '@/features/progress/routeOptions.ts';

export const Route = createFileRoute('/_app/student-progress')({
  validateSearch: parseProgressSearch,
  loader: () => progressPage('student-progress'),
  head: progressHead,
  component: function StudentProgressRoute() {
    const navigate = Route.useNavigate();
    return <StudentProgressScreen search={Route.useSearch()} onSearch={(next: ProgressSearch) => void navigate({ search: next, replace: true })} />;
  },
});
