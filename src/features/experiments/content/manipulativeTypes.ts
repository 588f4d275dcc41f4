import type { MessageDescriptor } from '@lingui/core';

type Text = MessageDescriptor;

/*
 * The maths manipulatives an activity can name, with what each needs to pose its tasks. Every task
 * carries its own `prompt` (what the child is asked, in the content's words); the numbers beside it
 * are what the manipulative's model checks (see `model/manipulatives/`). The child solves the tasks
 * one after the other.
 */

/** Shade parts of a whole cut into equal parts to show a fraction. */
export type FractionAreaTask =
  /** Shade `numerator`/`denominator` of a whole already cut into `parts` equal parts (a multiple of the denominator). */
  | { kind: 'shade'; prompt: Text; numerator: number; denominator: number; parts: number }
  /**
   * Show a fraction equal to `numerator`/`denominator` (drawn beside as a reference) with another number of
   * equal parts: the child cuts the whole (2 to `maxParts`) and shades.
   */
  | { kind: 'equivalent'; prompt: Text; numerator: number; denominator: number };

export type FractionAreaSpec = {
  type: 'fraction-area';
  shape: 'circle' | 'rectangle';
  /** The most parts the whole may be cut into (equivalent tasks). */
  maxParts: number;
  /**
   * Say the shaded amount in words ("4 eşit parçanın 1 parçası") instead of fraction notation: grade 2 meets
   * halves and quarters before the programme introduces the notation in grade 3.
   */
  inWords?: boolean;
  tasks: readonly FractionAreaTask[];
};

/** Build a number from hundreds, tens and ones blocks (10 ones may be traded for a ten, and back). */
export type PlaceValueTask = {
  prompt: Text;
  target: number;
  /** Blocks already on the mat, e.g. 14 ones to regroup. */
  start?: { hundreds?: number; tens?: number; ones?: number };
};

export type PlaceValueSpec = {
  type: 'place-value';
  /** 2: tens and ones; 3: hundreds, tens and ones. */
  places: 2 | 3;
  tasks: readonly PlaceValueTask[];
};

/** Things a ruler task can measure (each has its own drawing). */
export type RulerObject = 'pencil' | 'crayon' | 'ribbon' | 'leaf' | 'key' | 'eraser';

export type RulerTask =
  /** Read the length of an object lying along the ruler from `startMm` on, and write it in `unit`. */
  | { kind: 'measure'; prompt: Text; object: RulerObject; startMm: number; lengthMm: number; unit: 'cm' | 'mm' }
  /** Draw a line from the ruler's zero to `lengthMm`. */
  | { kind: 'draw'; prompt: Text; lengthMm: number };

export type RulerSpec = {
  type: 'ruler';
  /** Ruler length in whole centimetres (10 to 20). */
  lengthCm: number;
  /** Whether the ruler shows millimetre marks (grade 4 on); drawing then moves by 1 mm, otherwise by 1 cm. */
  millimetres: boolean;
  tasks: readonly RulerTask[];
};

export type AngleKind = 'acute' | 'right' | 'obtuse' | 'straight';

export type AngleTask =
  /** Rotate the ray to exactly `degrees`. */
  | { kind: 'exact'; prompt: Text; degrees: number }
  /** Make any angle of this kind. */
  | { kind: 'type'; prompt: Text; angle: AngleKind };

export type AngleMakerSpec = {
  type: 'angle-maker';
  /** Whether a protractor scale is drawn along the arc (grade 4 on; the degrees are read out either way). */
  protractor: boolean;
  tasks: readonly AngleTask[];
};

/** Build a shape of unit squares on a grid with a given area and/or perimeter (the squares must touch side to side). */
export type GridShapeTask = {
  prompt: Text;
  area?: number;
  perimeter?: number;
  /** Whether the squares must make a rectangle (an array of rows, e.g. 3 × 4) or a square, not just any shape of that area and perimeter. */
  shape?: 'rectangle' | 'square';
};

export type GridShapeSpec = {
  type: 'grid-shape';
  columns: number;
  rows: number;
  tasks: readonly GridShapeTask[];
};

