import { describe, expect, it, vi } from 'vitest';
import { CONTENT_PACKS_CACHE } from '@/shared/offline/cacheNames.ts';
import type { PackIndex } from '@/shared/offline/packIndex.ts';
import { createPackManager, type PackCache, type PackEnvironment, type WantedPacks } from './packManager.ts';
import { spaceNeeded } from './storageMessages.ts';
import { packOf, testIndex } from './packIndex.testUtils.ts';

const MB = 1024 * 1024;
const ORIGIN = 'https://etkilab.test';

/** The Cache API as a map of paths; keys come back as absolute URLs, as a real cache gives them. */
function fakeCache(initial: string[] = []) {
  const entries = new Map<string, string>(initial.map((url) => [url, 'eski']));
  const cache: PackCache = {
    match: async (url) => (entries.has(url) ? new Response(entries.get(url)) : undefined),
    put: async (url, response) => void entries.set(url, await response.text()),
    delete: async (url) => entries.delete(url),
    keys: async () => [...entries.keys()].map((url) => ({ url: `${ORIGIN}${url}` })),
  };
  return { cache, entries, urls: () => [...entries.keys()].sort() };
}

type Answer = 200 | 404 | 500 | 'network';

type FakeOptions = {
  index?: PackIndex;
  cached?: string[];
  wanted?: WantedPacks;
  online?: boolean;
  estimate?: { usage: number; quota: number } | null;
  /** How a URL is answered; 200 unless said. */
  answer?: (url: string, attempt: number) => Answer;
  /** Files at once, for a test that needs one file to wait for another (the three-file pack "fen-5" at two). */
  parallelFiles?: number;
};

function setup(options: FakeOptions = {}) {
  const index = options.index ?? testIndex();
  const { cache, entries, urls } = fakeCache(options.cached);
  let stored: WantedPacks | undefined = options.wanted;
  let online = options.online ?? true;
  const onlineListeners: Array<() => void> = [];
  const attempts = new Map<string, number>();
  let inFlight = 0;
  let mostInFlight = 0;

  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    const attempt = (attempts.get(url) ?? 0) + 1;
    attempts.set(url, attempt);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    // A few turns of the event loop, so parallel requests really overlap.
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight -= 1;
    const answer = online ? (options.answer?.(url, attempt) ?? 200) : 'network';
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(`body of ${url}`, { status: answer });
  });
  const open = vi.fn(async (_name: string) => cache);
  const persist = vi.fn(async () => false);

  const loadIndex = vi.fn(async () => index);
  const env: PackEnvironment = {
    fetch,
    caches: { open },
    wanted: {
      get: async () => stored,
      set: async (value) => {
        stored = structuredClone(value);
      },
    },
    isOnline: () => online,
    addOnlineListener: (listener) => {
      onlineListeners.push(listener);
      return () => undefined;
    },
    estimate: async () => (options.estimate === undefined ? { usage: 10 * MB, quota: 1000 * MB } : options.estimate),
    persist,
    persisted: async () => false,
    loadIndex,
    parallelFiles: options.parallelFiles,
  };
  const manager = createPackManager(env);

  return {
    manager,
    index,
    fetch,
    open,
    persist,
    entries,
    urls,
    stored: () => stored,
    fetchedUrls: () => fetch.mock.calls.map(([url]) => url),
    indexReads: () => loadIndex.mock.calls.length,
    mostInFlight: () => mostInFlight,
    goOnline: async () => {
      online = true;
      for (const listener of onlineListeners) listener();
      await manager.sync();
    },
    goOffline: () => {
      online = false;
    },
  };
}

const filesOf = (index: PackIndex, id: string) =>
  packOf(index, id)
    .files.map((entry) => entry.url)
    .sort();

