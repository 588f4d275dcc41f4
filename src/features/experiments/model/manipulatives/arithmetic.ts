/** The greatest common divisor of two whole numbers (never negative): what reduces a fraction to its lowest terms. */
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
