import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import type { Hazard } from '../../model/fireGame/types.ts';
import { hazards } from './hazards.ts';

const HAZARD_FIELDS: readonly (keyof Hazard)[] = [
  'id',
  'name',
  'emoji',
  'imageUrl',
  'x',
  'y',
  'riskLevel',
  'removed',
  'question',
  'correctAnswer',
  'wrongAnswers',
  'explanation',
  'prevention',
  'imagePlaceholder',
];

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

describe('fire-game hazards', () => {
  it('are the five docs/behaviour.md#data-kept-on-the-device objects with their risk levels', () => {
    expect(hazards.map((hazard) => [hazard.id, hazard.riskLevel])).toEqual([
      ['glass-bottle', 'high'],
      ['broken-glass', 'high'],
      ['metal-can', 'medium'],
      ['plastic-bag', 'medium'],
      ['paper-scrap', 'medium'],
    ]);
    expect(hazards.map((hazard) => text(hazard.name))).toEqual(['Cam şişe', 'Kırık cam', 'Metal kutu', 'Plastik poşet', 'Kâğıt çöpü']);
  });

  it.each(hazards.map((hazard) => [hazard.id, hazard] as const))('%s has every field, none empty', (_id, hazard) => {
    expect(Object.keys(hazard).sort()).toEqual([...HAZARD_FIELDS].sort());
    expect(hazard.removed).toBe(false);
    expect(hazard.emoji.trim()).not.toBe('');
    expect(hazard.imageUrl).toMatch(/^\/forest\/hazards\/[a-z-]+\.svg$/);
    for (const field of ['name', 'question', 'correctAnswer', 'explanation', 'prevention', 'imagePlaceholder'] as const) {
      expect(text(hazard[field]), field).not.toBe('');
    }
    expect(hazard.wrongAnswers).toHaveLength(3);
    const answers = [hazard.correctAnswer, ...hazard.wrongAnswers].map(text);
    expect(answers.every((answer) => answer !== '')).toBe(true);
    expect(new Set(answers).size).toBe(4);
    expect(text(hazard.question)).toMatch(/\?$/);
  });

  it('sit on the scene, far enough apart for 56 px buttons on a 360 px wide phone', () => {
    const sceneWidth = 360 - 2 * 16;
    for (const hazard of hazards) {
      expect(hazard.x).toBeGreaterThanOrEqual(8);
      expect(hazard.x).toBeLessThanOrEqual(92);
      expect(hazard.y).toBeGreaterThanOrEqual(55);
      expect(hazard.y).toBeLessThanOrEqual(92);
    }
    const xs = hazards.map((hazard) => hazard.x).sort((a, b) => a - b);
    for (let index = 1; index < xs.length; index += 1) {
      expect(((xs[index]! - xs[index - 1]!) / 100) * sceneWidth).toBeGreaterThanOrEqual(56);
    }
  });

  it('teach the real fire-safety points', () => {
    const all = (hazard: Hazard) => [hazard.correctAnswer, hazard.explanation, hazard.prevention].map(text).join(' ');
    const [bottle, broken, can, bag, paper] = hazards;
    expect(all(bottle!)).toMatch(/güneş ışığı/i);
    expect(all(bottle!)).toMatch(/büyüteç/);
    expect(all(broken!)).toMatch(/eldiven/);
    expect(all(can!)).toMatch(/yüzlerce yıl/);
    expect(all(bag!)).toMatch(/tutuşur/);
    expect(all(paper!)).toMatch(/177/);
  });
});
