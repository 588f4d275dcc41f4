import { createFileRoute } from '@tanstack/react-router';
import { CreateAssignmentScreen } from '@/features/classroom/components/assignments/CreateAssignmentScreen.tsx';
import { parseClassFilter } from '@/features/classroom/model/search.ts';
import { createAssignmentHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/create-assignment')({
  validateSearch: parseClassFilter,
  head: createAssignmentHead,
  component: function CreateAssignmentRoute() {
    return <CreateAssignmentScreen classId={Route.useSearch().class} />;
  },
});
