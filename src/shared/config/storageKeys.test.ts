import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storageKeys.ts';

const srcDir = join(import.meta.dirname, '..', '..');
const registryFile = join('shared', 'config', 'storageKeys.ts');
const policyFile = join('features', 'legal', 'components', 'CookiesPage.tsx');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(srcDir).map((file) => ({ file: relative(srcDir, file), code: readFileSync(file, 'utf8') }));

describe('the storage key registry', () => {
  // The Cookie Policy is a legal promise about what sits on a child's device: a key written
  // outside the registry would escape it.
  it('is where every storage key is written down', () => {
    const touchingStorage = sources.filter(({ code }) => /localStorage|sessionStorage|LocalStorage|SessionStorage|KeyValueStorage/.test(code));
    // Guards the scan itself: finding no storage code would make the test pass vacuously.
    expect(touchingStorage.length).toBeGreaterThan(8);
    const literalKeys = touchingStorage
      .filter(({ file }) => file !== registryFile)
      .flatMap(({ file, code }) => [
        ...[...code.matchAll(/const\s+\w*KEY\w*\s*=\s*['"`]([^'"`]+)['"`]/g)].map((match) => `${match[1]} (${file})`),
        ...[...code.matchAll(/\.(?:get|set|remove)Item\(\s*['"`]([^'"`]+)['"`]/g)].map((match) => `${match[1]} (${file})`),
      ]);
    expect(literalKeys).toEqual([]);
  });

  it('holds no key that nothing writes', () => {
    const users = sources.filter(({ file }) => file !== registryFile && file !== policyFile);
    const unused = Object.keys(STORAGE_KEYS).filter((name) => !users.some(({ code }) => code.includes(`STORAGE_KEYS.${name}`)));
    expect(unused).toEqual([]);
  });
});
