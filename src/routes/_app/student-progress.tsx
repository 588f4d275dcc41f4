import { createFileRoute } from '@tanstack/react-router';
import { classroomHead, parseClassroomSearch } from '@/features/classroom/route.ts';
import { StudentProgressScreen } from '@/features/progress/components/studentProgress/StudentProgressScreen.tsx';
import { progressPage } from '@/features/progress/route.ts';

export const Route = createFileRoute('/_app/student-progress')({
  validateSearch: parseClassroomSearch,
  loader: ({ context, location }) => progressPage('student-progress', context, parseClassroomSearch(location.search)),
  // The same hand-over as the classroom's: the loader built the head tags.
  head: classroomHead,
  component: function StudentProgressRoute() {
    const navigate = Route.useNavigate();
    const { date, ...search } = Route.useSearch();
    return (
      <StudentProgressScreen
        search={{ ...search, week: date }}
        onSearch={({ week, ...next }) => void navigate({ search: { ...next, date: week }, replace: true })}
      />
    );
  },
});
