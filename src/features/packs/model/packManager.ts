import { CONTENT_PACKS_CACHE } from '@/shared/offline/cacheNames.ts';
import { PACK_INDEX_URL, type ItemPack, type PackFile, type PackIndex, type PackInfo } from '@/shared/offline/packIndex.ts';
import { deviceValue } from './deviceStore.ts';
import { missingFiles, neededFiles, packProgress, packStatus, staleUrls, type PackProgress, type PackStatus } from './diff.ts';
import { freeSpace, spaceNeeded, spaceVerdict, type StorageEstimate } from './storageMessages.ts';

/** The part of the Cache API the manager uses; a real `Cache` is one. */
export type PackCache = {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
  keys(): Promise<ReadonlyArray<{ url: string }>>;
};

/**
 * What this device was asked to hold. `hash` is the pack's hash when all its files were last in, empty until
 * then: a different one later means the build changed the pack and the device holds the older version.
 */
export type WantedPacks = { packs: Record<string, { hash: string }>; items: string[] };

export type PackEnvironment = {
  fetch(url: string, init: RequestInit): Promise<Response>;
  caches: { open(name: string): Promise<PackCache> };
  wanted: { get(): Promise<WantedPacks | undefined>; set(value: WantedPacks): Promise<void> };
  isOnline(): boolean;
  addOnlineListener(listener: () => void): () => void;
  /** navigator.storage.estimate(); absent, or null, where the browser does not say. */
  estimate?: () => Promise<StorageEstimate | null>;
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  loadIndex(): Promise<PackIndex>;
  /**
   * Runs `retry` later, after a network error while the browser still says it is online: a dropped school
   * Wi-Fi often never makes the browser go offline, so no `online` event would ever resume the download.
   */
  retryLater?: (retry: () => void) => () => void;
  /** Files fetched at once; PARALLEL_FILES unless a test needs a smaller number to see one file wait for another. */
  parallelFiles?: number;
};

export type PackState = { status: PackStatus } & PackProgress;

/** `needed` is the free space the download asks for, margin included (storageMessages.ts), as the message names it. */
type PackProblem = { kind: 'short'; needed: number; free: number } | { kind: 'failed' };

export type PackSnapshot = Readonly<{
  index: PackIndex | null;
  indexError: boolean;
  /** Pack ids marked wanted on this device. */
  wanted: string[];
  packs: Record<string, PackState>;
  /** The pack whose files are being fetched now. */
  downloading: string | null;
  /** Something wanted is missing and the network is not there: it continues when the connection returns. */
  waitingForConnection: boolean;
  problem: PackProblem | null;
  storage: StorageEstimate | null;
  /** Whether the browser promised to keep this site's storage; null until known, or where it cannot say. */
  persisted: boolean | null;
}>;

export type PackManager = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PackSnapshot;
  want(packIds: readonly string[], options?: { items?: readonly string[] }): Promise<void>;
  remove(packId: string): Promise<void>;
  sync(): Promise<void>;
  refresh(): Promise<void>;
};

/**
 * Files fetched at once. A pack is many small files, so a slow line's round trips, not its bandwidth, set the time:
 * "Fen 5" over Chromium's Slow 4G took 6.1 s two at a time and 3.6 s four at a time. Four leave two of the
 * browser's six connections per host (HTTP/1.1) to the page in use meanwhile.
 */
const PARALLEL_FILES = 4;

type Job = { pack: PackInfo; items: readonly string[] | null };
type Outcome = 'done' | 'paused' | 'failed' | 'short' | 'cancelled';

/** A cache key as the index writes it: the path (and query) on this origin. */
function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
}

const isQuotaError = (error: unknown): boolean => error instanceof DOMException && error.name === 'QuotaExceededError';

const sumBytes = (files: readonly PackFile[]): number => files.reduce((sum, file) => sum + file.bytes, 0);

