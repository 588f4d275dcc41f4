import { describe, expect, it } from 'vitest';
import { isExperimentTab, parseExperimentSearch } from './tabs.ts';

describe('experiment tabs', () => {
  it('accepts only the six tab names', () => {
    expect(isExperimentTab('story')).toBe(true);
    expect(isExperimentTab('Story')).toBe(false);
    expect(isExperimentTab(undefined)).toBe(false);
  });
});

describe('experiment page search', () => {
  it('keeps a known tab and drops anything else', () => {
    expect(parseExperimentSearch({ tab: 'story' })).toEqual({ tab: 'story' });
    expect(parseExperimentSearch({ tab: 'video' })).toEqual({});
    expect(parseExperimentSearch({ tab: 3 })).toEqual({});
  });
});
