import { createFileRoute } from '@tanstack/react-router';
import { ClassTabletScreen } from '@/features/classroom/components/tablet/ClassTabletScreen.tsx';
import { classroomHead, classroomPage } from '@/features/classroom/route.ts';

export const Route = createFileRoute('/_app/class-tablet')({
  loader: ({ context }) => classroomPage('class-tablet', undefined, context),
  head: classroomHead,
  component: ClassTabletScreen,
});