export type BarGraphTask =
  /** Set the bars to the counts of the data table (`values`, one per category). */
  | { kind: 'build'; prompt: Text; values: readonly number[] }
  /** Read the finished graph of `values` and choose the answer. */
  | { kind: 'read'; prompt: Text; values: readonly number[]; options: readonly Text[]; correctIndex: number };

export type BarGraphSpec = {
  type: 'bar-graph';
  /** The graph's title, e.g. "Sınıfımızın en sevdiği meyveler". */
  title: Text;
  /** What the vertical axis counts, e.g. "Öğrenci sayısı". */
  axisLabel: Text;
  categories: readonly { id: string; label: Text; emoji: string }[];
  /** The highest value on the axis. */
  max: number;
  /** How much one press changes a bar, and the distance of the axis lines. */
  step: number;
  /** Whether the data table shows tally marks (çetele) beside the counts. */
  tally: boolean;
  /**
   * How the counts are drawn: `bars` (the default) as a bar graph (sütun grafiği) on an axis, or `pictures` as a
   * picture graph (şekil grafiği, grades 1–3): a row of the category's emoji for each category, one picture for
   * every `step` items, under a key "Anahtar: 1 resim = `step` `unit`". Built and read the same way.
   */
  display?: 'bars' | 'pictures';
  /** What one item is, for the picture graph's key, e.g. "öğrenci". */
  unit?: Text;
  tasks: readonly BarGraphTask[];
};

/**
 * A chart's data: one row of numbers per series (`values[s][c]` is series `s` at category `c`). A bar or line
 * chart of one series has one row; a pie chart always has one.
 */
type ChartData = readonly (readonly number[])[];

export type ChartTask =
  /**
   * Draw the data table's `values`: raise grouped bars or move a line's points to the counts; for a pie chart
   * give each slice its angle, count ÷ total × 360°, in steps of `step` degrees. The series listed in `given`
   * (indexes) are drawn already, so the child draws one line beside another rather than every point of both.
   */
  | { kind: 'build'; prompt: Text; values: ChartData; given?: readonly number[] }
  /** Read the finished chart of `values` and choose the answer. */
  | { kind: 'read'; prompt: Text; values: ChartData; options: readonly Text[]; correctIndex: number };

export type ChartSpec = {
  type: 'chart';
  /**
   * `grouped-bars` (ikili/üçlü sütun grafiği: one bar per series side by side in each category), `line`
   * (çizgi grafiği: one line per series through the categories, e.g. months) or `pie` (daire grafiği: one
   * slice per category, its angle in degrees).
   */
  display: 'grouped-bars' | 'line' | 'pie';
  title: Text;
  /** What the vertical axis counts, e.g. "Öğrenci sayısı" (for a pie chart, what the table counts). */
  axisLabel: Text;
  /** The categories: the bar groups, the line's points along the horizontal axis, or the pie's slices. */
  categories: readonly { id: string; label: Text }[];
  /** The series, each drawn in its colour and with its own marker (so colour is not the only sign); one for a pie chart. */
  series: readonly { id: string; label: Text; colour: string }[];
  /** The highest value on the axis (ignored by a pie chart, whose whole is 360°). */
  max: number;
  /** How much one press changes a value: counts on the axis, or degrees of a slice. */
  step: number;
  tasks: readonly ChartTask[];
};

/** Mix two things (e.g. juice and water cups) in a given ratio. */
export type RatioTask = {
  prompt: Text;
  /** The recipe: `first` cups of the first thing to `second` cups of the second. */
  ratio: { first: number; second: number };
  /** What the mix must also have: a number of cups of one thing, or in all. */
  amount?: { of: 'first' | 'second' | 'total'; cups: number };
};

export type RatioMixerSpec = {
  type: 'ratio-mixer';
  first: { label: Text; emoji: string; colour: string };
  second: { label: Text; emoji: string; colour: string };
  /** The most cups of each thing the jug takes. */
  maxCups: number;
  tasks: readonly RatioTask[];
};

export type PatternTask =
  /** Continue a repeating pattern of tokens (ids of `tokens`) with the `answer` tokens. */
  | { kind: 'repeat'; prompt: Text; shown: readonly string[]; answer: readonly string[] }
  /** A growing pattern of figures made of squares: `terms` are the first figures' square counts; build figure `askStep` (1-based). */
  | { kind: 'grow'; prompt: Text; terms: readonly number[]; askStep: number; answer: number };

