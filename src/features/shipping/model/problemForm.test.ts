import { describe, expect, it } from 'vitest';
import { checkProblem } from './problemForm.ts';

describe('a problem report before it is sent', () => {
  it('needs a reason, and a note when the reason is "other"', () => {
    expect(checkProblem({ reason: '', note: '' })).toBe('reason');
    expect(checkProblem({ reason: 'other', note: '   ' })).toBe('noteNeeded');
    expect(checkProblem({ reason: 'other', note: 'Kutunun içi ıslak geldi.' })).toBeNull();
    expect(checkProblem({ reason: 'damaged_item', note: '' })).toBeNull();
  });

  it('keeps the note within the server’s 500 characters', () => {
    expect(checkProblem({ reason: 'missing_item', note: 'a'.repeat(501) })).toBe('noteTooLong');
    expect(checkProblem({ reason: 'missing_item', note: 'a'.repeat(500) })).toBeNull();
  });
});
