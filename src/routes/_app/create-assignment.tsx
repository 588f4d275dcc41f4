import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '@/features/auth';
import { CreateAssignmentNotYours } from '@/features/classroom/components/assignments/CreateAssignmentNotYours.tsx';
import { CreateAssignmentScreen } from '@/features/classroom/components/assignments/CreateAssignmentScreen.tsx';
import { classroomHead, classroomPage, parseClassroomSearch } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/create-assignment')({
  validateSearch: parseClassroomSearch,
  loader: ({ context }) => classroomPage('create-assignment', undefined, context),
  head: classroomHead,
  component: function CreateAssignmentRoute() {
    const search = Route.useSearch();
    const role = useSession().user?.role;
    if (role && role !== 'teacher') return <CreateAssignmentNotYours role={role} />;
    return <CreateAssignmentScreen classId={search.class} experiment={search.experiment} part={search.part} tool={search.tool} />;
  },
});
