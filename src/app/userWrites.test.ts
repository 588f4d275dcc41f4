import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USER_WRITE_KINDS } from '@/shared/offline/userOutbox.ts';
import { USER_WRITES } from './userWrites.ts';

const SRC = join(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

/** `export const xWrite = defineUserWrite({ kind: 'y'` in the source: where each kind is defined, and by what name. */
const definitions = files.flatMap(({ path, text }) =>
  [...text.matchAll(/export const (\w+) = defineUserWrite\(\{\s*kind: '(\w+)'/g)].map((match) => ({ path, name: match[1] ?? '', kind: match[2] ?? '' })),
);

describe('signed-in write kinds (docs/architecture.md#the-two-outboxes: each defined once, each with a state display)', () => {
  it('the app wires exactly one definition per kind', () => {
    expect(USER_WRITES.map((definition) => definition.kind).sort()).toEqual([...USER_WRITE_KINDS].sort());
  });

  it.each(USER_WRITE_KINDS)('%s is defined once, in its feature’s api.ts', (kind) => {
    const found = definitions.filter((definition) => definition.kind === kind);
    expect(found, kind).toHaveLength(1);
    expect(found[0]?.path).toMatch(/^features\/[\w-]+\/api\.ts$/);
  });

  it.each(USER_WRITE_KINDS)('%s is shown through the shared state display on a screen', (kind) => {
    const definition = definitions.find((candidate) => candidate.kind === kind);
    const shown = files.filter(({ path, text }) => path.endsWith('.tsx') && text.includes('<WriteStatus') && text.includes(`${definition?.name}.what`));
    // Progress events are shown where the map lists the work still on the device.
    expect(
      shown.map((file) => file.path),
      kind,
    ).not.toHaveLength(0);
  });

  it('no screen or feature sends a signed-in write by path and kind: only the definitions do', () => {
    const direct = files.filter(({ path, text }) => !path.startsWith('shared/offline/') && /\bsendUserWrite\(/.test(text)).map(({ path }) => path);
    expect(direct).toEqual([]);
  });

  it('the refresh rules live in the features, not in app/', () => {
    const appRules = files
      .filter(({ path, text }) => path.startsWith('app/') && /invalidateQueries\(\{\s*queryKey: \w+Keys\./.test(text))
      .map(({ path }) => path);
    expect(appRules).toEqual([]);
  });
});
