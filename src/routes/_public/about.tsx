import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/site/components/about/AboutPage.tsx';
import { aboutHead } from '../../features/site/pagesMeta.ts';

export const Route = createFileRoute('/_public/about')({
  head: aboutHead,
  component: AboutPage,
});
