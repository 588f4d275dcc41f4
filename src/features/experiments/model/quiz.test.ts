import { describe, expect, it } from 'vitest';
import { hintsShown, initialQuizState, quizReducer, resultOf, scoreOf, type QuizQuestion } from './quiz.ts';

const questions: QuizQuestion[] = [
  { id: 'a', options: ['x', 'y', 'z'], correctIndex: 1, hints: ['first', 'second'] },
  { id: 'b', options: ['Doğru', 'Yanlış'], correctIndex: 0 },
];
const reduce = quizReducer.bind(null, questions);

describe('quiz', () => {
  it('marks a right and a wrong answer and scores them', () => {
    let state = reduce(initialQuizState, { type: 'answer', questionId: 'a', optionIndex: 1 });
    state = reduce(state, { type: 'answer', questionId: 'b', optionIndex: 1 });
    expect(resultOf(questions[0]!, state)).toBe('correct');
    expect(resultOf(questions[1]!, state)).toBe('incorrect');
    expect(scoreOf(questions, state)).toEqual({ correct: 1, answered: 2, total: 2, finished: true });
  });

  it('locks a question once answered', () => {
    const first = reduce(initialQuizState, { type: 'answer', questionId: 'a', optionIndex: 0 });
    const second = reduce(first, { type: 'answer', questionId: 'a', optionIndex: 1 });
    expect(second).toBe(first);
    expect(resultOf(questions[0]!, second)).toBe('incorrect');
  });

  it('ignores unknown questions and options out of range', () => {
    expect(reduce(initialQuizState, { type: 'answer', questionId: 'nope', optionIndex: 0 })).toBe(initialQuizState);
    expect(reduce(initialQuizState, { type: 'answer', questionId: 'b', optionIndex: 2 })).toBe(initialQuizState);
    expect(reduce(initialQuizState, { type: 'answer', questionId: 'b', optionIndex: -1 })).toBe(initialQuizState);
  });

  it('starts over on reset', () => {
    const answered = reduce(initialQuizState, { type: 'answer', questionId: 'a', optionIndex: 1 });
    const reset = reduce(answered, { type: 'reset' });
    expect(scoreOf(questions, reset)).toEqual({ correct: 0, answered: 0, total: 2, finished: false });
  });

  it('climbs the hint ladder one step at a time, no further than its end, and not after answering', () => {
    const [a, b] = [questions[0]!, questions[1]!];
    let state = reduce(initialQuizState, { type: 'hint', questionId: 'a' });
    expect(hintsShown(a, state)).toBe(1);
    state = reduce(state, { type: 'hint', questionId: 'a' });
    state = reduce(state, { type: 'hint', questionId: 'a' });
    expect(hintsShown(a, state)).toBe(2);
    expect(hintsShown(b, reduce(state, { type: 'hint', questionId: 'b' }))).toBe(0);
    state = reduce(state, { type: 'answer', questionId: 'a', optionIndex: 1 });
    expect(reduce(state, { type: 'hint', questionId: 'a' })).toBe(state);
    expect(hintsShown(a, reduce(state, { type: 'reset' }))).toBe(0);
  });
});
