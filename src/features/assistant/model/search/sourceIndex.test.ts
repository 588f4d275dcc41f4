import { describe, expect, it } from 'vitest';
import { createSourceIndex, searchSources, type SourceDoc } from './sourceIndex.ts';

const doc = (id: string, title: string, text: string, kind: SourceDoc['kind'] = 'experiment'): SourceDoc => ({
  id,
  kind,
  title,
  href: `/x/${id}`,
  keywords: title,
  text,
});
const filler = (count: number) => Array.from({ length: count }, (_, index) => doc(`experiment:f${index}`, `Deney ${index}`, `mıknatıs ${index} demir çeker`));

describe('searching the sources', () => {
  it('does not look a word the content uses one letter away: "orman" finds no "oran" or "organ"', () => {
    const index = createSourceIndex([
      ...filler(20),
      doc('experiment:ratio', 'Oranlar', 'oran oran oranı organ organlar'),
      doc('forest:forest', 'Orman', 'orman ağaçları'),
    ]);
    expect(searchSources(index, 'orman').hits.map((hit) => hit.source)).toEqual(['forest:forest']);
  });

  it('still finds a mistyped word one letter away: "gölke" → gölge', () => {
    const index = createSourceIndex([...filler(20), doc('experiment:shadow', 'Gölgemin Boyu', 'gölge boyu ölçülür')]);
    expect(searchSources(index, 'gölke boyu').hits[0]?.source).toBe('experiment:shadow');
    // A slip counts half toward how much of the question the source covers: the question is still answered.
    expect(searchSources(index, 'gölke boyu').covered).toBe(true);
  });

  it('ranks a short page holding every word of the question above a long text holding them here and there', () => {
    // Experiments are long (every passage of one is its text); a forest page is two sentences.
    const long = (first: string) =>
      [first, ...Array.from({ length: 40 }, (_, index) => `Kıyıda ${index}. ölçümde martı tüyü, deniz suyu, sünger, pamuk ve yağ lekesi incelenir.`)].join(' ');
    const index = createSourceIndex([
      ...Array.from({ length: 30 }, (_, index) => doc(`experiment:e${index}`, 'Deney', long('Deniz kıyısı.'))),
      {
        ...doc('experiment:oil', 'Petrol Sızıntısı', long('Türkiye kıyılarında petrol geniş bir alanı kaplar; kıyıdaki ağaç türü etkilenir.')),
        keywords: 'Petrol · Türkiye kıyıları',
      },
      doc('forest:pine', 'Kızılçam', 'Kızılçam, Türkiye’de en geniş alanı kaplayan ağaç türüdür.', 'forest'),
    ]);
    expect(searchSources(index, 'türkiyede en geniş alanı kaplayan ağaç türü hangisi').hits[0]?.source).toBe('forest:pine');
  });

  it('says it has nothing when the word that matters is nowhere in the content, not even one letter away', () => {
    const index = createSourceIndex([...filler(58), doc('experiment:water', 'Su', 'Su kaptan alınır.')]);
    const search = searchSources(index, 'Türev nedir, nasıl alınır?');
    expect(search.hits[0]?.source).toBe('experiment:water');
    expect(search.covered).toBe(false);
  });
});
