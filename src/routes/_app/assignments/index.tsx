import { createFileRoute } from '@tanstack/react-router';
import { AssignmentsScreen } from '@/features/classroom/components/assignments/AssignmentsScreen.tsx';
import { classroomHead, classroomPage, parseClassroomSearch, sendToOwnWork } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/assignments/')({
  beforeLoad: sendToOwnWork,
  validateSearch: parseClassroomSearch,
  loader: ({ context }) => classroomPage('assignments', undefined, context),
  head: classroomHead,
  component: function AssignmentsRoute() {
    const navigate = Route.useNavigate();
    return <AssignmentsScreen classId={Route.useSearch().class} onClass={(next) => void navigate({ search: next ? { class: next } : {}, replace: true })} />;
  },
});
