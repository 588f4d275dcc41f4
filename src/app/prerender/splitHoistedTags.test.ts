import { describe, expect, it } from 'vitest';
import { splitHoistedTags } from './splitHoistedTags.ts';

describe('splitHoistedTags', () => {
  it('moves the leading title, meta and link tags to the head and keeps the rest for #root', () => {
    const html = '<link rel="preload" as="image" href="/a.svg"/><title>Blog | EtkiLab</title><meta name="description" content="x"/><div><h1>Blog</h1></div>';
    expect(splitHoistedTags(html)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>Blog | EtkiLab</title><meta name="description" content="x"/>',
      body: '<div><h1>Blog</h1></div>',
    });
  });

  it('leaves a page without head tags whole, and tags inside the page in place', () => {
    expect(splitHoistedTags('<main><meta itemprop="x"/></main>')).toEqual({ head: '', body: '<main><meta itemprop="x"/></main>' });
  });
});
