import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '@/features/site/components/courses/CoursesPage.tsx';
import { coursesHead, loadPagesCatalog } from '@/features/site/route.ts';

export const Route = createFileRoute('/_public/courses')({
  loader: loadPagesCatalog,
  head: coursesHead,
  component: CoursesPage,
});