export type PatternSpec = {
  type: 'pattern';
  /** The pieces a repeating pattern is made of, each with an emoji and a name. */
  tokens: readonly { id: string; emoji: string; label: Text }[];
  tasks: readonly PatternTask[];
};

/** A 10 × 10 grid of hundredths: shade a decimal or a percentage, or read what is shaded. */
export type HundredGridTask =
  /** Shade exactly `hundredths` of the 100 squares (the prompt names the amount as a decimal, a percentage or a fraction). */
  | { kind: 'shade'; prompt: Text; hundredths: number }
  /** `shaded` squares are shaded (whole rows first); choose the decimal, percentage or fraction they show. */
  | { kind: 'read'; prompt: Text; shaded: number; options: readonly Text[]; correctIndex: number };

export type HundredGridSpec = {
  type: 'hundred-grid';
  tasks: readonly HundredGridTask[];
};

/**
 * A number on a number line: a whole number, or a fraction written as numerator/denominator with the minus
 * on the numerator ('3/4', '-5/4', '7/2'). A line counts in its smallest parts, so fractions stay exact.
 */
export type LineNumber = number | `${number}/${number}`;

/**
 * A task on a number line. Numbers may be negative (later grades): the line runs from `min` to `max`
 * whatever their signs. `N` is how the numbers are written: as content gives them, or (inside the model)
 * counted in the line's smallest parts.
 */
export type NumberLineTask<N = LineNumber> =
  /** Put the point on `target` (it starts at `start`, or at the line's first mark). */
  | { kind: 'place'; prompt: Text; target: N; start?: N }
  /**
   * Addition or subtraction (or repeated addition) as jumps: from `start`, jump `direction` with jumps of
   * the given `sizes` (each press one jump, e.g. [10, 1] for tens and ones, ['1/4'] for quarters) until
   * the point lands on `target`, the answer.
   */
  | { kind: 'jumps'; prompt: Text; start: N; target: N; sizes: readonly N[]; direction: 'forward' | 'back' }
  /**
   * Rounding, on a line of whole numbers: the point starts on `value`; move it to the multiple of `to`
   * nearest to it (halfway between two, the greater one, as a 5 in the ones rounds up).
   */
  | { kind: 'round'; prompt: Text; value: number; to: number }
  /**
   * An inequality's solution set (x > 2, x ≤ −1): move the circle to `bound`, make it closed (içi dolu, ≤ and
   * ≥) or open (içi boş, < and >), and send the ray right (> and ≥) or left (< and ≤). The circle starts at
   * `start`, or at the line's first mark; `bound` must lie inside the line, not at either end.
   */
  | { kind: 'ray'; prompt: Text; relation: '<' | '≤' | '>' | '≥'; bound: N; start?: N }
  /**
   * A two-sided inequality's solution set, written `lower relations[0] x relations[1] upper` (−1 < x ≤ 3 is
   * lower −1, relations ['<', '≤'], upper 3): move one circle to each bound and make each closed (≤) or open
   * (<); the segment between them is drawn. The circles start at the line's two ends, so both bounds must
   * lie inside the line, `lower` below `upper`.
   */
  | { kind: 'between'; prompt: Text; lower: N; upper: N; relations: readonly ['<' | '≤', '<' | '≤'] };

export type NumberLineSpec = {
  type: 'number-line';
  /** The first and last marks, whole numbers (either may be negative). */
  min: number;
  max: number;
  /**
   * The distance between two marks: 1 for counting by ones, 10 for a line of tens, a fraction for a line of
   * parts ('1/4': quarters, '1/10': tenths).
   */
  step: LineNumber;
  /**
   * Which marks carry their number: every `labelEvery`-th mark counted from `min`. If absent, every mark of a
   * whole-number line, and only the whole numbers of a line of fractions (the child counts the parts between).
   * On a narrow screen the picture shows fewer of them, so none overlap.
   */
  labelEvery?: number;
  /**
   * How a line of fractions writes its numbers (labels, the point, the jumps): `fraction` (−3/4, in lowest
   * terms; the default) or `decimal` (−0,75; only for steps whose decimals end, such as halves, quarters,
   * fifths, tenths).
   */
  numbers?: 'fraction' | 'decimal';
  tasks: readonly NumberLineTask[];
};

