import { describe, expect, it } from 'vitest';
import { convert } from './convert.ts';
import { QUANTITIES, findQuantity, findUnit } from './units.ts';

const units = (quantity: string, from: string, to: string) => {
  const q = findQuantity(quantity);
  return [findUnit(q, from), findUnit(q, to)] as const;
};
const conv = (value: number, quantity: string, from: string, to: string) => convert(value, ...units(quantity, from, to));

describe('convert', () => {
  it.each([
    // Length: the exact international definitions.
    [1, 'length', 'mi', 'm', 1609.344],
    [5, 'length', 'km', 'm', 5000],
    [1, 'length', 'in', 'cm', 2.54],
    [1, 'length', 'ft', 'in', 12],
    [1, 'length', 'nmi', 'm', 1852],
    [0.1, 'length', 'm', 'cm', 10],
    [1, 'area', 'ha', 'm2', 10_000],
    [1, 'area', 'da', 'm2', 1000],
    [1, 'area', 'ac', 'm2', 4046.8564224],
    [1, 'volume', 'l', 'ml', 1000],
    [1, 'volume', 'm3', 'l', 1000],
    [1, 'volume', 'usgal', 'l', 3.785411784],
    [1, 'mass', 'lb', 'kg', 0.45359237],
    [16, 'mass', 'oz', 'lb', 1],
    [1, 'mass', 't', 'g', 1_000_000],
    [1, 'time', 'h', 's', 3600],
    [1, 'time', 'd', 'min', 1440],
    [36, 'speed', 'kmh', 'ms', 10],
    [1, 'speed', 'mph', 'kmh', 1.609344],
    [1, 'speed', 'kn', 'kmh', 1.852],
    // Temperature uses offsets, not only factors.
    [0, 'temperature', 'c', 'k', 273.15],
    [0, 'temperature', 'c', 'f', 32],
    [100, 'temperature', 'c', 'f', 212],
    [-40, 'temperature', 'f', 'c', -40],
    [0, 'temperature', 'k', 'c', -273.15],
    [32, 'temperature', 'f', 'k', 273.15],
    [98.6, 'temperature', 'f', 'c', 37],
    [1, 'energy', 'kcal', 'j', 4184],
    [1, 'energy', 'cal', 'j', 4.184],
    [1, 'energy', 'kwh', 'kj', 3600],
    [1, 'energy', 'ev', 'j', 1.602176634e-19],
    // Data keeps the decimal and the binary prefixes apart.
    [1, 'data', 'byte', 'bit', 8],
    [1, 'data', 'kb', 'byte', 1000],
    [1, 'data', 'kib', 'byte', 1024],
    [1, 'data', 'gib', 'byte', 1_073_741_824],
    [1, 'data', 'gb', 'mb', 1000],
    [1, 'data', 'gib', 'mib', 1024],
  ] as const)('%d %s: %s → %s = %d', (value, quantity, from, to, expected) => {
    expect(conv(value, quantity, from, to)).toBe(expected);
  });

  it('energy: joules to electronvolts', () => {
    expect(conv(1, 'energy', 'j', 'ev')).toBeCloseTo(6.241509074e18, -9);
  });

  it('round-trips every unit', () => {
    for (const quantity of QUANTITIES) {
      for (const from of quantity.units) {
        for (const to of quantity.units) {
          const there = convert(123.456, from, to);
          expect(convert(there, to, from)).toBeCloseTo(123.456, 6);
        }
      }
    }
  });

  it('has unique unit ids inside each quantity', () => {
    for (const quantity of QUANTITIES) {
      const ids = quantity.units.map((unit) => unit.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toContain(quantity.defaultFrom);
      expect(ids).toContain(quantity.defaultTo);
    }
  });
});
