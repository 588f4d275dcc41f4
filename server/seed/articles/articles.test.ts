import { describe, expect, it } from 'vitest';
import { CATEGORIES, TAGS } from '../blogCatalogue.ts';
import { ARTICLES } from './index.ts';

const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;

describe('seeded articles', () => {
  it('are at least 30, with unique slugs, spread over the five categories', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(ARTICLES.map((article) => article.slug)).size).toBe(ARTICLES.length);
    for (const category of CATEGORIES) {
      expect(ARTICLES.filter((article) => article.category === category.slug).length, category.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(ARTICLES.map((article) => [article.slug, article] as const))('%s is a substantial, well-formed article', (slug, article) => {
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(count(article.content, 'p') + count(article.content, 'li')).toBeGreaterThanOrEqual(6);
    expect(count(article.content, 'h2')).toBeGreaterThanOrEqual(2);
    expect(article.content).not.toMatch(/<script|\son\w+=|javascript:/i);
    expect(article.excerpt.length).toBeGreaterThan(60);
    expect(article.tags.length).toBeGreaterThan(0);
    for (const tag of article.tags) expect(TAGS).toHaveProperty(tag);
    expect(Date.parse(article.published_at)).not.toBeNaN();
    if (article.updated_at) expect(article.updated_at > article.published_at).toBe(true);
  });

  it('use lists, blockquotes and bold text across the set, and several are featured', () => {
    expect(ARTICLES.filter((article) => /<[uo]l>/.test(article.content)).length).toBeGreaterThanOrEqual(28);
    expect(ARTICLES.filter((article) => article.content.includes('<blockquote>')).length).toBeGreaterThanOrEqual(25);
    expect(ARTICLES.filter((article) => article.content.includes('<strong>')).length).toBeGreaterThanOrEqual(15);
    expect(ARTICLES.filter((article) => article.featured).length).toBeGreaterThanOrEqual(4);
  });
});
