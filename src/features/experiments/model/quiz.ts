/** What the quiz needs to know of a question: its id, how many options, which is right. */
export type QuizQuestion = { id: string; options: readonly unknown[]; correctIndex: number };

/** The chosen option per answered question; an answer is final until the quiz is reset. */
export type QuizState = { readonly answers: Readonly<Record<string, number>> };

export type QuizAction = { type: 'answer'; questionId: string; optionIndex: number } | { type: 'reset' };

export const initialQuizState: QuizState = { answers: {} };

/** Answers lock: a second pick on the same question, or an option that does not exist, changes nothing. */
export function quizReducer(questions: readonly QuizQuestion[], state: QuizState, action: QuizAction): QuizState {
  if (action.type === 'reset') return initialQuizState;
  const question = questions.find((q) => q.id === action.questionId);
  if (!question || action.questionId in state.answers) return state;
  if (!Number.isInteger(action.optionIndex) || action.optionIndex < 0 || action.optionIndex >= question.options.length) return state;
  return { answers: { ...state.answers, [action.questionId]: action.optionIndex } };
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
