/** An image's bytes with its metadata dropped, and the size its header declares. */
export type Decoded = { bytes: Uint8Array; width: number; height: number };

export function joinBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
