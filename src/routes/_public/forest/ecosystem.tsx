import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { forestHomeHead } from '@/features/forest/route.ts';

/** docs/behaviour.md#routes-and-guards: /forest/ecosystem shows the forest home screen. */
export const Route = createFileRoute('/_public/forest/ecosystem')({
  head: forestHomeHead,
  component: ForestHome,
});
