import { createFileRoute } from '@tanstack/react-router';
import { ToolPage } from '@/features/tools/components/ToolPage.tsx';
import { loadToolRoute, toolHead } from '@/features/tools/route.ts';

export const Route = createFileRoute('/_app/dashboard/tools/$toolId')({
  // Imported on demand: loaders ship with the route tree, and the tools registry must stay out of the entry.
  loader: ({ params }) => loadToolRoute(params.toolId),
  head: ({ params, loaderData }) => toolHead(params.toolId, loaderData),
  component: ToolRoute,
});

function ToolRoute() {
  const { tool } = Route.useLoaderData();
  return <ToolPage tool={tool} />;
}
