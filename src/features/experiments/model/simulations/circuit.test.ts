import { describe, expect, it } from 'vitest';
import { OPEN_KIT, circuitStatus, type CircuitParts } from './circuit.ts';

const complete: CircuitParts = { battery: true, wire1: true, bulb: true, wire2: true, switch: true, wire3: true };

describe('simple circuit', () => {
  it('lights the bulb only when the loop is closed', () => {
    expect(circuitStatus(complete)).toEqual({ closed: true, missing: [] });
  });

  it('an open switch or one loose wire opens the circuit', () => {
    expect(circuitStatus({ ...complete, switch: false })).toEqual({ closed: false, missing: ['switch'] });
    expect(circuitStatus({ ...complete, wire3: false }).closed).toBe(false);
  });

  it('names every missing part in loop order', () => {
    expect(circuitStatus(OPEN_KIT).missing).toEqual(['battery', 'wire1', 'bulb', 'wire2', 'switch', 'wire3']);
  });
});
