import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

// A student looks back at their own work (issue 44): the bell tells them the teacher graded it, and on
// the homework's page "Çalışmalarım" keeps every hand-in, an earlier one with the feedback it got back.
// Portrait tablet, the product's main screen.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

type Api = { token: string; request: APIRequestContext };
type Handed = { submission: { id: number; version: number } };

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

/** A free task for 5-B (the demo student's class), published now and due in a week. */
async function freeTask(teacher: Api, title: string): Promise<number> {
  const made = await call<{ assignment: { id: number } }>(teacher, 'post', '/api/assignments/', {
    class_id: 1,
    title,
    content: { kind: 'free', ref: null },
    due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    status: 'published',
  });
  return made.assignment.id;
}

const handIn = (student: Api, assignmentId: number, text: string) =>
  call<Handed>(student, 'post', `/api/assignments/${assignmentId}/submissions/`, { text, completed_at: new Date().toISOString() });

test('the bell tells the student of the grade, and they open an earlier attempt to read the feedback it got back', async ({ page, request }) => {
  const teacher = await signInApi(request, 'teacher');
  const student = await signInApi(request, 'student');
  // Digits only after the words: the title is matched inside regular expressions below.
  const title = `Gölge boyu ölçümü ${Date.now()}`;
  const assignmentId = await freeTask(teacher, title);

  // First attempt, sent back with feedback; the second is graded.
  const first = await handIn(student, assignmentId, 'Gölgem sabah uzundu.');
  await call(teacher, 'put', `/api/submissions/${first.submission.id}/grade/`, {
    score: 40,
    feedback: 'Öğlen de ölç, sonra karşılaştır.',
    version: first.submission.version,
    action: 'return',
  });
  const second = await handIn(student, assignmentId, 'Sabah uzun, öğlen kısa.');
  await call(teacher, 'put', `/api/submissions/${second.submission.id}/grade/`, {
    score: 85,
    feedback: 'Harika karşılaştırma.',
    version: second.submission.version,
    action: 'grade',
  });

  await signIn(page, 'student');
  const bell = page.getByRole('button', { name: /^Bildirimler( \(|$)/ });
  const count = async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  // The welcome, the return and the grade at least.
  await expect.poll(count).toBeGreaterThanOrEqual(3);
  const before = await count();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Bildirimler' });
  // Unread ones say so first ("Yeni:", for screen readers) beside their dot.
  const graded = panel.getByRole('link', { name: new RegExp(`^Yeni:\\s*Ödevin değerlendirildi: ${title} · 85 puan`) });
  await expect(graded).toBeVisible();
  await expect(panel.getByRole('link', { name: new RegExp(`Ödevin geri gönderildi: ${title}`) })).toBeVisible();
  // Opening the bell read what it lists: the count drops by them (they keep their dot while it is open).
  await expect.poll(count).toBeLessThanOrEqual(before - 2);
  await expectNoAxeViolations(page, 'the bell with notifications');

  await graded.click();
  await expect(page).toHaveURL(new RegExp(`/homeworks/${assignmentId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Harika karşılaştırma.').first()).toBeVisible();

  const myWork = page.getByRole('region', { name: 'Çalışmalarım' });
  await expect(myWork.getByRole('heading', { name: 'Çalışmalarım' })).toBeVisible();
  // Newest first: the graded attempt, then the one sent back.
  await expect(myWork.locator('summary')).toHaveCount(2);
  await expect(myWork.locator('summary').first()).toContainText('2. teslim');
  await expect(myWork.locator('summary').first()).toContainText('85 puan');
  const earlier = myWork.locator('details').filter({ hasText: '1. teslim' });
  await expect(earlier.getByText('Öğlen de ölç, sonra karşılaştır.')).toBeHidden();
  await earlier.getByText(/^1\. teslim/).click();
  await expect(earlier.getByText('Öğlen de ölç, sonra karşılaştır.')).toBeVisible();
  await expect(earlier.getByText('Gölgem sabah uzundu.')).toBeVisible();
  await expect(earlier).toContainText('Puan: 40');
  await expectNoAxeViolations(page, '/homeworks/{id} with Çalışmalarım');

  // Read stays read after a reload: the grade is listed without "Yeni:" (other tests may add new ones meanwhile).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await bell.click();
  await expect(panel.getByRole('link', { name: new RegExp(`^Ödevin değerlendirildi: ${title} · 85 puan`) })).toBeVisible();
});
