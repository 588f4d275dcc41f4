import { type Page, type Response } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { RENDERED_PAGE_PATHS } from '../../src/shared/config/renderedPages.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

/** The seeded articles, as the build's sitemap lists them. */
async function articlePaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>https:\/\/etkilab\.example(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

/**
 * Before any script runs, remembers the rendered page's <h1> and starts adding up layout shifts; after
 * hydration the same <h1> must still be in the page (React adopted the markup, it did not draw anew).
 */
async function watchHydration(page: Page): Promise<() => Promise<{ kept: boolean; shift: number }>> {
  await page.addInitScript(() => {
    const watch = window as unknown as { renderedHeading?: Element | null; layoutShift: number };
    watch.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) watch.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      watch.renderedHeading = document.querySelector('h1');
    });
  });
  return () =>
    page.evaluate(() => {
      const watch = window as unknown as { renderedHeading?: Element | null; layoutShift: number };
      const heading = document.querySelector('h1');
      return { kept: Boolean(heading) && watch.renderedHeading === heading && heading?.isConnected === true, shift: watch.layoutShift };
    });
}

/** Console errors and warnings (React reports a hydration mismatch there) and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own word when it blocks the worker in a test not tagged WORKER (tests/e2e/test.ts).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('every public page arrives with its title, <h1> and text before any script runs', async ({ browser, page }) => {
  const articles = await articlePaths(page);
  expect(articles.length).toBeGreaterThanOrEqual(20);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScripts = await context.newPage();
  for (const path of [...RENDERED_PAGE_PATHS, ...articles]) {
    await noScripts.goto(path);
    await expect(noScripts, path).toHaveTitle(/\S+ \| EtkiLab|EtkiLab/);
    await expect(noScripts.getByRole('heading', { level: 1 }), path).toHaveText(/\S/);
    await expect(noScripts.locator('main'), path).toContainText(/\S{20,}/);
    await expect(noScripts.getByText('Yükleniyor...', { exact: true }), path).toHaveCount(0);
  }
  await context.close();
});

test('sitemap.xml lists every rendered page and robots.txt names it', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of RENDERED_PAGE_PATHS) expect(sitemap).toContain(`<loc>https://etkilab.example${path}</loc>`);
  expect(sitemap).not.toContain('/dashboard');
  expect(await (await page.request.get('/robots.txt')).text()).toContain('Sitemap: https://etkilab.example/sitemap.xml');
});

test('each rendered page hydrates in place: no console error, no hydration warning, no layout shift', async ({ page }) => {
  test.slow();
  const problems = collectProblems(page);
  const hydration = await watchHydration(page);
  const [article] = await articlePaths(page);
  for (const [index, path] of [...RENDERED_PAGE_PATHS, article ?? ''].entries()) {
    await page.goto(path);
    // The device's own parts join once hydration is over: the outbox's notice list at once, the cookie
    // banner 1.5 s later. The banner is the same on every page: its arrival is measured on the first.
    await expect(page.getByRole('list', { name: 'Gönderim bildirimleri' }), path).toBeAttached();
    if (index === 0) await expect(page.getByRole('region', { name: 'Çerez tercihleri' }), path).toBeVisible();
    expect(await hydration(), path).toEqual({ kept: true, shift: 0 });
  }
  expect(problems).toEqual([]);
});

test('a rendered page is first drawn whole, even when reading it stalls half-way', async ({ page }) => {
  // A script that answers late, placed after the header, holds the parser there as a slow link or a busy
  // tablet does; drawn as far as it was read, the page showed its header alone and then grew.
  await page.route('**/parser-stall.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</header>', '</header><script src="/parser-stall.js"></script>');
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { footerInFirstFrame: boolean }).footerInFirstFrame = document.querySelector('footer') !== null;
    });
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
  expect(await page.evaluate(() => (window as unknown as { footerInFirstFrame?: boolean }).footerInFirstFrame)).toBe(true);
});

