import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { classesQuery, homeworksQuery } from '@/features/classroom';
import type { ClassGrade, ClassStatus, ClassSummary, Homework } from '@/shared/api/classroom.ts';
import type { User } from '@/shared/api/contract.ts';
import type { PackIndex, PackInfo } from '@/shared/offline/packIndex.ts';
import { downloadPacksForUser, notOfferedYet } from './autoDownload.ts';
import type { PackManager, PackSnapshot } from './packManager.ts';
import { testIndex } from './packIndex.testUtils.ts';

/**
 * The shared test index with a grade-5 programming pack (it needs the block editor) and a grade-8 science pack
 * whose items only homework brings.
 */
function indexWithGrade8(): PackIndex {
  const base = testIndex();
  const kodlama5: PackInfo = {
    id: 'kodlama-5',
    kind: 'items',
    strand: 'programming',
    grade: 5,
    items: ['sira'],
    files: [
      { url: '/assets/kod5-catalog.js', bytes: 300 },
      { url: '/assets/sira.js', bytes: 700, item: 'sira' },
    ],
    bytes: 1000,
    hash: 'kod5-v1',
    requires: ['blok-duzenleyici'],
  };
  const fen8: PackInfo = {
    id: 'fen-8',
    kind: 'items',
    strand: 'science',
    grade: 8,
    items: ['kaldirac', 'makara'],
    files: [
      { url: '/assets/fen8-catalog.js', bytes: 400 },
      { url: '/assets/kaldirac.js', bytes: 900, item: 'kaldirac' },
      { url: '/assets/makara.js', bytes: 800, item: 'makara' },
    ],
    bytes: 2100,
    hash: 'fen8-v1',
    requires: [],
  };
  const packs = base.packs.flatMap((pack) => (pack.id === 'fen-6' ? [pack, fen8] : pack.id === 'kodlama-6' ? [kodlama5, pack] : [pack]));
  return { ...base, packs };
}

const classSummary = (id: number, grade: ClassGrade, status: ClassStatus = 'active'): ClassSummary =>
  ({ id, name: `Sınıf ${id}`, grade, status }) as ClassSummary;

const homework = (classId: number, ref: string | null, extra: { kind?: 'experiment' | 'tool' | 'free'; archived?: boolean } = {}): Homework =>
  ({
    assignment: { id: classId * 100, class_id: classId, content: { kind: extra.kind ?? 'experiment', ref }, class_archived: extra.archived ?? false },
    state: 'todo',
    submission: null,
  }) as unknown as Homework;

const student: User = { email: 'ogrenci@okul.test', role: 'student' };
const teacher: User = { email: 'ogretmen@okul.test', role: 'teacher' };
const parent: User = { email: 'veli@ev.test', role: 'parent' };

