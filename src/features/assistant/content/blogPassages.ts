import type { Article, ArticleSummary } from '@/shared/api/contract.ts';
import type { Passage } from '../model/search/passage.ts';

/** An article's words without its markup. DOMParser builds an inert document: nothing in it runs or loads. */
function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // A script's or a style's text is not the article's.
  body.querySelectorAll('script,style,template,noscript').forEach((node) => node.remove());
  body.querySelectorAll('p,li,h1,h2,h3,h4,br').forEach((node) => node.append('\n'));
  return (body.textContent ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
}

/** A cached blog post as one passage: a read post with its whole text, a listed one with its excerpt. */
export function blogPassage(post: ArticleSummary | Article): Passage {
  const source = `blog:${post.slug}`;
  const body = 'content' in post && post.content ? plainText(post.content) : '';
  return {
    id: source,
    source,
    kind: 'blog',
    section: 'page',
    title: post.title,
    href: `/blog/${post.slug}`,
    keywords: [post.title, post.category.name, ...post.tags.map((tag) => tag.name)].join(' · '),
    text: [post.excerpt, body].filter(Boolean).join('\n'),
  };
}
