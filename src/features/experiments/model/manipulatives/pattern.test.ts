import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { PatternTask } from '../../content/manipulativeTypes.ts';
import { arithmeticTerm, changeSquares, checkPattern, continueRepeating, initialPattern, placePiece, removeLastPiece, repeatingCore } from './pattern.ts';

const repeat: PatternTask = { kind: 'repeat', prompt: msg`r`, shown: ['a', 'b', 'b', 'a', 'b', 'b'], answer: ['a', 'b'] };
const grow: PatternTask = { kind: 'grow', prompt: msg`g`, terms: [1, 3, 5], askStep: 4, answer: 7 };

describe('pattern extender', () => {
  it('fills the empty places in order and checks them', () => {
    let state = placePiece(repeat, initialPattern, 'b');
    expect(checkPattern(repeat, state)).toEqual({ correct: false, feedback: 'wrong-piece', detail: 1 });
    state = placePiece(repeat, removeLastPiece(state), 'a');
    expect(checkPattern(repeat, state).feedback).toBe('incomplete');
    state = placePiece(repeat, state, 'b');
    expect(checkPattern(repeat, state).correct).toBe(true);
    expect(placePiece(repeat, state, 'a')).toBe(state);
    expect(removeLastPiece(initialPattern)).toBe(initialPattern);
  });

  it('builds the next figure of a growing pattern', () => {
    expect(checkPattern(grow, changeSquares(initialPattern, 6)).feedback).toBe('too-few');
    expect(checkPattern(grow, changeSquares(initialPattern, 8)).feedback).toBe('too-many');
    expect(checkPattern(grow, changeSquares(initialPattern, 7)).correct).toBe(true);
    expect(changeSquares(initialPattern, -3).squares).toBe(0);
  });

  it('finds the repeating core and the constant difference', () => {
    expect(repeatingCore(repeat.kind === 'repeat' ? repeat.shown : [])).toEqual(['a', 'b', 'b']);
    expect(repeatingCore(['a', 'b', 'c'])).toBeNull();
    expect(continueRepeating(['x', 'y', 'x', 'y', 'x'], 3)).toEqual(['y', 'x', 'y']);
    expect(arithmeticTerm([4, 7, 10], 6)).toBe(19);
    expect(arithmeticTerm([1, 4, 9], 4)).toBeNull();
  });
});
