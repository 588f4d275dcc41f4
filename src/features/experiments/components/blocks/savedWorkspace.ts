import { safeLocalStorage } from '@/shared/lib/storage.ts';

/*
 * Each puzzle's workspace is kept on the device, so a reload or a later visit finds the child's program where
 * it was. It is a program, not personal data; it stays on this device (no account needed, nothing sent).
 */

const VERSION = 1;
const keyOf = (puzzleId: string) => `etkilab:blocks:${puzzleId}`;

type Saved = { version: number; workspace: unknown };

/** The saved workspace of a puzzle, or null when there is none or it cannot be read. */
export function loadWorkspace(puzzleId: string): unknown {
  const raw = safeLocalStorage().getItem(keyOf(puzzleId));
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<Saved> | null;
    return saved && saved.version === VERSION && typeof saved.workspace === 'object' ? saved.workspace : null;
  } catch {
    return null;
  }
}

export function saveWorkspace(puzzleId: string, workspace: unknown): void {
  try {
    safeLocalStorage().setItem(keyOf(puzzleId), JSON.stringify({ version: VERSION, workspace } satisfies Saved));
  } catch {
    // A full storage quota: the program stays on screen, only the saved copy is not updated.
  }
}
