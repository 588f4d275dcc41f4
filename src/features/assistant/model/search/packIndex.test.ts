import { describe, expect, it } from 'vitest';
import { packIndex, unpackIndex } from './packIndex.ts';
import { createSourceIndex, loadSourceIndex, packSourceIndex, searchSources, type SourceDoc } from './sourceIndex.ts';

const doc = (id: string, title: string, text: string): SourceDoc => ({ id, kind: 'experiment', title, href: `/x/${id}`, keywords: title, text });
const docs = Array.from({ length: 60 }, (_, index) =>
  doc(`experiment:e${index}`, `Deney ${index}`, index % 7 === 0 ? 'gölge gölge ışık kaynağı opak madde' : `mıknatıs ${index} demir çeker`),
);

describe('the packed index', () => {
  it('comes back exactly as MiniSearch wrote it, counts and ids included', () => {
    const plain = createSourceIndex(docs).sources.toJSON();
    expect(unpackIndex(JSON.parse(JSON.stringify(packIndex(plain))))).toEqual(JSON.parse(JSON.stringify(plain)));
  });

  it('searches the same once loaded back', () => {
    const built = createSourceIndex(docs);
    const loaded = loadSourceIndex(packSourceIndex(built));
    expect(searchSources(loaded, 'gölgeler').hits).toEqual(searchSources(built, 'gölgeler').hits);
    expect(loaded.longKeys).toEqual(built.longKeys);
  });
});
