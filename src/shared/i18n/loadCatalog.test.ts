import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import { CatalogLoadError, isCatalogLoadError, loadCatalog } from './loadCatalog.ts';

const noWait = { retries: 5, baseDelayMs: 350, wait: async () => {} };

afterEach(() => vi.restoreAllMocks());

describe('loadCatalog', () => {
  it('retries a failing catalogue and loads it once it answers', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch dynamically imported module');
      return { messages: { 'deneme.kimlik': 'Deneme metni' } };
    });
    await loadCatalog('deneme', load, noWait);
    expect(load).toHaveBeenCalledTimes(3);
    const id = ['deneme', 'kimlik'].join('.');
    expect(i18n._(id)).toBe('Deneme metni');

    await loadCatalog('deneme', load, noWait);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('after its retries, logs the failure and throws a CatalogLoadError naming the catalogue', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn(async () => {
      throw cause;
    });

    const failure = await loadCatalog('orman', load, noWait).catch((error: unknown) => error);

    expect(load).toHaveBeenCalledTimes(6);
    expect(isCatalogLoadError(failure)).toBe(true);
    expect(failure).toMatchObject({ catalog: 'orman', cause });
    expect(logged).toHaveBeenCalledWith(failure);
    expect(isCatalogLoadError(new Error('başka'))).toBe(false);
    expect(failure).toBeInstanceOf(CatalogLoadError);
  });

  it('shares one load between callers that ask at once (a preload, then the navigation)', async () => {
    let answer: (value: { messages: Record<string, string> }) => void = () => {};
    const load = vi.fn(() => new Promise<{ messages: Record<string, string> }>((resolve) => (answer = resolve)));
    const first = loadCatalog('paylasilan', load, noWait);
    const second = loadCatalog('paylasilan', load, noWait);
    answer({ messages: {} });
    await Promise.all([first, second]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again on the next navigation after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('offline');
      return { messages: {} };
    });
    await expect(loadCatalog('araclar', load, { ...noWait, retries: 0 })).rejects.toBeInstanceOf(CatalogLoadError);
    fail = false;
    await expect(loadCatalog('araclar', load, { ...noWait, retries: 0 })).resolves.toBeUndefined();
  });
});
