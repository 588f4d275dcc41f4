import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { MoneyTask } from '../../content/manipulativeTypes.ts';
import { addPieces, checkMoney, COINS, emptyTable, fewestPieces, liraAndKurus, MAX_PIECES, NOTES, pieceCount, tableValue } from './money.ts';
import { manipulativeProblems } from './validate.ts';

const all = [...COINS, ...NOTES];

describe('money', () => {
  it('adds up coins and notes in kuruş', () => {
    let table = addPieces(emptyTable, 1000, 1);
    table = addPieces(table, 100, 2);
    table = addPieces(table, 50, 1);
    expect(tableValue(table)).toBe(1250);
    expect(pieceCount(table)).toBe(4);
    expect(liraAndKurus(1250)).toEqual({ lira: 12, kurus: 50 });
    expect(addPieces(table, 50, -5)[50]).toBe(0);
    expect(addPieces(emptyTable, 5, 99)[5]).toBe(MAX_PIECES);
  });

  it('finds the fewest pieces for an amount', () => {
    expect(fewestPieces(3500, all)).toEqual({ 500: 1, 1000: 1, 2000: 1 });
    expect(fewestPieces(40, all)).toEqual({ 5: 1, 10: 1, 25: 1 });
    expect(fewestPieces(3, [5, 10])).toBeNull();
  });

  it('judges making an amount, paying with the fewest pieces and giving change', () => {
    const make: MoneyTask = { kind: 'make', prompt: msg`15 TL`, amount: 1500 };
    expect(checkMoney(make, { 1000: 1 }, all).feedback).toBe('too-little');
    expect(checkMoney(make, { 1000: 2 }, all).feedback).toBe('too-much');
    expect(checkMoney(make, { 500: 3 }, all).correct).toBe(true);
    const fewest: MoneyTask = { kind: 'fewest', prompt: msg`15 TL`, amount: 1500 };
    expect(checkMoney(fewest, { 500: 3 }, all).feedback).toBe('more-pieces');
    expect(checkMoney(fewest, { 500: 1, 1000: 1 }, all).correct).toBe(true);
    const change: MoneyTask = { kind: 'change', prompt: msg`change`, price: 1300, paid: 2000 };
    expect(checkMoney(change, { 500: 1, 100: 2 }, all).correct).toBe(true);
  });

  it('is checked by the content tests', () => {
    expect(
      manipulativeProblems({
        type: 'money',
        pieces: [100, 500, 1000],
        tasks: [
          { kind: 'make', prompt: msg`a`, amount: 700 },
          { kind: 'make', prompt: msg`b`, amount: 750 },
          { kind: 'change', prompt: msg`c`, price: 1000, paid: 500 },
        ],
      }),
    ).toEqual([
      'money task 2: cannot be made with these pieces',
      'money task 3: paid no more than the price',
      'money task 3: cannot be made with these pieces',
      'money task 3: solved at start',
    ]);
  });
});
