import { describe, expect, it } from 'vitest';
import { gradeSpan } from './grades.ts';

describe('gradeSpan', () => {
  it('shows a single grade or a range with an en dash', () => {
    expect(gradeSpan({ from: 5, to: 5 })).toBe('5');
    expect(gradeSpan({ from: 3, to: 7 })).toBe('3–7');
  });
});
