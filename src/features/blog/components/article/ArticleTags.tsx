import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { BlogTag } from '@/shared/api/contract.ts';
import * as styles from './article.css.ts';

/** Each tag opens the list filtered by it (docs/behaviour.md#routes-and-guards: /blog?tag={slug}). */
export function ArticleTags({ tags }: { tags: readonly BlogTag[] }) {
  const { t } = useLingui();
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={t`Etiketler`}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link to="/blog" search={{ tag: tag.slug }} className={styles.tag}>
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
