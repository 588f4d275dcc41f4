import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations } from './helpers.ts';

// Issue 43, "The class tablet serves the whole class": one school login in the morning, then children
// come and go by their pictures; the tablet always goes back to its class picker, never to a password.

test.use({ viewport: { width: 768, height: 1024 } });

/** The demo's shared 5th-grade student account of Atatürk Ortaokulu (server/seed) and its children's picture codes. */
const SCHOOL_TABLET = { email: 'ataturk-oo-5-ogrenci@okul.etkilab.example', password: 'EtkiOkul2026' };
const PICTURES = { elif: ['Kedi', 'Köpek', 'Kurbağa', 'Tilki'], deniz: ['Elma', 'Yıldız', 'Araba', 'Panda'] } as const;

/** Signs the school account in through the API and puts its session where the app keeps one (docs/behaviour.md#data-kept-on-the-device: base64 tokens). */
async function signInSchoolTablet(page: Page, request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/auth/login/', { data: SCHOOL_TABLET });
  expect(answer.status()).toBe(200);
  const { tokens, user } = (await answer.json()) as { tokens: { access: string; refresh: string }; user: unknown };
  await page.addInitScript(
    ({ access, refresh, account }) => {
      // Only on the first load: later loads must see what the app itself stored (a child's session, the tablet key).
      if (window.sessionStorage.getItem('e2e-tablet-seeded')) return;
      window.sessionStorage.setItem('e2e-tablet-seeded', '1');
      const encode = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
      window.localStorage.setItem('access_token', encode(access));
      window.localStorage.setItem('refresh_token', encode(refresh));
      window.localStorage.setItem('token_expiry', String(Date.now() + 15 * 60_000));
      window.localStorage.setItem('auth-storage', JSON.stringify({ user: account, isAuthenticated: true }));
    },
    { access: tokens.access, refresh: tokens.refresh, account: user },
  );
}

/** A homework for 5-B made by its teacher through the API, so the test does not depend on the seeded work's state. */
async function homeworkFor5B(request: APIRequestContext, title: string): Promise<void> {
  const login = await request.post('/api/auth/login/', { data: { email: 'ogretmen@etkilab.example', password: 'Ogretmen123' } });
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const made = await request.post('/api/assignments/', {
    headers: { Authorization: `Bearer ${tokens.access}` },
    data: {
      class_id: 1,
      title,
      instructions: 'Pencereden gökyüzüne bak; bulutların şeklini çiz.',
      content: { kind: 'free', ref: null },
      due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      status: 'published',
    },
  });
  expect(made.status()).toBe(201);
}

async function pickByPictures(page: Page, name: RegExp, pictures: readonly string[]): Promise<void> {
  await page.getByRole('button', { name }).click();
  for (const picture of pictures) await page.getByRole('button', { name: picture, exact: true }).click();
  await expect(page).toHaveURL(/\/homeworks$/);
}

async function expectClassPicker(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/class-tablet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba! Sen kimsin?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Adını seç' })).toBeVisible();
  await expect(page.getByLabel(/Şifre/)).toHaveCount(0);
}

test('a class tablet serves child after child and goes back to its class picker, by sign-out and on its own', async ({ page, request }) => {
  test.slow();
  const title = `Bulut gözlemi (tablet ${test.info().retry + 1})`;
  await homeworkFor5B(request, title);
  await dismissCookieBanner(page);
  // Every timer of the page runs on a clock the test can move, so ten idle minutes take no time.
  await page.clock.install();
  await signInSchoolTablet(page, request);

  // The school account sees the class picker only, and its sign-out is for a teacher.
  await page.goto('/dashboard');
  await expectClassPicker(page);
  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('button', { name: 'Tablet modundan çık' }).click();
  const leave = page.getByRole('dialog', { name: 'Tablet modundan çık' });
  await expect(leave.getByLabel(/Okulun şifresi/)).toBeVisible();
  await leave.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(leave).toBeHidden();

  // Elif signs in by her pictures, opens a homework, and signs out: the tablet is the class's again.
  await pickByPictures(page, /^Elif Y/, PICTURES.elif);
  const bar = page.getByRole('region', { name: 'Sınıf tableti' });
  await expect(bar).toContainText('Elif');
  await expect(bar).toContainText('Sınıf listesine döner.');
  await expectNoAxeViolations(page, '/homeworks on the class tablet');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await bar.getByRole('button', { name: 'Çıkış yap', exact: true }).click();
  await expectClassPicker(page);
  await expect(page.getByRole('region', { name: 'Sınıf tableti' })).toHaveCount(0);

  // Deniz is next: no password typed by anyone.
  await pickByPictures(page, /^Deniz K/, PICTURES.deniz);
  await expect(page.getByRole('region', { name: 'Sınıf tableti' })).toContainText('Deniz');

  // Nobody touches the tablet: a count-down in the last minute, then back to the picker on its own.
  await page.clock.fastForward('09:01');
  const stillHere = page.getByRole('dialog', { name: 'Hâlâ burada mısın?' });
  await expect(stillHere).toBeVisible();
  await expect(stillHere).toContainText('saniye sonra tablet sınıf listesine döner.');
  await expectNoAxeViolations(page, 'the idle count-down');
  await stillHere.getByRole('button', { name: 'Buradayım' }).click();
  await expect(stillHere).toBeHidden();
  await page.clock.fastForward('09:01');
  await expect(stillHere).toBeVisible();
  await page.clock.fastForward('01:00');
  await expectClassPicker(page);
  await expect(page.getByRole('region', { name: 'Sınıf tableti' })).toHaveCount(0);
});
