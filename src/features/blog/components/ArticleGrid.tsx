import type { ArticleSummary, RelatedPost } from '@/shared/api/contract.ts';
import { ArticleCard } from './ArticleCard.tsx';
import * as styles from './list.css.ts';

type ArticleGridProps = {
  posts: readonly (ArticleSummary | RelatedPost)[];
  label: string;
  className?: string;
  /** The grid is at the top of the page: its first row's covers load at once (they are the largest paint). */
  eager?: boolean;
};

/** Covers in a row on the widest layout. */
const FIRST_ROW = 3;

export function ArticleGrid({ posts, label, className, eager = false }: ArticleGridProps) {
  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} aria-label={label}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <ArticleCard post={post} eagerImage={eager && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
