import { createFileRoute } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { blogPostQuery } from '../../../features/blog/api.ts';
import { articleHead } from '../../../features/blog/blogMeta.ts';
import { ArticleLoading } from '../../../features/blog/components/article/ArticleStates.tsx';
import { ArticlePage } from '../../../features/blog/components/article/ArticlePage.tsx';
import { loadBlogCatalog } from '../../../features/blog/loadBlogCatalog.ts';

export const Route = createFileRoute('/_public/blog/$slug')({
  // Online, the article is loaded before the page shows (its title goes into the head); offline, the
  // page decides at once between the saved copy and the "not saved" state instead of waiting.
  loader: async ({ context, params }) => {
    const query = blogPostQuery(params.slug);
    const article = onlineManager.isOnline()
      ? context.queryClient.ensureQueryData({ ...query, revalidateIfStale: true }).catch(() => null)
      : Promise.resolve(context.queryClient.getQueryData(query.queryKey) ?? null);
    const [post] = await Promise.all([article, loadBlogCatalog()]);
    return { post: post ? { title: post.title, excerpt: post.excerpt, tags: post.tags, category: post.category } : null };
  },
  head: ({ params, loaderData }) => articleHead(params.slug, loaderData?.post),
  pendingComponent: ArticleLoading,
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticlePage slug={slug} />;
}
