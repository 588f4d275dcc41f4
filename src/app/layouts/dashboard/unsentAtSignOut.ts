import type { UserWrite } from '@/shared/offline/userOutbox.ts';

export type UnsentAtSignOut = { waiting: number; refused: number };

/**
 * What the sign-out warning counts: writes still on their way, and, apart, those the server refused
 * or that wait for a choice (they will not go by themselves; their screens show them at next sign-in).
 */
export function unsentAtSignOut(writes: readonly UserWrite[]): UnsentAtSignOut {
  const waiting = writes.filter((write) => write.state === 'waiting').length;
  return { waiting, refused: writes.length - waiting };
}

export const nothingUnsent = (unsent: UnsentAtSignOut): boolean => unsent.waiting === 0 && unsent.refused === 0;
