import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '@/features/blog/components/BlogListPage.tsx';
import { loadBlogListRoute, parseBlogSearch } from '@/features/blog/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => search,
  // Imported on demand: loaders ship with the route tree, and the blog's API client must stay out of the entry.
  loader: ({ context, deps }) => loadBlogListRoute(context.queryClient, deps),
  head: headFromLoader,
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}
