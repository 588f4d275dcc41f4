import { describe, expect, it } from 'vitest';
// The server has no alias in the app's build: this one test compares the app's answer keys with the server's copies.
// eslint-disable-next-line no-restricted-imports
import { ANSWER_KEYS } from '../../../../server/seed/classroomContent.ts';
import { answerKeyOf, loadAssignableExperiment } from './assignable.ts';

// The demo server scores seeded homework with copies of these answer keys (it may not import the
// library): a question changed here without the copy would grade children's seeded work wrongly.
describe("the demo seed's answer keys", () => {
  it.each(Object.entries(ANSWER_KEYS))('match the questions of %s', async (id, key) => {
    const experiment = await loadAssignableExperiment(id);
    expect(experiment, id).toBeDefined();
    expect(key).toEqual(experiment ? answerKeyOf(experiment, 'questions') : []);
  });
});

describe('an assignment’s answer key', () => {
  it('is the questions’ for the whole experiment or its questions part, and empty for any other part', async () => {
    const experiment = await loadAssignableExperiment('shadow-size');
    expect(experiment).toBeDefined();
    if (!experiment) return;
    expect(answerKeyOf(experiment, null)).toHaveLength(experiment.questions.length);
    expect(answerKeyOf(experiment, 'questions')).toEqual(answerKeyOf(experiment, null));
    expect(answerKeyOf(experiment, 'story')).toEqual([]);
  });
});
