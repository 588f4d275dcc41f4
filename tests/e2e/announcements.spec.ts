import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { expect, test, WORKER, databaseFile } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

/** Tablet size, as a classroom uses it. */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** A retry starts from the first attempt's database: a title of its own keeps the counts its own. */
const attempt = (): number => test.info().retry + 1;

/** How many announcements the e2e server holds with this title. */
function storedCount(title: string): number {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM announcements WHERE title = ?').get(title) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Whether the device has saved the announcements to its persisted query cache (saved at most once a second). */
const announcementsSaved = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('etkilab-query');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stored = await new Promise<{ clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined>((resolve) => {
      const request = db.transaction('cache').objectStore('cache').get('query-cache');
      request.onsuccess = () => resolve(request.result as never);
    });
    db.close();
    return (stored?.clientState?.queries ?? []).some((query) => query.queryKey.join('/') === 'announcements/list');
  });

async function writeAnnouncement(page: Page, title: string, body: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Duyuru yaz' });
  await form.getByLabel(/^Kime/).selectOption({ label: '5-B sınıfı' });
  await form.getByLabel(/^Başlık/).fill(title);
  await form.getByLabel('Duyuru metni (isteğe bağlı)').fill(body);
}

test('a teacher posts an announcement to 5-B from the side menu; the student sees it in the notifications and reads it', async ({ page, browser }) => {
  // Two people, four accessibility checks: over 60 s on a busy 2-core CI machine.
  test.slow();
  await signIn(page, 'teacher');
  await page
    .getByRole('navigation', { name: 'Panel gezinmesi' })
    .getByRole('link', { name: /Duyurular/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Duyurular' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Duyuru yaz' });
  // Checked before anything is queued: an audience and a title are needed.
  await form.getByRole('button', { name: 'Duyuruyu gönder' }).click();
  await expect(form.getByText('Duyurunun kime gideceğini seçin.')).toBeVisible();
  await expect(form.getByLabel(/^Kime/)).toBeFocused();
  const title = `Cuma günü bilim müzesi gezisi ${attempt()}`;
  await writeAnnouncement(page, title, 'Sabah 9’da okul bahçesinde buluşuyoruz. Veli izin formunu unutmayın.');
  await form.getByRole('button', { name: 'Duyuruyu gönder' }).click();
  await expect(form.getByRole('status')).toHaveText('Duyuru gönderildi.');
  await expect(form.getByLabel(/^Başlık/)).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Gönderdikleriniz' })).toContainText(title);
  expect(storedCount(title)).toBe(1);
  await expectNoAxeViolations(page, '/communications (teacher)');

  const student = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const studentPage = await student.newPage();
  await dismissCookieBanner(studentPage);
  await signIn(studentPage, 'student');
  const bell = studentPage.getByRole('button', { name: /^Bildirimler \(\d+ yeni\)$/ });
  await bell.click();
  const panel = studentPage.getByRole('region', { name: 'Bildirimler' });
  await expect(panel.getByRole('listitem').first()).toContainText('Hoş geldiniz!');
  const item = panel.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText('Ayşe Demir · 5-B sınıfı');
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await item.click();
  await expect(studentPage).toHaveURL(/\/communications#duyuru-\d+$/);
  await expect(studentPage.getByRole('article').filter({ hasText: title })).toContainText('Sabah 9’da okul bahçesinde buluşuyoruz.');
  await expect(studentPage.getByRole('button', { name: `Bildirimler (${before - 1} yeni)` })).toBeVisible();
  // A student reads; only staff write.
  await expect(studentPage.getByRole('form', { name: 'Duyuru yaz' })).toHaveCount(0);
  await expectNoAxeViolations(studentPage, '/communications (student)');
  await student.close();
});

test(
  'a teacher writes an announcement offline: the draft survives a reload, the post waits on the device and is sent once online',
  WORKER,
  async ({ page, context }) => {
    test.slow();
    await signIn(page, 'teacher');
    await waitForServiceWorker(page);
    await page.goto('/communications');
    await expect(page.getByRole('heading', { name: 'Size gelenler' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Duyuru yaz' }).getByLabel(/^Kime/).locator('option', { hasText: '5-B sınıfı' })).toHaveCount(1);
    await expect.poll(() => announcementsSaved(page)).toBe(true);

    await context.setOffline(true);
    await reassertOffline(page, context);
    const title = `Pazartesi deney önlüğü getirin ${attempt()}`;
    await writeAnnouncement(page, title, 'Boyalı deney yapacağız.');
    // What is typed is kept on the device: a reload loses none of it.
    await page.reload();
    await reassertOffline(page, context);
    const form = page.getByRole('form', { name: 'Duyuru yaz' });
    await expect(form.getByLabel(/^Başlık/)).toHaveValue(title);
    await expect(form.getByLabel('Duyuru metni (isteğe bağlı)')).toHaveValue('Boyalı deney yapacağız.');
    await form.getByRole('button', { name: 'Duyuruyu gönder' }).click();
    await expect(form.getByRole('status')).toContainText('bağlantı gelince bir kez gönderilecek');
    const waiting = page.getByRole('article').filter({ hasText: title });
    await expect(waiting).toContainText('gönderilmeyi bekliyor');
    await page.reload();
    await reassertOffline(page, context);
    await expect(page.getByText(/^Çevrimdışı — son güncelleme: /)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('gönderilmeyi bekliyor');
    expect(storedCount(title)).toBe(0);

    await context.setOffline(false);
    await expect.poll(() => storedCount(title), { timeout: 40_000 }).toBe(1);
    await expect(page.getByRole('article').filter({ hasText: title })).not.toContainText('gönderilmeyi bekliyor', { timeout: 15_000 });
    await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(1);
    expect(storedCount(title)).toBe(1);
  },
);
