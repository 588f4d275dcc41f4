import { expect, test } from './test.ts';

test('the cookie banner appears after 1.5 s, stores the choice and stays away after reload', async ({ page }) => {
  await page.goto('/');
  const started = Date.now();
  const banner = page.getByRole('region', { name: 'Çerez tercihleri' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await expect(banner).toBeVisible({ timeout: 5000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1200);

  // Keyboard users reach the choices with Tab.
  const accept = banner.getByRole('button', { name: 'Tümünü Kabul Et' });
  await accept.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  const stored = await page.evaluate(() => ({
    choice: localStorage.getItem('cookie-consent'),
    date: localStorage.getItem('cookie-consent-date'),
  }));
  expect(stored.choice).toBe('accepted');
  expect(Date.parse(stored.date ?? '')).toBeGreaterThan(Date.now() - 60_000);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(banner).toBeHidden();
});

test('declining is stored too and the banner does not come back', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Çerez tercihleri' });
  await banner.getByRole('button', { name: 'Reddet' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(banner).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Largest Contentful Paint keeps its largest element until the visitor first interacts. The banner arrives
  // 1.5 s after load; were its paragraph larger than a page's own first text, it would be the page's LCP.
  test('the banner never becomes the largest paint of a public page', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as Window & { lcpInBanner?: boolean };
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
        if (last) w.lcpInBanner = Boolean(last.element?.closest('[aria-label="Çerez tercihleri"]'));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    for (const path of ['/forest', '/forest/fire-prevention', '/forest/tree-journey', '/forest/forest-heroes', '/blog', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Çerez tercihleri' }), path).toBeVisible({ timeout: 5000 });
      // Paint entries are delivered after the frame that shows the banner.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as Window & { lcpInBanner?: boolean }).lcpInBanner), path).toBe(false);
    }
  });
});
