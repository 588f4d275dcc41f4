import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from './storageKeys.ts';

const srcDir = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `const SOMETHING_KEY = 'value'` in a module that touches localStorage. */
function localStorageKeysInCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    if (relative(srcDir, file).startsWith(join('features', 'legal'))) continue;
    const code = readFileSync(file, 'utf8');
    if (!/localStorage|LocalStorage|KeyValueStorage/.test(code)) continue;
    for (const match of code.matchAll(/const\s+\w*KEY\w*\s*=\s*['"]([^'"]+)['"]/g)) {
      if (match[1]) found.set(match[1], relative(srcDir, file));
    }
  }
  return found;
}

describe('the Cookie Policy storage list', () => {
  // The policy is a legal promise about what sits on a child's device: a new key must be disclosed.
  it('names every localStorage key the app defines', () => {
    const inCode = localStorageKeysInCode();
    // Guards the scan itself: finding nothing would make this test pass vacuously.
    expect([...inCode.keys()]).toEqual(expect.arrayContaining(['cookie-consent', 'auth-storage']));
    const listed = new Set<string>(Object.values(LOCAL_STORAGE_KEYS));
    const undisclosed = [...inCode].filter(([key]) => !listed.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(undisclosed).toEqual([]);
  });
});
