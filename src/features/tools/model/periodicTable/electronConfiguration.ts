import { superscript } from '../numberFormat.ts';

type Subshell = { n: number; l: number };

const LETTERS = ['s', 'p', 'd', 'f'] as const;
const CAPACITY = [2, 6, 10, 14] as const;

/** The Madelung (n + l) filling order, up to 7p. */
const FILLING_ORDER: readonly Subshell[] = (() => {
  const shells: Subshell[] = [];
  for (let n = 1; n <= 7; n += 1) for (let l = 0; l < Math.min(n, 4); l += 1) shells.push({ n, l });
  return shells.sort((a, b) => a.n + a.l - (b.n + b.l) || a.n - b.n).filter(({ n, l }) => n + l <= 8);
})();

const label = ({ n, l }: Subshell): string => `${n}${LETTERS[l]}`;

/**
 * Measured ground states that break the Madelung rule (NIST Atomic Spectra
 * Database): the listed subshells replace the rule's counts.
 */
const EXCEPTIONS: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  24: { '3d': 5, '4s': 1 },
  29: { '3d': 10, '4s': 1 },
  41: { '4d': 4, '5s': 1 },
  42: { '4d': 5, '5s': 1 },
  44: { '4d': 7, '5s': 1 },
  45: { '4d': 8, '5s': 1 },
  46: { '4d': 10, '5s': 0 },
  47: { '4d': 10, '5s': 1 },
  57: { '4f': 0, '5d': 1 },
  58: { '4f': 1, '5d': 1 },
  64: { '4f': 7, '5d': 1 },
  78: { '5d': 9, '6s': 1 },
  79: { '5d': 10, '6s': 1 },
  89: { '5f': 0, '6d': 1 },
  90: { '5f': 0, '6d': 2 },
  91: { '5f': 2, '6d': 1 },
  92: { '5f': 3, '6d': 1 },
  93: { '5f': 4, '6d': 1 },
  96: { '5f': 7, '6d': 1 },
  103: { '6d': 0, '7p': 1 },
};

const NOBLE_CORES = [
  { number: 2, symbol: 'He' },
  { number: 10, symbol: 'Ne' },
  { number: 18, symbol: 'Ar' },
  { number: 36, symbol: 'Kr' },
  { number: 54, symbol: 'Xe' },
  { number: 86, symbol: 'Rn' },
] as const;

/** Electrons per subshell, e.g. { '1s': 2, '2s': 2, '2p': 4 } for oxygen. */
function subshellCounts(number: number): Map<string, number> {
  const counts = new Map<string, number>();
  let left = number;
  for (const shell of FILLING_ORDER) {
    if (left <= 0) break;
    const count = Math.min(left, CAPACITY[shell.l]!);
    counts.set(label(shell), count);
    left -= count;
  }
  for (const [name, count] of Object.entries(EXCEPTIONS[number] ?? {})) counts.set(name, count);
  return counts;
}

const byShell = (a: string, b: string): number =>
  Number(a[0]) - Number(b[0]) || LETTERS.indexOf(a[1] as (typeof LETTERS)[number]) - LETTERS.indexOf(b[1] as (typeof LETTERS)[number]);

/**
 * The short (noble-gas core) configuration as written in textbooks, subshells
 * in shell order: Fe → "[Ar] 3d⁶ 4s²", O → "[He] 2s² 2p⁴".
 */
export function electronConfiguration(number: number): string {
  const core = [...NOBLE_CORES].reverse().find((noble) => noble.number < number);
  const coreCounts = core ? subshellCounts(core.number) : new Map<string, number>();
  const outer = [...subshellCounts(number)]
    .filter(([name, count]) => count > 0 && !coreCounts.has(name))
    .sort(([a], [b]) => byShell(a, b))
    .map(([name, count]) => `${name}${superscript(count)}`);
  return [core ? `[${core.symbol}]` : null, ...outer].filter(Boolean).join(' ');
}
