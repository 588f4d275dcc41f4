import { createFileRoute } from '@tanstack/react-router';
import { AssignmentDetailScreen } from '@/features/classroom/components/assignments/AssignmentDetailScreen.tsx';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';
import { parseId } from '@/features/classroom/model/classTabs.ts';
import { sendToOwnWork } from '@/features/classroom/model/ownWorkScreen.ts';
import { classroomHead, classroomPage } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/assignments/$assignmentId')({
  beforeLoad: sendToOwnWork,
  loader: ({ params }) => classroomPage('assignment', params.assignmentId),
  head: classroomHead,
  component: function AssignmentRoute() {
    const id = parseId(Route.useParams().assignmentId);
    return id === null ? <NotFoundRecord /> : <AssignmentDetailScreen assignmentId={id} />;
  },
});
