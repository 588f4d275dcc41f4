import { describe, expect, it } from 'vitest';
import { PHASE_ENDS_MIN, TIMELINE_END_MIN, heatingCurvePoints, heatingStateAt } from './heatingCurve.ts';

describe('heatingCurve', () => {
  it('puts the phase ends where the heats say (20 J/g each minute)', () => {
    // ice: 2,1 × 20 = 42 J → 2,1 min; melting: 334 J → 16,7 min; water: 4,18 × 100 = 418 J → 20,9 min
    expect(PHASE_ENDS_MIN.solid).toBeCloseTo(2.1, 6);
    expect(PHASE_ENDS_MIN.melting).toBeCloseTo(18.8, 6);
    expect(PHASE_ENDS_MIN.liquid).toBeCloseTo(39.7, 6);
    expect(PHASE_ENDS_MIN.boiling).toBeCloseTo(152.55, 6);
  });

  it('warms the ice from −20 °C', () => {
    expect(heatingStateAt(0)).toMatchObject({
      temperatureC: -20,
      phase: 'solid',
    });
    // 20 J / 2,1 J/°C = 9,52 °C in the first minute
    expect(heatingStateAt(1).temperatureC).toBeCloseTo(-10.476, 3);
  });

  it('stays at 0 °C while melting', () => {
    const state = heatingStateAt(10.45);
    expect(state.phase).toBe('melting');
    expect(state.temperatureC).toBe(0);
    expect(state.meltedFraction).toBeCloseTo(0.5, 6);
  });

  it('warms the water after melting', () => {
    // 11,2 min × 20 J = 224 J; 224 / 4,18 = 53,59 °C
    const state = heatingStateAt(30);
    expect(state.phase).toBe('liquid');
    expect(state.temperatureC).toBeCloseTo(53.589, 3);
  });

  it('stays at 100 °C while boiling and clamps the timeline', () => {
    expect(heatingStateAt(50)).toMatchObject({
      temperatureC: 100,
      phase: 'boiling',
    });
    expect(heatingStateAt(999).minutes).toBe(TIMELINE_END_MIN);
    expect(heatingStateAt(60).vaporisedFraction).toBeCloseTo(20.3 / 112.85, 6);
    expect(heatingStateAt(-5).temperatureC).toBe(-20);
  });

  it('includes the plateau corners in the graph', () => {
    const points = heatingCurvePoints(60, 5);
    expect(points[0]).toEqual({ minutes: 0, temperatureC: -20 });
    expect(points.at(-1)).toEqual({ minutes: 60, temperatureC: 100 });
    expect(points.some((p) => Math.abs(p.minutes - 18.8) < 1e-9 && p.temperatureC === 0)).toBe(true);
    const sorted = points.every((p, i) => i === 0 || p.minutes > (points[i - 1]?.minutes ?? -1));
    expect(sorted).toBe(true);
  });
});
