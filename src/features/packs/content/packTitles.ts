import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ASSISTANT_PACK_ID, BLOCKS_PACK_ID, itemPackId, type PackInfo, type PackStrand } from '@/shared/offline/packIndex.ts';

const STRANDS: readonly PackStrand[] = ['science', 'maths', 'programming'];

/** "Fen 5", "Matematik 3", "Kodlama 6": one message per strand, so a grade is never glued to a translated word. */
function itemPackTitle(strand: PackStrand, grade: number): string {
  switch (strand) {
    case 'science':
      return i18n._(msg`Fen ${grade}`);
    case 'maths':
      return i18n._(msg`Matematik ${grade}`);
    default:
      return i18n._(msg`Kodlama ${grade}`);
  }
}

/** The strand and grade an item pack's id names ('fen-5'), for callers that hold only the id. */
function parseItemPackId(id: string): { strand: PackStrand; grade: number } | null {
  const grade = Number(id.slice(id.lastIndexOf('-') + 1));
  if (!Number.isInteger(grade)) return null;
  const strand = STRANDS.find((candidate) => itemPackId(candidate, grade) === id);
  return strand ? { strand, grade } : null;
}

/**
 * A pack's name as the user reads it: "Fen 5", "Blok düzenleyici", "EtkiBot dizini". Takes the index's entry
 * or only its id (an item's "this is in pack X" notice knows the id); an id no build writes reads as itself.
 */
export function packTitle(pack: PackInfo | { id: string }): string {
  if ('kind' in pack && pack.kind === 'items') return itemPackTitle(pack.strand, pack.grade);
  if (pack.id === BLOCKS_PACK_ID) return i18n._(msg`Blok düzenleyici`);
  if (pack.id === ASSISTANT_PACK_ID) return i18n._(msg`EtkiBot dizini`);
  const parsed = parseItemPackId(pack.id);
  return parsed ? itemPackTitle(parsed.strand, parsed.grade) : pack.id;
}
