import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const trackedFiles = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
const codeFiles = trackedFiles.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) || file.startsWith('.ci/'));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (doc: string) => new Set([...read(doc).matchAll(/^#{2,3} (.+)$/gm)].map((match) => slug(match[1]!)));

describe('the repository explains itself', () => {
  it('cites no document outside it: the code and the README point at docs/ instead', () => {
    const outside = /\b(SPEC|DESIGN)\b|\b(SPEC|DESIGN)\.md\b|§/;
    const offenders = [...codeFiles, 'README.md', 'docs/architecture.md', 'docs/behaviour.md']
      .filter((file) => file !== 'tests/lint/docs.test.ts')
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('points only at headings that exist in docs/', () => {
    const anchors = { architecture: anchorsOf('docs/architecture.md'), behaviour: anchorsOf('docs/behaviour.md') };
    const broken: string[] = [];
    let references = 0;
    for (const file of [...codeFiles, 'README.md', 'docs/architecture.md', 'docs/behaviour.md']) {
      for (const match of read(file).matchAll(/docs\/(architecture|behaviour)\.md((?:,? ?#[\p{L}\p{N}-]+)+)/gu)) {
        const doc = match[1] as keyof typeof anchors;
        for (const [, anchor] of match[2]!.matchAll(/#([\p{L}\p{N}-]+)/gu)) {
          references += 1;
          if (!anchors[doc].has(anchor!)) broken.push(`${file}: docs/${doc}.md#${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(references).toBeGreaterThan(300);
  });
});

describe("the README's folder map", () => {
  const map = /## Folder map[\s\S]*?```\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
  const listed = new Set(map.match(/[\w.-]+/g));
  const dirsIn = (path: string) =>
    readdirSync(join(root, path)).filter(
      (name) => statSync(join(root, path, name)).isDirectory() && trackedFiles.some((file) => file.startsWith(`${path}/${name}/`)),
    );

  it('names only paths that exist', () => {
    const paths = [...map.matchAll(/^([\w.-]+\/[\w./-]*)/gm)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it.each(['src/features', 'src/shared', 'server', 'server/modules', 'tests'])('names every folder of %s', (parent) => {
    expect(dirsIn(parent).filter((name) => !listed.has(name))).toEqual([]);
  });

  it('names every top-level folder', () => {
    const topLevel = dirsIn('.').filter((name) => !name.startsWith('.'));
    expect(topLevel.filter((name) => !map.includes(`${name}/`))).toEqual([]);
  });
});
