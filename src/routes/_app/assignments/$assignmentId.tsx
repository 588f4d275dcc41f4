import { createFileRoute } from '@tanstack/react-router';
import { AssignmentDetailScreen } from '@/features/classroom/components/assignments/AssignmentDetailScreen.tsx';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';
import { classroomHead, classroomPage, parseId, sendToOwnWork } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/assignments/$assignmentId')({
  beforeLoad: sendToOwnWork,
  loader: ({ context, params }) => classroomPage('assignment', params.assignmentId, context),
  head: classroomHead,
  component: function AssignmentRoute() {
    const id = parseId(Route.useParams().assignmentId);
    return id === null ? <NotFoundRecord /> : <AssignmentDetailScreen assignmentId={id} />;
  },
});
