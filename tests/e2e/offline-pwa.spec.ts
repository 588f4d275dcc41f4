import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, FIRST_INSTALL, builtFile } from './test.ts';
import { dismissCookieBanner, reassertOffline, waitForServiceWorker } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('after one visit the app opens offline, on reload and on first navigation', FIRST_INSTALL, async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bilimi dokunarak/);
  await reassertOffline(page, context);
  await expect(page.getByRole('status').filter({ hasText: 'Çevrimdışısınız' })).toBeVisible();

  // Pages never opened before: their code and text come from the precache.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Hakkımızda/);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gizlilik/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gizlilik/);

  // In-app navigation offline too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kullanım Koşulları' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Kullanım Koşulları/);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Çevrimdışısınız' })).toBeHidden();
});

test('the worker and its precache wait until the first page works, not only for the window to load', FIRST_INSTALL, async ({ page }) => {
  // The sign-in page is drawn by the app (not rendered at build time): held back, its code keeps the
  // first page from appearing while the window has long loaded and the browser is idle.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const registered = () => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  await page.goto('/login', { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  expect(await registered()).toBe(false);

  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(registered, { timeout: 10_000 }).toBe(true);
});

test('the web app manifest describes an installable Turkish app', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { sizes: string; purpose?: string; src: string }[];
    shortcuts: { url: string }[];
  };
  expect(manifest.lang).toBe('tr');
  expect(manifest.start_url).toBe('/');
  expect(manifest.scope).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => `${icon.sizes}:${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
  );
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/forest', '/dashboard/tools']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  expect((await request.get('/apple-touch-icon.png')).ok()).toBe(true);
});

test('a newer version waits for the user, then reloads on "Yenile"', FIRST_INSTALL, async ({ page }) => {
  const swPath = builtFile('sw.js');
  const original = readFileSync(swPath, 'utf8');
  try {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });

    // A new build produces a different worker file.
    appendFileSync(swPath, `\n// build ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const prompt = page.getByRole('region', { name: 'Güncelleme' });
    await expect(prompt).toContainText('Yeni sürüm hazır');
    // Nothing reloads on its own.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);

    await prompt.getByRole('button', { name: 'Yenile' }).click();
    await page.waitForFunction(() => !(window as unknown as { __marker?: boolean }).__marker);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
  } finally {
    writeFileSync(swPath, original);
  }
});
