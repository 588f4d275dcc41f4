import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

/** Tablet size, as a school office uses it. */
test.use({ viewport: { width: 1024, height: 768 } });
test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** "%36 (18 / 50 ödev)" and "%22,2 (4 / 18 teslim)", or "veri yok" when nothing was counted. */
const COMPLETION = /(%[\d,]+|veri yok) \(\d+ \/ \d+ ödev\)/;
const LATENESS = /(%[\d,]+|veri yok) \(\d+ \/ \d+ teslim\)/;

const CHARTS = ['Bu hafta aktif öğrenciler', 'Ödev tamamlama ve geç teslim', 'Devam oranı', '5. sınıf: ünitelere göre ustalık', 'Deney seti kullanımı'];

test('the administrator reads the school’s figures as charts and as a table, changes the period and downloads the CSV', async ({ page }) => {
  // A big page and axe on a shared machine: more than the default minute.
  test.slow();
  await signIn(page, 'administrator', '/school-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Okul Analitiği' })).toBeVisible();
  await expect(page).toHaveTitle(/Okul Analitiği/);

  // The demo school's classes (other specs add students and homework before this one runs, so the
  // figures are read for their form, then the chart and its table must say the same); only aggregates.
  const summary = page.getByRole('region', { name: 'Okul geneli' });
  await expect(summary.getByRole('definition').first()).toHaveText(/^\d+$/);
  for (const name of CHARTS) await expect(page.getByRole('figure', { name }), name).toBeVisible();
  const homework = page.getByRole('region', { name: 'Ödev tamamlama ve geç teslim', exact: true });
  const fiveB = homework.getByRole('listitem').filter({ hasText: '5-B · Fen Bilimleri' });
  await expect(fiveB).toContainText(COMPLETION);
  const chartText = await fiveB.innerText();
  // The library's names replace the codes once they load.
  await expect(page.getByRole('figure', { name: 'Deney seti kullanımı' })).toContainText('Işık ve Gölge');

  // One chart as a table: the same figures, row and column headers; the others stay charts.
  await homework.getByRole('button', { name: 'Tablo olarak göster' }).click();
  await expect(homework.getByRole('button', { name: 'Tablo olarak göster' })).toHaveAttribute('aria-pressed', 'true');
  const table = homework.getByRole('table', { name: 'Ödev tamamlama ve geç teslim' });
  await expect(table.getByRole('columnheader')).toHaveText(['Sınıf', 'Tamamlama', 'Geç teslim']);
  const cells = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '5-B · Fen Bilimleri' }) })
    .getByRole('cell');
  await expect(cells).toHaveText([COMPLETION, LATENESS]);
  for (const cell of await cells.allInnerTexts()) expect(chartText).toContain(cell);
  await expect(page.getByRole('figure', { name: 'Devam oranı' })).toBeVisible();
  // One check covers both views: this chart is a table now, the others are still charts.
  await expectNoAxeViolations(page, '/school-analytics (charts and a table)');

  // The report as a file Turkish Excel opens.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^okul-analitigi-(term-\d-\d{4}|year-\d{4})\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  // Every text cell is quoted, so a name can start no formula whatever separator a spreadsheet reads.
  expect(csv.startsWith('\uFEFF"Okul analitiği";')).toBe(true);
  expect(csv).toContain('"Kapsam";"Sınıf düzeyi";"Sınıf";"Ders";"Öğrenci sayısı";');
  expect(csv).toContain('"Işık ve Gölge";');

  // Another period: the address keeps it, its dates show, its figures load.
  await page.getByLabel('Dönem').selectOption({ label: '1. dönem (2025/26)' });
  await expect(page).toHaveURL(/[?&]term=term-1-2025(&|$)/);
  await expect(page.getByText('8 Eylül 2025 – 16 Ocak 2026')).toBeVisible();
  await expect(summary).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Dönem')).toHaveValue('term-1-2025');
});

test('a teacher opening /school-analytics sees that the page is not for their account, and no figures are asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/')) asked.push(request.url());
  });
  await signIn(page, 'teacher', '/school-analytics');
  await expect(page).toHaveURL(/\/school-analytics$/);
  await expect(page.getByRole('heading', { name: 'Bu sayfa hesabınızın türüne kapalı' })).toBeVisible();
  await expect(page.getByLabel('Dönem')).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  expect(asked).toEqual([]);
});