export function createPackManager(env: PackEnvironment): PackManager {
  let index: PackIndex | null = null;
  let indexError = false;
  let wanted: WantedPacks = { packs: {}, items: [] };
  let wantedLoaded: Promise<void> | null = null;
  let cached = new Set<string>();
  let downloading: string | null = null;
  let currentJob: Promise<Outcome> | null = null;
  let waitingForConnection = false;
  let problem: PackProblem | null = null;
  let storage: StorageEstimate | null = null;
  let persisted: boolean | null = null;
  let persistAsked = false;
  let cacheHandle: Promise<PackCache> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let cancelRetry: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const build = (): PackSnapshot => {
    const packs: Record<string, PackState> = {};
    for (const pack of index?.packs ?? []) {
      const installedHash = wanted.packs[pack.id]?.hash || undefined;
      packs[pack.id] = { status: packStatus(pack, cached, installedHash), ...packProgress(pack, cached) };
    }
    return Object.freeze({ index, indexError, wanted: Object.keys(wanted.packs), packs, downloading, waitingForConnection, problem, storage, persisted });
  };
  let snapshot = build();

  const emit = () => {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  };

  const openCache = (): Promise<PackCache> => {
    cacheHandle ??= env.caches.open(CONTENT_PACKS_CACHE).catch((error: unknown) => {
      cacheHandle = null;
      throw error;
    });
    return cacheHandle;
  };

  const packById = (id: string): PackInfo | undefined => index?.packs.find((pack) => pack.id === id);
  const packOfItem = (item: string): ItemPack | undefined => index?.packs.find((pack): pack is ItemPack => pack.kind === 'items' && pack.items.includes(item));

  const loadWanted = (): Promise<void> => {
    // Read once: from then on this page's copy is the truth, and every change is written through.
    wantedLoaded ??= env.wanted
      .get()
      .then((stored) => {
        if (stored && typeof stored.packs === 'object' && Array.isArray(stored.items)) wanted = { packs: { ...stored.packs }, items: [...stored.items] };
      })
      .catch(() => undefined);
    return wantedLoaded;
  };

  const saveWanted = async () => {
    // Without IndexedDB (some private modes) the wish still holds for this page's life.
    await env.wanted.set(wanted).catch(() => undefined);
  };

  /** True when this call brought a fresh index. */
  const loadIndex = async (): Promise<boolean> => {
    try {
      index = await env.loadIndex();
      indexError = false;
      return true;
    } catch {
      indexError = true;
      return false;
    }
  };

  const readCache = async () => {
    try {
      const cache = await openCache();
      cached = new Set((await cache.keys()).map((request) => pathOf(request.url)));
    } catch {
      // No Cache Storage (an insecure context): nothing is held, and downloads will say they failed.
    }
  };

  const readStorage = async () => {
    storage = (await env.estimate?.().catch(() => null)) ?? null;
    if (persisted === null && env.persisted) persisted = await env.persisted().catch(() => null);
  };

  const askToPersistOnce = () => {
    if (persistAsked || !env.persist) return;
    persistAsked = true;
    void env.persist().then(
      (granted) => {
        persisted = granted;
        emit();
      },
      () => undefined,
    );
  };

  const isWanted = (job: Job): boolean => (job.items === null ? job.pack.id in wanted.packs : job.items.some((item) => wanted.items.includes(item)));

  /** What the wanted packs and items still miss, one job per pack, in index order. */
  const plan = (): Job[] => {
    const jobs: Job[] = [];
    for (const pack of index?.packs ?? []) {
      if (pack.id in wanted.packs) {
        if (missingFiles(pack, cached).length > 0) jobs.push({ pack, items: null });
      } else if (pack.kind === 'items') {
        const items = pack.items.filter((item) => wanted.items.includes(item));
        if (items.length > 0 && missingFiles(pack, cached, items).length > 0) jobs.push({ pack, items });
      }
    }
    return jobs;
  };

  /** Files at most PARALLEL_FILES (env.parallelFiles) at a time; the first network error or refusal stops the taking of new ones. */
  const fetchFiles = async (cache: PackCache, files: readonly PackFile[], job: Job): Promise<Outcome> => {
    let next = 0;
    let stop: Outcome | null = null;

    const fetchOne = async (file: PackFile): Promise<Outcome> => {
      // Another tab, or the worker keeping what an item loaded online, may have put it in meanwhile.
      if (cached.has(file.url) || (await cache.match(file.url))) {
        cached.add(file.url);
        return 'done';
      }
      let response: Response;
      try {
        response = await env.fetch(file.url, { cache: 'no-store' });
      } catch {
        return 'paused';
      }
      // A redirect, a partial answer or an error page must never stand in for the file offline.
      if (response.status !== 200) return 'failed';
      try {
        await cache.put(file.url, response);
      } catch (error) {
        // The body broke off mid-way (the connection dropped), unless the device is full.
        return isQuotaError(error) ? 'short' : 'paused';
      }
      cached.add(file.url);
      emit();
      return 'done';
    };

    const worker = async () => {
      while (stop === null && next < files.length) {
        if (!isWanted(job)) {
          stop = 'cancelled';
          break;
        }
        const file = files[next] as PackFile;
        next += 1;
        const outcome = await fetchOne(file);
        if (outcome !== 'done') stop ??= outcome;
      }
    };
    await Promise.all(Array.from({ length: env.parallelFiles ?? PARALLEL_FILES }, worker));
    return stop ?? 'done';
  };

  const shortOf = (bytes: number): PackProblem => ({ kind: 'short', needed: spaceNeeded(bytes), free: storage ? freeSpace(storage) : 0 });

  const runJob = async (job: Job): Promise<Outcome> => {
    const files = missingFiles(job.pack, cached, job.items ?? undefined);
    if (files.length === 0) return 'done';
    const bytes = sumBytes(files);
    await readStorage();
    if (spaceVerdict(storage, bytes) === 'short') {
      problem = shortOf(bytes);
      emit();
      return 'short';
    }
    let cache: PackCache;
    try {
      cache = await openCache();
    } catch {
      return 'failed';
    }
    downloading = job.pack.id;
    askToPersistOnce();
    emit();
    currentJob = fetchFiles(cache, files, job);
    const outcome = await currentJob;
    currentJob = null;
    downloading = null;
    if (outcome === 'short') {
      await readStorage();
      problem = shortOf(sumBytes(missingFiles(job.pack, cached, job.items ?? undefined)));
    }
    emit();
    return outcome;
  };

  /** Records the hash of every wanted pack whose files are all in: from now on it is installed at that version. */
  const recordInstalled = async () => {
    let changed = false;
    for (const pack of index?.packs ?? []) {
      const entry = wanted.packs[pack.id];
      if (entry && entry.hash !== pack.hash && missingFiles(pack, cached).length === 0) {
        wanted.packs[pack.id] = { hash: pack.hash };
        changed = true;
      }
    }
    if (changed) await saveWanted();
  };

  const deleteUrls = async (urls: readonly string[]) => {
    if (urls.length === 0) return;
    const cache = await openCache();
    for (const url of urls) {
      await cache.delete(url);
      cached.delete(url);
    }
  };

  const syncOnce = async () => {
    await loadWanted();
    const fresh = await loadIndex();
    await readCache();
    if (!index) {
      emit();
      return;
    }
    if (fresh) {
      // A pack the build no longer makes cannot be downloaded; its files are stale below.
      const known = Object.keys(wanted.packs).filter((id) => packById(id));
      if (known.length < Object.keys(wanted.packs).length) {
        wanted = { ...wanted, packs: Object.fromEntries(known.map((id) => [id, wanted.packs[id] as { hash: string }])) };
        await saveWanted();
      }
    }

    const jobs = plan();
    let paused = false;
    if (jobs.length > 0 && !env.isOnline()) {
      paused = true;
    } else if (jobs.length > 0) {
      problem = null;
      waitingForConnection = false;
      emit();
      for (const job of jobs) {
        const outcome = await runJob(job);
        if (outcome === 'failed') problem = { kind: 'failed' };
        if (outcome === 'paused') {
          paused = true;
          break;
        }
      }
    }
    waitingForConnection = paused;
    await recordInstalled();
    // Only against an index read just now: an old copy would call the new files stale.
    if (fresh) await deleteUrls(staleUrls(index, cached)).catch(() => undefined);
    emit();
    if (paused && env.isOnline() && env.retryLater) {
      cancelRetry?.();
      cancelRetry = env.retryLater(() => void sync());
    }
  };

  const sync = (): Promise<void> => {
    // One run at a time; a call during a run asks for one more pass, which sees what changed meanwhile.
    if (running) {
      again = true;
      return running;
    }
    cancelRetry?.();
    cancelRetry = null;
    running = (async () => {
      do {
        again = false;
        try {
          await syncOnce();
        } catch {
          downloading = null;
          problem = { kind: 'failed' };
          emit();
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const refresh = async () => {
    await Promise.all([loadWanted(), index ? undefined : loadIndex(), readCache(), readStorage()]);
    emit();
  };

  /** The packs these ids name with everything they require, transitively; ids the index does not know are kept as asked. */
  const withRequirements = (ids: readonly string[]): string[] => {
    const result = new Set<string>();
    const pending = [...ids];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (result.has(id)) continue;
      result.add(id);
      pending.push(...(packById(id)?.requires ?? []));
    }
    return [...result];
  };

  const want = async (packIds: readonly string[], { items = [] }: { items?: readonly string[] } = {}) => {
    await Promise.all([loadWanted(), index ? undefined : loadIndex(), readCache()]);
    const itemPacks = items.map(packOfItem).filter((pack) => pack !== undefined);
    const newPacks = withRequirements([...packIds, ...itemPacks.flatMap((pack) => pack.requires)]).filter((id) => !(id in wanted.packs));
    const newItems = [...new Set(items)].filter((item) => !wanted.items.includes(item));
    // Nothing new (an item opened again, a sign-in with the same classes): only what is wanted and missing moves,
    // and nothing at all when everything is in, so opening an item does not fetch the index again.
    if (newPacks.length === 0 && newItems.length === 0) {
      if (env.isOnline() && plan().length > 0) await sync();
      return;
    }

    // What the new wish downloads, each file once (packs may share files), checked before anything is marked.
    const toFetch = new Map<string, number>();
    for (const pack of newPacks.map(packById)) if (pack) for (const file of missingFiles(pack, cached)) toFetch.set(file.url, file.bytes);
    for (const pack of itemPacks) {
      if (pack.id in wanted.packs || newPacks.includes(pack.id)) continue;
      for (const file of missingFiles(pack, cached, newItems)) toFetch.set(file.url, file.bytes);
    }
    const bytes = [...toFetch.values()].reduce((sum, size) => sum + size, 0);
    await readStorage();
    if (spaceVerdict(storage, bytes) === 'short') {
      problem = shortOf(bytes);
      emit();
      return;
    }

    problem = null;
    wanted = {
      packs: { ...wanted.packs, ...Object.fromEntries(newPacks.map((id) => [id, { hash: '' }])) },
      items: [...wanted.items, ...newItems],
    };
    await saveWanted();
    if (!env.isOnline()) {
      waitingForConnection = plan().length > 0;
      emit();
      return;
    }
    emit();
    await sync();
  };

  const remove = async (packId: string) => {
    await loadWanted();
    if (packId in wanted.packs) {
      const { [packId]: _removed, ...rest } = wanted.packs;
      wanted = { ...wanted, packs: rest };
      await saveWanted();
    }
    // Removing makes room: a "not enough space" from before no longer holds.
    if (problem?.kind === 'short') problem = null;
    emit();
    // The download sees the pack is no longer wanted before its next file; what it is fetching now lands first.
    if (downloading === packId && currentJob) await currentJob;

    const pack = packById(packId);
    if (!pack) return;
    const keep = new Set<string>();
    for (const other of index?.packs ?? []) {
      const items = other.kind === 'items' ? other.items.filter((item) => wanted.items.includes(item)) : [];
      if (other.id in wanted.packs) for (const file of other.files) keep.add(file.url);
      else if (items.length > 0) for (const file of neededFiles(other, items)) keep.add(file.url);
    }
    try {
      await deleteUrls(pack.files.map((file) => file.url).filter((url) => !keep.has(url)));
    } catch {
      // The cache could not be opened: nothing of it is there to delete.
    }
    emit();
  };

  env.addOnlineListener(() => {
    waitingForConnection = false;
    void sync();
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    want,
    remove,
    sync,
    refresh,
  };
}

/** Seconds before a download stopped by a network error tries again while the browser still says it is online. */
const RETRY_AFTER_MS = 30_000;
const WANTED_KEY = 'wanted';

/** Device-level, not per user (deviceStore.ts): signing out keeps this list for the next person on a shared tablet. */
const wantedStore = (): PackEnvironment['wanted'] => deviceValue<WantedPacks>(WANTED_KEY);

function isPackIndex(value: unknown): value is PackIndex {
  if (typeof value !== 'object' || value === null || !('packs' in value) || !Array.isArray(value.packs)) return false;
  return value.packs.every(
    (pack: unknown) => typeof pack === 'object' && pack !== null && 'id' in pack && typeof pack.id === 'string' && 'files' in pack && Array.isArray(pack.files),
  );
}

function browserEnvironment(): PackEnvironment {
  const storage = typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageManager | undefined);
  return {
    fetch: (url, init) => fetch(url, init),
    caches: { open: (name) => (typeof caches === 'undefined' ? Promise.reject(new Error('Cache Storage is not available')) : caches.open(name)) },
    wanted: wantedStore(),
    isOnline: () => navigator.onLine,
    addOnlineListener(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    estimate: storage?.estimate
      ? async () => {
          const { usage, quota } = await storage.estimate();
          return quota ? { usage: usage ?? 0, quota } : null;
        }
      : undefined,
    persist: storage?.persist ? () => storage.persist() : undefined,
    persisted: storage?.persisted ? () => storage.persisted() : undefined,
    async loadIndex() {
      const response = await fetch(PACK_INDEX_URL);
      if (!response.ok) throw new Error(`Pack index answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isPackIndex(body)) throw new Error('Pack index has an unexpected shape');
      return body;
    },
    retryLater(retry) {
      const timer = setTimeout(retry, RETRY_AFTER_MS);
      return () => clearTimeout(timer);
    },
  };
}

let instance: PackManager | null = null;

/** The page's one manager, made on first use: two would download the same files side by side. */
export function packManager(): PackManager {
  instance ??= createPackManager(browserEnvironment());
  return instance;
}
