import { type Page } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

/** Tablet size, as classrooms use it. */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));
// The teacher's limit for 5-B is what the student then sees: one after the other.
test.describe.configure({ mode: 'serial' });

/** Asks and waits for the question in the conversation, as kept (`shown`: with personal data hidden). */
async function ask(page: Page, question: string, shown = question): Promise<void> {
  const box = page.getByLabel('Sorunu yaz');
  await box.fill(question);
  await box.press('Enter');
  await expect(page.getByRole('log', { name: 'Sohbet' }).getByText(shown, { exact: true })).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a teacher sets 5-B’s daily limit, asks for activities for an outcome and lands in create-assignment with one chosen', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard/etkibot');
  await expect(page.getByRole('heading', { level: 1, name: 'EtkiBot Asistan' })).toBeVisible();

  const fiveB = page.getByRole('form', { name: '5-B sınıfının EtkiBot ayarları' });
  const limit = fiveB.getByLabel('Günlük soru sınırı');
  await limit.fill('0');
  await fiveB.getByRole('button', { name: 'Kaydet' }).click();
  await expect(fiveB.getByRole('alert')).toHaveText('Günlük soru sınırı 1 ile 100 arasında bir tam sayı olmalı.');
  await limit.fill('5');
  await fiveB.getByRole('button', { name: 'Kaydet' }).click();
  await expect(fiveB.getByRole('status')).toHaveText('Kaydedildi.');

  await ask(page, '5. sınıf kuvvet kazanımı için etkinlik öner');
  const log = page.getByRole('log', { name: 'Sohbet' });
  const title = (await log.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  expect(title).not.toBe('');
  // Every suggestion is a grade-5 one, with its MEB code.
  await expect(log.getByText(/^5\. sınıf · F\.5\./).first()).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard/etkibot (teacher)');

  await log.getByRole('link', { name: `${title}: ödev olarak ver` }).click();
  await expect(page).toHaveURL(/\/create-assignment\?experiment=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ödev oluştur' })).toBeVisible();
  await expect(page.getByLabel('Deney', { exact: true }).locator('option:checked')).toContainText(title);
  await expect(page.getByLabel(/^Başlık/)).toHaveValue(title);
});

test('a student asks offline after one visit, opens the cited source, and the conversation leaves with the sign-out', WORKER, async ({ page, context }) => {
  test.slow();
  await signIn(page, 'student');
  await waitForServiceWorker(page);
  await page.goto('/dashboard/etkibot');
  await expect(page.getByText('Bugün kalan soru: 5 / 5')).toBeVisible();
  // EtkiBot's index is a pack the device fetches after sign-in: "offline after one visit" means once it is stored.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('content-packs')).keys()).some((request) => request.url.includes('etkibot-index'))), {
      timeout: 30_000,
    })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await reassertOffline(page, context);
  await ask(page, 'opak madde nedir');
  const answer = page.getByRole('log', { name: 'Sohbet' }).getByRole('listitem').filter({ hasText: 'Bunu buldum:' }).first();
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('blockquote')).toContainText(/opak/i);
  await expect(page.getByText('Bugün kalan soru: 4 / 5')).toBeVisible();

  // A sample question gets the hint ladder: a wrong try brings the first hint, never the answer yet.
  await ask(page, 'gölge sorusunda takıldım ipucu ver');
  const ladder = page.getByRole('log', { name: 'Sohbet' }).getByRole('listitem').filter({ hasText: 'Cevabı söylemek yerine birlikte düşünelim.' }).first();
  await expect(ladder).toBeVisible();
  // The first option of this question is a wrong one ("Kırmızı").
  await ladder.getByRole('group').getByRole('button').first().click();
  await expect(ladder.getByRole('list', { name: 'İpuçları' }).getByRole('listitem')).toHaveCount(1);
  await expect(ladder.getByRole('button', { name: 'Cevabı göster' })).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard/etkibot (student, offline)');

  // The conversation is kept on the device: a reload (offline still) brings it back.
  await page.reload();
  await reassertOffline(page, context);
  await expect(page.getByRole('log', { name: 'Sohbet' }).getByText('opak madde nedir', { exact: true })).toBeVisible();

  const source = answer.getByRole('list', { name: 'Kaynaklar' }).getByRole('link').first();
  // The card reads "🔬 Title → Tab": the page it opens is that experiment's.
  const cited =
    ((await source.textContent()) ?? '')
      .split('→')[0]
      ?.replace(/^\P{L}+/u, '')
      .trim() ?? '';
  await source.click();
  await expect(page).toHaveURL(/\/dashboard\/experiment-kits\/experiment\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(cited);

  await context.setOffline(false);
  await signOut(page);
  await signIn(page, 'student', '/dashboard/etkibot');
  await expect(page.getByRole('log', { name: 'Sohbet' }).getByText('opak madde nedir')).toHaveCount(0);
  // What was asked today still counts: signing out does not reset the limit.
  await expect(page.getByText('Bugün kalan soru: 3 / 5')).toBeVisible();
});

test('once the school administrator shares flagged chats, a child’s abusive question reaches the class teacher, masked and nothing more', async ({ page }) => {
  test.slow();
  await signIn(page, 'administrator', '/dashboard/etkibot');
  await page.getByRole('button', { name: 'İşaretlenen soruları öğretmenlerle paylaş' }).click();
  await expect(page.getByRole('button', { name: 'İşaretlenen soruları paylaşmayı kapat' })).toBeVisible();
  await signOut(page);

  await signIn(page, 'student', '/dashboard/etkibot');
  await expect(page.getByText(/okulun açtığı için endişe verici ya da kaba sorular öğretmenine gösterilir/)).toBeVisible();
  await ask(page, 'salak bot, numaram 0532 123 45 67', 'salak bot, numaram [telefon gizlendi]');
  await expect(page.getByText('Bu sözcükleri burada kullanmayalım.', { exact: false })).toBeVisible();
  await ask(page, 'Gölge nasıl oluşur?');
  await signOut(page);

  await signIn(page, 'teacher', '/dashboard/etkibot');
  const flags = page.getByRole('region', { name: 'İşaretlenen sorular' });
  const row = flags.getByRole('row').filter({ hasText: 'Elif' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('salak bot, numaram [telefon gizlendi]');
  await expect(row).toContainText('Kaba söz');
  // Only the flagged question: the ordinary one stayed on the child's device.
  await expect(flags).not.toContainText('Gölge nasıl oluşur');
  await expectNoAxeViolations(page, '/dashboard/etkibot (teacher, flagged)');
});
