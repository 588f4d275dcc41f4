import { PERSONAL_DATA_PLACEHOLDERS, type PersonalDataKind } from './placeholders.ts';

export type { PersonalDataKind } from './placeholders.ts';

export type MaskResult = { text: string; found: PersonalDataKind[] };

// Local part and domain may hold Turkish letters; children also write "ali @ gmail" or drop the ".com",
// so the big providers count even without a dot. Requiring a dot otherwise keeps "s@l@k" (a spelling
// of an insult the profanity check must still see) from being taken for an address.
const EMAIL = /[\p{L}\p{N}._%+-]+\s?@\s?(?:[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|(?:gmail|hotmail|outlook|yahoo|icloud|yandex|mynet)\b)/giu;

// Not glued to a longer number, and not the digits after a decimal point: "3.1415926535" is π.
const START = String.raw`(?<![\d+])(?<!\d[.,])`;
const END = String.raw`(?!\d)(?![.,]\d)`;
// Numbers in Türkiye: 5xx mobile, 2xx–4xx landline (the second digit is never 0, which also keeps
// "2000000000" out), 850 and 800. The area code may sit in brackets with its 0: "(0212)".
const AREA = String.raw`(?:5\d{2}|[2-4][1-9]\d|8[05]0)`;
const PHONE = new RegExp(
  [
    START,
    String.raw`(?:(?:\+|00)\s?90[\s.-]?|90[\s.-]?)?`,
    String.raw`(?:0[\s.-]?)?`,
    String.raw`(?:\(\s?0?\s?${AREA}\s?\)|${AREA})`,
    // Then seven digits, grouped 3-2-2, 3-4 or not at all: "123 45 67", "123 4567", "1234567".
    String.raw`[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}`,
    END,
  ].join(''),
  'g',
);
// Eleven digits, the first not 0, is the shape of a T.C. kimlik number. The checksum (10th and 11th
// digits) is deliberately not required: a child who mistypes one digit has still shared a number that
// points at them, and a run of eleven digits is almost never a quantity in a question (those come with
// separators, decimals or units, or are round and let through below).
const NATIONAL_ID = new RegExp(`${START}[1-9]\\d{10}${END}`, 'g');

/** "5000000000" or "20000000000": one or two digits and zeros is an amount, not a number to call. */
const isRound = (digits: string): boolean => /^\d{1,2}0+$/.test(digits);

/** The ten digits after +90, 0090, 90 or the trunk 0. */
function nationalDigits(match: string): string {
  const digits = match.replace(/\D/g, '');
  return digits.slice(-10);
}

/**
 * Hides phone numbers, e-mail addresses and T.C. kimlik numbers before a question is kept or
 * searched, and says which kinds it hid so the page can explain why. Ordinary numbers in questions
 * ("100 derece", "3,5 cm", "1.000.000", "2025", "12 volt") stay as typed.
 */
export function maskPersonalData(text: string): MaskResult {
  const found = new Set<PersonalDataKind>();
  const replace = (kind: PersonalDataKind) => {
    found.add(kind);
    return PERSONAL_DATA_PLACEHOLDERS[kind];
  };

  // E-mail first: an address may itself contain a phone number ("ali05321234567@gmail.com").
  const masked = text
    .replace(EMAIL, () => replace('email'))
    .replace(PHONE, (match) => (isRound(nationalDigits(match)) ? match : replace('phone')))
    .replace(NATIONAL_ID, (match) => (isRound(match) ? match : replace('nationalId')));

  const order: PersonalDataKind[] = ['phone', 'email', 'nationalId'];
  return { text: masked, found: order.filter((kind) => found.has(kind)) };
}
