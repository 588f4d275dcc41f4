import { createFileRoute } from '@tanstack/react-router';
import { TeachersScreen } from '@/features/teachers/components/TeachersScreen.tsx';
import { loadTeachersRoute } from '@/features/teachers/route.ts';

export const Route = createFileRoute('/_app/manage-teachers')({
  // Imported on demand: loaders ship with the route tree, and the screen's words must stay out of the entry.
  loader: loadTeachersRoute,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TeachersScreen,
});
