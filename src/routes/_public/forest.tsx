import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ForestLayout } from '@/features/forest/components/shell/ForestLayout.tsx';
import { loadForestCatalog } from '@/features/forest/route.ts';

/** The forest mini-site: its text catalogue, its navigation bar, then the page. */
export const Route = createFileRoute('/_public/forest')({
  loader: loadForestCatalog,
  component: () => (
    <ForestLayout>
      <Outlet />
    </ForestLayout>
  ),
});
