import { describe, expect, it } from 'vitest';
import { EMPTY_SCORE, factKey, isCorrect, nextQuestion, parseMisses, recordMiss, scoreAnswer, topMisses } from './practice.ts';

/** A repeatable random sequence. */
const sequence = (values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('facts', () => {
  it('treats 7 × 8 and 8 × 7 as one fact', () => {
    expect(factKey({ a: 8, b: 7 })).toBe('7x8');
    expect(factKey({ a: 7, b: 8 })).toBe('7x8');
  });

  it('checks answers', () => {
    expect(isCorrect({ a: 7, b: 8 }, 56)).toBe(true);
    expect(isCorrect({ a: 7, b: 8 }, 54)).toBe(false);
  });
});

describe('scoring', () => {
  it('counts answers, correct ones and the streak', () => {
    let score = EMPTY_SCORE;
    for (const correct of [true, true, true, false, true]) score = scoreAnswer(score, correct);
    expect(score).toEqual({ answered: 5, correct: 4, streak: 1, bestStreak: 3 });
  });
});

describe('most missed facts', () => {
  it('ranks facts by misses and keeps only real facts from storage', () => {
    let misses = recordMiss({}, { a: 7, b: 8 });
    misses = recordMiss(misses, { a: 8, b: 7 });
    misses = recordMiss(misses, { a: 6, b: 9 });
    misses = recordMiss(misses, { a: 12, b: 12 });
    expect(topMisses(misses, 2)).toEqual([
      { fact: { a: 7, b: 8 }, count: 2 },
      { fact: { a: 6, b: 9 }, count: 1 },
    ]);
    expect(topMisses(misses, 5, 10).map((entry) => entry.fact.a)).toEqual([7, 6]);
    expect(parseMisses(JSON.stringify(misses))).toEqual(misses);
    expect(parseMisses('{"7x8":2,"bad":3,"3x3":-1,"4x4":1.5}')).toEqual({ '7x8': 2 });
    expect(parseMisses('[1,2]')).toEqual({});
    expect(parseMisses('not json')).toEqual({});
  });
});

describe('nextQuestion', () => {
  it('asks facts between 2 and the table size', () => {
    expect(nextQuestion(sequence([0, 0.999]), 10, {})).toEqual({ a: 2, b: 10 });
    expect(nextQuestion(sequence([0.5, 0.5]), 12, {})).toEqual({ a: 7, b: 7 });
  });

  it('sometimes revisits a missed fact', () => {
    // random() < 0.35 → revisit; then pick index 0; then keep the order.
    expect(nextQuestion(sequence([0.1, 0, 0.2]), 10, { '7x8': 3 })).toEqual({ a: 7, b: 8 });
    expect(nextQuestion(sequence([0.1, 0, 0.9]), 10, { '7x8': 3 })).toEqual({ a: 8, b: 7 });
  });

  it('never repeats the previous question', () => {
    const question = nextQuestion(sequence([0.5]), 10, {}, { a: 6, b: 6 });
    expect(question).not.toEqual({ a: 6, b: 6 });
  });
});
