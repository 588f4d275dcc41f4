import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '../../features/site/components/courses/CoursesPage.tsx';
import { coursesHead } from '../../features/site/pagesMeta.ts';

export const Route = createFileRoute('/_public/courses')({
  head: coursesHead,
  component: CoursesPage,
});
