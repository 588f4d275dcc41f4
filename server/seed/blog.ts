import type { Database } from 'better-sqlite3';
import { blogMediaUrl, coverFileName, foldForSearch, htmlToText, readingMinutes } from '../modules/blog/index.ts';
import { ARTICLES } from './articles/index.ts';
import { CATEGORIES, TAGS, type SeedArticle } from './blogCatalogue.ts';

function searchText(article: SeedArticle, categoryName: string): string {
  const tagNames = article.tags.map((slug) => TAGS[slug]);
  return foldForSearch([article.title, article.excerpt, htmlToText(article.content), categoryName, ...tagNames].join(' '));
}

/**
 * Adds the categories, tags and articles, and brings stored articles up to date with the seed:
 * articles added or edited later reach existing databases too, and stored reaction counts are never reset.
 */
export function seedBlog(db: Database, articles: readonly SeedArticle[] = ARTICLES): void {
  const insertCategory = db.prepare('INSERT INTO blog_categories (slug, name, color, sort_order) VALUES (?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING');
  const insertTag = db.prepare('INSERT INTO blog_tags (slug, name) VALUES (?, ?) ON CONFLICT (slug) DO NOTHING');
  const insertPost = db.prepare(
    `INSERT INTO blog_posts (slug, title, excerpt, content, featured_image, published_at, updated_at, reading_time, author_name,
                             author_role, category_id, is_featured, anonymous_likes, anonymous_bookmarks, search_text)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, id, ?, ?, ?, ? FROM blog_categories WHERE slug = ?
     ON CONFLICT (slug) DO UPDATE SET
       title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, featured_image = excluded.featured_image,
       published_at = excluded.published_at, updated_at = excluded.updated_at, reading_time = excluded.reading_time,
       author_name = excluded.author_name, author_role = excluded.author_role, category_id = excluded.category_id,
       is_featured = excluded.is_featured, search_text = excluded.search_text`,
  );
  const tagPost = db.prepare(
    `INSERT INTO blog_post_tags (post_id, tag_id)
     SELECT p.id, t.id FROM blog_posts p, blog_tags t WHERE p.slug = ? AND t.slug = ?
     ON CONFLICT DO NOTHING`,
  );

  db.transaction(() => {
    CATEGORIES.forEach((category, index) => insertCategory.run(category.slug, category.name, category.color, index));
    for (const [slug, name] of Object.entries(TAGS)) insertTag.run(slug, name);
    for (const article of articles) {
      const category = CATEGORIES.find((item) => item.slug === article.category);
      insertPost.run(
        article.slug,
        article.title,
        article.excerpt,
        article.content.trim(),
        blogMediaUrl(coverFileName(article.slug)),
        article.published_at,
        article.updated_at ?? article.published_at,
        readingMinutes(article.content),
        article.author_name,
        article.author_role,
        article.featured ? 1 : 0,
        article.likes,
        article.bookmarks,
        searchText(article, category?.name ?? ''),
        article.category,
      );
      for (const tag of article.tags) tagPost.run(article.slug, tag);
    }
  })();
}
