import { createFileRoute } from '@tanstack/react-router';
import { LecturesScreen } from '@/features/classroom/components/classDetail/LecturesScreen.tsx';
import { parseClassFilter } from '@/features/classroom/model/search.ts';
import { lecturesHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/lectures')({
  validateSearch: parseClassFilter,
  head: lecturesHead,
  component: function LecturesRoute() {
    const navigate = Route.useNavigate();
    return <LecturesScreen classId={Route.useSearch().class} onClass={(next) => void navigate({ search: { class: next }, replace: true })} />;
  },
});
