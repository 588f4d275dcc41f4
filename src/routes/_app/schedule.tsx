import { createFileRoute } from '@tanstack/react-router';
import { classroomHead, parseClassroomSearch } from '@/features/classroom/route.ts';
import { ScheduleScreen } from '@/features/progress/components/schedule/ScheduleScreen.tsx';
import { progressPage } from '@/features/progress/route.ts';

export const Route = createFileRoute('/_app/schedule')({
  validateSearch: parseClassroomSearch,
  loader: ({ context, location }) => progressPage('schedule', context, parseClassroomSearch(location.search)),
  // The same hand-over as the classroom's: the loader built the head tags.
  head: classroomHead,
  component: function ScheduleRoute() {
    const navigate = Route.useNavigate();
    const { date, ...search } = Route.useSearch();
    return (
      <ScheduleScreen
        search={{ ...search, week: date }}
        onSearch={({ week, ...next }) => void navigate({ search: (previous) => ({ ...previous, ...next, date: week }), replace: true })}
      />
    );
  },
});
