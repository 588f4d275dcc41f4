import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

// Issue 44's small teacher powers, on a class of the test's own so the seed's names stay as other specs expect:
// a roster line's name and number corrected, a lesson's day planned, and the class marked completed and active again.

test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

type Made = { classId: number; className: string };

/** A class with one misspelt student and one lesson without a day, made by the demo teacher through the API. */
async function classToCorrect(request: APIRequestContext): Promise<Made> {
  const { email, password } = DEMO_ACCOUNTS.teacher;
  const login = await request.post('/api/auth/login/', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { tokens } = (await login.json()) as { tokens: { access: string } };
  const headers = { Authorization: `Bearer ${tokens.access}` };
  const className = `Düzeltme ${Date.now() % 100_000}`;
  const made = await request.post('/api/classes/', { headers, data: { name: className, subject: 'science', grade: '5' } });
  expect(made.status()).toBe(201);
  const classId = ((await made.json()) as { class: { id: number } }).class.id;
  const student = await request.post(`/api/classes/${classId}/students/`, { headers, data: { first_name: 'Zyenep', last_name: 'Oral', number: '71' } });
  expect(student.status()).toBe(201);
  const lessons = await request.put(`/api/classes/${classId}/lessons/`, {
    headers,
    data: { lessons: [{ title: 'Kronometreyle ölçüm', content: { kind: 'tool', ref: 'stopwatch' }, planned_for: null }] },
  });
  expect(lessons.ok()).toBe(true);
  return { classId, className };
}

test('a teacher corrects a student’s name and number on the roster', async ({ page, request }) => {
  const { classId } = await classToCorrect(request);
  await signIn(page, 'teacher', `/classes/${classId}?tab=students`);
  await page.getByRole('button', { name: 'Zyenep Oral adını ve numarasını düzelt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zyenep Oral bilgilerini düzelt' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the correction dialog');
  await dialog.getByRole('textbox', { name: /^Ad\b/ }).fill('Zeynep');
  await dialog.getByRole('textbox', { name: /^Okul no/ }).fill('73');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  const line = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Zeynep Oral/ }) });
  await expect(line).toBeVisible();
  await expect(line.getByRole('cell').first()).toHaveText('73');
});

test('a teacher plans a lesson’s day, and it stays after a reload', async ({ page, request }) => {
  const { classId } = await classToCorrect(request);
  await signIn(page, 'teacher', `/classes/${classId}?tab=lessons`);
  const day = page.getByLabel('Kronometreyle ölçüm için planlanan gün');
  await expect(day).toHaveValue('');
  await day.fill('2027-01-12');
  await page.getByRole('button', { name: 'Planı kaydet' }).click();
  await expect(page.getByRole('button', { name: 'Planı kaydet' })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Kronometreyle ölçüm için planlanan gün')).toHaveValue('2027-01-12');
});

test('a teacher marks the class completed, is told its homework stays open, and makes it active again', async ({ page, request }) => {
  const { classId, className } = await classToCorrect(request);
  await signIn(page, 'teacher', `/classes/${classId}`);
  await page.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
  const complete = page.getByRole('dialog', { name: `${className} tamamlandı olarak işaretlensin mi?` });
  await expect(complete.getByText('öğrenciler teslim etmeye devam edebilir', { exact: false })).toBeVisible();
  await complete.getByRole('button', { name: 'Tamamlandı olarak işaretle' }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByText('Bu sınıf tamamlandı.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Yeniden etkinleştir' }).click();
  const reactivate = page.getByRole('dialog', { name: `${className} yeniden etkinleştirilsin mi?` });
  await reactivate.getByRole('button', { name: 'Yeniden etkinleştir' }).click();
  await expect(reactivate).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tamamlandı olarak işaretle' })).toBeVisible();
  await expect(page.getByText('Bu sınıf tamamlandı.', { exact: false })).toHaveCount(0);
});
