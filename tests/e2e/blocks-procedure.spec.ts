import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { dismissCookieBanner, expectNoAxeViolations, signIn } from './helpers.ts';

/*
 * A procedure puzzle ("Üç tarhı boya", flower-beds) solved the way a child does it: every block dragged with the
 * mouse from the toolbox, the procedure's definition beside the main program, blocks dropped into loops; and a
 * block added with the keyboard alone, through Blockly 13's own keyboard navigation.
 */

const PUZZLE = '/dashboard/experiment-kits/experiment/flower-beds?tab=activity';

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

const flyout = (page: Page, type: string) => page.locator(`.blocklyFlyout .blocklyDraggable.findik_${type}`).first();
/** A block on the workspace (not in the toolbox, which is an SVG of its own); its box holds the blocks inside it and under it. */
const placed = (page: Page, selector: string) => page.locator(`.blocklySvg ${selector}`).first();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('block not drawn');
  return found;
}

/** The blocks the editor counts as used. */
const blocksUsed = async (page: Page) => Number(/Kullanılan blok: (\d+)/.exec((await page.getByTestId('blocks-count').textContent()) ?? '')?.[1]);

/** Drags a toolbox block so that its top-left corner lands at (x, y), where Blockly snaps it to the nearest connection. */
async function dragTo(page: Page, toolboxBlock: Locator, x: number, y: number) {
  const from = await box(toolboxBlock);
  const used = await blocksUsed(page);
  await page.mouse.move(from.x + 12, from.y + 12);
  await page.mouse.down();
  // Past Blockly's drag threshold first, then to the place.
  await page.mouse.move(from.x + 42, from.y + 20, { steps: 4 });
  await page.mouse.move(x + 12, y + 12, { steps: 15 });
  await page.mouse.up();
  // One more block on the workspace before the next drag (a busy machine draws late).
  await expect(page.getByTestId('blocks-count')).toContainText(`Kullanılan blok: ${used + 1} /`);
}

/** Scrolls the workspace with the mouse wheel until the bottom of `stack` is `room` pixels or more above the workspace's. */
async function keepInView(page: Page, stack: Locator, room = 90) {
  const area = await box(page.getByTestId('blocks-workspace'));
  for (let tries = 0; tries < 8; tries += 1) {
    const bottom = await box(stack);
    if (bottom.y + bottom.height < area.y + area.height - room) return;
    await page.mouse.move(area.x + area.width - 40, area.y + area.height / 2);
    await page.mouse.wheel(0, 150);
    await page.waitForTimeout(100);
  }
}

/** Drops a toolbox block under the last block of a stack (the stack's box ends at its last block). */
async function appendTo(page: Page, toolboxBlock: Locator, stack: Locator) {
  await keepInView(page, stack);
  const under = await box(stack);
  await dragTo(page, toolboxBlock, under.x + 2, under.y + under.height - 4);
}

/** Drops a toolbox block into the mouth of an empty loop, which must be the last block of its stack. */
async function dropInto(page: Page, toolboxBlock: Locator, loop: Locator) {
  await keepInView(page, loop);
  const around = await box(loop);
  // The mouth opens under the loop's top row, indented by its arm.
  await dragTo(page, toolboxBlock, around.x + 16, around.y + around.height * 0.42);
}

/** Types a number of rounds into a loop's number field. */
async function setTimes(page: Page, loop: Locator, times: number) {
  await loop.locator('.blocklyEditableField').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(times));
  await page.keyboard.press('Enter');
}

const count = (page: Page, used: number) => expect(page.getByTestId('blocks-count')).toContainText(`Kullanılan blok: ${used} / 15`);

