import { createFileRoute } from '@tanstack/react-router';
import { ToolPage } from '@/features/tools/components/ToolPage.tsx';
import { toolHead } from '@/features/tools/content/meta.ts';

export const Route = createFileRoute('/_app/dashboard/tools/$toolId')({
  // Imported on demand: loaders ship with the route tree, and the tools registry must stay out of the entry.
  loader: ({ params }) => import('@/features/tools/content/pages.ts').then(({ loadToolPage }) => loadToolPage(params.toolId)),
  head: ({ params, loaderData }) => toolHead(params.toolId, loaderData),
  component: ToolRoute,
});

function ToolRoute() {
  const { toolId } = Route.useParams();
  return <ToolPage toolId={toolId} />;
}
