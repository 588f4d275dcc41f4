import Database from 'better-sqlite3';
import { type Page } from '@playwright/test';
import { expect, test, WORKER, databaseFile } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

/** Tablet size, as a school office uses it. */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** The steps the e2e server holds for the demo school's order of a kit. */
function storedSteps(kitId: string): string[] {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT e.status FROM kit_order_events e JOIN kit_orders o ON o.id = e.order_id WHERE o.kit_id = ? ORDER BY e.id').all(kitId) as {
        status: string;
      }[]
    ).map((row) => row.status);
  } finally {
    db.close();
  }
}

/** Whether the device has saved the orders to its persisted query cache (saved at most once a second). */
const ordersSaved = (page: Page) =>
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
    return (stored?.clientState?.queries ?? []).some((query) => query.queryKey.join('/') === 'shipping/orders');
  });

test('a teacher follows the school’s kit orders, each step dated in Turkish, and a delivered kit leads to its experiments', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard/shipping');
  const light = page.getByRole('listitem', { name: 'Işık ve Gölge' });
  await expect(light.getByText('Teslim edildi').first()).toBeVisible();
  await expect(light.getByRole('list', { name: 'Kargo adımları' })).toContainText('Yurtiçi Kargo · takip no 104857392016');
  await expect(light.locator('time').first()).toHaveText(
    /\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4} \S+ \d{2}:\d{2}/,
  );
  // Only the school's administrator confirms or reports.
  await expect(page.getByRole('button', { name: 'Teslim aldık' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard/shipping (teacher)');
  await light.getByRole('link', { name: 'Setin deneylerine git' }).click();
  await expect(page).toHaveURL(/\/dashboard\/experiment-kits\/light-and-shadow$/);
});

test(
  'the administrator confirms a delivery offline; it shows at once, survives a reload and reaches the server once online',
  WORKER,
  async ({ page, context }) => {
    test.slow();
    await signIn(page, 'administrator');
    await waitForServiceWorker(page);
    await page.goto('/dashboard/shipping');
    const sound = page.getByRole('listitem', { name: 'Ses' });
    await expect(sound.getByText('Dağıtımda').first()).toBeVisible();
    await expect.poll(() => ordersSaved(page)).toBe(true);

    await context.setOffline(true);
    await reassertOffline(page, context);
    await sound.getByRole('button', { name: 'Teslim aldık' }).click();
    await expect(sound.getByRole('status')).toContainText('Kargo kaydı gönderilmeyi bekliyor');
    await expect(sound.getByText('Teslim edildi').first()).toBeVisible();
    await page.reload();
    await reassertOffline(page, context);
    await expect(page.getByText(/^Çevrimdışı — son güncelleme: /)).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Ses' }).getByRole('status')).toBeVisible();
    expect(storedSteps('sound')).not.toContain('delivered');

    await context.setOffline(false);
    await expect.poll(() => storedSteps('sound').filter((status) => status === 'delivered').length, { timeout: 40_000 }).toBe(1);
    await expect(page.getByRole('listitem', { name: 'Ses' }).getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Ses' }).getByRole('button', { name: 'Teslim aldık' })).toHaveCount(0);

    // A problem with the delivered box: the form asks for a note when the reason is "other".
    const delivered = page.getByRole('listitem', { name: 'Ses' });
    await delivered.getByRole('button', { name: 'Sorun bildir' }).click();
    const form = delivered.getByRole('form', { name: 'Sorun bildir' });
    await form.getByLabel(/^Sorun/).selectOption({ label: 'Başka bir sorun' });
    await form.getByRole('button', { name: 'Bildir' }).click();
    await expect(form.getByText('“Başka bir sorun” için ne olduğunu kısaca yazın.')).toBeVisible();
    await form.getByLabel('Not').fill('Kutudan diyapazon çıkmadı.');
    await form.getByRole('button', { name: 'Bildir' }).click();
    await expect.poll(() => storedSteps('sound').at(-1), { timeout: 40_000 }).toBe('problem');
    await expect(delivered.getByText('Sorun var').first()).toBeVisible();
    await expectNoAxeViolations(page, '/dashboard/shipping (administrator)');
  },
);
