import { createFileRoute } from '@tanstack/react-router';
import { AssignmentsScreen } from '@/features/classroom/components/assignments/AssignmentsScreen.tsx';
import { parseClassFilter } from '@/features/classroom/model/search.ts';
import { assignmentsHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/assignments/')({
  validateSearch: parseClassFilter,
  head: assignmentsHead,
  component: function AssignmentsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <AssignmentsScreen classId={search.class} onClass={(next) => void navigate({ search: next ? { class: next } : {}, replace: true })} />;
  },
});
