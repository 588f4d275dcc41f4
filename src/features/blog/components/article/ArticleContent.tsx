import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../../model/sanitize.ts';
import * as styles from './article.css.ts';

/** The article's HTML with its formatting, sanitised (no scripts, handlers, javascript: links or frames). */
export function ArticleContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
