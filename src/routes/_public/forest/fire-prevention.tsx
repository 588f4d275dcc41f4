import { createFileRoute } from '@tanstack/react-router';
import { FireGame } from '@/features/forest/components/fireGame/FireGame.tsx';
import { loadForestPage } from '@/features/forest/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/forest/fire-prevention')({
  loader: () => loadForestPage('fireGame'),
  head: headFromLoader,
  component: FireGame,
});
