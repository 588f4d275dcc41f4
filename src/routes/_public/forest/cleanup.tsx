import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { forestHomeHead } from '@/features/forest/route.ts';

/** docs/behaviour.md#routes-and-guards: /forest/cleanup shows the forest home screen. */
export const Route = createFileRoute('/_public/forest/cleanup')({
  head: forestHomeHead,
  component: ForestHome,
});
