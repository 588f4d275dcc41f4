import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestedDeeperThan } from './jsonDepth.ts';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('nestedDeeperThan', () => {
  it('counts arrays and objects as levels, scalars as none', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true);
  });

  it('lets a body at the limit through and refuses one a level deeper', () => {
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  });

  it('measures 200,000 levels without overflowing the stack', () => {
    expect(nestedDeeperThan(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`), MAX_BODY_DEPTH)).toBe(true);
  });
});