test('the browser’s install offer joins a hydrated page without moving it', async ({ page }) => {
  // Answered before: the offer waits for the cookie banner, and a tap would hide a shift for half a second.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'));
  const hydration = await watchHydration(page);
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Uygulamayı yükleme önerisi' });
  // Chromium offers installation when it judges the app installable; the test makes the offer itself,
  // again until the app has started and heard it.
  await expect(async () => {
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(notice.getByRole('button', { name: 'Yükle' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(await hydration()).toEqual({ kept: true, shift: 0 });
  await notice.getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(notice).toHaveCount(0);
});

/** Holds the app's entry script back until the returned function is called: the page is used before the app starts. */
async function holdAppBack(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('hydrated pages are interactive: the forest game plays and the blog filter filters', async ({ page }) => {
  await dismissCookieBanner(page);
  const problems = collectProblems(page);
  const hydration = await watchHydration(page);

  const scripts: Promise<string>[] = [];
  const keepScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', keepScript);
  await page.goto('/forest/fire-prevention');
  await page
    .getByRole('group', { name: /Orman sahnesi/ })
    .getByRole('button', { name: 'Cam şişe — yüksek risk' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await hydration()).kept).toBe(true);
  // The game has no form and asks the server nothing: the form-schema library (valibot, which names itself
  // in every schema) is not its to download, nor is the rest of the data layer that comes with it.
  page.off('response', keepScript);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(2);
  expect(code.filter((text) => text.includes('valibot')).length, 'scripts carrying valibot').toBe(0);

  await page.goto('/blog');
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Eğitim' });
  await expect(page).toHaveURL(/\/blog\?category=egitim$/);
  await expect(page.getByRole('button', { name: 'Filtreyi kaldır: Kategori: Eğitim' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a rendered page is painted before it asks for the app’s entry script, and then starts', async ({ page }) => {
  await dismissCookieBanner(page);
  const hydration = await watchHydration(page);
  await page.goto('/blog/aralikli-tekrar-ve-hatirlama-pratigi');
  const timing = await page.waitForFunction(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const src = document.querySelector<HTMLScriptElement>('script[type="module"]')?.src;
    const entry = src ? performance.getEntriesByName(src)[0] : undefined;
    return paint && entry ? { paint: paint.startTime, entry: entry.startTime } : null;
  });
  const { paint, entry } = (await timing.jsonValue()) ?? { paint: NaN, entry: NaN };
  expect(entry).toBeGreaterThanOrEqual(paint);
  // Started (the outbox's notice list joins once hydration is over): a link is now followed by the app,
  // within the same document. Clicked before that, it is a plain link, and on a busy machine it was.
  await expect(page.getByRole('list', { name: 'Gönderim bildirimleri' })).toBeAttached();
  expect((await hydration()).kept).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('what a visitor does on a rendered page before its app starts is done once it has: a tap, a choice, a sent form', async ({ page }) => {
  await dismissCookieBanner(page);
  const problems = collectProblems(page);

  let release = await holdAppBack(page);
  // The page's load waits for its entry: only its arrival is waited for.
  await page.goto('/forest/fire-prevention', { waitUntil: 'commit' });
  await page
    .getByRole('group', { name: /Orman sahnesi/ })
    .getByRole('button', { name: 'Cam şişe — yüksek risk' })
    .click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toBeHidden();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();

  await page.unrouteAll();
  release = await holdAppBack(page);
  await page.goto('/blog', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Eğitim' });
  release();
  await expect(page).toHaveURL(/\/blog\?category=egitim$/);
  await expect(page.getByRole('button', { name: 'Filtreyi kaldır: Kategori: Eğitim' })).toBeVisible();

  await page.unrouteAll();
  release = await holdAppBack(page);
  await page.goto('/blog', { waitUntil: 'commit' });
  const newsletter = page.getByRole('region', { name: 'Bültenimize abone olun' });
  await newsletter.getByLabel(/^E-posta adresiniz/).fill(`erken-${Date.now()}@ornek.example`);
  await newsletter.getByRole('button', { name: 'Abone ol' }).click();
  // Held back: the page stays, the address does not go into the URL.
  await expect(page).toHaveURL(/\/blog$/);
  release();
  await expect(newsletter.getByRole('status')).toContainText('abone oldunuz');
  await expect(page).toHaveURL(/\/blog$/);
  expect(problems).toEqual([]);
});

test('a rendered page’s data is brought up to date once it is hydrated, without drawing the page anew', async ({ page }) => {
  await dismissCookieBanner(page);
  const problems = collectProblems(page);
  const hydration = await watchHydration(page);
  // An article retitled since the build: the list the server answers now differs from the rendered one.
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === '/api/blog/posts/',
    async (route) => {
      asked.push(route.request().url());
      const response = await route.fetch();
      const body = (await response.json()) as { results?: { posts: { title: string }[] }; posts?: { title: string }[] };
      const first = (body.results?.posts ?? body.posts ?? [])[0];
      if (first) first.title = 'Başlığı yeni değişen makale';
      await route.fulfill({ response, json: body });
    },
  );

  await page.goto('/blog');
  const list = page.getByRole('list', { name: 'Makaleler', exact: true });
  await expect(list.getByRole('link', { name: 'Başlığı yeni değişen makale' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect((await hydration()).kept).toBe(true);
  expect(problems).toEqual([]);
});

test('text typed into the rendered contact form before its script arrives is kept, and the draft is kept after', async ({ page }) => {
  await dismissCookieBanner(page);
  // The entry script is held back until the visitor has typed: a slow tablet on school Wi-Fi.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Bize yazın' });
  await form.getByLabel(/^Ad soyad/).fill('A');
  await form.getByLabel(/^Konu/).fill('Deney seti');
  release();
  // Hydrated: the rule for the name field (left before hydration) speaks, and both texts are still there.
  await expect(form.getByText('Ad en az 2 karakter olmalıdır.')).toBeVisible();
  await expect(form.getByLabel(/^Ad soyad/)).toHaveValue('A');
  await expect(form.getByLabel(/^Konu/)).toHaveValue('Deney seti');
  await form.getByLabel(/^Ad soyad/).fill('Ayşe Kaya');
  await page.waitForTimeout(500);
  await page.reload();
  await expect(form.getByLabel(/^Ad soyad/)).toHaveValue('Ayşe Kaya');
  await expect(form.getByLabel(/^Konu/)).toHaveValue('Deney seti');
});

test(
  'after one visit, rendered pages opened once come back rendered offline, and pages never opened are drawn by the shell',
  WORKER,
  async ({ page, context }) => {
    await dismissCookieBanner(page);
    const [article] = await articlePaths(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    const hydration = await watchHydration(page);
    const problems = collectProblems(page);
    // Rendered pages other than the landing page are not precached (the shell stays small): one opened online is kept.
    for (const path of ['/about', article ?? '']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/about', 'Hakkımızda'],
      [article ?? '', /\S/],
    ] as const) {
      await page.goto(path);
      await reassertOffline(page, context);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect.poll(async () => (await hydration()).kept, { message: path }).toBe(true);
    }
    // Never opened: the shell draws the page from its own code.
    for (const [path, heading] of [
      ['/forest/fire-prevention', /Yangını Önle/],
      ['/forest/cleanup', /Ormanı Birlikte Koruyalım/],
    ] as const) {
      await page.goto(path);
      await reassertOffline(page, context);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    await context.setOffline(false);
    expect(problems.filter((problem) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
  },
);

test(
  'someone signed in on this device opens / on the dashboard, never drawn over the landing page; signed out, the landing page is back',
  WORKER,
  async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/about');
    await waitForServiceWorker(page);
    await signIn(page);
    await page.waitForFunction(() => caches.has('user-signed-in'));
    // From the first byte of the document: did the landing page (rendered or drawn) show at any moment?
    await page.addInitScript(() => {
      const watch = window as Window & { sawLanding?: boolean };
      watch.sawLanding = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-rendered-page="/"]') || document.querySelector('h1')?.textContent?.includes('Bilimi dokunarak')) {
          watch.sawLanding = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sawLanding?: boolean }).sawLanding)).toBe(false);

    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => caches.has('user-signed-in'))).toBe(false);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bilimi dokunarak');
    expect(await page.evaluate(() => (window as Window & { sawLanding?: boolean }).sawLanding)).toBe(true);
  },
);

test('before a worker answers for it, the rendered landing page is never painted for someone signed in: they are sent on to the dashboard', async ({
  page,
}) => {
  await dismissCookieBanner(page);
  await signIn(page);
  // Every document of this tab notes where it first painted content (sessionStorage outlives the navigation).
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[];
      painted.push(`${location.pathname}${document.querySelector('[data-rendered-page]') ? ' rendered' : ''}`);
      sessionStorage.setItem('painted', JSON.stringify(painted));
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEMO_ACCOUNTS.teacher.firstName);
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[])).toEqual(['/dashboard']);

  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bilimi dokunarak');
});
