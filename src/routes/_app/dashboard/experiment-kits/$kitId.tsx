import { createFileRoute } from '@tanstack/react-router';
import { KitScreen } from '@/features/experiments/components/KitScreen.tsx';
import { kitHead, loadKitRoute } from '@/features/experiments/route.ts';

export const Route = createFileRoute('/_app/dashboard/experiment-kits/$kitId')({
  // Imported on demand: loaders ship with the route tree, and the library must stay out of the entry.
  loader: ({ params }) => loadKitRoute(params.kitId),
  head: ({ params, loaderData }) => kitHead(params.kitId, loaderData),
  component: KitRoute,
});

function KitRoute() {
  const { kit } = Route.useLoaderData();
  return <KitScreen kit={kit} />;
}
