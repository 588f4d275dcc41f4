/** The parts of the kit's simple circuit, in the order the current meets them around the loop. */
export const CIRCUIT_PARTS = ['battery', 'wire1', 'bulb', 'wire2', 'switch', 'wire3'] as const;
export type CircuitPart = (typeof CIRCUIT_PARTS)[number];

/** For each part: is it in place (battery in its holder, wire clipped on, bulb screwed in, switch closed)? */
export type CircuitParts = Record<CircuitPart, boolean>;

export const OPEN_KIT: CircuitParts = { battery: false, wire1: false, bulb: false, wire2: false, switch: false, wire3: false };

/** A bulb lights only in a closed loop: every part in place, none missing. */
export function circuitStatus(parts: CircuitParts): { closed: boolean; missing: CircuitPart[] } {
  const missing = CIRCUIT_PARTS.filter((part) => !parts[part]);
  return { closed: missing.length === 0, missing };
}
