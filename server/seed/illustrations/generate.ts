/**
 * Writes each seeded article's cover into server/seed/assets/blog/ (run after adding an article):
 *   npx tsx server/seed/illustrations/generate.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_MEDIA_DIR, coverFileName } from '../../modules/blog/index.ts';
import { ARTICLES } from '../articles/index.ts';
import { coverSvg } from './cover.ts';

for (const article of ARTICLES) {
  writeFileSync(path.join(BLOG_MEDIA_DIR, coverFileName(article.slug)), coverSvg(article.slug, article.category, article.illustration));
}
console.log(`${ARTICLES.length} kapak görseli yazıldı: ${BLOG_MEDIA_DIR}`);
