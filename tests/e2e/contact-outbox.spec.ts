import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { expect, test, WORKER, databaseFile } from './test.ts';
import { axeViolations, dismissCookieBanner, waitForServiceWorker } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Rows in the e2e server's database (opened read-only), to prove what really got stored. */
function countRows(sql: string, ...params: string[]): number {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}
const contactRows = (email: string) => countRows('SELECT COUNT(*) AS n FROM contact_submissions WHERE email = ?', email);
const subscriberRows = (email: string) => countRows('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?', email);
const submissionIdsOf = (email: string): string[] => {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT submission_id FROM contact_submissions WHERE email = ? ORDER BY id').all(email) as { submission_id: string }[]).map(
      (row) => row.submission_id,
    );
  } finally {
    db.close();
  }
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Message = { name: string; email: string; subject: string; message: string; userType?: string };

async function fillContact(page: Page, { name, email, subject, message, userType = 'Öğretmen' }: Message) {
  const form = page.getByRole('form', { name: 'Bize yazın' });
  await form.getByLabel(/^Ad soyad/).fill(name);
  await form.getByLabel(/^E-posta adresi/).fill(email);
  await form.getByLabel(/^Kullanıcı türü/).selectOption({ label: userType });
  await form.getByLabel(/^Konu/).fill(subject);
  await form.getByLabel(/^Mesajınız/).fill(message);
  return form;
}

test('posts made offline are kept, sent once after the page is closed, and each confirmation is shown', WORKER, async ({ page, context }) => {
  const run = unique();
  const emails = [1, 2, 3].map((n) => `outbox-${run}-${n}@ornek.example`);
  const subscriber = `bulten-${run}@ornek.example`;

  // The blog list once online, so its answers are in the runtime cache for the newsletter visit offline.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Bültenimize abone olun' })).toBeVisible();
  await page.goto('/contact');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  for (const [index, email] of emails.entries()) {
    const form = await fillContact(page, {
      name: `Çevrimdışı Öğretmen ${index + 1}`,
      email,
      subject: `Deney seti sorusu ${index + 1}`,
      message: 'Merhaba, internet yokken yazdığım bu mesaj kaybolmamalı.',
    });
    await form.getByRole('button', { name: 'Mesajı gönder' }).click();
    const queued = page.getByRole('status').filter({ hasText: 'Mesajınız gönderilmeyi bekliyor' });
    await expect(queued).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText(`${index + 1} gönderi bekliyor`);
    await queued.getByRole('button', { name: 'Yeni mesaj yaz' }).click();
  }

  await page.goto('/blog');
  const newsletter = page.getByRole('region', { name: 'Bültenimize abone olun' });
  await newsletter.getByLabel(/^E-posta adresiniz/).fill(subscriber);
  await newsletter.getByRole('button', { name: 'Abone ol' }).click();
  await expect(newsletter.getByRole('status')).toContainText('bağlantı geri geldiğinde otomatik olarak gönderilecek');
  await expect(page.getByRole('contentinfo').getByRole('status')).toContainText('4 gönderi bekliyor');

  // Nothing has reached the server yet.
  expect(emails.map(contactRows)).toEqual([0, 0, 0]);
  expect(subscriberRows(subscriber)).toBe(0);

  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/');

  const notices = next.getByRole('list', { name: 'Gönderim bildirimleri' });
  await expect(notices.getByText('Bekleyen mesajınız iletildi')).toHaveCount(3);
  await expect(notices.getByText('Bültenimize abone oldunuz. Teşekkür ederiz!')).toBeVisible();
  expect(emails.map(contactRows)).toEqual([1, 1, 1]);
  expect(subscriberRows(subscriber)).toBe(1);
  // The user saw each submission id the server gave.
  for (const email of emails) {
    const [id] = submissionIdsOf(email);
    await expect(notices.getByText(id ?? 'missing')).toBeVisible();
  }
  await expect(next.getByRole('contentinfo').getByRole('status')).toHaveCount(0);

  // Seen results are dismissed for good.
  for (let left = 4; left > 0; left -= 1) {
    await notices.getByRole('button', { name: 'Tamam' }).first().click();
    await expect(notices.getByRole('listitem')).toHaveCount(left - 1);
  }
  await next.reload();
  await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notices.getByRole('listitem')).toHaveCount(0);
});

