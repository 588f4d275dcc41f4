import { describe, expect, it } from 'vitest';
import { answerSentences, rankPassages, sentences } from './bestPassage.ts';
import type { Passage } from './passage.ts';

const passage = (id: string, section: Passage['section'], text: string): Passage => ({
  id: `experiment:shadow-size/${id}`,
  source: 'experiment:shadow-size',
  kind: 'experiment',
  section,
  title: 'Gölgemin Boyu',
  href: '/dashboard/experiment-kits/experiment/shadow-size',
  keywords: 'Gölgemin Boyu · gölge',
  text,
});

const passages = [
  passage('overview', 'overview', 'Işığın doğrusal yayıldığını ve gölgenin nasıl oluştuğunu keşfet.'),
  passage('term/0', 'term', 'Tam gölge: Işık kaynağından gelen ışığın hiç ulaşamadığı karanlık bölge.'),
  passage('term/1', 'term', 'Opak madde: Işığı hiç geçirmeyen madde.'),
  passage('procedure', 'procedure', 'El fenerini kutuya yaklaştır. Gölgenin boyunu cetvelle ölç. Feneri uzaklaştır ve yeniden ölç.'),
];

describe('choosing the passage inside a source', () => {
  it('lands a definition question on the key term that names it', () => {
    expect(rankPassages(passages, 'opak madde nedir')[0]?.id).toBe('experiment:shadow-size/term/1');
  });

  it('lands a "how do I measure" question on the procedure', () => {
    expect(rankPassages(passages, 'gölgenin boyunu nasıl ölçerim')[0]?.section).toBe('procedure');
  });

  it('finds nothing for words the source does not hold', () => {
    expect(rankPassages(passages, 'fotosentez')).toEqual([]);
  });
});

describe('the answer’s sentences', () => {
  it('splits on sentence ends and lines, not on abbreviations in the middle of a number', () => {
    expect(sentences('Birinci cümle. İkinci cümle!\nÜçüncü satır')).toEqual(['Birinci cümle.', 'İkinci cümle!', 'Üçüncü satır']);
    expect(sentences('Boyu 2.5 cm oldu.')).toEqual(['Boyu 2.5 cm oldu.']);
  });

  it('picks the sentences that name the question’s words, in the text’s own order', () => {
    const text = 'El fenerini kutuya yaklaştır. Gölgenin boyunu cetvelle ölç. Feneri uzaklaştır ve yeniden ölç.';
    expect(answerSentences(text, 'gölgenin boyu', 1)).toEqual(['Gölgenin boyunu cetvelle ölç.']);
    expect(answerSentences(text, 'feneri uzaklaştırınca gölgenin boyu', 2)).toEqual(['Gölgenin boyunu cetvelle ölç.', 'Feneri uzaklaştır ve yeniden ölç.']);
  });
});
