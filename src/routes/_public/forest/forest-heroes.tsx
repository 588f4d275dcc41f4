import { createFileRoute } from '@tanstack/react-router';
import { ForestHeroesPage } from '@/features/forest/components/heroes/ForestHeroesPage.tsx';
import { forestHeroesHead } from '@/features/forest/route.ts';

export const Route = createFileRoute('/_public/forest/forest-heroes')({
  head: forestHeroesHead,
  component: ForestHeroesPage,
});
