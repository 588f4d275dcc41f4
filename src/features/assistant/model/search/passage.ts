/** What a passage is part of, so a source card can name it and the test set can expect it. */
export type SourceKind = 'experiment' | 'tool' | 'forest' | 'help' | 'blog';

/**
 * The piece of an experiment a passage comes from: the six content kinds (as the experiment page's
 * tabs), a key term's definition, a sample question, the overview (its summary) or its MEB outcomes.
 */
export type PassageSection = 'overview' | 'outcomes' | 'review' | 'term' | 'procedure' | 'question' | 'activity' | 'documents' | 'story' | 'page';

/**
 * One answerable piece of the app's content. `source` groups passages: "experiment:shadow-size" is
 * every passage of that experiment, and a source card opens `href`.
 */
export type Passage = {
  /** Unique and stable across builds: "experiment:shadow-size/term/2". */
  id: string;
  source: string;
  kind: SourceKind;
  section: PassageSection;
  /** The source card's label, e.g. "Gölgemin Boyu → Konu Anlatımı". */
  title: string;
  href: string;
  /** Words that name the whole source (its title, key terms, unit, grade): they find every passage of it. */
  keywords: string;
  /** The passage itself, in Turkish, as the app shows it. */
  text: string;
  /** Experiments only: class level, MEB unit ("F.5.5") and outcome codes, for a teacher's suggestion list. */
  grade?: number;
  unit?: string;
  codes?: readonly string[];
};

/** "experiment:shadow-size" → ['experiment', 'shadow-size']. */
export function parseSource(source: string): { kind: SourceKind; id: string } | null {
  const at = source.indexOf(':');
  const kind = source.slice(0, at);
  const id = source.slice(at + 1);
  if (at < 1 || !id) return null;
  return kind === 'experiment' || kind === 'tool' || kind === 'forest' || kind === 'help' || kind === 'blog' ? { kind, id } : null;
}
