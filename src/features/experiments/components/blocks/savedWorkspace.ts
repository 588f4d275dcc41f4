import { createStore, get, set, type UseStore } from 'idb-keyval';

/*
 * Each puzzle's workspace is kept on the device per signed-in user, so a reload or a later visit finds the
 * child's program where it was, and the next child on a shared class tablet starts with an empty one. It stays
 * after sign-out (a child's work is never thrown away), hidden from everyone but its owner, like homework drafts.
 */

const VERSION = 1;

let store: UseStore | undefined;
const programs = (): UseStore => (store ??= createStore('etkilab-block-programs', 'workspaces'));

const keyOf = (ownerId: number, puzzleId: string) => `${ownerId}:${puzzleId}`;

type Saved = { version: number; workspace: unknown };

/** The owner's saved workspace of a puzzle, or null when there is none or it cannot be read. */
export async function loadWorkspace(ownerId: number, puzzleId: string): Promise<unknown> {
  try {
    const saved = await get<Partial<Saved>>(keyOf(ownerId, puzzleId), programs());
    return saved && saved.version === VERSION && saved.workspace && typeof saved.workspace === 'object' ? saved.workspace : null;
  } catch {
    // No IndexedDB (a private window in some browsers): the puzzle starts empty.
    return null;
  }
}

export function saveWorkspace(ownerId: number, puzzleId: string, workspace: unknown): void {
  // A full quota or no IndexedDB: the program stays on screen, only the saved copy is not updated.
  set(keyOf(ownerId, puzzleId), { version: VERSION, workspace } satisfies Saved, programs()).catch(() => undefined);
}
