import { createFileRoute } from '@tanstack/react-router';
import { ClassDetailScreen } from '@/features/classroom/components/classDetail/ClassDetailScreen.tsx';
import { parseClassSearch, parseId } from '@/features/classroom/model/classTabs.ts';
import { classHead } from '@/features/classroom/meta.ts';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';

export const Route = createFileRoute('/_app/_classroom/classes/$classId')({
  validateSearch: parseClassSearch,
  head: ({ params }) => classHead(params.classId),
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
