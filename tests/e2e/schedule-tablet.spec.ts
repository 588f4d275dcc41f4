import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { dismissCookieBanner, signIn, type DemoRole } from './helpers.ts';

// Issue 44: at 768×1024 the /schedule week put five day columns of about 130 px side by side, and a
// lesson's status and difficulty chips spilled out of their day. Every day must read whole, at every size.

test.beforeEach(async ({ page }) => dismissCookieBanner(page));

/** A plain week of 2025/26's spring term (no holiday from Monday 9 to Friday 13 March 2026): 5-B's timetable fills it. */
const WEDNESDAY = new Date('2026-03-11T10:00:00+03:00');

type Week = { days: number; narrowest: number; spills: string[]; pageOverflow: number };

/** Each day of the week on screen: its width, and anything inside it reaching past its edges. */
function measureWeek(page: Page): Promise<Week> {
  return page.evaluate(() => {
    const heading = Array.from(document.querySelectorAll('h2')).find((item) => item.textContent?.startsWith('Hafta:'));
    const days = Array.from(heading?.closest('section')?.querySelectorAll(':scope > ol > li') ?? []);
    const spills: string[] = [];
    for (const day of days) {
      const edge = day.getBoundingClientRect();
      for (const inner of Array.from(day.querySelectorAll('*'))) {
        const box = inner.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < edge.left - 1 || box.right > edge.right + 1)
          spills.push(`${day.querySelector('h3')?.textContent ?? '?'}: ${inner.textContent?.slice(0, 40) ?? ''}`);
      }
    }
    return {
      days: days.length,
      narrowest: Math.min(...days.map((day) => day.getBoundingClientRect().width)),
      spills,
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
}

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

for (const role of ['student', 'teacher'] as const satisfies readonly DemoRole[]) {
  test(`every day of the week reads whole for a ${role} at tablet, phone and desktop sizes`, async ({ page }) => {
    await signIn(page, role);
    await page.clock.setFixedTime(WEDNESDAY);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/schedule');
      await expect(page.getByRole('heading', { level: 2, name: /^Hafta:/ })).toBeVisible();
      // Elif's class, 5-B, has Matematik on its timetable: the week is full, not a week of empty days.
      if (role === 'student') await expect(page.getByText('Matematik').first()).toBeVisible();
      const week = await measureWeek(page);
      const where = `${role} at ${size.width}×${size.height}`;
      expect(week.days, where).toBeGreaterThanOrEqual(5);
      expect(week.spills, where).toEqual([]);
      expect(week.pageOverflow, where).toBeLessThanOrEqual(0);
      // Five columns only where a day keeps room; otherwise whole days of at least 14 rem (or the phone's full width).
      expect(week.narrowest, where).toBeGreaterThanOrEqual(size.width < 640 ? size.width - 64 : 150);
    }
  });
}