describe('createPackManager', () => {
  it('downloads a wanted pack into the packs cache, records its hash and asks once to persist storage', async () => {
    const fake = setup();
    await fake.manager.want(['fen-5']);

    expect(fake.open).toHaveBeenCalledWith(CONTENT_PACKS_CACHE);
    expect(fake.urls()).toEqual(filesOf(fake.index, 'fen-5'));
    for (const [, init] of fake.fetch.mock.calls) expect(init).toEqual({ cache: 'no-store' });
    expect(fake.stored()).toEqual({ packs: { 'fen-5': { hash: 'fen5-v2' } }, items: [] });
    const snapshot = fake.manager.getSnapshot();
    expect(snapshot.packs['fen-5']).toEqual({ status: 'installed', doneBytes: 6000, totalBytes: 6000, doneItems: 2, totalItems: 2 });
    expect(snapshot.wanted).toEqual(['fen-5']);
    expect(snapshot.downloading).toBeNull();

    await fake.manager.want(['matematik-5']);
    expect(fake.persist).toHaveBeenCalledTimes(1);
  });

  it('marks and downloads what a pack requires', async () => {
    const fake = setup();
    await fake.manager.want(['kodlama-6']);
    expect(fake.manager.getSnapshot().wanted.sort()).toEqual(['blok-duzenleyici', 'kodlama-6']);
    expect(fake.urls()).toEqual([...new Set([...filesOf(fake.index, 'kodlama-6'), ...filesOf(fake.index, 'blok-duzenleyici')])].sort());
    // The file both packs list is fetched once.
    expect(fake.fetchedUrls().filter((url) => url === '/assets/blocks-common.js')).toHaveLength(1);
  });

  it('wanting what the device already holds (an item opened again) reads neither the index nor any file again', async () => {
    const fake = setup();
    await fake.manager.want(['fen-5'], { items: ['gunes'] });
    const reads = fake.indexReads();
    const fetched = fake.fetchedUrls().length;

    await fake.manager.want([], { items: ['gunes'] });
    await fake.manager.want(['fen-5']);

    expect(fake.indexReads()).toBe(reads);
    expect(fake.fetchedUrls()).toHaveLength(fetched);
  });

  it('fetches at most four files at a time', async () => {
    const fake = setup();
    await fake.manager.want(['kodlama-6']);
    expect(fake.fetch.mock.calls.length).toBeGreaterThan(3);
    expect(fake.mostInFlight()).toBe(4);
  });

  it('never fetches a file already in the cache', async () => {
    const fake = setup({ cached: ['/assets/gunes.js'] });
    await fake.manager.want(['fen-5']);
    expect(fake.fetchedUrls().sort()).toEqual(['/assets/fen5-catalog.js', '/assets/golge.js']);
    expect(fake.entries.get('/assets/gunes.js')).toBe('eski');
  });

  it('a dropped connection pauses the download; back online it goes on with only what is missing', async () => {
    const fake = setup({ answer: (url, attempt) => (url === '/assets/golge.js' && attempt === 1 ? 'network' : 200) });
    await fake.manager.want(['fen-5']);

    let snapshot = fake.manager.getSnapshot();
    expect(snapshot.waitingForConnection).toBe(true);
    expect(snapshot.downloading).toBeNull();
    expect(snapshot.problem).toBeNull();
    expect(snapshot.packs['fen-5']?.status).toBe('partial');
    expect(fake.stored()?.packs['fen-5']).toEqual({ hash: '' });
    const fetchedBefore = fake.fetchedUrls();

    await fake.goOnline();
    snapshot = fake.manager.getSnapshot();
    expect(snapshot.waitingForConnection).toBe(false);
    expect(snapshot.packs['fen-5']?.status).toBe('installed');
    // Each file that arrived the first time was not asked for again.
    const fetchedAfter = fake.fetchedUrls().slice(fetchedBefore.length);
    expect(fetchedAfter).toEqual(['/assets/golge.js']);
    expect(fake.stored()?.packs['fen-5']).toEqual({ hash: 'fen5-v2' });
  });

  it('wanted offline: marked at once, waits for the connection, then downloads', async () => {
    const fake = setup({ online: false });
    await fake.manager.want(['matematik-5']);
    expect(fake.fetch).not.toHaveBeenCalled();
    expect(fake.manager.getSnapshot()).toMatchObject({ wanted: ['matematik-5'], waitingForConnection: true });
    expect(fake.stored()?.packs).toEqual({ 'matematik-5': { hash: '' } });

    await fake.goOnline();
    expect(fake.manager.getSnapshot().packs['matematik-5']?.status).toBe('installed');
  });

  it('refuses before fetching anything when the device is short of space', async () => {
    const fake = setup({ estimate: { usage: 95 * MB, quota: 100 * MB } });
    await fake.manager.want(['kodlama-6']);

    expect(fake.fetch).not.toHaveBeenCalled();
    const bytes = packOf(fake.index, 'kodlama-6').bytes + 5000; // the block editor's own file; the shared one counts once
    expect(fake.manager.getSnapshot().problem).toEqual({ kind: 'short', needed: spaceNeeded(bytes), free: 5 * MB });
    expect(fake.manager.getSnapshot().wanted).toEqual([]);
    expect(fake.stored()).toBeUndefined();
    expect(fake.persist).not.toHaveBeenCalled();
  });

  it('an already wanted pack that no longer fits is skipped at sync, the others still come', async () => {
    const fake = setup({
      estimate: { usage: 0, quota: 5 * MB + 3000 },
      wanted: { packs: { 'fen-5': { hash: '' }, 'matematik-5': { hash: '' } }, items: [] },
    });
    await fake.manager.sync();
    const snapshot = fake.manager.getSnapshot();
    expect(snapshot.packs['fen-5']?.status).toBe('absent');
    expect(snapshot.packs['matematik-5']?.status).toBe('installed');
    expect(snapshot.problem).toMatchObject({ kind: 'short' });
  });

  it('a refused file stops its pack and says the download failed; a later sync completes it', async () => {
    let broken = true;
    const fake = setup({ answer: (url) => (broken && url === '/assets/gunes.js' ? 404 : 200) });
    await fake.manager.want(['fen-5']);

    let snapshot = fake.manager.getSnapshot();
    expect(snapshot.problem).toEqual({ kind: 'failed' });
    expect(snapshot.waitingForConnection).toBe(false);
    expect(fake.entries.has('/assets/gunes.js')).toBe(false);
    expect(snapshot.packs['fen-5']?.status).not.toBe('installed');

    broken = false;
    await fake.manager.sync();
    snapshot = fake.manager.getSnapshot();
    expect(snapshot.problem).toBeNull();
    expect(snapshot.packs['fen-5']?.status).toBe('installed');
  });

  it('a server error is not put in the cache either', async () => {
    const fake = setup({ answer: (url) => (url === '/assets/etkibot-index.json' ? 500 : 200) });
    await fake.manager.want(['etkibot-dizini']);
    expect(fake.urls()).toEqual([]);
    expect(fake.manager.getSnapshot().problem).toEqual({ kind: 'failed' });
  });

  it('single items: only their files and their pack’s shared ones, plus what their pack requires', async () => {
    const fake = setup();
    await fake.manager.want([], { items: ['labirent'] });
    expect(fake.urls()).toEqual(['/assets/kod6-catalog.js', '/assets/blocks-common.js', '/assets/labirent.js', '/assets/blockly.js'].sort());
    const snapshot = fake.manager.getSnapshot();
    expect(snapshot.wanted).toEqual(['blok-duzenleyici']);
    expect(snapshot.packs['kodlama-6']).toMatchObject({ status: 'partial', doneItems: 1, totalItems: 2 });
    expect(fake.stored()?.items).toEqual(['labirent']);
  });

  it('remove deletes the pack’s files but keeps those another wanted pack lists', async () => {
    const fake = setup();
    await fake.manager.want(['kodlama-6', 'fen-5']);
    await fake.manager.remove('kodlama-6');

    // blocks-common.js is the block editor's too, and the block editor stays wanted.
    expect(fake.urls()).toEqual([...filesOf(fake.index, 'fen-5'), ...filesOf(fake.index, 'blok-duzenleyici')].sort());
    expect(fake.stored()?.packs).not.toHaveProperty('kodlama-6');
    expect(fake.manager.getSnapshot().wanted.sort()).toEqual(['blok-duzenleyici', 'fen-5']);
    expect(fake.manager.getSnapshot().packs['kodlama-6']?.status).toBe('partial');

    await fake.manager.remove('blok-duzenleyici');
    expect(fake.urls()).toEqual(filesOf(fake.index, 'fen-5'));
  });

  it('remove keeps what a wanted single item of the pack needs', async () => {
    const fake = setup();
    await fake.manager.want(['fen-5'], { items: ['devre'] });
    await fake.manager.want(['fen-6']);
    await fake.manager.remove('fen-6');
    expect(fake.urls()).toEqual([...filesOf(fake.index, 'fen-5'), '/assets/devre.js', '/assets/fen6-catalog.js'].sort());

    await fake.manager.remove('fen-5');
    expect(fake.urls()).toEqual(['/assets/devre.js', '/assets/fen6-catalog.js']);
  });

  it('removing the pack being downloaded stops it before its next file and leaves nothing of it', async () => {
    let removing: Promise<void> | undefined;
    let fake: ReturnType<typeof setup> | null = null;
    fake = setup({
      parallelFiles: 2,
      answer: (url) => {
        if (url === '/assets/fen5-catalog.js') removing = fake?.manager.remove('fen-5');
        return 200;
      },
    });
    await fake.manager.want(['fen-5']);
    await removing;
    expect(fake.fetchedUrls()).not.toContain('/assets/golge.js');
    expect(fake.urls()).toEqual([]);
    expect(fake.manager.getSnapshot()).toMatchObject({ wanted: [], downloading: null, problem: null });
  });

  it('a file another tab or the worker puts in during the download is not fetched again', async () => {
    let fake: ReturnType<typeof setup> | null = null;
    fake = setup({
      parallelFiles: 2,
      answer: (url) => {
        // The first two files go out together; the third is put in by someone else meanwhile.
        if (url === '/assets/fen5-catalog.js') fake?.entries.set('/assets/golge.js', 'başkası');
        return 200;
      },
    });
    await fake.manager.want(['fen-5']);
    expect(fake.fetchedUrls().sort()).toEqual(['/assets/fen5-catalog.js', '/assets/gunes.js']);
    expect(fake.entries.get('/assets/golge.js')).toBe('başkası');
    expect(fake.manager.getSnapshot().packs['fen-5']?.status).toBe('installed');
  });

  it('an update: the recorded older version reads outdated; sync fetches the new files and deletes the stale ones', async () => {
    const index = testIndex();
    const fen5 = packOf(index, 'fen-5');
    const cached = ['/assets/fen5-catalog.js', '/assets/gunes-OLD.js', '/assets/golge.js', '/assets/kesir-OLD.js'];
    // The new build renamed gunes.js; golge.js and the catalogue did not change.
    const fake = setup({ index, cached, wanted: { packs: { 'fen-5': { hash: 'fen5-v1' } }, items: [] } });

    await fake.manager.refresh();
    expect(fake.manager.getSnapshot().packs['fen-5']?.status).toBe('outdated');

    await fake.manager.sync();
    expect(fake.fetchedUrls()).toEqual(['/assets/gunes.js']);
    expect(fake.urls()).toEqual(fen5.files.map((entry) => entry.url).sort());
    expect(fake.stored()?.packs['fen-5']).toEqual({ hash: 'fen5-v2' });
    expect(fake.manager.getSnapshot().packs['fen-5']?.status).toBe('installed');
  });

  it('keeps stale files while the index cannot be read', async () => {
    const fake = setup({ cached: ['/assets/gunes-OLD.js'] });
    // A second manager on the same cache, whose index does not load.
    const broken = createPackManager({
      fetch: fake.fetch,
      caches: { open: fake.open },
      wanted: { get: async () => undefined, set: async () => undefined },
      isOnline: () => true,
      addOnlineListener: () => () => undefined,
      loadIndex: () => Promise.reject(new Error('offline')),
    });
    await broken.sync();
    expect(broken.getSnapshot()).toMatchObject({ index: null, indexError: true });
    expect(fake.urls()).toEqual(['/assets/gunes-OLD.js']);
  });

  it('gives subscribers a new snapshot on each change and the same one in between', async () => {
    const fake = setup();
    const seen: unknown[] = [];
    const unsubscribe = fake.manager.subscribe(() => seen.push(fake.manager.getSnapshot()));
    const before = fake.manager.getSnapshot();
    expect(fake.manager.getSnapshot()).toBe(before);

    await fake.manager.want(['matematik-5']);
    // At least one change per file: the pack has two.
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(Object.isFrozen(fake.manager.getSnapshot())).toBe(true);

    unsubscribe();
    const count = seen.length;
    await fake.manager.refresh();
    expect(seen).toHaveLength(count);
  });

  it('refresh reads the storage estimate and the cache', async () => {
    const fake = setup({ cached: ['/assets/kesir.js'], estimate: { usage: 3 * MB, quota: 50 * MB } });
    await fake.manager.refresh();
    const snapshot = fake.manager.getSnapshot();
    expect(snapshot.storage).toEqual({ usage: 3 * MB, quota: 50 * MB });
    expect(snapshot.persisted).toBe(false);
    expect(snapshot.packs['matematik-5']).toMatchObject({ status: 'partial', doneBytes: 600, doneItems: 0 });
  });
});