/** A two-pan balance for solving an equation: the same move on both pans until one x-box stands alone. */
export type EquationBalanceTask = {
  prompt: Text;
  /** The left pan at the start: `x` x-boxes and `units` unit weights (a·x + b). */
  left: { x: number; units: number };
  /** The right pan at the start (c·x + d). The equation must have one whole, positive solution. */
  right: { x: number; units: number };
};

export type EquationBalanceSpec = {
  type: 'equation-balance';
  tasks: readonly EquationBalanceTask[];
};

/** Something weighed on a balance: a picture and a name. */
type ScaleObject = { emoji: string; label: Text };

/**
 * A load on one pan of a compare task, its mass written on its label in grams ("1500 g") or in kilograms and grams
 * ("1 kg 500 g"), or (`none`, grade 1) not written at all: the child judges from what the things are.
 */
type ScaleLoad = ScaleObject & { grams: number; show: 'g' | 'kg' | 'none' };

export type ScaleTask =
  /** `object` (of `grams`, not shown to the child) lies on the left pan: put standard masses on the right pan until the beam is level. */
  | { kind: 'balance'; prompt: Text; object: ScaleObject; grams: number }
  /** Both pans start empty: put standard masses on the right pan that make `grams` in all (the prompt names the mass). */
  | { kind: 'make'; prompt: Text; grams: number }
  /** A labelled load on each pan, the beam held level: say which pan will go down, or that the beam stays level. */
  | { kind: 'compare'; prompt: Text; left: ScaleLoad; right: ScaleLoad };

/** An equal-arm balance (eşit kollu terazi) and a box of standard masses. */
export type BalanceScaleSpec = {
  type: 'balance-scale';
  /** The standard masses in the box, in grams, heaviest first (e.g. 1000, 500, 200, 100, 50). */
  masses: readonly number[];
  /** How many pieces of each mass the box holds (1 to 5; a box of counters 1 to 20). */
  each: number;
  /**
   * A non-standard unit instead of standard masses (grades 1 and 2): the box holds `each` identical counters
   * (e.g. cubes or marbles) of the one mass in `masses`, and the child counts them ("5 küp") instead of adding grams.
   */
  counter?: ScaleObject;
  tasks: readonly ScaleTask[];
};

/** Where an element sits in a Venn diagram: only in A, in both A and B (the intersection), only in B, or in neither set. */
export type VennRegion = 'a' | 'both' | 'b' | 'outside';

/** An element to sort: a number or a word, with an emoji if it is a picture. */
type VennItem = { id: string; label: Text; emoji?: string };

/** The sets of a diagram: A, and B overlapping it (without B the diagram has one set). */
type VennSets = { a: Text; b?: Text };

export type VennTask =
  /** Put every item in its region; `answer` gives each item's region, in the items' order. */
  | { kind: 'sort'; prompt: Text; sets: VennSets; items: readonly VennItem[]; answer: readonly VennRegion[] }
  /** The items already sit in their regions (`placed`); choose the answer, e.g. the intersection or a number of elements. */
  | { kind: 'read'; prompt: Text; sets: VennSets; items: readonly VennItem[]; placed: readonly VennRegion[]; options: readonly Text[]; correctIndex: number };

export type VennSpec = {
  type: 'venn';
  tasks: readonly VennTask[];
};

/** A time on an analogue clock: `hour` 1 to 12, `minute` 0 to 59. */
type ClockTime = { hour: number; minute: number };

export type ClockTask =
  /** Set the hands to `hour`.`minute`. */
  | ({ kind: 'set'; prompt: Text } & ClockTime)
  /** The clock shows `from`; set it to the time `minutes` later (the answer). */
  | { kind: 'later'; prompt: Text; from: ClockTime; minutes: number };

export type ClockSpec = {
  type: 'clock';
  /**
   * How far one press turns the minute hand: 60 (full hours only: the minute hand stays on 12 and the child
   * turns the hour hand), 30 (half hours), 15 (quarter hours) or 5 minutes. Every time in the tasks is a
   * multiple of it.
   */
  minuteStep: 60 | 30 | 15 | 5;
  tasks: readonly ClockTask[];
};

