import { type Page } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { axeViolations, dismissCookieBanner, waitForServiceWorker } from './helpers.ts';

const HAZARDS = ['Cam şişe — yüksek risk', 'Kırık cam — yüksek risk', 'Metal kutu — orta risk', 'Plastik poşet — orta risk', 'Kâğıt çöpü — orta risk'];

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const scene = (page: Page) => page.getByRole('group', { name: /Orman sahnesi/ });

/** Plays the five hazards in order, answering right where `correct[i]` says so. */
async function playGame(page: Page, correct: readonly boolean[]) {
  for (const [index, name] of HAZARDS.entries()) {
    await scene(page).getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    const right = correct[index] ?? true;
    await dialog
      .locator(`button[data-answer="${right ? 'correct' : 'wrong'}"]`)
      .first()
      .click();
    await expect(dialog.getByText(right ? /Doğru! \+10 puan/ : /Bu sefer olmadı/)).toBeVisible();
    await expect(dialog.getByText('Neden?')).toBeVisible();
    await expect(dialog.getByText('Ne yapmalıyız?')).toBeVisible();
    const last = index === HAZARDS.length - 1;
    await dialog.getByRole('button', { name: last ? 'Bitir' : 'Devam' }).click();
    await expect(dialog).toBeHidden();
    if (!last) await expect(page.getByText(`${HAZARDS.length - index - 1} tehlike kaldı`)).toBeVisible();
  }
}

async function expectResult(page: Page, score: string, tone: 'success' | 'warning' | 'danger') {
  const result = page.getByRole('region', { name: /Tebrikler/ });
  await expect(result).toBeVisible();
  await expect(result.getByTestId('final-score')).toHaveText(score);
  await expect(result.locator('[data-tone]')).toHaveAttribute('data-tone', tone);
}

