import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { axeViolations, dismissCookieBanner } from './helpers.ts';

const FOREST_INFO_PAGES = [
  { path: '/forest/forest-heroes', heading: 'Orman Kahramanları' },
  { path: '/forest/turkey-forests', heading: 'Türkiye’nin Ormanları' },
  { path: '/forest/tree-planting', heading: 'Fidan Dikimi' },
] as const;

/** The picked item's panel: the only article on these pages. */
const detailsHeading = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

test.describe('forest info pages', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test('forest heroes: TEMA by default; another organisation is picked with the mouse and the arrow keys', async ({ page }) => {
    await page.goto('/forest/forest-heroes');
    await expect(page).toHaveTitle(/^Orman Kahramanları \|/);
    const group = page.getByRole('group', { name: 'Bir kuruluş seç' });
    await expect(group.getByRole('radio')).toHaveCount(6);
    await expect(group.getByRole('radio', { name: 'TEMA Vakfı' })).toBeChecked();
    await expect(detailsHeading(page)).toHaveText('TEMA Vakfı');

    await group.getByText('WWF-Türkiye', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'WWF-Türkiye' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'TEMA Vakfı' })).not.toBeChecked();
    await expect(detailsHeading(page)).toHaveText('WWF-Türkiye');

    // A native radio group: the arrow keys move the choice.
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: 'Ege Orman Vakfı' })).toBeChecked();
    await expect(detailsHeading(page)).toHaveText('Ege Orman Vakfı');

    const site = page.getByRole('article').getByRole('link', { name: /Ege Orman Vakfı web sitesi/ });
    await expect(site).toHaveAttribute('href', 'https://www.egeorman.org.tr');
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', /noopener/);
  });

  test('Türkiye’s forests: the oak by default, another species on request, statistics and parks', async ({ page }) => {
    await page.goto('/forest/turkey-forests');
    await expect(page).toHaveTitle(/^Türkiye’nin Ormanları \|/);
    const stats = page.getByRole('list', { name: 'Rakamlarla Türkiye ormanları' });
    for (const figure of ['22,9 milyon hektar', '%29,4', '3.000+', '120+', '40']) await expect(stats).toContainText(figure);

    const group = page.getByRole('group', { name: 'Bir ağaç seç' });
    await expect(group.getByRole('radio', { name: 'Meşe' })).toBeChecked();
    await expect(detailsHeading(page)).toContainText('Meşe');
    await expect(page.getByRole('article').getByRole('img', { name: /meşe ağacı çizimi/ })).toBeVisible();

    await group.getByText('Toros sediri', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'Toros sediri' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Meşe' })).not.toBeChecked();
    await expect(detailsHeading(page)).toContainText('Toros sediri');
    await expect(page.getByRole('article').locator('i[lang="la"]')).toHaveText('Cedrus libani');

    await expect(page.getByRole('heading', { level: 3, name: 'Köprülü Kanyon Milli Parkı' })).toBeVisible();
  });

  test('tree planting: the national campaign by default; a picked programme opens its site in a new tab', async ({ page }) => {
    await page.goto('/forest/tree-planting');
    await expect(page).toHaveTitle(/^Fidan Dikimi \|/);
    const group = page.getByRole('group', { name: 'Bir program seç' });
    await expect(group.getByRole('radio', { name: 'Milli Ağaçlandırma Günü' })).toBeChecked();
    await expect(detailsHeading(page)).toHaveText('Milli Ağaçlandırma Günü');
    await expect(page.getByRole('article')).toContainText('11 Kasım');

    await group.getByText('Hatıra Ormanı', { exact: true }).click();
    await expect(group.getByRole('radio', { name: 'Hatıra Ormanı' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Milli Ağaçlandırma Günü' })).not.toBeChecked();
    await expect(detailsHeading(page)).toHaveText('Hatıra Ormanı');
    await expect(page.getByRole('article')).toContainText('Fidan başına 95 TL, en az 2.000 fidan.');

    const more = page.getByRole('article').getByRole('link', { name: /^Daha fazla bilgi/ });
    await expect(more).toHaveAttribute('href', 'https://www.ogm.gov.tr');
    await expect(more).toHaveAttribute('target', '_blank');
    await expect(more).toHaveAttribute('rel', /noopener/);
    const box = await more.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);

    await expect(page.getByText('Fidanı ilkbaharda (Mart–Mayıs) ya da sonbaharda (Ekim–Kasım) dik.')).toBeVisible();
  });

  test('no serious or critical accessibility violations on the three pages', async ({ page }) => {
    const found: string[] = [];
    for (const { path, heading } of FOREST_INFO_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      for (const violation of await axeViolations(page)) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
  ]) {
    test(`fits a ${viewport.width} px screen: no sideways scrolling, cards at least 48 px high`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      for (const { path, heading } of FOREST_INFO_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        for (const card of await page.getByRole('group').locator('label').all()) {
          expect((await card.boundingBox())?.height ?? 0, path).toBeGreaterThanOrEqual(48);
        }
        await page.screenshot({
          path: testInfo.outputPath(`${path.split('/').pop() ?? 'page'}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    });
  }
});
