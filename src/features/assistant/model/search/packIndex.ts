import type { AsPlainObject } from 'minisearch';

type Postings = Record<string, Record<string, number>>;

/**
 * The index as it ships: MiniSearch's own plain object, with its term list written compactly. Each
 * term's postings become one string, "field:doc,doc*count|field:…", document ids as base-36 steps
 * from the one before (ascending, so the steps are small) and a count only when it is not 1. About
 * a sixth smaller after gzip than the nested objects, and turned back into them once, on load.
 */
export type PackedIndex = Omit<AsPlainObject, 'index'> & { index: [term: string, postings: string][] };

export function packIndex(plain: AsPlainObject): PackedIndex {
  const index = (plain.index as [string, Postings][]).map(([term, fields]): [string, string] => [
    term,
    Object.entries(fields)
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
      .join('|'),
  ]);
  return { ...plain, index };
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
