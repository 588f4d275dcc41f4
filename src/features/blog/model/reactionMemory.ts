import type { KeyValueStorage } from '@/shared/lib/storage.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

export type ReactionKind = 'like' | 'bookmark';
type Memory = Record<ReactionKind, string[]>;

export const REACTIONS_KEY = STORAGE_KEYS.blogReactions;

function read(storage: KeyValueStorage): Memory {
  try {
    const parsed = JSON.parse(storage.getItem(REACTIONS_KEY) ?? '{}') as Partial<Record<ReactionKind, unknown>>;
    const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
    return { like: list(parsed.like), bookmark: list(parsed.bookmark) };
  } catch {
    return { like: [], bookmark: [] };
  }
}

/** Which posts this device has liked or bookmarked, so the buttons can undo (the API counts anonymously). */
export function hasReacted(storage: KeyValueStorage, kind: ReactionKind, slug: string): boolean {
  return read(storage)[kind].includes(slug);
}

export function rememberReaction(storage: KeyValueStorage, kind: ReactionKind, slug: string, on: boolean): void {
  const memory = read(storage);
  const others = memory[kind].filter((item) => item !== slug);
  memory[kind] = on ? [...others, slug] : others;
  storage.setItem(REACTIONS_KEY, JSON.stringify(memory));
}
