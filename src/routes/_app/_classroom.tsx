import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadClassroomCatalog } from '@/features/classroom/loadClassroomCatalog.ts';

/** The classroom's screens (classes, homework, lessons), each with the classroom's texts loaded first. */
export const Route = createFileRoute('/_app/_classroom')({
  loader: loadClassroomCatalog,
  component: Outlet,
});
