import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadForestCatalog } from '@/features/forest/content/catalog.ts';
import { ForestLayout } from '@/features/forest/components/shell/ForestLayout.tsx';

/** The forest mini-site: its text catalogue, its navigation bar, then the page. */
export const Route = createFileRoute('/_public/forest')({
  loader: loadForestCatalog,
  component: () => (
    <ForestLayout>
      <Outlet />
    </ForestLayout>
  ),
});
