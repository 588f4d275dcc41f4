import type { MoneyPiece, MoneySpec, MoneyTask } from '../../content/manipulativeTypes.ts';
import { clamp, correct, wrong, type Verdict } from './verdict.ts';

/*
 * Turkish lira coins and banknotes on a table. Every amount is in kuruş (100 kuruş = 1 lira), so the
 * sums stay whole numbers: 50 kuruş is 50, 1 lira 100, a 20-lira note 2000.
 */

/** How many of each piece lie on the table, by value in kuruş. */
export type MoneyState = Readonly<Partial<Record<MoneyPiece, number>>>;

export type MoneyFeedback = 'too-little' | 'too-much' | 'more-pieces';

/** The coins (up to 1 lira) and notes (5 lira and up) of the Turkish lira, smallest first. */
export const COINS: readonly MoneyPiece[] = [1, 5, 10, 25, 50, 100];
export const NOTES: readonly MoneyPiece[] = [500, 1000, 2000, 5000, 10000, 20000];

export const isNote = (piece: MoneyPiece): boolean => piece >= 500;

/** The most pieces of one kind the table holds. */
export const MAX_PIECES = 20;

export const emptyTable: MoneyState = {};

export const tableValue = (state: MoneyState): number => Object.entries(state).reduce((sum, [value, count]) => sum + Number(value) * (count ?? 0), 0);

export const pieceCount = (state: MoneyState): number => Object.values(state).reduce((sum, count) => sum + (count ?? 0), 0);

export function addPieces(state: MoneyState, piece: MoneyPiece, delta: number): MoneyState {
  const now = state[piece] ?? 0;
  const next = clamp(now + delta, 0, MAX_PIECES);
  return next === now ? state : { ...state, [piece]: next };
}

/** What the pieces on the table must add up to. */
export const moneyAnswer = (task: MoneyTask): number => (task.kind === 'change' ? task.paid - task.price : task.amount);

/** The fewest pieces from `pieces` that make `amount` exactly (null if they cannot). */
export function fewestPieces(amount: number, pieces: readonly MoneyPiece[]): MoneyState | null {
  if (amount < 0 || !Number.isInteger(amount)) return null;
  const best: (MoneyPiece[] | null)[] = [[]];
  for (let a = 1; a <= amount; a++) {
    let pick: MoneyPiece[] | null = null;
    for (const piece of pieces) {
      const before = a >= piece ? best[a - piece] : null;
      if (before && (!pick || before.length + 1 < pick.length)) pick = [...before, piece];
    }
    best[a] = pick;
  }
  const chosen = best[amount];
  if (!chosen) return null;
  const state: Partial<Record<MoneyPiece, number>> = {};
  for (const piece of chosen) state[piece] = (state[piece] ?? 0) + 1;
  return state;
}

export function checkMoney(task: MoneyTask, state: MoneyState, pieces: readonly MoneyPiece[]): Verdict<MoneyFeedback> {
  const value = tableValue(state);
  const answer = moneyAnswer(task);
  if (value < answer) return wrong('too-little');
  if (value > answer) return wrong('too-much');
  if (task.kind === 'fewest') {
    const fewest = fewestPieces(answer, pieces);
    if (fewest && pieceCount(state) > pieceCount(fewest)) return wrong('more-pieces');
  }
  return correct;
}

/** The fewest pieces that solve the task, if any fit on the table. */
export function moneySolution(task: MoneyTask, spec: Pick<MoneySpec, 'pieces'>): MoneyState | null {
  const state = fewestPieces(moneyAnswer(task), spec.pieces);
  if (!state || Object.values(state).some((count) => (count ?? 0) > MAX_PIECES)) return null;
  return state;
}

/** Lira and kuruş of an amount in kuruş: 350 → 3 lira 50 kuruş. */
export const liraAndKurus = (amount: number): { lira: number; kurus: number } => ({ lira: Math.floor(amount / 100), kurus: amount % 100 });
