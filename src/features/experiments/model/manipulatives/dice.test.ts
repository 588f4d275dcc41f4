import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import type { DiceTask } from '../../content/manipulativeTypes.ts';
import { checkDice, diceTaskProblems, eventProbabilityText, initialDice, roll, rollCount, toggleFace, FACES } from './dice.ts';

const even: DiceTask = { kind: 'event', prompt: msg`Çift sayı`, faces: [2, 4, 6] };

describe('dice model', () => {
  it('tells a wrongly marked face before a missing one', () => {
    expect(checkDice(even, initialDice).feedback).toBe('nothing-marked');
    let state = toggleFace(toggleFace(initialDice, 4), 1);
    expect(state.marked).toEqual([1, 4]);
    expect(checkDice(even, state)).toEqual({ correct: false, feedback: 'extra-face', detail: 1 });
    state = toggleFace(state, 1);
    expect(checkDice(even, state)).toEqual({ correct: false, feedback: 'missing-face', detail: 2 });
    state = toggleFace(toggleFace(state, 6), 2);
    expect(checkDice(even, state).correct).toBe(true);
  });

  it('writes an event’s probability over six outcomes, reduced where it can be', () => {
    expect(eventProbabilityText(1)).toBe('1/6');
    expect(eventProbabilityText(3)).toBe('3/6 = 1/2');
    expect(eventProbabilityText(4)).toBe('4/6 = 2/3');
    expect(eventProbabilityText(5)).toBe('5/6');
    expect(eventProbabilityText(6)).toBe('6/6 = 1');
    expect(eventProbabilityText(0)).toBe('0');
  });

  it('rolls the same faces for the same seed, every face possible, near a sixth each over many rolls', () => {
    const many = roll(initialDice, 11, 600);
    expect(roll(initialDice, 11, 600).rolls).toEqual(many.rolls);
    expect(roll(roll(initialDice, 11, 10), 11, 590).rolls).toEqual(many.rolls);
    for (const face of FACES) expect(rollCount(many, face)).toBeGreaterThan(60);
    expect(roll(initialDice, 12, 20).rolls).not.toEqual(many.rolls.slice(0, 20));
  });

  it('finds events that cannot be marked', () => {
    expect(diceTaskProblems(even)).toEqual([]);
    expect(diceTaskProblems({ ...even, faces: [] })).toHaveLength(1);
    expect(diceTaskProblems({ ...even, faces: [2, 2] })).toEqual(['a face listed twice']);
    expect(diceTaskProblems({ kind: 'choose', prompt: msg`?`, options: [msg`0`], correctIndex: 1 })).toEqual(['correct index']);
  });
});
