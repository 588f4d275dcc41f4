import { createFileRoute } from '@tanstack/react-router';
import { FireGame } from '@/features/forest/components/fireGame/FireGame.tsx';
import { fireGameHead } from '@/features/forest/route.ts';

export const Route = createFileRoute('/_public/forest/fire-prevention')({
  head: fireGameHead,
  component: FireGame,
});
