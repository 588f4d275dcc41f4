import type { NetSquare, SolidNetTask } from '../../content/manipulativeTypes.ts';
import { wrapProblems } from './cylinderWrap.ts';
import { netTree, type NetDirection } from './netFold.ts';
import { describes, SOLID_NETS } from './solidNets.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** The six places of a cube's faces once a net is folded up around its first square, which stays on the table. */
export type CubeFace = 'bottom' | 'top' | 'north' | 'south' | 'east' | 'west';

const OPPOSITE: Record<CubeFace, CubeFace> = { bottom: 'top', top: 'bottom', north: 'south', south: 'north', east: 'west', west: 'east' };

type Orientation = Record<CubeFace, CubeFace>;

/** Which face of the cube touches the table after rolling it one square east, west, south (down the page) or north. */
const ROLL: Record<NetDirection, (o: Orientation) => Orientation> = {
  east: (o) => ({ ...o, bottom: o.east, east: o.top, top: o.west, west: o.bottom }),
  west: (o) => ({ ...o, bottom: o.west, west: o.top, top: o.east, east: o.bottom }),
  south: (o) => ({ ...o, bottom: o.south, south: o.top, top: o.north, north: o.bottom }),
  north: (o) => ({ ...o, bottom: o.north, north: o.top, top: o.south, south: o.bottom }),
};

/**
 * Fold a net by rolling a cube over it from the first square along the net's spanning tree: each square
 * meets the face that touches it. Returns each square's face and the order the squares fold in (breadth
 * first), or null when the squares are not all joined side to side. A net of six squares folds into a cube
 * when the six faces all differ.
 */
export function foldNet(net: readonly NetSquare[]): { faces: CubeFace[]; order: number[] } | null {
  const tree = netTree(net);
  if (!tree) return null;
  const orientation: Orientation[] = [];
  orientation[0] = { bottom: 'bottom', top: 'top', north: 'north', south: 'south', east: 'east', west: 'west' };
  for (const i of tree.order.slice(1)) {
    const link = tree.links[i]!;
    orientation[i] = ROLL[link.direction](orientation[link.parent]!);
  }
  return { faces: net.map((_, i) => orientation[i]!.bottom), order: tree.order };
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

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** The free places beside a net where one more square may be added (in reading order). */
export function freePlaces(net: readonly NetSquare[]): NetSquare[] {
  const taken = new Set(net.map(([c, r]) => `${c},${r}`));
  const places = new Map<string, NetSquare>();
  for (const [column, row] of net) {
    for (const [dc, dr] of NEIGHBOURS) {
      const key = `${column + dc},${row + dr}`;
      if (!taken.has(key)) places.set(key, [column + dc, row + dr]);
    }
  }
  return [...places.values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** The answer given: a net chosen, a square added (a free place), or a square named opposite. */
export type SolidNetState = { readonly choice: number | null; readonly added: NetSquare | null };

/** For a drawn net: 'does-not-close' when a solid was named for a net that folds into none, 'closes' for the reverse. */
export type SolidNetFeedback = 'no-choice' | 'wrong-net' | 'no-square' | 'overlap' | 'wrong-face' | 'same-face' | 'wrong-solid' | 'does-not-close' | 'closes';

/** The tasks answered by choosing or adding (a cylinder's side is set with a stepper, in cylinderWrap.ts). */
export type FoldTask = Exclude<SolidNetTask, { kind: 'wrap' }>;

export const initialSolidNet: SolidNetState = { choice: null, added: null };

export const chooseNet = (state: SolidNetState, choice: number): SolidNetState => ({ ...state, choice });

export const addSquare = (state: SolidNetState, place: NetSquare): SolidNetState => ({ ...state, added: place });

/** The cube net the child is looking at: the chosen one, the given one with the added square, the given one, or none. */
export function currentNet(task: FoldTask, state: SolidNetState): readonly NetSquare[] | null {
  if (task.kind === 'choose') return state.choice === null ? null : (task.nets[state.choice] ?? null);
  if (task.kind === 'complete') return state.added ? [...task.net, state.added] : task.net;
  return task.kind === 'opposite' ? task.net : null;
}

/** The options that truly name what a drawn net folds into (exactly one in a good task). */
const trueOptions = (task: Extract<FoldTask, { kind: 'solid' }>): number[] => {
  const folds = SOLID_NETS[task.net]?.folds ?? null;
  return task.options.flatMap((option, i) => (describes(option, folds) ? [i] : []));
};

export function checkSolidNet(task: FoldTask, state: SolidNetState): Verdict<SolidNetFeedback> {
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
    case 'solid': {
      if (state.choice === null) return wrong('no-choice');
      if (trueOptions(task).includes(state.choice)) return correct;
      if (task.options[state.choice] === 'none') return wrong('closes');
      return SOLID_NETS[task.net].folds === null ? wrong('does-not-close') : wrong('wrong-solid');
    }
  }
}

export function solidNetSolution(task: FoldTask): SolidNetState | null {
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
    case 'solid': {
      const [choice] = trueOptions(task);
      return choice === undefined ? null : { choice, added: null };
    }
  }
}

const whole = (net: readonly NetSquare[]) => net.every((square) => square.every(Number.isInteger));

/* eslint-disable lingui/no-unlocalized-strings -- developer messages of the content tests, never shown to a child */
/** What is wrong with a task, for the content tests (empty when all is well). */
export function solidNetProblems(task: SolidNetTask): string[] {
  if (task.kind === 'wrap') return wrapProblems(task);
  const problems: string[] = [];
  if (task.kind === 'solid') {
    if (!(task.net in SOLID_NETS)) return ['no net of that name'];
    if (task.options.length < 2 || task.options.length > 5) problems.push('two to five options');
    if (new Set(task.options).size !== task.options.length) problems.push('an option twice');
    if (trueOptions(task).length !== 1) problems.push('exactly one option must be true');
  } else {
    const nets = task.kind === 'choose' ? task.nets : [task.net];
    if (nets.some((net) => !foldNet(net) || !whole(net))) problems.push('squares not joined side to side');
  }
  if (task.kind === 'choose') {
    if (task.nets.length < 2 || task.nets.length > 4) problems.push('two to four nets');
    const folding = task.nets.filter((net) => foldsIntoCube(net)).length;
    if (folding !== 1 || !foldsIntoCube(task.nets[task.correctIndex] ?? [])) problems.push('exactly the right net must fold');
  }
  if (task.kind === 'complete' && task.net.length !== 5) problems.push('five squares to complete');
  if (task.kind === 'opposite' && (!foldsIntoCube(task.net) || task.face < 1 || task.face > 6)) problems.push('a folding net and one of its squares');
  const solution = solidNetSolution(task);
  if (!solution || !checkSolidNet(task, solution).correct) problems.push('no solution');
  if (checkSolidNet(task, initialSolidNet).correct) problems.push('solved at start');
  return problems;
}
