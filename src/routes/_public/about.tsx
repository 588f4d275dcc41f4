import { createFileRoute } from '@tanstack/react-router';
import { loadPagesCatalog } from '@/features/site/content/catalog.ts';
import { AboutPage } from '@/features/site/components/about/AboutPage.tsx';
import { aboutHead } from '@/features/site/content/pagesMeta.ts';

export const Route = createFileRoute('/_public/about')({
  loader: loadPagesCatalog,
  head: aboutHead,
  component: AboutPage,
});
