import { foldTurkish, toLowerTr } from '@/shared/lib/text.ts';
import { PROFANITY, type ProfanityEntry } from './profanityWords.ts';

// Digits and signs children put in place of letters to get past a filter: "s4l4k", "@mk", "0rospu".
const LOOKALIKES: Readonly<Record<string, string>> = { '4': 'a', '@': 'a', '0': 'o', '1': 'i', '3': 'e', '5': 's', $: 's', '7': 't' };
const FOLDS: Readonly<Record<string, string>> = { ç: 'c', ğ: 'g', ö: 'o', ş: 's', ü: 'u' };

/**
 * Like foldTurkish but ı stays ı, so "sıkıntı" and "siktir" stay apart. A capital I becomes i: typed
 * on a keyboard without Turkish letters it is as likely to mean i as ı.
 */
const foldKeepingDotless = (text: string): string =>
  toLowerTr(text.replace(/I/g, 'i'))
    .replace(/[çğöşü]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

/** "4m", "3,5cm", "10a": a number with its unit or class letter, not a word in disguise. */
const isMeasurement = (token: string): boolean => /^\d+(?:[.,]\d+)?\p{L}{1,3}$/u.test(token);

/**
 * The words of already-folded text as the list is written: separators inside a word dropped
 * ("s.a.l.a.k"), letters spaced out joined ("s a l a k"), look-alike digits read as letters, and
 * repeated letters squeezed ("salaaak").
 */
function matchableWords(folded: string): string[] {
  const tokens = folded
    .replace(/(?<=[\p{L}\d@$])[^\p{L}\d\s@$]+(?=[\p{L}\d@$])/gu, '')
    .split(/[^\p{L}\d@$]+/u)
    .filter((token) => token !== '');

  const joined: string[] = [];
  let singles = '';
  for (const token of [...tokens, '']) {
    if (token.length === 1) {
      singles += token;
      continue;
    }
    // A lone "o" or "a" is a word; two or more single letters in a row are one spelt out.
    if (singles !== '') joined.push(singles);
    singles = '';
    if (token !== '') joined.push(token);
  }

  return joined.map((token) => {
    const read = /\p{L}/u.test(token) && !isMeasurement(token) ? token.replace(/[4@01357$]/g, (sign) => LOOKALIKES[sign] ?? sign) : token;
    return read.replace(/(.)\1+/gu, '$1');
  });
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entries: readonly ProfanityEntry[]): RegExp {
  const alternatives = entries.map(({ stem, endings, notBefore }) => {
    const tail = endings === 'any' ? '[^ ]*' : `(?:${endings.map(escape).join('|')})`;
    return `${escape(stem)}${tail}(?= )${notBefore ? `(?! ${escape(notBefore)})` : ''}`;
  });
  return new RegExp(`(?<= )(?:${alternatives.join('|')})`);
}

const LOOSE = compile(PROFANITY.filter((entry) => !entry.dottedOnly));
const DOTTED = compile(PROFANITY.filter((entry) => entry.dottedOnly));

const asLine = (words: string[]): string => ` ${words.join(' ')} `;

// Two capitals on their own are a segment or a line in geometry ("AM uzunluğu", "OC yarıçapı", O being the
// usual centre of a circle), not "am" or "oç"; the cost is missing those two written in capitals.
const GEOMETRY_NAMES = /(?<![\p{L}\d])(?:AM|OC)(?![\p{L}\d])/gu;

/** Whether the text holds a swear word or an insult, however it is spelt. */
export function containsProfanity(text: string): boolean {
  const words = text.replace(GEOMETRY_NAMES, ' ');
  return LOOSE.test(asLine(matchableWords(foldTurkish(words)))) || DOTTED.test(asLine(matchableWords(foldKeepingDotless(words))));
}
