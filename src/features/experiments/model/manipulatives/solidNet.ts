import type { NetSquare, SolidNetTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** The six places of a cube's faces once a net is folded up around its first square, which stays on the table. */
export type CubeFace = 'bottom' | 'top' | 'north' | 'south' | 'east' | 'west';

const OPPOSITE: Record<CubeFace, CubeFace> = { bottom: 'top', top: 'bottom', north: 'south', south: 'north', east: 'west', west: 'east' };

type Orientation = Record<CubeFace, CubeFace>;

/** Which face of the cube touches the table after rolling it one square east, west, south (down the page) or north. */
const ROLL: Record<'east' | 'west' | 'south' | 'north', (o: Orientation) => Orientation> = {
  east: (o) => ({ ...o, bottom: o.east, east: o.top, top: o.west, west: o.bottom }),
  west: (o) => ({ ...o, bottom: o.west, west: o.top, top: o.east, east: o.bottom }),
  south: (o) => ({ ...o, bottom: o.south, south: o.top, top: o.north, north: o.bottom }),
  north: (o) => ({ ...o, bottom: o.north, north: o.top, top: o.south, south: o.bottom }),
};

const STEPS = [
  ['east', 1, 0],
  ['west', -1, 0],
  ['south', 0, 1],
  ['north', 0, -1],
] as const;

/**
 * Fold a net by rolling a cube over it from the first square: each square meets the face that touches it.
 * Returns each square's face and the order the squares fold in (breadth first), or null when the squares are
 * not all joined side to side. A net of six squares folds into a cube when the six faces all differ.
 */
export function foldNet(net: readonly NetSquare[]): { faces: CubeFace[]; order: number[] } | null {
  if (net.length === 0) return null;
  const at = new Map(net.map(([column, row], i) => [`${column},${row}`, i]));
  if (at.size !== net.length) return null;
  const start: Orientation = { bottom: 'bottom', top: 'top', north: 'north', south: 'south', east: 'east', west: 'west' };
  const faces: (CubeFace | undefined)[] = net.map(() => undefined);
  const orientation: (Orientation | undefined)[] = net.map(() => undefined);
  faces[0] = 'bottom';
  orientation[0] = start;
  const order = [0];
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    const [column, row] = net[i]!;
    for (const [direction, dc, dr] of STEPS) {
      const j = at.get(`${column + dc},${row + dr}`);
      if (j === undefined || orientation[j]) continue;
      const next = ROLL[direction](orientation[i]!);
      orientation[j] = next;
      faces[j] = next.bottom;
      order.push(j);
    }
  }
  if (order.length !== net.length) return null;
  return { faces: faces as CubeFace[], order };
}

/** Whether six squares fold into a cube without two squares meeting on one face. */
export const foldsIntoCube = (net: readonly NetSquare[]): boolean => {
  const folded = net.length === 6 ? foldNet(net) : null;
  return folded !== null && new Set(folded.faces).size === 6;
};

/** The square (0-based) opposite square `face` (1-based) in a folding net, or null. */
export function oppositeSquare(net: readonly NetSquare[], face: number): number | null {
  const folded = foldNet(net);
  if (!folded || !foldsIntoCube(net)) return null;
  const mine = folded.faces[face - 1];
  if (!mine) return null;
  const index = folded.faces.indexOf(OPPOSITE[mine]);
  return index < 0 ? null : index;
}

/** The free places beside a net where one more square may be added (in reading order). */
export function freePlaces(net: readonly NetSquare[]): NetSquare[] {
  const taken = new Set(net.map(([c, r]) => `${c},${r}`));
  const places = new Map<string, NetSquare>();
  for (const [column, row] of net) {
    for (const [, dc, dr] of STEPS) {
      const key = `${column + dc},${row + dr}`;
      if (!taken.has(key)) places.set(key, [column + dc, row + dr]);
    }
  }
  return [...places.values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** The answer given: a net chosen, a square added (a free place), or a square named opposite. */
export type SolidNetState = { readonly choice: number | null; readonly added: NetSquare | null };

export type SolidNetFeedback = 'no-choice' | 'wrong-net' | 'no-square' | 'overlap' | 'wrong-face' | 'same-face';

export const initialSolidNet: SolidNetState = { choice: null, added: null };

export const chooseNet = (state: SolidNetState, choice: number): SolidNetState => ({ ...state, choice });

export const addSquare = (state: SolidNetState, place: NetSquare): SolidNetState => ({ ...state, added: place });

/** The net the child is looking at: the chosen one, the given one with the added square, or the given one. */
export function currentNet(task: SolidNetTask, state: SolidNetState): readonly NetSquare[] | null {
  if (task.kind === 'choose') return state.choice === null ? null : (task.nets[state.choice] ?? null);
  if (task.kind === 'complete') return state.added ? [...task.net, state.added] : task.net;
  return task.net;
}

export function checkSolidNet(task: SolidNetTask, state: SolidNetState): Verdict<SolidNetFeedback> {
  switch (task.kind) {
    case 'choose':
      if (state.choice === null) return wrong('no-choice');
      return state.choice === task.correctIndex ? correct : wrong('wrong-net');
    case 'complete':
      if (!state.added) return wrong('no-square');
      return foldsIntoCube([...task.net, state.added]) ? correct : wrong('overlap');
    case 'opposite':
      if (state.choice === null) return wrong('no-choice');
      if (state.choice === task.face - 1) return wrong('same-face');
      return state.choice === oppositeSquare(task.net, task.face) ? correct : wrong('wrong-face');
  }
}

export function solidNetSolution(task: SolidNetTask): SolidNetState | null {
  switch (task.kind) {
    case 'choose':
      return { choice: task.correctIndex, added: null };
    case 'complete': {
      const place = freePlaces(task.net).find((square) => foldsIntoCube([...task.net, square]));
      return place ? { choice: null, added: place } : null;
    }
    case 'opposite': {
      const square = oppositeSquare(task.net, task.face);
      return square === null ? null : { choice: square, added: null };
    }
  }
}