test.describe('fire-prevention game', () => {
  test('all answers right: 50/50 with the success badge, then replay resets', async ({ page }) => {
    await page.goto('/forest/fire-prevention');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Yangını Önle/);
    await expect(page.getByText('5 tehlike kaldı')).toBeVisible();
    await playGame(page, [true, true, true, true, true]);
    await expectResult(page, '50/50', 'success');
    await expect(page.getByText('Harika! Sen bir orman kahramanısın.')).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeHidden();

    await page.getByRole('button', { name: /Tekrar oyna/ }).click();
    await expect(page.getByRole('region', { name: /Tebrikler/ })).toBeHidden();
    await expect(page.getByText('5 tehlike kaldı')).toBeVisible();
    await expect(page.getByText('Puan: 0')).toBeVisible();
    await expect(scene(page).getByRole('button', { name: HAZARDS[0] })).toBeFocused();
  });

  test('two wrong answers: 30/50 is 60 %, the warning badge', async ({ page }) => {
    await page.goto('/forest/fire-prevention');
    await playGame(page, [true, false, true, false, true]);
    await expectResult(page, '30/50', 'warning');
  });

  test('three wrong answers: 20/50 is below 60 %, the error badge', async ({ page }) => {
    await page.goto('/forest/fire-prevention');
    await playGame(page, [false, true, false, true, false]);
    await expectResult(page, '20/50', 'danger');
  });

  test('a wrong pick is red and marked, the right answer green and marked; an answer counts once', async ({ page }) => {
    await page.goto('/forest/fire-prevention');
    await scene(page).getByRole('button', { name: HAZARDS[0] }).click();
    const dialog = page.getByRole('dialog', { name: 'Cam şişe' });
    const wrong = dialog.locator('button[data-answer="wrong"]').first();
    await wrong.click();
    await expect(wrong).toContainText('Senin cevabın');
    await expect(dialog.locator('button[data-answer="correct"]')).toContainText('Doğru cevap');
    const colour = (selector: string) =>
      dialog
        .locator(selector)
        .first()
        .evaluate((node) => getComputedStyle(node).borderColor);
    expect(await colour('button[data-answer="correct"]')).toBe('rgb(22, 101, 52)');
    expect(await wrong.evaluate((node) => getComputedStyle(node).borderColor)).toBe('rgb(185, 28, 28)');
    await expect(dialog.locator('button[data-answer="correct"]')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByText('Puan: 0')).toBeVisible();
    // A cleaned-up hazard cannot be asked again.
    const cleaned = scene(page).getByRole('button', { name: 'Cam şişe — temizlendi' });
    await expect(cleaned).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByText('4 tehlike kaldı')).toBeVisible();
  });

  test('is playable by keyboard, with focus kept inside the question', async ({ page }) => {
    await page.goto('/forest/fire-prevention');
    const hazard = scene(page).getByRole('button', { name: HAZARDS[2] });
    await hazard.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Metal kutu' });
    await expect(dialog).toBeVisible();
    // Close button + four answers. The modal makes the page inert: tabbing past the last answer
    // may visit the browser's own controls (focus on <body>), never the page behind the dialog.
    const where = () =>
      dialog.evaluate((node) => (node.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      visited.push(await where());
    }
    expect(visited).not.toContain('page');
    expect(visited.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(6);
    await dialog.locator('button[data-answer="correct"]').focus();
    await page.keyboard.press('Enter');
    // Focus moves to the feedback, so a screen reader reads the verdict and the explanation.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Doğru! +10 puan');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Devam' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(scene(page).getByRole('button', { name: 'Metal kutu — temizlendi' })).toBeFocused();
    await expect(page.getByText('Puan: 10')).toBeVisible();
  });

  test('hazards are at least 48 px, stop pulsing under reduced motion, and a failed picture shows its emoji', async ({ page }) => {
    // First visit: no service worker controls the page yet, so the page's own routes apply.
    await page.route('**/forest/hazards/metal-can.svg', (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/forest/fire-prevention');
    for (const name of HAZARDS) {
      const box = await scene(page).getByRole('button', { name }).boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    }
    await expect(scene(page).getByRole('button', { name: HAZARDS[2] })).toHaveText('🥫');

    // The pulsing ring that draws the eye stops for readers who ask for less motion.
    const ring = () =>
      scene(page)
        .getByRole('button', { name: HAZARDS[0] })
        .evaluate((node) => getComputedStyle(node, '::before').animationName);
    expect(await ring()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await ring()).toBe('none');
    const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
    await expect.poll(() => scene(page).getByRole('button', { name: HAZARDS[0] }).locator('img').evaluate(loaded)).toBe(true);
  });
});

test.describe('tree journey', () => {
  test('grows through the six stages, changing seasons, then restarts', async ({ page }) => {
    await page.goto('/forest/tree-journey');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ağacın Yolculuğu/);
    const stage = page.getByRole('heading', { level: 2 }).first();
    const next = page.getByRole('button', { name: /Sonraki|Büyüyor/ });
    const previous = page.getByRole('button', { name: /Önceki/ });
    const region = page.locator('section[data-season]');
    await expect(stage).toContainText('Tohum');
    await expect(previous).toBeDisabled();

    const names = ['Filiz', 'Fidan', 'Genç ağaç', 'Olgun ağaç', 'Yaşlı ağaç'];
    const seasons = ['spring', 'summer', 'summer', 'autumn', 'autumn'];
    for (const [index, name] of names.entries()) {
      await next.click();
      await expect(page.getByRole('status').filter({ hasText: 'Büyüyor…' })).toBeVisible();
      await expect(next).toBeDisabled();
      await expect(stage).toContainText(name);
      await expect(region).toHaveAttribute('data-season', seasons[index] ?? '');
      await expect(page.getByText(`Aşama ${index + 2} / 6`)).toBeVisible();
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    await page.getByRole('button', { name: /Yeni bir tohum ek/ }).click();
    await expect(stage).toContainText('Tohum');
    await expect(previous).toBeDisabled();
    await expect(page.getByRole('button', { name: /Yeni bir tohum ek/ })).toBeHidden();

    await next.click();
    await expect(stage).toContainText('Filiz');
    await page.getByRole('button', { name: /Baştan başla/ }).click();
    await expect(stage).toContainText('Tohum');
  });
});

test.describe('forest mini-site', () => {
  test('/orman redirects to /forest, replacing the history entry', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/orman');
    await expect(page).toHaveURL(/\/forest$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ormanı Birlikte Koruyalım/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('home: mascot, fire banner, five activities, three suggestions; cleanup, ecosystem and unknown paths show it too', async ({ page }) => {
    for (const path of ['/forest', '/forest/cleanup', '/forest/ecosystem', '/forest/boyle-bir-sayfa-yok']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ormanı Birlikte Koruyalım/);
      const nav = page.getByRole('navigation', { name: 'Orman bölümleri' });
      await expect(nav.locator('[aria-current="page"]')).toHaveText(/Ana Sayfa/);
      await expect(page).toHaveTitle(/Orman Farkındalığı/);
      await expect(page.locator('meta[property="og:image"]').last()).toHaveAttribute('content', /\/og\/orman-paylasim\.png$/);
    }
    await expect(page.getByText(/Ben Fındık/)).toBeVisible();
    await expect(page.getByRole('link', { name: '177' })).toHaveAttribute('href', 'tel:177');
    const activities = page.getByRole('region', { name: 'Etkinlikler' }).getByRole('listitem');
    await expect(activities).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Ailenle neler yapabilirsin?' }).getByRole('listitem')).toHaveCount(3);

    await page.getByRole('link', { name: /Oyuna başla/ }).click();
    await expect(page).toHaveURL(/\/forest\/fire-prevention$/);
    await expect(page.getByRole('navigation', { name: 'Orman bölümleri' }).locator('[aria-current="page"]')).toHaveText(/Yangını Önle/);
    await expect(page).toHaveTitle(/Yangını Önle/);
  });

  test('after visiting only the landing page, the game and the tree journey work offline', WORKER, async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.goto('/forest/fire-prevention');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Yangını Önle/);
    // The pictures come from the precache, not the emoji stand-ins.
    const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
    await expect.poll(() => scene(page).getByRole('button', { name: HAZARDS[0] }).locator('img').evaluate(loaded)).toBe(true);
    await playGame(page, [true, true, true, false, true]);
    await expectResult(page, '40/50', 'success');

    await page
      .getByRole('navigation', { name: 'Orman bölümleri' })
      .getByRole('link', { name: /Ağacın Yolculuğu/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ağacın Yolculuğu/);
    await page.getByRole('button', { name: /Sonraki/ }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Filiz');
    await context.setOffline(false);
  });

  test('no serious or critical accessibility violations', async ({ page }) => {
    const found: string[] = [];
    const check = async (label: string) => {
      for (const violation of await axeViolations(page)) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          found.push(`${label}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        }
      }
    };
    for (const path of ['/forest', '/forest/fire-prevention', '/forest/tree-journey']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(path);
    }
    await page.goto('/forest/fire-prevention');
    await scene(page).getByRole('button', { name: HAZARDS[1] }).click();
    await page.getByRole('dialog').locator('button[data-answer="wrong"]').first().click();
    await check('question dialog');
    expect(found).toEqual([]);
  });

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 390, height: 844 },
  ]) {
    test(`no sideways scrolling at ${viewport.width}×${viewport.height} (screenshots kept in the test output)`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const shoot = async (name: string) => {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
      };
      await page.goto('/forest');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot('home');
      await page.goto('/forest/fire-prevention');
      await expect(scene(page)).toBeVisible();
      await shoot('fire-game');
      await scene(page).getByRole('button', { name: HAZARDS[0] }).click();
      await page.getByRole('dialog').locator('button[data-answer="wrong"]').first().click();
      await page.screenshot({ path: testInfo.outputPath(`fire-question-${viewport.width}.png`) });
      await page.goto('/forest/tree-journey');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot('tree-journey');
    });
  }
});
