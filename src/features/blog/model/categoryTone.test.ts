import { describe, expect, it } from 'vitest';
import { categoryTone } from './categoryTone.ts';

describe('categoryTone', () => {
  it('maps the five category colours to badge tones', () => {
    expect(categoryTone('primary')).toBe('primary');
    expect(categoryTone('success')).toBe('success');
    expect(categoryTone('secondary')).toBe('accent');
    expect(categoryTone('info')).toBe('info');
    expect(categoryTone('warning')).toBe('warning');
  });

  it('falls back to the default badge for anything else', () => {
    for (const color of ['danger', 'PRIMARY', '', 'toString', 'constructor', null, undefined]) expect(categoryTone(color)).toBe('neutral');
  });
});
