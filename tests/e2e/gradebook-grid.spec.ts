import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_ACCOUNTS, dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

// The teacher's gradebook as a grid on a portrait tablet: a task done on paper is graded for children
// who handed nothing in, five more scores are typed by keyboard alone, and all of them are there after a reload.
test.use({ viewport: { width: 768, height: 1024 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const CLASS_5B = 1;

type Api = { token: string; request: APIRequestContext };

async function teacherApi(request: APIRequestContext): Promise<Api> {
  const { email, password } = DEMO_ACCOUNTS.teacher;
  const answer = await request.post('/api/auth/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const { tokens } = (await answer.json()) as { tokens: { access: string } };
  return { token: tokens.access, request };
}

/** A free task done on paper in class: published now, due in a week, nobody has handed anything in. */
async function paperTask(teacher: Api, title: string): Promise<number> {
  const answer = await teacher.request.post('/api/assignments/', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: { class_id: CLASS_5B, title, content: { kind: 'free', ref: null }, due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(), status: 'published' },
  });
  expect(answer.ok(), `POST /api/assignments/: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { assignment: { id: number } }).assignment.id;
}

type Gradebook = { rows: { student: { full_name: string }; cells: { assignment_id: number; state: string; score: number | null; on_paper: boolean }[] }[] };

async function gradebook(teacher: Api): Promise<Gradebook> {
  const answer = await teacher.request.get(`/api/classes/${CLASS_5B}/gradebook/`, { headers: { Authorization: `Bearer ${teacher.token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Gradebook;
}

/** The first six children on 5-B's list (by number), who have no hand-in for a new task. */
const CHILDREN = ['Elif Yılmaz', 'Deniz Kaya', 'Ahmet Şahin', 'Zeynep Arslan', 'Mustafa Doğan', 'Ecrin Kılıç'];
const SCORES = ['90', '75', '100', '60', '85', '45'];

/** The cell of a child's row in the task's column (the row header, the child's name, is not a grid cell). */
async function cellOf(page: Page, child: string, title: string): Promise<Locator> {
  const grid = page.getByRole('grid', { name: '5-B not çizelgesi' });
  const headers = await grid.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((text) => text.trim() === title);
  expect(column, `${title} column`).toBeGreaterThan(0);
  return grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(child) }) })
    .getByRole('gridcell')
    .nth(column - 1);
}

test('the teacher grades a paper task for children with no hand-in by typing into the grid, and the scores stay after a reload', async ({ page, request }) => {
  const teacher = await teacherApi(request);
  const title = `Defterde gölge çizimi ${Date.now()}`;
  const assignmentId = await paperTask(teacher, title);

  await signIn(page, 'teacher', `/classes/${CLASS_5B}?tab=grades`);
  const grid = page.getByRole('grid', { name: '5-B not çizelgesi' });
  await expect(grid).toBeVisible();
  await expect(page.getByText(/Ortalamalar değerlendirilmiş ödevlerden hesaplanır/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yazdır', exact: true })).toBeVisible();

  // The grid scrolls inside its frame on a portrait tablet, the page itself does not.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(768);

  // Elif handed nothing in: the task was done on paper. One tap on her cell, then the keyboard only.
  const first = await cellOf(page, CHILDREN[0] ?? '', title);
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('tabindex', '0');
  const box = await first.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  for (const [index, child] of CHILDREN.entries()) {
    const score = SCORES[index] ?? '';
    // A digit starts the edit in the active cell; Enter saves it and moves down to the next child.
    for (const digit of score) await page.keyboard.press(digit);
    await expect(page.getByRole('textbox', { name: `${child}, ${title} puanı` })).toHaveValue(score);
    await page.keyboard.press('Enter');
  }
  // Escape leaves a started edit without a score.
  await page.keyboard.press('7');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // Each score is its own write: once the server has them all, no cell waits on this device.
  await expect(grid.locator('[data-write-state]')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(page, 'gradebook grid');

  await page.reload();
  await expect(grid).toBeVisible();
  for (const [index, child] of CHILDREN.entries()) {
    // The score, then only what a screen reader hears ("kâğıt üzerinde"): no waiting or refused mark.
    await expect(await cellOf(page, child, title)).toHaveText(new RegExp(`^${SCORES[index] ?? ''}\\D*$`));
  }

  const book = await gradebook(teacher);
  for (const [index, child] of CHILDREN.entries()) {
    const cell = book.rows.find((row) => row.student.full_name === child)?.cells.find((candidate) => candidate.assignment_id === assignmentId);
    expect(cell, child).toMatchObject({ state: 'graded', score: Number(SCORES[index]), on_paper: true });
  }
  // The seventh child was left as she was (Escape).
  const seventh = book.rows.find((row) => row.student.full_name === 'Yusuf Aydın')?.cells.find((candidate) => candidate.assignment_id === assignmentId);
  expect(seventh?.state).not.toBe('graded');
});

test('the roster prints with its average explained', async ({ page }) => {
  await signIn(page, 'teacher', `/classes/${CLASS_5B}?tab=students`);
  await expect(page.getByRole('button', { name: 'Yazdır', exact: true })).toBeVisible();
  await expect(page.getByText(/Ortalamalar değerlendirilmiş ödevlerden hesaplanır/).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('h2', { hasText: '5-B · Öğrenci listesi' })).toBeVisible();
  // On paper the sheet's own list stands alone: the screen's table (with its buttons) is not printed.
  await expect(page.locator('table:visible').filter({ hasText: 'Not ort.' }).filter({ hasText: 'Elif Yılmaz' })).toHaveCount(1);
  await expect(page.locator('table:visible').filter({ hasText: 'Not ort.' }).filter({ hasText: 'Elif Yılmaz' }).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Yazdır', exact: true })).toBeHidden();
});
