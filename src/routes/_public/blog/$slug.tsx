import { createFileRoute } from '@tanstack/react-router';
import { ArticleLoading } from '@/features/blog/components/article/ArticleStates.tsx';
import { ArticlePage } from '@/features/blog/components/article/ArticlePage.tsx';
import { loadArticleRoute } from '@/features/blog/route.ts';
import { headFromLoader } from '@/shared/seo/head.ts';

export const Route = createFileRoute('/_public/blog/$slug')({
  // Imported on demand: loaders ship with the route tree, and the blog's API client must stay out of the entry.
  loader: ({ context, params }) => loadArticleRoute(context.queryClient, params.slug),
  head: headFromLoader,
  pendingComponent: ArticleLoading,
  // The loading state travels with the page's chunk (fetched alongside the loader), not in the entry.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  component: ArticleRoute,
});

function ArticleRoute() {
  const { slug } = Route.useParams();
  return <ArticlePage slug={slug} />;
}
