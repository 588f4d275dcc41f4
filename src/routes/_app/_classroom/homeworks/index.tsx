import { createFileRoute } from '@tanstack/react-router';
import { HomeworksScreen } from '@/features/classroom/components/homeworks/HomeworksScreen.tsx';
import { parseStudentFilter } from '@/features/classroom/model/search.ts';
import { homeworksHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/homeworks/')({
  validateSearch: parseStudentFilter,
  head: homeworksHead,
  component: function HomeworksRoute() {
    const navigate = Route.useNavigate();
    return <HomeworksScreen studentId={Route.useSearch().student} onStudent={(student) => void navigate({ search: { student }, replace: true })} />;
  },
});
