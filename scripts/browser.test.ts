import { describe, expect, it } from 'vitest';
import { DEFAULT_BROWSER, planBrowser } from './browser.ts';

describe('the browser for the e2e tests', () => {
  it('goes on when Chromium is there', () => {
    expect(planBrowser({ path: DEFAULT_BROWSER, exists: true, isRoot: false, hasApt: false })).toEqual({ action: 'ready' });
  });
  it('installs Debian’s package as root', () => {
    expect(planBrowser({ path: DEFAULT_BROWSER, exists: false, isRoot: true, hasApt: true })).toEqual({ action: 'install' });
  });
  it('stops at once with one line saying how, when it cannot install', () => {
    const plan = planBrowser({ path: DEFAULT_BROWSER, exists: false, isRoot: false, hasApt: true });
    expect(plan).toMatchObject({ action: 'stop' });
    expect(plan.action === 'stop' && plan.line).toMatch(
      /^No Chromium at \/usr\/bin\/chromium-headless-shell .*apt-get install chromium-headless-shell fonts-dejavu-core.*npm test/,
    );
    expect(plan.action === 'stop' && plan.line.includes('\n')).toBe(false);
  });
  it('never installs over a CHROME_PATH that names another browser', () => {
    expect(planBrowser({ path: '/opt/chrome/chrome', exists: false, isRoot: true, hasApt: true })).toMatchObject({ action: 'stop' });
  });
});
