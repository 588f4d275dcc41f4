import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { axeViolations, dismissCookieBanner, signIn, type DemoRole } from './helpers.ts';

/** docs/behaviour.md#routes-and-guards side menu per role, in order, plus Settings for everyone, and each role's side of the classroom. */
const MENU: Record<DemoRole, string[]> = {
  student: [
    'Anasayfa',
    'Sınıflarım',
    'Ödevlerim',
    'İlerleme Haritam',
    'Duyurular',
    'Ders Programı',
    'Deney Setleri',
    'Ek Araçlar',
    'EtkiBot Asistan',
    'Orman Farkındalığı',
    'Ayarlar',
  ],
  teacher: [
    'Anasayfa',
    'Sınıflarım',
    'Ödevler',
    'Öğrenci Gelişimi',
    'Duyurular',
    'Ders Programı',
    'Platform Özellikleri',
    'Deney Setleri',
    'Ek Araçlar',
    'EtkiBot Asistan',
    'Kargo Takibi',
    'Orman Farkındalığı',
    'Ayarlar',
  ],
  parent: [
    'Anasayfa',
    'Çocuğumun Ödevleri',
    'Çocuğumun Gelişimi',
    'Duyurular',
    'Ders Programı',
    'Platform Özellikleri',
    'Deney Setleri',
    'Ek Araçlar',
    'EtkiBot Asistan',
    'Orman Farkındalığı',
    'Ayarlar',
  ],
  administrator: [
    'Anasayfa',
    'Sınıflarım',
    'Ödevler',
    'Öğrenci Gelişimi',
    'Duyurular',
    'Öğretmenler',
    'Okul Analitiği',
    'Okul takvimi',
    'Ders Programı',
    'Platform Özellikleri',
    'Deney Setleri',
    'Ek Araçlar',
    'EtkiBot Asistan',
    'Kargo Takibi',
    'Orman Farkındalığı',
    'Ayarlar',
  ],
};

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Panel gezinmesi' });

