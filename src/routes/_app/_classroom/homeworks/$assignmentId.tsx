import { createFileRoute } from '@tanstack/react-router';
import { HomeworkScreen } from '@/features/classroom/components/homeworks/HomeworkScreen.tsx';
import { NotFoundRecord } from '@/features/classroom/components/shared/NotFoundRecord.tsx';
import { parseId } from '@/features/classroom/model/classTabs.ts';
import { homeworkHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/homeworks/$assignmentId')({
  head: ({ params }) => homeworkHead(params.assignmentId),
  component: function HomeworkRoute() {
    const id = parseId(Route.useParams().assignmentId);
    return id === null ? <NotFoundRecord /> : <HomeworkScreen assignmentId={id} />;
  },
});
