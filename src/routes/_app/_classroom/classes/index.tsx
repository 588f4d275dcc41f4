import { createFileRoute } from '@tanstack/react-router';
import { ClassesScreen } from '@/features/classroom/components/classes/ClassesScreen.tsx';
import { joinCodeFromSearch } from '@/features/classroom/model/joinLink.ts';
import { classesHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/classes/')({
  validateSearch: (search: Record<string, unknown>): { join?: string } => {
    const join = joinCodeFromSearch(search.join);
    return join ? { join } : {};
  },
  head: classesHead,
  component: function ClassesRoute() {
    const { join } = Route.useSearch();
    return <ClassesScreen join={join} />;
  },
});
