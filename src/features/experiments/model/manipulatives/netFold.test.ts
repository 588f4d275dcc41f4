import { describe, expect, it } from 'vitest';
import type { NetSquare } from '../../content/manipulativeTypes.ts';
import { faceFold, netTree } from './netFold.ts';
import { foldNet, foldsIntoCube } from './solidNet.ts';

type Vector = [number, number, number];
/** A rigid motion of CSS space (x right, y down, z towards the viewer): a rotation matrix and a shift. */
type Motion = { m: number[][]; t: Vector };

const apply = ({ m, t }: Motion, p: Vector): Vector => [0, 1, 2].map((r) => m[r]![0]! * p[0] + m[r]![1]! * p[1] + m[r]![2]! * p[2] + t[r]!) as Vector;
const compose = (outer: Motion, inner: Motion): Motion => ({
  m: [0, 1, 2].map((r) => [0, 1, 2].map((c) => [0, 1, 2].reduce((sum, k) => sum + outer.m[r]![k]! * inner.m[k]![c]!, 0))),
  t: apply(outer, inner.t),
});
/** CSS rotateX and rotateY, as the CSS Transforms spec defines them. */
function rotation(axis: 'X' | 'Y', degrees: number): number[][] {
  const a = (degrees * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return axis === 'X'
    ? [
        [1, 0, 0],
        [0, c, -s],
        [0, s, c],
      ]
    : [
        [c, 0, s],
        [0, 1, 0],
        [-s, 0, c],
      ];
}

/** Where the centre of each square of a net ends up when the nested faces turn as faceFold says (side 1). */
function centres(net: readonly NetSquare[], fraction: number): Vector[] {
  const tree = netTree(net)!;
  const frames: Motion[] = [];
  frames[0] = { m: rotation('X', 0), t: [net[0]![0], net[0]![1], 0] };
  for (const i of tree.order.slice(1)) {
    const { parent, direction } = tree.links[i]!;
    const fold = faceFold(direction, fraction);
    const [ox, oy] = fold.origin;
    // translate to the place beside the parent, then turn about the origin point (as transform-origin does).
    const local: Motion = compose(
      { m: rotation('X', 0), t: [fold.offset[0] + ox, fold.offset[1] + oy, 0] },
      compose({ m: rotation(fold.axis, fold.degrees), t: [0, 0, 0] }, { m: rotation('X', 0), t: [-ox, -oy, 0] }),
    );
    frames[i] = compose(frames[parent]!, local);
  }
  return frames.map((frame) => apply(frame, [0.5, 0.5, 0]).map((v) => Math.round(v * 1000) / 1000 + 0) as Vector);
}

const cross: NetSquare[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [1, 2],
  [1, 3],
];
const row: NetSquare[] = [0, 1, 2, 3, 4, 5].map((c) => [c, 0] as const);
const zigzag: NetSquare[] = [
  [0, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [2, 2],
  [3, 2],
];

describe('net folding', () => {
  it('grows a spanning tree breadth first from the first square', () => {
    const tree = netTree(cross)!;
    expect(tree.order).toEqual([0, 2, 3, 1, 4, 5]);
    expect(tree.links[0]).toBeNull();
    expect(tree.links[2]).toEqual({ parent: 0, direction: 'south' });
    expect(tree.links[3]).toEqual({ parent: 2, direction: 'east' });
    expect(tree.links[1]).toEqual({ parent: 2, direction: 'west' });
    expect(tree.links[5]).toEqual({ parent: 4, direction: 'south' });
    expect(netTree([])).toBeNull();
    expect(
      netTree([
        [0, 0],
        [1, 1],
      ]),
    ).toBeNull();
  });

  it('turns each face about the side it shares with its parent, by the fold fraction of a right angle', () => {
    expect(faceFold('east', 0.5)).toEqual({ offset: [1, 0], origin: [0, 0.5], axis: 'Y', degrees: 45 });
    expect(faceFold('north', 1)).toEqual({ offset: [0, -1], origin: [0.5, 1], axis: 'X', degrees: 90 });
    expect(faceFold('south', 2).degrees).toBe(-90);
    expect(Math.abs(faceFold('west', 0).degrees)).toBe(0);
  });

  it('lies flat at 0 and closes a cube net into six distinct faces behind the first square at 1', () => {
    expect(centres(cross, 0)).toEqual(cross.map(([c, r]) => [c + 0.5, r + 0.5, 0]));
    for (const net of [cross, zigzag]) {
      const folded = centres(net, 1);
      expect(new Set(folded.map((p) => p.join())).size).toBe(6);
      // Every centre is the middle of a face of the unit cube under the first square, which lies at z 0 to −1.
      for (const [x, y, z] of folded) {
        const [c, r] = net[0]!;
        expect([x - c, y - r, -z].filter((v) => v === 0.5).length).toBe(2);
        expect([x - c, y - r, -z].every((v) => v >= 0 && v <= 1)).toBe(true);
      }
      expect(foldsIntoCube(net)).toBe(true);
    }
  });

  it('puts two squares of a row of six on one face when folded', () => {
    const folded = centres(row, 1);
    expect(new Set(folded.map((p) => p.join())).size).toBeLessThan(6);
    expect(folded[4]).toEqual(folded[0]);
  });

  it('agrees with the rolling cube on which squares share a face', () => {
    for (const net of [cross, zigzag, row]) {
      const folded = centres(net, 1).map((p) => p.join());
      const { faces } = foldNet(net)!;
      for (let i = 0; i < net.length; i++) {
        for (let j = 0; j < net.length; j++) expect(folded[i] === folded[j]).toBe(faces[i] === faces[j]);
      }
    }
  });
});
