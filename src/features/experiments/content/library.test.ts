import { describe, expect, it } from 'vitest';
import { EXPERIMENTS, KITS, experimentsOfKit, findExperiment, findKit, gradeRangeOfKit } from './library.ts';
import { SIMULATIONS } from '../components/simulations/index.ts';

describe('experiment library', () => {
  it('has the four kits of the issue', () => {
    expect(KITS.map((kit) => kit.id)).toEqual(['light-and-shadow', 'electric-circuits', 'states-of-matter', 'force-and-motion']);
  });

  it('gives every kit at least three experiments of different grades', () => {
    for (const kit of KITS) {
      const experiments = experimentsOfKit(kit.id);
      expect(experiments.length, kit.id).toBeGreaterThanOrEqual(3);
      expect(new Set(experiments.map((e) => e.grade)).size, kit.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses unique ids', () => {
    const ids = EXPERIMENTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(KITS.map((kit) => kit.id)).size).toBe(KITS.length);
    for (const experiment of EXPERIMENTS) {
      const questionIds = experiment.questions.map((q) => q.id);
      expect(new Set(questionIds).size, experiment.id).toBe(questionIds.length);
    }
  });

  it("resolves every kit's experiment ids, and each experiment names its own kit", () => {
    for (const kit of KITS) {
      for (const id of kit.experimentIds) {
        const experiment = findExperiment(id);
        expect(experiment, `${kit.id} → ${id}`).toBeDefined();
        expect(experiment?.kitId).toBe(kit.id);
      }
    }
    for (const experiment of EXPERIMENTS) expect(findKit(experiment.kitId)?.experimentIds).toContain(experiment.id);
  });

  it('lists a kit’s experiments lowest grade first', () => {
    for (const kit of KITS) {
      const grades = experimentsOfKit(kit.id).map((e) => e.grade);
      expect(grades, kit.id).toEqual([...grades].sort((a, b) => a - b));
    }
  });

  it('has all six content kinds in every experiment, with answerable questions', () => {
    for (const experiment of EXPERIMENTS) {
      const { review, procedure, questions, worksheet, story } = experiment;
      expect(review.sections.length, experiment.id).toBeGreaterThanOrEqual(2);
      expect(review.sections.length, experiment.id).toBeLessThanOrEqual(4);
      expect(review.keyTerms.length, experiment.id).toBeGreaterThan(0);
      expect(procedure.materials.length, experiment.id).toBeGreaterThan(0);
      expect(procedure.safety.length, experiment.id).toBeGreaterThan(0);
      expect(procedure.steps.length, experiment.id).toBeGreaterThanOrEqual(3);
      expect(questions.length, experiment.id).toBeGreaterThanOrEqual(4);
      expect(questions.length, experiment.id).toBeLessThanOrEqual(6);
      for (const question of questions) {
        expect(question.options.length, question.id).toBeGreaterThanOrEqual(2);
        expect(Number.isInteger(question.correctIndex), question.id).toBe(true);
        expect(question.correctIndex, question.id).toBeGreaterThanOrEqual(0);
        expect(question.correctIndex, question.id).toBeLessThan(question.options.length);
      }
      expect(worksheet.tasks.length, experiment.id).toBeGreaterThan(0);
      expect(story.paragraphs.length, experiment.id).toBeGreaterThan(0);
    }
  });

  it('gives every activity something to do', () => {
    for (const { id, activity } of EXPERIMENTS) {
      if (activity.kind === 'simulation') expect(SIMULATIONS[activity.simulation], id).toBeDefined();
      if (activity.kind === 'sequence') expect(activity.stepsInOrder.length, id).toBeGreaterThanOrEqual(3);
      if (activity.kind === 'classify') {
        const categoryIds = activity.categories.map((c) => c.id);
        expect(categoryIds.length, id).toBeGreaterThanOrEqual(2);
        for (const item of activity.items) expect(categoryIds, `${id} ${item.id}`).toContain(item.categoryId);
        expect(new Set(activity.items.map((i) => i.id)).size, id).toBe(activity.items.length);
      }
    }
  });

  it('finds nothing for unknown ids', () => {
    expect(findKit('no-such-kit')).toBeUndefined();
    expect(findExperiment('no-such-experiment')).toBeUndefined();
    expect(experimentsOfKit('no-such-kit')).toEqual([]);
    expect(gradeRangeOfKit('no-such-kit')).toBeNull();
  });

  it('knows the grade range of a kit', () => {
    expect(gradeRangeOfKit('light-and-shadow')).toEqual({ from: 3, to: 7 });
    expect(gradeRangeOfKit('electric-circuits')).toEqual({ from: 3, to: 5 });
  });
});
