import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '@/features/site/components/courses/CoursesPage.tsx';
import { loadSitePage } from '@/features/site/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/courses')({
  loader: () => loadSitePage('courses'),
  head: headFromLoader,
  component: CoursesPage,
});
