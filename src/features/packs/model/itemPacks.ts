import type { PackIndex, PackStrand } from '@/shared/offline/packIndex.ts';

/**
 * Library items by id (from homework or a lesson plan), each with the strand and grade of the pack that holds
 * it, as selectPacks takes them; ids no pack holds (a tool, a free task, an item this build lacks) are left out.
 */
export function itemsOfPacks(index: PackIndex, ids: readonly string[]): Array<{ id: string; strand: PackStrand; grade: number }> {
  return [...new Set(ids)].flatMap((id) => {
    const pack = index.packs.find((candidate) => candidate.kind === 'items' && candidate.items.includes(id));
    return pack?.kind === 'items' ? [{ id, strand: pack.strand, grade: pack.grade }] : [];
  });
}
