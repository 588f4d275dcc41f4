/** The address a class's QR code opens: Sınıflarım with the code filled in for the student to confirm. */
export const joinLink = (origin: string, code: string): string => `${origin}/classes?join=${encodeURIComponent(code)}`;

/** The code from that address, if it looks like one (letters and digits, as typed or scanned). */
export function joinCodeFromSearch(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9]{4,12}$/.test(value) ? value.toUpperCase() : undefined;
}
