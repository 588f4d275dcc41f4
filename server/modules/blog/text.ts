import { LIMITS } from '../../../src/shared/api/contract.ts';

/**
 * Folds text for search: case, Turkish letters (ç ğ ı İ ö ş ü) and other accents all compare equal,
 * so "ogretmen", "ÖĞRETMEN" and "öğretmen" find the same posts.
 */
export function foldForSearch(text: string): string {
  // NFD splits ç, ğ, ö, ş, ü and İ into a base letter plus a mark; ı has no base letter and is mapped by hand.
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
}

/**
 * The folded words a search looks for: the first searchWordsMax different ones. Each word is one LIKE
 * in the query, and SQLite refuses an expression past a depth of 1000 (998 words gave a 500), while a
 * post matching ten words of a pasted paragraph is already a good answer.
 */
export function searchWords(text: string): string[] {
  const distinct = new Set(foldForSearch(text).split(/\s+/).filter(Boolean));
  return [...distinct].slice(0, LIMITS.searchWordsMax);
}

/** The words of an HTML fragment (seeded, trusted content: a rough strip is enough for search and reading time). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 200;

export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
