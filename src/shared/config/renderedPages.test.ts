import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_PATHS, renderedPageFile } from './renderedPages.ts';

describe('renderedPageFile', () => {
  it('maps a page path to its file under /pages', () => {
    expect(renderedPageFile('/')).toBe('/pages/index.html');
    expect(renderedPageFile('/about')).toBe('/pages/about.html');
    expect(renderedPageFile('/forest/fire-prevention')).toBe('/pages/forest/fire-prevention.html');
    expect(renderedPageFile('/blog/yaparak-ogrenme')).toBe('/pages/blog/yaparak-ogrenme.html');
  });

  it('treats a trailing slash as the same page', () => {
    expect(renderedPageFile('/about/')).toBe('/pages/about.html');
  });

  it('leaves a page with a query to the shell: its content depends on the query', () => {
    expect(renderedPageFile('/blog', '?category=arastirma')).toBeNull();
    expect(renderedPageFile('/blog', '?')).toBe('/pages/blog.html');
  });

  it('refuses anything that could leave the folder or is not a plain page path', () => {
    for (const path of ['/index', '/blog/index', '/../sw.js', '/a/../../x', '/%2e%2e/x', '/Blog', '/a//b', '/a.b', '//evil.example']) {
      expect(renderedPageFile(path), path).toBeNull();
    }
  });

  it('lists every public page the issue names, each once', () => {
    expect(new Set(RENDERED_PAGE_PATHS).size).toBe(RENDERED_PAGE_PATHS.length);
    expect(RENDERED_PAGE_PATHS).toEqual(
      expect.arrayContaining(['/', '/about', '/contact', '/yardim', '/schools', '/courses', '/privacy', '/terms', '/cookies', '/forest', '/blog']),
    );
    expect(RENDERED_PAGE_PATHS.filter((path) => path.startsWith('/forest/'))).toHaveLength(5);
  });
});
