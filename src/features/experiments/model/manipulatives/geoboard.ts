import type { GeoboardShape, GeoboardTask } from '../../content/manipulativeTypes.ts';
import { correct, wrong, type Verdict } from './verdict.ts';

/** The pegs the band goes round, in order (peg index = row × pegs + column); the band closes back to the first. */
export type GeoboardState = { readonly pegs: number; readonly corners: readonly number[] };

export type GeoboardFeedback =
  | 'too-few'
  | 'straight-corner'
  | 'crossing'
  | 'corners'
  | 'shape'
  | 'right-angles'
  | 'slanted'
  | 'perimeter-too-small'
  | 'perimeter-too-big'
  | 'area-too-small'
  | 'area-too-big';

type Point = { x: number; y: number };

export const emptyGeoboard = (pegs: number): GeoboardState => ({ pegs, corners: [] });

/** A peg not yet used becomes the next corner; a corner peg is taken out of the band. */
export function toggleCorner(state: GeoboardState, peg: number): GeoboardState {
  if (peg < 0 || peg >= state.pegs * state.pegs) return state;
  const corners = state.corners.includes(peg) ? state.corners.filter((corner) => corner !== peg) : [...state.corners, peg];
  return { ...state, corners };
}

export const removeLastCorner = (state: GeoboardState): GeoboardState => ({ ...state, corners: state.corners.slice(0, -1) });

const pointOf = (pegs: number, peg: number): Point => ({ x: peg % pegs, y: Math.floor(peg / pegs) });
const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Whether segments ab and cd share any point. */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (p: Point, q: Point, r: Point) => Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y);
  return (d1 === 0 && on(c, d, a)) || (d2 === 0 && on(c, d, b)) || (d3 === 0 && on(a, b, c)) || (d4 === 0 && on(a, b, d));
}

/** What the band makes: its corners, right angles, kind, perimeter along the lines (null if a side is slanted) and area. */
export type Polygon = {
  corners: number;
  rightAngles: number;
  straightCorner: boolean;
  crossing: boolean;
  shapes: readonly GeoboardShape[];
  perimeter: number | null;
  area: number;
};

export function describePolygon(state: GeoboardState): Polygon {
  const points = state.corners.map((peg) => pointOf(state.pegs, peg));
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let rightAngles = 0;
  let straightCorner = false;
  for (let i = 0; i < n; i++) {
    const previous = at(i - 1);
    const corner = at(i);
    const next = at(i + 1);
    if (cross(corner, previous, next) === 0) straightCorner = true;
    if ((previous.x - corner.x) * (next.x - corner.x) + (previous.y - corner.y) * (next.y - corner.y) === 0) rightAngles += 1;
  }
  let crossing = false;
  for (let i = 0; i < n && !crossing; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsMeet(at(i), at(i + 1), at(j), at(j + 1))) {
        crossing = true;
        break;
      }
    }
  }
  const sides = points.map((point, i) => ({ dx: at(i + 1).x - point.x, dy: at(i + 1).y - point.y }));
  const alongLines = sides.every(({ dx, dy }) => dx === 0 || dy === 0);
  const perimeter = alongLines ? sides.reduce((sum, { dx, dy }) => sum + Math.abs(dx) + Math.abs(dy), 0) : null;
  const area = Math.abs(points.reduce((sum, point, i) => sum + point.x * at(i + 1).y - at(i + 1).x * point.y, 0)) / 2;
  const shapes: GeoboardShape[] = [];
  if (n === 3) shapes.push('triangle');
  if (n === 3 && rightAngles === 1) shapes.push('right-triangle');
  if (n === 4 && rightAngles === 4) {
    shapes.push('rectangle');
    const squared = sides.map(({ dx, dy }) => dx * dx + dy * dy);
    shapes.push(squared.every((length) => length === squared[0]) ? 'square' : 'oblong');
  }
  return { corners: n, rightAngles, straightCorner, crossing, shapes, perimeter, area };
}

export function checkGeoboard(task: GeoboardTask, state: GeoboardState): Verdict<GeoboardFeedback> {
  if (state.corners.length < 3) return wrong('too-few');
  const polygon = describePolygon(state);
  if (polygon.straightCorner) return wrong('straight-corner');
  if (polygon.crossing) return wrong('crossing');
  if (task.corners !== undefined && polygon.corners !== task.corners) return wrong('corners', polygon.corners);
  if (task.shape !== undefined && !polygon.shapes.includes(task.shape)) return wrong('shape');
  if (task.rightAngles !== undefined && polygon.rightAngles !== task.rightAngles) return wrong('right-angles', polygon.rightAngles);
  if (task.perimeter !== undefined) {
    if (polygon.perimeter === null) return wrong('slanted');
    if (polygon.perimeter !== task.perimeter) return wrong(polygon.perimeter < task.perimeter ? 'perimeter-too-small' : 'perimeter-too-big', polygon.perimeter);
  }
  if (task.area !== undefined && polygon.area !== task.area) return wrong(polygon.area < task.area ? 'area-too-small' : 'area-too-big', polygon.area);
  return correct;
}

/** The most corners a task may ask for. */
export const MAX_CORNERS = 6;

/**
 * A right answer (for checking content), or null: every rectangle with a corner at the top left, then every band of
 * 3 to 6 corners over the pegs of the top left 4 × 4 (fewer on a smaller board), each round counted once.
 */
export function geoboardSolution(task: GeoboardTask, pegs: number): GeoboardState | null {
  const peg = (x: number, y: number) => y * pegs + x;
  for (let width = 1; width < pegs; width++) {
    for (let height = 1; height < pegs; height++) {
      const state = { pegs, corners: [peg(0, 0), peg(width, 0), peg(width, height), peg(0, height)] };
      if (checkGeoboard(task, state).correct) return state;
    }
  }
  const size = Math.min(pegs, 4);
  const candidates = Array.from({ length: size * size }, (_, i) => peg(i % size, Math.floor(i / size)));
  const lengths = task.corners !== undefined ? [task.corners] : [3, 4, 5, 6];
  for (const length of lengths) {
    const path: number[] = [];
    const search = (): GeoboardState | null => {
      if (path.length === length) {
        // Each band is found once: it starts at its smallest peg and its second peg is smaller than its last.
        if (path[1]! > path[length - 1]!) return null;
        const state = { pegs, corners: [...path] };
        return checkGeoboard(task, state).correct ? state : null;
      }
      for (const next of candidates) {
        if (path.includes(next) || (path.length > 0 && next < path[0]!)) continue;
        if (path.length >= 2) {
          const [a, b] = [pointOf(pegs, path[path.length - 2]!), pointOf(pegs, path[path.length - 1]!)];
          if (cross(b, a, pointOf(pegs, next)) === 0) continue;
        }
        path.push(next);
        const found = search();
        path.pop();
        if (found) return found;
      }
      return null;
    };
    const found = search();
    if (found) return found;
  }
  return null;
}
