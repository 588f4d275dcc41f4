import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExperimentBody } from './types.ts';
import { loadBodyAndCatalogue } from './loadExperiment.ts';

const body = {} as ExperimentBody;
const missing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

describe('loadBodyAndCatalogue', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offline, gives up at once on a catalogue that is not on the device, though the body is', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadMessages = vi.fn(missing);
    // No timer is advanced: a retry's wait would leave the promise pending and the test would time out.
    await expect(loadBodyAndCatalogue('experiment/offline-missing', () => Promise.resolve(body), loadMessages, false)).rejects.toThrow(/could not be loaded/);
    expect(loadMessages).toHaveBeenCalledTimes(1);
  });

  it('online, retries a catalogue that failed once', async () => {
    vi.useFakeTimers();
    const loadMessages = vi.fn().mockRejectedValueOnce(new Error('flaky')).mockResolvedValue({ messages: {} });
    const loading = loadBodyAndCatalogue('experiment/online-retry', () => Promise.resolve(body), loadMessages, true);
    await vi.advanceTimersByTimeAsync(400);
    await expect(loading).resolves.toBe(body);
    expect(loadMessages).toHaveBeenCalledTimes(2);
  });
});
