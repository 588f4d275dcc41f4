import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, withRetry } from './retry.ts';
import { CATALOG_RETRY } from '../i18n/loadCatalog.ts';

describe('withRetry', () => {
  it('doubles the delay from the base', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 350))).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('retries up to the limit with doubling waits, then gives up', async () => {
    const waits: number[] = [];
    const task = vi.fn().mockRejectedValue(new Error('ağ yok'));
    await expect(withRetry(task, { ...CATALOG_RETRY, wait: async (ms) => void waits.push(ms) })).rejects.toThrow('ağ yok');
    expect(task).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops as soon as the task succeeds', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('bir kez')).mockResolvedValue('tamam');
    await expect(withRetry(task, { retries: 5, baseDelayMs: 1, wait: async () => {} })).resolves.toBe('tamam');
    expect(task).toHaveBeenCalledTimes(2);
  });
});
