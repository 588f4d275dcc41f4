import { describe, expect, it } from 'vitest';
import { hasReacted, rememberReaction, REACTIONS_KEY } from './reactionMemory.ts';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('reaction memory', () => {
  it('remembers likes and bookmarks per post, and forgets them on undo', () => {
    const storage = memoryStorage();
    expect(hasReacted(storage, 'like', 'a')).toBe(false);
    rememberReaction(storage, 'like', 'a', true);
    rememberReaction(storage, 'like', 'a', true);
    rememberReaction(storage, 'bookmark', 'b', true);
    expect(hasReacted(storage, 'like', 'a')).toBe(true);
    expect(hasReacted(storage, 'bookmark', 'a')).toBe(false);
    expect(JSON.parse(storage.getItem(REACTIONS_KEY) ?? '')).toEqual({ like: ['a'], bookmark: ['b'] });
    rememberReaction(storage, 'like', 'a', false);
    expect(hasReacted(storage, 'like', 'a')).toBe(false);
  });

  it('survives broken stored data', () => {
    const storage = memoryStorage();
    storage.setItem(REACTIONS_KEY, '{bozuk');
    expect(hasReacted(storage, 'like', 'a')).toBe(false);
    storage.setItem(REACTIONS_KEY, JSON.stringify({ like: [1, 'a'], bookmark: 'x' }));
    expect(hasReacted(storage, 'like', 'a')).toBe(true);
    expect(hasReacted(storage, 'bookmark', 'x')).toBe(false);
  });
});
