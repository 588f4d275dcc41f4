import { expect, test } from './test.ts';
import { axeViolations, dismissCookieBanner, PUBLIC_PAGES } from './helpers.ts';

test.describe('public pages', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  for (const { path, title, heading } of PUBLIC_PAGES) {
    test(`${path} renders its own title and heading`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').last().getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      await expect(page.locator('link[rel="canonical"]').last()).toHaveAttribute('href', new RegExp(`${path === '/' ? '/$' : path}$`));
      await expect(page.locator('meta[property="og:title"]').last()).toHaveAttribute('content', title);
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });
  }

  test('/yardim and /schools show the contact page', async ({ page }) => {
    await page.goto('/contact');
    const contactHeading = await page.getByRole('heading', { level: 1 }).textContent();
    for (const path of ['/yardim', '/schools']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHeading ?? '');
      await expect(page.getByRole('link', { name: /WhatsApp/ }).first()).toBeVisible();
    }
  });

  test('an unknown path shows the 404 page with its actions', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/bu-sayfa-yok');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
    await expect(page).toHaveTitle(/Sayfa bulunamadı/);
    await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('link', { name: 'Ana sayfaya git' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'İletişime geç' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await page.getByRole('button', { name: 'Geri dön' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('no serious or critical accessibility violations on any public page', async ({ page }) => {
    const found: string[] = [];
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const violation of await axeViolations(page)) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        }
      }
    }
    await page.goto('/yok-boyle-bir-sayfa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const violation of await axeViolations(page)) {
      if (violation.impact === 'serious' || violation.impact === 'critical') found.push(`404: ${violation.id}`);
    }
    expect(found).toEqual([]);
  });

  test('the mobile menu opens, navigates and closes at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    const aboutLink = nav.getByRole('link', { name: 'Hakkımızda' });
    await expect(aboutLink).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Menü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Menüyü kapat' })).toHaveAttribute('aria-expanded', 'true');
    await expect(aboutLink).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    const box = await aboutLink.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(aboutLink).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(aboutLink).toBeHidden();
  });

  test('the signed-out navigation links to every public section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(nav.getByRole('link', { name: 'Ana Sayfa', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /ana sayfa/ })).not.toHaveAttribute('aria-current');
    const external = nav.getByRole('link', { name: /Deney Setleri/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    for (const [name, href] of [
      ['Orman Farkındalığı', '/forest'],
      ['Blog', '/blog'],
      ['İletişim', '/contact'],
      ['Hakkımızda', '/about'],
      ['Giriş Yap', '/login'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
});
