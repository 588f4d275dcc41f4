import { describe, expect, it } from 'vitest';
import type { ItemPack, PackIndex } from '@/shared/offline/packIndex.ts';
import { itemsOfPacks } from './itemPacks.ts';

const pack = (id: string, strand: 'science' | 'programming', grade: number, items: string[]): ItemPack => ({
  id,
  kind: 'items',
  strand,
  grade,
  items,
  files: [],
  bytes: 0,
  hash: id,
  requires: [],
});
const INDEX: PackIndex = { version: 'v', packs: [pack('fen-5', 'science', 5, ['melting-ice']), pack('kodlama-3', 'programming', 3, ['maze'])] };

describe('itemsOfPacks', () => {
  it('names each item with the strand and grade of its pack, once, and leaves out what no pack holds', () => {
    expect(itemsOfPacks(INDEX, ['maze', 'stopwatch', 'melting-ice', 'maze'])).toEqual([
      { id: 'maze', strand: 'programming', grade: 3 },
      { id: 'melting-ice', strand: 'science', grade: 5 },
    ]);
  });
});
