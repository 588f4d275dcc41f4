import { describe, expect, it } from 'vitest';
import { articleImageUrls } from './articleImages.ts';

const origin = 'https://etkilab.example';

describe('articleImageUrls', () => {
  it('lists the featured image and the images inside the content, once each, as absolute URLs', () => {
    const urls = articleImageUrls(
      {
        featured_image: '/media/blog/kapak.svg',
        content:
          '<p>metin</p><figure><img src="/media/blog/sema.svg" alt=""></figure><img src="/media/blog/kapak.svg"><img src="https://etkilab.example/media/blog/uc.svg">',
      },
      origin,
    );
    expect(urls).toEqual([`${origin}/media/blog/kapak.svg`, `${origin}/media/blog/sema.svg`, `${origin}/media/blog/uc.svg`]);
  });

  it('skips other origins, data URLs and missing images', () => {
    const urls = articleImageUrls(
      { featured_image: null, content: '<img src="https://baska.example/a.png"><img src="data:image/png;base64,AAAA"><img alt="kaynaksız">' },
      origin,
    );
    expect(urls).toEqual([]);
  });
});
