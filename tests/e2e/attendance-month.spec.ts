import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

// The register as a teacher keeps it over a month, and a pupil's own attendance, on a portrait tablet.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const CLASS_5B = 1;
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;
const turkeyDay = (ms: number) => new Date(ms + TURKEY_OFFSET_MS).toISOString().slice(0, 10);

type Api = { token: string; request: APIRequestContext };

async function teacherApi(request: APIRequestContext): Promise<Api> {
  const { email, password } = DEMO_ACCOUNTS.teacher;
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  return { token: tokens.access, request };
}

async function get<T>(api: Api, path: string): Promise<T> {
  const answer = await api.request.get(path, { headers: { Authorization: `Bearer ${api.token}` } });
  expect(answer.ok(), `GET ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * The last school day before today by the server's calendar (today is left to the class screen's own
 * test): the month's sheet lists the school days, the month before when this one has none yet.
 */
async function lastSchoolDay(teacher: Api): Promise<string> {
  const today = turkeyDay(Date.now());
  for (let back = 0; back < 3; back += 1) {
    const first = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - back);
    const month = first.toISOString().slice(0, 7);
    const { attendance } = await get<{ attendance: { days: string[]; closed_days: { date: string }[] } }>(teacher, `/api/classes/${CLASS_5B}/attendance/?month=${month}`);
    const closed = new Set(attendance.closed_days.map((day) => day.date));
    const past = attendance.days.filter((day) => day < today && !closed.has(day));
    if (past.length) return past[past.length - 1] ?? '';
  }
  throw new Error('No school day in the last three months: is the school year in the calendar?');
}

/** Elif is marked late that day (through the API, on the sheet's current version), the others left as they were. */
async function markElifLate(teacher: Api, day: string): Promise<void> {
  const { class: item } = await get<{ class: { students: { id: number; first_name: string }[] } }>(teacher, `/api/classes/${CLASS_5B}/`);
  const elif = item.students.find((student) => student.first_name === 'Elif');
  expect(elif).toBeDefined();
  const { sheet } = await get<{ sheet: { version: number } }>(teacher, `/api/classes/${CLASS_5B}/attendance/${day}/`);
  const answer = await teacher.request.put(`/api/classes/${CLASS_5B}/attendance/${day}/`, {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: { records: [{ student_id: elif?.id, status: 'late' }], version: sheet.version },
  });
  expect(answer.ok(), `PUT attendance ${day}: ${answer.status()}`).toBe(true);
}

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

  await signIn(page, 'student');
  await page.goto('/homeworks');
  await expect(page.getByRole('heading', { level: 2, name: 'Devam durumum' })).toBeVisible();
  const attendance = page.getByRole('region', { name: 'Devam durumum' });
  const byClass = attendance.getByRole('table', { name: 'Sınıflara göre devam' });
  await expect(byClass.getByRole('row', { name: /^5-B/ })).toBeVisible();
  const late = attendance.getByRole('listitem').filter({ hasText: '5-B' }).filter({ hasText: 'Geç' });
  await expect(late.first()).toBeVisible();
  await expectNoAxeViolations(page, '/homeworks (devam durumum)');
});
