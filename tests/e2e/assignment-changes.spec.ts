import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

// Issue 44: a teacher changes work already given. A moved due time judges hand-ins again, one student
// gets more time, and a removed assignment leaves the students' lists and comes back when restored.
// Each test makes its own free task in the demo 5-B (class 1), where the demo student Elif is.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Api = { token: string; request: APIRequestContext };

async function signInApi(request: APIRequestContext, role: 'teacher' | 'student'): Promise<Api> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  return { token: tokens.access, request };
}

const headers = (api: Api) => ({ Authorization: `Bearer ${api.token}` });

/** A free task for 5-B given two days ago, due when the test says. */
async function freeTask(teacher: Api, title: string, dueAt: number): Promise<number> {
  const made = await teacher.request.post('/api/assignments/', {
    headers: headers(teacher),
    data: {
      class_id: 1,
      title,
      instructions: 'Gölgeni ölç ve yaz.',
      content: { kind: 'free', ref: null },
      publish_at: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      due_at: new Date(dueAt).toISOString(),
      status: 'published',
    },
  });
  expect(made.status()).toBe(201);
  return ((await made.json()) as { assignment: { id: number } }).assignment.id;
}

/** Elif hands the work in now, through the API. */
async function handIn(student: Api, assignmentId: number): Promise<{ status: number; late?: boolean; message?: string }> {
  const answer = await student.request.post(`/api/assignments/${assignmentId}/submissions/`, {
    headers: headers(student),
    data: { text: 'Öğlen gölgem en kısaydı.', completed_at: new Date().toISOString() },
  });
  const body = (await answer.json()) as { submission?: { late: boolean }; message?: string };
  return { status: answer.status(), late: body.submission?.late, message: body.message };
}

async function homeworkIds(student: Api): Promise<number[]> {
  const answer = await student.request.get('/api/homeworks/', { headers: headers(student) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { homeworks: { assignment: { id: number } }[] }).homeworks.map((homework) => homework.assignment.id);
}

/** A `datetime-local` value, in the browser's own time zone, as the form reads it. */
const localInput = (page: Page, at: number): Promise<string> =>
  page.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, at);

const elifRow = (page: Page) => page.getByRole('list', { name: 'Öğrencilerin çalışmaları' }).getByRole('listitem').filter({ hasText: 'Elif Yılmaz' });

test('a teacher moves the due date and Elif, who handed in before it, is no longer late', async ({ page, request }) => {
  const teacher = await signInApi(request, 'teacher');
  const student = await signInApi(request, 'student');
  const title = `Taşınan teslim ${Date.now() % 100_000}`;
  const assignmentId = await freeTask(teacher, title, Date.now() - HOUR_MS);
  expect(await handIn(student, assignmentId)).toMatchObject({ status: 201, late: true });

  await signIn(page, 'teacher', `/assignments/${assignmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(elifRow(page)).toContainText(/Elif Yılmaz\W*Geç/);

  await page.getByRole('button', { name: 'Düzenle', exact: true }).click();
  const form = page.getByRole('form', { name: 'Ödevi düzenle' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, 'the assignment edit form');
  await form.getByLabel(/^Son teslim/).fill(await localInput(page, Date.now() + 3 * DAY_MS));
  await form.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(form).toBeHidden();

  await expect(elifRow(page)).toContainText(/Elif Yılmaz\W*Teslim edildi/);
  await expect(elifRow(page)).not.toContainText(/Elif Yılmaz\W*Geç/);
  // Her work is the one she handed in: moving the date changed only how it is judged.
  const homeworks = await request.get('/api/homeworks/', { headers: headers(student) });
  const mine = ((await homeworks.json()) as { homeworks: { assignment: { id: number }; submission: { text: string; late: boolean } | null }[] }).homeworks.find(
    (homework) => homework.assignment.id === assignmentId,
  );
  expect(mine?.submission).toMatchObject({ text: 'Öğlen gölgem en kısaydı.', late: false });
});

test('a teacher gives Elif alone more time, and her hand-in after the class’s due time is on time', async ({ page, request }) => {
  const teacher = await signInApi(request, 'teacher');
  const student = await signInApi(request, 'student');
  const title = `Uzatılan süre ${Date.now() % 100_000}`;
  const assignmentId = await freeTask(teacher, title, Date.now() - HOUR_MS);

  await signIn(page, 'teacher', `/assignments/${assignmentId}`);
  const row = elifRow(page);
  await expect(row).toContainText(/Elif Yılmaz\W*Eksik/);
  await row.getByRole('button', { name: 'Elif Yılmaz için süre uzat' }).click();
  await row.getByLabel('Elif Yılmaz için yeni son teslim').fill(await localInput(page, Date.now() + 2 * DAY_MS));
  await row.getByRole('button', { name: 'Süreyi kaydet' }).click();
  await expect(row).toContainText(/Elif Yılmaz\W*Atandı/);
  await expect(row.getByText('Elif Yılmaz için son teslim:', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'a student given more time');

  // The others keep the class's due time.
  const others = page.getByRole('list', { name: 'Öğrencilerin çalışmaları' }).getByRole('listitem').filter({ hasNotText: 'Elif Yılmaz' });
  await expect(others.first()).toContainText('Eksik');

  expect(await handIn(student, assignmentId)).toMatchObject({ status: 201, late: false });
  await page.reload();
  await expect(elifRow(page)).toContainText(/Elif Yılmaz\W*Teslim edildi/);
});

test('a teacher removes an assignment with a hand-in, it leaves Elif’s list and refuses her work, and comes back when restored', async ({ page, request }) => {
  const teacher = await signInApi(request, 'teacher');
  const student = await signInApi(request, 'student');
  const title = `Kaldırılan ödev ${Date.now() % 100_000}`;
  const assignmentId = await freeTask(teacher, title, Date.now() + 3 * DAY_MS);
  expect(await handIn(student, assignmentId)).toMatchObject({ status: 201 });

  await signIn(page, 'teacher', `/assignments/${assignmentId}`);
  await page.getByRole('button', { name: 'Kaldır', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `“${title}” kaldırılsın mı?` });
  await expect(dialog).toContainText('Bu ödevin 1 teslimi var');
  await expectNoAxeViolations(page, 'the removal confirmation');
  await dialog.getByRole('button', { name: 'Ödevi kaldır' }).click();
  await page.waitForURL('**/assignments');

  const removed = page.getByRole('list', { name: 'Kaldırılan ödevler' }).getByRole('listitem').filter({ hasText: title });
  await expect(removed).toContainText('Geri almak için 30 gün kaldı');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  expect(await homeworkIds(student)).not.toContain(assignmentId);
  expect(await handIn(student, assignmentId)).toMatchObject({ status: 410, message: 'Ödev kaldırıldı' });

  await removed.getByRole('button', { name: `${title} geri al` }).click();
  await expect(removed).toHaveCount(0);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  expect(await homeworkIds(student)).toContain(assignmentId);
});
