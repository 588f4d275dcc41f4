import { describe, expect, it } from 'vitest';
import { START, canReveal, nextHint, reveal, tryOption, type LadderState } from './hintLadder.ts';

const question = { hintCount: 3, optionCount: 4, correctIndex: 2 };

describe('the hint ladder', () => {
  it('gives hints one at a time, gentlest first, and no more than were written', () => {
    let state: LadderState = START;
    state = nextHint(state, question);
    expect(state.hintsShown).toBe(1);
    state = nextHint(nextHint(nextHint(state, question), question), question);
    expect(state.hintsShown).toBe(3);
  });

  it('brings the next hint with each wrong try and counts a repeated try once', () => {
    let state = tryOption(START, question, 0);
    expect(state).toMatchObject({ hintsShown: 1, wrong: [0], solved: false });
    state = tryOption(state, question, 0);
    expect(state).toMatchObject({ hintsShown: 1, wrong: [0] });
    state = tryOption(state, question, 1);
    expect(state).toMatchObject({ hintsShown: 2, wrong: [0, 1] });
  });

  it('ends when the child finds the answer, and then nothing more changes', () => {
    const solved = tryOption(tryOption(START, question, 0), question, 2);
    expect(solved.solved).toBe(true);
    expect(tryOption(solved, question, 3)).toBe(solved);
    expect(nextHint(solved, question)).toBe(solved);
  });

  it('shows the answer only after every hint and two wrong tries', () => {
    let state = tryOption(START, question, 0);
    expect(canReveal(state, question, true)).toBe(false);
    state = tryOption(state, question, 1);
    expect(canReveal(state, question, true)).toBe(false);
    state = nextHint(state, question);
    expect(canReveal(state, question, true)).toBe(true);
    expect(reveal(state, question, true).revealed).toBe(true);
  });

  it('never shows the answer when the teacher has turned answers off', () => {
    const state = nextHint(tryOption(tryOption(tryOption(START, question, 0), question, 1), question, 3), question);
    expect(canReveal(state, question, false)).toBe(false);
    expect(reveal(state, question, false).revealed).toBe(false);
  });

  it('ignores options that do not exist', () => {
    expect(tryOption(START, question, 9)).toBe(START);
  });
});
