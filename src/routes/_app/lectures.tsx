import { createFileRoute } from '@tanstack/react-router';
import { LecturesScreen } from '@/features/classroom/components/classDetail/LecturesScreen.tsx';
import { classroomHead, classroomPage, parseClassroomSearch } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/lectures')({
  validateSearch: parseClassroomSearch,
  loader: ({ context }) => classroomPage('lectures', undefined, context),
  head: classroomHead,
  component: function LecturesRoute() {
    const navigate = Route.useNavigate();
    return <LecturesScreen classId={Route.useSearch().class} onClass={(next) => void navigate({ search: { class: next }, replace: true })} />;
  },
});
