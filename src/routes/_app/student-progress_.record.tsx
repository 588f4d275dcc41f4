import { createFileRoute } from '@tanstack/react-router';
import { classroomHead, parseClassroomSearch } from '@/features/classroom/route.ts';
import { StudentRecordScreen } from '@/features/progress/components/privacy/StudentRecordScreen.tsx';
import { progressPage } from '@/features/progress/route.ts';

export const Route = createFileRoute('/_app/student-progress_/record')({
  validateSearch: parseClassroomSearch,
  loader: ({ context, location }) => progressPage('student-record', context, parseClassroomSearch(location.search)),
  // The same hand-over as the classroom's: the loader built the head tags.
  head: classroomHead,
  component: function StudentRecordRoute() {
    return <StudentRecordScreen studentId={Route.useSearch().student} />;
  },
});
