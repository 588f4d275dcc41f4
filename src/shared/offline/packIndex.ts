/**
 * Offline content in two tiers (docs/architecture.md#content-packs): the shell is precached at install;
 * packs are downloaded on purpose. This is the pack index the build writes (scripts/contentPacks.ts)
 * and the page reads (src/features/packs): framework-free, shared by both.
 */

/** Where the build writes the index; it is precached with the shell, so it answers offline. */
export const PACK_INDEX_URL = '/content-packs.json';

/** The library's strands as the content names them. */
export type PackStrand = 'science' | 'maths' | 'programming';

/** The block editor (Blockly and the puzzle screen): every programming pack with a block puzzle needs it. */
export const BLOCKS_PACK_ID = 'blok-duzenleyici';
/** EtkiBot's search index. */
export const ASSISTANT_PACK_ID = 'etkibot-dizini';

const STRAND_SLUG: Record<PackStrand, string> = { science: 'fen', maths: 'matematik', programming: 'kodlama' };

/** The pack holding a library item: one per strand and grade, e.g. `fen-5`, `matematik-3`, `kodlama-6`. */
export const itemPackId = (strand: PackStrand, grade: number): string => `${STRAND_SLUG[strand]}-${grade}`;

export type PackFile = {
  /** Absolute path on this origin, e.g. `/assets/content-Ab12Cd3.js`; the name carries its content hash. */
  url: string;
  /** Raw (uncompressed) size. */
  bytes: number;
  /** The library item the file belongs to; a file without one is needed by the whole pack. */
  item?: string;
};

type PackBase = {
  id: string;
  files: PackFile[];
  /** Sum of the files' bytes. */
  bytes: number;
  /** Changes when any of its files changes (the names carry content hashes): a device holding another hash updates. */
  hash: string;
  /** Packs this one cannot work without (a programming pack needs the block editor). */
  requires: string[];
};

export type ItemPack = PackBase & { kind: 'items'; strand: PackStrand; grade: number; items: string[] };
type ToolPack = PackBase & { kind: 'blocks' | 'assistant' };
export type PackInfo = ItemPack | ToolPack;

export type PackIndex = {
  /** The app version the index was built with. */
  version: string;
  packs: PackInfo[];
};
