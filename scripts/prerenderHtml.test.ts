import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { securityHeaders } from '../server/securityHeaders.ts';
import { EARLY_ACTION_SCRIPT } from '../src/shared/config/earlyActionScript.ts';
import { SIGNED_IN_HOME_SCRIPT } from '../src/shared/config/signedInHomeScript.ts';
import { START_AFTER_PAINT_SCRIPT } from '../src/shared/config/startAfterPaintScript.ts';
import { fillPageTemplate, routeFiles } from './prerenderHtml.ts';

const shell = `<!doctype html>
<html lang="tr"><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/index-1.js"></script></head>
  <body>
    <div id="root"><div class="boot" role="status"><div class="boot__ring"></div><p>Yükleniyor...</p></div></div>
    <noscript>JavaScript gereklidir.</noscript>
  </body>
</html>`;

const page = (queries: unknown[] = []) => ({
  head: '<title>Hakkımızda | EtkiLab</title>',
  body: '<main><h1>Hakkımızda</h1><p>$& $1 kept as written</p></main>',
  queryState: { mutations: [], queries } as never,
  routeIds: ['__root__', '/_public', '/_public/about'],
  ok: true,
});

describe('fillPageTemplate', () => {
  it('puts the head tags, styles and chunk preloads in the head and the page in #root instead of the spinner', () => {
    const html = fillPageTemplate(shell, '/about', page(), { scripts: ['assets/about-2.js'], styles: ['assets/about-3.css'] });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Hakkımızda | EtkiLab</title>');
    expect(head).toContain('<link rel="expect" href="#rendered-page-end" blocking="render">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/about-3.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/about-2.js">');
    // The entry is asked for once the page is painted, by the inline script that reads this.
    expect(head).toContain('<meta name="app-entry" content="/assets/index-1.js">');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<div id="root" data-rendered-page="/about"><main><h1>Hakkımızda</h1><p>$& $1 kept as written</p></main></div><template id="rendered-page-end"></template>',
    );
    expect(html).not.toContain('Yükleniyor');
    expect(html).toContain('<noscript>');
    expect(html).not.toContain('page-data');
  });

  it('carries the Query data the page was drawn from, unable to close its script', () => {
    const html = fillPageTemplate(shell, '/blog', page([{ queryKey: ['blog'], state: { data: '</script><script>alert(1)</script>' } }]), {
      scripts: [],
      styles: [],
    });
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toMatchObject({ queries: [{ state: { data: '</script><script>alert(1)</script>' } }] });
  });

  it('starts its head with the early-action and start-after-paint scripts, the only inline scripts the CSP allows', () => {
    const html = fillPageTemplate(shell, '/about', page(), { scripts: [], styles: [] });
    expect(html.indexOf(`<head><script>${EARLY_ACTION_SCRIPT}</script><script>${START_AFTER_PAINT_SCRIPT}</script>`)).toBeGreaterThan(0);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(2);
    const csp = securityHeaders()['content-security-policy'];
    for (const source of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  });

  it('starts the home page, and no other, with the script that sends someone signed in on, allowed by the CSP', () => {
    const home = fillPageTemplate(shell, '/', page(), { scripts: [], styles: [] });
    expect(home.indexOf(`<head><script>${SIGNED_IN_HOME_SCRIPT}</script><script>${EARLY_ACTION_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(securityHeaders()['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(SIGNED_IN_HOME_SCRIPT).digest('base64')}'`);
    expect(fillPageTemplate(shell, '/about', page(), { scripts: [], styles: [] })).not.toContain(SIGNED_IN_HOME_SCRIPT);
  });

  it('refuses a shell whose #root or entry script it cannot find', () => {
    expect(() => fillPageTemplate('<html><body><main></main></body></html>', '/', page(), { scripts: [], styles: [] })).toThrow(/#root/);
    expect(() => fillPageTemplate(shell.replace(/<script[^]*?<\/script>/, ''), '/', page(), { scripts: [], styles: [] })).toThrow(/entry/);
  });
});

describe('routeFiles', () => {
  it('names the file behind each matched route id', () => {
    expect(routeFiles(['__root__', '/_public', '/_public/', '/_public/blog/', '/_public/blog/$slug', '/_public/forest/fire-prevention'])).toEqual([
      'src/routes/__root.tsx',
      'src/routes/_public.tsx',
      'src/routes/_public/index.tsx',
      'src/routes/_public/blog/index.tsx',
      'src/routes/_public/blog/$slug.tsx',
      'src/routes/_public/forest/fire-prevention.tsx',
    ]);
  });
});
