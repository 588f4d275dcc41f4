import { afterEach, describe, expect, it, vi } from 'vitest';

const original = Reflect.get(Error, 'stackTraceLimit') as unknown;

afterEach(() => {
  Reflect.set(Error, 'stackTraceLimit', original);
});

describe('pauseErrorStacks', () => {
  it('takes no stack trace while the entry is evaluated, then puts the limit back as it was', async () => {
    Reflect.set(Error, 'stackTraceLimit', 25);
    vi.resetModules();
    const { resumeErrorStacks } = await import('./pauseErrorStacks.ts');

    expect(Reflect.get(Error, 'stackTraceLimit')).toBeUndefined();
    expect(new Error('made while evaluating').stack ?? '').not.toMatch(/\n\s+at /);

    resumeErrorStacks();
    expect(Reflect.get(Error, 'stackTraceLimit')).toBe(25);
    expect(new Error('made afterwards').stack).toMatch(/\n\s+at /);
  });
});
