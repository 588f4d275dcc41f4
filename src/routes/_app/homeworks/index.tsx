import { createFileRoute } from '@tanstack/react-router';
import { HomeworksScreen } from '@/features/classroom/components/homeworks/HomeworksScreen.tsx';
import { classroomHead, classroomPage, parseClassroomSearch, sendToOwnWork } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/homeworks/')({
  beforeLoad: sendToOwnWork,
  validateSearch: parseClassroomSearch,
  loader: ({ context }) => classroomPage('homeworks', undefined, context),
  head: classroomHead,
  component: function HomeworksRoute() {
    const navigate = Route.useNavigate();
    return <HomeworksScreen studentId={Route.useSearch().student} onStudent={(student) => void navigate({ search: { student }, replace: true })} />;
  },
});
