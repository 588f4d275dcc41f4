import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { axeViolations, dismissCookieBanner, signIn } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const TITLES = {
  'eclipse-calendar': 'Tutulma Takvimi',
  'sunlight-intensity': 'Güneş Işığı Şiddeti',
  'solar-oven-planner': 'Güneş Fırını Planlayıcı',
  'historical-earth-beliefs': 'Dünya’nın Şekli: Tarihçe',
  'mirror-maker': 'Simetri Ayna Çizimi',
} as const;
type ToolId = keyof typeof TITLES;

async function openTool(page: Page, id: ToolId) {
  await page.goto(`/dashboard/tools/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLES[id] })).toBeVisible();
  await expect(page.getByText('Araç Yükleniyor...')).toHaveCount(0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const violations = await axeViolations(page, 'main');
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const readout = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('eclipse calendar lists the coming eclipses with local circumstances per city', async ({ page }) => {
  await signIn(page, 'teacher');
  // "The next ten years from today": pin today so the list is the same on every run.
  await page.clock.setFixedTime(new Date('2026-01-15T09:00:00+03:00'));
  await openTool(page, 'eclipse-calendar');

  const august2026 = page.getByRole('article', { name: '12 Ağustos 2026 – Tam Güneş tutulması' });
  await expect(august2026).toBeVisible();
  await expect(august2026.getByText('Bu şehirden görünmez')).toBeVisible();
  await expect(page.getByRole('article', { name: '6 Şubat 2027 – Halkalı Güneş tutulması' })).toBeVisible();
  await expect(page.getByRole('article', { name: '3 Mart 2026 – Tam Ay tutulması' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('sertifikalı tutulma gözlüğü');

  const august2027 = page.getByRole('article', { name: '2 Ağustos 2027 – Tam Güneş tutulması' });
  await expect(august2027.getByText('Ankara için görünür')).toBeVisible();
  await expect(august2027.getByText('%57')).toBeVisible();
  await expect(august2027.getByRole('table')).toContainText('Ay, Güneş’i örtmeye başlar (1. temas)');

  await page.getByRole('combobox', { name: 'Şehir' }).selectOption({ label: 'Muğla' });
  await expect(august2027.getByText('Muğla için görünür')).toBeVisible();
  await expect(august2027.getByText('%57')).toHaveCount(0);
  await expect(august2027.getByText(/^%7\d$/)).toBeVisible();

  await page.getByRole('button', { name: 'Yalnızca bu şehirden görünenler' }).click();
  await expect(august2026).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test('sunlight intensity compares the noon Sun on the solstices', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'sunlight-intensity');
  await page.getByRole('button', { name: '21 Haziran' }).click();
  await expect(readout(page, 'Öğle yüksekliği')).toHaveText(/^73,\d°$/);
  await page.getByRole('button', { name: '21 Aralık' }).click();
  await expect(readout(page, 'Öğle yüksekliği')).toHaveText(/^26,\d°$/);
  await expect(page.getByRole('img', { name: 'Güneş’in yüksekliği (derece)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Yatay zemine düşen ışık (W/m²)' })).toBeVisible();

  await page.getByRole('slider', { name: /Saat/ }).fill('3');
  await expect(page.getByText(/Saat 03:00: Güneş’in yüksekliği ufkun altında/)).toBeVisible();
  await expect(page.getByText(/Meinel modeli/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('solar oven planner gives the window and lid angle, keeps the checklist and prints cleanly', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'solar-oven-planner');
  await page.getByRole('button', { name: '21 Haziran' }).click();
  await expect(page.getByText(/^09:\d\d – 16:\d\d$/)).toBeVisible();
  await expect(page.getByText('82°', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('70–95 °C')).toBeVisible();

  await page.getByRole('checkbox', { name: /Alüminyum folyo/ }).check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Alüminyum folyo/ })).toBeChecked();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: /Güneş fırını planı: Ankara/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Planı yazdır/ })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Şehir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectNoSeriousAxeViolations(page);
});

test('earth beliefs timeline and the Eratosthenes calculator', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'historical-earth-beliefs');
  await expect(page.getByRole('heading', { level: 3, name: /Dünya’nın çevresini ölçmek/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Mavi Bilye/ })).toBeVisible();

  await expect(page.getByText('Dünya’nın çevresi ≈ 40.000 km')).toBeVisible();
  await page.getByLabel('Çubuğun boyu (m)').fill('1');
  await page.getByLabel('Gölgenin uzunluğu (m)').fill('0,126');
  await expect(page.getByText('7,18°', { exact: true })).toBeVisible();
  await page.getByLabel('İki yer arasındaki uzaklık (km)').fill('400');
  await expect(page.getByText('Dünya’nın çevresi ≈ 20.000 km')).toBeVisible();
  await page.getByRole('button', { name: 'Eratosthenes’in değerlerine dön' }).click();
  await expect(page.getByText('Dünya’nın çevresi ≈ 40.000 km')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('mirror maker draws a stroke in its mirror image, undoes it and saves a PNG', async ({ page }) => {
  await signIn(page, 'teacher');
  await openTool(page, 'mirror-maker');
  await page.getByRole('button', { name: 'Sol–sağ ayna' }).click();
  await page.getByRole('button', { name: 'Kırmızı' }).click();

  const canvas = page.getByRole('img', { name: /Simetri çizim alanı/ });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText('Çizgi sayısı: 1')).toBeVisible();

  // The mirror image appears on the right half, at 1 − x.
  const pixelAt = (fx: number, fy: number) =>
    canvas.evaluate(
      (element, [x, y]) => {
        const c = element as HTMLCanvasElement;
        return Array.from(c.getContext('2d')!.getImageData(Math.round(x! * c.width), Math.round(y! * c.height), 1, 1).data);
      },
      [fx, fy],
    );
  expect((await pixelAt(0.775, 0.35)).slice(0, 3)).not.toEqual([255, 255, 255]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /PNG olarak kaydet/ }).click();
  expect((await download).suggestedFilename()).toBe('simetri-cizimi.png');

  await page.getByRole('button', { name: /Geri al/ }).click();
  await expect(page.getByText('Çizgi sayısı: 0')).toBeVisible();
  expect((await pixelAt(0.775, 0.35)).slice(0, 3)).toEqual([255, 255, 255]);
  await expect(page.getByRole('button', { name: /Geri al/ })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);
});