export type JugTask =
  /** Fill the jug from the tap to exactly `ml` (the tap pours and the jug is poured out by the spec's `markMl`). */
  | { kind: 'fill'; prompt: Text; ml: number }
  /** Pour glasses of `glassMl` into the jug (or back into a glass) until it holds exactly `ml`; the verdict says how many glasses it took. */
  | { kind: 'glasses'; prompt: Text; glassMl: number; ml: number }
  /** The jug holds `ml`: write how much, as a whole number of litres, of half litres or of millilitres. */
  | { kind: 'read'; prompt: Text; ml: number; unit: 'L' | 'half-L' | 'mL' };

/** A graduated jug (ölçü kabı) filled from a tap or with glasses, for measuring liquids. */
export type MeasuringJugSpec = {
  type: 'measuring-jug';
  /** What the jug holds up to its top mark, in millilitres (1000 to 5000). */
  capacityMl: number;
  /**
   * The distance of the jug's marks in millilitres, a divisor of the capacity: 500 draws litres and half litres
   * and says amounts in words (grade 3); 250, 200, 100 or 50 labels the marks in mL (grade 4).
   */
  markMl: number;
  tasks: readonly JugTask[];
};

/**
 * A Turkish lira coin or banknote, by its value in kuruş (100 kuruş = 1 lira): coins of 1, 5, 10, 25 and
 * 50 kuruş and 1 lira; notes of 5, 10, 20, 50, 100 and 200 lira.
 */
export type MoneyPiece = 1 | 5 | 10 | 25 | 50 | 100 | 500 | 1000 | 2000 | 5000 | 10000 | 20000;

/** Every amount is in kuruş: 3 lira 50 kuruş is 350. */
export type MoneyTask =
  /** Put `amount` on the table, with any coins and notes. */
  | { kind: 'make'; prompt: Text; amount: number }
  /** Pay `amount` with as few coins and notes as can make it. */
  | { kind: 'fewest'; prompt: Text; amount: number }
  /** Something costing `price` is paid with `paid`: put the change (`paid − price`) on the table. */
  | { kind: 'change'; prompt: Text; price: number; paid: number };

export type MoneySpec = {
  type: 'money';
  /** The coins and notes the child may take, smallest first (values in kuruş). */
  pieces: readonly MoneyPiece[];
  tasks: readonly MoneyTask[];
};

/** Tiles on an algebra mat: x tiles and unit tiles, each positive or negative. */
export type AlgebraTileCounts = { x: number; negX: number; units: number; negUnits: number };

/**
 * Lay out tiles whose value is `x`·x + `units` (a coefficient below zero needs negative tiles), e.g. 3x + 2 is
 * `x: 3, units: 2` and 2(x + 3) is `x: 2, units: 6`. `start` tiles lie on the mat at first; with `simplest`
 * no zero pair (a +x with a −x, a +1 with a −1) may be left, so like terms must be combined fully.
 */
export type AlgebraTilesTask = { prompt: Text; x: number; units: number; simplest?: boolean; start?: Partial<AlgebraTileCounts> };

export type AlgebraTilesSpec = {
  type: 'algebra-tiles';
  /** Whether the mat offers negative tiles (−x and −1). */
  negatives: boolean;
  /** The most tiles of each kind the mat holds (at most 12). */
  maxTiles: number;
  tasks: readonly AlgebraTilesTask[];
};

/** A point of the coordinate plane; `label` (a capital letter, e.g. "A") names it in the drawing. */
export type CoordinatePoint = { label?: string; x: number; y: number };

export type CoordinatePlaneTask =
  /** Mark exactly these points, in any order (e.g. one point A(2, −3), or the points of y = 2x − 1 for x = 0, 1, 2). */
  | { kind: 'plot'; prompt: Text; points: readonly CoordinatePoint[] }
  /** Read the coordinates of the drawn point and choose the right pair. */
  | { kind: 'read'; prompt: Text; point: CoordinatePoint; options: readonly Text[]; correctIndex: number };

export type CoordinatePlaneSpec = {
  type: 'coordinate-plane';
  /** The axes run from −range to range (3 to 8); points are marked where grid lines cross. */
  range: number;
  tasks: readonly CoordinatePlaneTask[];
};

