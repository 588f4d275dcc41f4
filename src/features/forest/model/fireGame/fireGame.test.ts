import { describe, expect, it } from 'vitest';
import { hazards } from '../../content/fireGame/hazards.ts';
import {
  answersOf,
  createFireGame,
  fireGameReducer,
  maxScore,
  progressPercent,
  remainingHazards,
  scoreTone,
  shuffleAnswers,
  type AnswerId,
  type FireGameAction,
  type FireGameState,
} from './fireGame.ts';
import type { HazardId } from './types.ts';

/** Always picks index 0: a fixed, known shuffle. */
const first = () => 0;

const run = (state: FireGameState, ...actions: FireGameAction[]): FireGameState => actions.reduce(fireGameReducer, state);
const open = (hazardId: HazardId): FireGameAction => ({ type: 'open', hazardId, random: first });
const answer = (answerId: AnswerId): FireGameAction => ({ type: 'answer', answerId });
const play = (hazardId: HazardId, answerId: AnswerId): FireGameAction[] => [open(hazardId), answer(answerId), { type: 'continue' }];
const ids = hazards.map((hazard) => hazard.id);

const start = () => createFireGame(hazards);

describe('shuffleAnswers', () => {
  const hazard = hazards[0]!;
  const texts = (list: { text: { id: string } }[]) => list.map((item) => item.text.id).sort();

  it('keeps exactly the four answers, whatever the random source', () => {
    for (const random of [() => 0, () => 0.5, () => 0.999, Math.random, () => 1]) {
      const shuffled = shuffleAnswers(hazard, random);
      expect(shuffled).toHaveLength(4);
      expect(shuffled.map((item) => item.id).sort()).toEqual(['correct', 'wrong-1', 'wrong-2', 'wrong-3']);
      expect(texts(shuffled)).toEqual(texts(answersOf(hazard)));
    }
  });

  it('uses the random source (Fisher–Yates)', () => {
    // With 0 every step swaps with the first slot: [c, w1, w2, w3] → [w1, w2, w3, c].
    expect(shuffleAnswers(hazard, () => 0).map((item) => item.id)).toEqual(['wrong-1', 'wrong-2', 'wrong-3', 'correct']);
    // Just below 1 every element stays in place.
    expect(shuffleAnswers(hazard, () => 0.999).map((item) => item.id)).toEqual(['correct', 'wrong-1', 'wrong-2', 'wrong-3']);
  });

  it('does not change the hazard', () => {
    const before = JSON.stringify(hazard);
    shuffleAnswers(hazard, Math.random);
    expect(JSON.stringify(hazard)).toBe(before);
  });
});

