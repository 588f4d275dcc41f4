import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { NetSquare, SolidNetTask } from '../../content/manipulativeTypes.ts';
import {
  addSquare,
  checkSolidNet,
  chooseNet,
  currentNet,
  foldNet,
  foldsIntoCube,
  freePlaces,
  initialSolidNet,
  oppositeSquare,
  solidNetProblems,
  solidNetSolution,
} from './solidNet.ts';

/** The cross: a column of four with one square on each side of the second. */
const cross: NetSquare[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [1, 2],
  [1, 3],
];
const row: NetSquare[] = [0, 1, 2, 3, 4, 5].map((c) => [c, 0] as const);
const block: NetSquare[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [3, 1],
];
/** The 1-3-2 zigzag (a net) and the "T with a long stem" 1-4-1 put at the ends (also a net). */
const zigzag: NetSquare[] = [
  [0, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [2, 2],
  [3, 2],
];
const capped: NetSquare[] = [
  [0, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [3, 1],
  [3, 2],
];
/** Four in a row with both extra squares on the same side of the same end square: not a net. */
const bothUp: NetSquare[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [3, 1],
];

describe('solid net model', () => {
  it('folds the eleven kinds of net and rejects shapes that overlap', () => {
    expect(foldsIntoCube(cross)).toBe(true);
    expect(foldsIntoCube(zigzag)).toBe(true);
    expect(foldsIntoCube(capped)).toBe(true);
    expect(foldsIntoCube(row)).toBe(false);
    expect(foldsIntoCube(block)).toBe(false);
    expect(foldsIntoCube(bothUp)).toBe(false);
    expect(foldsIntoCube(cross.slice(0, 5))).toBe(false);
    expect(
      foldNet([
        [0, 0],
        [2, 0],
      ]),
    ).toBeNull();
    expect(
      foldNet([
        [0, 0],
        [0, 0],
      ]),
    ).toBeNull();
  });

  it('finds the opposite faces of a folded net', () => {
    // In the cross, the centre (3) faces the end of the column (6); the arms (2 and 4) face each other; 1 faces 5.
    expect(oppositeSquare(cross, 3)).toBe(5);
    expect(oppositeSquare(cross, 2)).toBe(3);
    expect(oppositeSquare(cross, 1)).toBe(4);
    expect(oppositeSquare(row, 1)).toBeNull();
    const folded = foldNet(cross)!;
    expect(folded.order[0]).toBe(0);
    expect(folded.faces[0]).toBe('bottom');
  });

  it('lists the free places beside a net', () => {
    expect(freePlaces([[0, 0]])).toEqual([
      [0, -1],
      [-1, 0],
      [1, 0],
      [0, 1],
    ]);
  });

  it('checks each kind of task', () => {
    const choose: SolidNetTask = { kind: 'choose', prompt: msg`c`, nets: [row, cross], correctIndex: 1 };
    expect(checkSolidNet(choose, initialSolidNet).feedback).toBe('no-choice');
    expect(checkSolidNet(choose, chooseNet(initialSolidNet, 0)).feedback).toBe('wrong-net');
    expect(checkSolidNet(choose, chooseNet(initialSolidNet, 1)).correct).toBe(true);
    expect(currentNet(choose, chooseNet(initialSolidNet, 1))).toBe(cross);

    const complete: SolidNetTask = { kind: 'complete', prompt: msg`c`, net: cross.slice(0, 5) };
    expect(checkSolidNet(complete, initialSolidNet).feedback).toBe('no-square');
    expect(checkSolidNet(complete, addSquare(initialSolidNet, [0, 0])).feedback).toBe('overlap');
    expect(checkSolidNet(complete, addSquare(initialSolidNet, [1, 3])).correct).toBe(true);
    expect(currentNet(complete, addSquare(initialSolidNet, [1, 3]))).toHaveLength(6);

    const opposite: SolidNetTask = { kind: 'opposite', prompt: msg`o`, net: cross, face: 3 };
    expect(checkSolidNet(opposite, chooseNet(initialSolidNet, 2)).feedback).toBe('same-face');
    expect(checkSolidNet(opposite, chooseNet(initialSolidNet, 1)).feedback).toBe('wrong-face');
    expect(checkSolidNet(opposite, chooseNet(initialSolidNet, 5)).correct).toBe(true);

    const solid: SolidNetTask = { kind: 'solid', prompt: msg`s`, net: 'cylinder', options: ['cone', 'cylinder', 'none'] };
    expect(checkSolidNet(solid, initialSolidNet).feedback).toBe('no-choice');
    expect(checkSolidNet(solid, chooseNet(initialSolidNet, 0)).feedback).toBe('wrong-solid');
    expect(checkSolidNet(solid, chooseNet(initialSolidNet, 2)).feedback).toBe('closes');
    expect(checkSolidNet(solid, chooseNet(initialSolidNet, 1)).correct).toBe(true);
    expect(currentNet(solid, chooseNet(initialSolidNet, 1))).toBeNull();
    const short: SolidNetTask = { ...solid, net: 'short-cylinder' };
    expect(checkSolidNet(short, chooseNet(initialSolidNet, 1)).feedback).toBe('does-not-close');
    expect(checkSolidNet(short, chooseNet(initialSolidNet, 2)).correct).toBe(true);

    for (const task of [choose, complete, opposite, solid, short]) expect(checkSolidNet(task, solidNetSolution(task)!).correct).toBe(true);
  });

  it('finds what is wrong with a task for the content tests', () => {
    const good: SolidNetTask = { kind: 'solid', prompt: msg`s`, net: 'square-prism', options: ['cube', 'square-prism', 'none'] };
    expect(solidNetProblems(good)).toEqual([]);
    expect(solidNetProblems({ ...good, options: ['square-prism', 'rectangular-prism'] })).toEqual(['exactly one option must be true']);
    expect(solidNetProblems({ ...good, options: ['cube', 'cone'] })).toEqual(['exactly one option must be true', 'no solution']);
    expect(solidNetProblems({ ...good, options: ['none', 'none', 'square-prism'] })).toEqual(['an option twice']);
    expect(solidNetProblems({ ...good, options: ['square-prism'] })).toEqual(['two to five options']);
    expect(solidNetProblems({ ...good, net: 'sphere' as 'cone' })).toEqual(['no net of that name']);
    expect(solidNetProblems({ kind: 'choose', prompt: msg`c`, nets: [row, cross], correctIndex: 0 })).toContain('exactly the right net must fold');
    expect(solidNetProblems({ kind: 'complete', prompt: msg`c`, net: cross })).toContain('five squares to complete');
    expect(solidNetProblems({ kind: 'opposite', prompt: msg`o`, net: row, face: 1 })).toContain('a folding net and one of its squares');
    expect(solidNetProblems({ kind: 'opposite', prompt: msg`o`, net: cross, face: 1 })).toEqual([]);
  });
  it('finds exactly the eleven nets of a cube among the 35 hexominoes', () => {
    type Cell = readonly [number, number];
    const key = (cells: readonly Cell[]) => {
      const minC = Math.min(...cells.map((c) => c[0]));
      const minR = Math.min(...cells.map((c) => c[1]));
      return cells
        .map(([c, r]) => [c - minC, r - minR] as const)
        .sort((a, b) => a[1] - b[1] || a[0] - b[0])
        .join(';');
    };
    const shapes = (cells: readonly Cell[]) => {
      const out: Cell[][] = [];
      let current = [...cells];
      for (let turn = 0; turn < 4; turn++) {
        current = current.map(([c, r]) => [-r, c] as const);
        out.push(
          current,
          current.map(([c, r]) => [-c, r] as const),
        );
      }
      return out;
    };
    const canonical = (cells: readonly Cell[]) => shapes(cells).map(key).sort()[0]!;
    let level = new Map<string, Cell[]>([[key([[0, 0]]), [[0, 0]]]]);
    for (let size = 2; size <= 6; size++) {
      const next = new Map<string, Cell[]>();
      for (const cells of level.values()) {
        for (const place of freePlaces(cells)) {
          const grown = [...cells, place];
          next.set(canonical(grown), grown);
        }
      }
      level = next;
    }
    expect(level.size).toBe(35);
    expect([...level.values()].filter((cells) => foldsIntoCube(cells)).length).toBe(11);
  });
});
