/**
 * `npm test`: every check the project has, in the order that fails fastest,
 * ending with one plain line of totals: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowser } from './browser.ts';

type Step = { name: string; command: string; args: string[] };

/**
 * The static checks: each runs on one core, and none needs another's result, so they run side by side on
 * CI's two cores (typecheck 51 s, lint 102 s and i18n 20 s took 173 s one after another, 141 s side by side).
 */
const lint: Step = { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] };
const typecheck: Step = { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] };
const i18n: Step = { name: 'i18n', command: 'npm', args: ['run', '--silent', 'i18n:check'] };

const steps: Step[] = [
  {
    name: 'unit',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.bench/vitest.json'],
  },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  // The bytes budgets of what was just built (budgets.json, no Lighthouse): a few seconds.
  { name: 'budgets', command: 'npx', args: ['tsx', 'scripts/bench.ts', '--sizes'] },
  // One retry: on a busy 2-core machine a browser test can lose a race the product does not; a test that
  // passes only on its retry is still listed (Playwright's "flaky") and counted in the last lines.
  { name: 'e2e', command: 'npx', args: ['playwright', 'test', '--retries=1'] },
];

/** Runs a check with its output held back, so that checks running together print one after another. */
function runQuietly(step: Step): Promise<{ step: Step; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ step, ok: false, output: output + String(error) }));
    child.on('close', (code) => resolve({ step, ok: code === 0, output }));
  });
}

// Before anything slow: a missing browser is found in a second, not after the unit tests and the build.
if (!ensureBrowser()) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

mkdirSync('.bench', { recursive: true });
for (const report of ['.bench/vitest.json', '.bench/playwright.json']) rmSync(report, { force: true });

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];

// Two at a time on two cores: lint, the longest, beside typecheck and then the catalogue check.
const [linted, ...others] = await Promise.all([runQuietly(lint), (async () => [await runQuietly(typecheck), await runQuietly(i18n)])()]);
for (const result of [linted, ...others.flat()]) {
  console.log(`\n▶ ${result.step.name}: ${result.step.command} ${result.step.args.join(' ')}`);
  process.stdout.write(result.output);
  if (result.ok) passed += 1;
  else {
    failed += 1;
    failedSteps.push(result.step.name);
  }
}

for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env: process.env });
  if (result.status === 0) {
    if (step.name !== 'unit' && step.name !== 'e2e') passed += 1;
  } else {
    failedSteps.push(step.name);
    if (step.name !== 'unit' && step.name !== 'e2e') failed += 1;
    // Without a build there is nothing for the browser tests to open.
    if (step.name === 'build') break;
  }
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>('.bench/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else if (failedSteps.includes('unit')) failed += 1;

const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>('.bench/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
} else if (failedSteps.includes('e2e')) failed += 1;

console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nAll steps passed.');
if (playwright?.stats.flaky) console.log(`${playwright.stats.flaky} browser test(s) passed only on their retry: see "flaky" above.`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
