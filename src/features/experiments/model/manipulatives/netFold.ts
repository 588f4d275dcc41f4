import type { NetSquare } from '../../content/manipulativeTypes.ts';

/** Where a square lies from the square it hangs on: east is one column right, south one row down the page. */
export type NetDirection = 'east' | 'west' | 'south' | 'north';

const STEPS: readonly (readonly [NetDirection, number, number])[] = [
  ['east', 1, 0],
  ['west', -1, 0],
  ['south', 0, 1],
  ['north', 0, -1],
];

/** A square's place in the spanning tree: the square it hangs on and on which side of it. */
export type NetLink = { parent: number; direction: NetDirection };

/**
 * The spanning tree of a net, grown breadth first from its first square (which stays in place): each
 * other square hangs on one neighbour and turns about the side they share. Null when squares overlap or are
 * not all joined side to side.
 */
export function netTree(net: readonly NetSquare[]): { order: number[]; links: (NetLink | null)[] } | null {
  if (net.length === 0) return null;
  const at = new Map(net.map(([column, row], i) => [`${column},${row}`, i]));
  if (at.size !== net.length) return null;
  const links: (NetLink | null)[] = net.map(() => null);
  const order = [0];
  const seen = new Set(order);
  for (let k = 0; k < order.length; k++) {
    const parent = order[k]!;
    const [column, row] = net[parent]!;
    for (const [direction, dc, dr] of STEPS) {
      const child = at.get(`${column + dc},${row + dr}`);
      if (child === undefined || seen.has(child)) continue;
      seen.add(child);
      links[child] = { parent, direction };
      order.push(child);
    }
  }
  return order.length === net.length ? { order, links } : null;
}

/**
 * How a square folds on the one it hangs on, in CSS terms (x right, y down the page, z towards the viewer):
 * it sits one square `offset` away in its parent's frame, and turns by `degrees` about the `axis` through
 * `origin` (the shared side, as fractions of the square). All turn away from the viewer, as paper is folded
 * with its printed side out: the folded cube closes up behind the first square and its numbers read the right
 * way round. `fraction` 0 lies flat, 1 is a right angle.
 */
export type FaceFold = { offset: readonly [number, number]; origin: readonly [number, number]; axis: 'X' | 'Y'; degrees: number };

const HINGES: Record<NetDirection, Omit<FaceFold, 'degrees'> & { sign: 1 | -1 }> = {
  east: { offset: [1, 0], origin: [0, 0.5], axis: 'Y', sign: 1 },
  west: { offset: [-1, 0], origin: [1, 0.5], axis: 'Y', sign: -1 },
  south: { offset: [0, 1], origin: [0.5, 0], axis: 'X', sign: -1 },
  north: { offset: [0, -1], origin: [0.5, 1], axis: 'X', sign: 1 },
};

export function faceFold(direction: NetDirection, fraction: number): FaceFold {
  const { sign, ...hinge } = HINGES[direction];
  return { ...hinge, degrees: sign * 90 * Math.min(1, Math.max(0, fraction)) };
}
