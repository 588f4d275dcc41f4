import { describe, expect, it } from 'vitest';
import { averageSpeed, fasterRacer, playbackRate, positionAt } from './speedTrack.ts';

describe('speedTrack model', () => {
  it('divides distance by time', () => {
    expect(averageSpeed(100, 20)).toBe(5);
    expect(averageSpeed(60, 8)).toBe(7.5);
    expect(averageSpeed(400, 120)).toBeCloseTo(3.333, 3);
    expect(averageSpeed(50, 0)).toBe(0);
  });

  it('compares average speeds, not distances', () => {
    // 100 m in 20 s = 5 m/s; 60 m in 10 s = 6 m/s
    expect(fasterRacer({ distanceM: 100, timeS: 20 }, { distanceM: 60, timeS: 10 })).toBe('second');
    expect(fasterRacer({ distanceM: 90, timeS: 10 }, { distanceM: 80, timeS: 10 })).toBe('first');
    expect(fasterRacer({ distanceM: 50, timeS: 10 }, { distanceM: 100, timeS: 20 })).toBe('equal');
  });

  it('moves each racer steadily until its time is up', () => {
    const racer = { distanceM: 100, timeS: 20 };
    expect(positionAt(racer, 0)).toBe(0);
    expect(positionAt(racer, 5)).toBe(25);
    expect(positionAt(racer, 20)).toBe(100);
    expect(positionAt(racer, 30)).toBe(100);
  });

  it('fits the longest race into the playback time', () => {
    expect(playbackRate({ distanceM: 100, timeS: 30 }, { distanceM: 100, timeS: 12 })).toBe(5);
  });
});
