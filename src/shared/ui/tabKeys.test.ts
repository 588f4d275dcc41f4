import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tabKeys.ts';

const TABS = ['review', 'procedure', 'questions', 'story'] as const;

describe('tab keys', () => {
  it('move with arrows, wrapping, and jump with Home/End', () => {
    expect(tabAfterKey(TABS, 'review', 'ArrowRight')).toBe('procedure');
    expect(tabAfterKey(TABS, 'review', 'ArrowLeft')).toBe('story');
    expect(tabAfterKey(TABS, 'story', 'ArrowRight')).toBe('review');
    expect(tabAfterKey(TABS, 'questions', 'Home')).toBe('review');
    expect(tabAfterKey(TABS, 'questions', 'End')).toBe('story');
  });
  it('ignore every other key', () => expect(tabAfterKey(TABS, 'questions', 'Enter')).toBeNull());
});
