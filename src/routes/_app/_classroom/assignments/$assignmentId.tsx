import { createFileRoute } from '@tanstack/react-router';
import { AssignmentDetailScreen } from '@/features/classroom/components/assignments/AssignmentDetailScreen.tsx';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';
import { parseId } from '@/features/classroom/model/classTabs.ts';
import { assignmentHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/assignments/$assignmentId')({
  head: ({ params }) => assignmentHead(params.assignmentId),
  component: function AssignmentRoute() {
    const id = parseId(Route.useParams().assignmentId);
    return id === null ? <NotFoundRecord /> : <AssignmentDetailScreen assignmentId={id} />;
  },
});
