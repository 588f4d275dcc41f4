import { describe, expect, it } from 'vitest';
import { convert } from './convert.ts';
import { QUANTITIES, findQuantity, findUnit } from './units.ts';

const units = (quantity: string, from: string, to: string) => {
  const q = findQuantity(quantity);
  return [findUnit(q, from), findUnit(q, to)] as const;
};
const conv = (value: number, quantity: string, from: string, to: string) => convert(value, ...units(quantity, from, to));

describe('convert', () => {
  it('length: exact international definitions', () => {
    expect(conv(1, 'length', 'mi', 'm')).toBe(1609.344);
    expect(conv(5, 'length', 'km', 'm')).toBe(5000);
    expect(conv(1, 'length', 'in', 'cm')).toBe(2.54);
    expect(conv(1, 'length', 'ft', 'in')).toBe(12);
    expect(conv(1, 'length', 'nmi', 'm')).toBe(1852);
    expect(conv(0.1, 'length', 'm', 'cm')).toBe(10);
  });

  it('area and volume', () => {
    expect(conv(1, 'area', 'ha', 'm2')).toBe(10_000);
    expect(conv(1, 'area', 'da', 'm2')).toBe(1000);
    expect(conv(1, 'area', 'ac', 'm2')).toBe(4046.8564224);
    expect(conv(1, 'volume', 'l', 'ml')).toBe(1000);
    expect(conv(1, 'volume', 'm3', 'l')).toBe(1000);
    expect(conv(1, 'volume', 'usgal', 'l')).toBe(3.785411784);
  });

  it('mass and time', () => {
    expect(conv(1, 'mass', 'lb', 'kg')).toBe(0.45359237);
    expect(conv(16, 'mass', 'oz', 'lb')).toBe(1);
    expect(conv(1, 'mass', 't', 'g')).toBe(1_000_000);
    expect(conv(1, 'time', 'h', 's')).toBe(3600);
    expect(conv(1, 'time', 'd', 'min')).toBe(1440);
  });

  it('speed', () => {
    expect(conv(36, 'speed', 'kmh', 'ms')).toBe(10);
    expect(conv(1, 'speed', 'mph', 'kmh')).toBe(1.609344);
    expect(conv(1, 'speed', 'kn', 'kmh')).toBe(1.852);
  });

  it('temperature uses offsets, not only factors', () => {
    expect(conv(0, 'temperature', 'c', 'k')).toBe(273.15);
    expect(conv(0, 'temperature', 'c', 'f')).toBe(32);
    expect(conv(100, 'temperature', 'c', 'f')).toBe(212);
    expect(conv(-40, 'temperature', 'f', 'c')).toBe(-40);
    expect(conv(0, 'temperature', 'k', 'c')).toBe(-273.15);
    expect(conv(32, 'temperature', 'f', 'k')).toBe(273.15);
    expect(conv(98.6, 'temperature', 'f', 'c')).toBe(37);
  });

  it('energy', () => {
    expect(conv(1, 'energy', 'kcal', 'j')).toBe(4184);
    expect(conv(1, 'energy', 'cal', 'j')).toBe(4.184);
    expect(conv(1, 'energy', 'kwh', 'kj')).toBe(3600);
    expect(conv(1, 'energy', 'ev', 'j')).toBe(1.602176634e-19);
    expect(conv(1, 'energy', 'j', 'ev')).toBeCloseTo(6.241509074e18, -9);
  });

  it('data names both bases apart', () => {
    expect(conv(1, 'data', 'byte', 'bit')).toBe(8);
    expect(conv(1, 'data', 'kb', 'byte')).toBe(1000);
    expect(conv(1, 'data', 'kib', 'byte')).toBe(1024);
    expect(conv(1, 'data', 'gib', 'byte')).toBe(1_073_741_824);
    expect(conv(1, 'data', 'gb', 'mb')).toBe(1000);
    expect(conv(1, 'data', 'gib', 'mib')).toBe(1024);
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
