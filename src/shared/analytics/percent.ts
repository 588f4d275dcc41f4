/**
 * part ÷ whole as a percentage with one decimal, or null when there is nothing to divide by ("no data"
 * is not 0 %). Rounded from whole numbers (part × 1000 ÷ whole), half up, so 1 of 8 is exactly 12.5
 * and 2 of 3 is 66.7 on every device.
 */
export const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

/** part ÷ whole with one decimal (whole > 0). */
export const ratioOf = (part: number, whole: number): number => Math.round((part * 10) / whole) / 10;