/**
 * A shape a geoboard task asks for: a triangle, a right triangle (one right angle), a square, a rectangle
 * (four right angles; a square is one too) or an oblong (a rectangle that is not a square, "kare olmayan dikdörtgen").
 */
export type GeoboardShape = 'triangle' | 'right-triangle' | 'square' | 'rectangle' | 'oblong';

/** Make a polygon on the geoboard; every property given must hold (at least one is given). */
export type GeoboardTask = {
  prompt: Text;
  /** The number of corners (and so of sides), 3 to 6. */
  corners?: number;
  shape?: GeoboardShape;
  /** How many of its corners are right angles. */
  rightAngles?: number;
  /** Its perimeter in unit lengths; only a shape whose sides all run along the board's lines has one here. */
  perimeter?: number;
  /** Its area in unit squares (halves allowed, e.g. 4.5). */
  area?: number;
};

/** A square geoboard (geometri tahtası) of `pegs` × `pegs` pegs one unit apart; the child stretches a band over pegs in order. */
export type GeoboardSpec = {
  type: 'geoboard';
  /** Pegs on each side, 3 to 7. */
  pegs: number;
  tasks: readonly GeoboardTask[];
};

/** A square of a cube net: its column and row on squared paper (row 0 at the top). Squares are numbered 1, 2, … in the order given. */
export type NetSquare = readonly [column: number, row: number];

/** A solid a net may fold into (a cube is also a square prism, and a square prism also a rectangular prism). */
export type SolidName = 'cube' | 'square-prism' | 'rectangular-prism' | 'triangular-prism' | 'square-pyramid' | 'triangular-pyramid' | 'cylinder' | 'cone';

/**
 * The drawn nets of solids other than the cube, kept in the model with their measures: a kare dik prizma
 * (2 squares, 4 rectangles), a dikdörtgenler prizması (6 rectangles in three equal pairs), an üçgen dik prizma
 * (2 triangles, 3 rectangles), a kare piramit (1 square, 4 triangles), an üçgen piramit (4 triangles), a silindir
 * (2 circles, a rectangle as long as their circumference), a koni (a circle and a sector whose arc is as long as
 * its circumference), and nets that fold into nothing: a cylinder's rectangle too short for its circles, a
 * square pyramid missing a triangle, a triangular prism missing a rectangle.
 */
export type SolidNetName =
  | 'square-prism'
  | 'rectangular-prism'
  | 'triangular-prism'
  | 'square-pyramid'
  | 'triangular-pyramid'
  | 'cylinder'
  | 'cone'
  | 'short-cylinder'
  | 'open-pyramid'
  | 'open-triangular-prism';

export type SolidNetTask =
  /** Which of these nets (two to four, drawn side by side) folds into a cube? Exactly one does. */
  | { kind: 'choose'; prompt: Text; nets: readonly (readonly NetSquare[])[]; correctIndex: number }
  /** Five squares of a net are given; add the sixth beside them so that the net folds into a cube. */
  | { kind: 'complete'; prompt: Text; net: readonly NetSquare[] }
  /**
   * Fold the net (six squares) in mind: which square lies opposite square number `face` (1-based)? The fold
   * view opens only after a first wrong answer, as it shows the answer.
   */
  | { kind: 'opposite'; prompt: Text; net: readonly NetSquare[]; face: number }
  /**
   * A named net is drawn: which solid does it fold into? Two to five options, exactly one of them true
   * ('none', "Hiçbiri", is the true one for a net that folds into nothing).
   */
  | { kind: 'solid'; prompt: Text; net: SolidNetName; options: readonly (SolidName | 'none')[] }
  /**
   * A cylinder's net: two circles of radius `radius` and a rectangle `height` high, drawn to scale. The child
   * sets the rectangle's length (from the circles' diameter, in half units with π ≈ 3, to the hundredth with
   * π ≈ 3,14) so that it wraps exactly once around a circle: 2 · π · r.
   */
  | { kind: 'wrap'; prompt: Text; radius: number; height: number; pi: 3 | 3.14 };

export type SolidNetSpec = {
  type: 'solid-net';
  tasks: readonly SolidNetTask[];
};

