import type { MessageDescriptor } from '@lingui/core';
import type { Hazard, HazardId } from './types.ts';

/** docs/behaviour.md#limits-and-constants: every hazard answered correctly is worth 10 points. */
export const POINTS_PER_HAZARD = 10;
/** docs/behaviour.md#sessions-and-flows, #limits-and-constants badge thresholds, in percent of the best score. */
const SUCCESS_PERCENT = 80;
const WARNING_PERCENT = 60;

export type AnswerId = 'correct' | 'wrong-1' | 'wrong-2' | 'wrong-3';
export type Answer = { id: AnswerId; text: MessageDescriptor };

/** The four answers of a hazard, correct first. */
export function answersOf(hazard: Hazard): Answer[] {
  const [first, second, third] = hazard.wrongAnswers;
  return [
    { id: 'correct', text: hazard.correctAnswer },
    { id: 'wrong-1', text: first },
    { id: 'wrong-2', text: second },
    { id: 'wrong-3', text: third },
  ];
}

/**
 * The hazard's four answers in a random order (Fisher–Yates). The random
 * source is a parameter so tests can fix the order.
 */
export function shuffleAnswers(hazard: Hazard, random: () => number): Answer[] {
  const answers = answersOf(hazard);
  for (let i = answers.length - 1; i > 0; i -= 1) {
    // random() may return values up to 1 exclusive; the clamp guards sources that return 1.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = answers[i];
    const b = answers[j];
    if (a && b) {
      answers[i] = b;
      answers[j] = a;
    }
  }
  return answers;
}

/** docs/behaviour.md#data-kept-on-the-device Game state, plus the hazards (with their removed flags) and the open question's answer order. */
export type FireGameState = {
  hazards: readonly Hazard[];
  currentObject: HazardId | null;
  answers: readonly Answer[];
  showQuestion: boolean;
  showExplanation: boolean;
  score: number;
  objectsRemoved: number;
  completed: boolean;
  selectedAnswer: AnswerId | null;
  /** Null until the open question is answered. */
  isCorrect: boolean | null;
};

export type FireGameAction =
  /** The random source travels with the action, so the reducer stays deterministic under test. */
  | { type: 'open'; hazardId: HazardId; random: () => number }
  | { type: 'answer'; answerId: AnswerId }
  | { type: 'continue' }
  | { type: 'dismiss' }
  | { type: 'replay' };

export function createFireGame(hazards: readonly Hazard[]): FireGameState {
  return {
    hazards: hazards.map((hazard) => ({ ...hazard, removed: false })),
    currentObject: null,
    answers: [],
    showQuestion: false,
    showExplanation: false,
    score: 0,
    objectsRemoved: 0,
    completed: false,
    selectedAnswer: null,
    isCorrect: null,
  };
}

const closeQuestion = (state: FireGameState): FireGameState => ({
  ...state,
  currentObject: null,
  answers: [],
  showQuestion: false,
  showExplanation: false,
  selectedAnswer: null,
  isCorrect: null,
});

const removeCurrent = (state: FireGameState): FireGameState => {
  const hazards = state.hazards.map((hazard) => (hazard.id === state.currentObject ? { ...hazard, removed: true } : hazard));
  const objectsRemoved = state.objectsRemoved + 1;
  return { ...closeQuestion(state), hazards, objectsRemoved, completed: objectsRemoved === hazards.length };
};

/** docs/behaviour.md#sessions-and-flows fire-prevention game rules. */
export function fireGameReducer(state: FireGameState, action: FireGameAction): FireGameState {
  switch (action.type) {
    case 'open': {
      if (state.completed || state.showQuestion) return state;
      const hazard = state.hazards.find((candidate) => candidate.id === action.hazardId);
      if (!hazard || hazard.removed) return state;
      return {
        ...state,
        currentObject: hazard.id,
        answers: shuffleAnswers(hazard, action.random),
        showQuestion: true,
        showExplanation: false,
        selectedAnswer: null,
        isCorrect: null,
      };
    }
    case 'answer': {
      if (!state.showQuestion || state.selectedAnswer !== null) return state;
      const isCorrect = action.answerId === 'correct';
      return {
        ...state,
        selectedAnswer: action.answerId,
        isCorrect,
        showExplanation: true,
        score: state.score + (isCorrect ? POINTS_PER_HAZARD : 0),
      };
    }
    case 'continue':
      return state.showQuestion && state.selectedAnswer !== null ? removeCurrent(state) : state;
    case 'dismiss':
      // Closing (Escape, ×, backdrop) before answering puts the hazard back for later. Once answered,
      // closing counts as continuing: otherwise a wrong answer could be closed and tried again.
      if (!state.showQuestion) return state;
      return state.selectedAnswer === null ? closeQuestion(state) : removeCurrent(state);
    case 'replay':
      return createFireGame(state.hazards);
  }
}

export const maxScore = (state: FireGameState): number => state.hazards.length * POINTS_PER_HAZARD;

export const remainingHazards = (state: FireGameState): number => state.hazards.length - state.objectsRemoved;

/** Removed over total, as a whole percent for the progress bar. */
export const progressPercent = (state: FireGameState): number =>
  state.hazards.length === 0 ? 0 : Math.round((state.objectsRemoved / state.hazards.length) * 100);

export type ScoreTone = 'success' | 'warning' | 'error';

/** docs/behaviour.md#sessions-and-flows: success at 80 % or more, warning at 60 % or more, otherwise error. */
export function scoreTone(score: number, max: number): ScoreTone {
  // Compared in whole numbers, so 40/50 is exactly 80 % with no floating-point doubt.
  if (score * 100 >= SUCCESS_PERCENT * max) return 'success';
  if (score * 100 >= WARNING_PERCENT * max) return 'warning';
  return 'error';
}
