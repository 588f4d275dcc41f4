import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn } from './helpers.ts';

// A child's tablet on patchy Wi-Fi meets a teacher who closes hand-ins or archives the class meanwhile:
// work finished before closing counts, work finished after is kept for the teacher to accept, and a
// refusal says why and keeps the child's text. Portrait tablet, as in a classroom.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

type Api = { token: string; request: APIRequestContext };

async function signInApi(request: APIRequestContext, role: 'teacher' | 'student'): Promise<Api> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  return { token: tokens.access, request };
}

async function call<T>(api: Api, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const answer = await api.request[method](path, { headers: { Authorization: `Bearer ${api.token}` }, data });
  expect(answer.ok(), `${method.toUpperCase()} ${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A free task for a class, published now and due in a week. */
async function freeTask(teacher: Api, classId: number, title: string): Promise<number> {
  const made = await call<{ assignment: { id: number } }>(teacher, 'post', '/api/assignments/', {
    class_id: classId,
    title,
    content: { kind: 'free', ref: null },
    due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    status: 'published',
  });
  return made.assignment.id;
}

const closeHandIns = (teacher: Api, assignmentId: number) => call(teacher, 'put', `/api/assignments/${assignmentId}/`, { status: 'closed' });

async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await reassertOffline(page, context);
}

/** Elif opens the homework while online (the list is on her tablet), then the Wi-Fi drops. */
async function openOnline(page: Page, assignmentId: number, title: string): Promise<void> {
  await signIn(page, 'student', `/homeworks/${assignmentId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function handIn(page: Page, text: string): Promise<void> {
  await page.getByLabel('Cevabın').fill(text);
  await page.getByRole('button', { name: 'Teslim et' }).click();
  await expect(page.getByText('Ödev teslimi gönderilmeyi bekliyor')).toBeVisible();
}

async function teacherPage(browser: Browser, assignmentId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  await signIn(page, 'teacher', `/assignments/${assignmentId}`);
  return page;
}

test('work finished offline before hand-ins closed is counted when the tablet comes back', async ({ page, context, browser, request }) => {
  const teacher = await signInApi(request, 'teacher');
  const title = 'Kapanmadan bitirilen gözlem';
  const assignmentId = await freeTask(teacher, 1, title);
  await openOnline(page, assignmentId, title);
  await goOffline(page, context);
  await handIn(page, 'Gölgem öğlen kısaldı.');

  await closeHandIns(teacher, assignmentId);
  await context.setOffline(false);
  await expect(page.getByText('Ödev teslimi gönderilmeyi bekliyor')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Bu ödevi teslim ettin.')).toBeVisible();

  const teacherView = await teacherPage(browser, assignmentId);
  const row = teacherView.getByRole('listitem').filter({ hasText: 'Elif' });
  await expect(row.getByText('Teslim edildi')).toBeVisible();
  await expect(row.getByText('Teslimler kapandıktan sonra geldi')).toHaveCount(0);
  await teacherView.context().close();
});

test('work finished after hand-ins closed is kept, said so to the child, and counted once the teacher accepts it', async ({
  page,
  context,
  browser,
  request,
}) => {
  const teacher = await signInApi(request, 'teacher');
  const title = 'Kapandıktan sonra bitirilen gözlem';
  const assignmentId = await freeTask(teacher, 1, title);
  await openOnline(page, assignmentId, title);
  await goOffline(page, context);
  await closeHandIns(teacher, assignmentId);
  await handIn(page, 'Akşam gölgem çok uzundu.');

  await context.setOffline(false);
  await expect(page.getByText('Teslimler kapandıktan sonra geldi').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Ödevin teslim edildi!')).toHaveCount(0);
  await expectNoAxeViolations(page, 'held hand-in');

  const teacherView = await teacherPage(browser, assignmentId);
  const row = teacherView.getByRole('listitem').filter({ hasText: 'Elif' });
  await expect(row.getByText('Teslimler kapandıktan sonra geldi')).toBeVisible();
  await row.getByRole('button', { name: 'Yine de kabul et' }).click();
  await expect(row.getByText('Teslimler kapandıktan sonra geldi')).toHaveCount(0);
  await expect(row).toContainText(/Elif Yılmaz\W*Geç/);
  await teacherView.context().close();

  await page.reload();
  await expect(page.getByText('Teslimler kapandıktan sonra geldi')).toHaveCount(0);
  await expect(page.getByText('Bu ödevi teslim ettin.')).toBeVisible();
});

test('a hand-in refused because the class was archived says why and keeps the child’s text to copy', async ({ page, context, request }) => {
  const teacher = await signInApi(request, 'teacher');
  const student = await signInApi(request, 'student');
  // A class of its own, so archiving it leaves the demo classes as they are.
  const made = await call<{ class: { id: number; join_code: string } }>(teacher, 'post', '/api/classes/', {
    name: `Arşiv ${Date.now() % 100_000}`,
    subject: 'science',
    grade: '5',
  });
  await call(student, 'post', '/api/classes/join/', { join_code: made.class.join_code });
  const title = 'Arşivlenen sınıfın ödevi';
  const assignmentId = await freeTask(teacher, made.class.id, title);

  await openOnline(page, assignmentId, title);
  await goOffline(page, context);
  await handIn(page, 'Bitkim ışığa doğru eğildi.');
  await call(teacher, 'put', `/api/classes/${made.class.id}/`, { status: 'archived' });

  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: 'Ödev teslimi gönderilemedi' });
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await expect(refusal).toContainText('Sınıf arşivlendi; bu ödeve artık teslim alınmıyor.');
  await expect(refusal).toContainText('Bitkim ışığa doğru eğildi.');
  await expect(refusal.getByRole('button', { name: 'Metni kopyala' })).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Dosya olarak indir' })).toBeVisible();
  // Hand-ins are closed for good here: the work is offered to keep, not to send again.
  await expect(refusal.getByRole('button', { name: 'Düzenle ve yeniden gönder' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'refused hand-in');

  // Still there after a reload: a refusal never throws the child's work away.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitkim ışığa doğru eğildi.' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dosya olarak indir' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.txt$/);
});
