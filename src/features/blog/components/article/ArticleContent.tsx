import { lazy, Suspense } from 'react';
import * as styles from './article.css.ts';

// The sanitiser is most of the article's code (about 8 of its 14 KB brotli), and a rendered article's body
// is already in the page, sanitised when the page was built: while this chunk loads, after the page's
// first paint, React keeps that markup and hydrates it once the chunk is there. A body opened within the
// app waits the moment the chunk takes (the service worker has it).
const SanitizedArticleHtml = lazy(() => import('./SanitizedArticleHtml.tsx').then((module) => ({ default: module.SanitizedArticleHtml })));

/** The article's HTML with its formatting, sanitised (no scripts, handlers, javascript: links or frames). */
export function ArticleContent({ html }: { html: string }) {
  return (
    <Suspense fallback={<div className={styles.prose} aria-busy="true" />}>
      <SanitizedArticleHtml html={html} />
    </Suspense>
  );
}
