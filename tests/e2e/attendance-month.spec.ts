import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';
import { CLASS_5B, lastSchoolDay, markElifLate, teacherApi, TURKEY_OFFSET_MS, turkeyDay } from './attendanceApi.ts';

// The register as a teacher keeps it over a month, and a pupil's own attendance, on a portrait tablet.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

async function openCalendarTab(page: Page, day: string): Promise<void> {
  await page.goto(`/classes/${CLASS_5B}?tab=calendar&date=${day}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Aylık görünüm' })).toBeVisible();
}

test('a teacher reads the month’s register, scrolls it sideways with the names in view and downloads it as CSV', async ({ page, request }) => {
  test.slow();
  const teacher = await teacherApi(request);
  const day = await lastSchoolDay(teacher);
  await markElifLate(teacher, day);

  await signIn(page, 'teacher');
  await openCalendarTab(page, day);
  const table = page.getByRole('table', { name: /^5-B yoklaması, / });
  await expect(table).toBeVisible();
  const elifRow = table.getByRole('row', { name: /Elif Yılmaz/ });
  await expect(elifRow).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yazdır' })).toBeEnabled();

  // The days scroll under a student column that stays where it is.
  const region = page.getByRole('region', { name: 'Aylık yoklama çizelgesi' });
  const nameCell = elifRow.getByRole('rowheader');
  const before = await nameCell.boundingBox();
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const after = await nameCell.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? 0, 0);
  await expectNoAxeViolations(page, '/classes/{id}?tab=calendar (aylık görünüm)');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`5-B-yoklama-${day.slice(0, 7)}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFF"Okul No";"Ad Soyad";')).toBe(true);
  expect(csv).toContain(`"${day.slice(8, 10)}.${day.slice(5, 7)}"`);
  expect(csv).toContain('"Var";"Yok";"Geç";"İzinli"');
  expect(csv).toMatch(/"112";"Elif Yılmaz";/);

  // The month before, named in Turkish.
  const monthName = page.getByRole('region', { name: 'Aylık görünüm' }).locator('p[aria-live="polite"]');
  const shown = await monthName.textContent();
  await page.getByRole('button', { name: 'Önceki ay' }).click();
  await expect(monthName).not.toHaveText(shown ?? '');
  await expect(monthName).toHaveText(/^(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/);
});

test('a day that has not come, or a Saturday, takes no register and says why', async ({ page }) => {
  await signIn(page, 'teacher');
  const tomorrow = turkeyDay(Date.now() + 86_400_000);
  await openCalendarTab(page, tomorrow);
  await expect(page.getByText('Bu gün henüz gelmedi')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Yoklama listesi' })).toHaveCount(0);

  // The last Saturday before today.
  const saturday = new Date(Date.now() + TURKEY_OFFSET_MS);
  saturday.setUTCDate(saturday.getUTCDate() - ((saturday.getUTCDay() + 1) % 7 || 7));
  await openCalendarTab(page, saturday.toISOString().slice(0, 10));
  await expect(page.getByText('Bu gün okul kapalı: Hafta sonu')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Yoklama listesi' })).toHaveCount(0);
});

test('a student sees their own attendance beside their homework', async ({ page, request }) => {
  const teacher = await teacherApi(request);
  const day = await lastSchoolDay(teacher);
  await markElifLate(teacher, day);

  await signIn(page, 'student', '/homeworks');
  await expect(page.getByRole('heading', { level: 2, name: 'Devam durumum' })).toBeVisible();
  const attendance = page.getByRole('region', { name: 'Devam durumum' });
  const byClass = attendance.getByRole('table', { name: 'Sınıflara göre devam' });
  await expect(byClass.getByRole('row', { name: /^5-B/ })).toBeVisible();
  const late = attendance.getByRole('listitem').filter({ hasText: '5-B' }).filter({ hasText: 'Geç' });
  await expect(late.first()).toBeVisible();
  await expectNoAxeViolations(page, '/homeworks (devam durumum)');
});
