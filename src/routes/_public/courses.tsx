import { createFileRoute } from '@tanstack/react-router';
import { loadPagesCatalog } from '@/features/site/content/catalog.ts';
import { CoursesPage } from '@/features/site/components/courses/CoursesPage.tsx';
import { coursesHead } from '@/features/site/content/pagesMeta.ts';

export const Route = createFileRoute('/_public/courses')({
  loader: loadPagesCatalog,
  head: coursesHead,
  component: CoursesPage,
});