/** What a coloured spinner must show: a colour's exact probability, or one colour `times` as likely as another. */
export type SpinnerTarget = { colour: string; numerator: number; denominator: number } | { colour: string; times: number; of: string };

export type ProbabilityTask =
  /** Colour all `sectors` equal sectors so that every target holds (e.g. red twice as likely as blue). */
  | { kind: 'colour'; prompt: Text; sectors: number; targets: readonly SpinnerTarget[] }
  /** A spinner coloured as given (a colour id per sector): choose the asked probability; spinning simulates it. */
  | { kind: 'chance'; prompt: Text; sectors: readonly string[]; options: readonly Text[]; correctIndex: number };

export type ProbabilitySpinnerSpec = {
  type: 'probability-spinner';
  /** The paints: an id, a name, a fill colour and a letter drawn in the sector (so colour is not the only sign). */
  colours: readonly { id: string; label: Text; colour: string; letter: string }[];
  /** Seeds the simulated spins: the same seed gives the same results every time. */
  seed: number;
  tasks: readonly ProbabilityTask[];
};

/** What a circle task may ask to be named: the centre O, the radius [OA], the diameter [BC] or the chord [DE] of the drawing. */
export type CirclePart = 'centre' | 'radius' | 'diameter' | 'chord';

export type CircleTask =
  /** Open the compass to `radiusMm` millimetres (in steps of 5 mm) on its ruler: the circle drawn has that radius. */
  | { kind: 'radius'; prompt: Text; radiusMm: number }
  /** The drawing shows the centre O, a radius [OA], a diameter [BC] and a chord [DE]: choose the one asked. */
  | { kind: 'part'; prompt: Text; part: CirclePart }
  /**
   * A circle of `radius` cm: turn the central angle (in steps of the spec's `angleStep` degrees) until the sector's
   * arc length (cm) or area (cm²) is `target`, with π taken as `pi`. The child works it out; the board shows only
   * the angle and the sector's share of the circle, not the length or area it makes.
   */
  | { kind: 'sector'; prompt: Text; radius: number; measure: 'arc' | 'area'; target: number; pi: 3 | 3.14 };

export type CircleSpec = {
  type: 'circle';
  /** How far one press turns a sector's central angle, in degrees (a divisor of 360). */
  angleStep: number;
  tasks: readonly CircleTask[];
};

/** A face of a die, 1 to 6. */
export type DieFace = 1 | 2 | 3 | 4 | 5 | 6;

export type DiceTask =
  /**
   * Mark the outcomes (faces) of one roll that make the event happen, e.g. "an even number": exactly `faces`.
   * Its probability, outcomes for ÷ 6, is shown as the child marks.
   */
  | { kind: 'event'; prompt: Text; faces: readonly DieFace[] }
  /** Choose the answer (e.g. which event is more likely, or a probability); rolling tests it. */
  | { kind: 'choose'; prompt: Text; options: readonly Text[]; correctIndex: number };

export type DiceSpec = {
  type: 'dice';
  /** Seeds the simulated rolls: the same seed gives the same rolls every time. */
  seed: number;
  tasks: readonly DiceTask[];
};

/** A square of a grid: [column, row], both counted from 0, rows from the top. */
export type GridCellPosition = readonly [number, number];

export type TransformationTask =
  /** Slide a copy of the shape `dx` squares right (negative: left) and `dy` squares up (negative: down): öteleme. */
  | { kind: 'translate'; prompt: Text; shape: readonly GridCellPosition[]; dx: number; dy: number }
  /**
   * Paint the shape's image in a mirror line (yansıma): a vertical line at `at` runs between columns at − 1 and at,
   * a horizontal one between rows at − 1 and at. Also serves line symmetry (complete the other half).
   */
  | { kind: 'reflect'; prompt: Text; shape: readonly GridCellPosition[]; mirror: { axis: 'vertical' | 'horizontal'; at: number } };

export type TransformationGridSpec = {
  type: 'transformation-grid';
  columns: number;
  rows: number;
  tasks: readonly TransformationTask[];
};

