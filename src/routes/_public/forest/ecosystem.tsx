import { createFileRoute } from '@tanstack/react-router';
import { ForestHome } from '@/features/forest/components/home/ForestHome.tsx';
import { forestHomeHead } from '@/features/forest/meta.ts';

/** SPEC §2: /forest/ecosystem shows the forest home screen. */
export const Route = createFileRoute('/_public/forest/ecosystem')({
  head: forestHomeHead,
  component: ForestHome,
});
