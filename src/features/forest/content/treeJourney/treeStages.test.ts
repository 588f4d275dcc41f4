import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { TREE_STAGE_COUNT, type TreeStage } from '../../model/treeJourney/treeJourney.ts';
import { treeStages } from './treeStages.ts';

const STAGE_FIELDS: readonly (keyof TreeStage)[] = ['id', 'name', 'emoji', 'duration', 'description', 'needs', 'funFact', 'season', 'height', 'imageUrl'];

const text = (descriptor: MessageDescriptor) => i18n._(descriptor).trim();

describe('tree stages', () => {
  it('are the six docs/behaviour.md#data-kept-on-the-device stages with their durations', () => {
    expect(treeStages).toHaveLength(TREE_STAGE_COUNT);
    expect(treeStages.map((stage) => [stage.id, text(stage.duration)])).toEqual([
      ['seed', '0–2 hafta'],
      ['sprout', '2–8 hafta'],
      ['sapling', '2–12 ay'],
      ['young-tree', '1–3 yıl'],
      ['mature-tree', '4–7 yıl'],
      ['old-tree', '20 yıl ve üstü'],
    ]);
  });

  it.each(treeStages.map((stage) => [stage.id, stage] as const))('%s has every field, none empty', (_id, stage) => {
    expect(Object.keys(stage).sort()).toEqual([...STAGE_FIELDS].sort());
    expect(stage.emoji.trim()).not.toBe('');
    expect(stage.imageUrl).toBe(`/forest/stages/${stage.id}.svg`);
    for (const field of ['name', 'duration', 'description', 'funFact', 'height'] as const) {
      expect(text(stage[field]), field).not.toBe('');
    }
    expect(stage.needs.length).toBeGreaterThanOrEqual(2);
    expect(stage.needs.map(text).every((need) => need !== '')).toBe(true);
  });

  it('moves through spring, summer and autumn in order', () => {
    expect(treeStages.map((stage) => stage.season)).toEqual(['spring', 'spring', 'summer', 'summer', 'autumn', 'autumn']);
  });
});
