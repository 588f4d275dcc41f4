/** Upper-cases with Turkish rules (i → İ, ı → I). */
export const toUpperTr = (text: string): string => text.toLocaleUpperCase('tr-TR');

/** Lower-cases with Turkish rules (I → ı, İ → i). */
export const toLowerTr = (text: string): string => text.toLocaleLowerCase('tr-TR');
