import type { Role } from '@/shared/api/contract.ts';
import { ASSISTANT_PACK_ID, itemPackId, type ItemPack, type PackIndex, type PackInfo, type PackStrand } from '@/shared/offline/packIndex.ts';

export type SelectionInput = {
  role: Role;
  /** Class grades as the API gives them: '1'..'12' or 'mixed'. */
  classGrades: readonly string[];
  /** Library items assigned to the user's classes (homework), wherever their grade is. */
  assignedItems: ReadonlyArray<{ id: string; strand: PackStrand; grade: number }>;
  index: PackIndex;
};

/** What a device should hold for its user: whole packs, and single items of packs it does not hold. */
export type Selection = { packs: string[]; items: string[] };

/** A class grade the packs know ('5'), or null for one they do not ('mixed', a typo). */
function gradeNumber(grade: string): number | null {
  return /^\d{1,2}$/.test(grade) ? Number(grade) : null;
}

/**
 * The packs a student or teacher needs without asking: their classes' grades in every strand, what their
 * homework opens from other grades, and what those need to run (the block editor, EtkiBot's index).
 * Parents and administrators choose for themselves: nothing of theirs is taught from the device.
 */
export function selectPacks({ role, classGrades, assignedItems, index }: SelectionInput): Selection {
  if (role !== 'student' && role !== 'teacher') return { packs: [], items: [] };

  const byId = new Map(index.packs.map((pack) => [pack.id, pack]));
  const packOfItem = new Map<string, ItemPack>();
  for (const pack of index.packs) if (pack.kind === 'items') for (const item of pack.items) if (!packOfItem.has(item)) packOfItem.set(item, pack);

  const grades = new Set(classGrades.map(gradeNumber).filter((grade) => grade !== null));
  const chosen = new Set(index.packs.filter((pack) => pack.kind === 'items' && grades.has(pack.grade)).map((pack) => pack.id));
  if (byId.has(ASSISTANT_PACK_ID)) chosen.add(ASSISTANT_PACK_ID);

  const items = new Set<string>();
  // Packs whose requirements are needed although the pack itself is not chosen: those of single items.
  const partlyNeeded: PackInfo[] = [];
  for (const item of assignedItems) {
    const named = byId.get(itemPackId(item.strand, item.grade));
    // The index is what the build wrote: an item listed in another pack than its grade says is found there.
    const pack = named?.kind === 'items' && named.items.includes(item.id) ? named : packOfItem.get(item.id);
    if (!pack || chosen.has(pack.id)) continue;
    items.add(item.id);
    partlyNeeded.push(pack);
  }

  const required = [...chosen].map((id) => byId.get(id)).filter((pack) => pack !== undefined);
  const pending = [...required, ...partlyNeeded].flatMap((pack) => pack.requires);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    const pack = byId.get(id);
    if (!pack || chosen.has(id)) continue;
    chosen.add(id);
    pending.push(...pack.requires);
  }

  // A whole pack chosen through a requirement covers its single items too.
  const inIndexOrder = new Set(index.packs.flatMap((pack) => (pack.kind === 'items' && !chosen.has(pack.id) ? pack.items : [])));
  return {
    packs: index.packs.filter((pack) => chosen.has(pack.id)).map((pack) => pack.id),
    items: [...inIndexOrder].filter((item) => items.has(item)),
  };
}
