import * as cardStyles from './card.css.ts';
import * as styles from './list.css.ts';

/** Card-shaped placeholders for a grid that is loading; hidden from assistive technology (the status line speaks). */
export function ArticleGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className={cardStyles.skeletonCard}>
            <div className={cardStyles.media} />
            <div className={cardStyles.body}>
              <span className={cardStyles.skeletonShort} />
              <span className={cardStyles.skeletonTitle} />
              <span className={cardStyles.skeletonLine} />
              <span className={cardStyles.skeletonLine} />
              <span className={cardStyles.skeletonShort} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