describe('fireGameReducer', () => {
  it('starts with nothing open, no score and every hazard in place', () => {
    const state = start();
    expect(state).toMatchObject({
      currentObject: null,
      showQuestion: false,
      showExplanation: false,
      score: 0,
      objectsRemoved: 0,
      completed: false,
      selectedAnswer: null,
      isCorrect: null,
    });
    expect(state.hazards.map((hazard) => hazard.removed)).toEqual([false, false, false, false, false]);
    expect(maxScore(state)).toBe(50);
    expect(remainingHazards(state)).toBe(5);
  });

  it('opens the question of a clicked hazard with its four answers shuffled', () => {
    const state = run(start(), open('metal-can'));
    expect(state.currentObject).toBe('metal-can');
    expect(state.showQuestion).toBe(true);
    expect(state.showExplanation).toBe(false);
    expect(state.isCorrect).toBeNull();
    expect(state.answers.map((item) => item.id)).toEqual(['wrong-1', 'wrong-2', 'wrong-3', 'correct']);
  });

  it('ignores a click on another hazard while a question is open', () => {
    const opened = run(start(), open('metal-can'));
    expect(run(opened, open('paper-scrap'))).toBe(opened);
  });

  it('a correct answer adds 10 points and shows the explanation', () => {
    const state = run(start(), open('glass-bottle'), answer('correct'));
    expect(state).toMatchObject({ score: 10, selectedAnswer: 'correct', isCorrect: true, showExplanation: true, showQuestion: true });
  });

  it('a wrong answer adds nothing and is marked wrong', () => {
    const state = run(start(), open('glass-bottle'), answer('wrong-2'));
    expect(state).toMatchObject({ score: 0, selectedAnswer: 'wrong-2', isCorrect: false, showExplanation: true });
  });

  it('an answer can be picked only once', () => {
    const wrong = run(start(), open('glass-bottle'), answer('wrong-1'));
    expect(run(wrong, answer('correct'))).toBe(wrong);
    const right = run(start(), open('glass-bottle'), answer('correct'));
    expect(run(right, answer('correct')).score).toBe(10);
  });

  it('ignores answers and continue with no question open', () => {
    const state = start();
    expect(run(state, answer('correct'))).toBe(state);
    expect(run(state, { type: 'continue' })).toBe(state);
    expect(run(state, { type: 'dismiss' })).toBe(state);
  });

  it('continue needs an answer first', () => {
    const opened = run(start(), open('plastic-bag'));
    expect(run(opened, { type: 'continue' })).toBe(opened);
  });

  it('continue removes the object, counts it and closes the question', () => {
    const state = run(start(), ...play('plastic-bag', 'correct'));
    expect(state).toMatchObject({
      currentObject: null,
      showQuestion: false,
      showExplanation: false,
      selectedAnswer: null,
      isCorrect: null,
      objectsRemoved: 1,
      score: 10,
      completed: false,
    });
    expect(state.answers).toEqual([]);
    expect(state.hazards.find((hazard) => hazard.id === 'plastic-bag')?.removed).toBe(true);
    expect(state.hazards.filter((hazard) => hazard.removed)).toHaveLength(1);
    expect(remainingHazards(state)).toBe(4);
    expect(progressPercent(state)).toBe(20);
  });

  it('ignores a click on a removed hazard', () => {
    const state = run(start(), ...play('plastic-bag', 'correct'));
    expect(run(state, open('plastic-bag'))).toBe(state);
  });

  it('closing before answering puts the hazard back, unscored', () => {
    const state = run(start(), open('paper-scrap'), { type: 'dismiss' });
    expect(state).toMatchObject({ currentObject: null, showQuestion: false, objectsRemoved: 0, score: 0 });
    expect(state.hazards.every((hazard) => !hazard.removed)).toBe(true);
    expect(run(state, open('paper-scrap')).showQuestion).toBe(true);
  });

  it('closing after answering counts as continue, so a wrong answer cannot be retried', () => {
    const state = run(start(), open('paper-scrap'), answer('wrong-3'), { type: 'dismiss' });
    expect(state).toMatchObject({ showQuestion: false, objectsRemoved: 1, score: 0 });
    expect(run(state, open('paper-scrap'))).toBe(state);
  });

  it('is completed after all five are removed, with 50 points for five correct answers', () => {
    let state = start();
    ids.forEach((id, index) => {
      state = run(state, ...play(id, 'correct'));
      expect(state.completed).toBe(index === ids.length - 1);
    });
    expect(state).toMatchObject({ score: 50, objectsRemoved: 5, completed: true });
    expect(progressPercent(state)).toBe(100);
    expect(remainingHazards(state)).toBe(0);
    expect(scoreTone(state.score, maxScore(state))).toBe('success');
  });

  it('scores 30 with two wrong answers', () => {
    const answers: AnswerId[] = ['correct', 'wrong-1', 'correct', 'wrong-3', 'correct'];
    const state = run(start(), ...ids.flatMap((id, index) => play(id, answers[index]!)));
    expect(state.score).toBe(30);
    expect(state.completed).toBe(true);
    expect(scoreTone(state.score, maxScore(state))).toBe('warning');
  });

  it('opens nothing once completed', () => {
    const done = run(start(), ...ids.flatMap((id) => play(id, 'correct')));
    expect(run(done, open('glass-bottle'))).toBe(done);
  });

  it('replay resets everything', () => {
    const done = run(start(), ...ids.flatMap((id) => play(id, 'wrong-1')));
    expect(done.completed).toBe(true);
    expect(run(done, { type: 'replay' })).toEqual(start());
    const midQuestion = run(start(), ...play('metal-can', 'correct'), open('glass-bottle'), answer('correct'));
    expect(run(midQuestion, { type: 'replay' })).toEqual(start());
  });

  it('never changes the state it is given', () => {
    const state = start();
    const snapshot = JSON.stringify(state);
    run(state, ...play('glass-bottle', 'correct'), { type: 'replay' });
    expect(JSON.stringify(state)).toBe(snapshot);
  });
});

describe('scoreTone', () => {
  it.each([
    [50, 'success'],
    [40, 'success'],
    [39, 'warning'],
    [30, 'warning'],
    [29, 'error'],
    [20, 'error'],
    [0, 'error'],
  ] as const)('%i/50 is %s', (score, tone) => {
    expect(scoreTone(score, 50)).toBe(tone);
  });

  it('uses percentages, not points', () => {
    expect(scoreTone(8, 10)).toBe('success');
    expect(scoreTone(6, 10)).toBe('warning');
    expect(scoreTone(5, 10)).toBe('error');
  });
});
