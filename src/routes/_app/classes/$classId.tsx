import { createFileRoute } from '@tanstack/react-router';
import { ClassDetailScreen } from '@/features/classroom/components/classDetail/ClassDetailScreen.tsx';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';
import { classroomHead, classroomPage, parseClassroomSearch, parseId } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/classes/$classId')({
  validateSearch: parseClassroomSearch,
  loader: ({ context, params }) => classroomPage('class', params.classId, context),
  head: classroomHead,
  component: function ClassRoute() {
    const { classId } = Route.useParams();
    const { tab, date } = Route.useSearch();
    const navigate = Route.useNavigate();
    const id = parseId(classId);
    if (id === null) return <NotFoundRecord />;
    return (
      <ClassDetailScreen
        classId={id}
        tab={tab ?? 'overview'}
        date={date}
        onTab={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true, resetScroll: false })}
      />
    );
  },
});
