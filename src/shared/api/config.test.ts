import { describe, expect, it } from 'vitest';
import { apiUrl } from './config.ts';

describe('apiUrl', () => {
  it('keeps API paths on the app origin by default', () => {
    expect(apiUrl('/api/blog/posts/')).toBe('/api/blog/posts/');
    expect(apiUrl('api/blog/posts/')).toBe('/api/blog/posts/');
  });
});
