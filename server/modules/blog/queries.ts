import type { Database } from 'better-sqlite3';
import type { Article, ArticleSummary, BlogCategory, BlogTag, RelatedPost } from '../../../src/shared/api/contract.ts';
import { searchWords } from './text.ts';

export type PostFilter = { category?: string; tag?: string; search?: string; featured?: boolean };
export type Page = { limit: number; offset: number };

type CategoryColumns = { category_name: string; category_slug: string; category_color: string };
type SummaryRow = Omit<ArticleSummary, 'category' | 'tags' | 'is_featured'> & CategoryColumns & { is_featured: number };
type RelatedRow = Omit<RelatedPost, 'category'> & CategoryColumns;

const FROM = 'FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id';
const CATEGORY_COLUMNS = 'c.name AS category_name, c.slug AS category_slug, c.color AS category_color';
const SUMMARY_COLUMNS = `
  p.id, p.slug, p.title, p.excerpt, p.featured_image, p.published_at, p.updated_at, p.reading_time,
  p.author_name, p.author_role, p.is_featured,
  p.anonymous_likes + (SELECT COUNT(*) FROM blog_likes l WHERE l.post_id = p.id) AS likes_count,
  p.anonymous_bookmarks + (SELECT COUNT(*) FROM blog_bookmarks b WHERE b.post_id = p.id) AS bookmarks_count,
  ${CATEGORY_COLUMNS}`;
const NEWEST_FIRST = 'ORDER BY p.published_at DESC, p.id DESC';

function categoryOf(row: CategoryColumns): BlogCategory {
  return { name: row.category_name, slug: row.category_slug, color: row.category_color };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Every filter narrows the list; each search word must appear somewhere in the post. */
function whereClause(filter: PostFilter): { sql: string; params: (string | number)[] } {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  if (filter.category) {
    conditions.push('c.slug = ?');
    params.push(filter.category);
  }
  if (filter.tag) {
    conditions.push('EXISTS (SELECT 1 FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id AND t.slug = ?)');
    params.push(filter.tag);
  }
  if (filter.featured) conditions.push('p.is_featured = 1');
  for (const word of searchWords(filter.search ?? '')) {
    conditions.push("p.search_text LIKE ? ESCAPE '\\'");
    params.push(`%${escapeLike(word)}%`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The tags of many posts in one query. */
function tagsOf(db: Database, postIds: number[]): Map<number, BlogTag[]> {
  const rows = db
    .prepare<[string], BlogTag & { post_id: number }>(
      `SELECT pt.post_id, t.id, t.name, t.slug
         FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id
        WHERE pt.post_id IN (SELECT value FROM json_each(?))
        ORDER BY t.id`,
    )
    .all(JSON.stringify(postIds));
  const byPost = new Map<number, BlogTag[]>();
  for (const { post_id, ...tag } of rows) byPost.set(post_id, [...(byPost.get(post_id) ?? []), tag]);
  return byPost;
}

function toSummaries(db: Database, rows: SummaryRow[]): ArticleSummary[] {
  const tags = tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ category_name, category_slug, category_color, is_featured, ...post }) => ({
    ...post,
    is_featured: is_featured === 1,
    category: categoryOf({ category_name, category_slug, category_color }),
    tags: tags.get(post.id) ?? [],
  }));
}

export function countPosts(db: Database, filter: PostFilter): number {
  const where = whereClause(filter);
  const row = db.prepare<(string | number)[], { total: number }>(`SELECT COUNT(*) AS total ${FROM} ${where.sql}`).get(...where.params);
  return row?.total ?? 0;
}

/** Newest first; all matches, or one page of them. */
export function findPosts(db: Database, filter: PostFilter, page?: Page): ArticleSummary[] {
  const where = whereClause(filter);
  const limit = page ? 'LIMIT ? OFFSET ?' : '';
  const params = page ? [...where.params, page.limit, page.offset] : where.params;
  const rows = db.prepare<(string | number)[], SummaryRow>(`SELECT ${SUMMARY_COLUMNS} ${FROM} ${where.sql} ${NEWEST_FIRST} ${limit}`).all(...params);
  return toSummaries(db, rows);
}

const RELATED_COUNT = 3;

/** Same category first, then the newest of the rest, so an article always offers something to read next. */
function relatedPosts(db: Database, postId: number, categorySlug: string): RelatedPost[] {
  return db
    .prepare<[number, string, number], RelatedRow>(
      `SELECT p.id, p.slug, p.title, p.featured_image, ${CATEGORY_COLUMNS}
         ${FROM}
        WHERE p.id <> ?
        ORDER BY (c.slug = ?) DESC, p.published_at DESC, p.id DESC
        LIMIT ?`,
    )
    .all(postId, categorySlug, RELATED_COUNT)
    .map(({ category_name, category_slug, category_color, ...post }) => ({
      ...post,
      category: categoryOf({ category_name, category_slug, category_color }),
    }));
}

export function findPostBySlug(db: Database, slug: string): Article | undefined {
  const row = db.prepare<[string], SummaryRow & { content: string }>(`SELECT ${SUMMARY_COLUMNS}, p.content ${FROM} WHERE p.slug = ?`).get(slug);
  if (!row) return undefined;
  const { content, ...summaryRow } = row;
  const [summary] = toSummaries(db, [summaryRow]);
  if (!summary) return undefined;
  return { ...summary, content, related_posts: relatedPosts(db, row.id, row.category_slug) };
}

export function postExists(db: Database, id: number): boolean {
  return db.prepare<[number], { id: number }>('SELECT id FROM blog_posts WHERE id = ?').get(id) !== undefined;
}

export function listCategories(db: Database): BlogCategory[] {
  return db.prepare<[], BlogCategory>('SELECT name, slug, color FROM blog_categories ORDER BY sort_order').all();
}

const turkishOrder = new Intl.Collator('tr');

export function listTags(db: Database): BlogTag[] {
  return db
    .prepare<[], BlogTag>('SELECT id, name, slug FROM blog_tags')
    .all()
    .sort((a, b) => turkishOrder.compare(a.name, b.name));
}
