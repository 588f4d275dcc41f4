import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import { EXPERIMENTS, KITS, experimentsOfKit, findExperiment, findKit, gradeRangeOfKit } from './library.ts';
import { UNITS, findUnit } from './units/index.ts';
import { hasBody } from './loadExperiment.ts';
import { descriptors } from './descriptors.testUtils.ts';
import type { Experiment, ExperimentBody } from './types.ts';
import { SIMULATIONS } from '../components/simulations/index.ts';

const bodies = import.meta.glob<ExperimentBody>('./*/*/content.ts', { eager: true, import: 'content' });
const experiments: Experiment[] = EXPERIMENTS.map((meta) => ({ ...meta, ...bodies[`./${meta.kitId}/${meta.id}/content.ts`]! }));
// Vitest runs from the project root (jsdom gives import.meta.url no file: scheme).
const contentDir = `${process.cwd()}/src/features/experiments/content`;
const text = (descriptor: MessageDescriptor | undefined) => descriptor?.message ?? '';
const folded = (value: string) => value.toLocaleLowerCase('tr-TR');

describe('experiment library: shape', () => {
  it('has one folder per kit and per experiment, each with its files', () => {
    const kitFolders = readdirSync(contentDir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'units');
    expect(kitFolders.map((e) => e.name).sort()).toEqual(KITS.map((kit) => kit.id).sort());
    for (const kit of KITS) {
      const folders = readdirSync(`${contentDir}/${kit.id}`, { withFileTypes: true }).filter((e) => e.isDirectory());
      expect(folders.map((e) => e.name).sort(), kit.id).toEqual([...kit.experimentIds].sort());
      for (const id of kit.experimentIds) expect(hasBody(kit.id, id), id).toBe(true);
    }
  });

  it('uses unique ids everywhere', () => {
    const ids = EXPERIMENTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(UNITS.map((unit) => unit.id)).size).toBe(UNITS.length);
    for (const experiment of experiments) {
      const questionIds = experiment.questions.map((q) => q.id);
      expect(new Set(questionIds).size, experiment.id).toBe(questionIds.length);
    }
  });

  it("resolves every kit's experiment ids, and each experiment names its own kit and strand", () => {
    for (const kit of KITS) {
      expect(kit.experimentIds.length, kit.id).toBeGreaterThan(0);
      for (const id of kit.experimentIds) {
        const experiment = findExperiment(id);
        expect(experiment, `${kit.id} → ${id}`).toBeDefined();
        expect(experiment?.kitId).toBe(kit.id);
        expect(experiment?.subject).toBe(kit.subject);
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
});

describe('experiment library: the curriculum', () => {
  it('serves every unit of Fen Bilimleri, grades 3 to 8, with two experiments at least', () => {
    const science = UNITS.filter((unit) => unit.subject === 'science');
    expect(science.length).toBe(42);
    for (const unit of science) {
      expect(EXPERIMENTS.filter((e) => e.unitId === unit.id).length, `${unit.id} ${text(unit.title)}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('serves every unit of Matematik, grades 1 to 8: each sub-learning area of the programme has an item', () => {
    const maths = UNITS.filter((unit) => unit.subject === 'maths');
    expect(maths.length).toBeGreaterThanOrEqual(100);
    for (const grade of [1, 2, 3, 4, 5, 6, 7, 8]) expect(maths.filter((unit) => unit.grade === grade).length, `grade ${grade}`).toBeGreaterThanOrEqual(10);
    for (const unit of maths) {
      // M.<grade>.<learning area>.<sub-learning area>: the level a teacher's plan and the outcome codes use.
      expect(unit.id, text(unit.title)).toMatch(new RegExp(`^M\\.${unit.grade}\\.[1-5]\\.\\d{1,2}$`));
      expect(
        EXPERIMENTS.some((e) => e.unitId === unit.id),
        `${unit.id} ${text(unit.title)}`,
      ).toBe(true);
    }
  });

  it('holds 200 items at least', () => {
    expect(EXPERIMENTS.length).toBeGreaterThanOrEqual(200);
  });

  it('has a programming strand a school can follow for a year: 30 block puzzles and 8 unplugged activities at least', () => {
    expect(experimentsOfKit('programming-puzzles').length).toBeGreaterThanOrEqual(30);
    expect(experimentsOfKit('programming-unplugged').length).toBeGreaterThanOrEqual(8);
    const puzzleGrades = new Set(experimentsOfKit('programming-puzzles').map((e) => e.grade));
    expect([...puzzleGrades].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('ties each experiment to a unit of its own strand and grade', () => {
    for (const experiment of EXPERIMENTS) {
      const unit = findUnit(experiment.unitId);
      expect(unit, `${experiment.id} → ${experiment.unitId}`).toBeDefined();
      expect(unit?.subject, experiment.id).toBe(experiment.subject);
      expect(unit?.grade, experiment.id).toBe(experiment.grade);
      if (experiment.subject === 'science') expect(experiment.grade, experiment.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives outcome codes of the programme’s shape, in the experiment’s own grade and unit', () => {
    for (const experiment of EXPERIMENTS) {
      expect(experiment.outcomes.length, experiment.id).toBeGreaterThan(0);
      for (const outcome of experiment.outcomes) {
        expect(text(outcome.text), experiment.id).toMatch(/\S/);
        if (outcome.code === undefined) continue;
        const letter = experiment.subject === 'science' ? 'F' : experiment.subject === 'maths' ? 'M' : null;
        expect(letter, `${experiment.id}: programming outcomes carry no MEB code`).not.toBeNull();
        expect(outcome.code, experiment.id).toMatch(new RegExp(`^${letter}\\.${experiment.grade}\\.\\d{1,2}\\.\\d{1,2}\\.\\d{1,2}$`));
        expect(outcome.code.startsWith(`${experiment.unitId}.`), `${experiment.id}: ${outcome.code} in ${experiment.unitId}`).toBe(true);
      }
    }
  });

  it('gives each experiment words to be found by', () => {
    for (const experiment of EXPERIMENTS) {
      expect(experiment.keywords.length, experiment.id).toBeGreaterThanOrEqual(3);
      expect(experiment.keywords.length, experiment.id).toBeLessThanOrEqual(8);
    }
  });
});

describe('experiment library: the six content kinds', () => {
  it('has all six in every experiment', () => {
    for (const experiment of experiments) {
      const { review, procedure, questions, activity, worksheet, story } = experiment;
      expect(review.sections.length, experiment.id).toBeGreaterThanOrEqual(2);
      expect(review.sections.length, experiment.id).toBeLessThanOrEqual(4);
      expect(review.keyTerms.length, experiment.id).toBeGreaterThan(0);
      expect(procedure.materials.length, experiment.id).toBeGreaterThan(0);
      expect(procedure.safety.length, experiment.id).toBeGreaterThan(0);
      expect(procedure.steps.length, experiment.id).toBeGreaterThanOrEqual(3);
      expect(procedure.durationMinutes, experiment.id).toBeGreaterThan(0);
      expect(questions.length, experiment.id).toBeGreaterThanOrEqual(4);
      expect(questions.length, experiment.id).toBeLessThanOrEqual(6);
      expect(activity.kind, experiment.id).toBeDefined();
      expect(worksheet.tasks.length, experiment.id).toBeGreaterThan(0);
      expect(story.paragraphs.length, experiment.id).toBeGreaterThan(0);
      for (const descriptor of descriptors(experiment)) {
        expect(text(descriptor), experiment.id).toMatch(/\S/);
        // Content texts have no placeholders: a brace would be read as ICU syntax and break the catalogue.
        expect(text(descriptor), `${experiment.id}: no { or } in a text`).not.toMatch(/[{}]/);
      }
    }
  });

  it('asks answerable questions: one right option among distinct ones, an explanation and a hint ladder', () => {
    for (const experiment of experiments) {
      for (const question of experiment.questions) {
        const where = `${experiment.id}/${question.id}`;
        const options = question.options.map((option) => folded(text(option)));
        expect(options.length, where).toBeGreaterThanOrEqual(2);
        expect(options.length, where).toBeLessThanOrEqual(4);
        expect(new Set(options).size, `${where}: options differ`).toBe(options.length);
        expect(Number.isInteger(question.correctIndex), where).toBe(true);
        expect(question.correctIndex, where).toBeGreaterThanOrEqual(0);
        expect(question.correctIndex, where).toBeLessThan(options.length);
        expect(text(question.explanation), where).toMatch(/\S/);
        expect(question.hints.length, where).toBeGreaterThanOrEqual(2);
        expect(question.hints.length, where).toBeLessThanOrEqual(4);
        // A hint narrows the way; it does not say the answer (checked where the answer is a phrase, not a word like "Evet").
        const answer = options[question.correctIndex]!;
        if (answer.length >= 12) {
          for (const hint of question.hints) expect(folded(text(hint)), `${where}: a hint names the answer`).not.toContain(answer);
        }
      }
    }
  });

  it('gives every activity something to do', () => {
    for (const { id, activity } of experiments) {
      if (activity.kind === 'simulation') expect(SIMULATIONS[activity.simulation], id).toBeDefined();
      if (activity.kind === 'sequence') expect(activity.stepsInOrder.length, id).toBeGreaterThanOrEqual(3);
      if (activity.kind === 'classify') {
        const categoryIds = activity.categories.map((c) => c.id);
        expect(categoryIds.length, id).toBeGreaterThanOrEqual(2);
        expect(activity.items.length, id).toBeGreaterThanOrEqual(4);
        for (const item of activity.items) expect(categoryIds, `${id} ${item.id}`).toContain(item.categoryId);
        expect(new Set(activity.items.map((i) => i.id)).size, id).toBe(activity.items.length);
        for (const category of categoryIds)
          expect(
            activity.items.some((item) => item.categoryId === category),
            `${id} ${category}`,
          ).toBe(true);
      }
    }
  });

  it('keeps a reviewer’s notes and sources beside every experiment', () => {
    for (const experiment of EXPERIMENTS) {
      const file = `${contentDir}/${experiment.kitId}/${experiment.id}/review.md`;
      expect(existsSync(file), `${experiment.id}: review.md`).toBe(true);
      const notes = existsSync(file) ? readFileSync(file, 'utf8') : '';
      expect(notes, `${experiment.id}: review.md names its sources`).toMatch(/## Kaynaklar/);
    }
  });
});

describe('experiment library: look-ups', () => {
  it('finds nothing for unknown ids', () => {
    expect(findKit('no-such-kit')).toBeUndefined();
    expect(findExperiment('no-such-experiment')).toBeUndefined();
    expect(experimentsOfKit('no-such-kit')).toEqual([]);
    expect(gradeRangeOfKit('no-such-kit')).toBeNull();
    expect(findUnit('F.9.1')).toBeUndefined();
  });

  it('knows the grade range of a kit', () => {
    expect(gradeRangeOfKit('light-and-shadow')?.from).toBe(3);
  });
});
