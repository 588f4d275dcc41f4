import { describe, expect, it, vi } from 'vitest';

// IndexedDB stand-in: one map per store, as idb-keyval keeps them.
const stores = vi.hoisted(() => new Map<string, Map<string, unknown>>());
vi.mock('idb-keyval', () => ({
  createStore: (db: string, name: string) => {
    const key = `${db}/${name}`;
    if (!stores.has(key)) stores.set(key, new Map());
    return key;
  },
  get: (key: string, store: string) => Promise.resolve(stores.get(store)?.get(key)),
  set: (key: string, value: unknown, store: string) => Promise.resolve(void stores.get(store)?.set(key, value)),
}));

const { loadWorkspace, saveWorkspace } = await import('./savedWorkspace.ts');

describe('saved block programs on a shared tablet', () => {
  it("keeps each child's program apart: the next child finds none, the owner finds theirs", async () => {
    saveWorkspace(1, 'first-steps', { blocks: 'elif' });
    await Promise.resolve();
    expect(await loadWorkspace(1, 'first-steps')).toEqual({ blocks: 'elif' });
    expect(await loadWorkspace(2, 'first-steps')).toBeNull();
    expect(await loadWorkspace(1, 'nut-stairs')).toBeNull();
  });

  it('ignores a copy it cannot read', async () => {
    stores.get('etkilab-block-programs/workspaces')?.set('3:first-steps', { version: 0, workspace: {} });
    expect(await loadWorkspace(3, 'first-steps')).toBeNull();
  });
});
