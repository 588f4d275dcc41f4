import { createFileRoute } from '@tanstack/react-router';
import { HomeworkScreen } from '@/features/classroom/components/homeworks/HomeworkScreen.tsx';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';
import { classroomHead, classroomPage, parseId, sendToOwnWork } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/homeworks/$assignmentId')({
  beforeLoad: sendToOwnWork,
  loader: ({ context, params }) => classroomPage('homework', params.assignmentId, context),
  head: classroomHead,
  component: function HomeworkRoute() {
    const id = parseId(Route.useParams().assignmentId);
    return id === null ? <NotFoundRecord /> : <HomeworkScreen assignmentId={id} />;
  },
});
