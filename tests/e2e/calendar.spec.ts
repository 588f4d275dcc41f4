import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { dismissCookieBanner, signIn } from './helpers.ts';

const TITLE = 'Fen deneyi: Işık';
const EDITED = 'Fen deneyi: Işık ve gölge';
/** October 2025 holds a known holiday (29 Ekim) and lies in the past, so the event counts as missed. */
const OCTOBER = '/dashboard/calendar?view=month&month=2025-10';

const dayButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}(?: \\(bugün\\))?, \\d+ öğe$`) });

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('the month view shows the school year and its holidays', async ({ page }) => {
  await signIn(page, 'teacher', OCTOBER);
  await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfa yolu' }).getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Ekim 2025', exact: true })).toBeVisible();

  await expect(dayButton(page, '29 Ekim 2025 Çarşamba')).toHaveAccessibleName('29 Ekim 2025 Çarşamba, 1 öğe');
  await dayButton(page, '29 Ekim 2025 Çarşamba').click();
  const panel = page.getByRole('region', { name: '29 Ekim 2025 Çarşamba' });
  await expect(panel).toContainText('Cumhuriyet Bayramı');
  await expect(panel).toContainText('Resmî tatil');
  await expect(panel).toContainText('Birinci dönem');

  // The next month keeps the view in the URL and shows the first mid-term break.
  await page.getByRole('button', { name: 'Sonraki ay: Kasım 2025' }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page).toHaveURL(/month=2025-11/);
  await dayButton(page, '12 Kasım 2025 Çarşamba').click();
  await expect(page.getByRole('region', { name: '12 Kasım 2025 Çarşamba' })).toContainText('Birinci ara tatil');

  await page.getByRole('button', { name: 'Ajanda' }).click();
  await expect(page).toHaveURL(/view=agenda/);
  await expect(page.getByRole('heading', { name: 'Kasım 2025 – Ocak 2026', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ajanda' })).toContainText('Öğretmenler Günü');
  await expect(page.getByRole('region', { name: 'Ajanda' })).toContainText('Yarıyıl tatili');
});

test('an event is created, edited, kept over a reload, hidden from another user and deleted', async ({ page, browser }) => {
  await signIn(page, 'teacher', OCTOBER);

  // Create.
  await dayButton(page, '15 Ekim 2025 Çarşamba').click();
  await page.getByRole('button', { name: /^Etkinlik ekle/ }).click();
  const create = page.getByRole('dialog', { name: 'Yeni etkinlik' });
  await expect(create.getByLabel(/^Tarih/)).toHaveValue('2025-10-15');
  await create.getByLabel(/^Başlık/).fill(TITLE);
  await create.getByLabel(/^Tür/).selectOption({ label: 'Laboratuvar' });
  await create.getByLabel(/^Başlangıç/).fill('10:00');
  await create.getByLabel(/^Bitiş/).fill('09:30');
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(create.getByText('Bitiş saati başlangıç saatinden sonra olmalıdır.')).toBeVisible();
  await create.getByLabel(/^Bitiş/).fill('11:00');
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `“${TITLE}” eklendi.` })).toBeVisible();

  const day = page.getByRole('region', { name: '15 Ekim 2025 Çarşamba' });
  await expect(day).toContainText(TITLE);
  await expect(day).toContainText('Laboratuvar');
  await expect(day).toContainText('10:00–11:00');
  await expect(day).toContainText('Kaçırıldı');
  await expect(dayButton(page, '15 Ekim 2025 Çarşamba')).toHaveAccessibleName('15 Ekim 2025 Çarşamba, 1 öğe');

  // Edit.
  await day.getByRole('button', { name: `Düzenle: ${TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Etkinliği düzenle' });
  await expect(edit.getByLabel(/^Başlık/)).toHaveValue(TITLE);
  await edit.getByLabel(/^Başlık/).fill(EDITED);
  await edit.getByLabel(/^Zorluk/).selectOption({ label: 'Orta' });
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(edit).toBeHidden();
  await expect(day).toContainText(EDITED);
  await expect(day).toContainText('Zorluk: Orta');

  // Reload: still there, in the month and in the agenda.
  await page.reload();
  await dayButton(page, '15 Ekim 2025 Çarşamba').click();
  await expect(page.getByRole('region', { name: '15 Ekim 2025 Çarşamba' })).toContainText(EDITED);
  await page.goto('/dashboard/calendar?view=agenda&month=2025-10');
  const agenda = page.getByRole('region', { name: 'Ajanda' });
  await expect(agenda).toContainText(EDITED);
  await expect(agenda).toContainText('Cumhuriyet Bayramı');

  // Another user (a student on another device) does not see it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await dismissCookieBanner(other);
  await signIn(other, 'student', OCTOBER);
  await expect(dayButton(other, '15 Ekim 2025 Çarşamba')).toHaveAccessibleName('15 Ekim 2025 Çarşamba, 0 öğe');
  await dayButton(other, '15 Ekim 2025 Çarşamba').click();
  await expect(other.getByRole('region', { name: '15 Ekim 2025 Çarşamba' })).toContainText('Bu gün için etkinliğin yok.');
  await otherContext.close();

  // Delete, after a confirmation.
  await page.goto(OCTOBER);
  await dayButton(page, '15 Ekim 2025 Çarşamba').click();
  await page.getByRole('button', { name: `Düzenle: ${EDITED}` }).click();
  const remove = page.getByRole('dialog', { name: 'Etkinliği düzenle' });
  await remove.getByRole('button', { name: 'Sil' }).click();
  await expect(remove).toContainText(`“${EDITED}” silinsin mi?`);
  await remove.getByRole('button', { name: 'Evet, sil' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('region', { name: '15 Ekim 2025 Çarşamba' })).not.toContainText(EDITED);

  await page.reload();
  await expect(dayButton(page, '15 Ekim 2025 Çarşamba')).toHaveAccessibleName('15 Ekim 2025 Çarşamba, 0 öğe');
});

test('on a shared tablet the next user does not see the previous user’s events', async ({ page }) => {
  await signIn(page, 'teacher', '/dashboard/calendar?view=month&month=2026-03');
  await dayButton(page, '10 Mart 2026 Salı').click();
  await page.getByRole('button', { name: /^Etkinlik ekle/ }).click();
  const create = page.getByRole('dialog', { name: 'Yeni etkinlik' });
  await create.getByLabel(/^Başlık/).fill('Öğretmen toplantısı');
  await create.getByLabel(/^Tür/).selectOption({ label: 'Toplantı' });
  await create.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dayButton(page, '10 Mart 2026 Salı')).toHaveAccessibleName('10 Mart 2026 Salı, 1 öğe');

  // The student signs in on the same browser profile without the teacher signing out.
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'student', '/dashboard/calendar?view=month&month=2026-03');
  await expect(dayButton(page, '12 Mart 2026 Perşembe')).toHaveAccessibleName('12 Mart 2026 Perşembe, 1 öğe');
  await expect(dayButton(page, '10 Mart 2026 Salı')).toHaveAccessibleName('10 Mart 2026 Salı, 0 öğe');
});
