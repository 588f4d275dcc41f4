import { describe, expect, it } from 'vitest';
import { isExperimentTab, parseExperimentSearch, tabAfterKey } from './tabs.ts';

describe('experiment tabs', () => {
  it('accepts only the six tab names', () => {
    expect(isExperimentTab('story')).toBe(true);
    expect(isExperimentTab('Story')).toBe(false);
    expect(isExperimentTab(undefined)).toBe(false);
  });

  it('moves with arrows, wrapping, and jumps with Home/End', () => {
    expect(tabAfterKey('review', 'ArrowRight')).toBe('procedure');
    expect(tabAfterKey('review', 'ArrowLeft')).toBe('story');
    expect(tabAfterKey('story', 'ArrowRight')).toBe('review');
    expect(tabAfterKey('questions', 'Home')).toBe('review');
    expect(tabAfterKey('questions', 'End')).toBe('story');
    expect(tabAfterKey('questions', 'Enter')).toBeNull();
  });
});

describe('experiment page search', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(parseExperimentSearch({ tab: 'story' })).toEqual({ tab: 'story' });
    expect(parseExperimentSearch({ tab: 'video' })).toEqual({});
    expect(parseExperimentSearch({ tab: 3 })).toEqual({});
  });
});
