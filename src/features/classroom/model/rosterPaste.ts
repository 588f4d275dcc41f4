import { CLASSROOM_LIMITS } from '@/shared/api/classroom.ts';
import { LIMITS } from '@/shared/api/contract.ts';
import { turkishTitleCase } from './turkishCase.ts';

type RosterStudent = { number: string | null; first_name: string; last_name: string };

type RosterErrorReason = 'no-name' | 'one-name' | 'number-too-long' | 'name-too-long' | 'duplicate-number' | 'too-many';

/** `line` counts from 1, as the person sees the pasted text. */
type RosterError = { line: number; text: string; reason: RosterErrorReason };

export type RosterParse = { students: RosterStudent[]; errors: RosterError[] };

// Column titles of e-Okul and school spreadsheets ("S.No", "Öğrenci No", "Adı Soyadı", "Cinsiyeti"):
// a line made only of these is a header, wherever it appears (a list copied from several pages repeats it).
const HEADER_WORDS = new Set([
  's',
  'no',
  'numara',
  'numarası',
  'sıra',
  'okul',
  'öğrenci',
  'öğrencinin',
  'ad',
  'adı',
  'soyad',
  'soyadı',
  've',
  'isim',
  'ismi',
  'cinsiyet',
  'cinsiyeti',
  'sınıf',
  'sınıfı',
  'şube',
]);

// e-Okul lists end with a gender column; only a cell of its own is taken for one, never a word of a name.
const GENDER_CELL = /^(erkek|kız|kiz|e|k)$/;

// A number before the name: "123 Ali", "123. Ali", "123) Ali", "123 - Ali", "1\t123\tAli" (row then school number).
const LEADING_NUMBER = /^(\d+)\s*[.):\-–—]?\s*/;
const TRAILING_NUMBER = /\s*[-–—]?\s*(\d+)\.?$/;

const lower = (text: string) => text.toLocaleLowerCase('tr-TR');

/** Non-breaking and other odd spaces from PDFs and spreadsheets count as one plain space. */
const cleanCell = (cell: string) => cell.normalize('NFC').replace(/\s+/gu, ' ').trim();

/** Stray punctuation around a word ("Veli," or "(Ali)"); hyphens and apostrophes inside a name stay. */
const trimWord = (word: string) => word.replace(/^[^\p{L}]+|[^\p{L}\p{M}]+$/gu, '');

function isHeader(text: string): boolean {
  const words = lower(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return words.length > 0 && !/\d/.test(text) && words.every((word) => HEADER_WORDS.has(word));
}

type Parsed = { student: RosterStudent } | { reason: Exclude<RosterErrorReason, 'duplicate-number' | 'too-many'> };

function parseLine(cells: string[]): Parsed {
  const kept = [...cells];
  while (kept.length > 1 && GENDER_CELL.test(lower(kept[kept.length - 1] ?? ''))) kept.pop();
  let rest = kept.join(' ');

  const numbers: string[] = [];
  for (let match = LEADING_NUMBER.exec(rest); match; match = LEADING_NUMBER.exec(rest)) {
    numbers.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  if (!numbers.length) {
    const trailing = TRAILING_NUMBER.exec(rest);
    if (trailing && /\p{L}/u.test(rest.slice(0, trailing.index))) {
      numbers.push(trailing[1] ?? '');
      rest = rest.slice(0, trailing.index);
    }
  }
  const number = numbers.at(-1) ?? null;
  if (number !== null && number.length > CLASSROOM_LIMITS.studentNumberMax) return { reason: 'number-too-long' };

  const words = rest
    .split(' ')
    .map(trimWord)
    .filter((word) => /\p{L}/u.test(word))
    .map(turkishTitleCase);
  if (!words.length) return { reason: 'no-name' };
  if (words.length === 1) return { reason: 'one-name' };

  const lastName = words.at(-1) ?? '';
  const firstName = words.slice(0, -1).join(' ');
  // The first names together and the surname are each bounded like any person's name.
  if (firstName.length > LIMITS.nameMax || lastName.length > LIMITS.nameMax) return { reason: 'name-too-long' };
  // An initial ("Ali V.") is not a name the school knows the child by: the list gave only one.
  if (firstName.length < LIMITS.nameMin || lastName.length < LIMITS.nameMin) return { reason: 'one-name' };
  return { student: { number, first_name: firstName, last_name: lastName } };
}

/**
 * Reads a class list pasted from e-Okul, a spreadsheet (tab-separated cells) or typed by hand: one
 * student a line, an optional school number first (or last), then the names, the last word being the
 * surname. Blank and header lines are skipped. Lines that cannot be read come back with a reason, and
 * past `pasteLinesMax` lines the rest is refused as a whole (one `too-many` error at the first line
 * not read) rather than line by line.
 */
export function parseRoster(text: string): RosterParse {
  const students: RosterStudent[] = [];
  const errors: RosterError[] = [];
  const seenNumbers = new Set<string>();
  let dataLines = 0;

  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const cells = raw.split('\t').map(cleanCell).filter(Boolean);
    const shown = cells.join(' ');
    if (!cells.length || isHeader(shown)) continue;
    const line = index + 1;
    dataLines += 1;
    if (dataLines > CLASSROOM_LIMITS.pasteLinesMax) {
      errors.push({ line, text: shown, reason: 'too-many' });
      break;
    }
    const parsed = parseLine(cells);
    if ('reason' in parsed) {
      errors.push({ line, text: shown, reason: parsed.reason });
      continue;
    }
    const { number } = parsed.student;
    if (number !== null && seenNumbers.has(number)) {
      errors.push({ line, text: shown, reason: 'duplicate-number' });
      continue;
    }
    if (number !== null) seenNumbers.add(number);
    students.push(parsed.student);
  }
  return { students, errors };
}
