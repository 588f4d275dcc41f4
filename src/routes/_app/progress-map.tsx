import { createFileRoute } from '@tanstack/react-router';
import { classroomHead, parseClassroomSearch } from '@/features/classroom/route.ts';
import { ProgressMapScreen } from '@/features/progress/components/map/ProgressMapScreen.tsx';
import { progressPage } from '@/features/progress/route.ts';

export const Route = createFileRoute('/_app/progress-map')({
  validateSearch: parseClassroomSearch,
  loader: ({ context, location }) => progressPage('progress-map', context, parseClassroomSearch(location.search)),
  // The same hand-over as the classroom's: the loader built the head tags.
  head: classroomHead,
  component: function ProgressMapRoute() {
    const navigate = Route.useNavigate();
    const { date, ...search } = Route.useSearch();
    return (
      <ProgressMapScreen
        search={{ ...search, week: date }}
        onSearch={({ week, ...next }) => void navigate({ search: { ...next, date: week }, replace: true })}
      />
    );
  },
});
