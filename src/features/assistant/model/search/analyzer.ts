import { foldTurkish } from '@/shared/lib/text.ts';
import { STOPWORDS } from './stopwords.ts';

/**
 * Turkish builds words by stacking suffixes ("gölge", "gölgenin", "gölgelerde"), so a search that
 * matches whole words misses most questions. Cutting every folded word to its first five letters
 * (the "F5" stemmer of Can et al., "Information retrieval on Turkish texts", JASIST 2008) finds them
 * about as well as a full morphological analyser, with no dictionary to ship.
 */
const STEM_LENGTH = 5;

/**
 * The words of a text, lower-cased the Turkish way with ç ğ ı ö ş ü folded: "Gölgeler" → "golgeler".
 * A suffix after an apostrophe ("Dünya’nın", "Atatürk'ün") is dropped: it only ever follows a name.
 */
export function words(text: string): string[] {
  return foldTurkish(text.replace(/[’'`´]\p{L}*/gu, ' '))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word's search key: its folded first letters, or null for a word that says nothing (ve, bir, nedir…). */
export function stem(word: string): string | null {
  if (STOPWORDS.has(word)) return null;
  if (/^\p{N}+$/u.test(word)) return word;
  if (word.length < 2) return null;
  return word.slice(0, STEM_LENGTH);
}

/** A text's search keys, in order (repeats kept: they count toward a passage's weight). */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => stem(word) ?? []);
}
