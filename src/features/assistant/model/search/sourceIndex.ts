import MiniSearch, { type SearchResult } from 'minisearch';
import { packIndex, unpackIndex, unpackLongerKeys, type PackedIndex } from './packIndex.ts';
import { keyedWords, longKey, longKeys, STEM_LENGTH, terms, type KeyedWord } from './analyzer.ts';
import type { Passage, SourceKind } from './passage.ts';

/** One document per source (an experiment, a tool, a forest page, a help topic, a blog post): what the index finds. */
export type SourceDoc = Pick<Passage, 'kind' | 'title' | 'href' | 'keywords' | 'text' | 'grade' | 'unit' | 'codes'> & { id: string };

/** What a hit carries without loading its text: enough for a source card and a teacher's filter. */
export type SourceHit = Pick<Passage, 'source' | 'kind' | 'title' | 'href' | 'grade' | 'unit' | 'codes'> & { score: number };

const SOURCE_INDEX_OPTIONS = {
  fields: ['title', 'keywords', 'text'],
  storeFields: ['kind', 'title', 'href', 'grade', 'unit', 'codes'],
  tokenize: (text: string) => terms(text),
  // `terms` already folds, stems and drops stop words; the index stores its output as is.
  processTerm: (term: string) => term,
};

/** Titles and a source's own key terms weigh more than a word in running text. */
const SOURCE_SEARCH_OPTIONS = {
  boost: { title: 3, keywords: 2, text: 1 },
  /**
   * A source's text is every passage of it: an experiment's runs to thousands of words, a forest page's
   * to two sentences. MiniSearch's defaults (b 0.7 and BM25+'s d 0.5, a bonus for every word matched
   * however long the text) let a long experiment that holds each word somewhere outrank the short page
   * that is about them ("Türkiye’de en geniş alanı kaplayan ağaç türü" → Kızılçam). Full weight to the
   * text's length and no bonus keep a word's score what it is worth in that text.
   */
  bm25: { k: 1.2, b: 0.9, d: 0 },
  // Each word is looked up on its own (see `lookUp`), already cut to its key by `terms`.
  tokenize: (term: string) => [term],
};

/**
 * Passages grouped into the sources they belong to. The index is built per source, not per passage:
 * a fifth of the size (an experiment's passages share most of their words), and the question the
 * index answers is "where" — the passage inside the source is chosen once its text is loaded.
 */
export function sourceDocs(passages: readonly Passage[]): SourceDoc[] {
  const docs = new Map<string, SourceDoc>();
  for (const passage of passages) {
    const doc = docs.get(passage.source);
    if (doc) {
      doc.text += `\n${passage.text}`;
      continue;
    }
    docs.set(passage.source, {
      id: passage.source,
      kind: passage.kind,
      // An experiment's sources are cited by name; its passages add the tab ("… → Konu Anlatımı").
      title: passage.kind === 'experiment' ? (passage.title.split(' → ')[0] ?? passage.title) : passage.title,
      href: passage.kind === 'experiment' ? (passage.href.split('?')[0] ?? passage.href) : passage.href,
      keywords: passage.keywords,
      text: passage.text,
      ...(passage.grade !== undefined ? { grade: passage.grade } : {}),
      ...(passage.unit ? { unit: passage.unit } : {}),
      ...(passage.codes ? { codes: passage.codes } : {}),
    });
  }
  return [...docs.values()];
}

/**
 * The sources' index and the long keys (first six letters) of every word the sources use: the index
 * keeps five letters a word, and the long keys tell the coverage judgement whether a long word of the
 * question is one the content uses or only starts like one (see `coverage`).
 */
export type SourceIndex = { sources: MiniSearch<SourceDoc>; longKeys: Set<string> };

const longKeysOf = (doc: SourceDoc) => longKeys(`${doc.title}\n${doc.keywords}\n${doc.text}`);

/** Adds sources, or replaces those it holds (a blog post read since it was listed), with their words' long keys. */
export function addSources(index: SourceIndex, docs: readonly SourceDoc[]): void {
  for (const doc of docs) {
    if (index.sources.has(doc.id)) index.sources.replace(doc);
    else index.sources.add(doc);
    for (const key of longKeysOf(doc)) index.longKeys.add(key);
  }
}

export function createSourceIndex(docs: readonly SourceDoc[]): SourceIndex {
  const index: SourceIndex = { sources: new MiniSearch<SourceDoc>(SOURCE_INDEX_OPTIONS), longKeys: new Set() };
  addSources(index, docs);
  return index;
}

