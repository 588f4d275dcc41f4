/**
 * Homework help by hints, not answers. A child sees the question and picks an option; each wrong
 * try (or a tap on "ipucu") shows the next authored hint, gentlest first. The answer comes only
 * once every hint has been shown and the child has tried at least `MIN_TRIES` times — or never,
 * when the teacher has turned answers off.
 */
const MIN_TRIES = 2;

export type LadderState = {
  hintsShown: number;
  /** Options tried and found wrong, in order. */
  wrong: readonly number[];
  solved: boolean;
  revealed: boolean;
};

export const START: LadderState = { hintsShown: 0, wrong: [], solved: false, revealed: false };

export type LadderQuestion = { hintCount: number; optionCount: number; correctIndex: number };

export const isOver = (state: LadderState) => state.solved || state.revealed;

/** One more hint, if there is one left. */
export function nextHint(state: LadderState, question: LadderQuestion): LadderState {
  if (isOver(state)) return state;
  return { ...state, hintsShown: Math.min(question.hintCount, state.hintsShown + 1) };
}

/** A try: right ends the ladder; wrong counts and brings the next hint (a try already made is not counted twice). */
export function tryOption(state: LadderState, question: LadderQuestion, option: number): LadderState {
  if (isOver(state) || option < 0 || option >= question.optionCount || state.wrong.includes(option)) return state;
  if (option === question.correctIndex) return { ...state, solved: true };
  return nextHint({ ...state, wrong: [...state.wrong, option] }, question);
}

/** Whether the answer may be shown now: every hint used, enough tries, and the teacher allows it. */
export const canReveal = (state: LadderState, question: LadderQuestion, answersAllowed: boolean) =>
  answersAllowed && !isOver(state) && state.hintsShown >= question.hintCount && state.wrong.length >= MIN_TRIES;

export function reveal(state: LadderState, question: LadderQuestion, answersAllowed: boolean): LadderState {
  return canReveal(state, question, answersAllowed) ? { ...state, revealed: true } : state;
}
