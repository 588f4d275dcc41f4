import { createFileRoute } from '@tanstack/react-router';
import { FireGame } from '@/features/forest/fire-game/components/FireGame.tsx';
import { fireGameHead } from '@/features/forest/meta.ts';

export const Route = createFileRoute('/_public/forest/fire-prevention')({
  head: fireGameHead,
  component: FireGame,
});