/** The index as it ships (see `packIndex.ts`). */
export const packSourceIndex = (index: SourceIndex): PackedIndex => packIndex(index.sources.toJSON(), index.longKeys);

export const loadSourceIndex = (data: PackedIndex): SourceIndex => ({
  sources: MiniSearch.loadJS<SourceDoc>(unpackIndex(data), SOURCE_INDEX_OPTIONS),
  longKeys: unpackLongerKeys(data),
});

const toHit = (result: SearchResult): SourceHit => ({
  source: String(result.id),
  kind: result.kind as SourceKind,
  title: result.title as string,
  href: result.href as string,
  ...(typeof result.grade === 'number' ? { grade: result.grade } : {}),
  ...(typeof result.unit === 'string' ? { unit: result.unit } : {}),
  ...(Array.isArray(result.codes) ? { codes: result.codes as string[] } : {}),
  score: result.score,
});

/** One word of the question, the sources that hold it and how many hold it as written (or as the start of a longer word). */
type Lookup = { term: string; results: SearchResult[]; holders: number };

/**
 * A grade the question names ("1. sınıf örüntü etkinliği") is a teacher's hard wish: it weighs as much
 * as a word of the title, so a grade-1 pattern activity comes before a grade-7 one titled "Örüntüler".
 */
const GRADE_BOOST = 3;
const isGradeKey = (term: string) => /^\d+sinif$/u.test(term);

/**
 * Finds one word of the question. Short words are not prefixes ("ısı" must not find "ışık"). A word
 * the content never uses is a slip, looked for one letter away ("gölke" → "gölge"); a word it does
 * use is not, so "yangın" does not also find "hangi" and "orman" does not find "oran" and "organ".
 * Those near misses used to add up in a long experiment's text and bury a short page holding every
 * word of the question, and finding them was most of a long question's time.
 */
function lookUp({ sources }: SourceIndex, term: string): Lookup {
  const results = sources.search(term, { ...SOURCE_SEARCH_OPTIONS, prefix: term.length >= 4, boostTerm: () => (isGradeKey(term) ? GRADE_BOOST : 1) });
  // Only words of letters are mistyped so: "9sinif" is not a slip of "8sinif", nor "105" of "10".
  if (results.length > 0 || term.length < 5 || !/^\p{L}+$/u.test(term)) return { term, results, holders: results.length };
  return { term, results: sources.search(term, { ...SOURCE_SEARCH_OPTIONS, fuzzy: 0.2 }), holders: 0 };
}

/** How telling a word is: the rarer in the content, the more; a word the content never uses, most. */
const weightOf = (total: number, { holders }: Lookup) => Math.log(1 + total / (1 + holders));

/**
 * The words' results added up per source, times how much of the question the source holds. MiniSearch's
 * own OR multiplies by how many of the words it holds, each counting one: "ormana cam şişe bırakırsak
 * yangın çıkar mı" then put an experiment holding "orman", "cam", "şişe", "bırak" and "çıkar" somewhere
 * before the fire-prevention page holding "yangın", the one word that matters. Here each held word
 * counts by its weight, so the count is of the question's weight the source holds.
 */
function combine(total: number, lookups: readonly Lookup[]): SearchResult[] {
  const weights = lookups.map((lookup) => weightOf(total, lookup));
  const all = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const combined = new Map<SearchResult['id'], { result: SearchResult; score: number; held: number; match: SearchResult['match'] }>();
  lookups.forEach(({ results }, at) => {
    const weight = weights[at] ?? 0;
    for (const result of results) {
      const entry = combined.get(result.id);
      if (!entry) {
        combined.set(result.id, { result, score: result.score, held: weight, match: { ...result.match } });
        continue;
      }
      entry.score += result.score;
      entry.held += weight;
      for (const [docTerm, fields] of Object.entries(result.match)) entry.match[docTerm] = [...(entry.match[docTerm] ?? []), ...fields];
    }
  });
  return [...combined.values()]
    .map(({ result, score, held, match }) => ({ ...result, score: score * lookups.length * (held / all), match, terms: Object.keys(match) }))
    .sort((a, b) => b.score - a.score);
}

/** A word of eight letters or more: past its five-letter key there is room for the rest of a compound or of a longer root. */
const LONG_WORD = 8;

