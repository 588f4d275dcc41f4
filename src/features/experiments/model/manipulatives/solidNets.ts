import type { SolidName, SolidNetName } from '../../content/manipulativeTypes.ts';

type Point = readonly [x: number, y: number];

/**
 * One flat piece of a drawn net, in units of the squared paper (y down the page). A sector's angles are
 * measured clockwise from the +x side, as SVG draws them.
 */
export type NetPiece =
  | { shape: 'rectangle'; x: number; y: number; width: number; height: number }
  | { shape: 'triangle'; points: readonly [Point, Point, Point] }
  | { shape: 'circle'; x: number; y: number; r: number }
  | { shape: 'sector'; x: number; y: number; r: number; from: number; to: number };

/** A drawn net and the solid it folds into (null: it folds into none, a face is missing or too short). */
export type SolidNetDrawing = { pieces: readonly NetPiece[]; folds: SolidName | null };

const rectangle = (x: number, y: number, width: number, height: number): NetPiece => ({ shape: 'rectangle', x, y, width, height });
const triangle = (a: Point, b: Point, c: Point): NetPiece => ({ shape: 'triangle', points: [a, b, c] });
const circle = (x: number, y: number, r: number): NetPiece => ({ shape: 'circle', x, y, r });

/** The height of an equilateral triangle of side 3, the base of the triangular prism and the tetrahedron's faces. */
const T = (3 * Math.sqrt(3)) / 2;

/** A row of three 3 × 4 side faces on the paper's lines with an equilateral triangle above and below the middle one. */
const prismSides = [rectangle(0, 3, 3, 4), rectangle(3, 3, 3, 4), rectangle(6, 3, 3, 4)];
const prismBases = [triangle([3, 3], [6, 3], [4.5, 3 - T]), triangle([3, 7], [6, 7], [4.5, 7 + T])];

/** A 3 × 3 square with a triangle of height 3 on each side: the slant height exceeds half the side, so it closes. */
const pyramidBase = rectangle(3, 3, 3, 3);
const pyramidSides = [
  triangle([3, 3], [6, 3], [4.5, 0]),
  triangle([3, 6], [6, 6], [4.5, 9]),
  triangle([3, 3], [3, 6], [0, 4.5]),
  triangle([6, 3], [6, 6], [9, 4.5]),
];

/** A cylinder of radius 2 and height 4 whose side is `length` long: it closes only when that is 2 · π · 2. */
const cylinder = (length: number): NetPiece[] => [rectangle(0, 4, length, 4), circle(length / 2, 2, 2), circle(length / 2, 10, 2)];

/** A cone of radius 2 and slant height 6: the sector's angle is 360° · 2 ÷ 6 = 120°, so its arc is 2 · π · 2. */
const CONE_APEX_X = 6 * Math.sin(Math.PI / 3);

export const SOLID_NETS: Record<SolidNetName, SolidNetDrawing> = {
  'square-prism': {
    folds: 'square-prism',
    pieces: [0, 2, 4, 6].map((x) => rectangle(x, 2, 2, 4)).concat(rectangle(2, 0, 2, 2), rectangle(2, 6, 2, 2)),
  },
  'rectangular-prism': {
    folds: 'rectangular-prism',
    pieces: [rectangle(0, 2, 4, 3), rectangle(4, 2, 2, 3), rectangle(6, 2, 4, 3), rectangle(10, 2, 2, 3), rectangle(0, 0, 4, 2), rectangle(0, 5, 4, 2)],
  },
  'triangular-prism': { folds: 'triangular-prism', pieces: [...prismSides, ...prismBases] },
  'open-triangular-prism': { folds: null, pieces: [...prismSides.slice(1), ...prismBases] },
  'square-pyramid': { folds: 'square-pyramid', pieces: [pyramidBase, ...pyramidSides] },
  'open-pyramid': { folds: null, pieces: [pyramidBase, ...pyramidSides.slice(0, 3)] },
  'triangular-pyramid': {
    folds: 'triangular-pyramid',
    pieces: [
      triangle([0, 2 * T], [3, 2 * T], [1.5, T]),
      triangle([3, 2 * T], [6, 2 * T], [4.5, T]),
      triangle([1.5, T], [4.5, T], [3, 0]),
      triangle([1.5, T], [4.5, T], [3, 2 * T]),
    ],
  },
  cylinder: { folds: 'cylinder', pieces: cylinder(4 * Math.PI) },
  'short-cylinder': { folds: null, pieces: cylinder(8) },
  cone: { folds: 'cone', pieces: [{ shape: 'sector', x: CONE_APEX_X, y: 0, r: 6, from: 30, to: 150 }, circle(CONE_APEX_X, 8, 2)] },
};

export type PieceCounts = { squares: number; rectangles: number; triangles: number; circles: number; sectors: number };

/** How many pieces of each shape a net has; a square is not counted again among the rectangles. */
export function pieceCounts(pieces: readonly NetPiece[]): PieceCounts {
  const counts: PieceCounts = { squares: 0, rectangles: 0, triangles: 0, circles: 0, sectors: 0 };
  for (const piece of pieces) {
    if (piece.shape === 'rectangle') counts[piece.width === piece.height ? 'squares' : 'rectangles'] += 1;
    else counts[piece.shape === 'triangle' ? 'triangles' : piece.shape === 'circle' ? 'circles' : 'sectors'] += 1;
  }
  return counts;
}

/** Solids that are special cases of others: every cube is a square prism, every square prism a rectangular one. */
const ALSO: Partial<Record<SolidName, readonly SolidName[]>> = {
  cube: ['square-prism', 'rectangular-prism'],
  'square-prism': ['rectangular-prism'],
};

/** Whether an option truly names what this net folds into ('none' for a net that folds into nothing). */
export function describes(option: SolidName | 'none', folds: SolidName | null): boolean {
  if (folds === null) return option === 'none';
  return option === folds || (option !== 'none' && (ALSO[folds]?.includes(option) ?? false));
}

/** The points that bound a piece: a rectangle's corners, a circle's four extremes, a sector's apex, arc ends and any quarter-turn point between. */
function piecePoints(piece: NetPiece): Point[] {
  switch (piece.shape) {
    case 'rectangle':
      return [
        [piece.x, piece.y],
        [piece.x + piece.width, piece.y + piece.height],
      ];
    case 'triangle':
      return [...piece.points];
    case 'circle':
      return [
        [piece.x - piece.r, piece.y - piece.r],
        [piece.x + piece.r, piece.y + piece.r],
      ];
    case 'sector': {
      const quarters = [0, 90, 180, 270, 360].filter((angle) => angle > piece.from && angle < piece.to);
      return [[piece.x, piece.y], ...[piece.from, ...quarters, piece.to].map((angle) => arcPoint(piece, angle))];
    }
  }
}

/** The point of a sector's arc at `angle` degrees. */
export const arcPoint = (sector: { x: number; y: number; r: number }, angle: number): Point => [
  sector.x + sector.r * Math.cos((angle * Math.PI) / 180),
  sector.y + sector.r * Math.sin((angle * Math.PI) / 180),
];

/** The smallest box around a net's pieces. */
export function netBounds(pieces: readonly NetPiece[]): { x: number; y: number; width: number; height: number } {
  const points = pieces.flatMap(piecePoints);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
