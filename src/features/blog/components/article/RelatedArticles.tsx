import { Trans, useLingui } from '@lingui/react/macro';
import type { RelatedPost } from '@/shared/api/contract.ts';
import { ArticleGrid } from '../ArticleGrid.tsx';
import * as styles from './article.css.ts';

export function RelatedArticles({ posts }: { posts: readonly RelatedPost[] }) {
  const { t } = useLingui();
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title" className={styles.sectionTitle}>
        <Trans>İlgili Makaleler</Trans>
      </h2>
      <ArticleGrid posts={posts} label={t`İlgili makaleler`} />
    </section>
  );
}