/**
 * A long word of the question whose first six letters no word of the content starts with: one the
 * content never uses, though its key says otherwise. The key of "yanardağlar" (volcanoes) is "yanar"
 * (burns), and a lamp "yanar" in the circuit experiments. A shorter word is not judged so: its sixth
 * letter is mostly a suffix the content may just not use ("gölgeli" beside the content's "gölgenin").
 * A long one sometimes is too ("martılara" beside "martının"): offered as related, not answered.
 */
const isStranger = (index: SourceIndex, word: string): boolean => {
  const key = word.length >= LONG_WORD ? longKey(word) : null;
  return key !== null && !index.longKeys.has(key);
};

/** The question's keys all of whose words are strangers to the content (see `isStranger`). */
function strangers(index: SourceIndex, words: readonly KeyedWord[]): Set<string> {
  const known = new Set(words.filter(({ word }) => !isStranger(index, word)).map(({ key }) => key));
  return new Set(words.map(({ key }) => key).filter((key) => !known.has(key)));
}

/**
 * How much a word found in a source says that the source is about it. A word shorter than a key has
 * fewer letters to match, and a short word has many senses ("set": a field's wall or a volleyball set; "at":
 * a horse or throw; "yüz": a face or a hundred): with some 300 sources its rarity here says little of
 * how common it is, so it weighs its share of a key's letters ("set" three fifths).
 */
const evidence = (term: string) => (/^\p{L}+$/u.test(term) ? Math.min(1, term.length / STEM_LENGTH) : 1);

/**
 * How much of what was asked the best source covers, weighting each word by how rare it is: "borsa
 * nasıl çalışır" matches many sources by "çalış" alone, but "borsa" — the word that matters — nowhere.
 * Only words found as written (or as the start of a longer one) count: a one-letter slip that turns
 * "osman" into "orman" finds a page, but does not mean the page answers.
 */
function coverage(total: number, lookups: readonly Lookup[], hit: SearchResult, strangerKeys: ReadonlySet<string>): number {
  if (lookups.length === 0) return 0;
  // A word the content never uses counts in full, slip or not: "Osmanlı" is one letter from "ormanlı"
  // and "türev" from nothing, and neither is answered by a page that holds the question's other words.
  // A child's real slip ("gölke boyu") still finds its source, offered as related rather than answered.
  // So does a long word the content uses only the start of ("yanardağ", see `isStranger`).
  const docTerms = Object.keys(hit.match);
  const found = (term: string) => !strangerKeys.has(term) && docTerms.some((docTerm) => docTerm === term || (term.length >= 4 && docTerm.startsWith(term)));
  const weights = lookups.map((lookup) => ({
    term: lookup.term,
    weight: weightOf(total, strangerKeys.has(lookup.term) ? { ...lookup, holders: 0 } : lookup) * evidence(lookup.term),
  }));
  const all = weights.reduce((sum, item) => sum + item.weight, 0);
  const covered = weights.filter((item) => found(item.term)).reduce((sum, item) => sum + item.weight, 0);
  return all === 0 ? 0 : covered / all;
}

/** Below this share of the question's weight, the best source does not answer it: say so rather than guess. */
const MIN_COVERAGE = 0.5;
/** Below this, the best source shares only a stray word with the question: not even worth offering as related. */
export const MIN_RELATED = 0.3;

export type SourceSearch = { hits: SourceHit[]; coverage: number; covered: boolean };

/** The best sources for a question, best first, and how much of the question the best one covers. */
export function searchSources(index: SourceIndex, query: string, filter?: (hit: SourceHit) => boolean, limit = 3): SourceSearch {
  const words = keyedWords(query);
  const lookups = [...new Set(words.map(({ key }) => key))].map((term) => lookUp(index, term));
  const total = index.sources.documentCount;
  const results = combine(total, lookups);
  const hits = results.map(toHit).filter((hit) => !filter || filter(hit));
  const best = results.find((result) => result.id === hits[0]?.source);
  const share = best ? coverage(total, lookups, best, strangers(index, words)) : 0;
  return { hits: hits.slice(0, limit), coverage: share, covered: share >= MIN_COVERAGE };
}

/** Every source that passes a filter, in the index's order (a teacher's "everything for F.5.2"). */
export function listSources(index: SourceIndex, filter: (hit: SourceHit) => boolean, limit: number): SourceHit[] {
  return index.sources.search(MiniSearch.wildcard).map(toHit).filter(filter).slice(0, limit);
}
