import { type Page } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { dismissCookieBanner, waitForServiceWorker } from './helpers.ts';

const ACCOUNTS = [
  { role: 'öğrenci', email: 'ogrenci@etkilab.example', password: 'Ogrenci123', name: 'Elif' },
  { role: 'öğretmen', email: 'ogretmen@etkilab.example', password: 'Ogretmen123', name: 'Ayşe' },
  { role: 'veli', email: 'veli@etkilab.example', password: 'Veli12345', name: 'Mehmet' },
  { role: 'yönetici', email: 'yonetici@etkilab.example', password: 'Yonetici123', name: 'Zeynep' },
] as const;

/** The password field's label (with its required mark), not the show/hide button's. */
const PASSWORD_LABEL = /^Şifre(\s|\*|$)/;

async function emailLogin(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('E-posta adresi').fill(email);
  await panel.getByLabel(PASSWORD_LABEL).fill(password);
  await panel.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

async function openSchoolTab(page: Page) {
  await page.getByRole('tab', { name: 'Okul Hesabına Giriş Yap' }).click();
}

async function fillSchoolLogin(page: Page, { school = 'ataturk', level = '5. Sınıf', role = 'Öğrenci', password = 'EtkiOkul2026' } = {}) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('combobox', { name: /Okul adı/ }).fill(school);
  await page.getByRole('option', { name: 'Atatürk Ortaokulu' }).click();
  await panel.getByLabel(/Sınıf/).selectOption({ label: level });
  await panel.getByLabel(/Hesap türü/).selectOption({ label: role });
  await panel.getByLabel(PASSWORD_LABEL).fill(password);
  await panel.getByRole('button', { name: 'Okul Hesabına Giriş Yap' }).click();
}

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

for (const account of ACCOUNTS) {
  test(`e-mail sign-in as ${account.role} lands on the dashboard`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('meta[name="robots"]').last()).toHaveAttribute('content', 'noindex, nofollow');
    await emailLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(account.name);
    await page.getByRole('button', { name: `Kullanıcı menüsü: ${account.name}` }).click();
    await expect(page.getByRole('navigation', { name: 'Hesap menüsü' }).getByRole('link', { name: 'Ayarlar' })).toHaveAttribute('href', '/profile');
    // docs/behaviour.md#routes-and-guards: the home page sends a signed-in user on to the dashboard.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('a wrong password shows the Turkish message and keeps the user on the form', async ({ page }) => {
  await page.goto('/login');
  await emailLogin(page, 'ogretmen@etkilab.example', 'YanlisSifre1');
  await expect(page.getByRole('alert')).toContainText('E-posta veya şifre hatalı.');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('tabpanel').getByLabel('E-posta adresi')).toHaveValue('ogretmen@etkilab.example');
});

test('a deep link while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/profile?bolum=tercihler');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  expect(new URL(page.url()).searchParams.get('returnUrl')).toContain('/profile?bolum=tercihler');
  await emailLogin(page, 'veli@etkilab.example', 'Veli12345');
  await expect(page).toHaveURL(/\/profile\?bolum=tercihler$/);
});

test('a hostile returnUrl is not followed', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F%2Fkotu.example%2F');
  await emailLogin(page, 'veli@etkilab.example', 'Veli12345');
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test('the school login signs in a seeded school account', async ({ page }) => {
  await page.goto('/login');
  await openSchoolTab(page);
  await fillSchoolLogin(page);
  // A school's student account is a shared class tablet: it opens the name picker.
  await expect(page).toHaveURL(/\/class-tablet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merhaba! Sen kimsin?');
  // It shows nothing else (issue 43): every other signed-in screen leads back to the picker.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/class-tablet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merhaba! Sen kimsin?');
});

test.describe('school login errors', () => {
  test('EKSİK_BİLGİ when a field is missing; level and role wait for their parents', async ({ page }) => {
    await page.goto('/login');
    await openSchoolTab(page);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByLabel(/Sınıf/)).toBeDisabled();
    await expect(panel.getByLabel(/Hesap türü/)).toBeDisabled();
    await panel.getByRole('button', { name: 'Okul Hesabına Giriş Yap' }).click();
    await expect(panel.getByRole('alert')).toContainText('EKSİK_BİLGİ');
  });

  test('OKUL_LISTESI_YUKLENEMEDI in a red box when the list fails', async ({ page }) => {
    await page.route('**/api/schools/list/', (route) => route.fulfill({ status: 400, json: { success: false } }));
    await page.goto('/login');
    await openSchoolTab(page);
    await expect(page.getByRole('alert').filter({ hasText: 'OKUL_LISTESI_YUKLENEMEDI' })).toBeVisible();
  });

  test('the resolve message, or E-POSTA ÇÖZÜMLEME HATASI when there is none', async ({ page }) => {
    await page.route('**/api/schools/resolve/', (route) => route.fulfill({ status: 200, json: { success: false } }));
    await page.goto('/login');
    await openSchoolTab(page);
    await fillSchoolLogin(page);
    await expect(page.getByRole('alert')).toContainText('E-POSTA ÇÖZÜMLEME HATASI');
    await page.unroute('**/api/schools/resolve/');
    await page.route('**/api/schools/resolve/', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'Bu okul, sınıf ve hesap türü için hesap bulunamadı.' } }),
    );
    await page.getByRole('tabpanel').getByRole('button', { name: 'Okul Hesabına Giriş Yap' }).click();
    await expect(page.getByRole('alert')).toContainText('Bu okul, sınıf ve hesap türü için hesap bulunamadı.');
  });

  test('the authentication error when the password is wrong', async ({ page }) => {
    await page.goto('/login');
    await openSchoolTab(page);
    await fillSchoolLogin(page, { password: 'YanlisOkul1' });
    await expect(page.getByRole('alert')).toContainText('E-posta veya şifre hatalı.');
  });

  test('SUNUCU HATASI when the network fails', async ({ page }) => {
    await page.route('**/api/schools/resolve/', (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await openSchoolTab(page);
    await fillSchoolLogin(page);
    await expect(page.getByRole('alert')).toContainText('SUNUCU HATASI', { timeout: 20_000 });
  });
});

