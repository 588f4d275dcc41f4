import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { blogPostQuery } from '../../api.ts';
import { ArticleLoading, ArticleNotFound, ArticleNotSaved } from './ArticleStates.tsx';
import { ArticleView } from './ArticleView.tsx';

/** docs/behaviour.md#routes-and-guards /blog/{slug}: loading, error, no article, offline without a copy, or the article. */
export function ArticlePage({ slug }: { slug: string }) {
  const post = useQuery(blogPostQuery(slug));
  const online = useOnlineStatus();

  if (post.data) return <ArticleView article={post.data} savedAt={post.dataUpdatedAt} />;
  // No copy and no way to fetch one: offline, or a network that answers nothing although the browser says online.
  if (!online || (post.error instanceof ApiError && post.error.isNetworkError)) return <ArticleNotSaved />;
  if (post.isError) return <ArticleNotFound message={post.error.message} />;
  if (post.isSuccess) return <ArticleNotFound />;
  return <ArticleLoading />;
}
