import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/site/components/about/AboutPage.tsx';
import { loadSitePage } from '@/features/site/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/about')({
  loader: () => loadSitePage('about'),
  head: headFromLoader,
  component: AboutPage,
});
