/** Ids come from the address bar: a positive whole number, or null. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
