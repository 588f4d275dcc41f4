import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackIndex } from '@/shared/offline/packIndex.ts';
import { downloadPacksForUser, notOfferedYet } from './autoDownload.ts';
import type { PackManager, PackSnapshot } from './packManager.ts';
import { testIndexWithGrades5And8 } from './packIndex.testUtils.ts';

/** What the classroom would read for the user: class grades and the items their homework opens. */
const taught = (classGrades: string[] = [], experimentIds: string[] = []) => vi.fn(async () => ({ classGrades, experimentIds }));

/** A manager whose snapshot holds an index (or none), as `refresh()` would leave it. */
function fakeManager({ index = testIndexWithGrades5And8() as PackIndex | null, indexAfterRefresh = false } = {}) {
  let loaded = !indexAfterRefresh;
  const snapshot = (): PackSnapshot => ({
    index: loaded ? index : null,
    indexError: false,
    wanted: [],
    packs: {},
    downloading: null,
    waitingForConnection: false,
    problem: null,
    storage: null,
    persisted: null,
  });
  const manager = {
    subscribe: () => () => undefined,
    getSnapshot: vi.fn(snapshot),
    want: vi.fn(async (_packs: readonly string[], _options?: { items?: readonly string[] }) => undefined),
    remove: vi.fn(async () => undefined),
    sync: vi.fn(async () => undefined),
    refresh: vi.fn(async () => {
      loaded = true;
    }),
  } satisfies PackManager;
  return manager;
}

/** The device's list of packs given without asking, as deviceStore.ts keeps it (here in memory). */
const memoryStore = () => {
  let value: unknown;
  return {
    get: async () => value as string[] | undefined,
    set: async (next: string[]) => {
      value = next;
    },
    put: (next: unknown) => {
      value = next;
    },
  };
};
let offeredStore = memoryStore();
const offered = async (): Promise<string[]> => (await offeredStore.get()) ?? [];

beforeEach(() => {
  offeredStore = memoryStore();
});

describe('notOfferedYet', () => {
  it('keeps the packs never offered, and every item (items are not remembered)', () => {
    const selection = { packs: ['fen-5', 'matematik-5', 'etkibot-dizini'], items: ['kaldirac', 'makara'] };
    expect(notOfferedYet(selection, new Set(['fen-5', 'kaldirac']))).toEqual({ packs: ['matematik-5', 'etkibot-dizini'], items: ['kaldirac', 'makara'] });
  });

  it('with nothing offered, the selection as it is', () => {
    const selection = { packs: ['fen-5'], items: ['kaldirac'] };
    expect(notOfferedYet(selection, new Set())).toEqual(selection);
  });
});

describe('downloadPacksForUser', () => {
  it('a student in a grade-5 class: the grade’s packs with what they need and EtkiBot, and the grade-8 homework as an item', async () => {
    const manager = fakeManager();

    await downloadPacksForUser('student', taught(['5'], ['kaldirac']), manager, offeredStore);

    expect(manager.want).toHaveBeenCalledTimes(1);
    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: ['kaldirac'] });
    expect(manager.sync).not.toHaveBeenCalled();
    expect((await offered()).sort()).toEqual(['blok-duzenleyici', 'etkibot-dizini', 'fen-5', 'kodlama-5', 'matematik-5']);
  });

  it('reads the index only after refreshing the manager', async () => {
    const manager = fakeManager({ indexAfterRefresh: true });

    await downloadPacksForUser('student', taught(['5']), manager, offeredStore);

    expect(manager.refresh).toHaveBeenCalledTimes(1);
    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: [] });
  });

  it('a teacher takes their classes’ grades', async () => {
    const manager = fakeManager();

    await downloadPacksForUser('teacher', taught(['6']), manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-6', 'kodlama-6', 'blok-duzenleyici', 'etkibot-dizini'], { items: [] });
  });

  it('the second time wants nothing new and resumes what wanted packs miss instead', async () => {
    const manager = fakeManager();

    await downloadPacksForUser('student', taught(['5']), manager, offeredStore);
    await downloadPacksForUser('student', taught(['5']), manager, offeredStore);

    expect(manager.want).toHaveBeenCalledTimes(1);
    expect(manager.sync).toHaveBeenCalledTimes(1);
  });

  it('a pack removed after it was offered is not wanted again; a new class’s grade and a new homework still come', async () => {
    // Offered on an earlier sign-in, then removed in Ayarlar: the manager no longer wants it, the offered list remembers.
    await offeredStore.set(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini']);
    const manager = fakeManager();

    await downloadPacksForUser('student', taught(['5', '6'], ['kaldirac']), manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-6', 'kodlama-6'], { items: ['kaldirac'] });
    expect(await offered()).toEqual(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini', 'fen-6', 'kodlama-6']);
  });

  it('an unreadable offered list counts as nothing offered', async () => {
    offeredStore.put({ not: 'a list' });
    const manager = fakeManager();

    await downloadPacksForUser('student', taught(['5']), manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: [] });
  });

  it('a parent chooses for themselves: only what wanted packs miss is resumed, and nothing of theirs is read', async () => {
    const load = taught(['5'], ['kaldirac']);
    const manager = fakeManager();

    await downloadPacksForUser('parent', load, manager, offeredStore);

    expect(manager.want).not.toHaveBeenCalled();
    expect(manager.sync).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(await offeredStore.get()).toBeUndefined();
  });

  it('without an index, only resumes', async () => {
    const manager = fakeManager({ index: null });

    await downloadPacksForUser('student', taught(['5'], ['kaldirac']), manager, offeredStore);

    expect(manager.want).not.toHaveBeenCalled();
    expect(manager.sync).toHaveBeenCalledTimes(1);
    expect(await offeredStore.get()).toBeUndefined();
  });

  it('classes that cannot be read do not make it throw: EtkiBot’s index still comes', async () => {
    const manager = fakeManager();

    await expect(downloadPacksForUser('student', () => Promise.reject(new Error('offline')), manager, offeredStore)).resolves.toBeUndefined();

    expect(manager.want).toHaveBeenCalledWith(['etkibot-dizini'], { items: [] });
  });
});
