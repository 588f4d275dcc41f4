import { createFileRoute } from '@tanstack/react-router';
import { blogPostsQuery } from '../../../features/blog/api.ts';
import { blogListHead } from '../../../features/blog/blogMeta.ts';
import { BlogListPage } from '../../../features/blog/components/BlogListPage.tsx';
import { loadBlogCatalog } from '../../../features/blog/loadBlogCatalog.ts';
import { parseBlogSearch, toListQuery } from '../../../features/blog/model/filters.ts';

export const Route = createFileRoute('/_public/blog/')({
  validateSearch: parseBlogSearch,
  loaderDeps: ({ search }) => search,
  // The list is fetched, not awaited: the grid shows its own loading state (SPEC §2).
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(blogPostsQuery(toListQuery(deps)));
    await loadBlogCatalog();
  },
  head: ({ match }) => blogListHead(match.search),
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}
