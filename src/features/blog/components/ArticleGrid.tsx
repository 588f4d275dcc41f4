import type { ArticleSummary, RelatedPost } from '../../../shared/api/contract.ts';
import { ArticleCard } from './ArticleCard.tsx';
import * as styles from './list.css.ts';

type ArticleGridProps = { posts: readonly (ArticleSummary | RelatedPost)[]; label: string; className?: string };

export function ArticleGrid({ posts, label, className }: ArticleGridProps) {
  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} aria-label={label}>
      {posts.map((post) => (
        <li key={post.slug}>
          <ArticleCard post={post} />
        </li>
      ))}
    </ul>
  );
}
