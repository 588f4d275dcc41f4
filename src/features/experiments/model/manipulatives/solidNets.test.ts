import { describe, expect, it } from 'vitest';
import { arcPoint, describes, netBounds, pieceCounts, SOLID_NETS, type NetPiece } from './solidNets.ts';

const counts = (name: keyof typeof SOLID_NETS) => pieceCounts(SOLID_NETS[name].pieces);
const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
const rectangles = (pieces: readonly NetPiece[]) => pieces.flatMap((p) => (p.shape === 'rectangle' ? [p] : []));
const circles = (pieces: readonly NetPiece[]) => pieces.flatMap((p) => (p.shape === 'circle' ? [p] : []));
const side = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

describe('named nets of solids', () => {
  it('have the faces of their solids', () => {
    expect(counts('square-prism')).toEqual({ squares: 2, rectangles: 4, triangles: 0, circles: 0, sectors: 0 });
    expect(counts('rectangular-prism')).toEqual({ squares: 0, rectangles: 6, triangles: 0, circles: 0, sectors: 0 });
    expect(counts('triangular-prism')).toEqual({ squares: 0, rectangles: 3, triangles: 2, circles: 0, sectors: 0 });
    expect(counts('square-pyramid')).toEqual({ squares: 1, rectangles: 0, triangles: 4, circles: 0, sectors: 0 });
    expect(counts('triangular-pyramid')).toEqual({ squares: 0, rectangles: 0, triangles: 4, circles: 0, sectors: 0 });
    expect(counts('cylinder')).toEqual({ squares: 0, rectangles: 1, triangles: 0, circles: 2, sectors: 0 });
    expect(counts('cone')).toEqual({ squares: 0, rectangles: 0, triangles: 0, circles: 1, sectors: 1 });
    // The wrong ones: a face missing, or a side too short.
    expect(counts('open-pyramid').triangles).toBe(3);
    expect(counts('open-triangular-prism')).toEqual({ squares: 0, rectangles: 2, triangles: 2, circles: 0, sectors: 0 });
    expect(counts('short-cylinder')).toEqual(counts('cylinder'));
    for (const name of ['open-pyramid', 'open-triangular-prism', 'short-cylinder'] as const) expect(SOLID_NETS[name].folds).toBeNull();
  });

  it('fit together: prism sides as long as the base sides, a cylinder side as long as its circles, a cone arc as its circle', () => {
    const prism = SOLID_NETS['triangular-prism'].pieces;
    for (const piece of prism) {
      if (piece.shape === 'triangle')
        expect(
          [side(piece.points[0], piece.points[1]), side(piece.points[1], piece.points[2]), side(piece.points[2], piece.points[0])].every((s) => close(s, 3)),
        ).toBe(true);
      if (piece.shape === 'rectangle') expect(piece.width).toBe(3);
    }
    const box = rectangles(SOLID_NETS['rectangular-prism'].pieces).map((r) => [r.width, r.height].sort().join('×'));
    expect(box.sort()).toEqual(['2×3', '2×3', '2×4', '2×4', '3×4', '3×4']);

    const [label] = rectangles(SOLID_NETS.cylinder.pieces);
    const [lid, base] = circles(SOLID_NETS.cylinder.pieces);
    expect(close(label!.width, 2 * Math.PI * lid!.r)).toBe(true);
    expect(lid!.r).toBe(base!.r);
    // The circles touch the long sides of the rectangle.
    expect(close(lid!.y + lid!.r, label!.y) && close(base!.y - base!.r, label!.y + label!.height)).toBe(true);
    const [short] = rectangles(SOLID_NETS['short-cylinder'].pieces);
    expect(short!.width).toBeLessThan(2 * 3 * circles(SOLID_NETS['short-cylinder'].pieces)[0]!.r);

    const [sector, foot] = SOLID_NETS.cone.pieces;
    if (sector?.shape !== 'sector' || foot?.shape !== 'circle') throw new Error('cone pieces');
    expect(close((2 * Math.PI * sector.r * (sector.to - sector.from)) / 360, 2 * Math.PI * foot.r)).toBe(true);
    const [x, y] = arcPoint(sector, 90);
    expect(close(y + foot.r, foot.y) && close(x, foot.x)).toBe(true);

    // A pyramid's triangles are taller than half the base side, so their tips meet above the base.
    for (const piece of SOLID_NETS['square-pyramid'].pieces) {
      if (piece.shape !== 'triangle') continue;
      const [a, b, tip] = piece.points;
      expect(side(tip, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])).toBeGreaterThan(side(a, b) / 2);
    }
  });

  it('names what a net folds into, counting a square prism as a rectangular prism too', () => {
    expect(describes('square-prism', 'square-prism')).toBe(true);
    expect(describes('rectangular-prism', 'square-prism')).toBe(true);
    expect(describes('square-prism', 'rectangular-prism')).toBe(false);
    expect(describes('cube', 'square-prism')).toBe(false);
    expect(describes('none', null)).toBe(true);
    expect(describes('cylinder', null)).toBe(false);
    expect(describes('none', 'cone')).toBe(false);
  });

  it('finds the box around the pieces, a sector by its arc', () => {
    expect(netBounds(SOLID_NETS['square-prism'].pieces)).toEqual({ x: 0, y: 0, width: 8, height: 8 });
    const cone = netBounds(SOLID_NETS.cone.pieces);
    expect(close(cone.x, 0) && close(cone.y, 0) && close(cone.height, 10)).toBe(true);
    expect(netBounds([{ shape: 'sector', x: 0, y: 0, r: 2, from: 45, to: 135 }]).height).toBe(2);
  });
});
