import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/site/components/home/HomePage.tsx';
import { homeHead } from '@/features/site/meta.ts';

export const Route = createFileRoute('/_public/')({
  head: homeHead,
  component: HomePage,
});
