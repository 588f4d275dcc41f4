/**
 * Small drawn tree pictures for the species cards (docs/behaviour.md#data-kept-on-the-device `image`). They are
 * drawn here instead of shipped as photos: no licence questions, nothing to
 * download, and they work offline. The page still falls back to the emoji if
 * one cannot be shown (docs/behaviour.md#errors).
 */
type CrownShape = 'round' | 'umbrella' | 'oval' | 'tiers' | 'cone';

export type TreeDrawing = {
  crown: CrownShape;
  leaf: string;
  trunk: string;
  /** Optional fruit dots (acorns, chestnuts) on the crown. */
  fruit?: string;
};

type Attributes = Record<string, string | number>;

/** One SVG element; building it from attributes keeps the markup well-formed. */
function element(tag: string, attributes: Attributes, children?: string): string {
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return children === undefined ? `<${tag} ${attributeText}/>` : `<${tag} ${attributeText}>${children}</${tag}>`;
}

const circle = (cx: number, cy: number, r: number, fill: string) => element('circle', { cx, cy, r, fill });
const polygon = (points: string, fill: string) => element('polygon', { points, fill });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) => element('ellipse', { cx, cy, rx, ry, fill });
const rect = (x: number, y: number, width: number, height: number, fill: string) => element('rect', { x, y, width, height, rx: 2, fill });

/** Each crown over its trunk, in a 100 × 100 box standing on y = 92. */
const shapes: Record<CrownShape, { trunk: [x: number, y: number, width: number, height: number]; crown: (leaf: string) => string }> = {
  // Oak, chestnut: a wide, round, many-lobed crown on a short thick trunk.
  round: {
    trunk: [44, 55, 12, 37],
    crown: (leaf) => [circle(32, 44, 18, leaf), circle(68, 44, 18, leaf), circle(50, 30, 22, leaf), circle(50, 50, 18, leaf)].join(''),
  },
  // Red pine: a tall bare trunk with a flat, umbrella-like top.
  umbrella: {
    trunk: [46, 35, 8, 57],
    crown: (leaf) => [ellipse(50, 28, 34, 12, leaf), ellipse(36, 20, 16, 9, leaf), ellipse(62, 18, 18, 9, leaf)].join(''),
  },
  // Beech: a tall, dense, egg-shaped crown on a smooth trunk.
  oval: {
    trunk: [45, 60, 10, 32],
    crown: (leaf) => ellipse(50, 38, 26, 32, leaf),
  },
  // Cedar: flat branches in wide, level layers.
  tiers: {
    trunk: [46, 30, 8, 62],
    crown: (leaf) => [ellipse(50, 70, 40, 7, leaf), ellipse(50, 52, 32, 7, leaf), ellipse(50, 35, 23, 6, leaf), ellipse(50, 20, 13, 6, leaf)].join(''),
  },
  // Fir: a narrow, pointed cone.
  cone: {
    trunk: [46, 76, 8, 16],
    crown: (leaf) => [polygon('50,6 30,44 70,44', leaf), polygon('50,24 24,62 76,62', leaf), polygon('50,42 20,80 80,80', leaf)].join(''),
  },
};

const fruitSpots: readonly [number, number][] = [
  [34, 42],
  [62, 36],
  [48, 24],
  [68, 52],
  [40, 56],
];

/** The drawing as a `data:` URL, usable as an image source (the CSP allows `data:` images). */
export function treeDrawingUrl({ crown, leaf, trunk, fruit }: TreeDrawing): string {
  const shape = shapes[crown];
  const parts = [
    ellipse(50, 93, 34, 4, '#cfe3c4'),
    rect(...shape.trunk, trunk),
    shape.crown(leaf),
    fruit ? fruitSpots.map(([x, y]) => circle(x, y, 3, fruit)).join('') : '',
  ];
  const svg = element('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 100 100' }, parts.join(''));
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
