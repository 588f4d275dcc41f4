import { describe, expect, it } from 'vitest';
import { PRIVATE_PATHS, robotsFor } from './robots.ts';
import { pageHead } from './head.ts';

describe('robots rule', () => {
  it.each([
    '/',
    '/about',
    '/contact',
    '/yardim',
    '/schools',
    '/blog',
    '/blog/bir-makale',
    '/privacy',
    '/terms',
    '/cookies',
    '/forest',
    '/forest/fire-prevention',
  ])('indexes the public page %s', (path) => expect(robotsFor(path)).toBe('index, follow'));

  it.each(['/login', '/register', '/forgot-password', '/login?returnUrl=%2Fdashboard', '/register/'])('hides the sign-in screen %s', (path) =>
    expect(robotsFor(path)).toBe('noindex, nofollow'),
  );

  it('hides every private path and what lies below it', () => {
    for (const path of PRIVATE_PATHS) {
      expect(robotsFor(path)).toBe('noindex, nofollow');
      expect(robotsFor(`${path}/alt-sayfa`)).toBe('noindex, nofollow');
    }
    expect(robotsFor('/dashboard/tools/stopwatch')).toBe('noindex, nofollow');
    expect(robotsFor('/Profile')).toBe('noindex, nofollow');
  });

  it('does not hide paths that only start with the same letters', () => {
    expect(robotsFor('/helpful-article')).toBe('index, follow');
    expect(robotsFor('/toolsy')).toBe('index, follow');
  });

  it('puts the rule into the page head', () => {
    const robots = (path: string) => pageHead({ path, title: 'Başlık', description: 'Açıklama' }).meta.find((tag) => 'name' in tag && tag.name === 'robots');
    expect(robots('/about')).toEqual({ name: 'robots', content: 'index, follow' });
    expect(robots('/login')).toEqual({ name: 'robots', content: 'noindex, nofollow' });
    const forced = pageHead({ path: '/about', title: 'Yok', description: 'Yok', noindex: true });
    expect(forced.meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });

  it('builds canonical, Open Graph and Twitter tags', () => {
    const head = pageHead({ path: '/about', title: 'Hakkımızda', description: 'Biz kimiz', keywords: ['bilim', 'deney'], image: '/og/x.png' });
    expect(head.links).toEqual([{ rel: 'canonical', href: expect.stringMatching(/\/about$/) }]);
    expect(head.meta).toContainEqual({ property: 'og:image', content: expect.stringMatching(/\/og\/x\.png$/) });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(head.meta).toContainEqual({ name: 'keywords', content: 'bilim, deney' });
  });
});
