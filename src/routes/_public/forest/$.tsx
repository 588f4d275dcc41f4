import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { forestHomeHead } from '@/features/forest/route.ts';

/** docs/behaviour.md#routes-and-guards: an unknown forest path counts as home (and the forest nav highlights home). */
export const Route = createFileRoute('/_public/forest/$')({
  head: forestHomeHead,
  component: ForestHome,
});
