import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = join(import.meta.dirname, '..', '..', 'src', 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Which features each feature's code (tests aside) imports, type imports included. */
const graph = new Map(
  features.map((feature) => {
    const uses = new Set<string>();
    for (const file of sourceFiles(join(featuresDir, feature))) {
      for (const [, used] of readFileSync(file, 'utf8').matchAll(/from '@\/features\/([\w-]+)/g)) if (used !== feature) uses.add(used!);
    }
    return [feature, uses] as const;
  }),
);

/** A path that comes back to where it started, or null. */
function cycleFrom(start: string): string[] | null {
  const walk = (feature: string, path: string[]): string[] | null => {
    for (const next of graph.get(feature) ?? []) {
      if (next === start) return [...path, next];
      if (!path.includes(next)) {
        const found = walk(next, [...path, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [start]);
}

describe('features depend on each other in one direction', () => {
  it('has no cycle between features, type imports included', () => {
    const cycles = features.map(cycleFrom).filter((cycle) => cycle !== null);
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('reads every feature folder it checks', () => {
    expect(features.length).toBeGreaterThan(15);
    expect(graph.get('progress')).toContain('classroom');
  });
});