async function menuLabels(page: Page): Promise<string[]> {
  const entries = sidebarNav(page).locator('li > a, li > button');
  const texts = await entries.allInnerTexts();
  // Each entry reads "icon label [badge]": keep the label only.
  return texts.map((text) =>
    text
      .replace(/^\S+\s*/u, '')
      .replace(/\s*YENİ$/u, '')
      .trim(),
  );
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
] as const) {
  test.describe(`at ${size.name} size`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const role of Object.keys(MENU) as DemoRole[]) {
      test(`the ${role} sees exactly the items of that role`, async ({ page }) => {
        await signIn(page, role);
        if (size.name === 'tablet') {
          await expect(sidebarNav(page)).toBeHidden();
          await page.getByRole('button', { name: 'Menüyü aç veya kapat' }).click();
        }
        await expect(sidebarNav(page)).toBeVisible();
        expect(await menuLabels(page)).toEqual(MENU[role]);
        await expect(sidebarNav(page).getByRole('link', { name: /Anasayfa/ })).toHaveAttribute('aria-current', 'page');
      });
    }
  });
}

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Kargo Takibi opens its screen for a teacher, with no demo notice', async ({ page }) => {
    await signIn(page, 'teacher');
    await sidebarNav(page)
      .getByRole('link', { name: /Kargo Takibi/ })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/shipping$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kargo Takibi' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Demo sürüm' })).toHaveCount(0);
  });

  test('the header search ignores blank text and sends trimmed text to /search, then clears', async ({ page }) => {
    await signIn(page, 'student');
    const box = page.getByRole('searchbox', { name: 'Platformda ara' });
    await box.fill('    ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await box.fill('  cekul  ');
    await box.press('Enter');
    await page.waitForURL('**/search?q=cekul');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1, name: 'Arama' })).toBeVisible();
    await expect(page.getByRole('link', { name: /ÇEKÜL Vakfı/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sayfa yolu' })).toContainText('Arama');
  });

  test('the search finds an experiment and a tool with Turkish folding', async ({ page }) => {
    await signIn(page, 'student', '/search?q=kronometre');
    // The library has items that use a stopwatch too: the tool is the one in the tools' group.
    const tools = page.getByRole('region', { name: /Ek araçlar/ });
    await expect(tools).toBeVisible();
    await tools
      .getByRole('link', { name: /Kronometre/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard/tools/stopwatch');
  });

  test('a notification list taller than the screen scrolls inside its panel, so "Bildirimleri temizle" can be reached', async ({ page }) => {
    await signIn(page, 'parent');
    // A landscape phone: the welcome and the seed's announcements are taller than the space under the header.
    await page.setViewportSize({ width: 1024, height: 360 });
    const bell = page.getByRole('button', { name: /^Bildirimler \(\d+ yeni\)$/ });
    await bell.click();
    const clear = page.getByRole('region', { name: 'Bildirimler' }).getByRole('button', { name: 'Bildirimleri temizle' });
    await clear.scrollIntoViewIfNeeded();
    await expect(clear).toBeInViewport();
  });

  test('notifications: the welcome first, then the unread announcements; clearing reads them all; outside click and Escape close', async ({ page }) => {
    await signIn(page, 'parent');
    // The seed's two announcements reach the parent's child's class and school (other specs may add more): with the welcome, at least three.
    const bell = page.getByRole('button', { name: /^Bildirimler \(\d+ yeni\)$/ });
    const count = async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await expect.poll(count).toBeGreaterThanOrEqual(3);
    await expect(bell).toContainText(String(await count()));
    await bell.click();
    const panel = page.getByRole('region', { name: 'Bildirimler' });
    await expect(panel.getByRole('listitem').first()).toContainText('Hoş geldiniz!');
    await expect(panel.getByRole('link', { name: /Kuvvet deneyi için malzemeler/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Bahar Bilim Şenliği/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    await bell.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
    await bell.click();
    await panel.getByRole('button', { name: 'Bildirimleri temizle' }).click();
    await expect(panel).toContainText('Yeni bildirim yok!');
    await expect(page.getByRole('button', { name: 'Bildirimler', exact: true })).toBeVisible();
    // The announcements were marked read on the server: after a reload only the (unstored) welcome is new.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Bildirimler (1 yeni)' })).toBeVisible();
  });

  test('the user menu leads to profile, settings and contact, and logs out to /', async ({ page }) => {
    await signIn(page, 'teacher');
    const userButton = page.getByRole('button', { name: /^Kullanıcı menüsü/ });
    await userButton.click();
    const menu = page.getByRole('navigation', { name: 'Hesap menüsü' });
    await expect(menu.getByRole('link', { name: 'Ayarlar' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Tercihler' })).toHaveAttribute('href', '/settings');
    await expect(menu.getByRole('link', { name: 'Yardım & Destek' })).toHaveAttribute('href', '/contact');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await userButton.click();
    await menu.getByRole('link', { name: 'Tercihler' }).click();
    await page.waitForURL('**/settings');
    await userButton.click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL('**/login?returnUrl=%2Fdashboard');
  });

  test('the sidebar collapses to icons and remembers it', async ({ page }) => {
    await signIn(page, 'student');
    const aside = page.getByRole('complementary', { name: 'Panel menüsü' });
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Menüyü aç veya kapat' }).click();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
    // Labels stay as accessible names while hidden visually.
    await expect(sidebarNav(page).getByRole('link', { name: /Deney Setleri/ })).toBeVisible();
    await page.reload();
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
  });

  test('dashboard pages have breadcrumbs and no accessibility violations', async ({ page }) => {
    await signIn(page, 'teacher');
    for (const [path, crumb] of [
      ['/dashboard', 'Anasayfa'],
      ['/dashboard/features-summary', 'Platform Özellikleri'],
      ['/dashboard/shipping', 'Kargo Takibi'],
      ['/dashboard/etkibot', 'EtkiBot Asistan'],
      ['/help', 'Yardım'],
    ] as const) {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Sayfa yolu' });
      await expect(trail.locator('[aria-current="page"]')).toHaveText(crumb);
      expect((await axeViolations(page)).map((violation) => `${path}: ${violation.id}`)).toEqual([]);
    }
  });

  test('every dashboard page puts its breadcrumbs and title at the same place', async ({ page }) => {
    await signIn(page, 'teacher');
    const places = new Set<string>();
    for (const path of [
      '/dashboard',
      '/dashboard/experiment-kits',
      '/dashboard/tools',
      '/dashboard/calendar',
      '/dashboard/features-summary',
      '/help',
      '/search?q=gölge',
      '/profile',
      '/classes',
      '/classes/1',
      '/assignments',
      '/create-assignment',
    ]) {
      await page.goto(path);
      const trail = await page.getByRole('navigation', { name: 'Sayfa yolu' }).boundingBox();
      const title = await page.getByRole('main').getByRole('heading', { level: 1 }).boundingBox();
      places.add(`${Math.round(trail?.x ?? -1)},${Math.round(trail?.y ?? -1)} ${Math.round(title?.x ?? -1)},${Math.round(title?.y ?? -1)}`);
    }
    expect([...places]).toHaveLength(1);
  });

  test('the home shows the teacher-only release notes', async ({ page }) => {
    await signIn(page, 'teacher');
    await expect(page.getByRole('heading', { name: 'Sürüm notları' })).toBeVisible();
    await expect(page.getByText('v1.0.1b')).toBeVisible();
    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, 'student');
    await expect(page.getByRole('heading', { name: /Günaydın|İyi günler|İyi akşamlar|İyi geceler/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sürüm notları' })).toHaveCount(0);
  });

  test('students are told platform features are not for them', async ({ page }) => {
    await signIn(page, 'student', '/dashboard/features-summary');
    await expect(page.getByText('Bu sayfa hesabınızın türüne kapalı')).toBeVisible();
  });
});

test.describe('phone shell', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens with an overlay that closes it, and navigating closes it', async ({ page }) => {
    await signIn(page, 'student');
    const toggle = page.getByRole('button', { name: 'Menüyü aç veya kapat' });
    await expect(page.getByRole('searchbox', { name: 'Platformda ara' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarNav(page)).toBeVisible();
    await page.mouse.click(370, 500);
    await expect(sidebarNav(page)).toBeHidden();
    await toggle.click();
    await sidebarNav(page)
      .getByRole('link', { name: /Deney Setleri/ })
      .click();
    await page.waitForURL('**/dashboard/experiment-kits');
    await expect(sidebarNav(page)).toBeHidden();
  });
});
