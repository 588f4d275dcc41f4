import { createFileRoute } from '@tanstack/react-router';
import { ClassesScreen } from '@/features/classroom/components/classes/ClassesScreen.tsx';
import { classroomHead, classroomPage, parseClassroomSearch } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/classes/')({
  validateSearch: parseClassroomSearch,
  loader: ({ context }) => classroomPage('classes', undefined, context),
  head: classroomHead,
  component: function ClassesRoute() {
    return <ClassesScreen join={Route.useSearch().join} />;
  },
});
