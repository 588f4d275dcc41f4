import { describe, expect, it } from 'vitest';
import { cacheControlFor, securityHeaders, varyOnEncoding } from './securityHeaders.ts';

describe('server headers', () => {
  it('caches hashed assets forever and revalidates the shell and the worker', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) expect(cacheControlFor(path)).toBe('no-cache');
  });

  it('never lets an error be kept, whatever its path', () => {
    for (const path of ['/assets/missing-abc123.js', '/media/yok.png', '/', '/sw.js']) {
      expect(cacheControlFor(path, 404)).toBe('no-store');
      expect(cacheControlFor(path, 500)).toBe('no-store');
    }
    expect(cacheControlFor('/assets/index-abc123.js', 304)).toBe('public, max-age=31536000, immutable');
  });

  it('adds Accept-Encoding to Vary once, keeping what is there', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });

  it("forbids inline scripts, but the rendered pages' three named by their hashes, and framing", () => {
    const csp = securityHeaders()['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