export type CubeViewsTask =
  /**
   * Build stacks of unit cubes on the base grid so that the front, right-side and top views are those of
   * `target` (heights row by row, the back row first; any stacks with the same three views will do).
   */
  | { kind: 'build'; prompt: Text; target: readonly (readonly number[])[] }
  /** A structure of cubes is shown: choose its front or right-side view among drawn `options` (stack heights, left to right). */
  | {
      kind: 'view';
      prompt: Text;
      structure: readonly (readonly number[])[];
      which: 'front' | 'side';
      options: readonly (readonly number[])[];
      correctIndex: number;
    };

export type CubeViewsSpec = {
  type: 'cube-views';
  tasks: readonly CubeViewsTask[];
};

/**
 * Where something stands in relation to an object of a position scene, seen from the child's side (as the
 * programme asks: "sağında" is the child's right): `left-of` and `right-of` anywhere on the same shelf, `above`
 * and `below` anywhere in the same column, `next-to` on the same shelf right beside it, `between` on the same
 * shelf (or in the same column) between `of` and `and`.
 */
export type PositionRelation = 'left-of' | 'right-of' | 'above' | 'below' | 'next-to' | 'between';

/** An object standing in a place of a position scene: `row` 0 is the top shelf, `column` 0 the leftmost place. */
export type SceneObject = { id: string; emoji: string; label: Text; row: number; column: number };

export type PositionTask =
  /** Put `moving` in an empty place that is `relation` of the object `of` (and of `and`, for `between`). */
  | {
      kind: 'place';
      prompt: Text;
      objects: readonly SceneObject[];
      moving: { emoji: string; label: Text };
      relation: PositionRelation;
      of: string;
      and?: string;
    }
  /** Choose the one object that is `relation` of `of` (and of `and`, for `between`). */
  | { kind: 'find'; prompt: Text; objects: readonly SceneObject[]; relation: PositionRelation; of: string; and?: string };

/** A shelf of `rows` shelves and `columns` places a shelf, drawn as the child sees it (left on the left). */
export type PositionSceneSpec = {
  type: 'position-scene';
  /** 1 to 4 shelves. */
  rows: number;
  /** 2 to 6 places a shelf. */
  columns: number;
  tasks: readonly PositionTask[];
};

/**
 * A non-standard unit of length (grade 1): a paper clip, a cube, a pencil… laid end to end. `cm` is its length in
 * centimetres, for drawing and checking only; the child counts units and never sees centimetres.
 */
export type LengthUnit = { id: string; emoji: string; label: Text; cm: number };

/** Something measured with a unit: a picture, a name and its length in centimetres (not shown to the child). */
export type MeasuredThing = { emoji: string; label: Text; cm: number };

export type UnitMeasureTask =
  /** Lay copies of the unit `unit` (an id of the spec's units) end to end along `object`, no gaps, until they reach its end exactly. */
  | { kind: 'measure'; prompt: Text; object: MeasuredThing; unit: string }
  /**
   * Two things, each already measured with a unit laid beneath it (the units may differ): say which is longer, or
   * that they are as long as each other. Counting alone misleads when the units differ.
   */
  | { kind: 'compare'; prompt: Text; first: MeasuredThing & { unit: string }; second: MeasuredThing & { unit: string } };

/** Measuring length with non-standard units laid end to end (uzunluk ölçme, grade 1). */
export type UnitMeasureSpec = {
  type: 'unit-measure';
  /** The units the tasks use; every measured length is a whole number of its unit (at most 12). */
  units: readonly LengthUnit[];
  tasks: readonly UnitMeasureTask[];
};

export type ManipulativeSpec =
  | FractionAreaSpec
  | PlaceValueSpec
  | RulerSpec
  | AngleMakerSpec
  | GridShapeSpec
  | BarGraphSpec
  | ChartSpec
  | RatioMixerSpec
  | PatternSpec
  | HundredGridSpec
  | NumberLineSpec
  | EquationBalanceSpec
  | BalanceScaleSpec
  | VennSpec
  | ClockSpec
  | MeasuringJugSpec
  | MoneySpec
  | AlgebraTilesSpec
  | CoordinatePlaneSpec
  | GeoboardSpec
  | SolidNetSpec
  | ProbabilitySpinnerSpec
  | DiceSpec
  | CircleSpec
  | TransformationGridSpec
  | CubeViewsSpec
  | PositionSceneSpec
  | UnitMeasureSpec;

export type ManipulativeType = ManipulativeSpec['type'];
