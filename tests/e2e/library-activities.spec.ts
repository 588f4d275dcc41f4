import { type Locator, type Page } from '@playwright/test';
import { expect, test, WORKER } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, reassertOffline, signIn, waitForServiceWorker } from './helpers.ts';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

test('a maths manipulative is answered with the keyboard alone', async ({ page }) => {
  await signIn(page, 'student', '/dashboard/experiment-kits/experiment/angle-types?tab=activity');
  const slider = page.getByRole('slider', { name: 'Açının dönen kolu' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  for (let press = 0; press < 9; press += 1) await page.keyboard.press('Shift+ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '90');
  await expect(page.getByRole('img', { name: /açı 90 derece/ })).toBeVisible();

  await page.getByRole('button', { name: 'Kontrol et' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Açın 90°; bu bir dik açı.' })).toBeVisible();
  await page.getByRole('button', { name: 'Sonraki görev' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Bir dar açı oluştur.')).toBeVisible();
  await expectNoAxeViolations(page, 'angle-types activity');

  // The library page, filtered to the maths strand, is accessible too.
  await page.goto('/dashboard/experiment-kits?subject=maths');
  await expect(page.getByRole('region', { name: '1. sınıf' })).toBeVisible();
  await expectNoAxeViolations(page, 'library, maths strand');
});

test('a grade-1 number line is answered with the keyboard alone: three jumps, checked, then the next task', async ({ page }) => {
  await signIn(page, 'student', '/dashboard/experiment-kits/experiment/adding-on-a-number-line?tab=activity');
  await expect(page.getByRole('heading', { name: '5 + 3 kaç eder? 5’ten başla, 3 kez ileri zıpla.' })).toBeVisible();
  const jump = page.getByRole('button', { name: '1 ileri zıpla' });
  await jump.focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: /3 zıplama yapıldı; nokta 8 sayısında/ })).toBeVisible();

  // From the jump buttons to "Kontrol et" with Tab alone: undo, then the check button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Kontrol et' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '5 sayısından 3 zıplamayla 8 sayısına vardın.' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sonraki görev' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The next task starts at its question, where the keyboard user now is.
  await expect(page.getByRole('heading', { name: '8 + 5 kaç eder? Zıplayarak bul.' })).toBeFocused();
  await expectNoAxeViolations(page, 'number line activity');
});

/** Drags a block from the toolbox to the bottom of the program under the green flag. */
async function dragToProgram(page: Page, toolboxBlock: Locator) {
  // Mouse drags need the workspace on screen (it sits below the stage on a tablet).
  await page.getByTestId('blocks-workspace').scrollIntoViewIfNeeded();
  const from = await toolboxBlock.boundingBox();
  const stack = await page.locator('.blocklySvg .blocklyDraggable.findik_when_flag').first().boundingBox();
  if (!from || !stack) throw new Error('toolbox block or green flag not drawn');
  await page.mouse.move(from.x + 12, from.y + 12);
  await page.mouse.down();
  // Past Blockly's drag threshold first, then to the stack's bottom edge where the new block snaps on.
  await page.mouse.move(from.x + 42, from.y + 20, { steps: 4 });
  await page.mouse.move(stack.x + 14, stack.y + stack.height + 8, { steps: 15 });
  await page.mouse.up();
}

test.describe('a programming puzzle', () => {
  test.use({ reducedMotion: 'reduce' });

  test('is solved by dragging blocks and running, offline after one visit', WORKER, async ({ page, context }) => {
    await signIn(page, 'student', '/dashboard/experiment-kits/experiment/first-steps?tab=activity');
    await expect(page.getByTestId('blocks-workspace')).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await reassertOffline(page, context);
    await expect(page.getByRole('img', { name: /Oyun alanı/ })).toBeVisible();
    const flyout = (type: string) => page.locator(`.blocklyFlyout .blocklyDraggable.findik_${type}`).first();
    await expect(flyout('move')).toBeVisible();

    const solution = ['move', 'move', 'turn_right', 'move', 'move', 'turn_left', 'move', 'move'];
    for (const [index, type] of solution.entries()) {
      await dragToProgram(page, flyout(type));
      await expect(page.getByTestId('blocks-count')).toContainText(`${index + 1} / 10`);
    }
    await page.getByRole('button', { name: /Çalıştır/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Harika! Fındık hedefe ulaştı.' })).toBeVisible();
    await expectNoAxeViolations(page, 'first-steps puzzle');

    // The program is kept for this child: a reload finds it.
    await page.reload();
    await expect(page.getByTestId('blocks-count')).toContainText('8 / 10');
  });
});
