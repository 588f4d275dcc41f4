import { Trans, useLingui } from '@lingui/react/macro';
import type { Article } from '@/shared/api/contract.ts';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { articleDates } from '../../model/dates.ts';
import { NewsletterBlock } from '@/features/newsletter';
import { ArticleImage } from '../ArticleImage.tsx';
import { CategoryBadge } from '../CategoryBadge.tsx';
import { OfflineCopyNote } from '../OfflineCopyNote.tsx';
import { ArticleContent } from './ArticleContent.tsx';
import { ArticleTags } from './ArticleTags.tsx';
import { ReactionButtons } from './ReactionButtons.tsx';
import { RelatedArticles } from './RelatedArticles.tsx';
import { SaveOfflineButton } from './SaveOfflineButton.tsx';
import { ShareBox } from './ShareBox.tsx';
import * as styles from './article.css.ts';

export function ArticleView({ article, savedAt }: { article: Article; savedAt: number }) {
  const { t } = useLingui();
  const dates = articleDates(article.published_at, article.updated_at);
  const minutes = article.reading_time;
  const initial = article.author_name.trim().charAt(0).toLocaleUpperCase('tr-TR');

  return (
    <div className={styles.page}>
      <article className={styles.column} aria-labelledby="article-title">
        <ButtonLink to="/blog" variant="ghost" className={styles.back}>
          <span aria-hidden="true">←</span>
          <Trans>Bloga Dön</Trans>
        </ButtonLink>
        <OfflineCopyNote savedAt={savedAt} />
        <header className={styles.header}>
          <p className={styles.meta}>
            <CategoryBadge category={article.category} />
            <span>{t`${minutes} dk okuma`}</span>
            <span>
              <Trans>Yayınlanma:</Trans> <time dateTime={article.published_at}>{dates.published}</time>
            </span>
            {dates.updated ? (
              <span>
                <Trans>Güncelleme:</Trans> <time dateTime={article.updated_at}>{dates.updated}</time>
              </span>
            ) : null}
          </p>
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.excerpt}>{article.excerpt}</p>
          <p className={styles.author}>
            <span className={styles.avatar} aria-hidden="true">
              {initial}
            </span>
            <span>
              <span className={styles.meta}>
                <Trans>Yazar</Trans>
              </span>
              <strong>{article.author_name}</strong>
              {article.author_role ? <span className={styles.authorRole}>{article.author_role}</span> : null}
            </span>
          </p>
        </header>
        {article.featured_image ? (
          <figure className={styles.cover}>
            <ArticleImage src={article.featured_image} eager />
          </figure>
        ) : null}
        <ArticleContent html={article.content} />
        <ArticleTags tags={article.tags} />
        <div className={styles.actions}>
          <ReactionButtons article={article} />
        </div>
        <SaveOfflineButton article={article} />
        <ShareBox article={article} />
      </article>
      <RelatedArticles posts={article.related_posts} />
      <NewsletterBlock />
    </div>
  );
}
