import { createFileRoute } from '@tanstack/react-router';
import { CreateAssignmentScreen } from '@/features/classroom/components/assignments/CreateAssignmentScreen.tsx';
import { classroomHead, classroomPage, parseClassroomSearch } from '@/features/classroom/routeOptions.ts';

export const Route = createFileRoute('/_app/create-assignment')({
  validateSearch: parseClassroomSearch,
  loader: () => classroomPage('create-assignment'),
  head: classroomHead,
  component: function CreateAssignmentRoute() {
    const search = Route.useSearch();
    return <CreateAssignmentScreen classId={search.class} experiment={search.experiment} part={search.part} tool={search.tool} />;
  },
});
