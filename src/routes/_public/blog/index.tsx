import { createFileRoute } from '@tanstack/react-router';
import { blogListHead } from '@/features/blog/content/meta.ts';
import { BlogListPage } from '@/features/blog/components/BlogListPage.tsx';
import { parseBlogSearch } from '@/features/blog/model/filters.ts';

export const Route = createFileRoute('/_public/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => search,
  // Imported on demand: loaders ship with the route tree, and the blog's API client must stay out of the entry.
  loader: ({ context, deps }) =>
    import('@/features/blog/content/pages.ts').then(({ loadBlogList }) => loadBlogList(context.queryClient, deps)),
  head: ({ match }) => blogListHead(match.search),
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}
