import { foldTurkish } from '@/shared/lib/text.ts';
import { STOPWORDS } from './stopwords.ts';

/**
 * Turkish builds words by stacking suffixes ("gölge", "gölgenin", "gölgelerde"), so a search that
 * matches whole words misses most questions. Cutting every folded word to its first five letters
 * (the "F5" stemmer of Can et al., "Information retrieval on Turkish texts", JASIST 2008) finds them
 * about as well as a full morphological analyser, with no dictionary to ship.
 */
export const STEM_LENGTH = 5;

/**
 * The words of a text, lower-cased the Turkish way with ç ğ ı ö ş ü folded: "Gölgeler" → "golgeler".
 * A suffix after an apostrophe ("Dünya’nın", "Atatürk'ün") is dropped: it only ever follows a name.
 */
export function words(text: string): string[] {
  return foldTurkish(text.replace(/[’'`´]\p{L}*/gu, ' ')).match(WORD) ?? [];
}

/** A run of letters and digits; a number keeps its decimal comma or point ("0,3", "2.5", "12.700"). */
const WORD = /[\p{L}\p{N}]+(?:[.,]\p{N}+)*/gu;
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;

/** A word's search key: its folded first letters, or null for a word that says nothing (ve, bir, nedir…). */
export function stem(word: string): string | null {
  if (STOPWORDS.has(word)) return null;
  if (NUMBER.test(word)) return word;
  if (word.length < 2) return null;
  return word.slice(0, STEM_LENGTH);
}

/**
 * "5. sınıf" (and "5 sınıfa", "5.sınıfta") as one key, "5sinif": the grade as teachers write it and as
 * each experiment's keywords give it. Apart, "5" is in nearly every text and "sınıf" in every
 * experiment's keywords, so "1. sınıf örüntü etkinliği" found a grade-7 pattern first.
 */
const isGrade = (word: string) => /^(?:[1-9]|1[0-2])$/u.test(word);

/** A word of a text and its search key ("yanardaglar" and "yanar"; a grade's two words, "5 sinif", and "5sinif"). */
export type KeyedWord = { word: string; key: string };

/** A text's words with their search keys, in order (repeats kept: they count toward a passage's weight). */
export function keyedWords(text: string): KeyedWord[] {
  const all = words(text);
  const keyed: KeyedWord[] = [];
  for (let at = 0; at < all.length; at += 1) {
    const word = all[at] ?? '';
    const next = all[at + 1];
    if (isGrade(word) && next?.startsWith('sinif')) {
      keyed.push({ word: `${word} ${next}`, key: `${word}sinif` });
      at += 1;
      continue;
    }
    const key = stem(word);
    if (key) keyed.push({ word, key });
  }
  return keyed;
}

/** A text's search keys, in order (repeats kept: they count toward a passage's weight). */
export function terms(text: string): string[] {
  return keyedWords(text).map(({ key }) => key);
}

/**
 * A word's first six letters, for words of six letters or more: one letter past its key, enough to
 * tell "yanardağ" (volcano) from "yanar" (burns) and "yanarken", which its key alone makes one word.
 * Only the index's coverage judgement uses it (see `sourceIndex.ts`); numbers have none.
 */
const LONG_KEY_LENGTH = STEM_LENGTH + 1;
export const longKey = (word: string): string | null => (word.length >= LONG_KEY_LENGTH && /^\p{L}+$/u.test(word) ? word.slice(0, LONG_KEY_LENGTH) : null);

/** The long keys of a text's words that have a search key (not stop words), once each. */
export function longKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const { word } of keyedWords(text)) {
    const key = longKey(word);
    if (key) keys.add(key);
  }
  return keys;
}
