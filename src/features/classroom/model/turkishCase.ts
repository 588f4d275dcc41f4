const LOCALE = 'tr-TR';

function capitalise(part: string): string {
  const lower = part.toLocaleLowerCase(LOCALE);
  return lower.charAt(0).toLocaleUpperCase(LOCALE) + lower.slice(1);
}

/**
 * A name word as a school list should show it. Lists exported from e-Okul are in capitals and names
 * typed on a phone are often all lower case; both become title case by Turkish rules (İ/i and I/ı are
 * different letters, so ILGAZ is Ilgaz and İSMAİL is İsmail). A word already in mixed case was typed
 * on purpose and is kept. Each part of a double-barrelled name is capitalised; what follows an
 * apostrophe is not (a suffix, as in "Ayşe'nin").
 */
export function turkishTitleCase(word: string): string {
  const upper = word.toLocaleUpperCase(LOCALE);
  const lower = word.toLocaleLowerCase(LOCALE);
  if (word !== upper && word !== lower) return word;
  const [head = '', ...suffixes] = word.split("'");
  const titled = head.split('-').map(capitalise).join('-');
  return [titled, ...suffixes.map((suffix) => suffix.toLocaleLowerCase(LOCALE))].join("'");
}
