import { createFileRoute } from '@tanstack/react-router';
import { ClassTabletScreen } from '@/features/classroom/components/tablet/ClassTabletScreen.tsx';
import { classTabletHead } from '@/features/classroom/meta.ts';

export const Route = createFileRoute('/_app/_classroom/class-tablet')({
  head: classTabletHead,
  component: ClassTabletScreen,
});
