import type { ProbabilitySpinnerSpec, ProbabilityTask, SpinnerTarget } from '../../content/manipulativeTypes.ts';
import { seededRandom } from './seededRandom.ts';
import { correct, wrong, type Verdict } from './verdict.ts';
import { gcd } from './arithmetic.ts';

/** The colour of each sector (null: not coloured yet), the spins so far (colour ids) and, for a chance task, the answer chosen. */
export type SpinnerState = { readonly sectors: readonly (string | null)[]; readonly spins: readonly string[]; readonly choice: number | null };

export type SpinnerFeedback = 'unpainted' | 'wrong-probability' | 'wrong-ratio' | 'no-choice' | 'wrong-choice';

/** A fraction in lowest terms. */
export type Fraction = { readonly numerator: number; readonly denominator: number };

export const SECTOR_RANGE = { min: 2, max: 12 } as const;

const reduce = (numerator: number, denominator: number): Fraction => {
  const divisor = gcd(numerator, denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

/** The sectors a task starts with: blank to colour, or the given colouring to read. */
export const initialSpinner = (task: ProbabilityTask): SpinnerState => ({
  sectors: task.kind === 'colour' ? Array.from({ length: task.sectors }, () => null) : [...task.sectors],
  spins: [],
  choice: null,
});

export function paintSector(state: SpinnerState, index: number, colour: string): SpinnerState {
  if (index < 0 || index >= state.sectors.length || state.sectors[index] === colour) return state;
  return { ...state, sectors: state.sectors.map((current, i) => (i === index ? colour : current)), spins: [] };
}

export const chooseProbability = (state: SpinnerState, choice: number): SpinnerState => ({ ...state, choice });

const count = (sectors: readonly (string | null)[], colour: string) => sectors.filter((sector) => sector === colour).length;

/** The exact probability of landing on `colour`: its sectors over all sectors (equal sectors are equally likely). */
export const probabilityOf = (sectors: readonly (string | null)[], colour: string): Fraction => reduce(count(sectors, colour), sectors.length);

/** A fraction as written, 1/4; 0 and 1 as themselves. */
export const fractionText = ({ numerator, denominator }: Fraction): string =>
  numerator === 0 ? '0' : numerator === denominator ? '1' : `${numerator}/${denominator}`;

function meets(sectors: readonly (string | null)[], target: SpinnerTarget): boolean {
  const mine = count(sectors, target.colour);
  if ('times' in target) {
    const other = count(sectors, target.of);
    return other > 0 && mine === target.times * other;
  }
  return mine * target.denominator === target.numerator * sectors.length;
}

/** Colouring: every sector coloured and every target met. Chance: the chosen answer. */
export function checkSpinner(task: ProbabilityTask, state: SpinnerState): Verdict<SpinnerFeedback> {
  if (task.kind === 'chance') {
    if (state.choice === null) return wrong('no-choice');
    return state.choice === task.correctIndex ? correct : wrong('wrong-choice');
  }
  const blank = state.sectors.filter((sector) => sector === null).length;
  if (blank > 0) return wrong('unpainted', blank);
  const missed = task.targets.findIndex((target) => !meets(state.sectors, target));
  if (missed === -1) return correct;
  return wrong('times' in task.targets[missed]! ? 'wrong-ratio' : 'wrong-probability', missed);
}

/** Every way to colour the sectors with these colours, as counts (the order of sectors does not change a probability). */
function* colourings(colours: readonly string[], sectors: number): Generator<string[]> {
  const [first, ...rest] = colours;
  if (first === undefined) return;
  if (rest.length === 0) {
    yield Array.from({ length: sectors }, () => first);
    return;
  }
  for (let own = 0; own <= sectors; own++) {
    for (const tail of colourings(rest, sectors - own)) yield [...Array.from({ length: own }, () => first), ...tail];
  }
}

/** A right board, for the content checks; null if no colouring meets the targets. */
export function spinnerSolution(task: ProbabilityTask, spec: ProbabilitySpinnerSpec): SpinnerState | null {
  if (task.kind === 'chance') return { ...initialSpinner(task), choice: task.correctIndex };
  const colours = spec.colours.map((colour) => colour.id);
  for (const sectors of colourings(colours, task.sectors)) {
    const state = { sectors, spins: [], choice: null };
    if (checkSpinner(task, state).correct) return state;
  }
  return null;
}

/**
 * Spin `times` more times. Spin number k of a board always lands on the same sector for the same seed, so a
 * class sees the same run and tests are repeatable; a blank sector does not count and is spun again.
 */
export function spin(state: SpinnerState, seed: number, times: number): SpinnerState {
  const coloured = state.sectors.filter((sector): sector is string => sector !== null);
  if (coloured.length === 0) return state;
  const spins = [...state.spins];
  for (let i = 0; i < times; i++) {
    const random = seededRandom(seed * 7919 + spins.length);
    let result: string | null = null;
    for (let attempt = 0; attempt < 32 && result === null; attempt++) result = state.sectors[Math.floor(random() * state.sectors.length)] ?? null;
    spins.push(result ?? coloured[0]!);
  }
  return { ...state, spins };
}

/** How often each colour came up in the spins. */
export const spinCounts = (state: SpinnerState, colour: string): number => state.spins.filter((result) => result === colour).length;
