import { describe, expect, it } from 'vitest';
import { cacheControlFor, securityHeaders } from './securityHeaders.ts';

describe('server headers', () => {
  it('caches hashed assets forever and revalidates the shell and the worker', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) expect(cacheControlFor(path)).toBe('no-cache');
  });

  it('forbids inline scripts and framing', () => {
    const csp = securityHeaders()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