test('registration, then the welcome screen', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^Ad/).first().fill('Deniz');
  await page.getByLabel(/Soyad/).fill('Aksoy');
  await page.getByLabel(/E-posta/).fill(`deniz.${Date.now()}@okul.example`);
  await page.getByLabel(/Öğretmen/).check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await page
    .getByLabel(/^Şifre/)
    .first()
    .fill('GucluSifre1');
  await page
    .getByLabel(/tekrar|Tekrar|onay/i)
    .first()
    .fill('GucluSifre1');
  await page.getByRole('checkbox', { name: /Kullanım Koşulları|koşulları/ }).check();
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Deniz');
});

test('an access token expiring during use is refreshed without the user noticing', async ({ page }) => {
  await page.goto('/login');
  await emailLogin(page, 'ogretmen@etkilab.example', 'Ogretmen123');
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await page.evaluate(() => localStorage.getItem('access_token'));
  // Listening first: a dashboard call made just after the expiry is moved may be the one that refreshes.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/token/refresh/') && response.ok());
  // The token is now past the client's margin: the next call must refresh first.
  await page.evaluate(() => localStorage.setItem('token_expiry', String(Date.now() + 60_000)));
  await page.goto('/profile');
  await refreshed;
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel(/^Ad/).first()).toHaveValue('Ayşe');
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(before);
  expect(Number(await page.evaluate(() => localStorage.getItem('token_expiry')))).toBeGreaterThan(Date.now() + 10 * 60_000);
});

test('logout leaves no tokens, session or user data on the device', WORKER, async ({ page }) => {
  await page.goto('/login');
  await emailLogin(page, 'ogrenci@etkilab.example', 'Ogrenci123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(page.getByLabel(/^Ad/).first()).toHaveValue('Elif');
  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Giriş Yap', exact: true })).toBeVisible();
  await page.waitForTimeout(1500);

  const traces = await page.evaluate(async () => {
    const keys = Object.keys(localStorage).filter((key) => !key.startsWith('cookie-consent'));
    const dump: Record<string, unknown> = {};
    for (const name of ['etkilab-query', 'etkilab-user']) {
      dump[name] = await new Promise((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          const stores = [...db.objectStoreNames];
          if (!stores.length) return resolve([]);
          const tx = db.transaction(stores, 'readonly');
          const all: unknown[] = [];
          for (const store of stores) tx.objectStore(store).getAll().onsuccess = (event) => all.push(...((event.target as IDBRequest).result as unknown[]));
          tx.oncomplete = () => resolve(all);
        };
        open.onerror = () => resolve([]);
      });
    }
    const userCaches = (await caches.keys()).filter((name) => name.startsWith('user-'));
    return { keys, dump, userCaches, page: document.body.innerText.includes('Elif') };
  });
  expect(traces.keys).toEqual([]);
  expect(JSON.stringify(traces.dump)).not.toContain('ogrenci@etkilab.example');
  expect(traces.userCaches).toEqual([]);
  expect(traces.page).toBe(false);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
});

test('a signed-in user who reopens the app offline, with an expired token, is still signed in', WORKER, async ({ page, context }) => {
  await page.goto('/login');
  await emailLogin(page, 'yonetici@etkilab.example', 'Yonetici123');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForServiceWorker(page);
  await page.evaluate(() => localStorage.setItem('token_expiry', String(Date.now() - 60_000)));

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zeynep');
  await expect(page.getByText(/Çevrimdışı çalışıyorsunuz/)).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zeynep');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back online: the session is confirmed with the server (refresh, then profile).
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/token/refresh/'));
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await refreshed).ok()).toBe(true);
  await expect(page.getByText(/Çevrimdışı çalışıyorsunuz/)).toBeHidden({ timeout: 20_000 });
});
