/**
 * The browser tests need a Chromium (Playwright cannot download its own here): `npm test` makes
 * sure one is there before spending minutes on the other steps — installing Debian's package when
 * it runs as root, otherwise stopping at once with one line that says how.
 *
 * They use Chromium's headless shell, the same engine without the desktop browser around it: on the
 * 2-core machine the whole browser suite took 480 s with it against 533 s with the full Chromium in
 * headless mode, every test passing both ways (2026-12-04).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_BROWSER = '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium-headless-shell', 'fonts-dejavu-core'];

/** How every script and test starts Chromium: headless, and nothing of its own on the network (updates, sync, QUIC). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserPlan = { action: 'ready' } | { action: 'install' } | { action: 'stop'; line: string };

export function planBrowser({ path, exists, isRoot, hasApt }: { path: string; exists: boolean; isRoot: boolean; hasApt: boolean }): BrowserPlan {
  if (exists) return { action: 'ready' };
  if (path === DEFAULT_BROWSER && isRoot && hasApt) return { action: 'install' };
  const how =
    path === DEFAULT_BROWSER ? `install it with "sudo apt-get install ${PACKAGES.join(' ')}"` : 'point CHROME_PATH at an installed Chromium or unset it';
  return { action: 'stop', line: `No Chromium at ${path} for the browser tests: ${how}, then run "npm test" again.` };
}

/** True when a Chromium is ready for Playwright; prints the one line and returns false otherwise. */
export function ensureBrowser(env: NodeJS.ProcessEnv = process.env): boolean {
  const path = env.CHROME_PATH || DEFAULT_BROWSER;
  const plan = planBrowser({
    path,
    exists: existsSync(path),
    isRoot: process.getuid?.() === 0,
    hasApt: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  });
  if (plan.action === 'ready') return true;
  if (plan.action === 'stop') {
    console.error(plan.line);
    return false;
  }
  console.log(`▶ browser: installing Debian's chromium-headless-shell for the browser tests`);
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...PACKAGES]) && existsSync(path)) return true;
  console.error(
    `Installing chromium-headless-shell with apt-get failed: install it by hand ("apt-get install ${PACKAGES.join(' ')}"), then run "npm test" again.`,
  );
  return false;
}