/** A manager whose snapshot holds an index (or none), as `refresh()` would leave it. */
function fakeManager({ index = indexWithGrade8() as PackIndex | null, indexAfterRefresh = false } = {}) {
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

function queryClient({ classes = [] as ClassSummary[], homeworks = [] as Homework[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(classesQuery().queryKey, classes);
  client.setQueryData(homeworksQuery().queryKey, { success: true, homeworks });
  return client;
}

const sameKey = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

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
    const client = queryClient({ classes: [classSummary(1, '5')], homeworks: [homework(1, 'kaldirac')] });
    const manager = fakeManager();

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledTimes(1);
    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: ['kaldirac'] });
    expect(manager.sync).not.toHaveBeenCalled();
    expect((await offered()).sort()).toEqual(['blok-duzenleyici', 'etkibot-dizini', 'fen-5', 'kodlama-5', 'matematik-5']);
  });

  it('reads the index only after refreshing the manager', async () => {
    const client = queryClient({ classes: [classSummary(1, '5')] });
    const manager = fakeManager({ indexAfterRefresh: true });

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.refresh).toHaveBeenCalledTimes(1);
    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: [] });
  });

  it('ignores archived classes and the homework of archived classes', async () => {
    const client = queryClient({
      classes: [classSummary(1, '5'), classSummary(2, '6', 'archived')],
      homeworks: [homework(1, 'kaldirac'), homework(2, 'makara', { archived: true })],
    });
    const manager = fakeManager();

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: ['kaldirac'] });
    expect(await offered()).not.toContain('fen-6');
    expect(await offered()).not.toContain('kodlama-6');
  });

  it('homework that opens a tool or a free task brings no item', async () => {
    const client = queryClient({ classes: [classSummary(1, '5')], homeworks: [homework(1, 'makara', { kind: 'tool' }), homework(1, null, { kind: 'free' })] });
    const manager = fakeManager();

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(expect.any(Array), { items: [] });
  });

  it('a teacher takes their classes’ grades; homework lists are a student’s', async () => {
    const client = queryClient({ classes: [classSummary(1, '6')], homeworks: [homework(1, 'kaldirac')] });
    const manager = fakeManager();

    await downloadPacksForUser(client, teacher, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-6', 'kodlama-6', 'blok-duzenleyici', 'etkibot-dizini'], { items: [] });
  });

  it('the second time wants nothing new and resumes what wanted packs miss instead', async () => {
    const client = queryClient({ classes: [classSummary(1, '5')] });
    const manager = fakeManager();

    await downloadPacksForUser(client, student, manager, offeredStore);
    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledTimes(1);
    expect(manager.sync).toHaveBeenCalledTimes(1);
  });

  it('a pack removed after it was offered is not wanted again; a new class’s grade and a new homework still come', async () => {
    // Offered on an earlier sign-in, then removed in Ayarlar: the manager no longer wants it, the offered list remembers.
    await offeredStore.set(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini']);
    const client = queryClient({
      classes: [classSummary(1, '5'), classSummary(3, '6')],
      homeworks: [homework(1, 'kaldirac')],
    });
    const manager = fakeManager();

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-6', 'kodlama-6'], { items: ['kaldirac'] });
    expect(await offered()).toEqual(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini', 'fen-6', 'kodlama-6']);
  });

  it('an unreadable offered list counts as nothing offered', async () => {
    offeredStore.put({ not: 'a list' });
    const client = queryClient({ classes: [classSummary(1, '5')] });
    const manager = fakeManager();

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).toHaveBeenCalledWith(['fen-5', 'matematik-5', 'kodlama-5', 'blok-duzenleyici', 'etkibot-dizini'], { items: [] });
  });

  it('a parent chooses for themselves: only what wanted packs miss is resumed', async () => {
    const client = queryClient({ classes: [classSummary(1, '5')], homeworks: [homework(1, 'kaldirac')] });
    const read = vi.spyOn(client, 'ensureQueryData');
    const manager = fakeManager();

    await downloadPacksForUser(client, parent, manager, offeredStore);

    expect(manager.want).not.toHaveBeenCalled();
    expect(manager.sync).toHaveBeenCalledTimes(1);
    // Nor are the parent's classes asked for: that would be a request for nothing.
    expect(read).not.toHaveBeenCalled();
    expect(await offeredStore.get()).toBeUndefined();
  });

  it('without an index, only resumes', async () => {
    const client = queryClient({ classes: [classSummary(1, '5')], homeworks: [homework(1, 'kaldirac')] });
    const manager = fakeManager({ index: null });

    await downloadPacksForUser(client, student, manager, offeredStore);

    expect(manager.want).not.toHaveBeenCalled();
    expect(manager.sync).toHaveBeenCalledTimes(1);
    expect(await offeredStore.get()).toBeUndefined();
  });

  it('classes that cannot be read do not make it throw: the homework and EtkiBot still come', async () => {
    const client = queryClient({ homeworks: [homework(1, 'kaldirac')] });
    const ensure = client.ensureQueryData.bind(client);
    vi.spyOn(client, 'ensureQueryData').mockImplementation(((options: Parameters<typeof ensure>[0]) =>
      sameKey(options.queryKey, classesQuery().queryKey) ? Promise.reject(new Error('offline')) : ensure(options)) as typeof client.ensureQueryData);
    const manager = fakeManager();

    await expect(downloadPacksForUser(client, student, manager)).resolves.toBeUndefined();

    expect(manager.want).toHaveBeenCalledWith(['etkibot-dizini'], { items: ['kaldirac'] });
  });

  it('neither classes nor homework readable: still no throw', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.spyOn(client, 'ensureQueryData').mockRejectedValue(new Error('offline'));
    const manager = fakeManager();

    await expect(downloadPacksForUser(client, student, manager)).resolves.toBeUndefined();

    expect(manager.want).toHaveBeenCalledWith(['etkibot-dizini'], { items: [] });
  });
});
