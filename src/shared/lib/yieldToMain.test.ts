import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'scheduler');
  });

  it('waits for a later task, not a microtask, when the browser has no scheduler.yield', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const done = yieldToMain().then(() => order.push('after yield'));
    await Promise.resolve();
    expect(order).toEqual([]);
    await done;
    expect(order).toEqual(['earlier timer', 'after yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    Object.assign(globalThis, { scheduler: { yield: schedulerYield } });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
