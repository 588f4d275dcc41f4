/** What the quiz needs to know of a question: its id, how many options and hints, which is right. */
export type QuizQuestion = { id: string; options: readonly unknown[]; correctIndex: number; hints?: readonly unknown[] };

/**
 * The chosen option per answered question (final until the quiz is reset), and how many steps of
 * each question's hint ladder have been shown.
 */
export type QuizState = { readonly answers: Readonly<Record<string, number>>; readonly hints: Readonly<Record<string, number>> };

export type QuizAction = { type: 'answer'; questionId: string; optionIndex: number } | { type: 'hint'; questionId: string } | { type: 'reset' };

export const initialQuizState: QuizState = { answers: {}, hints: {} };

/** How many hints of a question are showing. */
export const hintsShown = (question: QuizQuestion, state: QuizState): number => state.hints[question.id] ?? 0;

/** Answers lock: a second pick on the same question, or an option that does not exist, changes nothing. */
export function quizReducer(questions: readonly QuizQuestion[], state: QuizState, action: QuizAction): QuizState {
  if (action.type === 'reset') return initialQuizState;
  const question = questions.find((q) => q.id === action.questionId);
  if (!question || action.questionId in state.answers) return state;
  if (action.type === 'hint') {
    // One more step of the ladder, never past its end; after answering, the explanation takes over.
    const shown = hintsShown(question, state);
    if (shown >= (question.hints?.length ?? 0)) return state;
    return { ...state, hints: { ...state.hints, [question.id]: shown + 1 } };
  }
  if (!Number.isInteger(action.optionIndex) || action.optionIndex < 0 || action.optionIndex >= question.options.length) return state;
  return { ...state, answers: { ...state.answers, [action.questionId]: action.optionIndex } };
}

export type QuestionResult = 'unanswered' | 'correct' | 'incorrect';

export function resultOf(question: QuizQuestion, state: QuizState): QuestionResult {
  const chosen = state.answers[question.id];
  if (chosen === undefined) return 'unanswered';
  return chosen === question.correctIndex ? 'correct' : 'incorrect';
}

export type QuizScore = { correct: number; answered: number; total: number; finished: boolean };

export function scoreOf(questions: readonly QuizQuestion[], state: QuizState): QuizScore {
  let correct = 0;
  let answered = 0;
  for (const question of questions) {
    const result = resultOf(question, state);
    if (result !== 'unanswered') answered += 1;
    if (result === 'correct') correct += 1;
  }
  return { correct, answered, total: questions.length, finished: answered === questions.length };
}
