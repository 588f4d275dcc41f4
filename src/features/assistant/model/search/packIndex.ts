import type { AsPlainObject } from 'minisearch';

type Postings = Record<string, Record<string, number>>;

/**
 * The index as it ships: MiniSearch's own plain object, with its term list written compactly. Each
 * term's postings become one string, "field:doc,doc*count|field:…", document ids as base-36 steps
 * from the one before (ascending, so the steps are small) and a count only when it is not 1. About
 * a sixth smaller after gzip than the nested objects, and turned back into them once, on load.
 */
export type PackedIndex = Omit<AsPlainObject, 'index'> & { index: PackedTerm[] };

/**
 * A term, its postings and, when a longer key continues it, the letters that do ("yanar" → "akl" for
 * "yanara", "yanark", "yanarl"). Written a letter each beside the term they extend, the app's 7,000
 * longer keys cost under 8 KB gzip; as a field of the index, with postings, three times that and more.
 */
export type PackedTerm = [term: string, postings: string, next?: string];

/** The letters that follow each key in a set of keys one letter longer: {"yanara", "yanark"} → yanar → "ak". */
function nextLetters(longer: Iterable<string>): Map<string, string> {
  const letters = new Map<string, string>();
  for (const key of [...longer].sort()) letters.set(key.slice(0, -1), (letters.get(key.slice(0, -1)) ?? '') + key.slice(-1));
  return letters;
}

/** `longer`: keys one letter longer than terms of the index (a key whose term the index lacks is not kept). */
export function packIndex(plain: AsPlainObject, longer: Iterable<string> = []): PackedIndex {
  const next = nextLetters(longer);
  const index = (plain.index as [string, Postings][]).map(([term, fields]): PackedTerm => {
    const postings = Object.entries(fields)
      .map(([field, docs]) => {
        let previous = 0;
        const steps = Object.keys(docs)
          .map(Number)
          .sort((a, b) => a - b)
          .map((doc) => {
            const count = docs[String(doc)] ?? 1;
            const step = (doc - previous).toString(36);
            previous = doc;
            return count === 1 ? step : `${step}*${count.toString(36)}`;
          });
        return `${field}:${steps.join(',')}`;
      })
      .join('|');
    const letters = next.get(term);
    return letters ? [term, postings, letters] : [term, postings];
  });
  return { ...plain, index };
}

/** The longer keys written beside the terms: the `longer` given to `packIndex`, less those whose term the index lacks. */
export function unpackLongerKeys(packed: PackedIndex): Set<string> {
  const keys = new Set<string>();
  for (const [term, , letters = ''] of packed.index) for (const letter of letters) keys.add(term + letter);
  return keys;
}

export function unpackIndex(packed: PackedIndex): AsPlainObject {
  const index = packed.index.map(([term, postings]): [string, Postings] => {
    const fields: Postings = {};
    for (const part of postings.split('|')) {
      const [field = '', list = ''] = part.split(':');
      const docs: Record<string, number> = {};
      let doc = 0;
      for (const entry of list.split(',')) {
        const [step = '0', count] = entry.split('*');
        doc += parseInt(step, 36);
        docs[String(doc)] = count ? parseInt(count, 36) : 1;
      }
      fields[field] = docs;
    }
    return [term, fields];
  });
  return { ...packed, index };
}
