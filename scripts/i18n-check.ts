/**
 * Fails when a Lingui catalogue is stale (the code has messages the .po does not,
 * or the other way round) or when a message has no Turkish text.
 * The catalogues on disk are left exactly as they were.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparablePo, missingTranslations, parsePo } from './poCatalog.ts';

const dir = path.resolve('locales/tr');
// Area catalogues sit in locales/tr, each library item's own in locales/tr/experiment.
const files = () =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.po'))
    .sort();
const before = new Map(files().map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });

const problems: string[] = [];
for (const name of files()) {
  const after = readFileSync(path.join(dir, name), 'utf8');
  const old = before.get(name);
  if (old === undefined) problems.push(`${name}: the catalogue is missing (run npm run i18n:extract)`);
  else if (comparablePo(old) !== comparablePo(after)) problems.push(`${name}: stale, run npm run i18n:extract and commit it`);
  for (const entry of missingTranslations(parsePo(after))) problems.push(`${name}: no text for "${entry.msgid}"`);
}

// Put the files back: a check must not edit the tree.
for (const [name, text] of before) writeFileSync(path.join(dir, name), text);
for (const name of files()) if (!before.has(name)) rmSync(path.join(dir, name));

if (problems.length > 0) {
  console.error(`i18n check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`i18n check passed: ${before.size} catalogues current and complete.`);
