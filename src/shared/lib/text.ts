/** Upper-cases with Turkish rules (i → İ, ı → I). */
export const toUpperTr = (text: string): string => text.toLocaleUpperCase('tr-TR');

/** Lower-cases with Turkish rules (I → ı, İ → i). */
export const toLowerTr = (text: string): string => text.toLocaleLowerCase('tr-TR');

// ı has no decomposition, so NFD alone would leave it; the others are listed for clarity.
const TURKISH_FOLDS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/**
 * A search key that ignores case and Turkish letters, so "ataturk" finds
 * "Atatürk" and "İSTİKLAL" finds "istiklal": lower-cases with Turkish rules,
 * maps ç ğ ı ö ş ü to c g i o s u, drops other accents (â î û) and squeezes spaces.
 */
export const foldTurkish = (text: string): string =>
  toLowerTr(text)
    .replace(/[çğıöşü]/g, (letter) => TURKISH_FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
