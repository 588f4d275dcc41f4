import { expect } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import type { Experiment } from '../types.ts';

/** Every message descriptor reachable from a value, so no text is left empty. */
export function descriptors(value: unknown): MessageDescriptor[] {
  if (Array.isArray(value)) return value.flatMap(descriptors);
  if (value && typeof value === 'object') {
    if ('id' in value && ('message' in value || Object.keys(value).length === 1)) return [value as MessageDescriptor];
    return Object.values(value).flatMap(descriptors);
  }
  return [];
}

export function checkKitExperiments(experiments: readonly Experiment[], kitId: string, experimentIds: readonly string[]) {
  expect(experiments.map((e) => e.id)).toEqual(experimentIds);
  expect(new Set(experiments.map((e) => e.grade)).size).toBe(experiments.length);
  const grades = experiments.map((e) => e.grade);
  expect(grades).toEqual([...grades].sort((a, b) => a - b));
  for (const experiment of experiments) {
    expect(experiment.kitId).toBe(kitId);
    expect(experiment.questions.length, experiment.id).toBeGreaterThanOrEqual(4);
    expect(experiment.questions.length, experiment.id).toBeLessThanOrEqual(6);
    expect(new Set(experiment.questions.map((q) => q.id)).size).toBe(experiment.questions.length);
    for (const question of experiment.questions) {
      expect(question.correctIndex, question.id).toBeGreaterThanOrEqual(0);
      expect(question.correctIndex, question.id).toBeLessThan(question.options.length);
    }
    expect(experiment.review.sections.length).toBeGreaterThanOrEqual(2);
    expect(experiment.review.sections.length).toBeLessThanOrEqual(4);
    expect(experiment.procedure.steps.length).toBeGreaterThanOrEqual(3);
    expect(experiment.procedure.safety.length).toBeGreaterThan(0);
    expect(experiment.procedure.durationMinutes).toBeGreaterThan(0);
    // Every experiment here measures or records something, so each worksheet has a table.
    expect(experiment.worksheet.table, experiment.id).toBeDefined();
    expect(experiment.story.paragraphs.join(' ')).not.toBe('');
    for (const descriptor of descriptors(experiment)) {
      expect(descriptor.message ?? descriptor.id, experiment.id).toMatch(/\S/);
    }
  }
}