test('a replay after a lost answer reuses the Idempotency-Key: one row, the first submission id', WORKER, async ({ page, context }) => {
  const email = `kayip-${unique()}@ornek.example`;
  await page.goto('/contact');
  await waitForServiceWorker(page);

  // The post reaches the server and is stored, but its answer never comes back.
  let lost = 0;
  await context.route('**/api/contact/submit/', async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });

  const form = await fillContact(page, {
    name: 'Aylin Karaca',
    email,
    subject: 'Cevabı kaybolan mesaj',
    message: 'Bu mesajın cevabı yolda kayboldu, ama bir kez kaydedilmeli.',
  });
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  // The worker kept the post (the "waiting" panel may be brief: Chromium's Background Sync can replay
  // at once, since the network itself works). The page asks for a replay as on `online` too.
  await expect.poll(() => lost).toBe(1);
  const thanks = page.getByRole('status').filter({ hasText: 'Teşekkürler! Mesajınız bize ulaştı.' });
  // `online` may come before the worker has stored the failed post; a user's next trigger comes later.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(thanks).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const ids = submissionIdsOf(email);
  expect(ids).toHaveLength(1);
  await expect(thanks).toContainText(ids[0] ?? 'missing');
  expect(lost).toBe(1);
});

test('a half-written message survives a reload, and a post the server rejects comes back with its text', WORKER, async ({ page, context }) => {
  const email = `red-${unique()}@ornek.example`;
  const message = 'Bu mesajı sunucu reddedecek ama metnim kaybolmamalı.';
  await page.goto('/contact');
  await waitForServiceWorker(page);

  await fillContact(page, { name: 'Deniz Yıldız', email, subject: 'Reddedilecek mesaj', message, userType: 'Veli' });
  await page.waitForTimeout(600);
  await page.reload();
  const form = page.getByRole('form', { name: 'Bize yazın' });
  await expect(form.getByLabel(/^Mesajınız/)).toHaveValue(message);
  await expect(form.getByLabel(/^Kullanıcı türü/)).toHaveValue('parent');

  await context.setOffline(true);
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mesajınız gönderilmeyi bekliyor' })).toBeVisible();

  // The server refuses the replay for real: the body reaching it has a message that is too short.
  await context.route('**/api/contact/submit/', (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), message: 'kısa' }) }),
  );
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));

  await expect(page.getByRole('alert')).toContainText('Mesaj en az 10 karakter olmalıdır.');
  const field = page.getByRole('form', { name: 'Bize yazın' }).getByLabel(/^Mesajınız/);
  await expect(field).toHaveValue(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(contactRows(email)).toBe(0);

  // Not retried: after another replay request nothing is stored and nothing waits.
  await context.unroute('**/api/contact/submit/');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(500);
  expect(contactRows(email)).toBe(0);
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveCount(0);

  // Fixed and sent again: stored once.
  await field.fill(message);
  await page.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Teşekkürler! Mesajınız bize ulaştı.' })).toBeVisible();
  expect(contactRows(email)).toBe(1);
});

test('the contact form has no axe violations, counts characters and names the rule that fails', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Bize yazın' });
  await expect(form.getByRole('button', { name: 'Mesajı gönder' })).toBeDisabled();
  await form.getByLabel(/^Ad soyad/).fill('A');
  await form.getByLabel(/^Konu/).focus();
  await expect(form.getByText('Ad en az 2 karakter olmalıdır.')).toBeVisible();
  await form.getByLabel(/^Mesajınız/).fill('M'.repeat(1001));
  await expect(form.getByText('1001 / 1000 karakter')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('blog answers and images are kept by the worker; auth calls never are', WORKER, async ({ page }) => {
  // Controlled first, so the blog's very first requests go through the worker (later ones may come
  // from the persisted query cache and never reach the network).
  await page.goto('/about');
  await waitForServiceWorker(page);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const cached = await page.evaluate(async () => {
    const urls: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      urls[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached['blog-api']?.some((url) => url.startsWith('/api/blog/'))).toBe(true);
  const images = await page.locator('img[src*="/media/"]').count();
  if (images > 0) expect(cached['blog-images']?.length ?? 0).toBeGreaterThan(0);
  const everything = Object.values(cached).flat();
  expect(everything.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/blog/'))).toEqual([]);
});
