import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/site/components/about/AboutPage.tsx';
import { aboutHead, loadPagesCatalog } from '@/features/site/route.ts';

export const Route = createFileRoute('/_public/about')({
  loader: loadPagesCatalog,
  head: aboutHead,
  component: AboutPage,
});
