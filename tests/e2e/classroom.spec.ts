import Database from 'better-sqlite3';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, WORKER, databaseFile } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

/** Tablet size, as the classroom is used (docs/architecture.md#look-and-feel: tablet first). */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** Hand-ins stored on the e2e server for one assignment and one student's account e-mail. */
function handIns(assignmentId: number, email: string): { score: number | null; feedback: string }[] {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('SELECT s.score, s.feedback FROM submissions s JOIN users u ON u.id = s.student_id WHERE s.assignment_id = ? AND u.email = ? ORDER BY s.id')
      .all(assignmentId, email) as { score: number | null; feedback: string }[];
  } finally {
    db.close();
  }
}

async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await reassertOffline(page, context);
}

/** Answers every question of the homework form with its first option. */
async function answerAll(page: Page): Promise<void> {
  const questions = page.locator('form fieldset');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) await question.getByRole('radio').first().check();
}

test('a teacher runs a class: creates it, pastes a roster, takes attendance and reads the gradebook', async ({ page }) => {
  // Seven screens, each scanned by axe: on a busy 2-core machine that outruns the default minute.
  test.slow();
  await signIn(page, 'teacher');
  await page.getByRole('navigation').getByRole('link', { name: 'Sınıflarım' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sınıflarım' })).toBeVisible();
  await expect(page.getByRole('link', { name: '5-B' })).toBeVisible();
  await expectNoAxeViolations(page, '/classes');

  await page.getByRole('button', { name: 'Yeni sınıf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni sınıf' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Sınıfın adını yazın.')).toBeVisible();
  await dialog.getByLabel(/^Sınıf adı/).fill('7-C');
  await dialog.getByLabel(/^Sınıf düzeyi/).selectOption({ label: '7. sınıf' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '7-C' })).toBeVisible();

  await page.getByRole('tab', { name: /Öğrenciler/ }).click();
  await page.getByRole('button', { name: 'Listeden yapıştır' }).click();
  const paste = page.getByRole('dialog', { name: 'Listeden öğrenci ekle' });
  await paste.getByRole('textbox').fill('Sıra\tNo\tAdı Soyadı\n1\t301\tAYŞE NUR KILIÇ\n2\t302\tılgaz şahin\n');
  await expect(paste.getByRole('cell', { name: 'Ayşe Nur' })).toBeVisible();
  await expect(paste.getByRole('cell', { name: 'Ilgaz' })).toBeVisible();
  await paste.getByRole('button', { name: '2 öğrenciyi ekle' }).click();
  await expect(paste).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Ayşe Nur Kılıç' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Ilgaz Şahin' })).toBeVisible();
  await expectNoAxeViolations(page, '/classes/{id}?tab=students');

  await page.getByRole('tab', { name: /Takvim ve Yoklama/ }).click();
  // A past school day, whatever day the suite runs on (a weekend or a holiday takes no register).
  await page.getByLabel('Ders günü').fill('2025-10-22');
  await page.getByRole('button', { name: /^Ayşe Nur Kılıç: İşaretlenmedi/ }).click();
  await page.getByRole('button', { name: /^Ayşe Nur Kılıç: Var/ }).click();
  await page.getByRole('button', { name: 'İşaretsizleri “Var” yap' }).click();
  await page.getByRole('button', { name: 'Yoklamayı kaydet' }).click();
  await expect(page.getByText(/^Bu günün yoklaması kayıtlı/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ayşe Nur Kılıç: Yok/ })).toBeVisible();
  await expectNoAxeViolations(page, '/classes/{id}?tab=calendar');

  await page.goto('/classes/1?tab=grades');
  await expect(page.getByRole('grid', { name: '5-B not çizelgesi' })).toBeVisible();
  await expect(page.getByText(/^Sınıf ortalaması: \d/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV olarak indir' }).click();
  expect((await download).suggestedFilename()).toMatch(/^5-B-notlar-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoAxeViolations(page, '/classes/1?tab=grades');

  for (const tab of ['overview', 'lessons', 'assignments']) {
    await page.goto(`/classes/1?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    await expectNoAxeViolations(page, `/classes/1?tab=${tab}`);
  }
  await page.goto('/assignments');
  await expect(page.getByRole('link', { name: 'Gölgemin Boyu Neden Değişiyor? — sorular' })).toBeVisible();
  await expectNoAxeViolations(page, '/assignments');

  await page.goto('/lectures?class=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ders Planı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gölgemin boyu deneyi' })).toBeVisible();
  await expectNoAxeViolations(page, '/lectures');
});

test(
  'an assignment done offline on two tablets reaches the teacher once, is graded offline and the grade reaches the student',
  WORKER,
  async ({ page, browser }) => {
    // Three people on three devices, two of them installing the worker's 4 MB precache: about three minutes
    // on a busy 2-core CI machine, so more than test.slow()'s 180 s.
    test.setTimeout(300_000);
    // A retry starts from the first attempt's database: its own title keeps it from meeting that assignment.
    const title = `Gölge ödevi (tablet ${test.info().retry + 1})`;
    // The teacher gives 5-B the shadow experiment's questions.
    await signIn(page, 'teacher', '/create-assignment?class=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Ödev oluştur' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Deney', exact: true }).selectOption('shadow-size');
    await page.getByLabel('Hangi bölümü?').selectOption('questions');
    await expect(page.getByLabel(/^Başlık/)).toHaveValue('Gölgemin Boyu Neden Değişiyor? → Örnek Sorular');
    await page.getByLabel(/^Başlık/).fill(title);
    await expectNoAxeViolations(page, '/create-assignment');
    await page.getByRole('button', { name: 'Ödevi ver' }).click();
    await expect(page).toHaveURL(/\/assignments\/\d+$/);
    const assignmentId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Elif, on her own account, opens it online, then does it with no connection.
    const studentContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const student = await studentContext.newPage();
    await dismissCookieBanner(student);
    await signIn(student, 'student');
    await waitForServiceWorker(student);
    await student.goto('/homeworks');
    await student.getByRole('link', { name: title }).first().click();
    await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(student, '/homeworks/{id}');
    await goOffline(student, studentContext);
    await answerAll(student);
    await student.getByRole('button', { name: 'Teslim et' }).click();
    await expect(student.getByText('Ödev teslimi gönderilmeyi bekliyor')).toBeVisible();
    expect(handIns(assignmentId, 'ogrenci@etkilab.example')).toHaveLength(0);

    // She closes the tab; the connection comes back and the app is opened again.
    await student.close();
    await studentContext.setOffline(false);
    const again = await studentContext.newPage();
    await again.goto('/homeworks');
    const row = again.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('Teslim edildi')).toBeVisible({ timeout: 20_000 });
    expect(handIns(assignmentId, 'ogrenci@etkilab.example')).toHaveLength(1);
    await expectNoAxeViolations(again, '/homeworks');

    // Deniz uses the class's shared tablet: school login, his name, his four pictures.
    const tabletContext = await browser.newContext({ viewport: { width: 768, height: 1024 } });
    const tablet = await tabletContext.newPage();
    await dismissCookieBanner(tablet);
    await tablet.goto('/login');
    await tablet.getByRole('tab', { name: 'Okul Hesabına Giriş Yap' }).click();
    const panel = tablet.getByRole('tabpanel');
    await panel.getByRole('combobox', { name: /Okul adı/ }).fill('ataturk');
    await tablet.getByRole('option', { name: 'Atatürk Ortaokulu' }).click();
    await panel.getByLabel(/Sınıf/).selectOption({ label: '5. Sınıf' });
    await panel.getByLabel(/Hesap türü/).selectOption({ label: 'Öğrenci' });
    await panel.getByLabel(/^Şifre(\s|\*|$)/).fill('EtkiOkul2026');
    await panel.getByRole('button', { name: 'Okul Hesabına Giriş Yap' }).click();
    await expect(tablet).toHaveURL(/\/class-tablet$/);
    // The address changes while the sign-in page is still shown (its heading too), and that page is then
    // hidden for the loading state until the tablet's code arrives: axe must see the tablet's own screen.
    await expect(tablet.getByRole('heading', { level: 1, name: 'Merhaba! Sen kimsin?' })).toBeVisible();
    await expect(tablet.getByRole('button', { name: /^Deniz K/ })).toBeVisible();
    await expectNoAxeViolations(tablet, '/class-tablet');
    await tablet.getByRole('button', { name: /^Deniz K/ }).click();
    // A wrong code first: the pad clears and says so.
    for (const picture of ['Kedi', 'Köpek', 'Kurbağa', 'Tilki']) await tablet.getByRole('button', { name: picture, exact: true }).click();
    await expect(tablet.getByText('Resimler eşleşmedi. Bir daha dene!')).toBeVisible();
    for (const picture of ['Elma', 'Yıldız', 'Araba', 'Panda']) await tablet.getByRole('button', { name: picture, exact: true }).click();
    await expect(tablet).toHaveURL(/\/homeworks$/);
    await expect(tablet.getByRole('button', { name: /Deniz/ })).toBeVisible();
    await tablet.getByRole('link', { name: title }).first().click();
    await answerAll(tablet);
    await tablet.getByRole('button', { name: 'Teslim et' }).click();
    await expect(tablet.getByText('Ödevin teslim edildi!')).toBeVisible();

    // The teacher sees each hand-in once, then grades Elif's with no connection.
    await page.reload();
    const elif = page.getByRole('listitem').filter({ hasText: 'Elif Yılmaz' });
    await expect(elif.getByText('Teslim edildi')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Deniz Kaya' }).getByText('Teslim edildi')).toBeVisible();
    await expect(elif).not.toContainText('. teslim');
    await expectNoAxeViolations(page, '/assignments/{id}');
    await waitForServiceWorker(page);
    await goOffline(page, page.context());
    await elif.getByText('Çalışmayı incele ve değerlendir').click();
    await elif.getByLabel('Puan (0–100)').fill('90');
    await elif.getByLabel('Geri bildirim').fill('Harika iş Elif, gölgeyi çok iyi açıkladın!');
    await elif.getByRole('button', { name: 'Notu kaydet' }).click();
    await expect(elif.getByText('Değerlendirme gönderilmeyi bekliyor')).toBeVisible();
    expect(handIns(assignmentId, 'ogrenci@etkilab.example')[0]?.score).not.toBe(90);

    await page.context().setOffline(false);
    await expect(elif.getByText('Değerlendirildi')).toBeVisible({ timeout: 40_000 });
    expect(handIns(assignmentId, 'ogrenci@etkilab.example')).toEqual([{ score: 90, feedback: 'Harika iş Elif, gölgeyi çok iyi açıkladın!' }]);

    // Elif sees the grade and the feedback.
    await again.reload();
    const graded = again.getByRole('listitem').filter({ hasText: title });
    await expect(graded.getByText('Değerlendirildi')).toBeVisible();
    await expect(graded).toContainText('Puan: 90');
    await expect(graded).toContainText('Harika iş Elif, gölgeyi çok iyi açıkladın!');

    await Promise.all([studentContext.close(), tabletContext.close()]);
  },
);

test(
  'work left unsent at sign-out on a shared tablet stays hidden from the next user and is sent at its owner’s next sign-in',
  WORKER,
  async ({ page, context, request }) => {
    // A free task for 5-B, made through the API so the test does not depend on the seeded work's state.
    const login = await request.post('/api/auth/login/', { data: { email: 'ogretmen@etkilab.example', password: 'Ogretmen123' } });
    const { tokens } = (await login.json()) as { tokens: { access: string } };
    const made = await request.post('/api/assignments/', {
      headers: { Authorization: `Bearer ${tokens.access}` },
      data: {
        class_id: 1,
        title: 'Evde gölge gözlemi',
        instructions: 'Akşam bir el feneriyle gölgeni büyütüp küçült; ne gördüğünü yaz.',
        content: { kind: 'free', ref: null },
        due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        status: 'published',
      },
    });
    const assignmentId = ((await made.json()) as { assignment: { id: number } }).assignment.id;

    await signIn(page, 'student');
    await waitForServiceWorker(page);
    await page.goto(`/homeworks/${assignmentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Evde gölge gözlemi' })).toBeVisible();
    await goOffline(page, context);
    await page.getByLabel('Cevabın').fill('Feneri yaklaştırınca gölgem büyüdü.');
    await page.getByRole('button', { name: 'Teslim et' }).click();
    await expect(page.getByText('Ödev teslimi gönderilmeyi bekliyor')).toBeVisible();

    // Signing out warns, then leaves; the work stays on the device under Elif only.
    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    // One record: the hand-in. What it earns on Elif's map is recorded only once the server counts it.
    const warning = page.getByRole('dialog', { name: 'Gönderilmeyi bekleyen 1 kayıt var' });
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page, 'sign-out warning');
    await warning.getByRole('button', { name: 'Yine de çıkış yap' }).click();
    await expect(page).toHaveURL(/\/$/);
    await context.setOffline(false);

    // The next person on the tablet: nothing of Elif's is shown, and nothing is sent under their session.
    await signIn(page, 'parent', '/homeworks');
    await expect(page.getByRole('heading', { level: 1, name: 'Çocuğumun Ödevleri' })).toBeVisible();
    await expect(page.getByText(/gönderilmeyi bekliyor/i)).toHaveCount(0);
    await expect(page.getByText('Feneri yaklaştırınca')).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(handIns(assignmentId, 'ogrenci@etkilab.example')).toHaveLength(0);
    expect(handIns(assignmentId, 'veli@etkilab.example')).toHaveLength(0);
    await page.getByRole('button', { name: /^Kullanıcı menüsü/ }).click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Elif signs in again: her work goes, once.
    await signIn(page, 'student');
    await expect.poll(() => handIns(assignmentId, 'ogrenci@etkilab.example').length, { timeout: 20_000 }).toBe(1);
    await page.goto('/homeworks');
    await expect(page.getByRole('listitem').filter({ hasText: 'Evde gölge gözlemi' }).getByText('Teslim edildi')).toBeVisible();
  },
);
