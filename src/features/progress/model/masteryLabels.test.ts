import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { MASTERY_LEVELS } from '@/shared/progress/mastery.ts';
import { MASTERY_LABELS, REVIEW_DUE_LABEL } from './masteryLabels.ts';

describe('mastery labels', () => {
  it('names every level in Turkish, in rising order', () => {
    expect(MASTERY_LEVELS.map((level) => i18n._(MASTERY_LABELS[level]))).toEqual(['Başlamadı', 'Denedi', 'Tanışık', 'Yeterli', 'Ustalaştı']);
  });

  it('names the review prompt', () => {
    expect(i18n._(REVIEW_DUE_LABEL)).toBe('Tekrar zamanı');
  });
});
