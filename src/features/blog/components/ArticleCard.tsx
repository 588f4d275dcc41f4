import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ArticleSummary, RelatedPost } from '@/shared/api/contract.ts';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { ArticleImage } from './ArticleImage.tsx';
import { CategoryBadge } from './CategoryBadge.tsx';
import * as styles from './card.css.ts';

type ArticleCardProps = {
  post: ArticleSummary | RelatedPost;
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
};

/**
 * A post in a grid: cover, category, title (the link), and for full summaries the excerpt, date and reading
 * time. Memoised: a refetch that brings the same posts keeps their objects (Query's structural sharing),
 * and the cards are not drawn again when the list refreshes after a rendered page is hydrated.
 */
export const ArticleCard = memo(function ArticleCard({ post, headingLevel: Heading = 'h3', eagerImage = false }: ArticleCardProps) {
  const { t } = useLingui();
  const summary = 'excerpt' in post ? post : null;
  const minutes = summary?.reading_time ?? 0;
  return (
    <article className={styles.card}>
      <div className={styles.media}>{post.featured_image ? <ArticleImage src={post.featured_image} eager={eagerImage} /> : null}</div>
      <div className={styles.body}>
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <Heading className={styles.title}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        {summary ? (
          <>
            <p className={styles.excerpt}>{summary.excerpt}</p>
            <p className={styles.meta}>
              <time dateTime={summary.published_at}>{formatLongDate(summary.published_at)}</time>
              <span aria-hidden="true">·</span>
              <span>{t`${minutes} dk okuma`}</span>
            </p>
          </>
        ) : null}
      </div>
    </article>
  );
});