test.describe('a procedure puzzle', () => {
  // A tall window: the whole workspace is on screen beside the stage, so every drop lands inside it.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1600, height: 1100 } });

  test('is solved by dragging blocks: a "tarh boya" definition and three calls', async ({ page }) => {
    // Fifteen drags, each waited for.
    test.slow();
    await signIn(page, 'student', PUZZLE);
    await expect(page.getByRole('img', { name: /Oyun alanı/ })).toBeVisible();
    await expect(flyout(page, 'define_procedure')).toBeVisible();
    await expect(flyout(page, 'define_procedure')).toContainText('tanımla:');
    await expect(flyout(page, 'define_procedure')).toContainText('tarh boya');
    await page.getByTestId('blocks-workspace').scrollIntoViewIfNeeded();
    await count(page, 0);

    // The main program: walk to each bed and call the procedure there.
    const flag = placed(page, '.findik_when_flag');
    const program = async (type: string) => appendTo(page, flyout(page, type), flag);
    const walkFour = async () => {
      await program('repeat');
      const loops = flag.locator('.findik_repeat');
      const last = loops.nth((await loops.count()) - 1);
      await setTimes(page, last, 4);
      await dropInto(page, flyout(page, 'move'), last);
    };
    await program('move');
    await program('call_procedure');
    await walkFour();
    await program('call_procedure');
    await program('turn_right');
    await walkFour();
    await program('turn_left');
    await program('call_procedure');
    await count(page, 10);
    // Not defined yet: the run says so and names the procedure.
    await page.getByRole('button', { name: /Çalıştır/ }).click();
    await expect(page.getByRole('status').filter({ hasText: '“tarh boya” bloğunu çalıştıracaktı, ama bu bloğun tanımı yok.' })).toBeVisible();

    // The definition, under the main program with room between: one flower bed, painted round in a loop.
    await keepInView(page, flag, 300);
    const end = await box(flag);
    await dragTo(page, flyout(page, 'define_procedure'), end.x, end.y + end.height + 70);
    await count(page, 11);
    const definition = placed(page, '.findik_define_procedure');
    await appendTo(page, flyout(page, 'repeat'), definition);
    const loop = definition.locator('.findik_repeat').first();
    await setTimes(page, loop, 4);
    await dropInto(page, flyout(page, 'paint'), loop);
    await appendTo(page, flyout(page, 'move'), loop.locator('.findik_paint').first());
    await appendTo(page, flyout(page, 'turn_right'), loop.locator('.findik_move').first());
    await count(page, 15);
    await expect(definition).toContainText('tarh boya');

    await page.getByRole('button', { name: /Çalıştır/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Harika! Bütün kareler boyandı.' })).toBeVisible();
    await expectNoAxeViolations(page, 'flower-beds puzzle, solved');

    // Kept for this child: a reload finds the program, definition and all.
    await page.reload();
    await count(page, 15);
  });

  test('takes a block from the toolbox with the keyboard alone', async ({ page }) => {
    await signIn(page, 'student', PUZZLE);
    await expect(flyout(page, 'move')).toBeVisible();
    await count(page, 0);
    await expect(page.getByTestId('blocks-keyboard-help')).toContainText('Klavyeyle kodlama');

    // From the last button above the workspace, Tab reaches the workspace's block list; T goes there too.
    await page.getByRole('button', { name: /Temizle/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-testid="blocks-workspace"] :focus')).toHaveCount(1);
    await page.keyboard.press('t');
    const chosen = page.locator('.blocklyFlyout :focus');
    await expect(chosen).toHaveCount(1);
    // Blockly names the block for a screen reader with its Turkish label.
    await expect(chosen).toHaveAttribute('aria-label', /ileri git/);
    // The first block of the list is "ileri git": Enter takes it, an arrow key picks its place (under the green
    // flag, the only one free), Enter puts it there.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    // The move is announced to a screen reader in Turkish.
    await expect(page.locator('[aria-live]').filter({ hasText: /yeşil bayrağa tıklanınca bloğunun altına/ })).not.toHaveCount(0);
    await page.keyboard.press('Enter');
    await count(page, 1);
    const program = placed(page, '.findik_when_flag');
    await expect(program.locator('.findik_move')).toHaveCount(1);
  });
});
