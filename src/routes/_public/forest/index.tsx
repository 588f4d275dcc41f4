import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { forestHomeHead } from '@/features/forest/route.ts';

export const Route = createFileRoute('/_public/forest/')({
  head: forestHomeHead,
  component: ForestHome,
});
