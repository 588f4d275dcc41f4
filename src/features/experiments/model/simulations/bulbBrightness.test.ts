import { describe, expect, it } from 'vitest';
import { bulbBrightness } from './bulbBrightness.ts';

describe('bulb brightness', () => {
  it('one battery and one bulb is the reference', () => {
    expect(bulbBrightness(1, 1, 'series')).toEqual({ volts: 1.5, currentPerBulb: 1, batteryCurrent: 1, brightness: 1, level: 3 });
  });

  it('more batteries in series make a bulb brighter', () => {
    const levels = [1, 2, 3].map((n) => bulbBrightness(n, 1, 'series').brightness);
    expect(levels).toEqual([1, 4, 9]);
    expect(bulbBrightness(3, 1, 'series').volts).toBeCloseTo(4.5);
  });

  it('more bulbs in series make each bulb dimmer', () => {
    expect(bulbBrightness(1, 2, 'series').brightness).toBeCloseTo(0.25);
    expect(bulbBrightness(1, 3, 'series').level).toBe(1);
  });

  it('bulbs in parallel each stay as bright as one bulb, but the batteries give more current', () => {
    const parallel = bulbBrightness(1, 3, 'parallel');
    expect(parallel.brightness).toBe(1);
    expect(parallel.batteryCurrent).toBe(3);
  });

  it('equal numbers of batteries and bulbs in series keep the reference brightness', () => {
    expect(bulbBrightness(2, 2, 'series').brightness).toBe(1);
  });

  it('rejects counts the kit does not have', () => {
    expect(() => bulbBrightness(0, 1, 'series')).toThrow(RangeError);
    expect(() => bulbBrightness(1, 4, 'series')).toThrow(RangeError);
  });
});
