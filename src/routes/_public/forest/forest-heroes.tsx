import { createFileRoute } from '@tanstack/react-router';
import { ForestHeroesPage } from '@/features/forest/components/heroes/ForestHeroesPage.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/forest/forest-heroes')({
  loader: () => loadForestPage('forestHeroes'),
  head: headFromLoader,
  component: ForestHeroesPage,
});
