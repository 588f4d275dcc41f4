import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { PackManager, PackSnapshot, PackState } from './packManager.ts';

const MB = 1024 * 1024;

/** A pack's state as the manager reports it: 2 MB and one item unless said. */
export const packState = (status: PackState['status'], extra: Partial<PackState> = {}): PackState => ({
  status,
  doneBytes: 0,
  totalBytes: 2 * MB,
  doneItems: 0,
  totalItems: 1,
  ...extra,
});

/** A snapshot with nothing wanted, downloading or wrong, and plenty of room. */
export const quietSnapshot = (snapshot: Pick<PackSnapshot, 'index' | 'packs'> & Partial<PackSnapshot>): PackSnapshot => ({
  indexError: false,
  wanted: [],
  downloading: null,
  waitingForConnection: false,
  problem: null,
  storage: { usage: 10 * MB, quota: 1000 * MB },
  persisted: null,
  ...snapshot,
});

/**
 * A stand-in manager for a component test: its snapshot is the one given, and `update` changes it as the real
 * manager would after `want` or a download (inside act, telling every subscriber).
 */
export function fakePackManager(initial: PackSnapshot) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const manager: PackManager = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    want: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    sync: vi.fn(async () => undefined),
    refresh: vi.fn(async () => undefined),
  };
  const update = (change: (current: PackSnapshot) => Partial<PackSnapshot>) =>
    act(() => {
      snapshot = { ...snapshot, ...change(snapshot) };
      for (const listener of listeners) listener();
    });
  return { manager, update };
}
