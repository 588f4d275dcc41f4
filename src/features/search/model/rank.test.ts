import { describe, expect, it } from 'vitest';
import { groupResults, queryTerms, rankEntries, type ResolvedEntry } from './rank.ts';

const entry = (id: string, title: string, summary = '', keywords: string[] = [], group: ResolvedEntry['group'] = 'forest'): ResolvedEntry => ({
  id,
  group,
  title,
  summary,
  keywords,
  href: `/${id}`,
});

describe('queryTerms', () => {
  it('folds Turkish letters and case', () => {
    expect(queryTerms('  ÇEKÜL  Vakfı ')).toEqual(['cekul', 'vakfi']);
    expect(queryTerms('İSTİKLAL ığdır')).toEqual(['istiklal', 'igdir']);
  });
});

describe('rankEntries', () => {
  const entries = [
    entry('tema', 'TEMA Vakfı', 'Erozyonla mücadele eder.'),
    entry('cekul', 'ÇEKÜL Vakfı', 'Tarihi ve doğal mirası korur.'),
    entry('shadow', 'Gölgenin Oluşumu', 'Işık doğrusal yolla yayılır.', ['ışık', '5. sınıf'], 'experiment'),
    entry('light', 'Işık Kaynakları', 'Güneş doğal bir ışık kaynağıdır.', ['3. sınıf'], 'experiment'),
  ];

  it('finds ÇEKÜL from "cekul"', () => {
    expect(rankEntries(entries, 'cekul').map((result) => result.id)).toEqual(['cekul']);
  });

  it('treats ç/c, ğ/g, ı/i/İ, ö/o, ş/s, ü/u alike', () => {
    expect(rankEntries(entries, 'golge').map((result) => result.id)).toEqual(['shadow']);
    expect(rankEntries(entries, 'ISIK').map((result) => result.id)).toEqual(['light', 'shadow']);
    expect(rankEntries(entries, 'gunes').map((result) => result.id)).toEqual(['light']);
  });

  it('ranks a title match above a keyword or summary match', () => {
    const ranked = rankEntries(entries, 'ışık');
    expect(ranked[0]?.id).toBe('light');
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
  });

  it('requires every word to match somewhere', () => {
    expect(rankEntries(entries, 'vakfı erozyon').map((result) => result.id)).toEqual(['tema']);
    expect(rankEntries(entries, 'vakfı uzay')).toEqual([]);
  });

  it('puts an exact title first', () => {
    const list = [entry('a', 'Işık ve Gölge Deneyleri'), entry('b', 'Işık')];
    expect(rankEntries(list, 'ışık').map((result) => result.id)).toEqual(['b', 'a']);
  });

  it('finds nothing for a blank query', () => {
    expect(rankEntries(entries, '   ')).toEqual([]);
  });

  it('matches grade keywords', () => {
    expect(rankEntries(entries, '5. sınıf').map((result) => result.id)).toEqual(['shadow']);
  });
});

describe('groupResults', () => {
  it('orders groups and drops empty ones', () => {
    const ranked = rankEntries([entry('x', 'Işık', '', [], 'blog'), entry('y', 'Işık deneyi', '', [], 'experiment')], 'ışık');
    expect(groupResults(ranked, ['experiment', 'tool', 'forest', 'blog']).map((section) => section.group)).toEqual(['experiment', 'blog']);
  });
});
