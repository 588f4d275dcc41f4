import { describe, expect, it } from 'vitest';
import { mirrorLineAngles, symmetricPoints, symmetryMatrices, transformAbout, type Point } from './symmetry.ts';

const C = { x: 0.5, y: 0.5 };
const round = (points: Point[]) => points.map((p) => ({ x: Number(p.x.toFixed(6)) + 0, y: Number(p.y.toFixed(6)) + 0 }));
const dist = (p: Point) => Math.hypot(p.x - C.x, p.y - C.y);

describe('symmetry', () => {
  it('mirrors left and right about the centre line', () => {
    expect(round(symmetricPoints({ x: 0.2, y: 0.3 }, C, symmetryMatrices('mirror', 1)))).toEqual([
      { x: 0.2, y: 0.3 },
      { x: 0.8, y: 0.3 },
    ]);
    expect(round(symmetricPoints({ x: 0.2, y: 0.3 }, C, symmetryMatrices('radial', 1)))).toEqual([
      { x: 0.2, y: 0.3 },
      { x: 0.8, y: 0.3 },
    ]);
  });

  it('makes 2n copies for n radial axes, all as far from the centre', () => {
    for (let n = 1; n <= 8; n += 1) {
      const copies = symmetricPoints({ x: 0.7, y: 0.4 }, C, symmetryMatrices('radial', n));
      expect(copies).toHaveLength(2 * n);
      for (const copy of copies) expect(dist(copy)).toBeCloseTo(dist({ x: 0.7, y: 0.4 }), 10);
    }
    expect(symmetryMatrices('radial', 12)).toHaveLength(16);
    expect(symmetryMatrices('radial', 0)).toHaveLength(2);
  });

  it('with 2 axes mirrors into all four quadrants', () => {
    const copies = round(symmetricPoints({ x: 0.6, y: 0.3 }, C, symmetryMatrices('radial', 2)));
    expect(copies).toEqual(
      expect.arrayContaining([
        { x: 0.6, y: 0.3 },
        { x: 0.4, y: 0.7 },
        { x: 0.4, y: 0.3 },
        { x: 0.6, y: 0.7 },
      ]),
    );
  });

  it('with 4 axes includes the quarter turn and the diagonal mirror', () => {
    const copies = round(symmetricPoints({ x: 0.9, y: 0.5 }, C, symmetryMatrices('radial', 4)));
    // A quarter turn of (0.4, 0) about the centre (screen y down) is (0, 0.4).
    expect(copies).toContainEqual({ x: 0.5, y: 0.9 });
    expect(copies).toContainEqual({ x: 0.5, y: 0.1 });
    expect(copies).toContainEqual({ x: 0.1, y: 0.5 });
  });

  it('keeps the point itself first, and points on a mirror line map onto themselves', () => {
    const onAxis = { x: 0.5, y: 0.2 };
    for (const copy of symmetricPoints(onAxis, C, symmetryMatrices('mirror', 1))) expect(copy).toEqual(onAxis);
    expect(round([transformAbout(symmetryMatrices('radial', 6)[0]!, { x: 0.1, y: 0.9 }, C)])).toEqual([{ x: 0.1, y: 0.9 }]);
  });

  it('draws guides for the mirror lines', () => {
    expect(mirrorLineAngles('mirror', 5)).toEqual([90]);
    expect(mirrorLineAngles('radial', 2)).toEqual([90, 180]);
    expect(mirrorLineAngles('radial', 3)).toEqual([90, 150, 210]);
  });
});
