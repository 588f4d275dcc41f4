import { describe, expect, it } from 'vitest';
import { TEST_MATERIALS, testerBulb } from './conductors.ts';

describe('conductor tester', () => {
  it('metals close the circuit and light the bulb', () => {
    for (const id of ['iron-nail', 'copper-wire', 'aluminium-foil', 'coin'] as const) expect(testerBulb(id)).toBe('bright');
  });

  it('insulators leave it dark', () => {
    for (const id of ['plastic-ruler', 'wooden-stick', 'eraser', 'glass-marble', 'paper'] as const) expect(testerBulb(id)).toBe('off');
  });

  it('pencil lead (graphite) conducts a little: the bulb glows dimly', () => {
    expect(testerBulb('pencil-lead')).toBe('dim');
  });

  it('an empty gap is an open circuit', () => {
    expect(testerBulb(null)).toBe('off');
  });

  it('lists each material once', () => {
    expect(new Set(TEST_MATERIALS.map((m) => m.id)).size).toBe(TEST_MATERIALS.length);
  });
});
