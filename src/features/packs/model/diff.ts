import type { PackFile, PackIndex, PackInfo } from '@/shared/offline/packIndex.ts';

/** Paths on this origin (`/assets/…`) already in the packs cache. */
export type CachedUrls = ReadonlySet<string>;

export type PackStatus = 'absent' | 'partial' | 'installed' | 'outdated';

export type PackProgress = { doneBytes: number; totalBytes: number; doneItems: number; totalItems: number };

/** Files that every item of the pack needs (shared code, the pack's catalogue). */
const sharedFiles = (pack: PackInfo): PackFile[] => pack.files.filter((file) => file.item === undefined);

/** The pack's files; with `onlyItems`, only those the given items need (their own files and the pack's item-less ones). */
export function neededFiles(pack: PackInfo, onlyItems?: readonly string[]): PackFile[] {
  const items = onlyItems ? new Set(onlyItems) : null;
  return pack.files.filter((file) => !items || file.item === undefined || items.has(file.item));
}

/** The needed files (neededFiles) not in the cache yet: a file already cached is never listed, so a resumed download fetches the rest. */
export function missingFiles(pack: PackInfo, cached: CachedUrls, onlyItems?: readonly string[]): PackFile[] {
  return neededFiles(pack, onlyItems).filter((file) => !cached.has(file.url));
}

export function packProgress(pack: PackInfo, cached: CachedUrls): PackProgress {
  let doneBytes = 0;
  let totalBytes = 0;
  for (const file of pack.files) {
    totalBytes += file.bytes;
    if (cached.has(file.url)) doneBytes += file.bytes;
  }
  if (pack.kind !== 'items') return { doneBytes, totalBytes, doneItems: 0, totalItems: 0 };

  // An item opens offline only with the pack's shared files too, so none is done while one of those is missing.
  const sharedDone = sharedFiles(pack).every((file) => cached.has(file.url));
  const missingItems = new Set<string>();
  for (const file of pack.files) if (file.item !== undefined && !cached.has(file.url)) missingItems.add(file.item);
  const doneItems = sharedDone ? pack.items.filter((item) => !missingItems.has(item)).length : 0;
  return { doneBytes, totalBytes, doneItems, totalItems: pack.items.length };
}

/**
 * Where the device stands with a pack. `installedHash` is the hash recorded when the device last held all of
 * the pack's files (only wanted packs have one): another hash with files missing means the build changed the
 * pack since, and the device is holding an older version.
 */
export function packStatus(pack: PackInfo, cached: CachedUrls, installedHash?: string): PackStatus {
  const missing = missingFiles(pack, cached).length;
  if (missing === 0) return 'installed';
  if (installedHash !== undefined && installedHash !== pack.hash) return 'outdated';
  return missing < pack.files.length ? 'partial' : 'absent';
}

/** Cached files no pack of the index lists: left by an earlier build (the names carry content hashes), to be deleted. */
export function staleUrls(index: PackIndex, cached: CachedUrls): string[] {
  const listed = new Set(index.packs.flatMap((pack) => pack.files.map((file) => file.url)));
  return [...cached].filter((url) => !listed.has(url));
}
